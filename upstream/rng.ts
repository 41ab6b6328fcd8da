// The seed's deterministic random source: mulberry32 behind a few drawing helpers, and the
// person-shaped values (names, mobiles, ID numbers) every seeded table draws from.
import { GIVEN_CHARS, MOBILE_PREFIXES, REGION_CODES, SURNAMES } from './seed-names.ts';
import { DAY } from './kit/time.ts';

/** mulberry32: tiny, fast, good enough for demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  weighted<T>(pairs: ReadonlyArray<readonly [T, number]>): T {
    let r = this.next() * pairs.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of pairs) if ((r -= w) < 0) return value;
    return pairs[pairs.length - 1][0];
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  hex(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += '0123456789ABCDEF'[this.int(0, 15)];
    return s;
  }
}

/** A well-formed 18-digit resident ID number (GB 11643 check digit). */
export function idNumber(rng: Rng): string {
  const birth = new Date(Date.UTC(1960, 0, 1) + rng.int(0, 40 * 365) * DAY);
  const body = rng.pick(REGION_CODES) + birth.toISOString().slice(0, 10).replaceAll('-', '') + rng.digits(3);
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

export function personName(rng: Rng): string {
  const given = rng.next() < 0.6 ? rng.pick(GIVEN_CHARS) + rng.pick(GIVEN_CHARS) : rng.pick(GIVEN_CHARS);
  return rng.pick(SURNAMES) + given;
}

export function mobileNumber(rng: Rng): string {
  return rng.pick(MOBILE_PREFIXES) + rng.digits(8);
}

/** A card number of `bin`, 16 or 19 digits (Luhn check digit). */
export function cardNumber(rng: Rng, bin: string): string {
  const body = bin + rng.digits(rng.chance(0.5) ? 9 : 12);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
