import type { Ctx, Route } from '../context.ts';
import { TAG_GROUPS } from '../seed-data.ts';
import { Conditions, str } from '../util.ts';

interface TagRow {
  tag_id: number;
  tag_code: string;
  tag_name: string;
  cust_group: string;
}

/** Tag groups with their (matching) tags; a group without a matching tag is left out. */
function tagGroupList(ctx: Ctx) {
  const c = new Conditions().equals('tag_sub_type', ctx.body.tagSubType).contains('tag_name', ctx.body.tagName);
  const wanted = Array.isArray(ctx.body.custGroups) ? ctx.body.custGroups.map(str).filter((g): g is string => g !== null) : [];
  if (wanted.length) c.add(`cust_group IN (${wanted.map(() => '?').join(', ')})`, ...wanted);
  const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const tags = ctx.app.db
    .prepare(`SELECT tag_id, tag_code, tag_name, cust_group FROM tag ${clause} ORDER BY tag_id`)
    .all(...c.params) as unknown as TagRow[];
  const groups = TAG_GROUPS.map(([custGroup, custGroupName]) => ({
    custGroup,
    custGroupName,
    tagIndicators: tags
      .filter((t) => t.cust_group === custGroup)
      .map((t) => ({ tagId: t.tag_id, tagCode: t.tag_code, tagName: t.tag_name })),
  })).filter((g) => g.tagIndicators.length > 0);
  // 01 §7 line 195 "reads data.data as tag groups": a bare list of every group (a tag group count is small).
  return groups;
}

export const systemRoutes: Route[] = [{ method: 'POST', path: '/admin/tag/group-list', handler: tagGroupList }];
