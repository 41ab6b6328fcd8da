// Posting: the one way money moves, for every money operation of the reference upstream (the
// ledger's tables and demo data are ledger.ts). Invariant: for each account, the posted items
// (status 20) add up to its balance (+ increases, − decreases), and valid balance = balance − frozen.
import type { Db } from '../../db.ts';
import { formatTime } from '../../util.ts';
import { paymentIdOf, RULE_OF_TAG } from './ledger.ts';

const statements = new WeakMap<Db, Map<string, ReturnType<Db['prepare']>>>();
/** A prepared statement, prepared once per database (the money routines run many small statements). */
export function q(db: Db, sql: string): ReturnType<Db['prepare']> {
  let byDb = statements.get(db);
  if (!byDb) statements.set(db, (byDb = new Map()));
  let st = byDb.get(sql);
  if (!st) byDb.set(sql, (st = db.prepare(sql)));
  return st;
}

export interface NewItem {
  acctId: string;
  ioTag: '+' | '-';
  amount: number;
  innerTag: string;
  outerTag: string;
  paymentId: string | null;
  pairAcctId?: string | null;
  remark?: string | null;
}

interface Account {
  acct_id: string;
  acct_name: string;
  member_id: string;
  org_path: string;
  balance: number;
  valid_balance: number;
  freeze_amt: number;
  acct_status: number;
}

export function accountOf(db: Db, acctId: string): Account | undefined {
  return q(
    db,
    'SELECT acct_id, acct_name, member_id, org_path, balance, valid_balance, freeze_amt, acct_status FROM account WHERE acct_id = ?',
  ).get(acctId) as Account | undefined;
}

/** An item not posted yet (status 0): its balance is the account's as it stands. */
export function addPendingItem(db: Db, item: NewItem, at: number): number {
  const acct = accountOf(db, item.acctId);
  if (!acct) throw new Error(`no account ${item.acctId}`);
  const now = formatTime(at);
  const { lastInsertRowid } = q(
    db,
    `INSERT INTO acct_item (acct_id, io_tag, amount, balance, payment_id, inner_tag, outer_tag, pair_acct_id, item_status,
      remark, crt_time, upt_time, upt_desc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, '待审核')`,
  ).run(
    item.acctId,
    item.ioTag,
    item.amount,
    acct.balance,
    item.paymentId,
    item.innerTag,
    item.outerTag,
    item.pairAcctId ?? null,
    item.remark ?? null,
    now,
    now,
  );
  return Number(lastInsertRowid);
}

/** Why this item cannot post now, or null. `force` lets money come back to a blocked account (a refund of a failed payout). */
export function postRefusal(acct: Account | undefined, ioTag: string, amount: number, force = false): string | null {
  if (!acct) return '账户不存在';
  if (force && ioTag === '+') return null;
  if (acct.acct_status === 99) return '账户已冻结';
  if (ioTag === '-' && acct.acct_status === 19) return '账户已止出';
  if (ioTag === '+' && acct.acct_status === 91) return '账户已止入';
  if (ioTag === '-' && acct.valid_balance < amount) return '可用余额不足';
  return null;
}

interface ItemRow {
  acct_item_id: number;
  acct_id: string;
  io_tag: '+' | '-';
  amount: number;
  item_status: number;
}

/**
 * Posts the given items all or none: each moves its account's balance and valid balance (and the
 * member's totals) by its signed amount and takes the new balance. On a refusal every item is
 * marked failed (40) with the reason, which is returned.
 */
