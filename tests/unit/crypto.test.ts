import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { Rng } from '@/upstream/rng';
import {
  createDecryptStream,
  createEncryptStream,
  DecryptError,
  encryptRequest,
  base64Into,
  base64Length,
  fromBase64BytesStrict,
  fromBase64Strict,
  openBytes,
  openText,
  sealText,
  unwrapKey,
} from '@/lib/upstream/crypto';

const vectors = JSON.parse(readFileSync(new URL('../../../shared/protocol/vectors.json', import.meta.url), 'utf8'));
const key = Buffer.from(vectors.aesKeyHex, 'hex');
const { publicKeySpkiPem: pub, privateKeyPkcs8Pem: priv } = vectors.rsa;

describe('scheme v1 against protocol/vectors.json', () => {
  it('encrypts the request vector byte for byte with the given IV', () => {
    const { request } = vectors;
    expect(sealText(request.plaintextJson, key, request.timestamp, Buffer.from(request.ivHex, 'hex'))).toBe(request.dataBase64);
  });

  it('decrypts the request vector', () => {
    expect(openText(vectors.request.dataBase64, key, vectors.request.timestamp)).toBe(vectors.request.plaintextJson);
  });

  it('unwraps the RSA-OAEP-SHA256 random to the vector key', () => {
    expect(unwrapKey(priv, vectors.request.randomBase64).toString('hex')).toBe(vectors.aesKeyHex);
  });

  it('decrypts the response envelope with its timestamp as AAD', () => {
    const env = vectors.response.envelope;
    expect(openText(env.data, key, env.timestamp)).toBe(vectors.response.decryptedDataJson);
  });

  it('decrypts the blob with X-Timestamp as AAD, whole and streamed in odd chunks', async () => {
    const body = Buffer.from(vectors.blob.bodyBase64, 'base64');
    const plain = Buffer.from(vectors.blob.plaintextBase64, 'base64');
    expect(openBytes(body, key, vectors.blob.xTimestamp)).toEqual(plain);
    const chunks = [...body].map((b) => Buffer.from([b]));
    const out = await buffer(Readable.from(chunks).pipe(createDecryptStream(key, vectors.blob.xTimestamp)));
    expect(out).toEqual(plain);
  });

  it('rejects the tampered envelope', () => {
    const env = vectors.tampered.envelope;
    expect(() => openText(env.data, key, env.timestamp)).toThrow(DecryptError);
  });

  it('rejects a wrong AAD, bad base64 and a short ciphertext', () => {
    const env = vectors.response.envelope;
    expect(() => openText(env.data, key, env.timestamp + 1)).toThrow(DecryptError);
    expect(() => openText('not base64!', key, 1)).toThrow(DecryptError);
    expect(() => openText('AAAA', key, 1)).toThrow(DecryptError);
  });

  it("refuses base64 that is not canonical, which Node's own decoder would read", () => {
    const env = vectors.response.envelope;
    expect(env.data).toMatch(/[+/]/);
    // base64url characters decode to the same bytes: without the strict check this would open.
    const url = env.data.replace(/\+/g, '-').replace(/\//g, '_');
    expect(() => openText(url, key, env.timestamp)).toThrow('bad base64');
    // A foreign character is skipped by the decoder; a pad bit set is dropped by it.
    expect(() => openText(`${env.data.slice(0, 4)}*${env.data.slice(5)}`, key, env.timestamp)).toThrow('bad base64');
    expect(() => openText('AB==', key, 1)).toThrow('bad base64');
    expect(openText(env.data, key, env.timestamp)).toBe(vectors.response.decryptedDataJson);
  });

  // 60,000 texts both ways: ~1.5 s here, more on a busy machine; past the 5 s default would fail a correct decoder.
  it('reads base64 exactly as encoding the bytes back would judge it, over random near-base64 texts', { timeout: 30_000 }, () => {
    // The reference verdict: canonical when the decoded bytes encode back to the same text.
    const canonical = (t: string) => t.length % 4 === 0 && Buffer.from(t, 'base64').toString('base64') === t;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const foreign = '=-_ *.\n\u00e9\u4e2d\u4e2f'; // 中 (0x4e2d) and 丯 (0x4e2f) read as - and / by Node
    const rng = new Rng(7);
    let valid = 0;
    for (let i = 0; i < 60_000; i++) {
      const bytes = Buffer.from(Array.from({ length: rng.int(1, 12) }, () => rng.int(0, 255)));
      const chars = [...bytes.toString('base64')];
      for (let k = rng.int(0, 2); k > 0; k--) chars[rng.int(0, chars.length - 1)] = rng.pick([...(rng.chance(0.5) ? alphabet : foreign)]);
      const text = chars.join('');
      let ours: Buffer | null = null;
      try {
        ours = fromBase64Strict(text);
      } catch (error) {
        expect(error).toBeInstanceOf(DecryptError);
      }
      expect(ours !== null, JSON.stringify(text)).toBe(canonical(text));
      if (ours) {
        valid++;
        expect(ours.equals(Buffer.from(text, 'base64'))).toBe(true);
      }
      // The same verdict on the text's bytes, as they lie in an answer read whole.
      let fromBytes: Buffer | null = null;
      try {
        fromBytes = fromBase64BytesStrict(Buffer.from(text, 'utf8'));
      } catch (error) {
        expect(error).toBeInstanceOf(DecryptError);
      }
      expect(fromBytes !== null, `bytes of ${JSON.stringify(text)}`).toBe(canonical(text));
      if (fromBytes) expect(fromBytes.equals(ours!)).toBe(true);
    }
    // Both kinds were drawn in numbers: canonical texts and refused ones.
    expect(valid).toBeGreaterThan(20_000);
    expect(valid).toBeLessThan(55_000);
  });

  it('writes base64 into bytes as Node encodes it, at any length and offset', () => {
    const rng = new Rng(3);
    for (let n = 0; n < 300; n++) {
      const src = Buffer.from(Array.from({ length: n }, () => rng.int(0, 255)));
      const at = rng.int(0, 5);
      const out = Buffer.alloc(at + base64Length(n) + 2, 0x21);
      expect(base64Into(src, out, at)).toBe(at + base64Length(n));
      expect(out.toString('latin1')).toBe(`${'!'.repeat(at)}${src.toString('base64')}!!`);
    }
  });

  it('fails a streamed download whose last byte is flipped', async () => {
    const body = Buffer.from(vectors.blob.bodyBase64, 'base64');
    body[body.length - 1] ^= 1;
    await expect(buffer(Readable.from([body]).pipe(createDecryptStream(key, vectors.blob.xTimestamp)))).rejects.toThrow(DecryptError);
  });

  it('round-trips a fresh request through the vector key pair', () => {
    const { body, key: k } = encryptRequest('{"a":1}', pub, 42);
    expect(unwrapKey(priv, body.random)).toEqual(k);
    expect(openText(body.data, k, 42)).toBe('{"a":1}');
  });

  it('decrypts a stream cut at every kind of boundary (inside the IV, the body and the tag)', async () => {
    const data = Buffer.from(Array.from({ length: 70_001 }, (_, i) => i % 251));
    const enc = await buffer(Readable.from([data]).pipe(createEncryptStream(key, 5)));
    for (const sizes of [
      [3, 9, 16, 1, 17, 64 * 1024],
      [12, 16, 15, 65_536],
      [enc.length - 10, 10],
      [enc.length - 16, 16],
    ]) {
      const chunks: Buffer[] = [];
      let at = 0;
      for (let i = 0; at < enc.length; i++) {
        const n = sizes[i % sizes.length];
        chunks.push(enc.subarray(at, at + n));
        at += n;
      }
      expect(await buffer(Readable.from(chunks).pipe(createDecryptStream(key, 5)))).toEqual(data);
    }
  });

  it('round-trips a stream through encrypt and decrypt', async () => {
    const data = Buffer.alloc(100_003, 7);
    const enc = await buffer(Readable.from([data.subarray(0, 5), data.subarray(5)]).pipe(createEncryptStream(key, 9)));
    expect(openBytes(enc, key, 9)).toEqual(data);
  });
});
