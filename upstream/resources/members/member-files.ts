// The member dialog's files, built on request instead of stored: ID and shop photos as small PNG
// pictures (one look per kind), the live-body video as an MP4 container, and each agreement as a
// one-page PDF naming its member. A file is served only for a member the employee may see. The
// seeded uploads of the file list are built the same way (seededUpload), to the size their row gives.
import { deflateSync, crc32 } from 'node:zlib';
import { jpeg } from './jpeg.ts';

/** Image kinds a member's records name (fileId `IMG-<kind>-<memberId>`), with their colours. */
export const IMAGE_KINDS: Readonly<Record<string, readonly [number, number, number]>> = {
  front: [64, 120, 200],
  reverse: [200, 80, 60],
  shopFront: [40, 160, 100],
  shopIndoor: [220, 170, 40],
  shopCashier: [140, 80, 180],
  sign: [90, 90, 90],
  license: [180, 40, 40],
  qr: [20, 20, 20],
  avatar: [30, 150, 200],
  // The pictures seeded behind posters and goods items (seedPicture).
  poster: [230, 110, 60],
  goods: [70, 140, 220],
  bankCard: [30, 90, 160],
};

export const fileId = (kind: string, memberId: string) => `IMG-${kind}-${memberId}`;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const pngCache = new Map<string, Buffer>();

/** A 240x150 picture: a coloured card with a lighter band and a frame (a QR code kind is checkered). */
export function png(kind: string): Buffer {
  const hit = pngCache.get(kind);
  if (hit) return hit;
  const [r, g, b] = IMAGE_KINDS[kind] ?? [120, 120, 120];
  const w = 240;
  const h = 150;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < w; x++) {
      const frame = x < 6 || y < 6 || x >= w - 6 || y >= h - 6;
      const band = y > 50 && y < 80 && x > 20 && x < 220;
      const cell = kind === 'qr' && ((x >> 4) + (y >> 4)) % 2 === 0;
      const k = frame ? 0.6 : band ? 1.6 : cell ? 0.3 : 1;
      const o = row + 1 + x * 3;
      raw[o] = Math.min(255, r * k + (kind === 'qr' && !cell ? 200 : 0));
      raw[o + 1] = Math.min(255, g * k + (kind === 'qr' && !cell ? 200 : 0));
      raw[o + 2] = Math.min(255, b * k + (kind === 'qr' && !cell ? 200 : 0));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const out = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  pngCache.set(kind, out);
  return out;
}

/** An MP4 container (ftyp + mdat) standing in for a recorded live-body check. */
export function mp4(memberId: string): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
  const payload = Buffer.from(`live-body check of member ${memberId}`);
  const mdatHead = Buffer.alloc(8);
  mdatHead.writeUInt32BE(payload.length + 8, 0);
  mdatHead.write('mdat', 4, 'ascii');
  return Buffer.concat([ftyp, mdatHead, payload]);
}

/** A one-page PDF (Helvetica, ASCII lines); `pad` bytes of comment after its header. */
export function pdf(lines: readonly string[], pad = 0): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines.map((l, i) => `${i === 0 ? '' : '0 -22 Td '}(${esc(l)}) Tj`).join('\n');
  const stream = `BT /F1 13 Tf 64 770 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = `%PDF-1.4\n${pad >= 2 ? `%${'0'.repeat(pad - 2)}\n` : ''}`;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The card of png() in 8x8 blocks, as the JPEG a scanned document is (240x144). */
function jpegCard(kind: string): Buffer {
  const [r, g, b] = IMAGE_KINDS[kind] ?? [120, 120, 120];
  return jpeg(240, 144, (x, y) => {
    const k = x === 0 || y === 0 || x === 29 || y === 17 ? 0.6 : y >= 6 && y <= 9 && x >= 3 && x <= 26 ? 1.6 : 1;
    return [Math.min(255, r * k), Math.min(255, g * k), Math.min(255, b * k)];
  });
}

/** A PNG grown to `size` bytes by a private ancillary chunk before IEND (decoders skip it). */
function padPng(bytes: Buffer, size: number): Buffer {
  const need = size - bytes.length;
  if (need < 12) return bytes;
  const end = bytes.length - 12;
  return Buffer.concat([bytes.subarray(0, end), chunk('paDd', Buffer.alloc(need - 12)), bytes.subarray(end)]);
}

/** A JPEG grown to `size` bytes by comment segments after its start marker. */
function padJpeg(bytes: Buffer, size: number): Buffer {
  let need = size - bytes.length;
  if (need < 4) return bytes;
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  while (need > 0) {
    // A segment holds at most 65,533 bytes; the last one keeps at least its 4 bytes of header.
    let take = Math.min(need, 65_537);
    if (need - take > 0 && need - take < 4) take -= 4;
    const seg = Buffer.alloc(take);
    seg.set([0xff, 0xfe, (take - 2) >> 8, (take - 2) & 0xff]);
    parts.push(seg);
    need -= take;
  }
  parts.push(bytes.subarray(2));
  return Buffer.concat(parts);
}

/** A PDF of `lines` exactly `size` bytes long (its offsets grow with the padding: two passes settle them). */
function sizedPdf(lines: readonly string[], size: number): Buffer {
  let pad = size - pdf(lines).length;
  if (pad < 2) return pdf(lines);
  for (let i = 0; i < 3; i++) {
    const out = pdf(lines, pad);
    if (out.length === size) return out;
    pad += size - out.length;
  }
  return pdf(lines, pad);
}

/** What a seeded upload's row says of it: its file type (spec 01 §7 fileType) gives the picture. */
export interface SeededUpload {
  fileId: string;
  fileType: string;
  memberId: string | null;
  size: number;
  contentType: string;
}

const SCAN_KINDS: Readonly<Record<string, string>> = {
  '100710': 'front',
  '100720': 'bankCard',
  '100730': 'reverse',
  '100740': 'license',
  '100750': 'shopFront',
};

/** The bytes of a seeded upload: its kind's picture or an agreement naming its member, `size` bytes long. */
export function seededUpload(file: SeededUpload): Buffer {
  if (file.contentType === 'application/pdf')
    return sizedPdf(['Cooperation agreement', `Member ${file.memberId ?? '-'}`, `File ${file.fileId}`], file.size);
  const kind = SCAN_KINDS[file.fileType] ?? 'sign';
  return file.contentType === 'image/jpeg' ? padJpeg(jpegCard(kind), file.size) : padPng(png(kind), file.size);
}
