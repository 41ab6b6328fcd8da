// Issue #51: an upstream that serves an assumed call elsewhere (the reference upstream under
// UPSTREAM_REMAP: the bank list under another path, `current` for pageNum, `name` for bankName,
// bare rows) and a console started with the same file as UPSTREAM_CONTRACT_OVERRIDES: the screen
// whose call was remapped reads as on the contract's upstream, with no page error.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Running, startConsole } from '../../scripts/servers.ts';
import { SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';
import { BANK_REMAP } from '../support/remap';
import { startUpstream, type RunningUpstream } from '../support/upstream-process';
import { seenRequests } from '../support/upstream-test-api';
import { sharedBrowser } from '../support/shared-page';

let dir: string;
let upstream: RunningUpstream;
let web: Running;
const browser = sharedBrowser();
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(`${tmpdir()}/remapped-`);
  const file = `${dir}/overrides.json`;
  writeFileSync(file, JSON.stringify(BANK_REMAP, null, 2));
  upstream = await startUpstream({ env: { UPSTREAM_REMAP: file } });
  web = await startConsole({
    UPSTREAM_URL: upstream.url,
    SESSION_SECRET: 'remapped-secret-0123456789abcdef-0123456789',
    AUDIT_STDOUT: '0',
    UPSTREAM_CONTRACT_OVERRIDES: file,
  });
  page = await signedInPage(browser(), web.url, 'admin');
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => r.url().includes('/api/') && r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
});
afterAll(async () => {
  await web?.stop();
  await upstream?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('银行列表 lists and filters from the remapped upstream with no error', async () => {
  await openList(page, `${web.url}/BankList`);
  const names = () => page.locator('table[data-table="list"] >> col=bankName').allTextContents();
  expect((await names()).length).toBeGreaterThan(5);
  expect((await names()).every((n) => n.trim() !== '' && n.trim() !== '-')).toBe(true);
  // The filter bar's 查询 asks through the browser's own call (/api), answered under the other names.
  await page.fill('#filter-bankName', '招商');
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/admin/bank/page'));
  await page.getByRole('button', { name: '查询' }).click();
  expect((await asked).status()).toBe(200);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await expect.poll(async () => (await names()).map((n) => n.trim())).toEqual(['招商银行']);
  await page.screenshot({ path: `${SHOTS}/remapped-bank-list.png` });
  const paths = (await seenRequests(upstream.url)).map((r) => r.path);
  expect(paths).toContain('/admin/bank/list');
  expect(paths).not.toContain('/admin/bank/page');
  expect(errors).toEqual([]);
});
