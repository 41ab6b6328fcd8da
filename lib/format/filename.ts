// File names of downloads, one rule for the server and the browser: the upstream's
// Content-Disposition name when it gives one, else `<name>_<yyyyMMddHHmmss>.xls` in the platform's
// time zone; sent UTF-8 safe (RFC 6266 / 5987). Pure.
import { compactStamp } from './date';

const EXTENSIONS = new Set(['xls', 'xlsx', 'csv', 'txt', 'zip', 'pdf', 'png', 'jpg']);

export function safeName(name: string): string {
  return name
    .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]/g, '')
    .trim()
    .slice(0, 100);
}

export function exportFileName(name: string | null, ext: string | null | undefined, now = new Date()): string {
  const base = safeName(name ?? '') || '导出';
  const extension = ext && EXTENSIONS.has(ext.toLowerCase()) ? ext.toLowerCase() : 'xls';
  return `${base}_${compactStamp(now)}.${extension}`;
}

/** An ASCII fallback plus the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8) wins over `filename`. */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    const charset = star[1].trim().toLowerCase();
    const raw = star[2].trim().replace(/^"(.*)"$/, '$1');
    if (charset === 'utf-8' || charset === '') return safeDecode(raw);
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  // Many servers percent-encode the plain form too; decoding a plain name is harmless.
  return value ? safeDecode(value) : null;
}

/** A header value the browser percent-encoded (X-Export-Name), or null. */
export function decodeHeaderName(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
