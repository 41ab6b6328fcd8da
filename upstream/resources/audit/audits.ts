// Audit records (lib/screens/audit/audit-lists.ts, the audit dialog, 账户审核管理): one list
// resource per audit screen, confined to its types; the decisions (approve, reject with a reason,
// batch, batch of an import, force, retry), each once per idempotency key and scoped to the
// employee's organisation subtree; and the seed of the Msy subjects and card audits.
import { callOf, type UpCall } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { idempotent } from '../../idempotency.ts';
import { findRecord, type Resource, type SeedContext } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { formatTime, str } from '../../util.ts';
import { accountOf } from '../accounts/posting.ts';
import { PAYMENT_FROM, PAYMENT_SELECT } from '../accounts/payments.ts';
import { createAudit, type Decision, decide, retry, submitMoney, type Who } from './engine.ts';
import { AUDIT_SCHEMA } from './records.ts';
import { DAY, HOUR } from '../../kit/time.ts';

export const AUDIT_SELECT = `a.audit_id AS auditId, a.audit_type AS auditType, a.biz_id AS bizId, a.member_id AS memberId,
  a.acct_id AS acctId, a.pair_acct_id AS pairAcctId, a.io_tag AS ioTag, a.amount AS amount, a.audit_status AS auditStatus,
  a.exec_status AS execStatus, a.exec_msg AS execMsg, a.apply_desc AS applyDesc, a.apply_emp_name AS applyEmpName,
  a.crt_time AS crtTime, a.audit_emp_name AS auditEmpName, a.audit_time AS auditTime, a.audit_msg AS auditMsg,
  a.psam_code AS psamCode, a.biz_status AS bizStatus, a.batch_id AS batchId, a.payment_id AS paymentId, a.retry_cnt AS retryCnt,
  a.org_code AS orgCode, o.org_name AS orgName, a.product_code AS productCode`;
const AUDIT_FROM = 'audit_record a LEFT JOIN org o ON o.org_code = a.org_code';
const AUDIT_FILTERS: Resource['filters'] = {
  auditId: { eq: 'a.audit_id' },
  auditType: { eq: 'a.audit_type', upper: true },
  auditStatus: { eq: 'a.audit_status' },
  memberId: { eq: 'a.member_id', upper: true },
  acctId: { eq: 'a.acct_id' },
  psamCode: { eq: 'a.psam_code', upper: true },
  orgCode: { org: 'a.org_path' },
  crtTime: { dates: 'a.crt_time' },
};

/** An audit page: the audit types its records hold (all when absent), one product's records only. */
interface AuditPage {
  call: UpCall;
  types?: readonly string[];
  product?: string;
}

/** The audit page calls (spec 03 §7 and the Msy set): which records each one answers with. */
const AUDIT_PAGES: readonly AuditPage[] = [
  { call: callOf('POST /admin/audit/page') },
  { call: callOf('POST /admin/audit/zzf/page'), product: 'zzf' },
  { call: callOf('POST /admin/audit/card/page'), types: ['SETTLE_CARD'] },
  { call: callOf('POST /admin/audit/change-card/page'), types: ['CHANGE_CARD'] },
  {
    call: callOf('POST /admin/msy/audit/page'),
    types: ['ACTIVE_CASHBACK', 'TERM_QUALIFY', 'ACTIVE_DEDUCT', 'FLOW_CASHBACK', 'FLOW_DEDUCT'],
  },
  { call: callOf('POST /admin/msy/audit/active-cashback/page'), types: ['ACTIVE_CASHBACK'] },
  { call: callOf('POST /admin/msy/audit/term-qualify/page'), types: ['TERM_QUALIFY'] },
  { call: callOf('POST /admin/msy/audit/active-deduct/page'), types: ['ACTIVE_DEDUCT'] },
  { call: callOf('POST /admin/msy/audit/flow-cashback/page'), types: ['FLOW_CASHBACK'] },
  { call: callOf('POST /admin/msy/audit/flow-deduct/page'), types: ['FLOW_DEDUCT'] },
];

function whereOf(v: AuditPage): string | undefined {
  const parts: string[] = [];
  if (v.types) parts.push(`a.audit_type IN (${v.types.map((t) => `'${t}'`).join(', ')})`);
  if (v.product) parts.push(`a.product_code = '${v.product}'`);
  return parts.length ? parts.join(' AND ') : undefined;
}

/** One resource per audit page call. */
const listResources: Resource[] = AUDIT_PAGES.map((v) => ({
  name: `audits-${v.call.path}`,
  page: v.call,
  from: AUDIT_FROM,
  select: AUDIT_SELECT,
  where: whereOf(v),
  orderBy: 'a.crt_time DESC, a.audit_id DESC',
  scope: 'a.org_path',
  filters: AUDIT_FILTERS,
}));

function who(ctx: Ctx): Who {
  return { empId: ctx.emp!.empId, empName: ctx.emp!.realName };
}

