// The error catalogue of spec 01 §8, in one place: the browser's fetcher, the server and the tests
// all quote these texts, so a wording change happens here only. Pure: no browser globals.

export * from './texts';
import { recordLoginLog } from '@/lib/calls/login-log';
import { CONTACT_ADMIN, PERMISSION_DENIED, SYSTEM_ERROR, TIMEOUT_TEXT } from './texts';

/**
 * The call whose 404 is never shown (spec 01 §7 login table). Here rather than in texts.ts, and
 * from its own module rather than session.ts: the error boundary's texts carry no call declaration,
 * and the browser no other session call.
 */
export const LOGIN_LOG_PATH = recordLoginLog.path;

/** `message【返回码：code】`, or the bare message when there is no code. */
export function businessErrorText(message: string, code?: string | number | null): string {
  const text = message || '';
  return code === undefined || code === null || code === '' ? text : `${text}【返回码：${code}】`;
}

/** The text of an HTTP-level failure (spec 01 §8 "HTTP errors"). */
export function httpErrorText(status: number, opts: { fault?: string; url?: string } = {}): string {
  if (opts.fault === 'timeout') return TIMEOUT_TEXT;
  if (status === 404) return `${SYSTEM_ERROR} | 404 ${CONTACT_ADMIN}${opts.url ? `：${opts.url}` : ''}`;
  return `${SYSTEM_ERROR} | ${status}`;
}

function pathOnly(path: string): string {
  const q = path.search(/[?#]/);
  return q === -1 ? path : path.slice(0, q);
}

/**
 * Whether a 404 of this call stays silent: always for the login-log call, and for the pos/standard
 * family when the product code is 'all' (that product has no such paths; the 404 is expected).
 */
export function silent404(path: string, productCode?: string | null): boolean {
  const p = pathOnly(path).replace(/^\/api(?=\/)/, '');
  if (p === LOGIN_LOG_PATH || p.endsWith(LOGIN_LOG_PATH)) return true;
  return productCode === 'all' && /(^|\/)pos\/standard(\/|$)/.test(p);
}

/** What the browser should do with one answer of /api/…; decided here so it can be unit-tested. */
export type Outcome =
  | { kind: 'ok'; data: unknown; message: string }
  | { kind: 'session' }
  | { kind: 'error'; status: number; code?: string; message: string; show: boolean; fault?: string };

interface BodyShape {
  status?: unknown;
  message?: unknown;
  code?: unknown;
  data?: unknown;
  fault?: unknown;
  httpStatus?: unknown;
  /** The upstream error page's text (the console's proxy passes an excerpt). */
  body?: unknown;
}

function asBody(body: unknown): BodyShape {
  return body && typeof body === 'object' ? (body as BodyShape) : {};
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;
}

/**
 * Classifies an answer. `path` is the upstream path (without /api), `productCode` the current
 * product (for the 404 rule), `body` the parsed JSON or undefined when the body was not JSON.
 */
export function classifyResponse(httpStatus: number, body: unknown, ctx: { path: string; productCode?: string | null }): Outcome {
  const b = asBody(body);
  const status = typeof b.status === 'number' ? b.status : undefined;
  const message = str(b.message);
  const code = str(b.code);
  const fault = str(b.fault);

  if (httpStatus === 401 || status === 41 || fault === 'session') return { kind: 'session' };

  if (httpStatus >= 200 && httpStatus < 300) {
    if (status === 20) return { kind: 'ok', data: b.data, message: typeof b.message === 'string' ? b.message : '' };
    if (status === undefined) {
      return { kind: 'error', status: -1, message: httpErrorText(502), show: true, fault: 'upstream' };
    }
    return { kind: 'error', status, code, message: businessErrorText(message ?? '', code), show: true };
  }

  // 403 that is not a session end: the server's message, when there is one.
  if (httpStatus === 403) {
    const text = message ? businessErrorText(message, code) : PERMISSION_DENIED;
    return { kind: 'error', status: status ?? -1, code, message: text, show: true, fault };
  }
  if (fault === 'timeout') {
    return { kind: 'error', status: -1, message: TIMEOUT_TEXT, show: true, fault };
  }
  if (httpStatus === 404) {
    const url = `/api${pathOnly(ctx.path)}`;
    return {
      kind: 'error',
      status: status ?? -1,
      message: httpErrorText(404, { url }),
      show: !silent404(ctx.path, ctx.productCode),
      fault,
    };
  }
  // A proxy-side rejection of bad input carries a readable message; everything else is generic.
  if (fault === 'bad-request' && message) {
    return { kind: 'error', status: -1, message, show: true, fault };
  }
  // 504 and the other HTTP errors: 'system error | {status}' with the error page's text (spec 01 §8).
  const page = str(b.body);
  return {
    kind: 'error',
    status: status ?? -1,
    code,
    message: page ? `${httpErrorText(httpStatus)} ${page}` : httpErrorText(httpStatus),
    show: true,
    fault,
  };
}
