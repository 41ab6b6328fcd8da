import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';

// Issue #39, 6: an agent was offered 重命名 on a batch the platform created, then told
// 批次不存在【E7016】. It is offered only on its own organisation's batches, and works there.
const base = inject('consoleUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('an agent sees 重命名 only on its own batches, and renaming one succeeds', async () => {
  const agent = await signedInPage(browser, base, 'agent');
  await openList(agent, `${base}/AgentUsePageTermApply?pageSize=200`);
  const rows = agent.locator('table[data-table="list"] tbody tr');
  const byOrg = async () =>
    rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        org: window.listCells('orgName', tr)[0]?.textContent?.trim() ?? '',
        rename: !!tr.querySelector('[data-action="rename"]'),
      })),
    );
  const seen = await byOrg();
  await agent.screenshot({ path: `${SHOTS}/day-rename-agent.png` });
  const platform = seen.filter((r) => r.org === '平台');
  expect(platform.length).toBeGreaterThan(0);
  expect(platform.filter((r) => r.rename)).toEqual([]);

  const own = rows.filter({ has: agent.locator('[data-action="rename"]') }).first();
  await own.locator('[data-action="rename"]').click();
  const form = agent.getByRole('dialog', { name: '划拨批次重命名' });
  await form.waitFor();
  await agent.fill('#form-psam-transfer-rename-batchName', `重命名${Date.now().toString(36).slice(-4)}`);
  await agent.getByTestId('form-submit').click();
  await form.waitFor({ state: 'detached' });
  expect(await agent.locator('[data-notice-type="error"]').count()).toBe(0);
});
