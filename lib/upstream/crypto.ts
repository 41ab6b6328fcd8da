// Encryption scheme v1 of the wire contract (shared/protocol/README.md §3).
// Pure node:crypto with no project imports, so the reference upstream (plain Node with type
// stripping) uses this same module: one implementation, checked against protocol/vectors.json.
import {
  constants,
  createCipheriv,
  createDecipheriv,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  type DecipherGCM,
  type KeyObject,
} from 'node:crypto';
import { Transform } from 'node:stream';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const ALGO = 'aes-256-gcm';

export class DecryptError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DecryptError';
  }
}

export function newAesKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/** AES-256-GCM over `plaintext` with the decimal timestamp as AAD; returns IV || ciphertext || tag. */
export function sealBytes(plaintext: Uint8Array, key: Uint8Array, aad: string | number, iv: Uint8Array = randomBytes(IV_BYTES)): Buffer {
  const cipher = createCipheriv(ALGO, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(String(aad), 'ascii'));
  return Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

export function openBytes(sealed: Uint8Array, key: Uint8Array, aad: string | number): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new DecryptError('ciphertext too short');
  const buf = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  try {
    const decipher = createDecipheriv(ALGO, key, buf.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(String(aad), 'ascii'));
    decipher.setAuthTag(buf.subarray(buf.length - TAG_BYTES));
    return Buffer.concat([decipher.update(buf.subarray(IV_BYTES, buf.length - TAG_BYTES)), decipher.final()]);
  } catch (cause) {
    throw new DecryptError('authentication failed', { cause });
  }
}

/**
 * Strict: the text must be the canonical base64 of what it decodes to (Node's own decoder reads
 * base64url, skips foreign characters, stops at an early pad and drops set pad bits). Its bytes go
 * through the one strict decoder below; a character past ASCII is outside the alphabet there.
 */
export function fromBase64Strict(text: unknown): Buffer {
  if (typeof text !== 'string') throw new DecryptError('bad base64');
  return fromBase64BytesStrict(Buffer.from(text, 'utf8'));
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Each byte's six bits, -1 outside the alphabet. */
const SEXTETS = new Int8Array(256).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) SEXTETS[ALPHABET.charCodeAt(i)] = i;
/** The alphabet as bytes, by six-bit value. */
const B64 = Buffer.from(ALPHABET, 'ascii');

/**
 * Canonical base64 given as bytes (the sealed data of an answer read whole), decoded where they
 * lie: a 270 KB string made of them costs ~0.9 ms, this walk ~0.3. Canonical: alphabet only, `=`
 * only as the last one or two, and the pad bits clear (tests/unit/crypto.test.ts compares the
 * verdict with encoding the bytes back, over random texts).
 */
export function fromBase64BytesStrict(src: Uint8Array): Buffer {
  const n = src.length;
  if (n % 4 !== 0) throw new DecryptError('bad base64');
  const pad = n > 0 && src[n - 1] === 0x3d ? (src[n - 2] === 0x3d ? 2 : 1) : 0;
  const out = Buffer.allocUnsafe((n / 4) * 3 - pad);
  const whole = pad ? n - 4 : n;
  let o = 0;
  for (let i = 0; i < whole; i += 4) {
    const v = (SEXTETS[src[i]!]! << 18) | (SEXTETS[src[i + 1]!]! << 12) | (SEXTETS[src[i + 2]!]! << 6) | SEXTETS[src[i + 3]!]!;
    // A -1 anywhere sets the sign bit.
    if (v < 0) throw new DecryptError('bad base64');
    out[o++] = v >> 16;
    out[o++] = (v >> 8) & 0xff;
    out[o++] = v & 0xff;
  }
  if (pad) {
    const a = SEXTETS[src[whole]!]!;
    const b = SEXTETS[src[whole + 1]!]!;
    const c = pad === 1 ? SEXTETS[src[whole + 2]!]! : 0;
    // The bits past the last whole byte must be clear.
    if ((a | b | c) < 0 || (pad === 1 ? c & 0x3 : b & 0xf)) throw new DecryptError('bad base64');
    out[o++] = (a << 2) | (b >> 4);
    if (pad === 1) out[o] = ((b & 0xf) << 4) | (c >> 2);
  }
  return out;
}

/** The length of `bytes` bytes in base64. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * Writes `src` as base64 into `out` from `at` (base64Length(src.length) bytes), returning where it
 * ends: a sealed page goes into its envelope's bytes without becoming a ~270 KB string first.
 */
export function base64Into(src: Uint8Array, out: Uint8Array, at: number): number {
  const n = src.length;
  const whole = n - (n % 3);
  let o = at;
  for (let i = 0; i < whole; i += 3) {
    const v = (src[i]! << 16) | (src[i + 1]! << 8) | src[i + 2]!;
    out[o++] = B64[v >> 18]!;
    out[o++] = B64[(v >> 12) & 63]!;
    out[o++] = B64[(v >> 6) & 63]!;
    out[o++] = B64[v & 63]!;
  }
  if (n > whole) {
    const v = (src[whole]! << 16) | (n - whole === 2 ? src[whole + 1]! << 8 : 0);
    out[o++] = B64[v >> 18]!;
    out[o++] = B64[(v >> 12) & 63]!;
    out[o++] = n - whole === 2 ? B64[(v >> 6) & 63]! : 0x3d;
    out[o++] = 0x3d;
  }
  return o;
}

