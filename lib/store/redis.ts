import 'server-only';
import { channel } from 'node:diagnostics_channel';
import { createClient } from 'redis';
import { MemoryStore } from './memory';
import { type Count, type ScreenVisits, type SessionState, type SharedStore, StoreUnavailable, VISITS_TTL_MS } from './types';

// Several instances share Redis. Every session read costs one MGET (revocation record and the two
// rights stamps). Revocations are also published, and each instance keeps the ones it has seen in
// a local mirror, loaded in full whenever the connection is (re)established: while Redis is down,
// sessions are still checked against everything revoked before, and nothing new can be revoked
// (logout answers 503). On reconnection the mirror is written back, so a Redis that lost its data
// learns the revocations again from any surviving instance.

const PREFIX = 'console:';
const CHANNEL = `${PREFIX}revoked`;
const revokedKey = (sid: string) => `${PREFIX}revoked:${sid}`;
const stampKey = (who: string) => `${PREFIX}rights:${who}`;
const failKey = (key: string) => `${PREFIX}fail:${key}`;
/** An operator's visit counts and last visit times: two sorted sets keyed by screen. */
const usedKey = (empId: string) => `${PREFIX}visits:used:${empId}`;
const recentKey = (empId: string) => `${PREFIX}visits:recent:${empId}`;

/** Store errors and reconnections (lib/ops/metrics.ts listens): `{kind: 'error' | 'reconnect'}`. */
export const STORE_CHANNEL = 'console.store';
const events = channel(STORE_CHANNEL);

export class RedisStore implements SharedStore {
  readonly kind = 'redis' as const;
  private readonly mirror = new MemoryStore();
  private readonly client;
  private readonly sub;
  private readonly timeoutMs: number;
  private synced = false;
  private syncing: Promise<void> | null = null;
  private readonly firstSync: Promise<void>;
  private markSynced = () => {};
  private down = false;

  constructor(url: string, timeoutMs: number) {
    this.timeoutMs = timeoutMs;
    const socket = { connectTimeout: timeoutMs, reconnectStrategy: (n: number) => Math.min(50 * 2 ** n, 1000) };
    // No offline queue and a command timeout: a call to a Redis that is away fails at once.
    this.client = createClient({ url, socket, disableOfflineQueue: true, commandOptions: { timeout: timeoutMs } });
    this.sub = this.client.duplicate();
    this.firstSync = new Promise((resolve) => (this.markSynced = resolve));
    this.client.on('error', (error: Error) => this.fault(error));
    this.sub.on('error', (error: Error) => this.fault(error));
    this.client.on('ready', () => this.resync());
    // A message missed while the subscriber was away is covered by a full sync when it is back.
    this.sub.on('ready', () => this.client.isReady && this.resync());
    void this.client.connect().catch((error) => this.fault(error));
    void this.sub
      .connect()
      .then(() => this.sub.subscribe(CHANNEL, (message) => this.heard(message)))
      .catch((error) => this.fault(error));
  }

  private fault(error: Error): void {
    if (events.hasSubscribers) events.publish({ kind: 'error' });
    if (this.down) return;
    this.down = true;
    console.error(`shared store (redis) unavailable: ${error.message}`);
  }

  private heard(message: string): void {
    const [sid, until] = message.split(' ');
    if (sid && Number(until)) this.mirror.remember(sid, Number(until));
  }

  private resync(): void {
    this.syncing ??= this.sync()
      .then(this.markSynced, (error) => this.fault(error))
      .finally(() => {
        this.syncing = null;
      });
  }

  /** Loads every revocation into the mirror and writes back the mirror's own. */
  private async sync(): Promise<void> {
    const now = Date.now();
    for await (const keys of this.client.scanIterator({ MATCH: revokedKey('*'), COUNT: 1000 })) {
      if (keys.length === 0) continue;
      const ttls = await Promise.all(keys.map((k) => this.client.pTTL(k)));
      keys.forEach((k, i) => {
        if (ttls[i] > 0) this.mirror.remember(k.slice(revokedKey('').length), now + ttls[i]);
      });
    }
    const writes = [...this.mirror.revoked].filter(([, until]) => until > now);
    if (writes.length) {
      const multi = this.client.multi();
      for (const [sid, until] of writes) multi.set(revokedKey(sid), '1', { PX: until - now, NX: true });
      await multi.exec();
    }
    if (this.synced && events.hasSubscribers) events.publish({ kind: 'reconnect' });
    this.synced = true;
    if (this.down) console.error('shared store (redis) available again');
    this.down = false;
  }

