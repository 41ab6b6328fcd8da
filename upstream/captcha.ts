// Image captchas: a 4-character code drawn with a hand-made 5x7 bitmap font, scaled up, with
// jitter and noise, encoded as a PNG by hand (zlib deflate + CRC-32) so no image library is needed.
import { randomBytes, randomInt } from 'node:crypto';
import zlib from 'node:zlib';
import type { Db } from './db.ts';

// Digits and capitals without the easily confused 0/O and 1/I.
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const TTL_MS = 5 * 60 * 1000;
const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 4;

// prettier-ignore
const FONT: Record<string, string[]> = {
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
  A: [' ### ', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  B: ['#### ', '#   #', '#   #', '#### ', '#   #', '#   #', '#### '],
  C: [' ### ', '#   #', '#    ', '#    ', '#    ', '#   #', ' ### '],
  D: ['###  ', '#  # ', '#   #', '#   #', '#   #', '#  # ', '###  '],
  E: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#####'],
  F: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#    '],
  G: [' ### ', '#   #', '#    ', '# ###', '#   #', '#   #', ' ####'],
  H: ['#   #', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  J: ['  ###', '   # ', '   # ', '   # ', '   # ', '#  # ', ' ##  '],
  K: ['#   #', '#  # ', '# #  ', '##   ', '# #  ', '#  # ', '#   #'],
  L: ['#    ', '#    ', '#    ', '#    ', '#    ', '#    ', '#####'],
  M: ['#   #', '## ##', '# # #', '# # #', '#   #', '#   #', '#   #'],
  N: ['#   #', '#   #', '##  #', '# # #', '#  ##', '#   #', '#   #'],
  P: ['#### ', '#   #', '#   #', '#### ', '#    ', '#    ', '#    '],
  Q: [' ### ', '#   #', '#   #', '#   #', '# # #', '#  # ', ' ## #'],
  R: ['#### ', '#   #', '#   #', '#### ', '# #  ', '#  # ', '#   #'],
  S: [' ####', '#    ', '#    ', ' ### ', '    #', '    #', '#### '],
  T: ['#####', '  #  ', '  #  ', '  #  ', '  #  ', '  #  ', '  #  '],
  U: ['#   #', '#   #', '#   #', '#   #', '#   #', '#   #', ' ### '],
  V: ['#   #', '#   #', '#   #', '#   #', '#   #', ' # # ', '  #  '],
  W: ['#   #', '#   #', '#   #', '# # #', '# # #', '# # #', ' # # '],
  X: ['#   #', '#   #', ' # # ', '  #  ', ' # # ', '#   #', '#   #'],
  Y: ['#   #', '#   #', ' # # ', '  #  ', '  #  ', '  #  ', '  #  '],
  Z: ['#####', '    #', '   # ', '  #  ', ' #   ', '#    ', '#####'],
};

type Rgb = [number, number, number];

class Canvas {
  readonly pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  fill(c: Rgb): void {
    for (let i = 0; i < WIDTH * HEIGHT; i++) this.pixels.set(c, i * 3);
  }
  set(x: number, y: number, c: Rgb): void {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    this.pixels.set(c, (y * WIDTH + x) * 3);
  }
  /** Bresenham line. */
  line(x0: number, y0: number, x1: number, y1: number, c: Rgb): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      this.set(x0, y0, c);
      if (x0 === x1 && y0 === y1) return;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x0 += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y0 += sy;
      }
    }
  }
}

function drawGlyph(canvas: Canvas, ch: string, left: number, top: number, color: Rgb): void {
  const rows = FONT[ch];
  if (!rows) return;
  // A slight slant per glyph: each font row moves sideways by a fraction of a pixel.
  const slant = (randomInt(0, 9) - 4) / 6;
  rows.forEach((row, r) => {
    const shift = Math.round((3 - r) * slant);
    for (let c = 0; c < row.length; c++) {
      if (row[c] !== '#') continue;
      for (let dy = 0; dy < SCALE; dy++) {
        for (let dx = 0; dx < SCALE; dx++) canvas.set(left + c * SCALE + dx + shift, top + r * SCALE + dy, color);
      }
    }
  });
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes 8-bit RGB pixels as a PNG (filter type 0 on every scanline). */
export function encodePng(width: number, height: number, rgb: Buffer): Buffer {
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) rgb.copy(raw, y * (1 + width * 3) + 1, y * width * 3, (y + 1) * width * 3);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function renderCaptcha(code: string): Buffer {
  const canvas = new Canvas();
  canvas.fill([244, 246, 250]);
  // Light noise lines first so the characters stay on top and readable.
  for (let i = 0; i < 4; i++) {
    const c: Rgb = [randomInt(150, 210), randomInt(150, 210), randomInt(150, 210)];
    canvas.line(randomInt(0, WIDTH), randomInt(0, HEIGHT), randomInt(0, WIDTH), randomInt(0, HEIGHT), c);
  }
  [...code].forEach((ch, i) => {
    const color: Rgb = [randomInt(10, 90), randomInt(20, 90), randomInt(60, 140)];
    drawGlyph(canvas, ch, 10 + i * 26 + randomInt(-2, 3), 6 + randomInt(-3, 4), color);
  });
  // A couple of thin darker lines across the text and some dots make it less trivial to OCR.
  for (let i = 0; i < 2; i++) {
    const c: Rgb = [randomInt(90, 150), randomInt(90, 150), randomInt(90, 150)];
    canvas.line(0, randomInt(8, HEIGHT - 8), WIDTH - 1, randomInt(8, HEIGHT - 8), c);
  }
  for (let i = 0; i < 80; i++) {
    canvas.set(randomInt(0, WIDTH), randomInt(0, HEIGHT), [randomInt(80, 200), randomInt(80, 200), randomInt(80, 200)]);
  }
  return encodePng(WIDTH, HEIGHT, canvas.pixels);
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < 4; i++) code += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return code;
}

export function createCaptcha(db: Db, fixedCode: string | null): { captchaKey: string; image: string } {
  const now = Date.now();
  db.prepare('DELETE FROM captcha WHERE expires_at < ?').run(now);
  const code = fixedCode ?? newCode();
  const captchaKey = randomBytes(16).toString('hex');
  db.prepare('INSERT INTO captcha (captcha_key, code, expires_at) VALUES (?, ?, ?)').run(captchaKey, code, now + TTL_MS);
  return { captchaKey, image: `data:image/png;base64,${renderCaptcha(code).toString('base64')}` };
}

/** Whether the code is right (case-insensitive); `consume` deletes the captcha whatever the outcome. */
export function verifyCaptcha(db: Db, captchaKey: unknown, code: unknown, consume: boolean): boolean {
  if (typeof captchaKey !== 'string' || typeof code !== 'string') return false;
  const row = db.prepare('SELECT code, expires_at FROM captcha WHERE captcha_key = ?').get(captchaKey) as
    | { code: string; expires_at: number }
    | undefined;
  if (consume) db.prepare('DELETE FROM captcha WHERE captcha_key = ?').run(captchaKey);
  return !!row && row.expires_at >= Date.now() && row.code === code.trim().toUpperCase();
}
