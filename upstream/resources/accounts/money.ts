// Manual money operations (lib/screens/accounts/acct-manage.ts): deposit, recharge, adjust, refund
// and transfer prepare an audit with its payment and items (posted when the audit passes); freeze
// and unfreeze move money between valid balance and frozen amount at once. Each runs once per
// idempotency key. Also the account management lists, the operation records and the batch
// adjustment import (an .xlsx of account, direction, amount in yuan and reason).
import { callOf, type UpCall } from '../../calls.ts';
import { createHash } from 'node:crypto';
import { bizError, type Ctx } from '../../context.ts';
import type { Db } from '../../db.ts';
import { idempotent, onceByKey } from '../../idempotency.ts';
import type { Resource, SeedContext } from '../../resource.ts';
import { orgScope } from '../../scope.ts';
import { formatStamp, formatTime, str } from '../../util.ts';
import { readXlsxRows, XlsxError } from '../../xlsx-read.ts';
import { MAX_FILE, readUpload, tooBig } from '../../routes/files.ts';
import { settle } from '../audit/audits.ts';
import { submitMoney } from '../audit/engine.ts';
import { type Account, accountOf, q } from './posting.ts';
import { HOUR } from '../../kit/time.ts';

const SCHEMA = `CREATE TABLE IF NOT EXISTS acct_action (
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

type Op = 'DEPOSIT' | 'RECHARGE' | 'ADJUST' | 'ADJUST_BATCH' | 'REFUND' | 'TRANS' | 'FREEZE' | 'UNFREEZE';
const AUDIT_TYPE: Partial<Record<Op, string>> = {
  DEPOSIT: 'ACCT_DEPOSIT',
  RECHARGE: 'ACCT_RECHARGE',
  ADJUST: 'ACCT_ADJUST',
  ADJUST_BATCH: 'ACCT_ADJUST',
  REFUND: 'ACCT_REFUND',
  TRANS: 'ACCT_TRANS',
};

interface OpInput {
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
function refusal(i: OpInput): string | null {
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
function scopedAccount(ctx: Ctx, value: unknown, what = '账户'): Account & { product_code: string } {
  const id = str(value);
  const acct = id ? accountOf(ctx.app.db, id) : undefined;
  const scope = orgScope(ctx.app.db, ctx.emp);
  if (!acct || (scope && !acct.org_path.startsWith(scope))) throw bizError(`${what}不存在`, 'E5002');
  const { product_code } = q(ctx.app.db, 'SELECT product_code FROM account WHERE acct_id = ?').get(acct.acct_id) as {
    product_code: string;
  };
  return { ...acct, product_code };
}

function opRoute(op: Op, path: string) {
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

const DIRECTIONS: Record<string, '+' | '-'> = { '+': '+', '-': '-', 调增: '+', 调减: '-', 增加: '+', 减少: '-' };

/** A yuan amount as written in a cell, in fen; null when not a positive amount with at most 2 decimals. */
export function cellFen(text: string): number | null {
  if (!/^\d{1,12}(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  const fen = Math.round(n * 100);
  return Math.abs(n * 100 - fen) < 1e-6 && fen > 0 ? fen : null;
}

/** 批量调账: every line checked first (any error refuses the file, saying which lines), then one audit per line. */
async function batchImport(ctx: Ctx) {
  const { file, fileName, ext } = await readUpload(ctx);
  if (ext !== '.xlsx' && ext !== '.xls') throw bizError('请上传 xls/xlsx 格式!', 'E6002');
  if (ext === '.xls') throw bizError('调账文件请使用 xlsx 格式（账户编号、调账方向、金额(元)、调账原因）', 'E5010');
  const bytes = Buffer.from(await file.arrayBuffer());
  const hash = createHash('sha256').update(bytes).digest('hex');
  return onceByKey(ctx, `${ctx.path}\n${hash}`, () => {
    const { db } = ctx.app;
    const dup = q(db, 'SELECT batch_id FROM adjust_batch WHERE file_hash = ?').get(hash) as { batch_id: string } | undefined;
    if (dup) throw bizError(`该文件已导入（批次 ${dup.batch_id}），请勿重复导入`, 'E5011');
    let rows: string[][];
    try {
      rows = readXlsxRows(bytes);
    } catch (err) {
      if (err instanceof XlsxError) throw bizError('无法读取调账文件，请使用模板格式的 xlsx 文件', 'E5012');
      throw err;
    }
    const lines = rows.map((cells, n) => ({ cells, row: n + 1 })).filter(({ cells }) => cells.some(Boolean));
    if (lines.length && !/^\d+$/.test(lines[0].cells[0] ?? '')) lines.shift(); // the header line
    if (!lines.length) throw bizError('调账文件没有数据', 'E5013');
    if (lines.length > 500) throw bizError('一次最多导入500笔调账', 'E5014');
    const errors: string[] = [];
    const inputs: OpInput[] = [];
    for (const { cells, row } of lines) {
      const [acctId = '', dir = '', amountText = '', remark = ''] = cells;
      const io = DIRECTIONS[dir];
      const amount = cellFen(amountText);
      let acct: ReturnType<typeof scopedAccount> | null = null;
      try {
        acct = scopedAccount(ctx, acctId);
      } catch {
        errors.push(`第${row}行：账户不存在`);
        continue;
      }
      if (!io) errors.push(`第${row}行：调账方向须为 + 或 -`);
      else if (amount === null) errors.push(`第${row}行：金额须为大于0、最多两位小数的元金额`);
      else if (!remark) errors.push(`第${row}行：请填写调账原因`);
      else {
        const input: OpInput = {
          op: 'ADJUST_BATCH',
          acct,
          ioTag: io,
          amount,
          remark: remark.slice(0, 200),
          empName: ctx.emp!.realName,
          productCode: acct.product_code,
        };
        const why = refusal(input);
        if (why) errors.push(`第${row}行：${why}`);
        else inputs.push(input);
      }
    }
    if (errors.length)
      throw bizError(
        `导入失败，未处理任何一笔：${errors.slice(0, 5).join('；')}${errors.length > 5 ? ` 等${errors.length}处` : ''}`,
        'E5015',
      );
    const at = Date.now();
    const batchId = `AB${formatStamp(at)}${String((q(db, 'SELECT COUNT(*) AS n FROM adjust_batch').get() as { n: number }).n + 1).padStart(4, '0')}`;
    for (const input of inputs) applyOp(db, { ...input, batchId }, at);
    const sum = (io: string) => inputs.filter((i) => i.ioTag === io).reduce((s, i) => s + i.amount, 0);
    const scope = orgScope(db, ctx.emp) ?? '/';
    q(db, 'INSERT INTO adjust_batch VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      batchId,
      fileName,
      hash,
      inputs.length,
      sum('+'),
      sum('-'),
      ctx.emp!.realName,
      scope,
      formatTime(at),
    );
    return `已导入${inputs.length}笔调账，待审核（批次 ${batchId}）`;
  });
}

const ACTION_SELECT = `x.action_id AS actionId, x.op_type AS opType, x.acct_id AS acctId, a.acct_name AS acctName, a.member_id AS memberId,
  x.io_tag AS ioTag, x.amount AS amount, x.pair_acct_id AS pairAcctId, x.audit_id AS auditId, r.audit_status AS auditStatus,
  COALESCE(r.exec_status, x.exec_status) AS execStatus, x.payment_id AS paymentId, x.batch_id AS batchId, x.remark AS remark,
  x.emp_name AS empName, x.crt_time AS crtTime`;

/** The account action pages (spec 03 §7): which operations each one answers with (all when absent). */
const ACTION_PAGES: ReadonlyArray<{ call: UpCall; opTypes?: readonly string[] }> = [
  { call: callOf('POST /admin/acct/action/deposit/page'), opTypes: ['DEPOSIT'] },
  { call: callOf('POST /admin/acct/action/recharge/page'), opTypes: ['RECHARGE'] },
  { call: callOf('POST /admin/acct/action/adjust/page'), opTypes: ['ADJUST'] },
  { call: callOf('POST /admin/acct/action/trans/page'), opTypes: ['TRANS'] },
  { call: callOf('POST /admin/acct/action/page') },
];

const actionResources: Resource[] = ACTION_PAGES.map((v) => ({
  name: `acct-actions-${v.call.path}`,
  page: v.call,
  from: 'acct_action x JOIN account a ON a.acct_id = x.acct_id LEFT JOIN audit_record r ON r.audit_id = x.audit_id',
  select: ACTION_SELECT,
  where: v.opTypes ? `x.op_type IN (${v.opTypes.map((t) => `'${t}'`).join(', ')})` : undefined,
  orderBy: 'x.crt_time DESC, x.action_id DESC',
  scope: 'x.org_path',
  filters: {
    acctId: { eq: 'x.acct_id' },
    memberId: { eq: 'a.member_id', upper: true },
    opType: { eq: 'x.op_type', upper: true },
    batchId: { eq: 'x.batch_id', upper: true },
    auditStatus: { eq: 'r.audit_status' },
    crtTime: { dates: 'x.crt_time' },
  },
}));

const MANAGE_SELECT = `a.acct_id AS acctId, a.acct_name AS acctName, a.acct_code AS acctCode, a.member_id AS memberId,
  m.mask_real_name AS realName, a.org_code AS orgCode, o.org_name AS orgName, a.balance AS balance, a.valid_balance AS validBalance,
  a.freeze_amt AS freezeAmt, a.acct_status AS acctStatus, a.upt_time AS uptTime`;
const MANAGE_FILTERS: Resource['filters'] = {
  acctId: { eq: 'a.acct_id' },
  // The money forms' account picker searches by name (issue #39).
  acctName: { like: 'a.acct_name' },
  memberId: { eq: 'a.member_id', upper: true },
  acctCode: { eq: 'a.acct_code', upper: true },
  acctStatus: { eq: 'a.acct_status' },
  balance: { range: 'a.balance', keys: ['startBalance', 'endBalance'], scale: 100 },
  orgCode: { org: 'a.org_path' },
};
const MANAGE_FROM = 'account a JOIN member m ON m.member_id = a.member_id JOIN org o ON o.org_code = a.org_code';

const REASONS = ['差错调整', '活动补贴', '渠道差额补录', '重复入账冲正', '客户投诉补偿', '系统故障补偿'];

/** Operation records of every kind, through the same code as the routes, some decided. */
function seed({ db, rng, base, members }: SeedContext): void {
  const pickAcct = () => {
    const i = rng.int(0, members.length - 1);
    const a = accountOf(db, String(2_100_000_000_000 + i * 3 + rng.int(0, 2)))!;
    return { ...a, product: members[i].org.product };
  };
  const ops: Array<[Op, number]> = [
    ['DEPOSIT', 120],
    ['RECHARGE', 120],
    ['ADJUST', 200],
    ['REFUND', 60],
    ['TRANS', 60],
    ['FREEZE', 40],
    ['UNFREEZE', 30],
  ];
  // Unfreezing takes back what was frozen: the accounts the freezes above went to (those approved hold it), after the freeze.
  const frozen: Array<{ acctId: string; product: string; at: number }> = [];
  for (const [op, count] of ops) {
    for (let n = 0; n < count; n++) {
      const freeze = op === 'UNFREEZE' && frozen.length ? frozen[n % frozen.length]! : null;
      const a = freeze ? { ...accountOf(db, freeze.acctId)!, product: freeze.product } : pickAcct();
      const drawn = base - rng.int(2, 2400) * HOUR;
      const at = freeze ? Math.min(base - HOUR, Math.max(drawn, freeze.at + HOUR)) : drawn;
      const ioTag =
        op === 'ADJUST' ? (rng.chance(0.6) ? '+' : '-') : op === 'DEPOSIT' || op === 'RECHARGE' || op === 'UNFREEZE' ? '+' : '-';
      const room = op === 'UNFREEZE' ? a.freeze_amt : a.valid_balance;
      const amount = ioTag === '+' && op !== 'UNFREEZE' ? rng.int(1, 5000) * 100 : Math.min(room, rng.int(1, 2000) * 100);
      if (amount <= 0) continue;
      const pair = op === 'TRANS' ? pickAcct() : null;
      if (pair && pair.acct_id === a.acct_id) continue;
      const input: OpInput = {
        op,
        acct: a,
        pair,
        ioTag,
        amount,
        remark: rng.pick(REASONS),
        empName: rng.pick(['运营专员', '财务专员']),
        productCode: a.product,
      };
      if (refusal(input)) continue;
      const done = applyOp(db, input, at);
      if (done.auditId) settle(db, rng, done.auditId, at, base);
      if (op === 'FREEZE') frozen.push({ acctId: a.acct_id, product: a.product, at });
    }
  }
  // Three past batch adjustments: one pending, one partly decided, one done.
  for (let b = 0; b < 3; b++) {
    const at = base - (30 - b * 10) * 24 * HOUR;
    const batchId = `AB${formatStamp(at)}${String(b + 1).padStart(4, '0')}`;
    let inAmt = 0;
    let outAmt = 0;
    let cnt = 0;
    for (let n = 0; n < 15; n++) {
      const a = pickAcct();
      const ioTag = rng.chance(0.7) ? '+' : '-';
      const amount = ioTag === '+' ? rng.int(1, 300) * 100 : Math.min(a.valid_balance, rng.int(1, 100) * 100);
      const input: OpInput = {
        op: 'ADJUST_BATCH',
        acct: a,
        ioTag,
        amount,
        remark: '批量调账：活动补贴',
        empName: '财务专员',
        productCode: a.product,
        batchId,
      };
      if (amount <= 0 || refusal(input)) continue;
      const done = applyOp(db, input, at);
      cnt++;
      if (ioTag === '+') inAmt += amount;
      else outAmt += amount;
      if (b === 2 || (b === 1 && n % 2 === 0)) settle(db, rng, done.auditId!, at, base);
    }
    q(db, 'INSERT INTO adjust_batch VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      batchId,
      `批量调账_${b + 1}.xlsx`,
      `seed-${b}`,
      cnt,
      inAmt,
      outAmt,
      '财务专员',
      '/',
      formatTime(at),
    );
  }
}

export const moneyOps: Resource = {
  name: 'acct-money-ops',
  version: 2,
  schema: SCHEMA,
  seed,
  page: callOf('POST /admin/acct/manage/page'),
  from: MANAGE_FROM,
  select: MANAGE_SELECT,
  orderBy: 'a.upt_time DESC, a.acct_id',
  scope: 'a.org_path',
  filters: MANAGE_FILTERS,
  routes: [
    opRoute('DEPOSIT', callOf('POST /admin/acct/manage/deposit').path),
    opRoute('RECHARGE', callOf('POST /admin/acct/manage/recharge').path),
    opRoute('ADJUST', callOf('POST /admin/acct/manage/adjust').path),
    opRoute('REFUND', callOf('POST /admin/acct/manage/refund').path),
    opRoute('FREEZE', callOf('POST /admin/acct/manage/freeze').path),
    opRoute('UNFREEZE', callOf('POST /admin/acct/manage/unfreeze').path),
    opRoute('TRANS', callOf('POST /admin/acct/manage/trans').path),
    {
      method: 'POST',
      path: callOf('POST /admin/acct/manage/adjust-batch/import').path,
      handler: batchImport,
      maxBody: MAX_FILE + 1024 * 1024,
      tooLarge: tooBig,
    },
  ],
};

/** 业务账户管理: the accounts of the organisations' own members. */
export const bizAccounts: Resource = {
  name: 'acct-manage-biz',
  page: callOf('POST /admin/acct/manage-biz/page'),
  from: MANAGE_FROM,
  select: MANAGE_SELECT,
  where: 'm.member_type = 101020',
  orderBy: 'a.acct_id',
  scope: 'a.org_path',
  filters: MANAGE_FILTERS,
};

export const adjustBatches: Resource = {
  name: 'acct-adjust-batches',
  page: callOf('POST /admin/acct/manage/adjust-batch/page'),
  from: `(SELECT b.*,
      (SELECT COUNT(*) FROM audit_record r WHERE r.batch_id = b.batch_id AND r.audit_status IN (10, 15)) AS pending_cnt,
      (SELECT COUNT(*) FROM audit_record r WHERE r.batch_id = b.batch_id AND r.audit_status = 20) AS pass_cnt,
      (SELECT COUNT(*) FROM audit_record r WHERE r.batch_id = b.batch_id AND r.audit_status = 40) AS reject_cnt
    FROM adjust_batch b) b`,
  select: `b.batch_id AS batchId, b.file_name AS fileName, b.total_cnt AS totalCnt, b.in_amt AS inAmt, b.out_amt AS outAmt,
    b.pending_cnt AS pendingCnt, b.pass_cnt AS passCnt, b.reject_cnt AS rejectCnt,
    CASE WHEN b.pending_cnt = b.total_cnt THEN 10 WHEN b.pending_cnt = 0 THEN 30 ELSE 20 END AS batchStatus,
    b.emp_name AS empName, b.crt_time AS crtTime`,
  orderBy: 'b.crt_time DESC',
  scope: 'b.org_path',
  filters: { batchId: { eq: 'b.batch_id', upper: true }, crtTime: { dates: 'b.crt_time' } },
};

export const moneyResources: readonly Resource[] = [moneyOps, bizAccounts, adjustBatches, ...actionResources];
