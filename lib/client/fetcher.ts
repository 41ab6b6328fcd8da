// The browser's one way to the upstream: same-origin /api/<upstream path>, through the console's
// proxy. Envelope errors become notifications (spec 01 §8), a session end goes to /Login.
import { classifyResponse, NETWORK_ERROR_TEXT, REQUEST_TIMEOUT_MS, TIMEOUT_TEXT } from '@/lib/errors/classify';
import { currentProductCode, currentScreen, goToLogin, screenHeader } from './location';
import { notify } from './notify';

export class ApiError extends Error {
  /** Envelope status (e.g. 40), 41 for a session end, -1 for HTTP/transport faults. */
  readonly status: number;
  readonly code?: string;
  readonly httpStatus?: number;
  readonly fault?: string;
  constructor(init: { status: number; message: string; code?: string; httpStatus?: number; fault?: string }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.fault = init.fault;
  }
}

export interface ApiOptions {
  /** Default POST (spec 01 §7: bodies are JSON POST unless noted). */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body; for GET/DELETE its fields become the query string. */
  body?: unknown;
  /** Route name for X-Console-Screen; default: the first segment of location.pathname. */
  screen?: string;
  /** X-Console-View: the list asking for rows when it is not the screen's own (a dialog tab's). */
  view?: string;
  /** Idempotency-Key of a money operation: drawn once per operation, sent again on a retry. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** No notification on failure (the promise still rejects). */
  silent?: boolean;
  /** 'form': the body goes application/x-www-form-urlencoded (the calls the spec marks (form)). */
  encoding?: 'json' | 'form';
}

function withQuery(path: string, body: unknown): string {
  if (!body || typeof body !== 'object') return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (v !== undefined && v !== null) qs.append(k, String(v));
  }
  const s = qs.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

function buildInit(method: string, body: unknown, opts: ApiOptions, screen: string, signal: AbortSignal): RequestInit {
  const headers = new Headers();
  headers.set('Accept', 'application/json');
  const screenName = screenHeader(screen);
  if (screenName) headers.set('X-Console-Screen', screenName);
  if (opts.view && screenHeader(opts.view.replaceAll(':', '.'))) headers.set('X-Console-View', opts.view);
  if (opts.idempotencyKey) headers.set('Idempotency-Key', opts.idempotencyKey);
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const form = hasBody && opts.encoding === 'form';
  if (hasBody) headers.set('Content-Type', form ? 'application/x-www-form-urlencoded' : 'application/json');
  let sent: string | undefined;
  if (form) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>))
      if (v !== undefined && v !== null) params.append(k, String(v));
    sent = params.toString();
  } else if (hasBody) sent = JSON.stringify(body ?? {});
  return {
    method,
    headers,
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
    body: sent,
  };
}

/** Aborts with the caller's signal or after the request timeout, whichever comes first. */
export function timeoutSignal(signal?: AbortSignal): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const ctl = new AbortController();
  let timedOut = false;
  // A little over the server's own limit so its 504 normally arrives first.
  const timer = setTimeout(() => {
    timedOut = true;
    ctl.abort();
  }, REQUEST_TIMEOUT_MS + 5000);
  const onAbort = () => ctl.abort(signal?.reason);
  if (signal?.aborted) ctl.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: ctl.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

function fail(err: ApiError, silent: boolean | undefined): never {
  if (!silent) notify({ type: 'error', message: err.message });
  throw err;
}

export async function readJson(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

/** Calls the upstream through the proxy; resolves with envelope.data on status 20. */
export async function api<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  return (await apiAnswer<T>(path, opts)).data;
}

/**
 * A call's data with the envelope's message (spec 01 §4, §7: the authentication check shows the
 * server's message on success too). Failures as api(): notified, rejected with an ApiError.
 */
export async function apiAnswer<T = unknown>(path: string, opts: ApiOptions = {}): Promise<{ data: T; message: string }> {
  const method = opts.method ?? 'POST';
  const screen = opts.screen ?? currentScreen();
  const url = `/api${method === 'GET' || method === 'DELETE' ? withQuery(path, opts.body) : path}`;
  const t = timeoutSignal(opts.signal);
  let res: Response;
  try {
    res = await fetch(url, buildInit(method, opts.body, opts, screen, t.signal));
  } catch (e) {
    t.done();
    // The caller's own abort (SWR dedupe, unmount) is not a fault worth a notification.
    if (opts.signal?.aborted) throw e;
    const text = t.timedOut() ? TIMEOUT_TEXT : NETWORK_ERROR_TEXT;
    return fail(new ApiError({ status: -1, message: text, fault: t.timedOut() ? 'timeout' : 'network' }), opts.silent);
  }
  const body = await readJson(res);
  t.done();
  const outcome = classifyResponse(res.status, body, { path, productCode: currentProductCode() });
  if (outcome.kind === 'ok') return { data: outcome.data as T, message: outcome.message };
  if (outcome.kind === 'session') {
    goToLogin();
    throw new ApiError({ status: 41, message: '登录已失效', httpStatus: res.status, fault: 'session' });
  }
  const err = new ApiError({
    status: outcome.status,
    code: outcome.code,
    message: outcome.message,
    httpStatus: res.status,
    fault: outcome.fault,
  });
  return fail(err, opts.silent || !outcome.show);
}

export { currentProductCode, currentScreen, goToLogin, screenHeader, withCode } from './location';
