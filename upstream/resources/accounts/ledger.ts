// The ledger of the reference upstream: account items, payment logs, payment rules and the profit
// records drawn from items; the one posting routine every money operation goes through is posting.ts.
// Invariant kept by the seed and by every operation: for each account, the posted items (status
// 20) add up to its balance (+ increases, − decreases), and valid balance = balance − frozen.
import { IDEMPOTENCY_SCHEMA } from '../../idempotency.ts';
import type { Db } from '../../db.ts';
import type { Resource, SeedContext } from '../../kit/resource.ts';
import type { Rng } from '../../rng.ts';
import { formatTime } from '../../util.ts';
import { DAY } from '../../kit/time.ts';

/** The ledger's indexes: dropped while the seed bulk-inserts, built once after (much faster than growing them row by row). */
const LEDGER_INDEXES = `CREATE INDEX IF NOT EXISTS acct_item_acct ON acct_item(acct_id, acct_item_id);
  CREATE INDEX IF NOT EXISTS acct_item_time ON acct_item(crt_time);
  CREATE INDEX IF NOT EXISTS acct_item_payment ON acct_item(payment_id) WHERE payment_id IS NOT NULL;
  CREATE INDEX IF NOT EXISTS payment_item_payment ON payment_item(payment_id);
  CREATE INDEX IF NOT EXISTS payment_item_time ON payment_item(crt_time);
  CREATE INDEX IF NOT EXISTS payment_item_audit ON payment_item(audit_id);
  CREATE INDEX IF NOT EXISTS profit_record_kind ON profit_record(kind, crt_time);`;

export const LEDGER_SCHEMA = `CREATE TABLE IF NOT EXISTS acct_item (
    acct_item_id INTEGER PRIMARY KEY,
    acct_id TEXT NOT NULL,
    io_tag TEXT NOT NULL,
    amount INTEGER NOT NULL,
    balance INTEGER NOT NULL,
    payment_id TEXT,
    inner_tag TEXT NOT NULL,
    outer_tag TEXT NOT NULL,
    pair_acct_id TEXT,
    item_status INTEGER NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL,
    -- Null until the item changes after its creation (the seed's items read their creation time).
    upt_time TEXT,
    upt_desc TEXT
  );
  CREATE TABLE IF NOT EXISTS payment_item (
    payment_item_id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL,
    payment_rule_id INTEGER,
    payer_acct_id TEXT,
    payer_acct_name TEXT,
    payer_member_id TEXT,
    payee_acct_id TEXT,
    payee_acct_name TEXT,
    payee_member_id TEXT,
    item_amt INTEGER NOT NULL,
    inner_tag TEXT NOT NULL,
    outer_tag TEXT NOT NULL,
    pay_status INTEGER NOT NULL,
    audit_id INTEGER,
    out_biz_id TEXT,
    org_path TEXT NOT NULL,
    crt_time TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS payment_rule (
    payment_rule_id INTEGER PRIMARY KEY,
    product_code TEXT NOT NULL,
    payment_rule_code TEXT NOT NULL,
    payment_rule_name TEXT NOT NULL,
    assign_payee INTEGER NOT NULL,
    spec_payee_member_id TEXT,
    assign_payer INTEGER NOT NULL,
    spec_payer_member_id TEXT,
    batch_max_amt INTEGER NOT NULL,
    batch_max_cnt INTEGER NOT NULL,
    fee_model INTEGER NOT NULL,
    limit_pay_sec INTEGER NOT NULL,
    payee_acct_code TEXT NOT NULL,
    payer_acct_code TEXT NOT NULL,
    payment_model INTEGER NOT NULL,
    per_max_amt INTEGER NOT NULL,
    per_min_amt INTEGER NOT NULL,
    upt_desc TEXT,
    fee_acct_id TEXT,
    status INTEGER NOT NULL,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );

  CREATE TABLE IF NOT EXISTS profit_record (
    record_id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    member_id TEXT NOT NULL,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    psam_code TEXT,
    trans_amt INTEGER NOT NULL,
    profit_amt INTEGER NOT NULL,
    acct_id TEXT NOT NULL,
    acct_item_id INTEGER NOT NULL,
    item_status INTEGER NOT NULL,
    crt_time TEXT NOT NULL
  );
  ${LEDGER_INDEXES}
  ${IDEMPOTENCY_SCHEMA}`;

