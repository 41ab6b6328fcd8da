// The organisation calls of spec 03 §7 (/{p}/pos/standard/org/admin/org/…, /admin/org/config-tmplt,
// /admin/member/activity/group/page), shared by the organisation screens, the organisation dialog
// and form, and the activity-group dialog. The bodies the form builds carry their schema
// (lib/orgs/schema.ts): the gate checks them before they leave.
import { saveBody, uptActivityBody, uptCardBody, uptInfBody } from '../orgs/schema.ts';
import { call } from './define.ts';

export const orgCalls = {
  page: call('POST /{p}/pos/standard/org/admin/org/org-page'),
  /** The list with each organisation's indicators (members, terminals, trade of the month). */
  pageWithIndicator: call('POST /{p}/pos/standard/org/admin/org/org-page/with-indicator'),
  /** Totals of the organisations in scope (MsyOrgChart). */
  indicatorBox: call('POST /{p}/pos/standard/org/admin/org/org-indicator-box'),
  /** {orgCode} or {memberId}: orgInf, orgCard, orgActivity, tmplItems; personal data masked. */
  detail: call('POST /{p}/pos/standard/org/admin/org/detail'),
  save: call('POST /{p}/pos/standard/org/admin/org/save', { body: saveBody }),
  uptInf: call('POST /{p}/pos/standard/org/admin/org/upt-org-inf', { body: uptInfBody }),
  uptCard: call('POST /{p}/pos/standard/org/admin/org/upt-org-card-inf', { body: uptCardBody }),
  uptActivity: call('POST /{p}/pos/standard/org/admin/org/upt-org-activity-inf', { body: uptActivityBody }),
  /** Activity groups, paged (/OrgActiveGroup). */
  groupPage: call('POST /{p}/pos/standard/org/admin/org/activity-group-page'),
  /** The groups an organisation holds, unpaged ({orgCode}). */
  groupList: call('POST /{p}/pos/standard/org/admin/org/activity-group-list'),
  /**
   * Activity group detail {activityGroupId, pageNum, pageSize 50} (spec 03 §7): the group's activities,
   * paged, each with its activityName and instanceTmplt (options and values).
   */
  activityPage: call('POST /{p}/pos/standard/org/admin/org/activity-page'),
  /** Sub-organisations of one organisation ({parentOrgCode}; none: the roots in scope), paged. */
  subOrgPage: call('POST /{p}/pos/standard/org/admin/org/sub-org-page'),
  /** The leader's default activity group by {memberId}: the new organisation's withdrawal info. */
  withdrawalGroup: call('POST /{p}/pos/standard/org/admin/org/withdrawal-activity-group'),
  /** A copy of a group with its option values under a new name (/OrgActiveGroup). */
  saveActiveSample: call('POST /{p}/pos/standard/org/admin/org/saveActiveSample'),
  /** The activity-group picker's page (filter: orgCode). */
  groupPicker: call('POST /admin/member/activity/group/page'),
  /** The plain admin login id by {memberId} (03 §7 Pick-lists "Real login id by {memberId}: rawLoginId"). */
  realLoginId: call('POST /admin/member/real-login-id'),
  /** Config template options: {custTmpltGroup ORG_TMPLT_GROUP, tmpltType 100810, custTmpltId, productCode upper case}. */
  configTmplt: call('POST /admin/org/config-tmplt'),
  // The organisation audit (/OrgAudit, /MsyOrgAudit): paths not given by the spec, ours under the
  // same family. A new organisation waits here for review; pass and reject move a pending one.
  auditPage: call('POST /{p}/pos/standard/org/admin/org/audit-page'),
  auditPass: call('POST /{p}/pos/standard/org/admin/org/audit-pass'),
  auditReject: call('POST /{p}/pos/standard/org/admin/org/audit-reject'),
};
