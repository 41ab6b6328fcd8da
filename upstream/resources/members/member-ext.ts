// The member dialog's extension pages of list and page kind (spec 02 §2 extendPages; the object kind,
// the small-micro summary, is merchant-detail.ts's): the member's activities and its product's policy packs.
import { callOf } from '../../calls.ts';
import type { Resource } from '../../kit/resource.ts';

export const memberActivities: Resource = {
  name: 'member-activities',
  page: callOf('POST /admin/member/ext/activity-list'),
  requires: ['memberId'],
  from: 'member_activity',
  // Spec 02 §2: the list kind's ids come as activityId / activityTemplateId or as id / templateId;
  // the demo rows alternate.
  select: `activity_code AS activityCode,
    CASE WHEN rowid % 2 = 0 THEN activity_id END AS activityId, CASE WHEN rowid % 2 = 0 THEN activity_template_id END AS activityTemplateId,
    CASE WHEN rowid % 2 = 1 THEN activity_id END AS id, CASE WHEN rowid % 2 = 1 THEN activity_template_id END AS templateId,
    activity_name AS activityName, crt_time AS crtTime`,
  orderBy: 'crt_time DESC',
  scope: 'org_path',
  filters: { memberId: { eq: 'member_id', upper: true } },
};

/** The page kind: the policy packs of the member's product, searchable by name and status. */
export const memberPolicyPacks: Resource = {
  name: 'member-policy-packs',
  page: callOf('POST /admin/member/ext/policy-page'),
  requires: ['memberId'],
  from: 'policy_pack',
  select: 'product_code AS productCode, activity_group_id AS activityGroupId, activity_group_name AS activityGroupName, status',
  orderBy: 'activity_group_id',
  filters: {
    memberId: { sql: 'product_code = (SELECT product_code FROM member WHERE member_id = upper(?))' },
    productCode: { eq: 'product_code' },
    activityGroupId: { eq: 'activity_group_id' },
    activityGroupName: { like: 'activity_group_name' },
    status: { eq: 'status' },
  },
  routes: [],
};