/** Inner tags of increases and decreases, per account type; the first increase opens the account. */
const TAGS: Record<string, { up: readonly string[]; down: readonly string[] }> = {
  WALLET: { up: ['DEPOSIT', 'RECHARGE', 'TRANSFER', 'REFUND', 'ADJUST'], down: ['WITHDRAW', 'CONSUME', 'WITHDRAW_FEE', 'TRANSFER'] },
  PROFIT: { up: ['TRANS_PROFIT', 'TRANS_PROFIT', 'STAGE_REWARD', 'ADJUST'], down: ['WITHDRAW', 'WITHDRAW_FEE', 'DEDUCT'] },
  CASHBACK: { up: ['ACTIVE_CASHBACK', 'FLOW_CASHBACK', 'ADJUST'], down: ['WITHDRAW', 'DEDUCT'] },
};
const OUTER: Record<string, readonly string[]> = {
  TRANS_PROFIT: ['POS', 'SCAN'],
  ACTIVE_CASHBACK: ['ORG', 'POS'],
  FLOW_CASHBACK: ['ORG'],
  STAGE_REWARD: ['ORG'],
  DEDUCT: ['ORG', 'PLATFORM'],
  WITHDRAW: ['MEMBER'],
  WITHDRAW_FEE: ['PLATFORM'],
  CONSUME: ['MEMBER', 'SCAN'],
  DEPOSIT: ['MANUAL', 'PLATFORM'],
  RECHARGE: ['MEMBER', 'MANUAL'],
  TRANSFER: ['MEMBER'],
  REFUND: ['PLATFORM'],
  ADJUST: ['MANUAL'],
};
/** The payment rule that moves money of each inner tag (rule ids of the seed). */
export const RULE_OF_TAG: Record<string, number> = {
  TRANS_PROFIT: 1001,
  ACTIVE_CASHBACK: 1002,
  FLOW_CASHBACK: 1003,
  STAGE_REWARD: 1004,
  DEDUCT: 1005,
  WITHDRAW: 1006,
  WITHDRAW_FEE: 1007,
  CONSUME: 1008,
  DEPOSIT: 1009,
  RECHARGE: 1010,
  TRANSFER: 1011,
  REFUND: 1012,
  ADJUST: 1013,
  WITHDRAW_BACK: 1014,
};

/** A payment id of the platform's shape: P, the day, a 10-digit sequence. */
export function paymentIdOf(at: number, seq: number): string {
  return `P${formatTime(at).slice(0, 10).replaceAll('-', '')}${String(seq).padStart(10, '0')}`;
}

interface AcctRow {
  acct_id: string;
  acct_name: string;
  acct_code: string;
  balance: number;
  member_id: string;
  org_code: string;
  org_path: string;
  crt_time: string;
}

