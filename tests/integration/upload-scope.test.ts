// Issue 38: an ORG operator (the agent, ORG0001) may attach an uploaded file only to a member of its
// own subtree. The console refuses the upload (403, a Chinese message, an audit line) and the
// reference upstream refuses it too; nothing is stored either way. Admin, and the agent for its
// own member, upload as before.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsole, type Running } from '../../scripts/servers.ts';
import { auditDuring } from '../support/audit-file';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { loginUpstream } from '../support/upstream-client';
import { startUpstream, type RunningUpstream } from '../support/upstream-process';

const SECRET = 'upload-scope-secret-0123456789abcdef-01234567';
const AT = { 'x-console-screen': 'BIZ_FileList' };
const REFUSED = '该会员不在本机构范围内，不能为其上传文件';

let dir: string;
let upstream: RunningUpstream;
let web: Running;
let db: DatabaseSync;
let auditFile: string;
let foreign: string;
let own: string;

beforeAll(async () => {
  dir = mkdtempSync(`${tmpdir()}/console-upload-scope-`);
  auditFile = `${dir}/audit.log`;
  upstream = await startUpstream();
  web = await startConsole({ UPSTREAM_URL: upstream.url, SESSION_SECRET: SECRET, AUDIT_LOG_FILE: auditFile, AUDIT_STDOUT: '0' });
  db = new DatabaseSync(path.join(upstream.dataDir, 'upstream.sqlite'), { readOnly: true });
  const one = (sql: string) => (db.prepare(sql).get() as { member_id: string }).member_id;
  foreign = one("SELECT member_id FROM member WHERE top_org_code = 'ORG0002' ORDER BY member_id LIMIT 1");
  own = one("SELECT member_id FROM member WHERE org_path LIKE '/ORG0001/%' ORDER BY member_id LIMIT 1");
});

afterAll(async () => {
  db?.close();
  await web?.stop();
  await upstream?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function form(memberId: string): FormData {
  const f = new FormData();
  f.append('file', new Blob([Buffer.alloc(2048, 9)], { type: 'image/png' }), 'card.png');
  f.append('custFileGroup', 'BANKCARD');
  f.append('memberId', memberId);
  f.append('custFileTag', `front@${Date.now()}`);
  f.append('fileType', '100720');
  return f;
}

const upload = (client: ConsoleClient, memberId: string) =>
  client.fetch('/api/admin/standard/file-upload', { method: 'POST', body: form(memberId), headers: AT });

/** Rows and files the upstream holds for uploads. */
function stored(): { rows: number; files: number; forForeign: number } {
  const count = (sql: string, ...args: string[]) => (db.prepare(sql).get(...args) as { n: number }).n;
  let files = 0;
  try {
    files = readdirSync(path.join(upstream.dataDir, 'files', 'uploads')).length;
  } catch {
    // no upload yet
  }
  return {
    rows: count('SELECT COUNT(*) AS n FROM upload_file'),
    files,
    forForeign: count('SELECT COUNT(*) AS n FROM upload_file WHERE member_id = ?', foreign),
  };
}

describe('uploads name only members the operator may see', () => {
  it("the console refuses the agent's upload for a member outside ORG0001's subtree, audited, nothing stored", async () => {
    const agent = await signedIn(web.url, 'agent');
    const before = stored();
    const { result, own: lines } = await auditDuring(auditFile, () => upload(agent, foreign));
    expect(result.status).toBe(403);
    expect(await result.json()).toMatchObject({ status: -1, fault: 'denied', message: REFUSED });
    expect(lines).toMatchObject([
      { event: 'refusal', outcome: 'denied', reason: 'member outside scope', httpStatus: 403, loginId: 'agent', screen: 'BIZ_FileList' },
    ]);
    expect(stored()).toEqual(before);
  });

  it('the upstream refuses it too when called directly with the agent token, nothing stored', async () => {
    const token = await loginUpstream(upstream.url, 'agent', 'Agent2026');
    const before = stored();
    const res = await fetch(`${upstream.url}/admin/standard/file-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form(foreign),
    });
    expect(await res.json()).toMatchObject({ message: '会员不存在', code: 'E3005' });
    expect(stored()).toEqual(before);
  });

  it('the agent uploads for its own member, and without a member', async () => {
    const agent = await signedIn(web.url, 'agent');
    for (const memberId of [own, '']) {
      const res = await upload(agent, memberId);
      const body = (await res.json()) as { status: number; message: string; data: { fileId: string } };
      expect(body.status, body.message).toBe(20);
      const row = db.prepare('SELECT member_id, org_path FROM upload_file WHERE file_id = ?').get(body.data.fileId) as {
        member_id: string | null;
        org_path: string;
      };
      expect(row.member_id ?? '').toBe(memberId);
      expect(row.org_path).toMatch(/^\/ORG0001\//);
    }
  });

  it('admin uploads for any member, the foreign one included', async () => {
    const admin = await signedIn(web.url, 'admin');
    const before = stored().forForeign;
    const res = await upload(admin, foreign);
    const body = (await res.json()) as { status: number; message: string };
    expect(body.status, body.message).toBe(20);
    expect(stored().forForeign).toBe(before + 1);
  });
});
