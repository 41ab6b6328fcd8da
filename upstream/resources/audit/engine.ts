// The audit engine of the reference upstream: an audit record decides one business item (a manual
// money operation, a withdrawal, a payout, a cashback or deduction, a card, an invoice). Money
// items are prepared as a payment with items not yet posted; approval posts them all or none
// (status 20) or records why not (execution failed, retry possible); rejection fails them. Rules:
// only a pending record (10) is decided; one in review (15) only by force; a decided one (20, 40)
// never again; a rejection needs a reason. Used by the routes and by the seed alike.
// Its tables are in records.ts.
import { labelOf } from '../../kit/labels.ts';
import { bizError } from '../../context.ts';
import type { Db } from '../../db.ts';
import { formatTime } from '../../util.ts';
import { type Account, accountOf, addPayment, addPendingItem, failItems, itemsOfPayment, postItems, q } from '../accounts/posting.ts';

export interface Who {
  empId: string;
  empName: string;
}

export interface AuditInput {
  type: string;
  bizId?: string | null;
  memberId?: string | null;
  acctId?: string | null;
  pairAcctId?: string | null;
  orgCode?: string | null;
  orgPath: string;
  productCode: string;
  ioTag?: '+' | '-' | null;
  amount?: number | null;
  applyDesc?: string | null;
  applyEmpName: string;
  psamCode?: string | null;
  bizStatus?: number | null;
  batchId?: string | null;
}

export interface AuditRow {
  audit_id: number;
  audit_type: string;
  biz_id: string | null;
  acct_id: string | null;
  pair_acct_id: string | null;
  io_tag: string | null;
  amount: number | null;
  audit_status: number;
  exec_status: number;
  payment_id: string | null;
  org_path: string;
}

/** Types whose approval moves money through a payment prepared with the record. */
const MONEY_TYPES = new Set([
  'ACCT_DEPOSIT',
  'ACCT_RECHARGE',
  'ACCT_ADJUST',
  'ACCT_REFUND',
  'ACCT_TRANS',
  'MEMBER_DRAW',
  'ORG_DRAW',
  'ACTIVE_CASHBACK',
  'FLOW_CASHBACK',
  'ACTIVE_DEDUCT',
  'FLOW_DEDUCT',
]);
const DRAW_TYPES = new Set(['MEMBER_DRAW', 'ORG_DRAW']);
const PAYOUT_TYPES = new Set(['PAYOUT_PRIVATE', 'PAYOUT_PUBLIC']);

/** The inner item tag each money type posts with. */
const TAG_OF_TYPE: Record<string, string> = {
  ACCT_DEPOSIT: 'DEPOSIT',
  ACCT_RECHARGE: 'RECHARGE',
  ACCT_ADJUST: 'ADJUST',
  ACCT_REFUND: 'REFUND',
  ACCT_TRANS: 'TRANSFER',
  MEMBER_DRAW: 'WITHDRAW',
  ORG_DRAW: 'WITHDRAW',
  ACTIVE_CASHBACK: 'ACTIVE_CASHBACK',
  FLOW_CASHBACK: 'FLOW_CASHBACK',
  ACTIVE_DEDUCT: 'DEDUCT',
  FLOW_DEDUCT: 'DEDUCT',
};