  async sessionState(sid: string, empId: string, until: number): Promise<SessionState> {
    try {
      const [revoked, all, own] = await this.client.mGet([revokedKey(sid), stampKey('all'), stampKey(empId)]);
      if (revoked) this.mirror.remember(sid, until);
      return { revoked: !!revoked || this.mirror.isRevoked(sid), rightsStamp: `${all ?? '0'}.${own ?? '0'}` };
    } catch (error) {
      if (this.synced) return { revoked: this.mirror.isRevoked(sid), rightsStamp: null };
      // Not synchronised yet (an instance just started): wait for it briefly, then refuse.
      await this.ready(this.timeoutMs);
      if (!this.synced) throw new StoreUnavailable((error as Error).message);
      return this.sessionState(sid, empId, until);
    }
  }

  async revoke(sid: string, ttlMs: number): Promise<void> {
    const until = Date.now() + ttlMs;
    await this.guard(async () => {
      await this.client.multi().set(revokedKey(sid), '1', { PX: ttlMs }).publish(CHANNEL, `${sid} ${until}`).exec();
    });
    this.mirror.remember(sid, until);
  }

  async bumpRights(empId: string | null): Promise<void> {
    await this.guard(() => this.client.set(stampKey(empId ?? 'all'), crypto.randomUUID()));
  }

  async counts(keys: string[]): Promise<Count[]> {
    return this.guard(async () => {
      const multi = this.client.multi();
      for (const k of keys) multi.get(failKey(k)).pTTL(failKey(k));
      return pairs(await multi.exec());
    });
  }

  async addFailure(keys: string[], windowMs: number): Promise<Count[]> {
    return this.guard(async () => {
      const multi = this.client.multi();
      for (const k of keys) multi.incr(failKey(k)).pExpire(failKey(k), windowMs, 'NX').pTTL(failKey(k));
      const replies = await multi.exec();
      return keys.map((_, i) => ({ count: Number(replies[i * 3]), resetInMs: Math.max(0, Number(replies[i * 3 + 2])) }));
    });
  }

  async clearFailures(key: string): Promise<void> {
    await this.guard(() => this.client.del(failKey(key)));
  }

  async addVisit(empId: string, screen: string, at: number): Promise<void> {
    await this.guard(() =>
      this.client
        .multi()
        .zIncrBy(usedKey(empId), 1, screen)
        .zAdd(recentKey(empId), { score: at, value: screen })
        .pExpire(usedKey(empId), VISITS_TTL_MS)
        .pExpire(recentKey(empId), VISITS_TTL_MS)
        .exec(),
    );
  }

  async visits(empId: string, n: number): Promise<ScreenVisits> {
    return this.guard(async () => {
      const [used, recent] = await Promise.all([
        this.client.zRange(usedKey(empId), 0, n - 1, { REV: true }),
        this.client.zRange(recentKey(empId), 0, n - 1, { REV: true }),
      ]);
      return { used, recent };
    });
  }

  private connected(): Promise<void> {
    return new Promise((resolve, reject) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.client.off('ready', onReady);
        reject(new Error('not connected'));
      }, this.timeoutMs);
      this.client.once('ready', onReady);
    });
  }

  /** The first synchronisation, or a timeout: an instance starts even while Redis is away. */
  ready(timeoutMs = 5000): Promise<void> {
    return Promise.race([this.firstSync, new Promise<void>((r) => setTimeout(r, timeoutMs).unref())]);
  }

  async ping(): Promise<void> {
    await this.guard(() => this.client.ping());
  }

  async close(): Promise<void> {
    // A connection that is not ready (Redis away, reconnecting) has nothing to finish: dropped.
    const end = async (c: typeof this.client) => {
      if (!c.isOpen) return;
      if (c.isReady) await c.close();
      else c.destroy();
    };
    await Promise.allSettled([end(this.sub), end(this.client)]);
  }

  /** A write or a count: during a (re)connection it waits up to the timeout, then fails closed. */
  private async guard<T>(fn: () => Promise<T>): Promise<T> {
    try {
      if (!this.client.isReady) await this.connected();
      return await fn();
    } catch (error) {
      throw new StoreUnavailable((error as Error).message);
    }
  }
}

/** [count, pttl] reply pairs of a MULTI. */
function pairs(replies: unknown[]): Count[] {
  const out: Count[] = [];
  for (let i = 0; i < replies.length; i += 2) {
    const count = Number(replies[i] ?? 0);
    out.push({ count, resetInMs: count ? Math.max(0, Number(replies[i + 1])) : 0 });
  }
  return out;
}
