// Reference upstream: captcha, login, session calls, rights and menus (protocol README §4).
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_RIGHTS } from '../../contract/rights.ts';
import { DEMO_EMPLOYEES } from '../../upstream/seed-employees.ts';
import { callUpstream, getPublicKey, LOGIN_HEADERS, loginUpstream } from '../support/upstream-client.ts';
import { startUpstream } from '../support/upstream-process.ts';
import type { RunningUpstream } from '../support/upstream-process.ts';

const [ADMIN, OPERATOR, AGENT] = DEMO_EMPLOYEES;

interface Main {
  member: {
    memberId: string;
    loginId: string;
    realName: string;
    roleType: string;
    productCode: string;
    orgCode: string | null;
    orgName: string | null;
  };
  menus: Array<{ name: string; title: string; children?: Array<{ name: string; title: string; children?: unknown }> }>;
}

let up: RunningUpstream;
let pem: string;

beforeAll(async () => {
  up = await startUpstream();
  pem = await getPublicKey(up.url);
});
afterAll(() => up?.stop());

const call = <T>(path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
  callUpstream<T>(up.url, path, body, { publicKeyPem: pem, token, headers });

async function captcha() {
  const res = await call<{ captchaKey: string; image: string }>('/client/standard/getImgCaptcha', { timestamp: Date.now() });
  expect(res.envelope.status).toBe(20);
  return res.envelope.data;
}

const login = (body: Record<string, unknown>, headers: Record<string, string> = LOGIN_HEADERS) =>
  call<{ token: string; empId: string; memberId: string }>('/admin/standard/login', body, undefined, {
    ...headers,
    timestamp: String(Date.now()),
  });

/** Splits a PNG into chunks, checking each CRC. */
function pngChunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    expect(png.readUInt32BE(at + 8 + len)).toBe(zlib.crc32(png.subarray(at + 4, at + 8 + len)) >>> 0);
    chunks.push({ type, data });
    at += 12 + len;
  }
  return chunks;
}

describe('captcha', () => {
  it('is a real PNG: signature, IHDR 120x40 RGB, CRCs, inflated size, dark text pixels', async () => {
    const { captchaKey, image } = await captcha();
    expect(captchaKey).toMatch(/^[0-9a-f]{32}$/);
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = pngChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = chunks[0].data;
    const [width, height] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)];
    expect([width, height, ihdr[8], ihdr[9]]).toEqual([120, 40, 8, 2]);
    const raw = zlib.inflateSync(chunks[1].data);
    expect(raw.length).toBe(height * (1 + width * 3));
    let dark = 0;
    for (let y = 0; y < height; y++) {
      expect(raw[y * (1 + width * 3)]).toBe(0); // filter type 0 on every scanline
      for (let x = 0; x < width; x++) {
        const p = y * (1 + width * 3) + 1 + x * 3;
        if (raw[p] + raw[p + 1] + raw[p + 2] < 300) dark++;
      }
    }
    // Four scaled glyphs cover a few hundred pixels at least.
    expect(dark).toBeGreaterThan(300);
  });

  it('checkCaptcha accepts the right code without consuming it and refuses a wrong one', async () => {
    const { captchaKey } = await captcha();
    const wrong = await call('/client/standard/checkCaptcha', { captchaKey, captchaCode: 'ZZZZ' });
    expect(wrong.envelope).toMatchObject({ status: 50, message: '验证码错误' });
    const right = await call('/client/standard/checkCaptcha', { captchaKey, captchaCode: 'test' });
    expect(right.envelope).toMatchObject({ status: 20, data: null });
    const again = await call('/client/standard/checkCaptcha', { captchaKey, captchaCode: 'TEST' });
    expect(again.envelope.status).toBe(20);
    const res = await login({ loginId: ADMIN.loginId, password: ADMIN.password, captchaKey, captchaCode: 'TEST' });
    expect(res.envelope.status).toBe(20);
  });
});

describe('checkCaptcha that uses the captcha up (01-T5, UPSTREAM_CHECK_CAPTCHA=consume)', () => {
  it('a checked captcha no longer signs in nor sends a reset code', async () => {
    const other = await startUpstream({ env: { UPSTREAM_CHECK_CAPTCHA: 'consume' } });
    try {
      const key = await getPublicKey(other.url);
      const on = <T>(path: string, body: unknown, headers?: Record<string, string>) =>
        callUpstream<T>(other.url, path, body, { publicKeyPem: key, headers });
      const first = await on<{ captchaKey: string }>('/client/standard/getImgCaptcha', { timestamp: Date.now() });
      const { captchaKey } = first.envelope.data;
      expect((await on('/client/standard/checkCaptcha', { captchaKey, captchaCode: 'TEST' })).envelope.status).toBe(20);
      const body = { loginId: ADMIN.loginId, password: ADMIN.password, captchaKey, captchaCode: 'TEST' };
      const res = await on('/admin/standard/login', body, { ...LOGIN_HEADERS, timestamp: String(Date.now()) });
      expect(res.envelope).toMatchObject({ status: 50, message: '验证码错误' });
    } finally {
      await other.stop();
    }
  });
});

