import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Rng } from '@/upstream/rng';
import { newAesKey, sealText } from '@/lib/upstream/crypto';
import { type Envelope, parseEnvelope, sealedData } from '@/lib/upstream/envelope';

// An answer read whole is opened from its bytes, its sealed data decoded where it lies (the short
// way); the verdict must be the one parsing its text gives, whatever the upstream sends.

const vectors = JSON.parse(readFileSync(new URL('../../../shared/protocol/vectors.json', import.meta.url), 'utf8'));
const key = Buffer.from(vectors.aesKeyHex, 'hex');

type Outcome = { env: Envelope } | { error: string };
function outcome(input: string | Buffer, k: Buffer | null = key): Outcome {
  try {
    return { env: parseEnvelope(input, k) };
  } catch (error) {
    return { error: `${(error as Error).constructor.name}: ${(error as Error).message}` };
  }
}
const sameBothWays = (text: string, k: Buffer | null = key) =>
  expect(outcome(Buffer.from(text, 'utf8'), k), text.slice(0, 200)).toEqual(outcome(text, k));

describe('parseEnvelope over bytes', () => {
  const vector = JSON.stringify(vectors.response.envelope);

  it('opens the protocol vector from its bytes', () => {
    const env = parseEnvelope(Buffer.from(vector), key);
    expect(env.status).toBe(vectors.response.envelope.status);
    expect(env.data).toEqual(JSON.parse(vectors.response.decryptedDataJson));
    // The short way, not the text's.
    expect(sealedData(Buffer.from(vector))?.bytes.equals(Buffer.from(vectors.response.envelope.data, 'base64'))).toBe(true);
    sameBothWays(vector);
  });

  it('opens a 200-row page with Chinese text as its text does', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ memberId: `M${i}`, realName: `张*${i}`, remark: '备注 "引号" \\ 与 </script>' }));
    const ts = 1_790_000_000_000;
    const k = newAesKey();
    const text = JSON.stringify({
      status: 20,
      message: 'success',
      timestamp: ts,
      data: sealText(JSON.stringify({ data: rows, total: 200 }), k, ts),
      enc: 'v1',
    });
    expect(parseEnvelope(Buffer.from(text), k).data).toEqual({ data: rows, total: 200 });
    expect(sealedData(Buffer.from(text))).not.toBeNull();
    sameBothWays(text, k);
  });

  it('judges every odd shape as the text does', () => {
    const { data, timestamp } = vectors.response.envelope;
    const shapes = [
      // Escapes in the data, a second data key (JSON keeps the last), a nested one, spaces.
      `{"status":20,"timestamp":${timestamp},"enc":"v1","data":"${data.slice(0, 8)}\\u0041${data.slice(9)}"}`,
      `{"status":20,"timestamp":${timestamp},"enc":"v1","data":"${data}","data":""}`,
      `{"status":20,"timestamp":${timestamp},"enc":"v1","data":"","data":"${data}"}`,
      `{"status":20,"x":{"data":"${data}"},"timestamp":${timestamp},"enc":"v1","data":"${data}"}`,
      `{"status":20,"timestamp":${timestamp},"enc":"v1","data" : "${data}"}`,
      // A control character or a wide one in the data, base64url, no enc, another scheme, no key.
      `{"status":20,"timestamp":${timestamp},"enc":"v1","data":"${data.slice(0, 4)}\u0001${data.slice(5)}"}`,
      `{"status":20,"timestamp":${timestamp},"enc":"v1","data":"${data.slice(0, 4)}中${data.slice(5)}"}`,
      `{"status":20,"timestamp":${timestamp},"enc":"v1","data":"${data.replace(/\+/g, '-')}"}`,
      `{"status":20,"timestamp":${timestamp},"data":"${data}"}`,
      `{"status":20,"timestamp":${timestamp},"enc":"v2","data":"${data}"}`,
      `{"status":20,"enc":"v1","data":"${data}"}`,
      `{"status":20,"timestamp":${timestamp},"enc":"v1","data":"${data}"`,
      `["status",20,"data":"${data}"]`,
      `{"status":"20","timestamp":${timestamp},"enc":"v1","data":"${data}"}`,
    ];
    for (const shape of shapes) sameBothWays(shape);
    // Only the well-formed ones go the short way (no timestamp, a status as text), refused alike after it.
    const short = shapes.flatMap((shape, i) => (sealedData(Buffer.from(shape)) ? [i] : []));
    expect(short).toEqual([10, 13]);
    sameBothWays(vector, null);
  });

  it('judges randomly damaged answers as the text does', () => {
    const rng = new Rng(11);
    const chars = '"\\:,{}[] \u0001=+/-_Aa0中';
    for (let i = 0; i < 4000; i++) {
      const text = [...vector];
      for (let n = rng.int(1, 3); n > 0; n--) {
        const at = rng.chance(0.5) ? rng.int(0, 60) : rng.int(0, text.length - 1);
        text[at] = rng.pick([...chars]);
      }
      sameBothWays(text.join(''));
    }
  });
});
