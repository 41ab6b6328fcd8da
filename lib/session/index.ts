import 'server-only';
import { getIronSession, type CookieJar, type CookieStore, type IronSession, type SessionOptions } from 'iron-session';
import { config } from '@/lib/config';
import { store } from '@/lib/store';
import type { SessionData } from './types';

// The sealed session cookie. It holds the upstream token and who the operator is; nothing else.
// Rights and menus live in the server-side cache (./access.ts).

export const COOKIE = 'console_session';
export const SECURE_COOKIE = '__Host-console_session';
/** Re-seal for the idle timeout at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Secure cookies (and the __Host- name) behind HTTPS, decided per request unless configured. */
export function isSecureRequest(proto: string | null | undefined, urlProtocol?: string): boolean {
  const mode = config().cookieSecure;
  if (mode !== 'auto') return mode === 'true';
  return proto?.split(',')[0].trim() === 'https' || urlProtocol === 'https:';
}

export function sessionOptions(secure: boolean): SessionOptions {
  const { sessionPasswords, sessionAbsoluteMs } = config();
  return {
    cookieName: secure ? SECURE_COOKIE : COOKIE,
    password: sessionPasswords,
    ttl: Math.ceil(sessionAbsoluteMs / 1000),
    // A long upstream token is split over several cookies, each under the browser's 4 KB limit.
    chunk: true,
    cookieOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure },
  };
}

export type Session = IronSession<SessionData>;

const REQUIRED: Array<keyof SessionData> = ['token', 'sid', 'empId', 'loginId', 'roleType', 'productCode', 'createdAt', 'lastSeen'];

/** The live session data, or null when absent, incomplete, past its absolute lifetime or idle. */
export function liveSession(session: Session, now = Date.now()): SessionData | null {
  for (const key of REQUIRED) if (session[key] === undefined || session[key] === '') return null;
  const { sessionAbsoluteMs, sessionIdleMs } = config();
  if (now - session.createdAt! > sessionAbsoluteMs) return null;
  if (now - session.lastSeen! > sessionIdleMs) return null;
  return session as SessionData;
}

export async function openSession(jar: CookieJar | CookieStore, secure: boolean): Promise<Session> {
  return getIronSession<SessionData>(jar, sessionOptions(secure));
}

/** When a session ends at the latest: its revocation record is kept until then. */
export const absoluteExpiry = (s: Pick<SessionData, 'createdAt'>) => s.createdAt + config().sessionAbsoluteMs;

// Unsealing costs about half a millisecond of CPU (WebCrypto key derivation, HMAC, AES); an
// operator's page and its calls carry the same cookie many times a minute. Recently unsealed
// cookies are kept briefly, keyed by their exact sealed text: holding that text is what unsealing
// required anyway, and lifetime and idle limits and the revocation record are still checked on
// every read.
const UNSEALED_TTL_MS = 60_000;
const UNSEALED_MAX = 10_000;
const UNSEALED = Symbol.for('console.session.unsealed');
const g = globalThis as typeof globalThis & { [UNSEALED]?: Map<string, { at: number; data: SessionData | null }> };
const unsealed = (g[UNSEALED] ??= new Map());

/** The sealed text of the session cookie, chunks joined (iron-session names them `<name>.<i>`). */
function sealedText(jar: CookieJar | CookieStore, name: string): string | null {
  const read = (n: string) => ('read' in jar ? jar.read(n) : jar.get(n)?.value) ?? undefined;
  const whole = read(name);
  if (whole) return `${name}=${whole}`;
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const part = read(`${name}.${i}`);
    if (!part) break;
    parts.push(part);
  }
  return parts.length ? `${name}.*=${parts.join('')}` : null;
}

export interface ReadSession {
  /** The live session, or null. */
  data: SessionData | null;
  /** The cookie held a session that was signed out (its later calls are refused as such). */
  revoked: boolean;
  /** Whose that signed-out session was: the refusal's line names the login it concerns. */
  revokedOf?: SessionData;
  /** The operator's rights stamp (lib/session/rights.ts); null when unknown. */
  rightsStamp: string | null;
  /** Opens the iron session for writing (re-seal, destroy); only then is the cookie unsealed again. */
  open: () => Promise<Session>;
  /** Drops this cookie from the cache (logout, session ended upstream). */
  forget: () => void;
}

export async function readSession(jar: CookieJar | CookieStore, secure: boolean, now = Date.now()): Promise<ReadSession> {
  const key = sealedText(jar, secure ? SECURE_COOKIE : COOKIE);
  let opened: Promise<Session> | null = null;
  const open = () => (opened ??= openSession(jar, secure));
  const forget = () => {
    if (key) unsealed.delete(key);
  };
  const ended = { data: null, revoked: false, rightsStamp: null, open, forget };
  if (!key) return ended;
  const hit = unsealed.get(key);
  let data: SessionData | null;
  if (hit && now - hit.at < UNSEALED_TTL_MS) data = hit.data && liveSession(hit.data as Session, now);
  else {
    data = liveSession(await open(), now);
    if (unsealed.size >= UNSEALED_MAX) unsealed.delete(unsealed.keys().next().value!);
    unsealed.set(key, { at: now, data: data && { ...data } });
  }
  if (!data) return ended;
  // Whatever the cache holds, a signed-out session is refused on every instance.
  const state = await store().sessionState(data.sid, data.empId, absoluteExpiry(data));
  if (state.revoked) return { ...ended, revoked: true, revokedOf: data };
  return { data, revoked: false, rightsStamp: state.rightsStamp, open, forget };
}

/** Whether the idle clock should be reset by re-sealing the cookie (at most once a minute). */
export function needsTouch(data: { lastSeen?: number }, now = Date.now()): boolean {
  return now - (data.lastSeen ?? 0) >= TOUCH_EVERY_MS;
}

/** Re-seals the session when the last touch is old enough; returns whether a cookie was written. */
export async function touch(session: Session, now = Date.now()): Promise<boolean> {
  if (!needsTouch(session, now)) return false;
  session.lastSeen = now;
  await session.save();
  return true;
}
