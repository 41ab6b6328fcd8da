// The member tag lists: tag log, tag bindings, the tag catalogue and its statistics. ORG employees
// see their subtree only.
import { callOf } from '../../calls.ts';
import type { Resource } from '../../kit/resource.ts';

const GROUP_NAME = `CASE t.cust_group WHEN 'MEMBER_MERCHANT_GROUP' THEN '会员商户组' WHEN 'ORDER_BASIC_GROUP' THEN '订单基础组'
  WHEN 'ID_AUTH_GROUP' THEN '身份认证组' ELSE t.cust_group END`;

export const memberTagLogs: Resource = {
  name: 'member-tag-log-page',
  page: callOf('POST /admin/member/tag-log/page'),
  from: 'member_tag_log l JOIN tag t ON t.tag_id = l.tag_id',
  select: `l.log_id AS logId, l.member_id AS memberId, t.tag_code AS tagCode, t.tag_name AS tagName, ${GROUP_NAME} AS custGroupName,
    l.action, CASE l.source WHEN 'MANUAL' THEN '手工' WHEN 'FILTER_BIND' THEN '标记筛选商户' ELSE '系统' END AS source, l.operator,
    l.crt_time AS crtTime`,
  orderBy: 'l.crt_time DESC, l.log_id DESC',
  scope: 'l.org_path',
  filters: {
    memberId: { eq: 'l.member_id', upper: true },
    tagName: { like: 't.tag_name' },
    action: { eq: 'l.action' },
    crtTime: { dates: 'l.crt_time' },
  },
};

export const memberTagBindings: Resource = {
  name: 'member-tag-bindings',
  page: callOf('POST /admin/member/tag-bind/page'),
  from: 'member_tag mt JOIN tag t ON t.tag_id = mt.tag_id JOIN member m ON m.member_id = mt.member_id',
  select: `mt.member_id || '-' || mt.tag_id AS bindId, mt.member_id AS memberId, m.mask_real_name AS realName, ${GROUP_NAME} AS custGroupName,
    t.tag_code AS tagCode, t.tag_name AS tagName, t.tag_sub_type AS tagSubType, mt.crt_time AS crtTime`,
  orderBy: 'mt.crt_time DESC',
  scope: 'mt.org_path',
  filters: {
    memberId: { eq: 'mt.member_id', upper: true },
    tagCode: { eq: 't.tag_code', upper: true },
    tagName: { like: 't.tag_name' },
    tagSubType: { eq: 't.tag_sub_type' },
    crtTime: { dates: 'mt.crt_time' },
  },
};

/** The tag catalogue (the tag table of the core seed) with its bound members, counted within the caller's scope. */
export const tagCatalogue: Resource = {
  name: 'tag-catalogue',
  page: callOf('POST /admin/tag/page'),
  from: 'tag t',
  select: `t.tag_id AS tagId, t.tag_code AS tagCode, t.tag_name AS tagName, t.tag_sub_type AS tagSubType, t.cust_group AS custGroup,
    ${GROUP_NAME} AS custGroupName, (SELECT COUNT(*) FROM member_tag mt WHERE mt.tag_id = t.tag_id) AS memberCount`,
  orderBy: 't.tag_id',
  filters: {
    tagCode: { eq: 't.tag_code', upper: true },
    tagName: { like: 't.tag_name' },
    tagSubType: { eq: 't.tag_sub_type' },
    custGroup: { eq: 't.cust_group', upper: true },
  },
};

export const tagStats: Resource = {
  name: 'tag-stats',
  page: callOf('POST /admin/member/tag-stat/page'),
  from: `tag t LEFT JOIN (SELECT tag_id, COUNT(*) AS cnt, SUM(crt_time >= datetime('now', '+8 hours', '-30 days')) AS recent,
    MAX(crt_time) AS last FROM member_tag GROUP BY tag_id) s ON s.tag_id = t.tag_id`,
  select: `t.tag_id AS tagId, t.tag_code AS tagCode, t.tag_name AS tagName, ${GROUP_NAME} AS custGroupName, t.tag_sub_type AS tagSubType,
    COALESCE(s.cnt, 0) AS memberCount, COALESCE(s.recent, 0) AS recentCount, s.last AS lastBindTime`,
  orderBy: 'memberCount DESC, t.tag_id',
  filters: { tagName: { like: 't.tag_name' }, tagSubType: { eq: 't.tag_sub_type' } },
};