export function createAudit(db: Db, a: AuditInput, at: number): number {
  const now = formatTime(at);
  const { lastInsertRowid } = q(
    db,
    `INSERT INTO audit_record (audit_type, biz_id, member_id, acct_id, pair_acct_id, org_code, org_path, product_code, io_tag,
      amount, audit_status, exec_status, apply_desc, apply_emp_name, crt_time, psam_code, biz_status, batch_id, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 10, 0, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    a.type,
    a.bizId ?? null,
    a.memberId ?? null,
    a.acctId ?? null,
    a.pairAcctId ?? null,
    a.orgCode ?? null,
    a.orgPath,
    a.productCode,
    a.ioTag ?? null,
    a.amount ?? null,
    a.applyDesc ?? null,
    a.applyEmpName,
    now,
    a.psamCode ?? null,
    a.bizStatus ?? null,
    a.batchId ?? null,
    now,
  );
  return Number(lastInsertRowid);
}

/**
 * An audit that moves money on `acct` (and, for a transfer, from it to `pair`): the record, its
 * payment and the items, none posted yet.
 */
export function submitMoney(
  db: Db,
  a: Omit<AuditInput, 'acctId' | 'memberId' | 'orgPath' | 'orgCode'> & {
    acct: Account;
    pair?: Account | null;
    ioTag: '+' | '-';
    amount: number;
    outerTag?: string;
  },
  at: number,
): { auditId: number; paymentId: string; itemIds: number[] } {
  const { acct, pair } = a;
  const org = q(db, 'SELECT org_code FROM account WHERE acct_id = ?').get(acct.acct_id) as { org_code: string };
  const auditId = createAudit(
    db,
    {
      ...a,
      acctId: acct.acct_id,
      pairAcctId: pair?.acct_id ?? null,
      memberId: acct.member_id,
      orgCode: org.org_code,
      orgPath: acct.org_path,
    },
    at,
  );
  const innerTag = TAG_OF_TYPE[a.type] ?? 'ADJUST';
  const outerTag = a.outerTag ?? 'MANUAL';
  const [payer, payee] = pair ? [acct, pair] : a.ioTag === '+' ? [null, acct] : [acct, null];
  const paymentId = addPayment(db, { payer, payee, amount: a.amount, innerTag, outerTag, auditId, orgPath: acct.org_path }, at);
  const remark = a.applyDesc ?? null;
  const itemIds = [
    addPendingItem(
      db,
      { acctId: acct.acct_id, ioTag: a.ioTag, amount: a.amount, innerTag, outerTag, paymentId, pairAcctId: pair?.acct_id, remark },
      at,
    ),
  ];
  if (pair) {
    itemIds.push(
      addPendingItem(
        db,
        { acctId: pair.acct_id, ioTag: '+', amount: a.amount, innerTag, outerTag, paymentId, pairAcctId: acct.acct_id, remark },
        at,
      ),
    );
  }
  q(db, 'UPDATE audit_record SET payment_id = ? WHERE audit_id = ?').run(paymentId, auditId);
  return { auditId, paymentId, itemIds };
}

export function auditRow(db: Db, auditId: number): AuditRow | undefined {
  return q(
    db,
    `SELECT audit_id, audit_type, biz_id, acct_id, pair_acct_id, io_tag, amount, audit_status, exec_status, payment_id, org_path
      FROM audit_record WHERE audit_id = ?`,
  ).get(auditId) as AuditRow | undefined;
}

export interface Decision {
  auditId: number;
  auditStatus: number;
  execStatus: number;
  execMsg: string | null;
}

function decided(db: Db, auditId: number): Decision {
  const r = q(db, 'SELECT audit_status, exec_status, exec_msg FROM audit_record WHERE audit_id = ?').get(auditId) as {
    audit_status: number;
    exec_status: number;
    exec_msg: string | null;
  };
  return { auditId, auditStatus: r.audit_status, execStatus: r.exec_status, execMsg: r.exec_msg };
}

/** Why a decision on this record is refused, or null (the operator reads it). */
export function decisionRefusal(row: AuditRow, status: number, msg: string | null, force: boolean): string | null {
  if (row.audit_status === 20 || row.audit_status === 40) {
    return `该记录已${labelOf('auditStatus', row.audit_status)}，不能重复审核`;
  }
  if (row.audit_status === 15 && !force) return '该记录正由其他人员审核中，不能重复审核；如需处理请使用强制通过';
  if (force && row.audit_status !== 15) return '仅审核中的记录可强制通过';
  if (status !== 20 && status !== 40) return '审核结果不正确';
  if (status === 40 && !msg) return '请填写拒绝原因';
  return null;
}

/** Decides one record; throws the refusal as a business error. */
export function decide(db: Db, auditId: number, status: 20 | 40, msg: string | null, who: Who, at: number, force = false): Decision {
  const row = auditRow(db, auditId);
  if (!row) throw bizError('审核记录不存在', 'E5100');
  const refusal = decisionRefusal(row, status, msg, force);
  if (refusal) throw bizError(refusal, 'E5101');
  const now = formatTime(at);
  q(
    db,
    `UPDATE audit_record SET audit_status = ?, audit_emp_id = ?, audit_emp_name = ?, audit_time = ?, audit_msg = ?, upt_time = ?
    WHERE audit_id = ?`,
  ).run(status, who.empId, who.empName, now, msg ?? (force ? '强制通过' : '审核通过'), now, auditId);
  if (status === 20) execute(db, row, who, at);
  else reject(db, row, msg ?? '', at);
  return decided(db, auditId);
}

/** Posts an approved record's money again after its posting failed. */
export function retry(db: Db, auditId: number, who: Who, at: number): Decision {
  const row = auditRow(db, auditId);
  if (!row) throw bizError('审核记录不存在', 'E5100');
  if (row.audit_status !== 20 || row.exec_status !== 40) throw bizError('仅审核通过且执行失败的记录可重试', 'E5104');
  q(db, 'UPDATE audit_record SET retry_cnt = retry_cnt + 1 WHERE audit_id = ?').run(auditId);
  execute(db, row, who, at);
  return decided(db, auditId);
}

function setExec(db: Db, auditId: number, status: number, msg: string | null, at: number): void {
  q(db, 'UPDATE audit_record SET exec_status = ?, exec_msg = ?, upt_time = ? WHERE audit_id = ?').run(status, msg, formatTime(at), auditId);
}

function execute(db: Db, row: AuditRow, who: Who, at: number): void {
  const now = formatTime(at);
  if (MONEY_TYPES.has(row.audit_type) && row.payment_id) {
    const refusal = postItems(db, itemsOfPayment(db, row.payment_id), at);
    q(db, 'UPDATE payment_item SET pay_status = ? WHERE payment_id = ?').run(refusal ? 40 : 20, row.payment_id);
    setExec(db, row.audit_id, refusal ? 40 : 20, refusal ? `入账失败：${refusal}` : '已入账', at);
    if (refusal) return;
    if (DRAW_TYPES.has(row.audit_type) && row.biz_id) createPayout(db, row.biz_id, who, at);
    if (row.audit_type.endsWith('CASHBACK')) q(db, 'UPDATE audit_record SET biz_status = 2 WHERE audit_id = ?').run(row.audit_id);
    if (row.audit_type.endsWith('DEDUCT')) q(db, 'UPDATE audit_record SET biz_status = 3 WHERE audit_id = ?').run(row.audit_id);
    return;
  }
  if (PAYOUT_TYPES.has(row.audit_type) && row.biz_id) {
    q(db, 'UPDATE payout_record SET payout_status = 20, finish_time = ? WHERE payout_id = ?').run(now, row.biz_id);
    q(
      db,
      `UPDATE draw_record SET draw_status = 20, upt_time = ? WHERE draw_id = (SELECT draw_id FROM payout_record WHERE payout_id = ?)`,
    ).run(now, row.biz_id);
  }
  if (row.audit_type === 'TERM_QUALIFY') q(db, 'UPDATE audit_record SET biz_status = 1 WHERE audit_id = ?').run(row.audit_id);
  setExec(db, row.audit_id, 20, '已执行', at);
}

function reject(db: Db, row: AuditRow, msg: string, at: number): void {
  const now = formatTime(at);
  if (MONEY_TYPES.has(row.audit_type) && row.payment_id) {
    failItems(db, itemsOfPayment(db, row.payment_id), `审核拒绝：${msg}`, at);
    q(db, 'UPDATE payment_item SET pay_status = 40 WHERE payment_id = ?').run(row.payment_id);
  }
  if (DRAW_TYPES.has(row.audit_type) && row.biz_id) {
    q(db, 'UPDATE draw_record SET draw_status = 30, upt_time = ? WHERE draw_id = ?').run(now, row.biz_id);
  }
  if (row.audit_type.endsWith('CASHBACK')) q(db, 'UPDATE audit_record SET biz_status = 4 WHERE audit_id = ?').run(row.audit_id);
  if (PAYOUT_TYPES.has(row.audit_type) && row.biz_id) refundPayout(db, row.biz_id, msg, at);
}

/** An approved withdrawal becomes a payout waiting for its own audit (出款审核). */
function createPayout(db: Db, drawId: string, who: Who, at: number): void {
  const d = q(
    db,
    'SELECT draw_kind, member_id, org_code, org_path, acct_id, amount, fee_amt, card_host_name, mask_card_no, bank_name FROM draw_record WHERE draw_id = ?',
  ).get(drawId) as {
    draw_kind: string;
    member_id: string;
    org_code: string;
    org_path: string;
    acct_id: string;
    amount: number;
    fee_amt: number;
    card_host_name: string;
    mask_card_no: string;
    bank_name: string;
  };
  const kind = d.draw_kind === 'ORG' ? 'PUBLIC' : 'PRIVATE';
  const payoutId = `PO${drawId.slice(2)}`;
  const product = (q(db, 'SELECT product_code FROM account WHERE acct_id = ?').get(d.acct_id) as { product_code: string }).product_code;
  const auditId = createAudit(
    db,
    {
      type: kind === 'PUBLIC' ? 'PAYOUT_PUBLIC' : 'PAYOUT_PRIVATE',
      bizId: payoutId,
      memberId: d.member_id,
      acctId: d.acct_id,
      orgCode: d.org_code,
      orgPath: d.org_path,
      productCode: product,
      amount: d.amount - d.fee_amt,
      applyDesc: `提现 ${drawId} 出款`,
      applyEmpName: who.empName,
    },
    at,
  );
  q(
    db,
    `INSERT INTO payout_record (payout_id, draw_id, payout_kind, member_id, org_path, acct_id, card_host_name, mask_card_no, bank_name,
    amount, payout_status, audit_id, fail_reason, crt_time, finish_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 10, ?, NULL, ?, NULL)`,
  ).run(
    payoutId,
    drawId,
    kind,
    d.member_id,
    d.org_path,
    d.acct_id,
    d.card_host_name,
    d.mask_card_no,
    d.bank_name,
    d.amount - d.fee_amt,
    auditId,
    formatTime(at),
  );
}

/** A refused payout: the money comes back to the account at once (41 failed then repaid) and the withdrawal fails. */
function refundPayout(db: Db, payoutId: string, msg: string, at: number): void {
  const p = q(db, 'SELECT draw_id, acct_id, amount FROM payout_record WHERE payout_id = ?').get(payoutId) as
    | { draw_id: string; acct_id: string; amount: number }
    | undefined;
  if (!p) return;
  const draw = q(db, 'SELECT amount FROM draw_record WHERE draw_id = ?').get(p.draw_id) as { amount: number };
  const acct = accountOf(db, p.acct_id)!;
  const paymentId = addPayment(
    db,
    {
      payer: null,
      payee: acct,
      amount: draw.amount,
      innerTag: 'WITHDRAW_BACK',
      outerTag: 'PLATFORM',
      auditId: null,
      orgPath: acct.org_path,
    },
    at,
  );
  const item = addPendingItem(
    db,
    {
      acctId: p.acct_id,
      ioTag: '+',
      amount: draw.amount,
      innerTag: 'WITHDRAW_BACK',
      outerTag: 'PLATFORM',
      paymentId,
      remark: `代付 ${payoutId} 失败退回`,
    },
    at,
  );
  postItems(db, [item], at, true);
  q(db, 'UPDATE payment_item SET pay_status = 20 WHERE payment_id = ?').run(paymentId);
  const now = formatTime(at);
  q(db, 'UPDATE payout_record SET payout_status = 41, fail_reason = ?, finish_time = ? WHERE payout_id = ?').run(
    `出款审核拒绝：${msg}`,
    now,
    payoutId,
  );
  q(db, 'UPDATE draw_record SET draw_status = 30, upt_time = ? WHERE draw_id = ?').run(now, p.draw_id);
}
