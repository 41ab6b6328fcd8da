// The terminal lists of the reference upstream as resources (spec 03 §7): terminals, batches and
// their rows, the chain, the logs and records. Their operations are routes in psam.ts.
import { callOf } from '../../calls.ts';
import type { Route } from '../../context.ts';
import type { Filter, Resource } from '../../kit/resource.ts';
import { TERMINAL_SCHEMA } from './schema.ts';
import { seedTerminals } from './seed.ts';

const PSAM_FROM = `psam t LEFT JOIN org cur ON cur.org_code = t.org_code
  LEFT JOIN org top ON top.org_code = substr(t.org_path, 2, 7)
  LEFT JOIN activity_group g ON g.activity_group_id = t.activity_group_id`;
const PSAM_SELECT = `t.psam_code AS psamCode, t.tusn AS tusn, t.member_id AS memberId, top.org_name AS topOrgName,
  top.member_id AS topOrgMemberId, COALESCE(cur.org_name, '平台库存') AS curOrgName, cur.member_id AS curOrgMemberId,
  t.org_code AS curOrgCode, t.to_org_code AS toOrgCode, t.agent_mcht_no AS agentMchtNo, t.pay_org_no AS payOrgNo,
  t.psam_mode_type AS psamModeType, t.device_type AS deviceType, t.facilitator_type AS facilitatorType, t.model AS model,
  t.binding_state AS bindingState, t.psam_status AS psamStatus, t.issue_status AS issueStatus,
  t.activation_status AS activationStatus, t.is_first_trans AS isFirstTrans, t.freeze_status AS freezeStatus,
  t.second_flag AS secondFlag, t.storage_batch AS storageBatch, t.storage_tag AS storageTag,
  t.activity_group_id AS activityGroupId, g.activity_group_name AS activityGroupName, t.product_code AS productCode,
  t.credit_rate AS creditRate, t.debit_rate AS debitRate, t.debit_max_fee AS debitMaxFee, t.scan_rate AS scanRate,
  t.clear_fee AS clearFee, t.pay_cnl AS payCnl, t.single_limit AS singleLimit, t.day_limit AS dayLimit,
  t.storage_time AS storageTime, t.transfer_time AS transferTime, t.bind_time AS bindTime,
  t.first_trans_time AS firstTransTime, t.last_trans_date AS lastTransDate, t.upt_time AS uptTime`;

export const PSAM_FILTERS: Readonly<Record<string, Filter>> = {
  psamCode: { eq: 't.psam_code', upper: true },
  tusn: { eq: 't.tusn', upper: true },
  memberId: { eq: 't.member_id', upper: true },
  psamStatus: { eq: 't.psam_status' },
  issueStatus: { eq: 't.issue_status' },
  activationStatus: { eq: 't.activation_status' },
  isFirstTrans: { eq: 't.is_first_trans' },
  bindingState: { eq: 't.binding_state' },
  freezeStatus: { eq: 't.freeze_status' },
  secondFlag: { eq: 't.second_flag' },
  deviceType: { eq: 't.device_type' },
  psamModeType: { eq: 't.psam_mode_type' },
  facilitatorType: { eq: 't.facilitator_type' },
  model: { eq: 't.model' },
  activityGroupId: { eq: 't.activity_group_id' },
  storageBatch: { eq: 't.storage_batch', upper: true },
  storageTag: { like: 't.storage_tag' },
  agentMchtNo: { eq: 't.agent_mcht_no' },
  productCode: { eq: 't.product_code' },
  topOrgCode: { org: 't.org_path' },
  curOrgCode: { eq: 't.org_code', upper: true },
  orgCode: { org: 't.org_path' },
  startPsamCode: { sql: 't.psam_code >= upper(?)' },
  endPsamCode: { sql: 't.psam_code <= upper(?)' },
  storageTime: { dates: 't.storage_time', keys: ['startStorageDate', 'endStorageDate'] },
  transferTime: { dates: 't.transfer_time', keys: ['startTransferDate', 'endTransferDate'] },
  bindTime: { dates: 't.bind_time', keys: ['startBindDate', 'endBindDate'] },
  firstTransTime: { dates: 't.first_trans_time', keys: ['startFirstTransDate', 'endFirstTransDate'] },
};

