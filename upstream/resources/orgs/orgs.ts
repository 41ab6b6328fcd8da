// Organisations (spec 03 §3 orgInf): the org list under the product path, scoped to an ORG
// employee's subtree.
import { orgInfManage } from '../../../lib/screens/orgs/org-inf-manage.ts';
import type { Resource } from '../../resource.ts';

export const orgs: Resource = {
  name: 'orgs',
  page: orgInfManage.list!.call,
  from: `org o LEFT JOIN org p ON p.org_code = o.parent_code JOIN org t ON t.org_code = o.top_code
    LEFT JOIN member am ON am.member_id = o.member_id`,
  select: `o.org_code AS orgCode, o.org_name AS orgName, o.org_level AS orgLevel, o.org_type AS orgType,
    o.parent_code AS parentOrgCode, p.org_name AS parentOrgName, o.top_code AS topOrgCode, t.org_name AS topOrgName,
    o.member_id AS memberId, o.admin_login_id AS adminLoginId, am.mask_real_name AS realName, am.mask_mobile AS bindMobile,
    o.product_code AS productCode, o.status AS status, o.tag_codes AS tagCodes, o.settle_type AS settleType,
    (SELECT COUNT(*) FROM member x WHERE x.org_code = o.org_code) AS memberCount,
    (SELECT COUNT(*) FROM merchant y WHERE y.org_code = o.org_code AND y.psam_code IS NOT NULL) AS psamCount,
    o.crt_time AS crtTime, o.upt_time AS uptTime`,
  orderBy: 'o.org_code',
  scope: 'o.path',
  filters: {
    orgCode: { eq: 'o.org_code', upper: true },
    orgName: { like: 'o.org_name' },
    orgLevel: { eq: 'o.org_level' },
    orgType: { eq: 'o.org_type' },
    topOrgCode: { eq: 'o.top_code', upper: true },
    parentOrgCode: { eq: 'o.parent_code', upper: true },
    status: { eq: 'o.status' },
    crtTime: { dates: 'o.crt_time' },
  },
};
