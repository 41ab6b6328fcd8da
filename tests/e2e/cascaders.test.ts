import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #35 item 8, spec 01 §2: the cascaders of entry stage, goods category and agent merchant
// number. A leaf is picked through the real widget; the list's request carries its code and the
// rows shown are of that leaf.
const base = inject('consoleUrl');
const page = sharedPage('admin');

/** The texts of one column of the list (by its data-col). */
async function column(p: Page, key: string): Promise<string[]> {
  const keys = await p.locator('table[data-table="list"] th').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-col')));
  const at = keys.indexOf(key);
  expect(at, `column ${key}`).toBeGreaterThanOrEqual(0);
  return p.locator(`table[data-table="list"] tbody tr td:nth-child(${at + 1})`).allTextContents();
}

/** Opens the cascader and follows the labels column by column; the last one is chosen. */
async function pick(p: Page, filter: string, labels: readonly string[]): Promise<void> {
  await p.locator(`#filter-${filter}`).click();
  const tree = p.locator(`[data-cascader="${filter}"] [role="tree"]`);
  for (const [i, label] of labels.entries()) {
    await tree
      .locator(`ul[data-level="${i + 1}"] li[role="treeitem"] button`)
      .filter({ hasText: new RegExp(`^${label}›?$`) })
      .click();
  }
  await tree.waitFor({ state: 'detached' });
}

/** Clicks 查询 and returns the body of the list request it sends. */
async function query(p: Page, path: string): Promise<Record<string, unknown>> {
  const sent = p.waitForRequest((r) => r.url().includes(path) && r.method() === 'POST');
  await p.getByRole('button', { name: '查询', exact: true }).click();
  const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
  await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return body;
}

describe('the list cascaders (spec 01 §2)', () => {
  it('商品分类: a third-level category picked level by level filters the goods by its id', async () => {
    const p = page();
    await openList(p, `${base}/GoodsQuery`);
    // The first good's category, 一级 / 二级 / 三级, is the path to follow.
    const [first] = await column(p, 'categoryPath');
    const labels = first.split(' / ');
    expect(labels).toHaveLength(3);
    await pick(p, 'categoryId', labels);
    const trigger = p.locator('#filter-categoryId');
    expect(await trigger.textContent()).toBe(labels.join(' / '));
    const leaf = await trigger.getAttribute('data-value');
    expect(leaf).toMatch(/^\d+$/);
    const body = await query(p, '/goods/query');
    expect(body.categoryId).toBe(leaf);
    const shown = await column(p, 'categoryPath');
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([first]));
    await p.screenshot({ path: `${SHOTS}/cascader-goods-category.png` });
  });

  it('进件阶段: a stage and its state filter the merchants by the stage code', async () => {
    const p = page();
    await openList(p, `${base}/UserSearch`);
    await pick(p, 'stageCode', ['完成', '成功']);
    expect(await p.locator('#filter-stageCode').textContent()).toBe('完成 / 成功');
    const body = await query(p, '/admin/merchant/page');
    expect(body.stageCode).toBe('complete_success');
    const stages = await column(p, 'memberStageDesc');
    expect(stages.length).toBeGreaterThan(0);
    expect(new Set(stages)).toEqual(new Set(['完成']));
    expect(new Set(await column(p, 'stageCodeDesc'))).toEqual(new Set(['成功']));

    // Another stage's state: the same widget, another leaf.
    await pick(p, 'stageCode', ['实名认证', '失败']);
    expect((await query(p, '/admin/merchant/page')).stageCode).toBe('real-cert_failed');
    for (const s of await column(p, 'memberStageDesc')) expect(s).toBe('实名认证');
    await p.screenshot({ path: `${SHOTS}/cascader-entry-stage.png` });
  });

  it('代理商户号: an agent, then one of its merchant numbers, filters the terminals', async () => {
    const p = page();
    await openList(p, `${base}/TerminalManageList`);
    await p.locator('#filter-agentMchtNo').click();
    const tree = p.locator('[data-cascader="agentMchtNo"] [role="tree"]');
    const agent = tree.locator('ul[data-level="1"] li[role="treeitem"] button').first();
    await agent.click();
    const number = tree.locator('ul[data-level="2"] li[role="treeitem"] button').first();
    const chosen = (await number.textContent())!.trim();
    expect(chosen).toMatch(/^\d{15}$/);
    await number.click();
    expect(await p.locator('#filter-agentMchtNo').getAttribute('data-value')).toBe(chosen);
    const body = await query(p, '/psam/page');
    expect(body.agentMchtNo).toBe(chosen);
    const terminals = await column(p, 'psamCode');
    expect(terminals.length).toBeGreaterThan(0);
    expect(terminals).not.toContain('暂无数据');
    await p.screenshot({ path: `${SHOTS}/cascader-agent-merchant.png` });
  });
});
