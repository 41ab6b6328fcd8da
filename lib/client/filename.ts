// Export file names (spec 01 §7 exports): the server's Content-Disposition when present, else the
// screen's name plus a timestamp. Pure, so it is unit-tested.
import { format } from 'date-fns';

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

/** `${name}${yyyyMMddHHmmss}.${ext}` (default extension xls). */
export function defaultExportName(name: string, ext = 'xls', now: Date = new Date()): string {
  return `${name}${format(now, 'yyyyMMddHHmmss')}.${ext}`;
}
