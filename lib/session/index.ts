import 'server-only';
import { getIronSession, type CookieJar, type CookieStore, type IronSession, type SessionOptions } from 'iron-session';
import { config } from '@/lib/config';
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

const REQUIRED: Array<keyof SessionData> = ['token', 'empId', 'loginId', 'roleType', 'productCode', 'createdAt', 'lastSeen'];

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

/** Re-seals the session when the last touch is old enough; returns whether a cookie was written. */
export async function touch(session: Session, now = Date.now()): Promise<boolean> {
  if (now - (session.lastSeen ?? 0) < TOUCH_EVERY_MS) return false;
  session.lastSeen = now;
  await session.save();
  return true;
}