describe('login', () => {
  it('succeeds with a 64+ hex token, empId and memberId', async () => {
    const { captchaKey } = await captcha();
    const res = await login({ loginId: ADMIN.loginId, password: ADMIN.password, captchaKey, captchaCode: 'TEST' });
    expect(res.envelope.status).toBe(20);
    expect(res.raw.enc).toBe('v1');
    expect(res.envelope.data.token).toMatch(/^[0-9a-f]{64,}$/);
    expect(res.envelope.data).toMatchObject({ empId: ADMIN.empId, memberId: ADMIN.memberId });
  });

  it('refuses a wrong captcha (E1002) and consumes the captcha whatever the outcome', async () => {
    const { captchaKey } = await captcha();
    const wrong = await login({ loginId: ADMIN.loginId, password: ADMIN.password, captchaKey, captchaCode: 'ABCD' });
    expect(wrong.envelope).toMatchObject({ status: 50, message: '验证码错误', code: 'E1002' });
    expect(wrong.raw.enc).toBeUndefined();
    const reuse = await login({ loginId: ADMIN.loginId, password: ADMIN.password, captchaKey, captchaCode: 'TEST' });
    expect(reuse.envelope.code).toBe('E1002');
  });

  it('a captcha is single use even after a successful login', async () => {
    const { captchaKey } = await captcha();
    const ok = await login({ loginId: OPERATOR.loginId, password: OPERATOR.password, captchaKey, captchaCode: 'TEST' });
    expect(ok.envelope.status).toBe(20);
    const again = await login({ loginId: OPERATOR.loginId, password: OPERATOR.password, captchaKey, captchaCode: 'TEST' });
    expect(again.envelope).toMatchObject({ status: 50, code: 'E1002' });
  });

  it('answers 账号或密码错误 (E1001) for an unknown user and for a wrong password', async () => {
    for (const [loginId, password] of [
      ['nobody', 'Admin2026'],
      [ADMIN.loginId, 'Wrong2026'],
    ]) {
      const { captchaKey } = await captcha();
      const res = await login({ loginId, password, captchaKey, captchaCode: 'TEST' });
      expect(res.envelope).toMatchObject({ status: 50, message: '账号或密码错误', code: 'E1001', data: null });
    }
  });

  it('requires the login headers protocol §2 gives, and a product code the platform runs', async () => {
    const { captchaKey } = await captcha();
    const body = { loginId: ADMIN.loginId, password: ADMIN.password, captchaKey, captchaCode: 'TEST' };
    for (const [name, value] of [
      ['osPlatfm', 'IOS'],
      ['appVersion', '1.1.2'],
      ['custMemberType', '102901'],
    ]) {
      const res = await login(body, { ...LOGIN_HEADERS, [name]: value });
      expect(res.envelope).toMatchObject({
        status: 40,
        code: 'CONTRACT',
        message: `请求头与接口约定不符：${name.toLowerCase()}（POST /admin/standard/login）`,
      });
    }
    // A product the platform does not run; 'unset' (01 §4: none stored) and a real one sign in.
    expect((await login(body, { ...LOGIN_HEADERS, productCode: 'nosuch' })).envelope).toMatchObject({
      status: 50,
      code: 'E1010',
      message: '产品编码不存在',
    });
    for (const productCode of ['unset', 'myx']) {
      const { captchaKey: key } = await captcha();
      expect((await login({ ...body, captchaKey: key }, { ...LOGIN_HEADERS, productCode })).envelope.status).toBe(20);
    }
  });
});

