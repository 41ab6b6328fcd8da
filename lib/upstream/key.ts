import 'server-only';
import { createPublicKey, type KeyObject } from 'node:crypto';
import { config } from '@/lib/config';
import { parseEnvelope, STATUS_OK } from './envelope';

// The upstream's published key (protocol §3), fetched once and kept for a while. When the console
// pins UPSTREAM_PUBLIC_KEY, a different key or a switch to plaintext is refused: that is what a
// man in the middle would try.
export interface UpstreamKey {
  plaintext: boolean;
  /** Parsed once: parsing the PEM on every call costs more than the RSA wrap itself. */
  publicKey: KeyObject | null;
  /** The same key for WebCrypto, which wraps on libuv's thread pool instead of the event loop. */
  webKey: CryptoKey | null;
}

export class UpstreamKeyError extends Error {}

const TTL_MS = 5 * 60_000;
const STATE = Symbol.for('console.upstream.key');
type State = { value: UpstreamKey | null; fetchedAt: number; pending: Promise<UpstreamKey> | null };
const g = globalThis as typeof globalThis & { [STATE]?: State };
const state = (g[STATE] ??= { value: null, fetchedAt: 0, pending: null });

const spki = (pem: string) => createPublicKey(pem).export({ type: 'spki', format: 'der' }).toString('base64');

async function fetchKey(): Promise<UpstreamKey> {
  const { upstreamUrl, upstreamPublicKey, upstreamTimeoutMs } = config();
  const res = await fetch(`${upstreamUrl}/user-manager/plaintext`, { signal: AbortSignal.timeout(Math.min(upstreamTimeoutMs, 10_000)) });
  const env = parseEnvelope(await res.text(), null);
  const data = env.data as { plaintext?: unknown; publicKey?: unknown } | null;
  if (env.status !== STATUS_OK || !data) throw new UpstreamKeyError('key call failed');
  if (data.plaintext === true) {
    if (upstreamPublicKey) throw new UpstreamKeyError('upstream is in plaintext mode but a key is pinned');
    return { plaintext: true, publicKey: null, webKey: null };
  }
  if (typeof data.publicKey !== 'string') throw new UpstreamKeyError('no public key published');
  if (upstreamPublicKey && spki(upstreamPublicKey) !== spki(data.publicKey))
    throw new UpstreamKeyError('published key differs from the pinned key');
  const publicKey = createPublicKey(data.publicKey);
  const webKey = await crypto.subtle.importKey(
    'spki',
    publicKey.export({ type: 'spki', format: 'der' }),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return { plaintext: false, publicKey, webKey };
}

export async function upstreamKey(): Promise<UpstreamKey> {
  if (state.value && Date.now() - state.fetchedAt < TTL_MS) return state.value;
  state.pending ??= fetchKey()
    .then((value) => {
      state.value = value;
      state.fetchedAt = Date.now();
      return value;
    })
    .finally(() => {
      state.pending = null;
    });
  return state.pending;
}

/** Forget the key, e.g. after the upstream could not unwrap ours: it may have rotated. */
export function forgetUpstreamKey(): void {
  state.value = null;
}
