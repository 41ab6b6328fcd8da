import 'server-only';
import { randomUUID } from 'node:crypto';
import { webCookies } from 'iron-session';
import type { AuditEntry } from '@/lib/audit';
import { describeCall, recordOf } from '@/lib/audit/describe';
import { config } from '@/lib/config';
import { getAccess, rightsChanged, SessionEnded } from '@/lib/access/rights';
import { isSecureRequest, needsTouch, readSession, touch, type ReadSession } from '@/lib/session';
import { closeSession } from './session-end';
import { sameOrigin } from '@/lib/session/origin';
import type { SessionData } from '@/lib/session/types';
import { BodyError, cleanQuery, limitStream, parseJsonBody, readLimited, type JsonObject } from '@/lib/upstream/clean';
import { prepareRequestKey, upstreamFetch, UpstreamTimeout, type UpstreamRequest } from '@/lib/upstream/client';
import { authorize } from './authorize';
import { auditedBody, checkBody, formEncoded, fromFormEncoded } from './body';
import { exportBodyAllowed, findPolicy, isSafePath } from './policy';
import type { Method } from '@/lib/calls/define';
import { whoOf } from './who';
import { needsUploadScope, scopedUpload, UPLOAD_SCOPE_TEXT } from './upload-scope';
import { REVEAL_PARAM, revealOf } from './reveal';
import { answerUpstream, faultResponse, type CallContext } from './respond';
import { PERMISSION_DENIED, SESSION_EXPIRED_TEXT, STORE_UNAVAILABLE_TEXT } from '@/lib/errors/texts';
import { isStoreUnavailable } from '@/lib/store';
import { MALFORMED_HEADER } from '@/lib/ops/escapes';

// POST|GET|PUT|DELETE /api/<upstream path>: the gate every browser call passes. In order: path
// shape, origin, session, policy table, screen and right, body; then forward, answer and audit.

const METHODS = new Set<Method>(['GET', 'POST', 'PUT', 'DELETE']);
export const SCREEN_HEADER = 'x-console-screen';
export const VIEW_HEADER = 'x-console-view';
/**
 * The screen of a GET the browser makes by itself (an <img>, a download link, a new tab), which
 * can carry no header: the same claim, checked the same way, and never passed on upstream.
 */
