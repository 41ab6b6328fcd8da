import 'server-only';
import { rightsChanged } from '@/lib/session/rights';
import { describeCall, recordOf } from '@/lib/audit/describe';
import type { Method } from '@/lib/calls/define';
import { config, contractOverrides } from '@/lib/config';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { MALFORMED_HEADER } from '@/lib/ops/escapes';
import { needsTouch, touch } from '@/lib/session';
import type { SessionData } from '@/lib/session/types';
import { isStoreUnavailable } from '@/lib/store';
import { BodyError, cleanQuery, type JsonObject, limitStream, parseJsonBody, readLimited } from '@/lib/upstream/clean';
import { prepareRequestKey, type UpstreamRequest, UpstreamTimeout, upstreamFetch } from '@/lib/upstream/client';
import { type Authorized, authorize } from './authorize';
import { auditedBody, checkBody, formEncoded, fromFormEncoded, refusedBody } from './body';
import { type Exchange, endSession, exchange, foreignOrigin, type Operator, operatorOf } from './exchange';
import { exportBodyAllowed, findPolicy, isSafePath } from './policy';
import { answerUpstream } from './respond';
import { REVEAL_PARAM, revealOf } from './reveal';
import { rawMaskFor } from '@/lib/answer/raw';
import { auditedImport, ROW_IMPORTS } from './import-audit';
import { needsUploadScope, scopedUpload, UPLOAD_SCOPE_TEXT } from './upload-scope';

// POST|GET|PUT|DELETE /api/<upstream path>: the gate every browser call passes, a sequence over the
// one exchange (lib/gate/exchange.ts): path shape, origin, session and rights, screen and call
// (admit), body (requestOf); then forward and answer (send); the exchange's end writes the line.

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

export function proxyRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice('/api'.length);
  return exchange(request, { event: 'call', path }, async (ex) => {
    const bad = badShape(ex, path);
    if (bad) return bad;
    const refused = foreignOrigin(ex);
    if (refused) return refused;
    // The RSA wrap of K runs on the thread pool while session, rights, screen and body are checked.
    // A call refused on the way simply drops it (the catch keeps that from being an unhandled rejection).
    const requestKey = prepareRequestKey();
    requestKey.catch(() => {});
    const operator = await operatorOf(ex);
    if (operator instanceof Response) return operator;
    const admitted = admit(ex, path, operator.session, operator.rights);
    if (admitted instanceof Response) return refusedWrite(ex, path, operator.session, admitted);
    const upstream = await requestOf(ex, path, operator.session, admitted, requestKey);
    if (upstream instanceof Response) return upstream;
    return send(ex, operator, admitted, upstream);
  });
}

const BAD_REQUEST = { message: '请求参数错误' };

/** The path and method: a run of safe segments, a known method, a query escape that decodes (proxy.ts). */
function badShape(ex: Exchange, path: string): Response | null {
  const request = ex.request!;
  if (!isSafePath(path) || ex.url!.search.length > 4096 || request.headers.has(MALFORMED_HEADER))
    return ex.refuse(400, 'bad-request', 'unsafe path', 'bad request', BAD_REQUEST);
  if (!METHODS.has(request.method as Method)) return ex.refuse(405, 'bad-request', 'method not allowed', 'bad request', BAD_REQUEST);
  return null;
}

interface Admitted {
  decision: Authorized;
  /** What the answer is trimmed to: the list that asked, or the one field a reveal names. */
  project?: (data: unknown) => unknown;
  revealed?: string;
  idempotencyKey: string | null;
}