function seedRules(db: Db, rng: Rng, base: number): void {
  const insert = db.prepare(`INSERT INTO payment_rule VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const names = Object.keys(RULE_OF_TAG);
  const products = ['all', 'myx', 'mcf', 'df', 'lys', 'zzf', 'byhb'];
  for (let i = 0; i < 42; i++) {
    const tag = names[i % names.length];
    const product = products[Math.floor(i / names.length)] ?? 'all';
    const crt = base - rng.int(200, 800) * DAY;
    const payee = i % 5 === 0 ? 10 : rng.pick([0, 3, 10]);
    const payer = i % 7 === 0 ? 10 : rng.pick([0, 3, 10]);
    insert.run(
      1001 + i,
      product,
      `PR_${tag}${i >= names.length ? `_${product.toUpperCase()}` : ''}`,
      `${product === 'all' ? '' : `${product.toUpperCase()} `}${tag}支付规则`,
      payee,
      payee === 10 ? `5A3C${rng.hex(6)}` : null,
      payer,
      payer === 10 ? `5A3C${rng.hex(6)}` : null,
      rng.pick([1_000_000_00, 5_000_000_00]),
      rng.pick([100, 500, 1000]),
      rng.chance(0.6) ? 1 : 0,
      rng.pick([30, 60, 300]),
      tag.includes('PROFIT') ? 'PROFIT' : tag.includes('CASHBACK') ? 'CASHBACK' : 'WALLET',
      tag === 'WITHDRAW' || tag === 'WITHDRAW_FEE' ? 'WALLET' : 'WALLET',
      rng.pick([1111, 1919, 9111, 9919, 1191]),
      rng.pick([5_000_000, 20_000_000, 50_000_000]),
      rng.pick([1, 100]),
      rng.chance(0.3) ? '调整限额' : null,
      rng.chance(0.5) ? String(2_100_000_000_000 + rng.int(0, 599)) : null,
      rng.chance(0.9) ? 1 : 0,
      formatTime(crt),
      formatTime(crt + rng.int(0, base - crt)),
    );
  }
}

/**
 * A payment's status from its item's: posted is 成功, a few with a refund under way (退款中: the
 * balance moves when it completes); not posted yet is 初始化, in posting 处理中; of the failed,
 * some had their amount returned (已退款), which the balance never moved for either.
 */
function payStatus(itemStatus: number, seq: number): number {
  if (itemStatus === 20) return seq % 37 === 0 ? 54 : 20;
  if (itemStatus === 40) return seq % 3 === 0 ? 60 : 40;
  return itemStatus === 0 ? 0 : 15;
}

/**
 * Items per account, walked back from its balance: each posted item's balance is the balance after
 * it, the earliest increase opens the account, so the posted items add up to the balance. A few
 * items are not posted (0), in posting (10) or failed (40): their balance is the one they left.
 */
function seedItems({ db, rng, base, members }: SeedContext): void {
  const accounts = db
    .prepare('SELECT acct_id, acct_name, acct_code, balance, member_id, org_code, org_path, crt_time FROM account ORDER BY acct_id')
    .all() as unknown as AcctRow[];
  const psamOf = new Map(members.map((m) => [m.id, m.psam]));
  // An organisation's share of a transaction names the terminal it was made on: one of its merchants'.
  const orgPsams = new Map<string, string[]>();
  for (const m of members) {
    if (!m.psam) continue;
    const list = orgPsams.get(m.org.code);
    if (list) list.push(m.psam);
    else orgPsams.set(m.org.code, [m.psam]);
  }
  const adminIds = new Set(members.filter((_, i) => i < 200).map((m) => m.id));
  const insertItem = db.prepare(`INSERT INTO acct_item (acct_item_id, acct_id, io_tag, amount, balance, payment_id, inner_tag, outer_tag,
    pair_acct_id, item_status, remark, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertPayment = db.prepare(`INSERT INTO payment_item (payment_item_id, payment_id, payment_rule_id, payer_acct_id, payer_acct_name,
    payer_member_id, payee_acct_id, payee_acct_name, payee_member_id, item_amt, inner_tag, outer_tag, pay_status, audit_id, out_biz_id,
    org_path, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`);
  const insertProfit = db.prepare(`INSERT INTO profit_record (kind, member_id, org_code, org_path, psam_code, trans_amt, profit_amt,
    acct_id, acct_item_id, item_status, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let itemId = 3_000_000_000_000;
  let paymentSeq = 0;
  const plan: Array<{ tag: string; io: '+' | '-'; amount: number; after: number; status: number }> = [];
  const times: number[] = [];
  for (const a of accounts) {
    const n = rng.int(6, 15);
    const tags = TAGS[a.acct_code] ?? TAGS.WALLET;
    const scale = a.acct_code === 'WALLET' ? 200_000 : a.acct_code === 'PROFIT' ? 50_000 : 10_000;
    plan.length = 0;
    let after = a.balance;
    for (let j = n - 1; j >= 0; j--) {
      const r = rng.next();
      const status = j === 0 || r < 0.96 ? 20 : r < 0.985 ? 40 : r < 0.995 ? 0 : 10;
      if (status !== 20) {
        // Not posted: the balance stays what it was; the amount is what it would have moved.
        const up = rng.chance(0.5);
        plan.push({ tag: rng.pick(up ? tags.up : tags.down), io: up ? '+' : '-', amount: 1 + rng.int(0, scale), after, status });
        continue;
      }
      if (j === 0) {
        plan.push({ tag: tags.up[0], io: '+', amount: after, after, status });
        break;
      }
      if (after >= 2 && rng.chance(0.55)) {
        const amount = 1 + Math.floor(rng.next() * (after - 1));
        plan.push({ tag: rng.pick(tags.up), io: '+', amount, after, status });
        after -= amount;
      } else {
        const amount = 1 + Math.floor(rng.next() ** 2 * scale * 10);
        plan.push({ tag: rng.pick(tags.down), io: '-', amount, after, status });
        after += amount;
      }
    }
    // An account whose walk ended at zero opens with its first posted item instead (no empty opening).
    const last = plan[plan.length - 1];
    if (last.amount === 0) plan.pop();
    const created = Date.parse(`${a.crt_time.replace(' ', 'T')}+08:00`);
    const span = Math.max(DAY, base - created - DAY);
    times.length = 0;
    for (let k = 0; k < plan.length; k++) times.push(created + Math.floor(rng.next() * span));
    times.sort((x, y) => x - y);
    const psam = psamOf.get(a.member_id) ?? null;
    for (let k = plan.length - 1, t = 0; k >= 0; k--, t++) {
      const p = plan[k];
      const at = fastTime(times[t]);
      const outer = rng.pick(OUTER[p.tag] ?? ['PLATFORM']);
      let paymentId: string | null = null;
      let pair: string | null = null;
      itemId++;
      if (rng.chance(0.12)) {
        paymentId = paymentIdOf(times[t], ++paymentSeq);
        const other = accounts[rng.int(0, accounts.length - 1)];
        pair = other.acct_id === a.acct_id ? null : other.acct_id;
        const [payer, payee] = p.io === '+' ? [other, a] : [a, other];
        insertPayment.run(
          paymentSeq,
          paymentId,
          RULE_OF_TAG[p.tag] ?? null,
          payer.acct_id,
          payer.acct_name,
          payer.member_id,
          payee.acct_id,
          payee.acct_name,
          payee.member_id,
          p.amount,
          p.tag,
          outer,
          payStatus(p.status, paymentSeq),
          rng.chance(0.3) ? `OB${rng.digits(14)}` : null,
          a.org_path,
          at,
        );
      }
      insertItem.run(
        itemId,
        a.acct_id,
        p.io,
        p.amount,
        p.after,
        paymentId,
        p.tag,
        outer,
        pair,
        p.status,
        p.status === 40 ? '渠道返回失败' : null,
        at,
      );
      const kind = profitKind(p.tag, adminIds.has(a.member_id), rng);
      // Every share still being credited has its record (入账中 on the profit lists), four in ten of the others.
      if (kind && (rng.chance(0.4) || p.status === 10)) {
        const rate = kind === 'ACTIVE' || kind === 'STAGE_REWARD' ? 1 : rng.pick([0.0005, 0.001, 0.0015]);
        const terminals = orgPsams.get(a.org_code);
        insertProfit.run(
          kind,
          a.member_id,
          a.org_code,
          a.org_path,
          kind === 'ORG_PROFIT' && terminals ? terminals[itemId % terminals.length] : psam,
          Math.round(p.amount / rate),
          p.amount,
          a.acct_id,
          itemId,
          p.status,
          at,
        );
      }
    }
  }
}

const days = new Map<number, string>();
/** formatTime for many instants: the day part cached, the time of day by arithmetic (CST has no DST). */
function fastTime(ms: number): string {
  const local = ms + 8 * 3_600_000;
  const day = Math.floor(local / DAY);
  let prefix = days.get(day);
  if (prefix === undefined) days.set(day, (prefix = formatTime(day * DAY - 8 * 3_600_000).slice(0, 11)));
  const s = Math.floor((local - day * DAY) / 1000);
  const two = (n: number) => (n < 10 ? `0${n}` : String(n));
  return `${prefix}${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
}

function profitKind(tag: string, orgAdmin: boolean, rng: Rng): string | null {
  if (tag === 'TRANS_PROFIT') return orgAdmin ? 'ORG_PROFIT' : rng.chance(0.5) ? 'TRANS_PROFIT' : 'PROFIT';
  if (tag === 'ACTIVE_CASHBACK') return 'ACTIVE';
  if (tag === 'STAGE_REWARD') return 'STAGE_REWARD';
  return null;
}

/** The ledger's tables and demo data: listed before the resources whose seeds add pending items. */
export const ledger: Resource = {
  name: 'ledger',
  version: 3,
  schema: LEDGER_SCHEMA,
  seed: (ctx) => {
    seedRules(ctx.db, ctx.rng, ctx.base);
    for (const m of LEDGER_INDEXES.matchAll(/INDEX IF NOT EXISTS (\w+)/g)) ctx.db.exec(`DROP INDEX IF EXISTS ${m[1]}`);
    seedItems(ctx);
    ctx.db.exec(LEDGER_INDEXES);
  },
  from: 'acct_item',
  select: 'acct_item_id AS acctItemId',
  orderBy: 'acct_item_id',
};
