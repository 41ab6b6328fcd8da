import { type Count, type ScreenVisits, type SessionState, type SharedStore, VISITS_TTL_MS } from './types';

// The single-instance store, and the local mirror of the Redis one (revocations it has seen are
// kept here too, so a Redis outage never makes an instance forget them).

const SWEEP_EVERY_MS = 60_000;

export class MemoryStore implements SharedStore {
  readonly kind = 'memory' as const;
  /** sid → ms epoch when the record may go (the session's absolute expiry). */
  readonly revoked = new Map<string, number>();
  /** 'all' or an empId → its current stamp. */
  readonly stamps = new Map<string, string>();
  private readonly failures = new Map<string, { count: number; until: number }>();
  /** empId → screen → its count and last visit; an operator's record goes VISITS_TTL_MS after the last. */
  private readonly screenVisits = new Map<string, { last: number; screens: Map<string, { count: number; last: number }> }>();
  private swept = Date.now();

  /** (`until` matters to a mirror fed from elsewhere; here revoke() sets each record's time.) */
  async sessionState(sid: string, empId: string, _until?: number): Promise<SessionState> {
    return { revoked: this.isRevoked(sid), rightsStamp: this.stampOf(empId) };
  }

  isRevoked(sid: string, now = Date.now()): boolean {
    const until = this.revoked.get(sid);
    return until !== undefined && until > now;
  }

  stampOf(empId: string): string {
    return `${this.stamps.get('all') ?? '0'}.${this.stamps.get(empId) ?? '0'}`;
  }

  remember(sid: string, until: number): void {
    this.sweep();
    if (until > Date.now()) this.revoked.set(sid, Math.max(until, this.revoked.get(sid) ?? 0));
  }

  async revoke(sid: string, ttlMs: number): Promise<void> {
    this.remember(sid, Date.now() + ttlMs);
  }

  async bumpRights(empId: string | null): Promise<void> {
    this.stamps.set(empId ?? 'all', crypto.randomUUID());
  }

  private count(key: string, now: number): Count {
    const f = this.failures.get(key);
    if (!f || f.until <= now) return { count: 0, resetInMs: 0 };
    return { count: f.count, resetInMs: f.until - now };
  }

  async counts(keys: string[]): Promise<Count[]> {
    const now = Date.now();
    return keys.map((k) => this.count(k, now));
  }

  async addFailure(keys: string[], windowMs: number): Promise<Count[]> {
    this.sweep();
    const now = Date.now();
    return keys.map((key) => {
      const { count, resetInMs } = this.count(key, now);
      const until = count ? now + resetInMs : now + windowMs;
      this.failures.set(key, { count: count + 1, until });
      return { count: count + 1, resetInMs: until - now };
    });
  }

  async clearFailures(key: string): Promise<void> {
    this.failures.delete(key);
  }

  async ready(): Promise<void> {}

  async ping(): Promise<void> {}

  async close(): Promise<void> {}

  async addVisit(empId: string, screen: string, at: number): Promise<void> {
    this.sweep();
    const own = this.screenVisits.get(empId) ?? { last: at, screens: new Map() };
    const seen = own.screens.get(screen);
    own.screens.set(screen, { count: (seen?.count ?? 0) + 1, last: at });
    own.last = Math.max(own.last, at);
    this.screenVisits.set(empId, own);
  }

  async visits(empId: string, n: number): Promise<ScreenVisits> {
    const own = this.screenVisits.get(empId);
    if (!own || own.last + VISITS_TTL_MS <= Date.now()) return { used: [], recent: [] };
    const list = [...own.screens];
    return {
      used: [...list]
        .sort(([, a], [, b]) => b.count - a.count || b.last - a.last)
        .slice(0, n)
        .map(([name]) => name),
      recent: [...list]
        .sort(([, a], [, b]) => b.last - a.last)
        .slice(0, n)
        .map(([name]) => name),
    };
  }

  /** Expired records go at most once a minute. */
  private sweep(now = Date.now()): void {
    if (now - this.swept < SWEEP_EVERY_MS) return;
    this.swept = now;
    for (const [sid, until] of this.revoked) if (until <= now) this.revoked.delete(sid);
    for (const [key, f] of this.failures) if (f.until <= now) this.failures.delete(key);
    for (const [empId, v] of this.screenVisits) if (v.last + VISITS_TTL_MS <= now) this.screenVisits.delete(empId);
  }
}
