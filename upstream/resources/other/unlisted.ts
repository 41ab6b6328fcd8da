// Calls spec 03 §7 lists with their paths but no screen, field or answer (the console calls none of
// them, contract/ says so): the sandpay merchant and request logs, the agency information and the
// terminals' indicator box. The reference upstream serves each, so a probe of the contract finds
// every path it lists; their fields are this double's, the spec giving none.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { str } from '../../util.ts';
import { at, cycle, tableResource } from '../system/table.ts';
import { DAY } from '../../kit/time.ts';

const hours = (n: number) => n * 3_600_000;

/** 03 §7 Other: /sandpay/cnlMerchantLog/list, the channel's merchant registrations. */
const merchantLog = tableResource({
  name: 'sandpay-merchant-log',
  table: 'sandpay_merchant_log',
  page: callOf('POST /sandpay/cnlMerchantLog/list'),
  scoped: true,
  columns: {
    logId: 'INTEGER',
    memberId: 'TEXT',
    orgCode: 'TEXT',
    cnlMerchantCode: 'TEXT',
    operType: 'TEXT',
    result: 'INTEGER',
    resultMsg: 'TEXT',
    crtTime: 'TEXT',
  },
  rows: 120,
  row: (i, { rng, base, members }) => {
    const m = members[(i * 37) % members.length];
    const ok = cycle([1, 0], i, () => (rng.chance(0.85) ? 0 : 1)) === 1;
    return {
      logId: 700001 + i,
      memberId: m.id,
      orgCode: m.org.code,
      cnlMerchantCode: `S${rng.digits(14)}`,
      operType: cycle(['REGISTER', 'UPDATE', 'QUERY'], i, () => rng.int(0, 2)),
      result: ok ? 1 : 0,
      resultMsg: ok ? '成功' : '商户信息校验失败',
      crtTime: at(base - hours(rng.int(1, 90 * 24))),
    };
  },
  filters: { memberId: 'eq', cnlMerchantCode: 'eq', operType: 'eq', result: 'eq', crtTime: 'dates' },
});

/** 03 §7 Other: /sandpay/cnlRequestLog/list, the requests sent to the channel. */
const requestLog = tableResource({
  name: 'sandpay-request-log',
  table: 'sandpay_request_log',
  page: callOf('POST /sandpay/cnlRequestLog/list'),
  scoped: true,
  columns: {
    logId: 'INTEGER',
    memberId: 'TEXT',
    orgCode: 'TEXT',
    reqUri: 'TEXT',
    respCode: 'TEXT',
    respMsg: 'TEXT',
    costMs: 'INTEGER',
    crtTime: 'TEXT',
  },
  rows: 200,
  row: (i, { rng, base, members }) => {
    const m = members[(i * 53) % members.length];
    const ok = cycle(['0000', '9999'], i, () => (rng.chance(0.9) ? 0 : 1)) === '0000';
    return {
      logId: 800001 + i,
      memberId: m.id,
      orgCode: m.org.code,
      reqUri: cycle(['/merchant/register', '/merchant/query', '/order/query'], i, () => rng.int(0, 2)),
      respCode: ok ? '0000' : '9999',
      respMsg: ok ? '成功' : '系统繁忙',
      costMs: rng.int(40, 3000),
      crtTime: at(base - hours(rng.int(1, 30 * 24))),
    };
  },
  filters: { memberId: 'eq', respCode: 'eq', crtTime: 'dates' },
  // The two look-ups below, which have no table of their own.
  extra: {
    routes: [
      { method: 'POST', path: callOf('POST /{p}/pos/org/admin/agency-info/query').path, handler: agencyInfo },
      { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/psam/merchant-indicator-box').path, handler: merchantIndicatorBox },
    ],
  },
});

/** The organisation a call names (orgCode), or else the caller's own: within the caller's subtree. */
function orgOf(ctx: Ctx) {
  const { db } = ctx.app;
  const code = str(ctx.body.orgCode)?.toUpperCase() ?? ctx.emp?.orgCode ?? null;
  const scope = orgScope(db, ctx.emp);
  const org = (
    code
      ? db.prepare('SELECT * FROM org WHERE org_code = ?').get(code)
      : db.prepare('SELECT * FROM org WHERE org_level = 1 ORDER BY org_code LIMIT 1').get()
  ) as Record<string, string | number> | undefined;
  if (!org || (scope && !String(org.path).startsWith(scope))) throw bizError('机构不存在', 'E4004');
  return org;
}

/** /{p}/pos/org/admin/agency-info/query: an organisation's own record as an agency. */
function agencyInfo(ctx: Ctx) {
  const o = orgOf(ctx);
  return {
    orgCode: o.org_code,
    orgName: o.org_name,
    orgLevel: o.org_level,
    parentOrgCode: o.parent_code,
    topOrgCode: o.top_code,
    memberId: o.member_id,
    productCode: o.product_code,
    settleType: o.settle_type,
    status: o.status,
    crtTime: o.crt_time,
  };
}

/** /{p}/pos/standard/org/admin/psam/merchant-indicator-box: the terminals and their merchants' trade in the caller's subtree. */
function merchantIndicatorBox(ctx: Ctx) {
  const { db } = ctx.app;
  const scope = `${orgScope(db, ctx.emp) ?? '/'}%`;
  const one = (sql: string, ...args: (string | number)[]) => Number((db.prepare(sql).get(scope, ...args) as { n: number }).n);
  const since = new Date(Date.now() - 30 * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
  return {
    psamCount: one('SELECT COUNT(*) AS n FROM psam WHERE org_path LIKE ?'),
    boundPsamCount: one('SELECT COUNT(*) AS n FROM psam WHERE org_path LIKE ? AND binding_state = 1'),
    activePsamCount: one('SELECT COUNT(*) AS n FROM psam WHERE org_path LIKE ? AND activation_status = 1'),
    merchantCount: one('SELECT COUNT(*) AS n FROM psam WHERE org_path LIKE ? AND member_id IS NOT NULL'),
    transAmt30d: one(
      'SELECT COALESCE(SUM(amount), 0) AS n FROM pos_order WHERE org_path LIKE ? AND order_status = 20 AND crt_time >= ?',
      since,
    ),
    transCnt30d: one('SELECT COUNT(*) AS n FROM pos_order WHERE org_path LIKE ? AND order_status = 20 AND crt_time >= ?', since),
  };
}

export const unlistedResources: readonly Resource[] = [merchantLog, requestLog];
