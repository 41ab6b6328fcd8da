// Member and merchant lists (spec 02): paged, every filter optional, an ORG employee confined to
// its organisation's subtree. The exports of both lists share these queries (queries.ts).
import type { Ctx, Route } from '../context.ts';
import { MEMBER_FROM, MEMBER_SELECT, memberConditions, MERCHANT_FROM, MERCHANT_SELECT, merchantConditions } from '../queries.ts';
import { orgScope } from '../scope.ts';
import { page, pageArgs, queryPage } from '../util.ts';

function memberPage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const c = memberConditions(ctx.body, orgScope(db, ctx.emp));
  const { rows, total } = queryPage(
    db,
    { select: MEMBER_SELECT, from: MEMBER_FROM, where: c.where, params: c.params, orderBy: 'm.crt_time DESC, m.member_id' },
    args,
  );
  return page(rows, total, args);
}

function merchantPage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const c = merchantConditions(ctx.body, orgScope(db, ctx.emp));
  const { rows, total } = queryPage(
    db,
    { select: MERCHANT_SELECT, from: MERCHANT_FROM, where: c.where, params: c.params, orderBy: 'c.crt_time DESC, c.merchant_id' },
    args,
  );
  return page(rows, total, args);
}

export const memberRoutes: Route[] = [
  { method: 'POST', path: '/admin/member/page', handler: memberPage },
  { method: 'POST', path: '/admin/merchant/page', handler: merchantPage },
];