const psamList = (name: string, call: Resource['page'], where?: string, scope = 't.org_path'): Resource => ({
  name,
  page: call,
  from: PSAM_FROM,
  select: PSAM_SELECT,
  orderBy: 't.storage_time DESC, t.psam_code DESC',
  scope,
  filters: PSAM_FILTERS,
  ...(where ? { where } : {}),
});

/** The terminal list; it owns the terminal tables and their seed. */
export const psam: Resource = {
  ...psamList('psam', callOf('POST /{p}/pos/standard/org/admin/psam/page')),
  schema: TERMINAL_SCHEMA,
  seed: seedTerminals,
  version: 5,
  routes: [] as Route[],
};
export const psamNew = psamList('psam-new', callOf('POST /{p}/pos/standard/org/admin/psam/page-new'));
/** Terminals that met the activation target, with their activity group. */
export const psamActivity = psamList(
  'psam-activity',
  callOf('POST /{p}/pos/standard/org/admin/psam/page-with-activity'),
  't.activation_status = 1',
);
/** Terminals held by organisations (the platform's own stock left out). */
export const psamSubordinate = psamList(
  'psam-subordinate',
  callOf('POST /{p}/pos/standard/org/admin/psam/subordinate/page'),
  "t.org_code <> ''",
);
/** Stock: in storage, unbound, not frozen (what a transfer may send). */
export const psamStock = psamList(
  'psam-stock',
  callOf('POST /{p}/pos/standard/org/admin/transfer/query-psam'),
  't.psam_status IN (0, 2, 4) AND t.binding_state = 0 AND t.freeze_status = 0',
);
/** Terminals awaiting their receiver, seen by the receiver's subtree. */
export const psamIncoming = {
  ...psamList('psam-incoming', callOf('POST /{p}/pos/standard/org/admin/transfer/in-psam/query-psam'), 't.psam_status = 1', 'rcv.path'),
  from: `${PSAM_FROM} LEFT JOIN org rcv ON rcv.org_code = t.to_org_code`,
  select: `${PSAM_SELECT}, rcv.org_name AS toOrgName`,
};

// ---------------------------------------------------------------------------------------------
// Batches and their rows. A batch is seen by its actor's and its destination's subtree.

const BATCH_SCOPE = 'COALESCE(b.to_org_path, b.org_path)';
const batchList = (name: string, call: Resource['page'], kinds: string): Resource => ({
  name,
  page: call,
  from: `psam_batch b LEFT JOIN org o ON o.org_code = b.org_code LEFT JOIN org d ON d.org_code = b.to_org_code
    LEFT JOIN activity_group g ON g.activity_group_id = b.activity_group_id`,
  select: `b.batch_no AS batchNo, b.kind AS batchKind, b.batch_name AS batchName, b.org_code AS orgCode,
    COALESCE(o.org_name, '平台') AS orgName, b.to_org_code AS toOrgCode, d.org_name AS toOrgName,
    b.activity_group_id AS activityGroupId, g.activity_group_name AS activityGroupName, b.source AS source,
    b.file_name AS fileName, b.status AS status, b.total AS total, b.ok_count AS okCount, b.fail_count AS failCount,
    b.storage_tag AS storageTag, b.remark AS remark, b.emp_id AS empId, b.crt_time AS crtTime, b.upt_time AS uptTime`,
  orderBy: 'b.crt_time DESC, b.batch_no DESC',
  scope: BATCH_SCOPE,
  where: `b.kind IN (${kinds})`,
  filters: {
    batchNo: { eq: 'b.batch_no', upper: true },
    batchName: { like: 'b.batch_name' },
    batchKind: { eq: 'b.kind' },
    status: { eq: 'b.status' },
    source: { eq: 'b.source' },
    storageTag: { like: 'b.storage_tag' },
    toOrgCode: { eq: 'b.to_org_code', upper: true },
    orgCode: { org: BATCH_SCOPE },
    crtTime: { dates: 'b.crt_time' },
  },
});

