// The terminal forms (spec 03 §7 storage, transfer, recall, unbind, change, rates): one per call,
// opened from every terminal screen that offers the action. Batch forms take up to 10 000 psam
// codes pasted one per line (or a range, or an Excel import); the answer names the batch, whose
// dialog then shows each row's result. Field sets beyond the spec's bodies are ours.
import { psamCalls, rateCalls, storageCalls, transferCalls } from '../../calls/terminals.ts';
import { activityGroupField } from '../../forms/pickers.ts';
import type { FormDef, FormField } from '../../forms/types.ts';

/** 10 000 codes of up to 20 characters, one per line. */
const CODES_MAX = 220_000;

export const codesField = (key = 'psamCodes', label = '终端号'): FormField => ({
  key,
  label,
  type: 'textarea',
  required: true,
  requiredMessage: '请输入终端号',
  maxLength: CODES_MAX,
  placeholder: '每行一个终端号（也可用逗号分隔），单批最多10000个',
  span: 2,
});

const remark: FormField = { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 };
/** An organisation, chosen by name or code with the organisation search (issue #39: pickers, not codes). */
const orgCode = (label: string, required: boolean, requiredMessage?: string): FormField => ({
  key: 'orgCode',
  label,
  type: 'org',
  maxLength: 20,
  pattern: 'alnum',
  ...(required ? { required, requiredMessage } : {}),
});
/**
 * The activity group: searched by name or id among the groups the operator may pick (the
 * activity-group picker's call, the numbering of /OrgActiveGroup; issue #39 bug 4 and "Pickers, not codes").
 */
const activityGroupId: FormField = activityGroupField({
  key: 'activityGroupId',
  label: '活动组',
  required: true,
  requiredMessage: '请选择活动组',
  maxLength: 12,
  pattern: 'digits',
});

const batchResult = (dialog: string) => ({ notice: '批次号 {batchNo}：{summary}', dialog, idKey: 'batchNo' });

const storageFields: readonly FormField[] = [
  codesField(),
  // The platform chooses where the batch goes (its own storage when empty); an organisation stores into its own.
  { ...orgCode('入库机构', false), roles: ['PRODUCT'] },
  { key: 'deviceType', label: '设备类型', type: 'select', dict: 7003 },
  { key: 'facilitatorType', label: '终端厂商', type: 'select', dict: 7001 },
  { key: 'model', label: '终端型号', type: 'select', dict: 7002 },
  { key: 'storageTag', label: '入库标签', type: 'text', maxLength: 20 },
  remark,
];

export const storageForm: FormDef = {
  id: 'psam-storage-in',
  title: '终端入库（按终端号）',
  width: '760px',
  submit: storageCalls.batchInByPsam,
  fields: storageFields,
  result: batchResult('psamStorageBatch'),
};
export const storageOrgForm: FormDef = { ...storageForm, id: 'psam-storage-in-org', submit: storageCalls.orgBatchInByPsam };

