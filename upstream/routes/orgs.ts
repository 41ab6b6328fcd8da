// The signed-in employee's own organisation with its channel tags (the org list and the provider
// search are resources: resources/orgs/orgs.ts, resources/lookups.ts).
import type { Ctx, Route } from '../context.ts';

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
  // The second reading (orgInf with tagIds, 03 §3 line 55) is the contract's org-own-info shape reading.
  return { orgCode: org.org_code, orgName: org.org_name, orgLevel: org.org_level, tags };
}

export const orgRoutes: Route[] = [{ method: 'POST', path: '/admin/org/self-info', handler: selfInfo }];
