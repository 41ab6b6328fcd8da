// Reference upstream: look-ups, exports (direct file and background task), report log, file
// upload and download, and the sized benchmark stream.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUpstream, downloadUpstream, getPublicKey, loginUpstream } from '../support/upstream-client.ts';
import { startUpstream } from '../support/upstream-process.ts';
import type { RunningUpstream } from '../support/upstream-process.ts';

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The POS order export streams an .xlsx: a ZIP. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const MB = 1024 * 1024;

interface Page<T> {
  data: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
interface ReportRow {
  fileId: string;
  taskId: string;
  reportName: string;
  fileName: string;
  status: number;
  size: number;
  crtTime: string;
  empId: string;
  orgCode: string | null;
}

let up: RunningUpstream;
let pem: string;
let admin: string;
let agent: string;

beforeAll(async () => {
  up = await startUpstream();
  pem = await getPublicKey(up.url);
  admin = await loginUpstream(up.url, 'admin', 'Admin2026');
  agent = await loginUpstream(up.url, 'agent', 'Agent2026');
});
afterAll(() => up?.stop());

const call = <T>(path: string, body: unknown, token: string) => callUpstream<T>(up.url, path, body, { token, publicKeyPem: pem });

async function waitForReport(token: string, taskId: string): Promise<ReportRow> {
  for (let i = 0; i < 100; i++) {
    const page = await call<Page<ReportRow>>('/admin/export-log/page', { pageNum: 1, pageSize: 50 }, token);
    const row = page.envelope.data.data.find((r) => r.taskId === taskId);
    if (row && row.status !== 10) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`report ${taskId} never finished`);
}

describe('look-ups', () => {
  it('member search matches id, name or mobile and shows masked values only', async () => {
    const all = await call<Page<Record<string, unknown>>>('/admin/member/component', { pageNum: 1, pageSize: 50, condition: '' }, admin);
    expect(all.envelope.data.total).toBe(10000);
    const first = all.envelope.data.data[0];
    expect(first.memberId).toMatch(/^[0-9A-F]+$/);
    expect(first.realName).toMatch(/^\p{Script=Han}+\*+\p{Script=Han}*$/u);
    expect(first.maskMobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(first.maskIdcNum).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    expect([101010, 101020]).toContain(first.memberType);
    expect([102900, 102901, 102902]).toContain(first.custMemberType);
    const part = String(first.memberId).slice(-5).toLowerCase();
    const byId = await call<Page<{ memberId: string }>>('/admin/member/component', { pageNum: 1, pageSize: 50, condition: part }, admin);
    expect(byId.envelope.data.data.map((r) => r.memberId)).toContain(first.memberId);
    const orgAdmins = await call<Page<{ memberType: number }>>('/admin/member/component/org', { pageNum: 1, pageSize: 50 }, admin);
    expect(orgAdmins.envelope.data.total).toBe(200);
    expect(orgAdmins.envelope.data.data.every((r) => r.memberType === 101020)).toBe(true);
  });

  it('an ORG employee sees only its own organisation subtree', async () => {
    const mine = await call<Page<{ orgCode: string; orgLevel: number; orgType: number }>>(
      '/admin/org/page/component',
      { pageNum: 1, pageSize: 200 },
      agent,
    );
    const codes = mine.envelope.data.data.map((r) => r.orgCode);
    expect(codes).toContain('ORG0001');
    expect(codes).not.toContain('ORG0002');
    expect(mine.envelope.data.total).toBeGreaterThan(1);
    expect(mine.envelope.data.total).toBeLessThan(200);
    const top = await call<Page<{ orgLevel: number; orgType: number }>>(
      '/admin/org/page/component',
      { pageNum: 1, pageSize: 50, orgLevel: 1 },
      admin,
    );
    expect(top.envelope.data.total).toBe(10);
    expect(new Set(top.envelope.data.data.map((r) => r.orgType))).toEqual(new Set([101810, 101820]));
    const members = await call<Page<unknown>>('/admin/member/component', { pageNum: 1, pageSize: 5 }, agent);
    expect(members.envelope.data.total).toBeGreaterThan(0);
    expect(members.envelope.data.total).toBeLessThan(10000);
  });

  it('dictionary pages start with a header row, except type 1029 whose first item is real', async () => {
    const plain = await call<Page<{ typeValue: string }>>('/admin/dict/page', { pageNum: 1, pageSize: 100, typeId: 1029 }, admin);
    expect(plain.envelope.data.data[0].typeValue).not.toBe('');
    for (const typeId of [1000, 1200, 1203, 2902, 7000, 7001, 7002, 8070, 9000]) {
      const res = await call<Page<{ typeId: number; typeName: string; typeValue: string }>>(
        '/admin/dict/page',
        { pageNum: 1, pageSize: 100, typeId },
        admin,
      );
      const rows = res.envelope.data.data;
      expect(rows.length).toBeGreaterThan(2);
      expect(rows[0].typeValue).toBe('');
      expect(rows.every((r) => r.typeId === typeId)).toBe(true);
    }
  });
});

describe('exports', () => {
  it('pos-order-export answers a streamed .xlsx, encrypted under K, unnamed', async () => {
    const dl = await downloadUpstream(
      up.url,
      '/admin/export/pos-order-export',
      { startDate: '2026-08-01', endDate: '2026-11-20' },
      { token: admin, publicKeyPem: pem },
    );
    expect(dl.http).toBe(200);
    expect(dl.headers.get('x-enc')).toBe('v1');
    expect(dl.headers.get('x-timestamp')).toMatch(/^\d{13}$/);
    expect(dl.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(dl.headers.get('content-disposition')).toBeNull();
    expect([...dl.bytes.subarray(0, 4)]).toEqual(ZIP_MAGIC);
    expect(dl.wireLength).toBe(dl.bytes.length + 28); // IV + ciphertext + tag
    // The agent's export covers only its subtree, so it is smaller.
    const mine = await downloadUpstream(
      up.url,
      '/admin/export/pos-order-export',
      { startDate: '2026-08-01', endDate: '2026-11-20' },
      { token: agent, publicKeyPem: pem },
    );
    expect([...mine.bytes.subarray(0, 4)]).toEqual(ZIP_MAGIC);
    expect(mine.bytes.length).toBeLessThan(dl.bytes.length);
  });

  it('member export is a background task: report-log row, then the stored file', async () => {
    const res = await call<{ taskId: string }>('/admin/export/member', { realName: '王' }, admin);
    expect(res.envelope.status).toBe(20);
    const row = await waitForReport(admin, res.envelope.data.taskId);
    expect(row).toMatchObject({ reportName: '会员列表', status: 20, empId: '10001', orgCode: null });
    expect(row.fileName).toMatch(/^会员列表_\d{14}\.xls$/);
    expect(row.crtTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const enc = await downloadUpstream(up.url, `/export-log/download?fileId=${row.fileId}`, null, {
      method: 'GET',
      token: admin,
      publicKeyPem: pem,
    });
    expect(enc.headers.get('x-enc')).toBe('v1');
    expect([...enc.bytes.subarray(0, 8)]).toEqual(CFB_MAGIC);
    expect(enc.bytes.length).toBe(row.size);
    const disposition = enc.headers.get('content-disposition') ?? '';
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(row.fileName)}`);
    expect(disposition).toMatch(/filename="[\x20-\x7e]+\.xls"/);

    const plain = await downloadUpstream(up.url, `/export-log/download?fileId=${row.fileId}`, null, { method: 'GET', token: admin });
    expect(plain.headers.get('x-enc')).toBeNull();
    expect(plain.bytes.equals(enc.bytes)).toBe(true);

    const missing = await callUpstream(up.url, '/export-log/download?fileId=NOPE', null, { method: 'GET', token: admin });
    expect(missing.envelope).toMatchObject({ status: 50, message: '文件不存在' });
  });

  it('the report log of an ORG employee holds only its organisation rows', async () => {
    const res = await call<{ taskId: string }>('/admin/export/member', {}, agent);
    const row = await waitForReport(agent, res.envelope.data.taskId);
    expect(row.orgCode).toBe('ORG0001');
    const mine = await call<Page<ReportRow>>('/admin/export-log/page', { pageNum: 1, pageSize: 100 }, agent);
    const everything = await call<Page<ReportRow>>('/admin/export-log/page', { pageNum: 1, pageSize: 100 }, admin);
    expect(mine.envelope.data.data.length).toBeGreaterThan(1);
    expect(mine.envelope.data.data.every((r) => r.orgCode === 'ORG0001')).toBe(true);
    expect(everything.envelope.data.data.some((r) => r.orgCode === 'ORG0002')).toBe(true);
    expect(everything.envelope.data.total).toBeGreaterThan(mine.envelope.data.total);
    // Someone else's file is "not found" for the agent.
    const foreign = everything.envelope.data.data.find((r) => r.orgCode !== 'ORG0001' && r.status === 20)!;
    const denied = await callUpstream(up.url, `/export-log/download?fileId=${foreign.fileId}`, null, { method: 'GET', token: agent });
    expect(denied.envelope).toMatchObject({ status: 50, message: '文件不存在' });
    const filtered = await call<Page<ReportRow>>(
      '/admin/export-log/page',
      { pageNum: 1, pageSize: 100, reportName: '订单', startDate: '2026-11-01', endDate: '2026-11-30' },
      admin,
    );
    expect(filtered.envelope.data.data.every((r) => r.reportName === '订单列表' && r.crtTime >= '2026-11-01')).toBe(true);
  });

  it('big export streams exactly the requested size, encrypted', async () => {
    const dl = await downloadUpstream(up.url, '/admin/export/sql', { size: 5 }, { token: admin, publicKeyPem: pem });
    expect(dl.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(Number(dl.headers.get('content-length'))).toBe(5 * MB + 28);
    expect(dl.bytes.length).toBe(5 * MB);
    expect(dl.wireLength).toBe(5 * MB + 28);
    expect(dl.bytes.subarray(0, 12).toString()).toBe('seq,memberId');
    const tooBig = await call('/admin/export/sql', { size: 600 }, admin);
    expect(tooBig.envelope.status).toBe(50);
  });
});

describe('files', () => {
  async function upload(bytes: Buffer, name: string, type = 'image/png') {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
    form.set('custFileGroup', 'BANKCARD');
    form.set('memberId', '');
    form.set('custFileTag', `front@${Date.now()}`);
    form.set('fileType', '100720');
    const res = await fetch(`${up.url}/admin/standard/file-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    return (await res.json()) as { status: number; message: string; data: { fileId: string; fileName: string; wanFullUri: string } };
  }

  it('upload round trip: stored bytes come back through an encrypted download', async () => {
    const bytes = randomBytes(300_000);
    const env = await upload(bytes, '银行卡正面.png');
    expect(env.status).toBe(20);
    expect(env.data.fileId).toMatch(/^[0-9A-F]{16}$/);
    expect(env.data.fileName).toBe('银行卡正面.png');
    expect(env.data.wanFullUri).toMatch(/^\/file-download\?path=uploads\/[0-9A-F]{16}\.png$/);
    const dl = await downloadUpstream(up.url, env.data.wanFullUri, null, { method: 'GET', token: admin, publicKeyPem: pem });
    expect(dl.headers.get('x-enc')).toBe('v1');
    expect(dl.headers.get('content-type')).toBe('image/png');
    expect(dl.headers.get('content-disposition')).toContain(encodeURIComponent('银行卡正面.png'));
    expect(dl.bytes.equals(bytes)).toBe(true);
  });

  it('refuses files over 10 MB and paths outside the file store', async () => {
    const env = await upload(Buffer.alloc(10 * MB + 1), 'big.png');
    expect(env).toMatchObject({ status: 50, message: '文件过大' });
    for (const p of ['../upstream.sqlite', 'uploads/../../upstream-private.pem', '/etc/passwd', 'uploads']) {
      const res = await callUpstream(up.url, `/file-download?path=${encodeURIComponent(p)}`, null, { method: 'GET', token: admin });
      expect(res.envelope).toMatchObject({ status: 50, message: '文件不存在' });
    }
    // Report files live under the same store but are only served by /export-log/download (scoped).
    const log = await call<{ data: Array<{ fileId: string; status: number }> }>(
      '/admin/export-log/page',
      { pageNum: 1, pageSize: 50 },
      admin,
    );
    const report = log.envelope.data.data.find((r) => r.status === 20)!;
    const byPath = await callUpstream(up.url, `/file-download?path=${encodeURIComponent(`reports/${report.fileId}.xls`)}`, null, {
      method: 'GET',
      token: admin,
    });
    expect(byPath.envelope).toMatchObject({ status: 50, message: '文件不存在' });
    const anonymous = await callUpstream(up.url, '/file-download?path=uploads/x.png', null, { method: 'GET' });
    expect(anonymous.http).toBe(401);
  });
});