/** Screen, call and right (lib/gate/authorize.ts), a reveal's field, a money operation's key. */
function admit(ex: Exchange, path: string, session: SessionData, rights: ReadonlySet<string>): Admitted | Response {
  const { request, url } = ex;
  const method = request!.method as Method;
  const screenParam = url!.searchParams.get(SCREEN_PARAM);
  url!.searchParams.delete(SCREEN_PARAM);
  const revealParam = url!.searchParams.get(REVEAL_PARAM);
  url!.searchParams.delete(REVEAL_PARAM);
  const screenName = request!.headers.get(SCREEN_HEADER) ?? (method === 'GET' ? screenParam : null);
  if (screenName) ex.note({ screen: screenName.slice(0, 64) });
  const decision = authorize({ method, path, screen: screenName, view: request!.headers.get(VIEW_HEADER) }, session, rights);
  if (!decision.ok) {
    // A refused call is named as the operator would have made it (账户调账 …): what was tried, by whom, why.
    const tried = findPolicy(method, path, session.productCode);
    if (tried) ex.note({ action: describeCall(tried.call, path, {}).action });
    return ex.refuse(decision.status, decision.fault, decision.reason, decision.outcome, { message: decision.message });
  }
  const { policy } = decision;
  // A reveal hands the browser only the plaintext clicked (lib/gate/reveal.ts).
  const reveal = revealOf(method, path, revealParam, decision.ctx);
  if (reveal.kind === 'refused') return ex.refuse(403, 'denied', 'reveal field not allowed', 'denied', { message: PERMISSION_DENIED });
  // Named from here on, so a call refused for its key or its body says what was tried.
  ex.note({ action: describeCall(policy.call, path, {}).action });
  const idempotencyKey = request!.headers.get(IDEMPOTENCY_HEADER);
  if (policy.call.idempotent && !IDEMPOTENCY_KEY.test(idempotencyKey ?? ''))
    return ex.refuse(400, 'bad-request', 'money operation without idempotency key', 'bad request', BAD_REQUEST);
  // Personal data an answer gives unmasked is masked unless the operator may see it (lib/answer/raw.ts).
  const mask = rawMaskFor(policy.call.key, decision.ctx);
  const trim = decision.project;
  const project = mask ? (data: unknown) => mask(trim ? trim(data) : data) : trim;
  return {
    decision,
    project: reveal.kind === 'one' ? reveal.project : project,
    revealed: reveal.kind === 'one' ? reveal.field : undefined,
    idempotencyKey,
  };
}

/**
 * A write refused before its body was read (no right, no screen) still names the record it was
 * about: its JSON body is read (within the cap) for the targets alone, and nothing is forwarded.
 */
async function refusedWrite(ex: Exchange, path: string, session: SessionData, refused: Response): Promise<Response> {
  const method = ex.request!.method;
  const tried = findPolicy(method, path, session.productCode);
  if (!tried?.write || tried.kind !== 'json' || (method !== 'POST' && method !== 'PUT')) return refused;
  try {
    const { json } = await readBody(ex.request!, 'json');
    const { target } = describeCall(tried.call, path, json ?? {}, session.empId);
    if (target) ex.note({ target });
  } catch {
    // An unreadable body names nothing; the refusal stands as it is.
  }
  return refused;
}

