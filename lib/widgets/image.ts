// Image compression before upload (spec 01 §5, §9: about 1000 KB). The plan of attempts is pure
// and unit-tested; compressImage() runs it on a canvas in the browser.

import { currentScreen, screenHeader } from '@/lib/client/location';
import { FILE_ROUTE, fileImageSrc, isFileId } from '@/lib/files/file-ref';

export const COMPRESS_TARGET_BYTES = 1000 * 1024;
/** The logo upload's limit (spec 01 §9). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export interface Attempt {
  width: number;
  height: number;
  quality: number;
}

export interface PlanOptions {
  /** Browsers refuse or blank very large canvases; start no larger than this side. */
  maxSide?: number;
  /** Below this the picture stops being legible; the plan ends here. */
  minSide?: number;
}

const FULL_SIZE_QUALITIES = [0.92, 0.8, 0.7, 0.6, 0.5];
const REDUCED_QUALITIES = [0.8, 0.6];
const SCALE_STEP = 0.8;

/**
 * The JPEG encodings to try, in order, until one fits the target: first lower quality at full
 * size, then smaller sizes. Never enlarges; always at least one attempt.
 */
export function compressionPlan(width: number, height: number, opts: PlanOptions = {}): Attempt[] {
  const maxSide = opts.maxSide ?? 4096;
  const minSide = opts.minSide ?? 480;
  const longest = Math.max(width, height, 1);
  const base = Math.min(1, maxSide / longest);
  const attempts: Attempt[] = [];
  for (let level = 0; level < 12; level++) {
    const scale = base * SCALE_STEP ** level;
    if (level > 0 && longest * scale < minSide) break;
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    for (const quality of level === 0 ? FULL_SIZE_QUALITIES : REDUCED_QUALITIES) {
      attempts.push({ width: w, height: h, quality });
    }
  }
  return attempts;
}

/** GIFs keep their animation only as they are; small files need no work. */
export function needsCompression(file: { size: number; type?: string; name: string }, target = COMPRESS_TARGET_BYTES): boolean {
  if (file.size <= target) return false;
  return !(file.type === 'image/gif' || /\.gif$/i.test(file.name));
}

/** The re-encoded file is a JPEG whatever it was before. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[A-Za-z0-9]+$/, '');
  return `${base || 'image'}.jpg`;
}

/**
 * Where the browser may load a stored image from. The upstream answers with paths relative to its
 * own base, reached through the console's /api proxy; anything that is not http(s), blob: or a
 * same-origin path is not shown at all. A proxy path names the page's screen in `_screen` (the
 * proxy's SCREEN_PARAM), as the fetcher's header does: an <img> sends no header, and an agent holds
 * only the BIZ_ rights of its screens.
 */
export function previewSrc(uri: string | undefined | null, screen: string = currentScreen()): string {
  if (!uri) return '';
  if (/^(https?:|blob:)/i.test(uri)) return uri;
  // A file id's look-up route (lib/files/file-ref.ts) already names its screen.
  if (uri.startsWith(`${FILE_ROUTE}?`)) return uri;
  if (uri.startsWith('//') || !uri.startsWith('/')) return '';
  const path = uri.startsWith('/api/') ? uri : `/api${uri}`;
  const name = screenHeader(screen);
  return name ? `${path}${path.includes('?') ? '&' : '?'}_screen=${name}` : path;
}

/**
 * A dialog field's stored file: a URI shows as previewSrc does; a file id (spec 02 §3: the member's
 * and sub-merchant's files) through its look-up as an image, or as the spec's download link
 * `/export-log/download?fileId={fileId}` (spec 02 §7, the live-body video).
 */
export function storedFileSrc(raw: unknown, as: 'image' | 'download', screen: string = currentScreen()): string {
  if (typeof raw !== 'string' || !raw) return '';
  if (!isFileId(raw)) return previewSrc(raw, screen);
  return as === 'image' ? fileImageSrc(raw, screen) : previewSrc(`/export-log/download?fileId=${encodeURIComponent(raw)}`, screen);
}

async function encode(bitmap: ImageBitmap, a: Attempt): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = a.width;
  canvas.height = a.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  // JPEG has no alpha: transparent PNG areas would turn black without a white ground.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, a.width, a.height);
  ctx.drawImage(bitmap, 0, 0, a.width, a.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', a.quality));
}

/**
 * Re-encodes an image to JPEG with falling quality and size until it is at most `target` bytes;
 * the smallest result when none fits. Returns the file unchanged when it needs no work or the
 * browser cannot decode it (the upstream then judges it).
 */
export async function compressImage(file: File, target = COMPRESS_TARGET_BYTES): Promise<File> {
  if (!needsCompression(file, target)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    let best: Blob | null = null;
    for (const attempt of compressionPlan(bitmap.width, bitmap.height)) {
      const blob = await encode(bitmap, attempt);
      if (!blob) continue;
      if (!best || blob.size < best.size) best = blob;
      if (blob.size <= target) break;
    }
    if (!best || best.size >= file.size) return file;
    return new File([best], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}
