// The shared store: what several console instances must agree on (design.md, rules of the house).
// One instance keeps it in memory; several share Redis (REDIS_URL).

/** The store cannot be reached: logins and logouts refuse (fail closed), sessions go on. */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
}

/** Bundles of one build (the proxy, the route handlers) may each hold their own class: test by name. */
export const isStoreUnavailable = (error: unknown): boolean => (error as Error | null)?.name === 'StoreUnavailable';

export interface SessionState {
  revoked: boolean;
  /** The operator's rights stamp; null when the store cannot say (cached rights then keep their time). */
  rightsStamp: string | null;
}

export interface Count {
  count: number;
  /** Milliseconds until the counting window closes (0 when nothing is counted). */
  resetInMs: number;
}

export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  /**
   * The revocation record of a session and its operator's rights stamp, in one round trip. Answers
   * from what this instance knows when the store is down; throws StoreUnavailable only when the
   * instance has never synchronised (it cannot know which sessions were revoked). `until` is the
   * session's absolute expiry: how long a revocation learnt here must be kept.
   */
  sessionState(sid: string, empId: string, until: number): Promise<SessionState>;
  /** Records a session as revoked for `ttlMs` (its remaining lifetime). */
  revoke(sid: string, ttlMs: number): Promise<void>;
  /** A new rights stamp for one operator, or for every operator (`null`): their cached rights are dropped. */
  bumpRights(empId: string | null): Promise<void>;
  /** Failures counted under each key. */
  counts(keys: string[]): Promise<Count[]>;
  /** One more failure under each key; a key's window opens with its first failure. */
  addFailure(keys: string[], windowMs: number): Promise<Count[]>;
  clearFailures(key: string): Promise<void>;
  /** Resolves once the instance has synchronised with the store (or at once in memory). */
  ready(): Promise<void>;
  /** Answers when the store can be reached now (readiness, /readyz); throws StoreUnavailable otherwise. */
  ping(): Promise<void>;
  /** Closes its connections (graceful stop). */
  close(): Promise<void>;
  /** One more visit of a screen by an operator at `at` (the welcome page's lists), kept VISITS_TTL_MS after the last. */
  addVisit(empId: string, screen: string, at: number): Promise<void>;
  /** An operator's own screens: the `n` most used and the `n` most recent, first first. */
  visits(empId: string, n: number): Promise<ScreenVisits>;
}

export interface ScreenVisits {
  used: string[];
  recent: string[];
}

/** An operator's screen visits are forgotten 90 days after their last one. */
export const VISITS_TTL_MS = 90 * 86_400_000;
