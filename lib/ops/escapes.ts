// A percent-escape that does not decode (`%`, `%E0%A4%A`: not two hex digits, or not UTF-8) in a
// request's path or query. Next answers such a path with a bare 500, and re-encodes such a query
// before any of the console's code sees it (`%` becomes `%25`). So the Node server marks the request
// while its address is still raw (markMalformed, instrumentation-node.ts) and the console answers
// 400 itself: proxy.ts for pages and /api paths, lib/gate/proxy.ts for an /api query.

/** The mark; a client's own header of that name is dropped. */
export const MALFORMED_HEADER = 'x-console-bad-escape';

const decodes = (s: string) => {
  try {
    decodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
};

/** True when the path or any query key or value (`+` as a space) fails to decode. */
export function hasMalformedEscape(pathname: string, search = ''): boolean {
  if (!decodes(pathname)) return true;
  return search
    .replace(/^\?/, '')
    .split('&')
    .some((part) => part.split('=').some((s) => !decodes(s.replace(/\+/g, ' '))));
}

type RawRequest = { url?: string; headers: Record<string, string | string[] | undefined> };

/** Paths the console answers with its JSON envelope: their refusal is the gate's (lib/gate/proxy.ts). */
const CALL_PATH = /^\/(api|auth|views)\//;
type RawResponse = { writeHead: (status: number, ...rest: never[]) => unknown };

/**
 * Marks (or unmarks) a raw Node request before Next reads it: a call is marked (and refused by the
 * gate), a page is served the 400 page, and that answer's 200 becomes 400 here (Node writes every
 * status line through writeHead, implicit ones too).
 */
export function markMalformed(req: RawRequest, res: RawResponse): void {
  if (MALFORMED_HEADER in req.headers) delete req.headers[MALFORMED_HEADER];
  const url = req.url ?? '';
  if (!url.includes('%')) return;
  const q = url.indexOf('?');
  if (!hasMalformedEscape(q < 0 ? url : url.slice(0, q), q < 0 ? '' : url.slice(q))) return;
  // A page is served the 400 page here, on the raw request. A rewrite in proxy.ts did the same, but
  // on a server bound to 127.0.0.1 Next took it for another host (its request URLs read localhost)
  // and proxied it to itself over HTTP: a second request, and 11 close listeners on the first
  // answer (MaxListenersExceededWarning in the demo's log, issue #53).
  if (CALL_PATH.test(url)) req.headers[MALFORMED_HEADER] = '1';
  else req.url = '/400';
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => writeHead(status === 200 ? 400 : status, ...rest);
}