/** base64(IV || ciphertext || tag) of the UTF-8 JSON text. */
export function sealText(text: string, key: Uint8Array, aad: string | number, iv?: Uint8Array): string {
  return sealBytes(Buffer.from(text, 'utf8'), key, aad, iv).toString('base64');
}

export function openText(base64: unknown, key: Uint8Array, aad: string | number): string {
  return openBytes(fromBase64Strict(base64), key, aad).toString('utf8');
}

const OAEP = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;

/** RSA-OAEP-SHA256 (MGF1 SHA-256) wrap of the per-request key, base64. */
export function wrapKey(publicKey: string | KeyObject, key: Uint8Array): string {
  return publicEncrypt({ key: publicKey, ...OAEP }, key).toString('base64');
}

export function unwrapKey(privateKeyPem: string, wrapped: unknown): Buffer {
  try {
    const key = privateDecrypt({ key: privateKeyPem, ...OAEP }, fromBase64Strict(wrapped));
    if (key.length !== KEY_BYTES) throw new DecryptError('wrapped key has the wrong length');
    return key;
  } catch (cause) {
    if (cause instanceof DecryptError) throw cause;
    throw new DecryptError('key unwrap failed', { cause });
  }
}

export interface EncryptedBody {
  data: string;
  random: string;
  timestamp: number;
}

/** Builds the encrypted request body of §3 and returns the key K for the answer. */
export function encryptRequest(json: string, publicKey: string | KeyObject, timestamp = Date.now()): { body: EncryptedBody; key: Buffer } {
  const key = newAesKey();
  return { body: sealRequest(json, key, wrapKey(publicKey, key), timestamp), key };
}

/** The encrypted request body of §3 for a K already drawn and wrapped. */
export function sealRequest(json: string, key: Uint8Array, wrapped: string, timestamp = Date.now()): EncryptedBody {
  return { data: sealText(json, key, timestamp), random: wrapped, timestamp };
}

/**
 * Incremental GCM decryption of an encrypted download (IV || ciphertext || tag): the first 12
 * bytes are the IV and the last 16 the tag, so the last 16 bytes seen are always held back until
 * more arrive. Chunks are deciphered in place (subarray), never copied whole. final() throws
 * DecryptError when the tag does not match, so a tampered file never completes.
 */
export class StreamOpener {
  private head: Buffer = Buffer.alloc(0);
  private tail: Buffer = Buffer.alloc(0);
  private decipher: DecipherGCM | null = null;
  private readonly key: Uint8Array;
  private readonly aad: string;

  constructor(key: Uint8Array, aad: string | number) {
    this.key = key;
    this.aad = String(aad);
  }

  update(chunk: Uint8Array): Buffer[] {
    let data = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    try {
      if (!this.decipher) {
        this.head = this.head.length ? Buffer.concat([this.head, data]) : data;
        if (this.head.length < IV_BYTES) return [];
        this.decipher = createDecipheriv(ALGO, this.key, this.head.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
        this.decipher.setAAD(Buffer.from(this.aad, 'ascii'));
        data = this.head.subarray(IV_BYTES);
        this.head = Buffer.alloc(0);
      }
      const out: Buffer[] = [];
      if (data.length >= TAG_BYTES) {
        if (this.tail.length) out.push(this.decipher.update(this.tail));
        out.push(this.decipher.update(data.subarray(0, data.length - TAG_BYTES)));
        this.tail = Buffer.from(data.subarray(data.length - TAG_BYTES));
      } else {
        const joined = Buffer.concat([this.tail, data]);
        const cut = Math.max(0, joined.length - TAG_BYTES);
        if (cut > 0) out.push(this.decipher.update(joined.subarray(0, cut)));
        this.tail = joined.subarray(cut);
      }
      return out.filter((b) => b.length > 0);
    } catch (cause) {
      throw new DecryptError('stream decrypt failed', { cause });
    }
  }

  final(): Buffer {
    if (!this.decipher || this.tail.length !== TAG_BYTES) throw new DecryptError('ciphertext too short');
    try {
      this.decipher.setAuthTag(this.tail);
      return this.decipher.final();
    } catch (cause) {
      throw new DecryptError('authentication failed', { cause });
    }
  }
}

/** StreamOpener as a Node Transform. */
export function createDecryptStream(key: Uint8Array, aad: string | number): Transform {
  const opener = new StreamOpener(key, aad);
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      try {
        for (const piece of opener.update(chunk)) this.push(piece);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        const last = opener.final();
        done(null, last.length ? last : undefined);
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** Streaming encryption for the upstream side of an encrypted download. */
export function createEncryptStream(key: Uint8Array, aad: string | number, iv: Uint8Array = randomBytes(IV_BYTES)): Transform {
  const cipher = createCipheriv(ALGO, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(String(aad), 'ascii'));
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (!started) {
        this.push(Buffer.from(iv));
        started = true;
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(Buffer.from(iv));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}
