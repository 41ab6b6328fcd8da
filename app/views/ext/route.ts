import type { GateContext } from '@/lib/access/gate';
import { findDialog } from '@/lib/registry';
import {
  EXT_LIST,
  EXT_LIST_COLUMNS,
  EXT_OBJECT,
  EXT_OBJECT_FIELDS,
  EXT_PAGE,
  EXT_PAGE_COLUMNS,
  extEntries,
  extKind,
  extRows,
  extBody,
  extUrlAllowed,
} from '@/lib/dialogs/member-ext';
import { valueAt } from '@/lib/dialogs/value-at';
import { enumOptions } from '@/lib/dict/enums';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { Exchange } from '@/lib/gate/exchange';
import { jsonBody, json, operatorHandler } from '@/lib/gate/handler';
import { send } from '@/lib/answer/send';
import { SCREEN_HEADER } from '@/lib/gate/proxy';
import { serverCall } from '@/lib/gate/server-call';
import { whoOf } from '@/lib/session/who';
import { columnView } from '@/lib/list/view';
import { findScreen } from '@/lib/screens';

export const dynamic = 'force-dynamic';

// POST /views/ext {entity, id, index, search?} - one extension tab of a record (spec 02 §2, §7:
// extendPages {title, url, remark}; "POST to the server-given url with memberId"). The url never
// comes from the browser: the console reads the record again under the operator's rights (the tab
// that carries extendPages, authorised and audited as any call), takes the entry at `index`, and
// posts to its url only when it is a plain upstream path the upstream itself listed for that
// record; the body is the record's id and, for a page, the search form's known fields. The call is
// audited under that url. The answer names the entry's title and remark, its kind and its layout.
export const POST = operatorHandler({ path: '/views/ext' }, async (ctx) => {
  const read = await jsonBody(ctx, 16 * 1024);
  if (!read.ok) return json(ctx, { message: '请求参数错误' }, 400);
  const req = read.body;
  const screen = ctx.request.headers.get(SCREEN_HEADER) ?? '';
  const d = typeof req.entity === 'string' ? findDialog(req.entity) : null;
  const host = d?.extensions ? d.tabs.find((t) => t.id === d.extensions!.tab && t.kind === 'fields') : undefined;
  const id = typeof req.id === 'string' ? req.id : '';
  const index = Number(req.index);
  if (!d?.extensions || !host || host.kind !== 'fields' || !/^[A-Za-z0-9_-]{1,64}$/.test(id) || !Number.isInteger(index) || index < 0)
    return json(ctx, { message: '请求参数错误' }, 400);

  const record = await serverCall<unknown>(ctx.session, ctx.rights, {
    screen,
    view: `dialog:${d.entity}:${host.id}`,
    path: host.load.path,
    body: { [host.idKey]: id },
  });
  if (!record.ok && record.sessionEnded) return ctx.endSession('upstream ended the session');
  if (!record.ok) return json(ctx, { message: record.message }, record.refused ?? 404);
  const entry = extEntries(valueAt(record.data, d.extensions.key))[index];
  if (!entry) return json(ctx, { message: '记录不存在' }, 404);
  if (!extUrlAllowed(entry.url)) return json(ctx, { message: PERMISSION_DENIED }, 403);

  const body = extBody(host.idKey, id, entry.remark, req.search);
  // The call's own line, as the proxy writes one: the url the upstream listed, who, why.
  const call = new Exchange(null, { event: 'call', method: 'POST', path: entry.url });
  call.note({
    ...whoOf(ctx.session),
    screen,
    kind: 'read',
    action: `扩展页 ${entry.title}`.slice(0, 64),
    fields: `${host.idKey}=${id} extendPages=${index}`,
    reason: `extendPages of ${d.entity} ${id}`,
  });
  // The url is the upstream's own (no contract key): its data is read as sent.
  const sent = await send(entry.url, body, { token: ctx.session.token, requestId: call.requestId }, (p) => call.note(p));
  call.end(sent.httpStatus);
  if (sent.kind === 'ended') return ctx.endSession('upstream ended the session');
  // An answer that says no is the upstream's fault here (502); no answer at all keeps its 502 or 504.
  if (sent.kind !== 'data') return json(ctx, { message: sent.message }, sent.kind === 'failed' && !sent.envelope ? sent.httpStatus : 502);

  const s = findScreen(screen);
  const gate: GateContext = {
    rights: ctx.rights,
    biz: s?.biz ?? false,
    roleType: ctx.session.roleType,
    productCode: ctx.session.productCode,
  };
  const kind = extKind(entry.remark, sent.data);
  const layout = kind === 'list' ? EXT_LIST_COLUMNS : kind === 'page' ? EXT_PAGE_COLUMNS : EXT_OBJECT_FIELDS;
  const answer = sent.data as Record<string, unknown> | null;
  return json(ctx, {
    title: entry.title,
    remark: entry.remark,
    kind,
    columns: layout.map((c) => ({ ...columnView(c, null, gate), ...('image' in c && c.image ? { image: true } : {}) })),
    ...(kind === 'page' ? { statusOptions: enumOptions('policyStatus'), total: Number(answer?.total ?? 0) } : {}),
    data: kind === 'object' ? (EXT_OBJECT.object(answer) ?? {}) : extRows(answer, kind === 'page' ? EXT_PAGE : EXT_LIST),
  });
});
