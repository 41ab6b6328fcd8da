import 'server-only';
import { createHash } from 'node:crypto';
import { config } from '@/lib/config';
import { loginThrottledText } from '@/lib/errors/texts';
import { wallClock } from '@/lib/format/date';
import { store } from '@/lib/store';

// Login throttling (ASVS 6.3.1): failures are counted per login id and per client address in the
// shared store, in a window that opens with the first failure. At the limit further tries are
// refused until the window closes, without asking the upstream; a success clears the login id's
// count. A limit of 0 turns that count off. Keys are hashed: the store holds no login ids.

export interface ThrottleKeys {
  login: string;
  address: string;
}

const hash = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 32);

export function throttleKeys(loginId: string, address: string): ThrottleKeys {
  return { login: `login:${hash(loginId.trim().toLowerCase())}`, address: `addr:${hash(address)}` };
}

export interface Throttled {
  by: 'login id' | 'address';
  /** ms epoch when tries are allowed again. */
  until: number;
  message: string;
}

/** Why further tries are refused now, or null. */
export async function throttled(keys: ThrottleKeys, now = Date.now()): Promise<Throttled | null> {
  const { loginMaxFailures, loginMaxFailuresPerAddress } = config();
  const [login, address] = await store().counts([keys.login, keys.address]);
  const at = (by: Throttled['by'], resetInMs: number): Throttled => {
    const until = now + resetInMs;
    return { by, until, message: loginThrottledText(retryTime(until)) };
  };
  if (loginMaxFailures && login.count >= loginMaxFailures) return at('login id', login.resetInMs);
  if (loginMaxFailuresPerAddress && address.count >= loginMaxFailuresPerAddress) return at('address', address.resetInMs);
  return null;
}

/** Counts a failed sign-in; returns the login id's failures in the window. */
export async function loginFailed(keys: ThrottleKeys): Promise<number> {
  const [login] = await store().addFailure([keys.login, keys.address], config().loginWindowMs);
  return login.count;
}

export async function loginSucceeded(keys: ThrottleKeys): Promise<void> {
  await store().clearFailures(keys.login);
}

/** HH:mm in the console's time zone, rounded up: at that minute the window has closed. */
export function retryTime(until: number): string {
  const d = wallClock(Math.ceil(until / 60_000) * 60_000);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
