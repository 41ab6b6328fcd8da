// Organisations (spec 03): the signed-in employee's own organisation with its channel tags, and the
// provider list (the org list is a resource: resources/orgs/orgs.ts).
import type { Ctx, Route } from '../context.ts';
import { orgScope } from '../scope.ts';
import { Conditions, page, pageArgs, queryPage, str } from '../util.ts';

/** The employee's organisation and its payment-channel tags, named from dictionary 8070. */
function selfInfo(ctx: Ctx) {
  const { db } = ctx.app;
  const org = ctx.emp?.orgCode
    ? (db.prepare('SELECT org_code, org_name, org_level, tag_codes FROM org WHERE org_code = ?').get(ctx.emp.orgCode) as
        | { org_code: string; org_name: string; org_level: number; tag_codes: string }
        | undefined)
    : undefined;
  if (!org) return { orgCode: null, orgName: null, orgLevel: null, tags: [] };
  const names = new Map(
    (
      db.prepare('SELECT type_value, type_name FROM dict WHERE type_id = 8070 AND seq > 0').all() as Array<{
        type_value: string;
        type_name: string;
      }>
    ).map((r) => [r.type_value, r.type_name]),
  );
  const tags = org.tag_codes
    .split(',')
    .filter(Boolean)
    .map((tagCode) => ({ tagCode, tagName: names.get(tagCode) ?? tagCode }));
  return { orgCode: org.org_code, orgName: org.org_name, orgLevel: org.org_level, tags };
}

function providerPage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const c = new Conditions().under('org_path', orgScope(db, ctx.emp));
  const search = str(ctx.body.multiSearch);
  if (search) {
    const pattern = new Conditions().contains('provider_code', search.toUpperCase()).contains('provider_name', search);
    c.add(`(${pattern.where.join(' OR ')})`, ...pattern.params);
  }
  const { rows, total } = queryPage(
    db,
    {
      select:
        'provider_code AS providerCode, provider_name AS providerName, oem_name AS oemName, provider_level AS providerLevel, create_time AS createTime',
      from: 'provider',
      where: c.where,
      params: c.params,
      orderBy: 'provider_code',
    },
    args,
  );
  return page(rows, total, args);
}

export const orgRoutes: Route[] = [
  { method: 'POST', path: '/admin/org/self-info', handler: selfInfo },
  { method: 'POST', path: '/admin/provider/page', handler: providerPage },
];
