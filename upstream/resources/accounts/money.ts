// The account management lists (lib/screens/accounts/acct-manage.ts) and the operation records: the
// managed accounts with the money operations' routes (money-ops.ts), the business accounts, the
// action pages, and the seeded records. The batch adjustment import is in money-batch.ts.
import { callOf, type UpCall } from '../../calls.ts';
import type { Resource, SeedContext } from '../../kit/resource.ts';
import { formatStamp, formatTime } from '../../util.ts';
import { MAX_FILE, tooBig } from '../../routes/files.ts';
import { settle } from '../audit/audits.ts';
import { accountOf, q } from './posting.ts';
import { HOUR } from '../../kit/time.ts';

import { applyOp, type Op, type OpInput, opRoute, refusal, SCHEMA } from './money-ops.ts';
import { adjustBatches, batchImport } from './money-batch.ts';

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
  // The picker's owner search: the member's name as typed (answered masked).
  realName: { like: 'm.real_name' },
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

export const moneyResources: readonly Resource[] = [moneyOps, bizAccounts, adjustBatches, ...actionResources];
