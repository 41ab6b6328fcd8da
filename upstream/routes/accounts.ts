// Account list (spec 03): three accounts per member, amounts in fen, balance bounds in yuan.
import type { Ctx, Route } from '../context.ts';
import { ACCT_FROM, ACCT_SELECT, acctConditions } from '../queries.ts';
import { orgScope } from '../scope.ts';
import { page, pageArgs, queryPage } from '../util.ts';

function acctPage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const c = acctConditions(ctx.body, orgScope(db, ctx.emp));
  const { rows, total } = queryPage(
    db,
    { select: ACCT_SELECT, from: ACCT_FROM, where: c.where, params: c.params, orderBy: 'a.crt_time DESC, a.acct_id' },
    args,
  );
  return page(rows, total, args);
}

export const accountRoutes: Route[] = [{ method: 'POST', path: '/admin/acct/page', handler: acctPage }];
