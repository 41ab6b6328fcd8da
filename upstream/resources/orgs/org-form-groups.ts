import { bizError, type Ctx } from '../../context.ts';
import type { Db } from '../../db.ts';
import { formatTime } from '../../util.ts';
import { groupActivities, writable } from './activity-groups.ts';
import { valuesOf } from './org-form-read.ts';
import { type GroupBody, type OptBody, optionRefusal } from './org-save-checks.ts';

/**
 * The groups and values an organisation will hold. The withdrawal group is always the leader's
 * default one; a policy group must be offered by one of its leaders (its owner's path a prefix of
 * the organisation's). A value the operator may change comes from the body (checked by its
 * template's dataType); any other keeps `base` (the organisation's own, else the leader's for the
 * withdrawal group, else the group's).
 */
export function plannedGroups(ctx: Ctx, target: { path: string; parentCode: string | null; orgCode?: string }, body: GroupBody[]) {
  const { db } = ctx.app;
  const leaderDefault = target.parentCode
    ? (db.prepare('SELECT activity_group_id AS id FROM org_group WHERE org_code = ? AND default_flag = 1').get(target.parentCode) as
        | { id: number }
        | undefined)
    : target.orgCode
      ? (db.prepare('SELECT activity_group_id AS id FROM org_group WHERE org_code = ? AND default_flag = 1').get(target.orgCode) as
          | { id: number }
          | undefined)
      : undefined;
  const own = target.orgCode ? valuesOf(db, target.orgCode) : new Map<string, string>();
  const leader = target.parentCode ? valuesOf(db, target.parentCode) : new Map<string, string>();
  const seen = new Set<number>();
  // The body's groups carry no withdrawal mark (spec 03 §3): the leader's default one is the withdrawal
  // group, kept first; any other is a policy group.
  const isLeaderDefault = (g: GroupBody) => !!leaderDefault && Number(g.activityGroupId) === leaderDefault.id;
  const ordered = [...body.filter(isLeaderDefault), ...body.filter((g) => !isLeaderDefault(g))];
  if (leaderDefault && !ordered.some(isLeaderDefault)) ordered.unshift({ activityGroupId: leaderDefault.id, orgActivitys: [] });
  const plan: Array<{ groupId: number; defaultFlag: number; values: Array<[number, number, string]> }> = [];
  for (const g of ordered) {
    const groupId = Number(g.activityGroupId);
    if (seen.has(groupId)) throw bizError('已添加该活动', 'E4409');
    seen.add(groupId);
    const isDefault = leaderDefault?.id === groupId;
    const owner = db.prepare('SELECT org_path FROM activity_group WHERE activity_group_id = ?').get(groupId) as
      | { org_path: string }
      | undefined;
    if (!owner || (!isDefault && !target.path.startsWith(owner.org_path))) throw bizError('该活动组不可用于此机构', 'E4410');
    const given = new Map<string, unknown>();
    for (const a of g.orgActivitys) for (const o of a.instanceTmplt.opts) given.set(`${a.activityId}:${o.tmpltOptId}`, o.optValue);
    const values: Array<[number, number, string]> = [];
    for (const a of groupActivities(db, groupId)) {
      for (const o of a.instanceTmplt?.opts ?? []) {
        const key = `${a.activityId}:${o.tmpltOptId}`;
        const fallback = own.get(key) ?? (isDefault ? leader.get(key) : undefined) ?? String(o.optValue);
        let value = fallback;
        if (writable(ctx, o.optTag) && given.has(key)) {
          const message = optionRefusal(o.optName, o.dataType, given.get(key));
          if (message) throw bizError(message, 'E4411');
          value = String(given.get(key)).trim();
        }
        values.push([Number(a.activityId), o.tmpltOptId, value]);
      }
    }
    plan.push({ groupId, defaultFlag: isDefault ? 1 : 0, values });
  }
  return plan;
}

export function writeGroups(ctx: Ctx, orgCode: string, plan: ReturnType<typeof plannedGroups>, log: boolean) {
  const { db } = ctx.app;
  const before = valuesOf(db, orgCode);
  db.prepare('DELETE FROM org_group WHERE org_code = ?').run(orgCode);
  db.prepare('DELETE FROM org_opt_value WHERE org_code = ?').run(orgCode);
  const now = formatTime(Date.now());
  plan.forEach((g, i) => {
    db.prepare('INSERT INTO org_group (org_code, activity_group_id, default_flag, sort) VALUES (?, ?, ?, ?)').run(
      orgCode,
      g.groupId,
      g.defaultFlag,
      i,
    );
    for (const [activityId, optId, value] of g.values) {
      db.prepare('INSERT INTO org_opt_value (org_code, activity_id, tmplt_opt_id, opt_value) VALUES (?, ?, ?, ?)').run(
        orgCode,
        activityId,
        optId,
        value,
      );
      const old = before.get(`${activityId}:${optId}`);
      if (log && old !== undefined && old !== value) {
        db.prepare(
          'INSERT INTO org_opt_log (org_code, activity_id, tmplt_opt_id, orig_opt_value, opt_value, crt_time, crt_member_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(orgCode, activityId, optId, old, value, now, ctx.emp?.memberId ?? null);
      }
    }
  });
}

export function writeTmplItems(db: Db, orgCode: string, items: OptBody[]) {
  for (const item of items) {
    const o = db
      .prepare(`SELECT o.opt_name, o.data_type FROM org_tmplt_opt o JOIN org_tmplt t ON t.tmplt_id = o.tmplt_id
        WHERE o.tmplt_opt_id = ? AND t.cust_tmplt_group = 'ORG_TMPLT_GROUP'`)
      .get(Number(item.tmpltOptId)) as { opt_name: string; data_type: number } | undefined;
    if (!o) throw bizError('模板参数不存在', 'E4412');
    const message = optionRefusal(o.opt_name, o.data_type, item.optValue);
    if (message) throw bizError(message, 'E4411');
    db.prepare('INSERT OR REPLACE INTO org_tmpl_item (org_code, tmplt_opt_id, opt_value) VALUES (?, ?, ?)').run(
      orgCode,
      Number(item.tmpltOptId),
      String(item.optValue).trim(),
    );
  }
}
