import 'server-only';
import { randomUUID } from 'node:crypto';
import { webCookies } from 'iron-session';
import type { AuditEntry } from '@/lib/audit';
import { config } from '@/lib/config';
import { findScreen, screenRight } from '@/lib/screens';
import { forgetAccess, getAccess, SessionEnded } from '@/lib/session/access';
import { isSecureRequest, needsTouch, readSession, touch, type ReadSession } from '@/lib/session';
import { sameOrigin } from '@/lib/session/origin';
import type { SessionData } from '@/lib/session/types';
import { BodyError, cleanQuery, limitStream, parseJsonBody, readLimited, type JsonObject } from './clean';
import { prepareRequestKey, upstreamFetch, UpstreamTimeout, type UpstreamRequest } from './client';
import { allowed, findPolicy, isSafePath, type Method } from './policy';
import { answerUpstream, faultResponse, type CallContext } from './respond';
import { projectPage, rowKeysOf } from '@/lib/list/project';
import { listView, type ViewContext } from '@/lib/list/view';
import type { ScreenDef } from '@/lib/screens';

// POST|GET|PUT|DELETE /api/<upstream path>: the gate every browser call passes. In order: path
// shape, origin, session, policy table, screen and right, body; then forward, answer and audit.

const METHODS = new Set<Method>(['GET', 'POST', 'PUT', 'DELETE']);
export const SCREEN_HEADER = 'x-console-screen';

export async function proxyRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const cookies = new Headers();
  const ctx: CallContext = {
    started: performance.now(),
    cookies,
    entry: {
      event: 'call',
      requestId: randomUUID(),
      method: request.method,
      path: url.pathname.slice('/api'.length),
      outcome: 'ok',
      httpStatus: 200,
      durationMs: 0,
    },
  };
  const refuse = (status: number, fault: string, reason: string, outcome: AuditEntry['outcome'], extra?: object) => {
    Object.assign(ctx.entry, { event: 'refusal', reason, outcome });
    return faultResponse(ctx, status, fault, extra);
  };

  const path = ctx.entry.path;
  if (!isSafePath(path) || url.search.length > 4096)
    return refuse(400, 'bad-request', 'unsafe path', 'bad request', { message: '请求参数错误' });
  const method = request.method as Method;
  if (!METHODS.has(method)) return refuse(405, 'bad-request', 'method not allowed', 'bad request', { message: '请求参数错误' });

  const secure = isSecureRequest(request.headers.get('x-forwarded-proto'), url.protocol);
  if (!sameOrigin(method, request.headers, secure)) return refuse(403, 'denied', 'foreign origin', 'denied', { message: '非法请求来源' });

  const session = await readSession(webCookies(request, cookies), secure);
  const data = session.data;
  if (!data) return endSession(ctx, session, null, 'no session');
  Object.assign(ctx.entry, {
    empId: data.empId,
    loginId: data.loginId,
    realName: data.realName,
    role: data.roleType,
    productCode: data.productCode,
  });

  const policy = findPolicy(method, path, data.productCode);
  if (!policy) return refuse(404, 'bad-request', 'not in the call policy table', 'bad request', { message: '接口不存在' });
  // The RSA wrap of K runs on the thread pool while rights, screen and body are checked. A call
  // refused below simply drops it (the catch keeps that from being an unhandled rejection).
  const requestKey = prepareRequestKey();
  requestKey.catch(() => {});

  let rights: ReadonlySet<string>;
  try {
    rights = (await getAccess(data.token, data.empId, ctx.entry.requestId)).rights;
  } catch (error) {
    if (error instanceof SessionEnded) return endSession(ctx, session, data, 'upstream ended the session');
    return refuse(502, 'upstream', 'rights unavailable', 'upstream error');
  }

  // The screen a call comes from decides the BIZ_ prefix; it must be one the operator may open.
  const screenName = request.headers.get(SCREEN_HEADER);
  let biz = false;
  let project: ((data: unknown) => unknown) | undefined;
  if (screenName) {
    const screen = findScreen(screenName);
    ctx.entry.screen = screen ? screenName : screenName.slice(0, 64);
    if (!screen || !rights.has(screenRight(screen.def, screen.biz)))
      return refuse(403, 'denied', 'screen not allowed', 'denied', { message: '权限不足！' });
    biz = screen.biz;
    project = listProjection(screen.def, { rights, biz, roleType: data.roleType, productCode: data.productCode }, path);
  }
  if (!allowed(policy, rights, biz)) return refuse(403, 'denied', 'missing right', 'denied', { message: '权限不足！' });

  const upstream: UpstreamRequest = {
    method,
    path,
    query: cleanQuery(url.searchParams),
    token: data.token,
    exempt: policy.exempt,
    requestId: ctx.entry.requestId,
    signal: request.signal,
    requestKey,
  };
  try {
    if (method === 'POST' || method === 'PUT') Object.assign(upstream, await readBody(request, policy.kind));
  } catch (error) {
    if (error instanceof BodyError)
      return refuse(error.status, 'bad-request', error.message, 'bad request', {
        message: error.status === 413 ? '请求内容过大' : '请求参数错误',
      });
    throw error;
  }

  if (needsTouch(data)) await touch(await session.open());
  try {
    return await answerUpstream(ctx, policy, await upstreamFetch(upstream), request, {
      onSessionEnd: () => endSession(ctx, session, data, 'upstream ended the session'),
      project,
    });
  } catch (error) {
    if (error instanceof UpstreamTimeout) return refuse(504, 'timeout', 'upstream timed out', 'timeout');
    if (request.signal.aborted) return refuse(499, 'bad-request', 'client went away', 'bad request');
    return refuse(502, 'upstream', (error as Error).constructor.name, 'upstream error');
  }
}