export const storageBatches = batchList('psam-storage-batches', callOf('POST /{p}/pos/standard/org/admin/storage/batch-page'), "'STORAGE'");
export const transferBatches = batchList('psam-transfer-batches', callOf('POST /{p}/pos/standard/org/admin/transfer/page'), "'TRANSFER'");
/** Incoming transfer batches: seen by the receiver's subtree only. */
export const incomingBatches: Resource = {
  ...batchList('psam-incoming-batches', callOf('POST /{p}/pos/standard/org/admin/transfer/in-batch/page'), "'TRANSFER'"),
  scope: 'b.to_org_path',
};
export const recallBatches = batchList(
  'psam-recall-batches',
  callOf('POST /{p}/pos/standard/org/admin/psam/batch-psam-recall-page'),
  "'RECALL'",
);
export const otherBatches = batchList(
  'psam-other-batches',
  callOf('POST /{p}/pos/standard/org/admin/operation/batch-page'),
  "'ACCEPT', 'RATE', 'UNBIND'",
);

const ROW_SELECT = `r.batch_no AS batchNo, r.line_no AS lineNo, r.psam_code AS psamCode, r.result AS result, r.reason AS reason,
  r.from_org_code AS fromOrgCode, fo.org_name AS fromOrgName, r.to_org_code AS toOrgCode, tor.org_name AS toOrgName,
  r.status AS transferStatus, r.crt_time AS crtTime, r.done_time AS doneTime, b.kind AS batchKind`;
const rowList = (name: string, call: Resource['page'], kinds: string): Resource => ({
  name,
  page: call,
  requires: ['batchNo'],
  from: `psam_batch_rows r JOIN psam_batch b ON b.batch_no = r.batch_no
    LEFT JOIN org fo ON fo.org_code = r.from_org_code LEFT JOIN org tor ON tor.org_code = r.to_org_code`,
  select: ROW_SELECT,
  orderBy: 'r.line_no',
  scope: BATCH_SCOPE,
  where: `b.kind IN (${kinds})`,
  filters: {
    batchNo: { eq: 'r.batch_no', upper: true },
    psamCode: { eq: 'r.psam_code', upper: true },
    result: { eq: 'r.result' },
    transferStatus: { eq: 'r.status' },
  },
});

export const storageRows = rowList('psam-storage-rows', callOf('POST /{p}/pos/standard/org/admin/storage/batch-detail'), "'STORAGE'");
export const transferRows = rowList(
  'psam-transfer-rows',
  callOf('POST /{p}/pos/standard/org/admin/transfer/transfer/detail/page'),
  "'TRANSFER'",
);
export const recallRows = rowList('psam-recall-rows', callOf('POST /{p}/pos/standard/org/admin/psam/recall/deteail-page'), "'RECALL'");
export const otherRows = rowList(
  'psam-other-rows',
  callOf('POST /{p}/pos/standard/org/admin/operation/batch-detail'),
  "'ACCEPT', 'RATE', 'UNBIND'",
);

/** The transfer chain of one terminal: its transfer and recall rows, oldest first. */
export const transferChain: Resource = {
  ...rowList('psam-chain', callOf('POST /{p}/pos/standard/org/admin/psam/transfer-chain/detail'), "'TRANSFER', 'RECALL'"),
  requires: ['psamCode'],
  where: "b.kind IN ('TRANSFER', 'RECALL') AND r.result = 1",
  orderBy: 'r.crt_time, r.batch_no',
};

