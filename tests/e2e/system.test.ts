import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, SHOTS, signedInPage } from '../support/browser';
import { withOlderRows } from '../support/list-open';
import { sharedBrowser } from '../support/shared-page';

// Issue 17 in Chromium: the dashboards draw their charts with their tables; the role dialog's
// resource tree is ticked and saved; an employee gets a role through the form; the SQL page exports.
const base = inject('consoleUrl');
const browser = sharedBrowser();
let admin: Page;

beforeAll(async () => {
  admin = await signedInPage(browser(), base, 'admin');
});

describe('system, reports and rights in the browser', () => {
  it('数据看板V2 draws line charts by day with the table below', async () => {
    await admin.goto(withOlderRows(`${base}/HomeChartV2`));
    await admin.getByTestId('dashboard-table').waitFor();
    await admin.waitForFunction(() => document.querySelectorAll('[data-testid="dashboard"] canvas').length === 2);
    expect(await admin.locator('[data-testid="dashboard-table"] tbody tr').count()).toBe(30);
    expect(await admin.getByRole('img', { name: '交易金额趋势' }).count()).toBe(1);
    await admin.waitForTimeout(400);
    await admin.screenshot({ path: `${SHOTS}/system-dashboard-v2.png`, fullPage: true });
    // Figures read with thousands separators, amounts with 2 decimals.
    expect(await admin.locator('[data-testid="dashboard-table"] tbody tr td:nth-child(2)').first().textContent()).toMatch(
      /^\d{1,3}(,\d{3})+\.\d{2}$/,
    );
    const download = admin.waitForEvent('download');
    await admin.getByTestId('dashboard-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^数据看板V2_.*\.xls$/);
    expect((await readFile((await file.path())!)).length).toBeGreaterThan(1000);
  });

  it('the dashboard takes its range from the list filters’ date panel, not native date inputs', async () => {
    await admin.goto(withOlderRows(`${base}/HomeChartV2`));
    await admin.getByTestId('dashboard-table').waitFor();
    expect(await admin.locator('[data-testid="dashboard"] input[type="date"]').count()).toBe(0);
    const trigger = admin.locator('#filter-statDate');
    await hydrated(trigger);
    await trigger.click();
    const panel = admin.getByRole('dialog', { name: '统计日期选择' });
    await panel.waitFor();
    await panel.getByLabel('统计日期开始日期').fill('2026-11-01');
    await panel.getByLabel('统计日期结束日期').fill('2026-11-10');
    await admin.screenshot({ path: `${SHOTS}/system-dashboard-range.png` });
    await panel.getByRole('button', { name: '确定' }).click();
    expect(await trigger.textContent()).toBe('2026-11-01 00:00:00 ~ 2026-11-10 23:59:59');
    await admin.getByRole('button', { name: '查询', exact: true }).click();
    await admin.waitForFunction(() => document.querySelectorAll('[data-testid="dashboard-table"] tbody tr').length === 10);
    expect(await admin.locator('[data-testid="dashboard-table"] tbody tr td:first-child').first().textContent()).toBe('2026-11-01');
  });

  it('数据看板V3 draws bar charts by organisation', async () => {
    await admin.goto(withOlderRows(`${base}/HomeChartV3`));
    await admin.getByTestId('dashboard-table').waitFor();
    await admin.waitForFunction(() => document.querySelectorAll('[data-testid="dashboard"] canvas').length === 2);
    expect(await admin.getByRole('img', { name: '各机构交易金额' }).count()).toBe(1);
    expect(await admin.locator('[data-testid="dashboard-table"] tbody tr').count()).toBeGreaterThan(1);
    await admin.waitForTimeout(400);
    await admin.screenshot({ path: `${SHOTS}/system-dashboard-v3.png`, fullPage: true });
  });

  it('the role dialog ticks resources on the tree and saves them', async () => {
    // 临时角色 (disabled, no employees): changing it moves no one's rights.
    const roles = await admin.evaluate(async () => {
      const res = await fetch('/api/admin/role/page', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-console-screen': 'SystemAuthorizationSetting' },
        body: JSON.stringify({ pageNum: 1, pageSize: 50, roleName: '临时角色' }),
      });
      return (await res.json()).data.data as Array<{ roleId: number }>;
    });
    const roleId = roles[0].roleId;
    await admin.goto(withOlderRows(`${base}/SystemAuthorizationSetting?dlg=role:${roleId}:res`));
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: '全部展开' }).click();
    const box = dialog.locator('input[data-res="TaskManager"]');
    await box.waitFor();
    const was = await box.isChecked();
    await box.click();
    await admin.screenshot({ path: `${SHOTS}/system-role-tree.png` });
    await dialog.getByTestId('save-res').click();
    await admin.getByText(/已保存，共\d+项资源/).waitFor();
    await admin.reload();
    await admin.getByRole('dialog').getByRole('button', { name: '全部展开' }).click();
    const again = admin.getByRole('dialog').locator('input[data-res="TaskManager"]');
    await again.waitFor();
    expect(await again.isChecked()).toBe(!was);
  });

  it('an employee gets a role through 分配角色', async () => {
    await admin.goto(withOlderRows(`${base}/SystemAuthorizationMember?dlg=form:employee-role:20002`));
    const dialog = admin.getByRole('dialog', { name: '分配角色' });
    await dialog.waitFor();
    const select = dialog.locator('select');
    await admin.waitForFunction(
      () => ((document.querySelector('[role="dialog"] select') as HTMLSelectElement | null)?.options.length ?? 0) > 3,
    );
    const options = await select.locator('option').allTextContents();
    // 01-N1: the role list's names (POST /admin/role/page), not a dictionary's labels.
    expect(options).toContain('运营专员');
    await admin.screenshot({ path: `${SHOTS}/system-employee-role.png` });
  });

  it('the SQL page exports a query as a file', async () => {
    await admin.goto(withOlderRows(`${base}/SQLPage`));
    const text = admin.getByTestId('sql-text');
    await hydrated(text);
    await text.fill('SELECT org_code, org_name\nFROM org\nLIMIT 5');
    expect(await text.getAttribute('rows')).toBe('3');
    expect(await text.getAttribute('maxlength')).toBe('9999');
    const download = admin.waitForEvent('download');
    await admin.getByTestId('sql-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$|\.xls$/);
    await admin.screenshot({ path: `${SHOTS}/system-sql.png` });
  });

  it('App视频管理 uploads an mp4 through Chromium’s file chooser and saves the video', async () => {
    await admin.goto(withOlderRows(`${base}/AppVideo`));
    await admin.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
    await admin.locator('[data-action="add"]').click();
    const dialog = admin.getByRole('dialog', { name: '新增视频' });
    await dialog.waitFor();
    const title = `浏览器上传${Date.now() % 100000}`;
    await admin.selectOption('#form-app-video-add-appType', '10');
    await admin.fill('#form-app-video-add-title', title);
    // A picture is refused before any call.
    let chooser = admin.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '上传视频文件' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.alloc(64, 1) });
    await admin.getByText('请上传 mp4 格式的视频').waitFor();
    chooser = admin.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '上传视频文件' }).click();
    const uploaded = admin.waitForResponse((r) => r.url().endsWith('/api/admin/standard/file-upload'));
    await (await chooser).setFiles({ name: '激活教学.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(8192, 3) });
    expect((await uploaded).request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await admin.getByText('上传成功').first().waitFor();
    await dialog.locator('video').waitFor();
    await admin.screenshot({ path: `${SHOTS}/system-video-upload.png` });
    await dialog.getByTestId('form-submit').click();
    await admin.getByText('保存成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.fill('#filter-title', title);
    await admin.getByRole('button', { name: '查询', exact: true }).click();
    await admin.waitForFunction(() => document.querySelector('[data-testid="total"]')?.textContent?.includes('共 1 条'));
    expect(await admin.locator('table[data-table="list"] tbody tr').first().textContent()).toContain('激活教学.mp4');
    // Stored, the file is there though this browser cannot play its bytes: the edit form shows the
    // video, never 原文件不存在 (that is for a file whose fetch fails).
    await admin.locator('table[data-table="list"] tbody tr').first().locator('[data-action="edit"]').click();
    const edit = admin.getByRole('dialog', { name: '编辑视频' });
    // The browser's verdict on the bytes (an error: they are not a real mp4), then two frames for the form to react.
    const failed = await edit.locator('video').evaluate(
      (v: HTMLVideoElement) =>
        new Promise<boolean>((done) => {
          if (v.error || v.readyState > 0) return done(!!v.error);
          v.addEventListener('error', () => done(true), { once: true });
          v.addEventListener('loadedmetadata', () => done(false), { once: true });
        }),
    );
    expect(failed).toBe(true);
    await admin.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await edit.locator('[data-file-missing]').count()).toBe(0);
    expect(await edit.locator('video').count()).toBe(1);
  });

  it('基础模板 saves a new template through its form; the upstream’s refusal shows as sent', async () => {
    await admin.goto(withOlderRows(`${base}/BaseTemplate`));
    await admin.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
    await admin.locator('[data-action="add"]').click();
    const dialog = admin.getByRole('dialog', { name: '新增模板' });
    await dialog.waitFor();
    const code = `TPL_E${Date.now() % 100000}`;
    await admin.fill('#form-base-template-add-templateCode', code);
    await admin.fill('#form-base-template-add-templateName', '浏览器模板');
    await admin.selectOption('#form-base-template-add-templateType', '导入模板');
    await admin.fill('#form-base-template-add-fileName', 'browser.exe');
    await admin.fill('#form-base-template-add-version', 'v1.0');
    await dialog.getByTestId('form-submit').click();
    await admin.getByText('模板文件须为 xls、xlsx、docx 或 pdf 文件').waitFor();
    await admin.fill('#form-base-template-add-fileName', 'browser.xlsx');
    await admin.screenshot({ path: `${SHOTS}/system-template-form.png` });
    await dialog.getByTestId('form-submit').click();
    await admin.getByText('保存成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.fill('#filter-templateName', '浏览器模板');
    await admin.getByRole('button', { name: '查询', exact: true }).click();
    await admin.waitForFunction(() => !!document.querySelector('table[data-table="list"] tbody')?.textContent?.includes('browser.xlsx'));
    expect(await admin.locator('table[data-table="list"] tbody').textContent()).toContain(code);
  });

  it('the welcome page shows the headline figures and the screens this operator opened', async () => {
    await admin.goto(withOlderRows(`${base}/BaseTemplate`));
    await admin.goto(`${base}/`);
    const figures = admin.getByRole('region', { name: '数据概览' });
    await figures.waitFor();
    expect(await figures.locator('[data-figure]').count()).toBe(6);
    expect(await admin.getByRole('region', { name: '最近访问' }).locator('a').first().textContent()).toBe('基础模板');
    await admin.screenshot({ path: `${SHOTS}/system-welcome.png` });
  });
});
