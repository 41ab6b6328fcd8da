// Idempotency keys of money operations (protocol: the console forwards the browser's
// Idempotency-Key): the first answer to a key is stored in the same transaction as the money it
// moved, so the same key with the same request answers that first result (marked `replayed`) and
// never applies it twice, also after a crash and restart; a crash before the commit leaves neither
// the money nor the key. A refusal stores nothing: nothing was applied, the key may be tried again.
import { createHash } from 'node:crypto';
import { bizError, type Ctx, type Handler } from './context.ts';
import { inTransaction } from './db.ts';
import { formatTime } from './util.ts';

/** DDL of the key table; the resource owning money operations includes it in its schema. */
export const IDEMPOTENCY_SCHEMA = `CREATE TABLE IF NOT EXISTS idem_key (
    emp_id TEXT NOT NULL,
    idem_key TEXT NOT NULL,
    path TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    result TEXT NOT NULL,
    crt_time TEXT NOT NULL,
    PRIMARY KEY (emp_id, idem_key)
  );`;

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => k !== 'timestamp')
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fingerprint of a JSON call: its path and body (the request timestamp aside). */
export function bodyFingerprint(ctx: Ctx): string {
  return createHash('sha256')
    .update(`${ctx.method} ${ctx.path}\n${stable(ctx.body)}`)
    .digest('hex');
}

/**
 * Runs `work` once per key: in one transaction with the stored answer. The same key again with the
 * same fingerprint answers the first result with `replayed: true`; with another, a refusal.
 */
export function onceByKey(ctx: Ctx, fingerprint: string, work: () => unknown): unknown {
  const key = ctx.req.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY.test(key)) throw bizError('资金操作缺少幂等键，请刷新页面后重试', 'E4009');
  const { db } = ctx.app;
  const emp = ctx.emp?.empId ?? '';
  return inTransaction(db, () => {
    const seen = db.prepare('SELECT fingerprint, result FROM idem_key WHERE emp_id = ? AND idem_key = ?').get(emp, key) as
      | { fingerprint: string; result: string }
      | undefined;
    if (seen) {
      if (seen.fingerprint !== fingerprint) throw bizError('该请求编号已用于另一笔操作，请重新提交', 'E4010');
      const first = JSON.parse(seen.result) as unknown;
      // A message answer (an import's) says so in words; an object answer carries the mark.
      if (typeof first === 'string') return `${first}（此前已受理，本次未重复执行）`;
      return { ...(first && typeof first === 'object' ? first : { result: first }), replayed: true };
    }
    const result = work();
    db.prepare('INSERT INTO idem_key (emp_id, idem_key, path, fingerprint, result, crt_time) VALUES (?, ?, ?, ?, ?, ?)').run(
      emp,
      key,
      ctx.path,
      fingerprint,
      JSON.stringify(result ?? null),
      formatTime(Date.now()),
    );
    return result;
  });
}

/** A JSON money route: its handler runs once per key and body. */
export function idempotent(work: (ctx: Ctx) => unknown): Handler {
  return (ctx) => onceByKey(ctx, bodyFingerprint(ctx), () => work(ctx));
}
