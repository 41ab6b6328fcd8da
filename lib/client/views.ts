// GET of the console's own JSON views (/views/dialog, /views/form): only the dialog engine uses it,
// so it stays out of the fetcher every screen loads.
import { classifyResponse, NETWORK_ERROR_TEXT, TIMEOUT_TEXT } from '@/lib/errors/classify';
import { ApiError, readJson, timeoutSignal } from './fetcher';
import { currentProductCode, goToLogin } from './location';
import { notify } from './notify';

function fail(err: ApiError): never {
  notify({ type: 'error', message: err.message });
  throw err;
}

/** GET of the console's own JSON views (/views/…): the same error handling as api(). */
export async function consoleGet<T>(url: string): Promise<T> {
  const t = timeoutSignal();
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', cache: 'no-store', signal: t.signal, headers: { Accept: 'application/json' } });
  } catch {
    t.done();
    return fail(new ApiError({ status: -1, message: t.timedOut() ? TIMEOUT_TEXT : NETWORK_ERROR_TEXT, fault: 'network' }));
  }
  const body = await readJson(res);
  t.done();
  if (res.ok) return body as T;
  const outcome = classifyResponse(res.status, body, { path: url, productCode: currentProductCode() });
  if (outcome.kind === 'session') {
    goToLogin();
    throw new ApiError({ status: 41, message: '登录已失效', httpStatus: res.status, fault: 'session' });
  }
  const message = outcome.kind === 'error' ? outcome.message : '';
  return fail(new ApiError({ status: -1, message, httpStatus: res.status }));
}
