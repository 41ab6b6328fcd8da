// Channel and risk blacklists (spec 01 §7 risk area): paged lists with masked values, delete, and a
// spreadsheet import that is stored for a later run (upstream/routes/risk.ts).
import { callOf } from '../../calls.ts';
import type { Filter, Resource } from '../../kit/resource.ts';

const COMMON = `id, black_type AS blackType, mask_black_value AS blackValue, member_id AS memberId, reason, status,
  crt_member_id AS crtMemberId, crt_time AS crtTime, upt_time AS uptTime`;

// Upper case: an ID number ends in 'X', member ids are upper-case hex; digits are unchanged.
const FILTERS: Record<string, Filter> = {
  blackType: { eq: 'black_type' },
  blackValue: { eq: 'black_value', upper: true },
  memberId: { eq: 'member_id', upper: true },
  status: { eq: 'status' },
  crtTime: { dates: 'crt_time' },
};

export const cnlBlack: Resource = {
  name: 'cnl-black',
  page: callOf('POST /admin/risk/cnl-black/page'),
  remove: callOf('POST /admin/risk/cnl-black/del'),
  table: 'cnl_black',
  from: 'cnl_black',
  select: `cnl_code AS cnlCode, ${COMMON}`,
  orderBy: 'crt_time DESC, id DESC',
  scope: 'org_path',
  key: 'id',
  keyColumn: 'id',
  filters: { ...FILTERS, cnlCode: { eq: 'cnl_code' } },
};

export const riskBlack: Resource = {
  name: 'risk-black',
  page: callOf('POST /admin/risk/black/page'),
  remove: callOf('POST /admin/risk/black/del'),
  table: 'risk_black',
  from: 'risk_black',
  select: `${COMMON}, risk_level AS riskLevel`,
  orderBy: 'crt_time DESC, id DESC',
  scope: 'org_path',
  key: 'id',
  keyColumn: 'id',
  filters: FILTERS,
};
