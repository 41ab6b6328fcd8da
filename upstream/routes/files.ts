// File upload (multipart, spec 01 §7) and download by path (always encrypted when K was sent).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bizError, FileReply } from '../context.ts';
import type { Ctx, Route } from '../context.ts';
import { formatTime, str } from '../util.ts';

const MAX_FILE = 10 * 1024 * 1024;
const tooBig = () => bizError('文件过大', 'E3001');

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.pdf': 'application/pdf',
  '.xls': 'application/vnd.ms-excel', '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv', '.txt': 'text/plain', '.mp4': 'video/mp4',
};

async function upload(ctx: Ctx) {
  const { db, cfg } = ctx.app;
  let form: FormData;
  try {
    // The platform's own multipart parser: the buffered body (capped by the route) as a Request.
    form = await new Request('http://upstream.local/file-upload', {
      method: 'POST',
      headers: { 'content-type': ctx.contentType },
      body: new Uint8Array(ctx.rawBody),
    }).formData();
  } catch {
    throw bizError('上传格式错误，请使用 multipart/form-data', 'E3002');
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw bizError('请选择上传文件', 'E3003');
  if (file.size > MAX_FILE) throw tooBig();
  const fileName = path.basename(file.name || 'file').slice(0, 200);
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0].toLowerCase() ?? '';
  const fileId = randomBytes(8).toString('hex').toUpperCase();
  const stored = `uploads/${fileId}${ext}`;
  fs.mkdirSync(path.join(cfg.dataDir, 'files', 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(cfg.dataDir, 'files', stored), Buffer.from(await file.arrayBuffer()));
  const field = (name: string) => str(form.get(name));
  db.prepare(`INSERT INTO upload_file (file_id, file_name, stored_path, content_type, size, cust_file_group, member_id,
    cust_file_tag, file_type, emp_id, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    fileId, fileName, stored, file.type || CONTENT_TYPES[ext] || 'application/octet-stream', file.size,
    field('custFileGroup'), field('memberId'), field('custFileTag'), field('fileType'), ctx.emp!.empId, formatTime(Date.now()),
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
  const known = db.prepare('SELECT file_name, content_type FROM upload_file WHERE stored_path = ?').get(rel) as
    | { file_name: string; content_type: string }
    | undefined;
  const ext = path.extname(full).toLowerCase();
  return new FileReply({
    contentType: known?.content_type ?? CONTENT_TYPES[ext] ?? 'application/octet-stream',
    body: fs.createReadStream(full),
    size: fs.statSync(full).size,
    fileName: known?.file_name ?? path.basename(full),
  });
}

export const fileRoutes: Route[] = [
  // The cap leaves room for the multipart framing around a file of the maximum size.
  { method: 'POST', path: '/admin/standard/file-upload', handler: upload, maxBody: MAX_FILE + 1024 * 1024, tooLarge: tooBig },
  { method: 'GET', path: '/file-download', handler: download },
];