export function postItems(db: Db, ids: readonly number[], at: number, force = false): string | null {
  const items = ids.map(
    (id) =>
      q(db, 'SELECT acct_item_id, acct_id, io_tag, amount, item_status FROM acct_item WHERE acct_item_id = ?').get(
        id,
      ) as unknown as ItemRow,
  );
  const now = formatTime(at);
  // Decreases are checked against the balance left by the other items of the same posting.
  const pending = new Map<string, number>();
  let refusal: string | null = null;
  for (const it of items) {
    if (it.item_status === 20) continue;
    const acct = accountOf(db, it.acct_id);
    const moved = pending.get(it.acct_id) ?? 0;
    const view = acct ? { ...acct, valid_balance: acct.valid_balance + moved } : undefined;
    refusal = postRefusal(view, it.io_tag, it.amount, force);
    if (refusal) break;
    pending.set(it.acct_id, moved + (it.io_tag === '+' ? it.amount : -it.amount));
  }
  if (refusal) {
    for (const it of items) {
      if (it.item_status !== 20)
        q(db, 'UPDATE acct_item SET item_status = 40, upt_time = ?, upt_desc = ? WHERE acct_item_id = ?').run(
          now,
          `入账失败：${refusal}`,
          it.acct_item_id,
        );
    }
    return refusal;
  }
  for (const it of items) {
    if (it.item_status === 20) continue;
    const delta = it.io_tag === '+' ? it.amount : -it.amount;
    q(db, 'UPDATE account SET balance = balance + ?, valid_balance = valid_balance + ?, upt_time = ? WHERE acct_id = ?').run(
      delta,
      delta,
      now,
      it.acct_id,
    );
    const acct = accountOf(db, it.acct_id)!;
    q(db, 'UPDATE member SET balance = balance + ?, valid_balance = valid_balance + ? WHERE member_id = ?').run(
      delta,
      delta,
      acct.member_id,
    );
    q(db, "UPDATE acct_item SET item_status = 20, balance = ?, upt_time = ?, upt_desc = '已入账' WHERE acct_item_id = ?").run(
      acct.balance,
      now,
      it.acct_item_id,
    );
  }
  return null;
}

/** Marks not-yet-posted items failed (a rejected audit). */
export function failItems(db: Db, ids: readonly number[], reason: string, at: number): void {
  for (const id of ids) {
    q(db, 'UPDATE acct_item SET item_status = 40, upt_time = ?, upt_desc = ? WHERE acct_item_id = ? AND item_status != 20').run(
      formatTime(at),
      reason,
      id,
    );
  }
}

/** A new payment log row (status 15 processing until posted), returning its payment id. */
export function addPayment(
  db: Db,
  p: {
    payer: Account | null;
    payee: Account | null;
    amount: number;
    innerTag: string;
    outerTag: string;
    auditId: number | null;
    orgPath: string;
  },
  at: number,
): string {
  const next = ((q(db, 'SELECT MAX(payment_item_id) AS n FROM payment_item').get() as { n: number | null }).n ?? 0) + 1;
  const paymentId = paymentIdOf(at, next);
  q(
    db,
    `INSERT INTO payment_item (payment_item_id, payment_id, payment_rule_id, payer_acct_id, payer_acct_name, payer_member_id,
    payee_acct_id, payee_acct_name, payee_member_id, item_amt, inner_tag, outer_tag, pay_status, audit_id, out_biz_id, org_path, crt_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 15, ?, NULL, ?, ?)`,
  ).run(
    next,
    paymentId,
    RULE_OF_TAG[p.innerTag] ?? null,
    p.payer?.acct_id ?? null,
    p.payer?.acct_name ?? null,
    p.payer?.member_id ?? null,
    p.payee?.acct_id ?? null,
    p.payee?.acct_name ?? null,
    p.payee?.member_id ?? null,
    p.amount,
    p.innerTag,
    p.outerTag,
    p.auditId,
    p.orgPath,
    formatTime(at),
  );
  return paymentId;
}

/** The items a payment moves (not yet posted, or failed), in order. */
export function itemsOfPayment(db: Db, paymentId: string): number[] {
  return (
    q(db, 'SELECT acct_item_id FROM acct_item WHERE payment_id = ? ORDER BY acct_item_id').all(paymentId) as Array<{ acct_item_id: number }>
  ).map((r) => r.acct_item_id);
}

/** Accounts whose posted items do not add up to their balance, or whose valid balance is off. */
export function unbalancedAccounts(db: Db): number {
  return (
    q(
      db,
      `SELECT COUNT(*) AS n FROM account a LEFT JOIN (
        SELECT acct_id, SUM(CASE io_tag WHEN '+' THEN amount ELSE -amount END) AS s FROM acct_item WHERE item_status = 20 GROUP BY acct_id
      ) t ON t.acct_id = a.acct_id
      WHERE COALESCE(t.s, 0) != a.balance OR a.valid_balance != a.balance - a.freeze_amt`,
    ).get() as { n: number }
  ).n;
}

export type { Account };
