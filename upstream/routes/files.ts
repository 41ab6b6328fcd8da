// File upload (multipart, spec 01 §7) and download by path (always encrypted when K was sent).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bizError, FileReply } from '../context.ts';
import type { Ctx, Route } from '../context.ts';
import { formatTime, str } from '../util.ts';
import { orgScope } from '../scope.ts';

export const MAX_FILE = 10 * 1024 * 1024;
export const tooBig = () => bizError('文件过大', 'E3001');

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.mp4': 'video/mp4',
};

/** The multipart body of a call (buffered, capped by its route), parsed by the platform's own parser. */
export async function readForm(ctx: Ctx): Promise<FormData> {
  try {
    return await new Request('http://upstream.local/form', {
      method: 'POST',
      headers: { 'content-type': ctx.contentType },
      body: new Uint8Array(ctx.rawBody),
    }).formData();
  } catch {
    throw bizError('上传格式错误，请使用 multipart/form-data', 'E3002');
  }
}

/** The `file` field of a multipart call, within the size cap; its name stripped to a base name. */
export async function readUpload(ctx: Ctx): Promise<{ form: FormData; file: File; fileName: string; ext: string }> {
  const form = await readForm(ctx);
  const file = form.get('file');
  if (!(file instanceof File)) throw bizError('请选择上传文件', 'E3003');
  if (file.size > MAX_FILE) throw tooBig();
  const fileName = path.basename(file.name || 'file').slice(0, 200);
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0].toLowerCase() ?? '';
  return { form, file, fileName, ext };
}

/** The organisation a file belongs to: its member's, else the uploading employee's. */
function owningOrg(ctx: Ctx, memberId: string | null): { org_code: string | null; org_path: string | null } {
  const { db } = ctx.app;
  const viaMember = memberId
    ? (db.prepare('SELECT org_code, org_path FROM member WHERE member_id = ?').get(memberId.toUpperCase()) as
        | { org_code: string; org_path: string }
        | undefined)
    : undefined;
  if (viaMember) return viaMember;
  const own = ctx.emp?.orgCode
    ? (db.prepare('SELECT org_code, path AS org_path FROM org WHERE org_code = ?').get(ctx.emp.orgCode) as
        | { org_code: string; org_path: string }
        | undefined)
    : undefined;
  return own ?? { org_code: null, org_path: null };
}

/** Groups that take one kind of file only: the app's teaching videos are mp4 (lib/screens/app-ops/app-video.ts). */
const GROUP_EXTS: Readonly<Record<string, readonly [RegExp, string]>> = {
  APPVIDEO: [/^\.mp4$/, '只支持上传 mp4 格式的视频'],
};

async function upload(ctx: Ctx) {
  const { db, cfg } = ctx.app;
  const { form, file, fileName, ext } = await readUpload(ctx);
  const only = GROUP_EXTS[str(form.get('custFileGroup')) ?? ''];
  if (only && !only[0].test(ext)) throw bizError(only[1], 'E3004');
  const field = (name: string) => str(form.get(name));
  const memberId = field('memberId')?.toUpperCase() ?? null;
  // The file is attached to its member: an ORG employee may name only a member of its subtree,
  // checked before anything is stored (as every scoped record is, e.g. messaging.ts).
  const scope = orgScope(db, ctx.emp);
  if (memberId && scope) {
    const member = db.prepare('SELECT org_path FROM member WHERE member_id = ?').get(memberId) as { org_path: string } | undefined;
    if (!member?.org_path.startsWith(scope)) throw bizError('会员不存在', 'E3005');
  }
  const fileId = randomBytes(8).toString('hex').toUpperCase();
  const stored = `uploads/${fileId}${ext}`;
  fs.mkdirSync(path.join(cfg.dataDir, 'files', 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(cfg.dataDir, 'files', stored), Buffer.from(await file.arrayBuffer()));
  const org = owningOrg(ctx, memberId);
  db.prepare(`INSERT INTO upload_file (file_id, file_name, stored_path, content_type, size, cust_file_group, member_id,
    cust_file_tag, file_type, emp_id, org_code, org_path, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    fileId,
    fileName,
    stored,
    file.type || CONTENT_TYPES[ext] || 'application/octet-stream',
    file.size,
    field('custFileGroup'),
    memberId,
    field('custFileTag'),
    field('fileType'),
    ctx.emp!.empId,
    org.org_code,
    org.org_path,
    formatTime(Date.now()),
  );
  // The URI is relative to the upstream base: the console fetches it through its own proxy.
  return { fileId, fileName, wanFullUri: `/file-download?path=${stored}` };
}

/** GET /file-download?path=uploads/<id>.<ext> (or reports/...): a stored file, never outside the files dir. */
function download(ctx: Ctx) {
  const { db, cfg } = ctx.app;
  const rel = ctx.query.get('path') ?? '';
  const root = path.join(cfg.dataDir, 'files');
  const full = path.resolve(root, rel);
  const safe = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(rel) && !rel.includes('..') && full.startsWith(root + path.sep);
  if (!safe || !fs.existsSync(full) || !fs.statSync(full).isFile()) throw bizError('文件不存在', 'E2001');
  // Only uploaded files, and an ORG employee only its own subtree's: the report files under
  // files/ are served by /export-log/download with its own scoping, never by path.
  const known = db.prepare('SELECT file_name, content_type, org_path FROM upload_file WHERE stored_path = ?').get(rel) as
    | { file_name: string; content_type: string; org_path: string | null }
    | undefined;
  const scope = orgScope(db, ctx.emp);
  if (!known || (scope && !(known.org_path ?? '').startsWith(scope))) throw bizError('文件不存在', 'E2001');
  const ext = path.extname(full).toLowerCase();
  return new FileReply({
    contentType: known.content_type ?? CONTENT_TYPES[ext] ?? 'application/octet-stream',
    body: fs.createReadStream(full),
    size: fs.statSync(full).size,
    fileName: known.file_name,
  });
}

export const fileRoutes: Route[] = [
  // The cap leaves room for the multipart framing around a file of the maximum size.
  { method: 'POST', path: '/admin/standard/file-upload', handler: upload, maxBody: MAX_FILE + 1024 * 1024, tooLarge: tooBig },
  { method: 'GET', path: '/file-download', handler: download },
];