async function readBody(request: Request, kind: string): Promise<Partial<UpstreamRequest>> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const { maxJsonBytes, maxUploadBytes } = config();
  if (kind === 'multipart' || kind === 'form') {
    const expected = kind === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
    if (!type.startsWith(expected) || !request.body) throw new BodyError(415, 'wrong content type');
    const declared = request.headers.get('content-length');
    if (declared !== null && Number(declared) > maxUploadBytes) throw new BodyError(413, 'body too large');
    return { stream: { body: request.body.pipeThrough(limitStream(maxUploadBytes)), contentType: type } };
  }
  if (!type.startsWith('application/json')) throw new BodyError(415, 'wrong content type');
  const json: JsonObject = parseJsonBody(await readLimited(request.body, maxJsonBytes, request.headers.get('content-length')));
  // Exports send the search form without paging (protocol §5).
  if (kind === 'blob') {
    delete json.pageNum;
    delete json.pageSize;
  }
  return { json };
}

/** Ends the session: cookie destroyed, cached rights dropped, 401 with envelope status 41. */
async function endSession(ctx: CallContext, session: ReadSession, data: SessionData | null, reason: string): Promise<Response> {
  if (data) forgetAccess(data.token);
  session.forget();
  (await session.open()).destroy();
  Object.assign(ctx.entry, { outcome: 'session expired', reason, envelopeStatus: 41 });
  return faultResponse(ctx, 401, 'session', { status: 41, message: '登录已过期，请重新登录' });
}

// The views' row keys, per rights set (the access cache hands out one set per session while it
// holds) and per screen, role and product: the view is then built once, not on every page turned.
const rowKeysCache = new WeakMap<ReadonlySet<string>, Map<string, { call: string; keys: ReadonlySet<string> }>>();

/** The page query of a list screen answers only the fields the operator's view of it uses. */
function listProjection(def: ScreenDef, ctx: ViewContext, path: string): ((data: unknown) => unknown) | undefined {
  if (!def.list) return undefined;
  let byScreen = rowKeysCache.get(ctx.rights);
  if (!byScreen) rowKeysCache.set(ctx.rights, (byScreen = new Map()));
  const id = `${def.name}|${ctx.biz}|${ctx.roleType}|${ctx.productCode}`;
  let entry = byScreen.get(id);
  if (!entry) {
    const view = listView(def, ctx);
    entry = { call: view.call, keys: rowKeysOf(view) };
    byScreen.set(id, entry);
  }
  if (entry.call !== path) return undefined;
  const { keys } = entry;
  return (data) => projectPage(data, keys);
}
