// Activity groups, their activities and option templates (spec 03 §3 "Activity group", "Option",
// §7 activity-group-page, activity-page, the group detail, the picker, config-tmplt and
// saveActiveSample). Groups belong to an organisation (its path scopes them); an organisation may
// pick the groups of its own subtree and of its leaders. Tables and templates: activity-templates.ts.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Db } from '../../db.ts';
import type { Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { Conditions, formatTime, page, pageArgs, queryPage, str } from '../../util.ts';
import { holds } from './org-rights.ts';
import { changeableOption, shownTo } from './option-tags.ts';
import { DAY } from '../../kit/time.ts';

import {
  ACTIVITY_SCHEMA,
  ACTIVITY_TEMPLATES,
  CONFIG_OPTS,
  CONFIG_PRODUCTS,
  POLICY_NAMES,
  POLICY_TEMPLATES,
  vary,
} from './activity-templates.ts';

export const activityGroups: Resource = {
  name: 'activity-groups',
  version: 1,
  schema: ACTIVITY_SCHEMA,
  // Five activity templates and a config template per product; each level-1 organisation has a
  // withdrawal group and 3-5 policy groups, a third of the level-2 ones one more of their own.
  seed: ({ db, rng, base, orgs }) => {
    const insTmplt = db.prepare(
      'INSERT INTO org_tmplt (tmplt_id, tmplt_name, cust_tmplt_group, tmplt_type, cust_tmplt_id, product_code, remark) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const insOpt = db.prepare(
      'INSERT INTO org_tmplt_opt (tmplt_opt_id, tmplt_id, opt_name, field_name, data_type, opt_tag, dft_value, remark, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    let tmpltId = 100;
    let optId = 1000;
    const templates: Array<{ id: number; name: string; opts: Array<{ id: number; dataType: number; dft: string }> }> = [];
    for (const [cust, name, opts] of ACTIVITY_TEMPLATES) {
      const id = ++tmpltId;
      insTmplt.run(id, name, 'ACTIVITY_TMPLT_GROUP', 100810, cust, 'ALL', `${name}（平台内置）`);
      templates.push({
        id,
        name,
        opts: opts.map(([optName, field, dataType, tag, dft], i) => {
          const oid = ++optId;
          insOpt.run(oid, id, optName, field, dataType, tag, dft, tag === 'HIDE' ? '平台内部参数' : null, i);
          return { id: oid, dataType, dft };
        }),
      });
    }
    for (const product of CONFIG_PRODUCTS) {
      const id = ++tmpltId;
      insTmplt.run(id, `${product}机构批量配置`, 'ORG_TMPLT_GROUP', 100810, 'ORG_CONFIG', product, '新增机构时批量设置的参数');
      CONFIG_OPTS.forEach(([optName, field, dataType, tag, dft], i) =>
        insOpt.run(++optId, id, optName, field, dataType, tag, dft, `默认 ${dft}`, i),
      );
    }

    const insGroup = db.prepare(`INSERT INTO activity_group (activity_group_id, activity_group_name, activity_mode, cust_biz_type, org_code,
      org_path, product_code, crt_member_id, crt_time, upt_member_id, upt_time, remark) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insActivity = db.prepare(`INSERT INTO group_activity (activity_id, activity_group_id, activity_code, activity_name, activity_type,
      instance_type, tmplt_id, max_join_cnt, status, start_time, end_time, remark, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insValue = db.prepare('INSERT INTO activity_opt_value (activity_id, tmplt_opt_id, opt_value) VALUES (?, ?, ?)');
    const memberOf = db.prepare('SELECT member_id FROM org WHERE org_code = ?');
    let groupId = 3000;
    let activityId = 50000;
    const addGroup = (org: (typeof orgs)[number], name: string, withdrawal: boolean, tmplts: number[]) => {
      const id = ++groupId;
      const created = base - rng.int(60, 600) * DAY;
      const admin = (memberOf.get(org.code) as { member_id: string | null } | undefined)?.member_id ?? null;
      insGroup.run(
        id,
        name,
        withdrawal ? 1 : rng.chance(0.7) ? 1 : 2,
        withdrawal ? 'ORG_WITHDRAW' : 'ORG_POLICY',
        org.code,
        org.path,
        org.product,
        admin,
        formatTime(created),
        rng.chance(0.5) ? admin : null,
        formatTime(created + rng.int(0, base - created)),
        withdrawal ? '默认提现活动组' : rng.chance(0.4) ? `${org.name.slice(0, 4)}专用` : null,
      );
      for (const t of tmplts) {
        const tmplt = templates[t];
        const aid = ++activityId;
        const start = created + rng.int(0, 30) * DAY;
        insActivity.run(
          aid,
          id,
          `ACT${aid}`,
          tmplt.name.replace('模板', withdrawal ? '' : '活动'),
          withdrawal ? 100399 : rng.pick([100330, 100399]),
          rng.chance(0.7) ? 102510 : 102520,
          tmplt.id,
          rng.chance(0.5) ? rng.int(1, 5) : null,
          rng.chance(0.9) ? 1 : 0,
          formatTime(start),
          formatTime(start + rng.int(180, 720) * DAY),
          null,
          formatTime(created),
        );
        for (const o of tmplt.opts) insValue.run(aid, o.id, vary(rng, o.dft, o.dataType));
      }
    };
    for (const org of orgs) {
      if (org.level === 1) {
        addGroup(org, `${org.name.slice(0, 2)}提现活动组`, true, [2, 3]);
        const n = rng.int(3, 5);
        for (let i = 0; i < n; i++) {
          const tmplts = POLICY_TEMPLATES.filter(() => rng.chance(0.5));
          addGroup(org, `${rng.pick(POLICY_NAMES)}${i + 1}`, false, tmplts.length ? tmplts : [0]);
        }
      } else if (org.level === 2 && rng.chance(0.33)) {
        addGroup(org, `${org.name.slice(0, 2)}${rng.pick(POLICY_NAMES)}`, false, [0, 1].filter(() => rng.chance(0.7)).concat([3]));
      }
    }
  },
  page: callOf('POST /{p}/pos/standard/org/admin/org/activity-group-page'),
  from: 'activity_group g JOIN org o ON o.org_code = g.org_code',
  select: GROUP_SELECT(),
  complete: withActivities,
  orderBy: 'g.activity_group_id',
  scope: 'g.org_path',
  filters: {
    activityGroupId: { eq: 'g.activity_group_id' },
    activityGroupName: { like: 'g.activity_group_name' },
    orgCode: { eq: 'g.org_code', upper: true },
    activityMode: { eq: 'g.activity_mode' },
    crtTime: { dates: 'g.crt_time' },
  },
  routes: [
    { method: 'POST', path: callOf('POST /admin/member/activity/group/page').path, handler: pickerPage },
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/activity-page').path, handler: activityPage },
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/activity-group-list').path, handler: groupList },
    { method: 'POST', path: callOf('POST /admin/org/config-tmplt').path, handler: configTemplate },
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/saveActiveSample').path, handler: saveActiveSample },
  ],
};

function GROUP_SELECT(): string {
  return `g.activity_group_id AS activityGroupId, g.activity_group_name AS activityGroupName, g.activity_mode AS activityMode,
    g.cust_biz_type AS custBizType, g.org_code AS orgCode, o.org_name AS orgName, g.product_code AS productCode,
    (SELECT COUNT(*) FROM group_activity a WHERE a.activity_group_id = g.activity_group_id) AS activityCount,
    (SELECT COUNT(*) FROM org_group x WHERE x.activity_group_id = g.activity_group_id) AS orgCount,
    g.crt_member_id AS crtMemberId, g.crt_time AS crtTime, g.upt_member_id AS uptMemberId, g.upt_time AS uptTime, g.remark AS remark,
    (SELECT c.org_name FROM org c WHERE c.member_id = g.crt_member_id) AS crtMemberName,
    (SELECT u.org_name FROM org u WHERE u.member_id = g.upt_member_id) AS uptMemberName`;
}

/**
 * Groups an employee may pick or open: those of its own subtree and of its leaders (a PRODUCT
 * employee: all). SQL on the group's org_path column.
 */
export function pickable(db: Db, ctx: Ctx, column = 'g.org_path'): { sql: string; params: string[] } | null {
  const scope = orgScope(db, ctx.emp);
  if (scope === null) return null;
  return { sql: `(${column} LIKE ? OR ? LIKE ${column} || '%')`, params: [`${scope}%`, scope] };
}

function pickerPage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const c = new Conditions();
  const p = pickable(db, ctx);
  if (p) c.add(p.sql, ...p.params);
  c.equals('g.org_code', ctx.body.orgCode, true);
  c.equals('g.activity_group_id', ctx.body.activityGroupId);
  c.contains('g.activity_group_name', ctx.body.activityGroupName);
  const { rows, total } = queryPage(
    db,
    { select: GROUP_SELECT(), from: activityGroups.from, where: c.where, params: c.params, orderBy: 'g.activity_group_id' },
    args,
  );
  return page(rows, total, args);
}

export interface ActivityRow {
  activityId: number;
  activityCode: string;
  activityName: string;
  instanceTmplt: { tmpltId: number; tmpltName: string; remark: string | null; opts: OptRow[]; optLogs?: unknown[] };
}

interface OptRow {
  tmpltOptId: number;
  optName: string;
  fieldName: string;
  dataType: number;
  optTag: string;
  optValue: string;
  remark: string | null;
}

/** A provider operator (spec 03 §6): an ORG employee holding StandardOrgInfManageIsProvider. */
export function isProvider(ctx: Ctx): boolean {
  return ctx.emp?.roleType === 'ORG' && holds(ctx, 'StandardOrgInfManageIsProvider');
}

/** The activities of a group with their templates and options; values from `values` (org) or the group's own. */
export function groupActivities(
  db: Db,
  groupId: number,
  values?: (activityId: number, optId: number) => string | undefined,
): ActivityRow[] {
  const acts = db
    .prepare(`SELECT a.activity_id AS activityId, a.activity_code AS activityCode, a.activity_name AS activityName, a.tmplt_id AS tmpltId,
      t.tmplt_name AS tmpltName, t.remark AS remark FROM group_activity a JOIN org_tmplt t ON t.tmplt_id = a.tmplt_id
      WHERE a.activity_group_id = ? ORDER BY a.activity_id`)
    .all(groupId) as Array<{
    activityId: number;
    activityCode: string;
    activityName: string;
    tmpltId: number;
    tmpltName: string;
    remark: string | null;
  }>;
  const optsOf = db.prepare(`SELECT o.tmplt_opt_id AS tmpltOptId, o.opt_name AS optName, o.field_name AS fieldName, o.data_type AS dataType,
    o.opt_tag AS optTag, COALESCE(v.opt_value, o.dft_value) AS optValue, o.remark AS remark
    FROM org_tmplt_opt o LEFT JOIN activity_opt_value v ON v.tmplt_opt_id = o.tmplt_opt_id AND v.activity_id = ?
    WHERE o.tmplt_id = ? ORDER BY o.sort`);
  return acts.map(({ tmpltId, tmpltName, remark, ...a }) => {
    const opts = (optsOf.all(a.activityId, tmpltId) as unknown as OptRow[]).map((o) => {
      const own = values?.(a.activityId, o.tmpltOptId);
      return own === undefined ? o : { ...o, optValue: own };
    });
    return { ...a, instanceTmplt: { tmpltId, tmpltName, remark, opts } };
  });
}

/** What the viewer is sent of a group's options (option-tags.ts): hidden ones removed in the first reading. */
export function forViewer<G extends Parameters<typeof shownTo>[0]>(ctx: Ctx, group: G): G {
  return shownTo(group, isProvider(ctx), ctx.app.cfg.readings !== 'second');
}

/** Whether the viewer may change this option (hidden and a provider's read-only ones keep their value). */
export function writable(ctx: Ctx, optTag: string): boolean {
  return changeableOption(optTag, isProvider(ctx));
}

function findGroup(ctx: Ctx, id: unknown): Record<string, unknown> {
  const { db } = ctx.app;
  const c = new Conditions().add('g.activity_group_id = ?', Number(str(id) ?? -1));
  const p = pickable(db, ctx);
  if (p) c.add(p.sql, ...p.params);
  const row = db.prepare(`SELECT ${GROUP_SELECT()} FROM ${activityGroups.from} WHERE ${c.where.join(' AND ')}`).get(...c.params);
  if (!row) throw bizError('活动组不存在', 'E4301');
  return row as Record<string, unknown>;
}

/**
 * Activity group detail {activityGroupId, pageNum, pageSize 50} (spec 03 §7): the group's activities,
 * paged, each with its activityName and instanceTmplt (its options with the group's values); the
 * options the viewer may not see removed. A group the employee may pick (its subtree's and its
 * leaders').
 */
function activityPage(ctx: Ctx) {
  const group = findGroup(ctx, ctx.body.activityGroupId);
  const args = pageArgs({ pageSize: 50, ...ctx.body });
  const all = forViewer(ctx, { orgActivitys: groupActivities(ctx.app.db, Number(group.activityGroupId)) }).orgActivitys;
  return page(all.slice(args.offset, args.offset + args.pageSize), all.length, args);
}

/** The groups an organisation holds ({orgCode}), withdrawal first. */
function groupList(ctx: Ctx) {
  const { db } = ctx.app;
  const code = str(ctx.body.orgCode)?.toUpperCase() ?? '';
  const scope = orgScope(db, ctx.emp);
  const org = db.prepare('SELECT path FROM org WHERE org_code = ?').get(code) as { path: string } | undefined;
  if (!org || (scope && !org.path.startsWith(scope))) throw bizError('记录不存在', 'E4004');
  const rows = db
    .prepare(`SELECT ${GROUP_SELECT()} FROM org_group x JOIN activity_group g ON g.activity_group_id = x.activity_group_id
      JOIN org o ON o.org_code = g.org_code WHERE x.org_code = ? ORDER BY x.default_flag DESC, x.sort`)
    .all(code);
  return withActivities(rows as Record<string, unknown>[], ctx);
}

/** 03 §3 line 57: an activity group with its orgActivitys, as the viewer may see them (03 §6). */
function withActivities(rows: Record<string, unknown>[], ctx: Ctx): Record<string, unknown>[] {
  return rows.map((g) => forViewer(ctx, { ...g, orgActivitys: groupActivities(ctx.app.db, Number(g.activityGroupId)) }));
}

/**
 * Config template options (spec 03 §7): custTmpltGroup ORG_TMPLT_GROUP, tmpltType 100810, custTmpltId,
 * productCode upper case. The options as the contract's list (the second reading boxes them as {opts}).
 */
function configTemplate(ctx: Ctx) {
  const { db } = ctx.app;
  const product = (str(ctx.body.productCode) ?? 'ALL').toUpperCase();
  const t = db
    .prepare(`SELECT tmplt_id AS tmpltId, tmplt_name AS tmpltName, remark FROM org_tmplt WHERE cust_tmplt_group = ? AND tmplt_type = ?
      AND cust_tmplt_id = ? AND product_code IN (?, 'ALL') ORDER BY product_code = 'ALL' LIMIT 1`)
    .get(str(ctx.body.custTmpltGroup) ?? '', Number(ctx.body.tmpltType), str(ctx.body.custTmpltId) ?? '', product) as
    | { tmpltId: number; tmpltName: string; remark: string }
    | undefined;
  if (!t) return [];
  return db
    .prepare(`SELECT tmplt_opt_id AS tmpltOptId, opt_name AS optName, field_name AS fieldName, data_type AS dataType, opt_tag AS optTag,
      dft_value AS optValue, remark FROM org_tmplt_opt WHERE tmplt_id = ? ORDER BY sort`)
    .all(t.tmpltId);
}

/** saveActiveSample: a copy of a group (activities and their values) under a new name, owned by the same organisation. */
function saveActiveSample(ctx: Ctx) {
  const { db } = ctx.app;
  const group = findGroup(ctx, ctx.body.activityGroupId);
  const name = str(ctx.body.activityGroupName);
  if (!name) throw bizError('请输入新名称', 'E4302');
  if (name.length > 50) throw bizError('新名称最多50个字符', 'E4302');
  const owner = db.prepare('SELECT org_path FROM activity_group WHERE activity_group_id = ?').get(Number(group.activityGroupId)) as {
    org_path: string;
  };
  // A copy belongs to the copier's subtree: an ORG employee may copy a leader's group only into its own organisation.
  const scope = orgScope(db, ctx.emp);
  const ownerCode = scope && !owner.org_path.startsWith(scope) ? ctx.emp!.orgCode! : String(group.orgCode);
  const path = (db.prepare('SELECT path FROM org WHERE org_code = ?').get(ownerCode) as { path: string }).path;
  const now = formatTime(Date.now());
  const id = Number((db.prepare('SELECT MAX(activity_group_id) AS n FROM activity_group').get() as { n: number }).n) + 1;
  db.prepare(`INSERT INTO activity_group (activity_group_id, activity_group_name, activity_mode, cust_biz_type, org_code, org_path, product_code,
    crt_member_id, crt_time, upt_member_id, upt_time, remark) SELECT ?, ?, activity_mode, 'ORG_POLICY', ?, ?, product_code, ?, ?, NULL, ?, ?
    FROM activity_group WHERE activity_group_id = ?`).run(
    id,
    name,
    ownerCode,
    path,
    ctx.emp?.memberId ?? null,
    now,
    now,
    str(ctx.body.remark),
    Number(group.activityGroupId),
  );
  const acts = db
    .prepare('SELECT activity_id FROM group_activity WHERE activity_group_id = ? ORDER BY activity_id')
    .all(Number(group.activityGroupId)) as Array<{ activity_id: number }>;
  let next = Number((db.prepare('SELECT MAX(activity_id) AS n FROM group_activity').get() as { n: number }).n);
  for (const a of acts) {
    const aid = ++next;
    db.prepare(`INSERT INTO group_activity (activity_id, activity_group_id, activity_code, activity_name, activity_type, instance_type, tmplt_id,
      max_join_cnt, status, start_time, end_time, remark, crt_time) SELECT ?, ?, 'ACT' || ?, activity_name, activity_type, instance_type, tmplt_id,
      max_join_cnt, status, start_time, end_time, remark, ? FROM group_activity WHERE activity_id = ?`).run(
      aid,
      id,
      aid,
      now,
      a.activity_id,
    );
    db.prepare(
      'INSERT INTO activity_opt_value (activity_id, tmplt_opt_id, opt_value) SELECT ?, tmplt_opt_id, opt_value FROM activity_opt_value WHERE activity_id = ?',
    ).run(aid, a.activity_id);
  }
  return { activityGroupId: id };
}
