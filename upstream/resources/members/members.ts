// Members and merchants (spec 02 §3): the member and merchant lists, scoped to an ORG employee's
// subtree; their exports reuse these queries (upstream/reports.ts).
import { callOf } from '../../calls.ts';
import type { Resource } from '../../kit/resource.ts';
import { STAGE_CODE_SQL } from '../../routes/cascaders.ts';

export const members: Resource = {
  name: 'members',
  page: callOf('POST /admin/member/page'),
  from: 'member m JOIN org o ON o.org_code = m.org_code JOIN org t ON t.org_code = m.top_org_code',
  // Every filter and the scope read member only: the count needs no join (4 ms of the 200-row page).
  countFrom: 'member m',
  select: `m.member_id AS memberId, m.cust_member_id AS custMemberId, m.product_code AS productCode,
    m.mask_real_name AS realName, m.mask_mobile AS mobile, m.mask_idc_num AS idcNum, m.member_type AS memberType,
    m.cust_member_type AS custMemberType, m.status AS status, m.auth_status AS authStatus, m.biz_lvl AS bizLvl,
    m.intrdc_member_id AS intrdcMemberId, m.reg_source_type AS regSourceType, m.cnl_tag AS cnlMemberRegisetrTag,
    m.org_code AS orgCode, o.org_name AS orgName, m.top_org_code AS topOrgCode, t.org_name AS topOrgName, o.org_level AS orgLevel,
    CASE m.member_type WHEN 101020 THEN '机构管理员' ELSE '商户' END AS roleName, m.login_ip AS loginIp,
    m.login_address AS loginAddress, m.login_time AS loginTime, m.crt_time AS crtTime, m.upt_time AS uptTime,
    m.balance AS balance, m.valid_balance AS validBalance, m.trans_amt AS transAmt, m.trans_cnt AS transCnt,
    m.first_trans_time AS firstTransTime, m.last_trans_time AS lastTransTime, m.psam_count AS psamCount, m.remark AS remark`,
  orderBy: 'm.crt_time DESC, m.member_id',
  scope: 'm.org_path',
  filters: {
    memberId: { eq: 'm.member_id', upper: true },
    realName: { like: 'm.real_name' },
    mobile: { eq: 'm.mobile' },
    idcNum: { eq: 'm.idc_num', upper: true },
    orgCode: { org: 'm.org_path' },
    topOrgCode: { eq: 'm.top_org_code', upper: true },
    memberType: { eq: 'm.member_type' },
    custMemberType: { eq: 'm.cust_member_type' },
    status: { eq: 'm.status' },
    productCode: { eq: 'm.product_code' },
    authStatus: { eq: 'm.auth_status' },
    balance: { range: 'm.balance', keys: ['startBalance', 'endBalance'], scale: 100 },
    lastTransTime: { dates: 'm.last_trans_time', keys: ['startLastTransDate', 'endLastTransDate'] },
    crtTime: { dates: 'm.crt_time' },
  },
};

export const merchants: Resource = {
  name: 'merchants',
  page: callOf('POST /admin/merchant/page'),
  from: 'merchant c JOIN member m ON m.member_id = c.member_id JOIN org o ON o.org_code = c.org_code',
  select: `c.merchant_id AS merchantId, c.member_id AS memberId, m.mask_real_name AS realName,
    m.mask_mobile AS mobile, m.cust_member_type AS custMemberType, c.merchant_type AS merchantType, c.status AS status,
    c.cnl_merchant_code AS cnlMerchantCode, c.cnl_code AS cnlCode, c.psam_code AS psamCode, c.cnl_term_no AS cnlTermNo,
    c.member_stage AS memberStageDesc, c.stage_code_desc AS stageCodeDesc, c.org_code AS orgCode, o.org_name AS orgName,
    c.product_code AS productCode, c.remark AS remark, c.crt_time AS crtTime, c.upt_time AS uptTime`,
  orderBy: 'c.crt_time DESC, c.merchant_id',
  scope: 'c.org_path',
  filters: {
    memberId: { eq: 'c.member_id', upper: true },
    merchantId: { eq: 'c.merchant_id' },
    cnlMerchantCode: { eq: 'c.cnl_merchant_code' },
    realName: { like: 'm.real_name' },
    mobile: { eq: 'm.mobile' },
    psamCode: { eq: 'c.psam_code', upper: true },
    merchantType: { eq: 'c.merchant_type' },
    status: { eq: 'c.status' },
    orgCode: { org: 'c.org_path' },
    cnlCode: { eq: 'c.cnl_code' },
    crtTime: { dates: 'c.crt_time' },
    // The entry-stage cascader's leaf (the stage list, upstream/routes/cascaders.ts).
    stageCode: { sql: STAGE_CODE_SQL },
    // The tag search (spec 01 §6 UserSearchTagSearch, §2 item 7): merchants holding any chosen tag id.
    memberTags: { sql: "c.member_id IN (SELECT t.member_id FROM member_tag t WHERE instr(',' || ? || ',', ',' || t.tag_id || ',') > 0)" },
  },
};
