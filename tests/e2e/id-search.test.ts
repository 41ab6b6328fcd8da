import type { Page as BrowserPage, Request } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { hydrated, SHOTS } from '../support/browser';
import { signedIn } from '../support/console-client';
import { page as listPage } from '../support/list-page';
import { sharedPage } from '../support/shared-page';

// Issue #53 item 1: a record is found by its number whatever its date. 会员列表 opens on today's
// window (spec 01 §9), folded under 展开; a member id typed there finds a member created long
// before, the window is left out of that query and the bar says 按编号查询，不限日期, while a query by
// name keeps the window. The POS orders' range, which cannot be cleared, does not hide an order
// searched by its number either.
const base = inject('consoleUrl');
const page = sharedPage('admin');

const NOTE = '按编号查询，不限日期';
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const ALL_TIME = { startDate: '2000-01-01 00:00:00', endDate: `${today} 23:59:59` };

/** The bodies the browser sends to a page call, as they go. */
function bodiesOf(p: BrowserPage, path: string): Array<Record<string, unknown>> {
  const seen: Array<Record<string, unknown>> = [];
  p.on('request', (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api${path}`) seen.push(r.postDataJSON() as Record<string, unknown>);
  });
  return seen;
}

async function query(p: BrowserPage, filter: string, value: string) {
  const box = p.locator(`#filter-${filter}`);
  await hydrated(box);
  await box.fill(value);
  await p.getByRole('button', { name: '查询' }).click();
  await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

it('a member id finds a member created before today on 会员列表; a name query keeps the window', async () => {
  const api = await signedIn(base, 'admin');
  const members = (await listPage(api, 'MemberList', ALL_TIME)).data.data as Array<{ memberId: string; crtTime: string }>;
  const old = members.find((m) => m.crtTime.slice(0, 10) < today)!;
  expect(old).toBeTruthy();

  const p = page();
  const bodies = bodiesOf(p, '/admin/member/page');
  await p.goto(`${base}/MemberList`);
  await p.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
  // Folded: the date window in force is named on the fold.
  const fold = p.locator('[data-folded-values]');
  expect(await fold.textContent()).toContain(`创建时间：${today} 至 ${today}`);

  await query(p, 'memberId', old.memberId);
  const row = p.locator('table[data-table="list"] tbody tr').filter({ hasText: old.memberId });
  await row.first().waitFor();
  expect(await p.locator('[data-id-search]').textContent()).toBe(NOTE);
  expect(await fold.textContent()).toContain(NOTE);
  const byId = bodies.at(-1)!;
  expect(byId.memberId).toBe(old.memberId);
  expect(byId).not.toHaveProperty('startDate');
  expect(byId).not.toHaveProperty('endDate');
  await p.screenshot({ path: `${SHOTS}/id-search-member.png` });

  // A query by anything else keeps the spec's window.
  await p.locator('#filter-memberId').fill('');
  await query(p, 'realName', '张');
  expect(await p.locator('[data-id-search]').count()).toBe(0);
  const byName = bodies.at(-1)!;
  expect(byName.startDate).toBe(`${today} 00:00:00`);
  expect(byName.endDate).toBe(`${today} 23:59:59`);
});

it('an order number finds an old order on the POS orders, whose range cannot be cleared', async () => {
  const api = await signedIn(base, 'admin');
  const orders = (await listPage(api, 'OrderPagePos', ALL_TIME)).data.data as Array<{ orderId: string; crtTime: string }>;
  const old = orders.find((o) => String(o.crtTime).slice(0, 10) < today)!;
  expect(old).toBeTruthy();

  const p = page();
  const bodies = bodiesOf(p, '/admin/order/pos/page');
  await p.goto(`${base}/OrderPagePos`);
  await p.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
  await query(p, 'orderId', old.orderId);
  await p.locator('table[data-table="list"] tbody tr').filter({ hasText: old.orderId }).first().waitFor();
  expect(await p.locator('[data-id-search]').textContent()).toBe(NOTE);
  expect(await p.locator('[data-filter="crtTime"]').getAttribute('data-lifted')).toBe('true');
  expect(bodies.at(-1)).not.toHaveProperty('startDate');
  await p.screenshot({ path: `${SHOTS}/id-search-pos-order.png` });
});