export const storageRangeForm: FormDef = {
  id: 'psam-storage-range',
  title: '终端入库（按号段）',
  width: '760px',
  submit: storageCalls.batchInByRange,
  fields: [
    { key: 'startPsamCode', label: '起始终端号', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
    { key: 'endPsamCode', label: '结束终端号', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
    ...storageFields.slice(1),
  ],
  result: batchResult('psamStorageBatch'),
};

export const storageTagForm: FormDef = {
  id: 'psam-storage-tag',
  title: '入库标签',
  submit: storageCalls.tag,
  idKey: 'batchNo',
  fields: [{ key: 'storageTag', label: '入库标签', type: 'text', required: true, maxLength: 20 }],
  success: '操作成功',
};

const transferTarget: readonly FormField[] = [orgCode('下发机构', true, '请选择下发机构'), activityGroupId];

export const transferValidForm: FormDef = {
  id: 'psam-transfer-valid',
  title: '划拨前校验终端',
  width: '760px',
  submit: transferCalls.validByPsam,
  fields: [codesField(), orgCode('下发机构', true, '请选择下发机构')],
  result: { notice: '校验结果：{summary}' },
};

export const transferForm: FormDef = {
  id: 'psam-transfer',
  title: '终端划拨',
  width: '760px',
  submit: transferCalls.transfer,
  fields: [codesField(), ...transferTarget, { key: 'batchName', label: '批次名称', type: 'text', maxLength: 40 }],
  confirm: '确定将所填的 {psamCodes:count} 台终端划拨至机构 {orgCode}（活动组：{activityGroupId}）吗？',
  result: batchResult('psamTransferBatch'),
};

export const renameForm: FormDef = {
  id: 'psam-transfer-rename',
  title: '划拨批次重命名',
  submit: transferCalls.rename,
  idKey: 'batchNo',
  fields: [{ key: 'batchName', label: '批次名称', type: 'text', required: true, maxLength: 40 }],
  success: '操作成功',
};

export const acceptCheckForm: FormDef = {
  id: 'psam-accept-check',
  title: '接收前校验终端',
  width: '760px',
  submit: transferCalls.inPsamCheck,
  fields: [codesField()],
  result: { notice: '校验结果：{summary}' },
};

export const acceptForm: FormDef = {
  id: 'psam-accept',
  title: '按终端号接收',
  width: '760px',
  submit: transferCalls.inPsamTransfer,
  fields: [codesField()],
  confirm: '确定接收所填的 {psamCodes:count} 台终端吗？',
  result: batchResult('psamOpBatch'),
};

export const recallForm: FormDef = {
  id: 'psam-recall',
  title: '批量回收',
  width: '760px',
  submit: psamCalls.batchRecall,
  fields: [codesField(), remark],
  confirm: '确定回收所填的 {psamCodes:count} 台终端吗？',
  result: batchResult('psamRecallBatch'),
};

export const unbindForm: FormDef = {
  id: 'psam-unbind',
  title: '批量解绑',
  width: '760px',
  submit: psamCalls.unbindPsam,
  fields: [codesField(), { key: 'reason', label: '解绑原因', type: 'textarea', required: true, maxLength: 200, span: 2 }],
  confirm: '确定解绑所填的 {psamCodes:count} 台终端吗？',
  result: batchResult('psamOpBatch'),
};

export const unbindApplyForm: FormDef = {
  id: 'psam-unbind-apply',
  title: '解绑申请',
  submit: psamCalls.unbindApply,
  idKey: 'psamCode',
  fields: [{ key: 'reason', label: '解绑原因', type: 'textarea', required: true, maxLength: 200, span: 2 }],
  success: '操作成功',
};

export const changeForm: FormDef = {
  id: 'psam-change',
  title: '终端换机',
  submit: psamCalls.change,
  fields: [
    { key: 'oldPsamCode', label: '原终端号', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
    { key: 'newPsamCode', label: '新终端号', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
    { key: 'reason', label: '换机原因', type: 'textarea', maxLength: 200, span: 2 },
  ],
  confirm: '确定将终端 {oldPsamCode} 更换为 {newPsamCode} 吗？',
  success: '操作成功',
};

export const changeBindForm: FormDef = {
  id: 'psam-change-bind',
  title: '终端换绑',
  submit: psamCalls.changeBind,
  idKey: 'psamCode',
  fields: [
    { key: 'memberId', label: '新商户编号', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
    { key: 'reason', label: '换绑原因', type: 'textarea', maxLength: 200, span: 2 },
  ],
  confirm: '确定将终端换绑至商户 {memberId} 吗？',
  success: '操作成功',
};

export const payCnlForm: FormDef = {
  id: 'psam-pay-cnl',
  title: '支付通道变更',
  submit: psamCalls.payCnlChange,
  idKey: 'psamCode',
  fields: [{ key: 'payCnl', label: '支付通道', type: 'select', required: true, dict: 8070 }],
  success: '操作成功',
};

const rateFields: readonly FormField[] = [
  { key: 'creditRate', label: '贷记卡费率(%)', type: 'number', step: 0.001, min: 0, max: 5 },
  { key: 'debitRate', label: '借记卡费率(%)', type: 'number', step: 0.001, min: 0, max: 5 },
  { key: 'debitMaxFee', label: '借记卡封顶(分)', type: 'number', step: 1, min: 0, max: 1_000_000 },
  { key: 'scanRate', label: '扫码费率(%)', type: 'number', step: 0.001, min: 0, max: 5 },
  { key: 'clearFee', label: '结算手续费(分)', type: 'number', step: 1, min: 0, max: 100_000 },
];

/**
 * Rate submit {activityGroupId, opts, strPsamCodes} (spec 03 §7; §5: 请选择参数 when no option is
 * chosen): the options typed travel as opts {fieldName, fieldValue}; those left empty stay as they are.
 */
export const rateForm: FormDef = {
  id: 'psam-rate',
  title: '按活动组调整终端费率',
  width: '760px',
  submit: rateCalls.submit,
  fields: [activityGroupId, { ...codesField('strPsamCodes'), commaList: true }, ...rateFields],
  opts: rateFields.map((f) => f.key),
  confirm: '确定按活动组 {activityGroupId} 调整所填的 {strPsamCodes:count} 台终端的费率吗？',
  result: { notice: '费率已提交：{summary}' },
};

export const rateBatchForm: FormDef = {
  id: 'psam-rate-batch',
  title: '批量调整终端费率',
  width: '760px',
  submit: rateCalls.batchUpdate,
  fields: [codesField(), { ...activityGroupId, required: false }, ...rateFields, remark],
  confirm: '确定批量调整所填的 {psamCodes:count} 台终端的费率吗？',
  result: batchResult('psamOpBatch'),
};

export const terminalForms: readonly FormDef[] = [
  storageForm,
  storageOrgForm,
  storageRangeForm,
  storageTagForm,
  transferValidForm,
  transferForm,
  renameForm,
  acceptCheckForm,
  acceptForm,
  recallForm,
  unbindForm,
  unbindApplyForm,
  changeForm,
  changeBindForm,
  payCnlForm,
  rateForm,
  rateBatchForm,
];
