// The upstream's stored files by id (spec 01 §7 "Image by fileId returns data.data with wanFullUri,
// fileName"; spec 02 §7 "file lookup / agreement download | fileId | wanFullUri"). Records carry
// file ids; POST /admin/standard/file-info answers an absolute wanFullUri on the file host, as an
// object store would: `/oss/<fileId>` on this server's own origin, signed and short-lived, served
// without a token (an <img> carries none). The look-up holds the scope: a member's file for a
// member the employee may see, an upload of its subtree. The live-body video is also served by
// the spec's link /export-log/download?fileId= (member-file-reply.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { callOf } from './calls.ts';
import { ApiError, bizError, type Ctx, FileReply, type Route } from './context.ts';
import { member } from './resources/members/member-detail.ts';
import { MEMBER_FILE } from './resources/members/member-file-reply.ts';
import { mp4, pdf, png } from './resources/members/member-files.ts';
import { type UploadRow, uploadReply } from './routes/exports.ts';
import { orgScope } from './scope.ts';
import { SEEDED_DIR } from './seed-lists.ts';
import { str } from './util.ts';

const KEY = randomBytes(32);
const TTL_MS = 10 * 60_000;
export const FILE_HOST_PREFIX = '/oss/';

const sign = (fileId: string, expires: number) => createHmac('sha256', KEY).update(`${fileId}\n${expires}`).digest('base64url');

/** The file host's address of a file: this server's origin as the caller reached it. */
export function signedUri(ctx: Ctx, fileId: string, now = Date.now()): string {
  const host = String(ctx.req.headers.host ?? '');
  const origin = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:.]+\](:\d{1,5})?$/.test(host) ? `http://${host}` : 'http://127.0.0.1';
  const expires = now + TTL_MS;
  return `${origin}${FILE_HOST_PREFIX}${encodeURIComponent(fileId)}?expires=${expires}&sig=${sign(fileId, expires)}`;
}

interface Agreement {
  member_id: string;
  file_name: string;
  crt_time: string;
}
const agreementOf = (ctx: Pick<Ctx, 'app'>, id: string) =>
  ctx.app.db.prepare('SELECT member_id, file_name, crt_time FROM member_agreement WHERE file_id = ?').get(id) as Agreement | undefined;
const uploadOf = (ctx: Pick<Ctx, 'app'>, id: string) =>
  ctx.app.db
    .prepare(
      `SELECT file_id, file_name, stored_path, content_type, file_type, member_id, size, org_path FROM upload_file WHERE file_id = ?`,
    )
    .get(id) as (UploadRow & { org_path: string | null }) | undefined;

function agreementPdf(ctx: Pick<Ctx, 'app'>, id: string, row: Agreement): FileReply {
  const m = ctx.app.db.prepare('SELECT member_id, cust_member_id, product_code FROM member WHERE member_id = ?').get(row.member_id) as
    | Record<string, string>
    | undefined;
  const body = pdf([
    'Merchant Service Agreement',
    `Agreement No.: ${id}`,
    `Member ID: ${row.member_id}   Customer No.: ${m?.cust_member_id ?? '-'}`,
    `Product: ${m?.product_code ?? '-'}   Signed at: ${row.crt_time}`,
    'The merchant accepts the payment acquiring service terms of the platform,',
    'including settlement, fees, risk control and personal information protection.',
  ]);
  return new FileReply({ contentType: 'application/pdf', body, fileName: row.file_name });
}

/**
 * POST /admin/standard/file-info {fileId}: the file's wanFullUri and name, when the employee may
 * see it (else 文件不存在). An agreement answers under data.data, as spec 01 §7 writes the look-up;
 * a picture at data: both readings occur.
 */
function fileInfo(ctx: Ctx) {
  const id = str(ctx.body.fileId) ?? '';
  const img = MEMBER_FILE.exec(id);
  if (img) {
    const m = member(ctx, img[2]);
    const fileName = img[1] === 'video' ? `活体视频_${m.member_id}.mp4` : `${img[1]}_${m.member_id}.png`;
    return { wanFullUri: signedUri(ctx, id), fileName };
  }
  const agreement = agreementOf(ctx, id);
  if (agreement) {
    member(ctx, agreement.member_id);
    return { data: { wanFullUri: signedUri(ctx, id), fileName: agreement.file_name } };
  }
  const scope = orgScope(ctx.app.db, ctx.emp);
  const upload = uploadOf(ctx, id);
  if (!upload || (scope && !(upload.org_path ?? '').startsWith(scope))) throw bizError('文件不存在', 'E2001');
  // A stored upload answers as its upload did, relative to this server's base (GET /file-download);
  // a seeded one (built on request) from the file host: both readings of wanFullUri occur.
  if (!upload.stored_path.startsWith(SEEDED_DIR))
    return { wanFullUri: `/file-download?path=${upload.stored_path}`, fileName: upload.file_name };
  return { wanFullUri: signedUri(ctx, id), fileName: upload.file_name };
}

export const fileInfoRoutes: Route[] = [{ method: 'POST', path: callOf('POST /admin/standard/file-info').path, handler: fileInfo }];

/** GET /oss/<fileId>?expires=&sig=: the file host. No token: the signature the look-up gave is the key. */
export function fileHostReply(ctx: Ctx): FileReply {
  const id = decodeURIComponent(ctx.path.slice(FILE_HOST_PREFIX.length));
  const expires = Number(ctx.query.get('expires'));
  const given = Buffer.from(ctx.query.get('sig') ?? '');
  const wanted = Buffer.from(sign(id, expires));
  const valid = Number.isFinite(expires) && expires > Date.now() && given.length === wanted.length && timingSafeEqual(given, wanted);
  // An object store answers a bad signature with HTTP 403, a missing object with 404.
  if (ctx.method !== 'GET' || !valid) throw new ApiError(403, 43, '文件不存在', 'E2001');
  const img = MEMBER_FILE.exec(id);
  if (img) {
    if (img[1] === 'video') return new FileReply({ contentType: 'video/mp4', body: mp4(img[2]), fileName: `活体视频_${img[2]}.mp4` });
    return new FileReply({ contentType: 'image/png', body: png(img[1]) });
  }
  const agreement = agreementOf(ctx, id);
  if (agreement) return agreementPdf(ctx, id, agreement);
  const upload = uploadOf(ctx, id);
  if (!upload) throw new ApiError(404, 44, '文件不存在', 'E2001');
  return uploadReply(ctx.app.cfg.dataDir, upload);
}