describe('main and button rights', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const e of DEMO_EMPLOYEES) tokens[e.loginId] = await loginUpstream(up.url, e.loginId, e.password);
  });
  const leaves = (m: Main) => m.menus.flatMap((g) => (g.children ?? []).map((c) => c.name));

  it('admin: PRODUCT, every screen and action with BIZ_ forms, menus grouped by area', async () => {
    const main = await call<Main>('/admin/standard/main', {}, tokens.admin);
    expect(main.envelope.data.member).toEqual({
      memberId: ADMIN.memberId,
      loginId: 'admin',
      realName: '系统管理员',
      roleType: 'PRODUCT',
      productCode: 'all',
      orgCode: null,
      orgName: null,
    });
    const groups = main.envelope.data.menus;
    expect(groups.find((g) => g.name === 'area-accounts')?.children?.map((c) => c.name)).toContain('AcctList');
    for (const g of groups) {
      expect(g.name).toMatch(/^area-/);
      for (const leaf of g.children ?? []) expect(leaf.children).toBeUndefined();
    }
    const btn = await callUpstream<string[]>(up.url, `/employe/res/btn?empId=${ADMIN.empId}`, null, { method: 'GET', token: tokens.admin });
    expect(btn.http).toBe(200);
    const rights = btn.envelope.data;
    expect(rights).toEqual(expect.arrayContaining(['AcctList', 'BIZ_AcctList', 'BIZ_OrderPagePosExport', ...Object.keys(SPEC_RIGHTS)]));
    // Exactly the ids the contract names: none the console made up.
    expect(rights).not.toContain('MemberListExport');
    // Every menu leaf is backed by a right.
    for (const leaf of leaves(main.envelope.data)) expect(rights).toContain(leaf);
  });

  it('operator: only its listed rights, no BIZ_ rights, no BillRetry', async () => {
    const main = await call<Main>('/admin/standard/main', {}, tokens.operator);
    expect(main.envelope.data.member).toMatchObject({ loginId: 'operator', roleType: 'PRODUCT', realName: '运营专员' });
    const btn = await callUpstream<string[]>(up.url, `/employe/res/btn?empId=${OPERATOR.empId}`, null, {
      method: 'GET',
      token: tokens.operator,
    });
    expect(btn.envelope.data).toContain('AcctList');
    expect(btn.envelope.data).not.toContain('BIZ_AcctList');
    expect(btn.envelope.data).not.toContain('BillRetry');
    expect(btn.envelope.data.some((r) => r.startsWith('BIZ_'))).toBe(false);
    expect(new Set(leaves(main.envelope.data))).toEqual(
      new Set([
        'MemberList',
        'UserSearch',
        'AcctList',
        'BankList',
        'BankBranch',
        'SystemCode',
        'BaseType',
        'FileList',
        'ProductLog',
        'OrderPagePos',
        'CnlBlackList',
        'RiskBlackList',
        'OrgInfManage',
        'AuthElementCheck',
        'BaseTypeNew',
        'BillPage',
        'ActiveList',
        'GoodsQuery',
      ]),
    );
  });

  it('agent: ORG of a level-1 organisation, BIZ_ routes in its menus', async () => {
    const main = await call<Main>('/admin/standard/main', {}, tokens.agent);
    const member = main.envelope.data.member;
    expect(member).toMatchObject({ loginId: 'agent', roleType: 'ORG', productCode: 'myx', orgCode: 'ORG0001' });
    expect(member.orgName).toMatch(/有限公司$/);
    expect(member.memberId).toMatch(/^[0-9A-F]+$/);
    const names = leaves(main.envelope.data);
    expect(names).toEqual(expect.arrayContaining(['BIZ_MemberList', 'BIZ_AcctList', 'BIZ_OrderPagePos', 'ProductLogOrg']));
    expect(names).not.toContain('MemberList');
    const btn = await callUpstream<string[]>(up.url, `/employe/res/btn?empId=${AGENT.empId}`, null, { method: 'GET', token: tokens.agent });
    expect(btn.envelope.data).toEqual(expect.arrayContaining(['BIZ_OrderPagePosExport', 'AgentUsePageUserSearch']));
    expect(btn.envelope.data).not.toContain('BIZ_MemberListExport');
  });

  it("refuses another employee's rights with HTTP 403, status 43", async () => {
    const res = await callUpstream(up.url, `/employe/res/btn?empId=${ADMIN.empId}`, null, { method: 'GET', token: tokens.operator });
    expect(res.http).toBe(403);
    expect(res.envelope).toMatchObject({ status: 43, message: '无权查看' });
  });

  it('answers HTTP 401 / status 41 without a token, with an unknown token and after logout', async () => {
    const none = await call('/admin/standard/main', {});
    expect(none.http).toBe(401);
    expect(none.envelope).toMatchObject({ status: 41, message: '登录已过期，请重新登录' });
    const bogus = await call('/admin/standard/main', {}, 'ab'.repeat(32));
    expect(bogus.http).toBe(401);
    const token = await loginUpstream(up.url, 'admin', 'Admin2026');
    expect((await call('/admin/standard/logout', {}, token)).envelope.status).toBe(20);
    expect((await call('/admin/standard/main', {}, token)).envelope.status).toBe(41);
  });
});

