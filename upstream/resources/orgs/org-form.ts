// The organisation form's resource (spec 03 §3, §5, §7): its tables and calls. The reads (detail, the
// leader's default activity group) are in org-form-read.ts; the writes (save, which creates the
// organisation, its administrator member and the admin login that can sign in, and the three
// partial updates) in org-form-write.ts; the demo data in org-form-seed.ts. Personal data leaves
// only masked; the admin password is hashed on arrival and never stored or answered in the clear.
import { callOf } from '../../calls.ts';
import type { Resource } from '../../kit/resource.ts';
import { col, detail, withdrawalGroup } from './org-form-read.ts';
import { IMAGE_KEYS } from './org-save-checks.ts';
import { seedOrgForm } from './org-form-seed.ts';
import { save, uptActivity, uptCard, uptInf } from './org-form-write.ts';

export const ORG_FORM_SCHEMA = `
-- The settlement card of an organisation (spec 03 §3 orgCard); image columns hold upload file ids.
CREATE TABLE IF NOT EXISTS org_card (
  org_code TEXT PRIMARY KEY,
  settle_type INTEGER NOT NULL,
  subject_type INTEGER,
  card_host_name TEXT NOT NULL,
  idc_num TEXT NOT NULL,
  card_no TEXT NOT NULL,
  bank_code TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  province_code TEXT NOT NULL,
  province TEXT NOT NULL,
  city_code TEXT NOT NULL,
  city TEXT NOT NULL,
  bank_branch_code TEXT NOT NULL,
  bank_branch_name TEXT NOT NULL,
  pre_mobile TEXT NOT NULL,
  license_no TEXT,
  residence_address TEXT,
  ${IMAGE_KEYS.map((k) => `${col(k)} TEXT`).join(',\n  ')},
  upt_time TEXT NOT NULL
);
-- The extension info of spec 03 §2 tab 5 (orgInf's platform fields).
CREATE TABLE IF NOT EXISTS org_ext (
  org_code TEXT PRIMARY KEY,
  allow_ip_str TEXT,
  api_key TEXT,
  service_call TEXT,
  svc_domain TEXT
);
-- The activity groups an organisation holds; default_flag 1 is its withdrawal group.
CREATE TABLE IF NOT EXISTS org_group (
  org_code TEXT NOT NULL,
  activity_group_id INTEGER NOT NULL,
  default_flag INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (org_code, activity_group_id)
);
CREATE INDEX IF NOT EXISTS org_group_group ON org_group(activity_group_id);
CREATE TABLE IF NOT EXISTS org_opt_value (
  org_code TEXT NOT NULL,
  activity_id INTEGER NOT NULL,
  tmplt_opt_id INTEGER NOT NULL,
  opt_value TEXT NOT NULL,
  PRIMARY KEY (org_code, activity_id, tmplt_opt_id)
);
CREATE TABLE IF NOT EXISTS org_opt_log (
  log_id INTEGER PRIMARY KEY,
  org_code TEXT NOT NULL,
  activity_id INTEGER NOT NULL,
  tmplt_opt_id INTEGER NOT NULL,
  orig_opt_value TEXT,
  opt_value TEXT NOT NULL,
  crt_time TEXT NOT NULL,
  crt_member_id TEXT
);
CREATE INDEX IF NOT EXISTS org_opt_log_org ON org_opt_log(org_code, activity_id);
CREATE TABLE IF NOT EXISTS org_tmpl_item (
  org_code TEXT NOT NULL,
  tmplt_opt_id INTEGER NOT NULL,
  opt_value TEXT NOT NULL,
  PRIMARY KEY (org_code, tmplt_opt_id)
);
-- Organisation audits (/OrgAudit): 1 onboarding, 2 settlement change, 3 policy change; status 10, 15, 20, 40.
CREATE TABLE IF NOT EXISTS org_audit (
  audit_id INTEGER PRIMARY KEY,
  org_code TEXT NOT NULL,
  audit_type INTEGER NOT NULL,
  audit_status INTEGER NOT NULL,
  submit_login_id TEXT,
  crt_time TEXT NOT NULL,
  audit_login_id TEXT,
  audit_time TEXT,
  audit_msg TEXT
);
`;

export const orgForm: Resource = {
  name: 'org-form',
  version: 2,
  schema: ORG_FORM_SCHEMA,
  seed: seedOrgForm,
  routes: [
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/detail').path, handler: detail },
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/save').path, handler: save },
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/upt-org-inf').path, handler: uptInf },
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/upt-org-card-inf').path, handler: uptCard },
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/upt-org-activity-inf').path, handler: uptActivity },
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/withdrawal-activity-group').path, handler: withdrawalGroup },
  ],
  from: 'org',
  select: 'org_code',
  orderBy: 'org_code',
};