/** The record, if the employee may see it (another organisation's reads as missing). */
function scopedId(ctx: Ctx, value: unknown): number {
  const id = Number(str(value));
  if (!Number.isSafeInteger(id)) throw bizError('审核记录不存在', 'E5100');
  const scope = orgScope(ctx.app.db, ctx.emp);
  const row = ctx.app.db.prepare('SELECT org_path FROM audit_record WHERE audit_id = ?').get(id) as { org_path: string } | undefined;
  if (!row || (scope && !row.org_path.startsWith(scope))) throw bizError('审核记录不存在', 'E5100');
  return id;
}

const decision = (d: Decision) => ({ ...d, auditStatusName: d.auditStatus === 20 ? '审核通过' : '审核拒绝' });

function statusOf(value: unknown): 20 | 40 {
  const s = Number(value);
  if (s !== 20 && s !== 40) throw bizError('审核结果不正确', 'E5105');
  return s;
}

/** Several records at once, all or none: one refused record refuses the batch and says which and why. */
function decideAll(ctx: Ctx, ids: number[], status: 20 | 40, msg: string | null) {
  const refused: string[] = [];
  const results: Decision[] = [];
  for (const id of ids) {
    try {
      results.push(decide(ctx.app.db, id, status, msg, who(ctx), Date.now()));
    } catch (err) {
      refused.push(`${id}：${(err as Error).message}`);
    }
  }
  if (refused.length)
    throw bizError(`以下记录不能审核，本批未处理：${refused.slice(0, 5).join('；')}${refused.length > 5 ? ' 等' : ''}`, 'E5106');
  return { count: results.length, auditStatus: status, failed: results.filter((r) => r.execStatus === 40).length };
}

const routes = [
  // 03 §7 Audit: detail/{id}, the record /admin/audit/detail {auditId} gives, by path id.
  {
    method: 'POST' as const,
    path: callOf('POST /admin/audit/detail/{id}').path,
    handler: (ctx: Ctx) => findRecord(audits, ctx, ctx.params.id),
  },
  {
    method: 'POST' as const,
    path: callOf('POST /admin/audit/audit/{id}').path,
    handler: idempotent((ctx) => decision(decide(ctx.app.db, scopedId(ctx, ctx.params.id), 20, null, who(ctx), Date.now()))),
  },
  {
    method: 'POST' as const,
    path: callOf('POST /admin/audit/audit').path,
    handler: idempotent((ctx) =>
      decision(
        decide(ctx.app.db, scopedId(ctx, ctx.body.auditId), statusOf(ctx.body.auditStatus), str(ctx.body.auditMsg), who(ctx), Date.now()),
      ),
    ),
  },
  {
    method: 'POST' as const,
    path: callOf('POST /admin/audit/force/{id}').path,
    handler: idempotent((ctx) => decision(decide(ctx.app.db, scopedId(ctx, ctx.params.id), 20, null, who(ctx), Date.now(), true))),
  },
  {
    method: 'POST' as const,
    path: callOf('POST /admin/audit/retry/{id}').path,
    handler: idempotent((ctx) => decision(retry(ctx.app.db, scopedId(ctx, ctx.params.id), who(ctx), Date.now()))),
  },
  {
    method: 'POST' as const,
    path: callOf('POST /admin/audit/batch-audit').path,
    handler: idempotent((ctx) => {
      const ids = [...new Set((str(ctx.body.auditIds) ?? '').split(/[,，\s]+/).filter(Boolean))];
      if (!ids.length) throw bizError('请输入审核编号', 'E5107');
      if (ids.length > 100) throw bizError('一次最多批量审核100条', 'E5108');
      return decideAll(
        ctx,
        ids.map((id) => scopedId(ctx, id)),
        statusOf(ctx.body.auditStatus),
        str(ctx.body.auditMsg),
      );
    }),
  },
  {
    method: 'POST' as const,
    path: callOf('POST /admin/audit/batch-audit/{id}').path,
    handler: idempotent((ctx) => {
      const scope = orgScope(ctx.app.db, ctx.emp);
      const ids = (
        ctx.app.db
          .prepare('SELECT audit_id FROM audit_record WHERE batch_id = ? AND audit_status = 10 AND org_path LIKE ? ORDER BY audit_id')
          .all(ctx.params.id, `${scope ?? '/'}%`) as Array<{ audit_id: number }>
      ).map((r) => r.audit_id);
      if (!ids.length) throw bizError('该批次没有待审核的记录', 'E5109');
      return decideAll(ctx, ids, 20, null);
    }),
  },
  {
    method: 'POST' as const,
    path: callOf('POST /payment-item/auidt').path,
    handler: idempotent((ctx) => {
      const row = ctx.app.db
        .prepare('SELECT audit_id FROM payment_item WHERE payment_item_id = ?')
        .get(Number(str(ctx.body.paymentItemId))) as { audit_id: number | null } | undefined;
      if (!row?.audit_id) throw bizError('该支付记录无需审核', 'E5110');
      return decision(
        decide(ctx.app.db, scopedId(ctx, row.audit_id), statusOf(ctx.body.auditStatus), str(ctx.body.auditMsg), who(ctx), Date.now()),
      );
    }),
  },
];