describe('password and login log', () => {
  it('resetpwd checks the old password and the format, then changes it', async () => {
    const token = await loginUpstream(up.url, OPERATOR.loginId, OPERATOR.password);
    const wrongOld = await call('/admin/standard/resetpwd', { oldPassword: 'nope', newPassword: 'Better2027' }, token);
    expect(wrongOld.envelope).toMatchObject({ status: 50, message: '原密码错误' });
    for (const bad of ['abc12', 'onlyletters', '12345678', 'has space1', 'a1'.repeat(11)]) {
      const res = await call('/admin/standard/resetpwd', { oldPassword: OPERATOR.password, newPassword: bad }, token);
      expect(res.envelope).toMatchObject({ status: 50, message: '密码须为6到20位字母和数字组合' });
    }
    const ok = await call('/admin/standard/resetpwd', { oldPassword: OPERATOR.password, newPassword: 'Better2027' }, token);
    expect(ok.envelope).toMatchObject({ status: 20, data: null });
    await expect(loginUpstream(up.url, OPERATOR.loginId, OPERATOR.password)).rejects.toThrow(/E1001/);
    const again = await loginUpstream(up.url, OPERATOR.loginId, 'Better2027');
    const back = await call('/admin/standard/resetpwd', { oldPassword: 'Better2027', newPassword: OPERATOR.password }, again);
    expect(back.envelope.status).toBe(20);
  });

  it('recordLoginLog needs the bearer token (protocol §2) and answers null; the reset calls are public and checked', async () => {
    expect((await call('/client/standard/recordLoginLog', { loginId: 'admin', result: 'SUCCESS' })).http).toBe(401);
    const token = await loginUpstream(up.url, ADMIN.loginId, ADMIN.password);
    const res = await call('/client/standard/recordLoginLog', { loginId: 'admin', result: 'SUCCESS' }, token);
    expect(res.envelope).toMatchObject({ status: 20, data: null });
    // Password reset by account (spec 01 §7): public, the image captcha first, then a sent code.
    expect((await call('/admin/standard/captcha', { loginId: 'admin', captchaKey: 'nope', captchaCode: 'TEST' })).envelope).toMatchObject({
      status: 50,
      message: '验证码错误',
    });
    const reset = { loginId: 'admin', smsCode: '000000', newPassword: 'Admin2026' };
    expect((await call('/client/standard/resetPwdByAccount', reset)).envelope).toMatchObject({ status: 50, code: 'E1009' });
  });
});

describe('lock-out', () => {
  let own: RunningUpstream;
  beforeAll(async () => {
    own = await startUpstream();
  });
  afterAll(() => own?.stop());

  it('locks an account for 15 minutes after 5 wrong passwords in a row', async () => {
    const key = await getPublicKey(own.url);
    const attempt = async (password: string) => {
      const cap = await callUpstream<{ captchaKey: string }>(own.url, '/client/standard/getImgCaptcha', {}, { publicKeyPem: key });
      const res = await callUpstream(
        own.url,
        '/admin/standard/login',
        { loginId: 'agent', password, captchaKey: cap.envelope.data.captchaKey, captchaCode: 'TEST' },
        { publicKeyPem: key, headers: LOGIN_HEADERS },
      );
      return res.envelope;
    };
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong123')).code).toBe('E1001');
    expect(await attempt('Wrong123')).toMatchObject({ status: 50, message: '账号已锁定，请15分钟后再试', code: 'E1003' });
    // Even the right password is refused while locked; other accounts are unaffected.
    expect((await attempt(AGENT.password)).code).toBe('E1003');
    expect(await loginUpstream(own.url, 'admin', 'Admin2026')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a success resets the count of wrong passwords', async () => {
    const key = await getPublicKey(own.url);
    const attempt = async (password: string) => {
      const cap = await callUpstream<{ captchaKey: string }>(own.url, '/client/standard/getImgCaptcha', {}, { publicKeyPem: key });
      return (
        await callUpstream(
          own.url,
          '/admin/standard/login',
          { loginId: 'operator', password, captchaKey: cap.envelope.data.captchaKey, captchaCode: 'TEST' },
          { publicKeyPem: key, headers: LOGIN_HEADERS },
        )
      ).envelope;
    };
    for (let i = 0; i < 4; i++) await attempt('Wrong123');
    expect((await attempt(OPERATOR.password)).status).toBe(20);
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong123')).code).toBe('E1001');
  });
});
