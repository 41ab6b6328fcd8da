import 'server-only';
import { createHash } from 'node:crypto';
import { buttonRights, main } from '@/lib/calls/session';
import { config } from '@/lib/config';
import { store } from '@/lib/store';
import { readAnswer } from '@/lib/answer/read';
import { rowsOf } from '@/lib/answer/rows';
import { upstreamJson } from '@/lib/upstream/client';
import { endsSession, STATUS_OK } from '@/lib/upstream/envelope';
import type { Access, MenuNode, Operator } from './types';

// Rights and menus per operator, cached on this server keyed by a hash of the upstream token and
// fetched again on a miss; the cookie stays small. Concurrent misses for one token share a single
// fetch. Each entry remembers the operator's rights stamp from the shared store: a rights change
// on any instance gives a new stamp, and every instance drops the entry on its next read.

export class SessionEnded extends Error {}
export class AccessUnavailable extends Error {}

interface Entry {
  at: number;
  stamp?: string | null;
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
    upstreamJson(main.path, {}, { token, requestId, key: main.key }),
    upstreamJson(buttonRights.path, {}, { token, requestId, method: 'GET', query: new URLSearchParams({ empId }), key: buttonRights.key }),
  ]);
  for (const r of [mainAnswer, btn]) {
    if (endsSession(r.httpStatus, r.envelope)) throw new SessionEnded();
    if (r.envelope.status !== STATUS_OK) throw new AccessUnavailable(`status ${r.envelope.status}`);
  }
  const mainData = mainAnswer.envelope.data as MainData;
  const rights = rowsOf<unknown>(readAnswer(buttonRights.key, btn.envelope.data)).filter((r): r is string => typeof r === 'string');
  return { access: { rights: new Set(rights), menus: Array.isArray(mainData?.menus) ? mainData.menus : [] }, main: mainData };
}

export function rememberAccess(token: string, access: Access, stamp: string | null = null): void {
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(tokenKey(token), { at: Date.now(), value: access, stamp });
}

export function forgetAccess(token: string): void {
  cache.delete(tokenKey(token));
}

/**
 * After a role or resource change: a new rights stamp for the operator changed (`empId`) or for
 * everyone, so each instance fetches their rights anew. With the store away, this instance at
 * least drops its whole cache (the others keep theirs for the cache's time).
 */
export async function rightsChanged(empId: string | null): Promise<void> {
  try {
    await store().bumpRights(empId);
  } catch (error) {
    cache.clear();
    throw error;
  }
}

/** `stamp`: the operator's rights stamp as the session read found it (null: unknown, keep the entry). */
export async function getAccess(token: string, empId: string, requestId: string, stamp: string | null = null): Promise<Access> {
  const key = tokenKey(token);
  const hit = cache.get(key);
  const current = !stamp || hit?.stamp === stamp;
  if (hit?.value && current && Date.now() - hit.at < config().accessCacheMs) return hit.value;
  if (hit?.pending && current) return hit.pending;
  const pending = fetchAccess(token, empId, requestId).then(
    ({ access }) => {
      rememberAccess(token, access, stamp);
      return access;
    },
    (error) => {
      cache.delete(key);
      throw error;
    },
  );
  cache.set(key, { at: 0, pending, stamp });
  return pending;
}
