// A baseline JPEG of flat 8x8 blocks, written by hand: a block of one colour has no AC
// coefficients, so each block is a DC difference and an end-of-block code. Enough for the demo's
// scanned documents (ID cards, licences, shop fronts), which are JPEG as the console uploads them.

/** Colour of the block at (column, row), as RGB. */
export type BlockColour = (bx: number, by: number) => readonly [number, number, number];

class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private bits = 0;

  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      if (++this.bits === 8) this.flush();
    }
  }

  private flush(): void {
    this.bytes.push(this.acc);
    // A 0xFF in the entropy-coded data is followed by a stuffed zero byte.
    if (this.acc === 0xff) this.bytes.push(0);
    this.acc = 0;
    this.bits = 0;
  }

  /** The data, its last byte padded with one bits. */
  end(): number[] {
    while (this.bits !== 0) this.write(1, 1);
    return this.bytes;
  }
}

const segment = (marker: number, data: readonly number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];

/** Bits needed for |v| (the JPEG size category of a DC difference). */
const category = (v: number) => (v === 0 ? 0 : Math.floor(Math.log2(Math.abs(v))) + 1);

export function jpeg(width: number, height: number, colour: BlockColour): Buffer {
  const bw = Math.ceil(width / 8);
  const bh = Math.ceil(height / 8);
  const app0 = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  // One quantisation table of ones: a flat block's DC is 8 x (level - 128), exactly.
  const dqt = segment(0xdb, [0x00, ...Array<number>(64).fill(1)]);
  const sof = segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]);
  // DC table: categories 0-11, each a 4-bit code (0000 ... 1011); AC table: end-of-block alone, code 0.
  const dcCounts = [0, 0, 0, 12, ...Array<number>(12).fill(0)];
  const acCounts = [1, ...Array<number>(15).fill(0)];
  const dht = segment(0xc4, [0x00, ...dcCounts, ...Array.from({ length: 12 }, (_, i) => i), 0x10, ...acCounts, 0x00]);
  const sos = segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]);

  const out = new BitWriter();
  const previous = [0, 0, 0];
  for (let by = 0; by < bh; by++)
    for (let bx = 0; bx < bw; bx++) {
      const [r, g, b] = colour(bx, by);
      const ycc = [
        0.299 * r + 0.587 * g + 0.114 * b,
        128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
        128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
      ];
      ycc.forEach((level, c) => {
        const dc = Math.round(8 * (Math.min(255, Math.max(0, level)) - 128));
        const diff = dc - previous[c]!;
        previous[c] = dc;
        const s = category(diff);
        out.write(s, 4);
        if (s > 0) out.write(diff >= 0 ? diff : diff + (1 << s) - 1, s);
        out.write(0, 1);
      });
    }
  return Buffer.from([0xff, 0xd8, ...app0, ...dqt, ...sof, ...dht, ...sos, ...out.end(), 0xff, 0xd9]);
}