export const SCREEN_PARAM = '_screen';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A UUID or a similar opaque token the browser draws per money operation. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

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
  // A query escape that does not decode, as the Node server saw it (proxy.ts refuses such a path).
  if (!isSafePath(path) || url.search.length > 4096 || request.headers.has(MALFORMED_HEADER))
    return refuse(400, 'bad-request', 'unsafe path', 'bad request', { message: '请求参数错误' });
  const method = request.method as Method;
  if (!METHODS.has(method)) return refuse(405, 'bad-request', 'method not allowed', 'bad request', { message: '请求参数错误' });

  const secure = isSecureRequest(request.headers.get('x-forwarded-proto'), url.protocol);
  if (!sameOrigin(method, request.headers, secure)) return refuse(403, 'denied', 'foreign origin', 'denied', { message: '非法请求来源' });

  let session: ReadSession;
  try {
    session = await readSession(webCookies(request, cookies), secure);
  } catch (error) {
    if (isStoreUnavailable(error))
      return refuse(503, 'upstream', 'session store unavailable', 'store unavailable', { message: STORE_UNAVAILABLE_TEXT });
    throw error;
  }
  const data = session.data;
  if (!data) return endSession(ctx, session, null, session.revoked ? 'session revoked' : 'no session');
  Object.assign(ctx.entry, whoOf(data));

  // The RSA wrap of K runs on the thread pool while rights, screen and body are checked. A call
  // refused below simply drops it (the catch keeps that from being an unhandled rejection).
  const requestKey = prepareRequestKey();
  requestKey.catch(() => {});

  let rights: ReadonlySet<string>;
  try {
    rights = (await getAccess(data.token, data.empId, ctx.entry.requestId, session.rightsStamp)).rights;
  } catch (error) {
    if (error instanceof SessionEnded) return endSession(ctx, session, data, 'upstream ended the session');
    return refuse(502, 'upstream', 'rights unavailable', 'upstream error');
  }

  const screenParam = url.searchParams.get(SCREEN_PARAM);
  url.searchParams.delete(SCREEN_PARAM);
  const revealParam = url.searchParams.get(REVEAL_PARAM);
  url.searchParams.delete(REVEAL_PARAM);
  const screenName = request.headers.get(SCREEN_HEADER) ?? (method === 'GET' ? screenParam : null);
  if (screenName) ctx.entry.screen = screenName.slice(0, 64);
  const decision = authorize({ method, path, screen: screenName, view: request.headers.get(VIEW_HEADER) }, data, rights);
  if (!decision.ok) {
    // A refused call is named as the operator would have made it (账户调账 …): what was tried, by whom, why.
    const tried = findPolicy(method, path, data.productCode);
    if (tried) ctx.entry.action = describeCall(tried.call, path, {}).action;
    return refuse(decision.status, decision.fault, decision.reason, decision.outcome, { message: decision.message });
  }
  const { policy } = decision;
  // A reveal hands the browser only the plaintext clicked (lib/gate/reveal.ts).
  const reveal = revealOf(method, path, revealParam, decision.ctx);
  if (reveal.kind === 'refused') return refuse(403, 'denied', 'reveal field not allowed', 'denied', { message: PERMISSION_DENIED });
  const project = reveal.kind === 'one' ? reveal.project : decision.project;
  // Named from here on, so a call refused for its key or its body says what was tried.
  ctx.entry.action = describeCall(policy.call, path, {}).action;
  const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER);
  if (policy.call.idempotent && !IDEMPOTENCY_KEY.test(idempotencyKey ?? '')) {
    return refuse(400, 'bad-request', 'money operation without idempotency key', 'bad request', { message: '请求参数错误' });
  }

  const upstream: UpstreamRequest = {
    method,
    path,
    query: cleanQuery(url.searchParams),
    token: data.token,
    exempt: policy.exempt,
    requestId: ctx.entry.requestId,
    call: policy.call.path,
    signal: request.signal,
    requestKey,
    file: policy.kind === 'blob',
    headers:
      policy.call.idempotent || policy.call.headers
        ? { ...policy.call.headers, ...(policy.call.idempotent ? { [IDEMPOTENCY_HEADER]: idempotencyKey! } : {}) }
        : undefined,
  };
  let formFields: JsonObject | null = null;
  try {
    // A form-encoded call that a declared form submits is read and checked like a JSON one.
    if ((method === 'POST' || method === 'PUT') && policy.kind === 'form' && policy.form) formFields = await readFormFields(request);
    else if (method === 'POST' || method === 'PUT') Object.assign(upstream, await readBody(request, policy.kind));
  } catch (error) {
    if (error instanceof BodyError)
      return refuse(error.status, 'bad-request', error.message, 'bad request', {
        message: error.status === 413 ? '请求内容过大' : '请求参数错误',
      });
    throw error;
  }
  if (formFields) {
    const checked = checkBody(policy, fromFormEncoded(policy.form!, formFields), decision.ctx);
    if (!checked.ok) return refuse(400, 'bad-request', 'body refused by its schema', 'bad request', { message: checked.message });
    Object.assign(ctx.entry, auditedBody(policy.call, checked.body), describeCall(policy.call, path, checked.body, data.empId));
    upstream.stream = { body: new Blob([formEncoded(checked.body)]).stream(), contentType: FORM_TYPE };
  }
  if (upstream.json) {
    const checked = checkBody(policy, upstream.json, decision.ctx);
    if (!checked.ok) return refuse(400, 'bad-request', 'body refused by its schema', 'bad request', { message: checked.message });
    if (!exportBodyAllowed(policy, decision.ctx, checked.body))
      return refuse(403, 'denied', 'export body names no screen of the operator', 'denied', { message: PERMISSION_DENIED });
    upstream.json = checked.body as JsonObject;
    Object.assign(ctx.entry, auditedBody(policy.call, upstream.json), describeCall(policy.call, path, upstream.json, data.empId));
    if (reveal.kind === 'one') {
      ctx.entry.fields = `${ctx.entry.fields ? `${ctx.entry.fields} ` : ''}field=${reveal.field}`;
      ctx.entry.change = { ...ctx.entry.change, field: reveal.field };
    }
  }
  // What the line records of the call (lib/audit/records.ts): a body-less call (a file, an upload) by its path alone.
  if (!ctx.entry.kind) Object.assign(ctx.entry, describeCall(policy.call, path, {}, data.empId));
  ctx.record = recordOf(policy.method, policy.path);

  if (needsTouch(data)) await touch(await session.open());
  try {
    if (upstream.stream && needsUploadScope(policy, data)) {
      const scoped = await scopedUpload(upstream.stream, data, ctx.entry.requestId);
      if (!scoped) return refuse(403, 'denied', 'member outside scope', 'denied', { message: UPLOAD_SCOPE_TEXT });
      upstream.stream = scoped;
    }
    const answer = await upstreamFetch(upstream);
    if (policy.call.rightsChange) await rightsChangedBy(ctx, upstream.json);
    return await answerUpstream(ctx, policy, answer, request, {
      onSessionEnd: () => endSession(ctx, session, data, 'upstream ended the session'),
      project,
    });
  } catch (error) {
    if (error instanceof BodyError)
      return refuse(error.status, 'bad-request', error.message, 'bad request', {
        message: error.status === 413 ? '请求内容过大' : '请求参数错误',
      });
    if (error instanceof UpstreamTimeout) return refuse(504, 'timeout', 'upstream timed out', 'timeout');
    if (request.signal.aborted) return refuse(499, 'bad-request', 'client went away', 'bad request');
    return refuse(502, 'upstream', (error as Error).constructor.name, 'upstream error');
  }
}

