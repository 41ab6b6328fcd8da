import { afterEach } from 'vitest';
import { failureEvidence } from '../support/browser';

// Every browser test: when it fails, shoot every open page and print the pages' errors.
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await failureEvidence(`${ctx.task.file?.name ?? ''} ${ctx.task.name}`);
});
