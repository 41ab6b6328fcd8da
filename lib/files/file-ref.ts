// Files the upstream stores by id (spec 01 §7 "Image by fileId returns data.data with wanFullUri,
// fileName"; spec 02 §2 tab 2, §3, §7): one way to show a file id. The browser asks the console's
// /views/file route, which looks the id up on the server through the contract's file-info call
// (the same authorisation and audit as a proxied call) and sends the browser to the wanFullUri
// only when it lies on the configured upstream file host (UPSTREAM_FILE_ORIGIN), the one host the
// page's Content-Security-Policy admits for images. The live-body video is the spec's download
// link `/export-log/download?fileId={fileId}`.

/** The console route that turns a file id into its wanFullUri. */
export const FILE_ROUTE = '/views/file';

/** A file id as the upstream gives it: no path, no scheme (values starting with `/` or `http` are URIs). */
const FILE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

export const isFileId = (v: unknown): v is string => typeof v === 'string' && FILE_ID.test(v);

/** Where an <img> of a file id loads from: the look-up route, naming the page's screen (an <img> sends no header). */
export function fileImageSrc(fileId: string, screen: string): string {
  if (!isFileId(fileId)) return '';
  const q = new URLSearchParams({ fileId });
  if (screen) q.set('_screen', screen);
  return `${FILE_ROUTE}?${q}`;
}

/** The wanFullUri of a look-up answer: at `data` or, as spec 01 §7 writes it, at `data.data`. */
export function wanFullUriOf(answer: unknown): string {
  const at = (o: unknown) => (o && typeof o === 'object' ? (o as Record<string, unknown>).wanFullUri : undefined);
  const v = at(answer) ?? at(answer && typeof answer === 'object' ? (answer as Record<string, unknown>).data : undefined);
  return typeof v === 'string' ? v : '';
}

/** The origin of the upstream's file host (a setting; default the upstream's own origin). */
export function fileOrigin(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const raw = env.UPSTREAM_FILE_ORIGIN || env.UPSTREAM_URL || 'http://127.0.0.1:4010';
  try {
    const u = new URL(raw);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : '';
  } catch {
    return '';
  }
}

/**
 * A wanFullUri relative to the upstream's base (`/file-download?path=…`, protocol §3): reached
 * through the console's own proxy, which authorises it as any call, naming the screen; else ''.
 */
export function proxiedFileUri(uri: string, screen: string): string {
  if (!/^\/[A-Za-z0-9_./-]+(\?[A-Za-z0-9_./=&%-]*)?$/.test(uri) || uri.startsWith('//') || uri.includes('..')) return '';
  const named = /^[A-Za-z0-9_]{1,64}$/.test(screen) ? `${uri.includes('?') ? '&' : '?'}_screen=${screen}` : '';
  return `/api${uri}${named}`;
}

/** The absolute wanFullUri the browser may be sent to: on the file host only, else ''. */
export function allowedFileUri(uri: string, origin: string): string {
  if (!origin) return '';
  try {
    const u = new URL(uri);
    return u.origin === origin && !u.username && !u.password ? u.href : '';
  } catch {
    return '';
  }
}
