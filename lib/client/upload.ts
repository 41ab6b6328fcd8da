// The browser's one multipart sender (image uploads, Excel imports): same-origin /api/<path> with
// the screen header, classified like api() in fetcher.ts. It never notifies on its own: each caller
// words its own outcome (上传失败, 导入失败 …); only a session end is acted on here.
import { classifyResponse } from '@/lib/errors/classify';
import { readJson, timeoutSignal } from './fetcher';
import { currentProductCode, currentScreen, goToLogin, screenHeader } from './location';

export interface UploadOptions {
  /** Route name for X-Console-Screen; default: the first segment of location.pathname. */
  screen?: string;
  signal?: AbortSignal;
  /** Idempotency-Key of a money import (batch adjustments): the same file sent again is the same operation. */
  idempotencyKey?: string;
}

export type UploadResult<T = unknown> =
  /** Envelope status 20: `data` as sent, `message` the envelope's message ('' when none). */
  | { kind: 'ok'; data: T; message: string }
  /** Envelope or HTTP failure; `message` is the catalogue text (with 【返回码：…】 when coded). */
  | { kind: 'error'; status: number; code?: string; message: string; httpStatus: number }
  /** No answer at all: network failure, timeout or the caller's abort. */
  | { kind: 'transport'; timedOut: boolean }
  /** Status 41 / HTTP 401: the browser is already on its way to /Login. */
  | { kind: 'session' };

/** POSTs `form` as multipart/form-data to /api<path>; `path` is the upstream path. */
export async function uploadFile<T = unknown>(path: string, form: FormData, opts: UploadOptions = {}): Promise<UploadResult<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  const screen = screenHeader(opts.screen ?? currentScreen());
  if (screen) headers.set('X-Console-Screen', screen);
  if (opts.idempotencyKey) headers.set('Idempotency-Key', opts.idempotencyKey);
  // No Content-Type: the browser must write the multipart boundary itself.

  const t = timeoutSignal(opts.signal);
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(`/api${path}`, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: t.signal,
    });
    body = await readJson(res);
  } catch {
    return { kind: 'transport', timedOut: t.timedOut() };
  } finally {
    t.done();
  }

  const outcome = classifyResponse(res.status, body, { path, productCode: currentProductCode() });
  if (outcome.kind === 'session') {
    goToLogin();
    return { kind: 'session' };
  }
  if (outcome.kind === 'ok') {
    const message = (body as { message?: unknown }).message;
    return { kind: 'ok', data: outcome.data as T, message: typeof message === 'string' ? message : '' };
  }
  return {
    kind: 'error',
    status: outcome.status,
    code: outcome.code,
    message: outcome.message,
    httpStatus: res.status,
  };
}
