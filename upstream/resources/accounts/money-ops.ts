import { bizError, type Ctx } from '../../context.ts';
import type { Db } from '../../db.ts';
import { idempotent } from '../../idempotency.ts';
import { orgScope } from '../../scope.ts';
import { formatTime, str } from '../../util.ts';
import { submitMoney } from '../audit/engine.ts';
import { type Account, accountOf, q } from './posting.ts';

export const SCHEMA = `CREATE TABLE IF NOT EXISTS acct_action (
    action_id INTEGER PRIMARY KEY,
    op_type TEXT NOT NULL,
    acct_id TEXT NOT NULL,
    pair_acct_id TEXT,
    io_tag TEXT NOT NULL,
    amount INTEGER NOT NULL,
    audit_id INTEGER,
    payment_id TEXT,
    batch_id TEXT,
    exec_status INTEGER NOT NULL,
    remark TEXT,
    emp_name TEXT NOT NULL,
    org_path TEXT NOT NULL,
    crt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS acct_action_type ON acct_action(op_type, crt_time);
  CREATE INDEX IF NOT EXISTS acct_action_batch ON acct_action(batch_id);

  CREATE TABLE IF NOT EXISTS adjust_batch (
    batch_id TEXT PRIMARY KEY,
    file_name TEXT NOT NULL,
    file_hash TEXT NOT NULL UNIQUE,
    total_cnt INTEGER NOT NULL,
    in_amt INTEGER NOT NULL,
    out_amt INTEGER NOT NULL,
    emp_name TEXT NOT NULL,
    org_path TEXT NOT NULL,
    crt_time TEXT NOT NULL
  );`;

export type Op = 'DEPOSIT' | 'RECHARGE' | 'ADJUST' | 'ADJUST_BATCH' | 'REFUND' | 'TRANS' | 'FREEZE' | 'UNFREEZE';
export const AUDIT_TYPE: Partial<Record<Op, string>> = {
  DEPOSIT: 'ACCT_DEPOSIT',
  RECHARGE: 'ACCT_RECHARGE',
  ADJUST: 'ACCT_ADJUST',
  ADJUST_BATCH: 'ACCT_ADJUST',
  REFUND: 'ACCT_REFUND',
  TRANS: 'ACCT_TRANS',
};

export interface OpInput {
  op: Op;
  acct: Account;
  pair?: Account | null;
  ioTag: '+' | '-';
  amount: number;
  remark: string;
  empName: string;
  productCode: string;
  batchId?: string | null;
}

/** Why the operation is refused before anything is prepared, or null. */
export function refusal(i: OpInput): string | null {
  if (!Number.isSafeInteger(i.amount) || i.amount <= 0 || i.amount > 100_000_000_000) return '金额须为大于0的整数（分）';
  if (i.acct.acct_status === 99) return '账户已冻结';
  if (i.op === 'FREEZE' && i.amount > i.acct.valid_balance) return '冻结金额超过可用余额';
  if (i.op === 'UNFREEZE' && i.amount > i.acct.freeze_amt) return '解冻金额超过冻结金额';
  if (i.ioTag === '-' && i.op !== 'FREEZE' && i.amount > i.acct.valid_balance) return '可用余额不足';
  if (i.pair && i.pair.acct_id === i.acct.acct_id) return '转出与转入账户不能相同';
  return null;
}

/** One operation: an audit with its payment and items, or (freeze, unfreeze) the move itself. */
export function applyOp(db: Db, i: OpInput, at: number) {
  const why = refusal(i);
  if (why) throw bizError(why, 'E5001');
  const now = formatTime(at);
  let auditId: number | null = null;
  let paymentId: string | null = null;
  let exec = 0;
  const type = AUDIT_TYPE[i.op];
  if (type) {
    ({ auditId, paymentId } = submitMoney(
      db,
      {
        type,
        acct: i.acct,
        pair: i.pair,
        ioTag: i.ioTag,
        amount: i.amount,
        applyDesc: i.remark,
        applyEmpName: i.empName,
        productCode: i.productCode,
        batchId: i.batchId,
      },
      at,
    ));
  } else {
    const delta = i.op === 'FREEZE' ? i.amount : -i.amount;
    q(db, 'UPDATE account SET valid_balance = valid_balance - ?, freeze_amt = freeze_amt + ?, upt_time = ? WHERE acct_id = ?').run(
      delta,
      delta,
      now,
      i.acct.acct_id,
    );
    q(db, 'UPDATE member SET valid_balance = valid_balance - ? WHERE member_id = ?').run(delta, i.acct.member_id);
    exec = 20;
  }
  const { lastInsertRowid } = q(
    db,
    `INSERT INTO acct_action (op_type, acct_id, pair_acct_id, io_tag, amount, audit_id, payment_id, batch_id, exec_status, remark,
      emp_name, org_path, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    i.op,
    i.acct.acct_id,
    i.pair?.acct_id ?? null,
    i.ioTag,
    i.amount,
    auditId,
    paymentId,
    i.batchId ?? null,
    exec,
    i.remark,
    i.empName,
    i.acct.org_path,
    now,
  );
  return {
    actionId: Number(lastInsertRowid),
    opType: i.op,
    acctId: i.acct.acct_id,
    amount: i.amount,
    auditId,
    paymentId,
    auditStatus: auditId ? 10 : null,
  };
}

/** The account by id if the employee may see it. */
export function scopedAccount(ctx: Ctx, value: unknown, what = '账户'): Account & { product_code: string } {
  const id = str(value);
  const acct = id ? accountOf(ctx.app.db, id) : undefined;
  const scope = orgScope(ctx.app.db, ctx.emp);
  if (!acct || (scope && !acct.org_path.startsWith(scope))) throw bizError(`${what}不存在`, 'E5002');
  const { product_code } = q(ctx.app.db, 'SELECT product_code FROM account WHERE acct_id = ?').get(acct.acct_id) as {
    product_code: string;
  };
  return { ...acct, product_code };
}

export function opRoute(op: Op, path: string) {
  return {
    method: 'POST' as const,
    path,
    handler: idempotent((ctx) => {
      const acct = scopedAccount(ctx, ctx.body.acctId);
      const remark = str(ctx.body.remark);
      if (!remark) throw bizError('请填写操作原因', 'E5003');
      const ioTag = op === 'ADJUST' ? ctx.body.ioTag : op === 'DEPOSIT' || op === 'RECHARGE' || op === 'UNFREEZE' ? '+' : '-';
      if (ioTag !== '+' && ioTag !== '-') throw bizError('请选择调账方向', 'E5004');
      const pair = op === 'TRANS' ? scopedAccount(ctx, ctx.body.pairAcctId, '转入账户') : null;
      return applyOp(
        ctx.app.db,
        {
          op,
          acct,
          pair,
          ioTag,
          amount: Number(ctx.body.amount),
          remark: remark.slice(0, 200),
          empName: ctx.emp!.realName,
          productCode: acct.product_code,
        },
        Date.now(),
      );
    }),
  };
}
