import { beforeAll, describe, expect, inject, it } from 'vitest';
import { JS_BUDGET_KB, measureJs } from '../../scripts/bench/js.ts';
import { ConsoleClient } from '../support/console-client';

// First-load JS per screen kind, as the bench measures it: a screen that passes the budget fails
// here, so the budget holds as screens are added (the bench reports the figures; this guards them).
const base = inject('consoleUrl');
const admin = new ConsoleClient(base);

beforeAll(async () => {
  expect((await admin.login('admin', 'Admin2026')).status).toBe(200);
});

describe('first-load JS budget', () => {
  it.each(['/MemberList', '/BIZ_AcctList', '/AuthElementCheck', '/SystemAuthorizationMember', '/'])(
    '%s stays within the budget',
    async (page) => {
      const figures = await measureJs(base, page, admin.cookieHeader());
      expect(figures.gzipKB, `${page}: ${figures.gzipKB} KB gzip`).toBeLessThanOrEqual(JS_BUDGET_KB);
    },
  );

  it('/Login stays within the budget', async () => {
    const figures = await measureJs(base, '/Login');
    expect(figures.gzipKB).toBeLessThanOrEqual(JS_BUDGET_KB);
  });
});
