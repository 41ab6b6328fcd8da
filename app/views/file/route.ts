import { fileInfo } from '@/lib/calls/files';
import { allowedFileUri, fileOrigin, isFileId, proxiedFileUri, wanFullUriOf } from '@/lib/files/file-ref';
import { json, operatorHandler } from '@/lib/gate/handler';
import { SCREEN_PARAM } from '@/lib/gate/proxy';
import { serverCall } from '@/lib/gate/server-call';

export const dynamic = 'force-dynamic';

// GET /views/file?fileId=<id>&_screen=<route> - a stored file by its id (spec 01 §7, spec 02 §3):
// the file look-up made on the server under the screen's rights (authorised and audited as a
// proxied call), then a redirect to its wanFullUri when that lies on the upstream's file host
// (UPSTREAM_FILE_ORIGIN), the one host the page's CSP admits; a path relative to the upstream's
// base goes through the console's proxy (authorised there). Anything else is not shown.
export const GET = operatorHandler({ path: fileInfo.path }, async (ctx) => {
  const fileId = ctx.url.searchParams.get('fileId') ?? '';
  const screen = ctx.url.searchParams.get(SCREEN_PARAM) ?? '';
  if (!isFileId(fileId)) return json(ctx, { message: '请求参数错误' }, 400);
  const found = await serverCall<unknown>(ctx.session, ctx.rights, { screen, path: fileInfo.path, body: { fileId } });
  if (!found.ok && found.sessionEnded) return ctx.endSession('upstream ended the session');
  if (!found.ok) return json(ctx, { message: found.message }, found.refused ?? 404);
  const uri = wanFullUriOf(found.data);
  const target = allowedFileUri(uri, fileOrigin()) || proxiedFileUri(uri, screen);
  if (!target) return json(ctx, { message: '文件不存在' }, 404);
  const headers = new Headers(ctx.headers);
  headers.set('location', target);
  return new Response(null, { status: 302, headers });
});