/**
 * A role or resource change takes effect for the operators concerned on their next call, on every
 * instance: the one employee whose role was assigned (`empId` in the body), else everyone.
 */
async function rightsChangedBy(ctx: CallContext, body: JsonObject | undefined): Promise<void> {
  const empId = body?.empId;
  try {
    await rightsChanged(typeof empId === 'string' || typeof empId === 'number' ? String(empId) : null);
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    ctx.entry.reason = 'rights stamp not shared: session store unavailable';
  }
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A form-encoded body (up to the upload cap: a batch of psam codes is large), as fields. */
async function readFormFields(request: Request): Promise<JsonObject> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith(FORM_TYPE)) throw new BodyError(415, 'wrong content type');
  const text = await readLimited(request.body, config().maxUploadBytes, request.headers.get('content-length'));
  const fields: JsonObject = Object.create(null);
  for (const [k, v] of new URLSearchParams(text)) fields[k] = v;
  return fields;
}

async function readBody(request: Request, kind: string): Promise<Partial<UpstreamRequest>> {
  // Compared in lower case, forwarded as sent: a multipart boundary is case-sensitive (Chromium's
  // ----WebKitFormBoundary… is mixed-case).
  const sent = request.headers.get('content-type') ?? '';
  const type = sent.toLowerCase();
  const { maxJsonBytes, maxUploadBytes } = config();
  if (kind === 'multipart' || kind === 'form') {
    const expected = kind === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
    if (!type.startsWith(expected) || !request.body) throw new BodyError(415, 'wrong content type');
    const declared = request.headers.get('content-length');
    if (declared !== null && Number(declared) > maxUploadBytes) throw new BodyError(413, 'body too large');
    return { stream: { body: request.body.pipeThrough(limitStream(maxUploadBytes)), contentType: sent } };
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
  await closeSession(session, data?.token);
  Object.assign(ctx.entry, { outcome: 'session expired', reason, envelopeStatus: 41 });
  return faultResponse(ctx, 401, 'session', { status: 41, message: SESSION_EXPIRED_TEXT });
}