export const operationLog: Resource = {
  name: 'psam-op-log',
  page: callOf('POST /{p}/pos/standard/org/admin/operation/log'),
  requires: ['psamCode'],
  from: 'psam_history l LEFT JOIN org o ON o.org_code = l.org_code',
  select: `l.log_id AS logId, l.psam_code AS psamCode, l.kind AS opKind, l.from_status AS fromStatus, l.to_status AS toStatus,
    l.org_code AS orgCode, COALESCE(o.org_name, '平台') AS orgName, l.batch_no AS batchNo, l.emp_id AS empId, l.remark AS remark,
    l.crt_time AS crtTime`,
  orderBy: 'l.crt_time DESC, l.log_id DESC',
  scope: 'l.org_path',
  filters: { psamCode: { eq: 'l.psam_code', upper: true }, opKind: { eq: 'l.kind' } },
};

export const freezeRecords: Resource = {
  name: 'psam-freeze-records',
  page: callOf('POST /{p}/pos/standard/org/admin/psam/freeze-record-page'),
  requires: ['psamCode'],
  from: 'psam_freeze_log',
  select: `log_id AS logId, psam_code AS psamCode, action, reason, emp_id AS empId, crt_time AS crtTime`,
  orderBy: 'crt_time DESC, log_id DESC',
  scope: 'org_path',
  filters: { psamCode: { eq: 'psam_code', upper: true } },
};

export const feeHistory: Resource = {
  name: 'psam-fee-history',
  page: callOf('POST /{p}/pos/standard/org/admin/transfer/update-fee-history'),
  from: 'psam_fee_log f LEFT JOIN activity_group g ON g.activity_group_id = f.activity_group_id',
  select: `f.log_id AS logId, f.psam_code AS psamCode, f.activity_group_id AS activityGroupId, g.activity_group_name AS activityGroupName,
    f.field_name AS fieldName, f.opt_name AS optName, f.orig_value AS origOptValue, f.new_value AS optValue, f.batch_no AS batchNo,
    f.crt_member_id AS crtMemberId, f.crt_time AS crtTime`,
  orderBy: 'f.crt_time DESC, f.log_id DESC',
  scope: 'f.org_path',
  filters: {
    psamCode: { eq: 'f.psam_code', upper: true },
    activityGroupId: { eq: 'f.activity_group_id' },
    fieldName: { eq: 'f.field_name' },
    crtTime: { dates: 'f.crt_time' },
  },
};

export const psamTrans: Resource = {
  name: 'psam-trans',
  page: callOf('POST /{p}/pos/standard/org/admin/psam/trans/page'),
  requires: ['psamCode'],
  from: 'pos_order',
  select: `order_id AS orderId, member_id AS memberId, cust_order_type AS custOrderType, order_status AS orderStatus, amount,
    fee, pay_channel AS payChannel, mask_card_no AS maskCardNo, crt_time AS crtTime`,
  orderBy: 'crt_time DESC',
  scope: 'org_path',
  filters: { psamCode: { eq: 'psam_code', upper: true }, orderStatus: { eq: 'order_status' }, crtTime: { dates: 'crt_time' } },
};

export const psamChanges: Resource = {
  name: 'psam-changes',
  page: callOf('POST /{p}/pos/standard/org/admin/psam/change/page'),
  from: 'psam_change',
  select: `change_id AS changeId, member_id AS memberId, old_psam_code AS oldPsamCode, new_psam_code AS newPsamCode,
    change_type AS changeType, status, reason, emp_id AS empId, crt_time AS crtTime, upt_time AS uptTime`,
  orderBy: 'crt_time DESC, change_id DESC',
  scope: 'org_path',
  filters: {
    memberId: { eq: 'member_id', upper: true },
    psamCode: { sql: '(old_psam_code = upper(?) OR new_psam_code = upper(?))' },
    status: { eq: 'status' },
    changeType: { eq: 'change_type' },
    crtTime: { dates: 'crt_time' },
  },
};
