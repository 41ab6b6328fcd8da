import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { getPublicKey, callUpstream, loginUpstream } from '../support/upstream-client';
import { hydrated, SHOTS } from '../support/browser';
import { sharedPage } from '../support/shared-page';

// Issue #35.7, spec 01 §4 and §7: the authentication check reads its outcome and message from the
// envelope. A success (status 20) says 提交成功 and shows the server's message in green; a failure
// (another status) shows the server's message as the failure and never 提交成功.
const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
const shared = sharedPage('admin');
let person: { realName: string; rawIdcNum: string };

beforeAll(async () => {
  // A member's own name and ID number, read as the administrator reveals them.
  const token = await loginUpstream(upstream, 'admin', 'Admin2026');
  const publicKeyPem = await getPublicKey(upstream);
  const members = await callUpstream<{ data: Array<{ memberId: string }> }>(
    upstream,
    '/admin/member/page',
    { pageNum: 1, pageSize: 1 },
    { token, publicKeyPem },
  );
  const memberId = members.envelope.data.data[0]!.memberId;
  // Spec 02 §7: one reveal answer carries every plaintext.
  const all =
    (await callUpstream<Record<string, string>>(upstream, '/admin/member/real-info', { memberId }, { token, publicKeyPem })).envelope
      .data ?? {};
  person = { realName: all.realName, rawIdcNum: all.rawIdcNum } as typeof person;
});

/** Submits a check; the class of the result line once it reads `expected`. */
async function check(page: Page, realName: string, expected: string): Promise<string> {
  await page.fill('#aec-cardNo', '6222021234567890123');
  await page.fill('#aec-idcNum', person.rawIdcNum);
  await page.fill('#aec-realName', realName);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  const line = page.locator('form span[role="status"]').filter({ hasText: expected });
  await line.waitFor();
  return (await line.getAttribute('class')) ?? '';
}

it('a failed check shows the server message as the failure, without 提交成功; a passed one both', async () => {
  const page = shared();
  await page.goto(`${base}/AuthElementCheck`);
  await hydrated(page.locator('#aec-cardNo'));

  const failed = await check(page, '张冒名', '认证失败：姓名与身份证号不一致');
  expect(failed).toContain('text-warn');
  await page.screenshot({ path: `${SHOTS}/frame-auth-check-failed.png` });
  expect(await page.getByText('提交成功').count()).toBe(0);

  const passed = await check(page, person.realName, '认证成功');
  expect(passed).toContain('text-ok');
  await page.getByText('提交成功').first().waitFor();
  await page.screenshot({ path: `${SHOTS}/frame-auth-check-passed.png` });
});
