import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #39, friction: id cells are links. A click opens the dialog in place; a Ctrl-click or a
// middle-click opens the same screen with the dialog in a new tab, from the URL the link carries.
const base = inject('consoleUrl');
const page = sharedPage('admin');

const idLink = () =>
  page().locator('[data-screen][data-ready] table[data-table="list"] tbody tr').first().locator('a[data-id-link="member"]').first();

it('a plain click opens the member dialog in place', async () => {
  await openList(page(), `${base}/MemberList`);
  const id = (await idLink().textContent())!.trim();
  await idLink().click();
  await page()
    .getByRole('dialog', { name: `会员详情 ${id}` })
    .waitFor();
  expect(page().context().pages()).toHaveLength(1);
  await page().getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  await page().getByRole('dialog').waitFor({ state: 'detached' });
});

const CLICKS: ReadonlyArray<[string, Parameters<Page['click']>[1]]> = [
  ['Ctrl-click', { modifiers: ['Control'] }],
  ['middle-click', { button: 'middle' }],
];
for (const [how, click] of CLICKS) {
  it(`a ${how} opens the dialog in a new tab and leaves this one as it was`, async () => {
    await openList(page(), `${base}/MemberList`);
    const id = (await idLink().textContent())!.trim();
    const [tab] = await Promise.all([page().context().waitForEvent('page'), idLink().click(click)]);
    await tab.getByRole('dialog', { name: `会员详情 ${id}` }).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/MemberList');
    expect(new URL(tab.url()).searchParams.get('dlg')).toBe(`member:${id}:`);
    await tab.screenshot({ path: `${SHOTS}/day-id-link-${how}.png` });
    await tab.close();
    expect(await page().getByRole('dialog').count()).toBe(0);
  });
}
