import 'server-only';
import { createHash } from 'node:crypto';
import { buttonRights, main } from '@/lib/calls/session';
import { config } from '@/lib/config';
import { upstreamJson } from '@/lib/upstream/client';
import { endsSession, STATUS_OK } from '@/lib/upstream/envelope';
import type { Access, MenuNode, Operator } from '@/lib/session/types';

// Rights and menus per operator, cached on this server keyed by a hash of the upstream token and
// fetched again on a miss: several console instances need no shared store, and the cookie stays
// small. Concurrent misses for one token share a single fetch.

export class SessionEnded extends Error {}
export class AccessUnavailable extends Error {}

interface Entry {
  at: number;
  value?: Access;
  pending?: Promise<Access>;
}
const MAX_ENTRIES = 10_000;
const CACHE = Symbol.for('console.access.cache');
const g = globalThis as typeof globalThis & { [CACHE]?: Map<string, Entry> };
const cache = (g[CACHE] ??= new Map());

export const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex');

export interface MainData {
  member: Partial<Operator> & { memberId?: string };
  menus: MenuNode[];
}

/** The two calls behind an operator's access: /admin/standard/main and the button rights. */
export async function fetchAccess(token: string, empId: string, requestId: string): Promise<{ access: Access; main: MainData }> {
  const [mainAnswer, btn] = await Promise.all([
    upstreamJson(main.path, {}, { token, requestId }),
    upstreamJson(buttonRights.path, {}, { token, requestId, method: 'GET', query: new URLSearchParams({ empId }) }),
  ]);
  for (const r of [mainAnswer, btn]) {
    if (endsSession(r.httpStatus, r.envelope)) throw new SessionEnded();
    if (r.envelope.status !== STATUS_OK) throw new AccessUnavailable(`status ${r.envelope.status}`);
  }
  const mainData = mainAnswer.envelope.data as MainData;
  const rights = Array.isArray(btn.envelope.data) ? btn.envelope.data.filter((r): r is string => typeof r === 'string') : [];
  return { access: { rights: new Set(rights), menus: Array.isArray(mainData?.menus) ? mainData.menus : [] }, main: mainData };
}

export function rememberAccess(token: string, access: Access): void {
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(tokenKey(token), { at: Date.now(), value: access });
}

export function forgetAccess(token: string): void {
  cache.delete(tokenKey(token));
}

/** Every cached operator's rights dropped: after a role or resource change each operator's next call fetches them anew. */
export function forgetAllAccess(): void {
  cache.clear();
}

export async function getAccess(token: string, empId: string, requestId: string): Promise<Access> {
  const key = tokenKey(token);
  const hit = cache.get(key);
  if (hit?.value && Date.now() - hit.at < config().accessCacheMs) return hit.value;
  if (hit?.pending) return hit.pending;
  const pending = fetchAccess(token, empId, requestId).then(
    ({ access }) => {
      rememberAccess(token, access);
      return access;
    },
    (error) => {
      cache.delete(key);
      throw error;
    },
  );
  cache.set(key, { at: 0, pending });
  return pending;
}
