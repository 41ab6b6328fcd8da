import { compactStamp } from '@/lib/format/date';

// File names of downloads: `<name>_<yyyyMMddHHmmss>.xls` by default, UTF-8 safe in the header.
const EXTENSIONS = new Set(['xls', 'xlsx', 'csv', 'txt', 'zip', 'pdf', 'png', 'jpg']);

export function safeName(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f"\\/:*?<>|]/g, '').trim().slice(0, 100);
}

export function exportFileName(name: string | null, ext: string | null, now = new Date()): string {
  const base = safeName(name ?? '') || '导出';
  const extension = ext && EXTENSIONS.has(ext.toLowerCase()) ? ext.toLowerCase() : 'xls';
  return `${base}_${compactStamp(now)}.${extension}`;
}

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The file name an upstream Content-Disposition carries, preferring filename*. */
export function nameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return safeName(decodeURIComponent(star[1].trim())) || null;
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? safeName(plain[1]) || null : null;
}

export function decodeHeaderName(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
