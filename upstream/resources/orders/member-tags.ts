// Tags bound to merchants from the POS order page (spec 02 §2 标记筛选商户, §7 "bind tags to filtered
// merchants": the current filters without paging plus memberTagIds). The merchants are those the
// order search finds, within the operator's organisation subtree; a binding already made stays as it
// was. The member dialog's tag tab can read this table.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { conditionsFor, type Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { bindMemberTags } from '../members/merchant-trans.ts';
import { posOrders } from './pos-orders.ts';

/** Groups bound by tag code (spec 01 §2 item 7): order and ID-auth tags, not merchant tags. */
const CODE_KEYED_GROUPS = ['ORDER_BASIC_GROUP', 'ID_AUTH_GROUP'];

/** Binding no tag is refused (ours; the picker cannot send none). */
export const NO_TAG_CHOSEN = '请选择标签';
/** Tags are bound to at most this many merchants at once (the search decides which). */
export const BIND_LIMIT = 5000;

function tagIdsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(list.map((v) => String(v).trim()).filter((v) => /^\d{1,10}$/.test(v)))].slice(0, 100);
}

function bindTags(ctx: Ctx) {
  const { db } = ctx.app;
  const ids = tagIdsOf(ctx.body.memberTagIds);
  if (!ids.length) throw bizError(NO_TAG_CHOSEN);
  // Merchant tags are bound by id: the order and ID-auth groups' codes are not merchant tags.
  const tags = db
    .prepare(
      `SELECT tag_id AS tagId FROM tag WHERE tag_id IN (${ids.map(() => '?').join(', ')}) AND cust_group NOT IN (${CODE_KEYED_GROUPS.map(() => '?').join(', ')})`,
    )
    .all(...ids, ...CODE_KEYED_GROUPS) as Array<{ tagId: number }>;
  if (tags.length !== ids.length) throw bizError('标签不存在或不能绑定到商户');
  const c = conditionsFor(posOrders, ctx.body, orgScope(db, ctx.emp));
  const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const members = db
    .prepare(`SELECT DISTINCT o.member_id, o.org_path FROM pos_order o ${clause} LIMIT ${BIND_LIMIT + 1}`)
    .all(...c.params) as Array<{ member_id: string; org_path: string }>;
  if (!members.length) throw bizError('当前筛选条件下没有商户');
  if (members.length > BIND_LIMIT) throw bizError(`当前筛选条件下的商户超过${BIND_LIMIT}个，请缩小筛选范围`);
  return bindMemberTags(
    ctx,
    members,
    tags.map((t) => t.tagId),
    'ORDER_BIND',
  );
}

/** The bindings live in the member area's member_tag table (its schema); this adds the order page's way in. */
export const orderMemberTags: Resource = {
  name: 'order-member-tags',
  from: 'member_tag t JOIN tag g ON g.tag_id = t.tag_id',
  select:
    't.member_id AS memberId, g.tag_id AS tagId, g.tag_code AS tagCode, g.tag_name AS tagName, g.cust_group AS custGroup, t.crt_time AS crtTime',
  orderBy: 't.crt_time DESC',
  routes: [{ method: 'POST', path: callOf('POST /admin/order/pos/tag-brand').path, handler: bindTags }],
};