/** The upstream request: the body read and checked against the call's schema, and what the line records of it. */
async function requestOf(
  ex: Exchange,
  path: string,
  session: SessionData,
  { decision, revealed, idempotencyKey }: Admitted,
  requestKey: UpstreamRequest['requestKey'],
): Promise<UpstreamRequest | Response> {
  const request = ex.request!;
  const method = request.method as Method;
  const { policy, ctx } = decision;
  const upstream: UpstreamRequest = {
    method,
    path,
    query: cleanQuery(ex.url!.searchParams),
    token: session.token,
    exempt: policy.exempt,
    requestId: ex.requestId,
    call: policy.call.path,
    key: policy.call.key,
    signal: request.signal,
    requestKey,
    file: policy.kind === 'blob',
    headers:
      policy.call.idempotent || policy.call.headers
        ? { ...policy.call.headers, ...(policy.call.idempotent ? { [IDEMPOTENCY_HEADER]: idempotencyKey! } : {}) }
        : undefined,
  };
  const writes = method === 'POST' || method === 'PUT';
  let body: Record<string, unknown> | null = null;
  try {
    // A form-encoded call that a declared form submits is read and checked like a JSON one.
    if (writes && policy.kind === 'form' && policy.form) body = fromFormEncoded(policy.form, await readFormFields(request));
    else if (writes) Object.assign(upstream, await readBody(request, policy.kind));
  } catch (error) {
    if (error instanceof BodyError) return bodyRefused(ex, error);
    throw error;
  }
  if (upstream.json) body = upstream.json;
  if (body) {
    const checked = checkBody(policy, body, ctx);
    if (!checked.ok) {
      // The record the refused body names, and what it brought that no declaration sends.
      ex.note(refusedBody(policy.call, path, body, checked.fields, session.empId));
      return ex.refuse(400, 'bad-request', checked.reason, 'bad request', { message: checked.message });
    }
    if (upstream.json && !exportBodyAllowed(policy, ctx, checked.body))
      return ex.refuse(403, 'denied', 'export body names no screen of the operator', 'denied', { message: PERMISSION_DENIED });
    if (upstream.json) upstream.json = checked.body as JsonObject;
    else upstream.stream = { body: new Blob([formEncoded(checked.body)]).stream(), contentType: FORM_TYPE };
    ex.note({ ...auditedBody(policy.call, checked.body), ...describeCall(policy.call, path, checked.body, session.empId) });
    if (revealed && upstream.json) {
      const { fields, change } = ex.noted;
      ex.note({ fields: `${fields ? `${fields} ` : ''}field=${revealed}`, change: { ...change, field: revealed } });
    }
  } else {
    // What the line records of a body-less call (a file, an upload): its path alone.
    ex.note(describeCall(policy.call, path, {}, session.empId));
  }
  return upstream;
}

const bodyRefused = (ex: Exchange, error: BodyError) =>
  ex.refuse(error.status, 'bad-request', error.message, 'bad request', { message: error.status === 413 ? '请求内容过大' : '请求参数错误' });

/** Forward, then answer: the session kept alive, an upload held to the operator's scope, faults named. */
async function send(ex: Exchange, operator: Operator, { decision, project }: Admitted, upstream: UpstreamRequest): Promise<Response> {
  const { read, session } = operator;
  const { policy } = decision;
  const request = ex.request!;
  if (needsTouch(session)) await touch(await read.open());
  try {
    if (upstream.stream && Object.hasOwn(ROW_IMPORTS, policy.call.key))
      upstream.stream = await auditedImport(upstream.stream, (patch) =>
        ex.note({ ...patch, target: { ...ex.noted.target, ...patch.target } }),
      );
    if (upstream.stream && needsUploadScope(policy, session)) {
      const scoped = await scopedUpload(upstream.stream, session, ex.requestId);
      if (!scoped) return ex.refuse(403, 'denied', 'member outside scope', 'denied', { message: UPLOAD_SCOPE_TEXT });
      upstream.stream = scoped;
    }
    ex.note(contractOverrides().note(policy.call.key));
    const answer = await upstreamFetch(upstream);
    if (policy.call.rightsChange) await rightsChangedBy(ex, upstream.json);
    return await answerUpstream(ex, policy, answer, request, {
      onSessionEnd: () => endSession(ex, read, session, 'upstream ended the session'),
      project,
      record: recordOf(policy.method, policy.path),
    });
  } catch (error) {
    if (error instanceof BodyError) return bodyRefused(ex, error);
    if (error instanceof UpstreamTimeout) return ex.refuse(504, 'timeout', 'upstream timed out', 'timeout');
    if (request.signal.aborted) return ex.refuse(499, 'bad-request', 'client went away', 'bad request');
    return ex.refuse(502, 'upstream', (error as Error).constructor.name, 'upstream error');
  }
}

/**
 * A role or resource change takes effect for the operators concerned on their next call, on every
 * instance: the one employee whose role was assigned (`empId` in the body), else everyone.
 */
async function rightsChangedBy(ex: Exchange, body: JsonObject | undefined): Promise<void> {
  const empId = body?.empId;
  try {
    await rightsChanged(typeof empId === 'string' || typeof empId === 'number' ? String(empId) : null);
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    ex.note({ reason: 'rights stamp not shared: session store unavailable' });
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
