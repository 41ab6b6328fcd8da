// The list queries shared by the paged list calls and their exports: FROM, SELECT (camelCase
// answer fields, masked personal data only) and one where-builder per list, so a list and its
// export always understand the same filters.
import { Conditions } from './util.ts';

type Filters = Record<string, unknown>;

export const MEMBER_FROM = `member m JOIN org o ON o.org_code = m.org_code JOIN org t ON t.org_code = m.top_org_code`;
export const MEMBER_SELECT = `m.member_id AS memberId, m.cust_member_id AS custMemberId, m.product_code AS productCode,
  m.mask_real_name AS realName, m.mask_mobile AS mobile, m.mask_idc_num AS idcNum, m.member_type AS memberType,
  m.cust_member_type AS custMemberType, m.status AS status, m.auth_status AS authStatus, m.biz_lvl AS bizLvl,
  m.intrdc_member_id AS intrdcMemberId, m.reg_source_type AS regSourceType, m.cnl_tag AS cnlMemberRegisetrTag,
  m.org_code AS orgCode, o.org_name AS orgName, m.top_org_code AS topOrgCode, t.org_name AS topOrgName, o.org_level AS orgLevel,
  CASE m.member_type WHEN 101020 THEN '机构管理员' ELSE '商户' END AS roleName, m.login_ip AS loginIp,
  m.login_address AS loginAddress, m.login_time AS loginTime, m.crt_time AS crtTime, m.upt_time AS uptTime,
  m.balance AS balance, m.valid_balance AS validBalance, m.trans_amt AS transAmt, m.trans_cnt AS transCnt,
  m.first_trans_time AS firstTransTime, m.last_trans_time AS lastTransTime, m.psam_count AS psamCount, m.remark AS remark`;

export function memberConditions(f: Filters, scope: string | null): Conditions {
  return new Conditions()
    .under('m.org_path', scope)
    .equals('m.member_id', f.memberId, true)
    .contains('m.real_name', f.realName)
    .equals('m.mobile', f.mobile)
    .equals('m.idc_num', f.idcNum, true)
    .inOrg('m.org_path', f.orgCode)
    .equals('m.top_org_code', f.topOrgCode, true)
    .equals('m.member_type', f.memberType)
    .equals('m.cust_member_type', f.custMemberType)
    .equals('m.status', f.status)
    .equals('m.product_code', f.productCode)
    .equals('m.auth_status', f.authStatus)
    .range('m.balance', f.startBalance, f.endBalance, 100)
    .dates('m.last_trans_time', f, 'startLastTransDate', 'endLastTransDate')
    .dates('m.crt_time', f);
}

export const MERCHANT_FROM = `merchant c JOIN member m ON m.member_id = c.member_id JOIN org o ON o.org_code = c.org_code`;
export const MERCHANT_SELECT = `c.merchant_id AS merchantId, c.member_id AS memberId, m.mask_real_name AS realName,
  m.mask_mobile AS mobile, m.cust_member_type AS custMemberType, c.merchant_type AS merchantType, c.status AS status,
  c.cnl_merchant_code AS cnlMerchantCode, c.cnl_code AS cnlCode, c.psam_code AS psamCode, c.cnl_term_no AS cnlTermNo,
  c.member_stage AS memberStageDesc, c.stage_code_desc AS stageCodeDesc, c.org_code AS orgCode, o.org_name AS orgName,
  c.product_code AS productCode, c.remark AS remark, c.crt_time AS crtTime, c.upt_time AS uptTime`;

export function merchantConditions(f: Filters, scope: string | null): Conditions {
  return new Conditions()
    .under('c.org_path', scope)
    .equals('c.member_id', f.memberId, true)
    .equals('c.merchant_id', f.merchantId)
    .equals('c.cnl_merchant_code', f.cnlMerchantCode)
    .contains('m.real_name', f.realName)
    .equals('m.mobile', f.mobile)
    .equals('c.psam_code', f.psamCode, true)
    .equals('c.merchant_type', f.merchantType)
    .equals('c.status', f.status)
    .inOrg('c.org_path', f.orgCode)
    .dates('c.crt_time', f);
}

export const ACCT_FROM = `account a JOIN member m ON m.member_id = a.member_id JOIN org o ON o.org_code = a.org_code`;
export const ACCT_SELECT = `a.acct_id AS acctId, a.acct_name AS acctName, a.acct_code AS acctCode, a.member_id AS memberId,
  m.mask_real_name AS realName, a.org_code AS orgCode, o.org_name AS orgName, a.balance AS balance,
  a.valid_balance AS validBalance, a.freeze_amt AS freezeAmt, a.acct_status AS acctStatus, a.acct_grade AS acctGrade,
  a.product_code AS productCode, a.crt_time AS crtTime, a.upt_time AS uptTime`;

/** Balance bounds come in yuan ('12.50') and are compared in fen. */
export function acctConditions(f: Filters, scope: string | null): Conditions {
  return new Conditions()
    .under('a.org_path', scope)
    .equals('a.acct_id', f.acctId)
    .equals('a.member_id', f.memberId, true)
    .equals('a.acct_code', f.acctCode, true)
    .equals('a.acct_status', f.acctStatus)
    .equals('a.acct_grade', f.acctGrade)
    .range('a.balance', f.startBalance, f.endBalance, 100)
    .dates('a.crt_time', f);
}

export const ORG_FROM = `org o LEFT JOIN org p ON p.org_code = o.parent_code JOIN org t ON t.org_code = o.top_code
  LEFT JOIN member am ON am.member_id = o.member_id`;
export const ORG_SELECT = `o.org_code AS orgCode, o.org_name AS orgName, o.org_level AS orgLevel, o.org_type AS orgType,
  o.parent_code AS parentOrgCode, p.org_name AS parentOrgName, o.top_code AS topOrgCode, t.org_name AS topOrgName,
  o.member_id AS memberId, o.admin_login_id AS adminLoginId, am.mask_real_name AS realName, am.mask_mobile AS bindMobile,
  o.product_code AS productCode, o.status AS status, o.tag_codes AS tagCodes, o.settle_type AS settleType,
  (SELECT COUNT(*) FROM member x WHERE x.org_code = o.org_code) AS memberCount,
  (SELECT COUNT(*) FROM merchant y WHERE y.org_code = o.org_code AND y.psam_code IS NOT NULL) AS psamCount,
  o.crt_time AS crtTime, o.upt_time AS uptTime`;

export function orgConditions(f: Filters, scope: string | null): Conditions {
  return new Conditions()
    .under('o.path', scope)
    .equals('o.org_code', f.orgCode, true)
    .contains('o.org_name', f.orgName)
    .equals('o.org_level', f.orgLevel)
    .equals('o.org_type', f.orgType)
    .equals('o.top_code', f.topOrgCode, true)
    .equals('o.parent_code', f.parentOrgCode, true)
    .equals('o.status', f.status)
    .dates('o.crt_time', f);
}
