// Exports (spec 01 §7, protocol §5): the answer is either a file to save or an envelope saying a
// background task was created, after which the operator is offered the report-log screen.
import { confirm } from './confirm';
import { EXPORT_FAILED, EXPORT_TASK_CONFIRM, NOTICE_TITLE } from '@/lib/errors/classify';
import { exportFileName, filenameFromDisposition } from '@/lib/format/filename';
import { currentScreen, goToLogin, screenHeader, withCode } from './location';
import { notify } from './notify';

export interface DownloadOptions {
  /** Export name: sent as X-Export-Name and used for the fallback file name. */
  name: string;
  /** Route name for X-Console-Screen; default: the current page's. */
  screen?: string;
  /** ORG operators go to /ProductLogOrg, everyone else to /ProductLog. */
  roleType?: 'PRODUCT' | 'ORG';
  /** Fallback file extension (spec: xls by default; the TUSN list is txt). */
  ext?: string;
  /** How to go to the report log; pass router.push for a client navigation. */
  navigate?: (href: string) => void;
  /** POST (exports, the default) or GET (a stored file: its fields go in the query string). */
  method?: 'GET' | 'POST';
}

export type DownloadResult = 'file' | 'task' | 'failed';

function exportFailed(): DownloadResult {
  notify({ type: 'error', title: EXPORT_FAILED.title, message: EXPORT_FAILED.message });
  return 'failed';
}

/** The search form without paging: an export covers every row of the query. */
function exportBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body ?? {};
  const { pageNum: _n, pageSize: _s, ...rest } = body as Record<string, unknown>;
  return rest;
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click() returns; give them time before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POSTs an export and saves the file, or offers the report log for a background task. */
export async function download(path: string, body: unknown, opts: DownloadOptions): Promise<DownloadResult> {
  const screen = screenHeader(opts.screen ?? currentScreen());
  const get = opts.method === 'GET';
  const headers: Record<string, string> = { 'X-Export-Name': encodeURIComponent(opts.name) };
  // The console names the file (Content-Disposition): it needs the extension when it is not .xls.
  if (opts.ext) headers['X-Export-Ext'] = opts.ext;
  if (!get) headers['Content-Type'] = 'application/json';
  if (screen) headers['X-Console-Screen'] = screen;
  const query = get
    ? new URLSearchParams(Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString()
    : '';

  let res: Response;
  try {
    res = await fetch(`/api${path}${query ? `?${query}` : ''}`, {
      method: get ? 'GET' : 'POST',
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      body: get ? undefined : JSON.stringify(exportBody(body)),
    });
  } catch {
    return exportFailed();
  }

  if (res.status === 401) {
    goToLogin();
    return 'failed';
  }

  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    let envelope: { status?: unknown } | undefined;
    try {
      envelope = (await res.json()) as { status?: unknown };
    } catch {
      return exportFailed();
    }
    if (envelope?.status === 41) {
      goToLogin();
      return 'failed';
    }
    if (!res.ok || envelope?.status !== 20) return exportFailed();
    const go = await confirm({ title: NOTICE_TITLE, message: EXPORT_TASK_CONFIRM });
    if (go) {
      const target = withCode(opts.roleType === 'ORG' ? '/ProductLogOrg' : '/ProductLog');
      (opts.navigate ?? ((href: string) => window.location.assign(href)))(target);
    }
    return 'task';
  }

  if (!res.ok) return exportFailed();
  try {
    const blob = await res.blob();
    const filename = filenameFromDisposition(res.headers.get('content-disposition')) ?? exportFileName(opts.name, opts.ext);
    saveBlob(blob, filename);
    return 'file';
  } catch {
    return exportFailed();
  }
}