const REVIEWERS = ['财务专员', '运营专员', '风控专员'];

/** Msy subjects (cashback, deduction, qualification) and card audits over merchants with terminals. */
function seed({ db, rng, base, members }: SeedContext): void {
  const merchants = members.map((m, i) => ({ m, i })).filter((x) => x.i >= 200 && x.m.psam);
  const acct = (i: number, k: number) => accountOf(db, String(2_100_000_000_000 + i * 3 + k))!;
  const plan: Array<[type: string, count: number, k: number, io: '+' | '-' | null, bizStatus: readonly number[]]> = [
    ['ACTIVE_CASHBACK', 300, 2, '+', [1, 0, 5]],
    ['FLOW_CASHBACK', 150, 2, '+', [1, 0]],
    ['ACTIVE_DEDUCT', 200, 0, '-', [0, 1]],
    ['FLOW_DEDUCT', 100, 0, '-', [0, 1]],
    ['TERM_QUALIFY', 200, 0, null, [0]],
    ['SETTLE_CARD', 200, 0, null, []],
    ['CHANGE_CARD', 150, 0, null, []],
  ];
  for (const [type, count, k, io, statuses] of plan) {
    for (let n = 0; n < count; n++) {
      const { m, i } = rng.pick(merchants);
      const a = acct(i, k);
      const at = base - rng.int(1, 120) * DAY - rng.int(0, DAY);
      const applyEmpName = '系统';
      const bizStatus = statuses.length ? rng.pick(statuses) : null;
      const common = { type, applyEmpName, psamCode: m.psam, bizStatus, productCode: m.org.product };
      let auditId: number;
      if (io) {
        const amount = type.endsWith('CASHBACK') ? rng.pick([5000, 10000, 20000, 30000]) : rng.pick([9900, 19900, 29900]);
        const desc = type.endsWith('CASHBACK') ? `终端 ${m.psam} 激活返现` : `终端 ${m.psam} 未激活扣款`;
        auditId = submitMoney(db, { ...common, acct: a, ioTag: io, amount, applyDesc: desc, outerTag: 'ORG', bizId: m.psam }, at).auditId;
      } else {
        const card = type === 'TERM_QUALIFY' ? m.psam : `BC${rng.digits(8)}`;
        const desc = type === 'TERM_QUALIFY' ? '终端交易达标' : type === 'SETTLE_CARD' ? '结算卡绑定' : '结算卡变更';
        auditId = createAudit(
          db,
          { ...common, bizId: card, memberId: m.id, acctId: null, orgCode: m.org.code, orgPath: m.org.path, applyDesc: desc },
          at,
        );
      }
      settle(db, rng, auditId, at, base);
    }
  }
}

/** Leaves a seeded record pending, in review, approved or rejected (through the engine, at a later time). */
export function settle(db: SeedContext['db'], rng: SeedContext['rng'], auditId: number, at: number, base: number): void {
  const r = rng.next();
  const reviewer = { empId: '10001', empName: rng.pick(REVIEWERS) };
  const when = Math.min(base - 1000, at + rng.int(1, 48) * HOUR);
  if (r < 0.3) return;
  if (r < 0.4) {
    db.prepare('UPDATE audit_record SET audit_status = 15, audit_emp_name = ?, upt_time = ? WHERE audit_id = ?').run(
      reviewer.empName,
      formatTime(when),
      auditId,
    );
    return;
  }
  if (r < 0.82) decide(db, auditId, 20, null, reviewer, when);
  else decide(db, auditId, 40, rng.pick(['资料不全', '金额有误', '重复申请', '不符合活动规则']), reviewer, when);
}

export const audits: Resource = {
  name: 'audits',
  version: 1,
  schema: AUDIT_SCHEMA,
  seed,
  detail: callOf('POST /admin/audit/detail'),
  key: 'auditId',
  keyColumn: 'a.audit_id',
  from: `${AUDIT_FROM} LEFT JOIN account ac ON ac.acct_id = a.acct_id`,
  select: `${AUDIT_SELECT}, ac.acct_name AS acctName`,
  orderBy: 'a.audit_id',
  scope: 'a.org_path',
  routes,
};

/** 账户审核管理: payment items that go through an audit. */
export const paymentItemAudits: Resource = {
  name: 'payment-item-audits',
  page: callOf('POST /payment-item/page'),
  from: PAYMENT_FROM,
  select: PAYMENT_SELECT,
  where: 'p.audit_id IS NOT NULL',
  orderBy: 'p.crt_time DESC, p.payment_item_id DESC',
  scope: 'p.org_path',
  filters: {
    paymentId: { eq: 'p.payment_id', upper: true },
    acctId: { sql: '(p.payer_acct_id = ? OR p.payee_acct_id = ?)' },
    memberId: { sql: '(p.payer_member_id = upper(?) OR p.payee_member_id = upper(?))' },
    auditStatus: { eq: 'r.audit_status' },
    crtTime: { dates: 'p.crt_time' },
  },
};

export const auditResources: readonly Resource[] = [audits, ...listResources, paymentItemAudits];
