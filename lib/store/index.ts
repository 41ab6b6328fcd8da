import 'server-only';
import { config } from '@/lib/config';
import { MemoryStore } from './memory';
import { RedisStore } from './redis';
import type { SharedStore } from './types';

export { isStoreUnavailable, StoreUnavailable, type Count, type SessionState, type SharedStore } from './types';

// One store per process: the proxy bundle and the route handlers' bundles share it (and its
// Redis connections) through a global symbol.
const STORE = Symbol.for('console.shared.store');
const g = globalThis as typeof globalThis & { [STORE]?: SharedStore };

export function store(): SharedStore {
  if (!g[STORE]) {
    const { redisUrl, storeTimeoutMs } = config();
    g[STORE] = redisUrl ? new RedisStore(redisUrl, storeTimeoutMs) : new MemoryStore();
  }
  return g[STORE];
}
