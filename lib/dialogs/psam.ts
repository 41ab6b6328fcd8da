// The terminal dialog (spec 03 §2 "Terminal dialog (titled by TUSN)"): details, transactions,
// rates and the rate change log, the second and fourth hidden for the lite product codes; opened
// from every terminal code cell behind BaseAuthPsamCode. The details load through the terminal
// list with pageSize 1 (spec 03 §7: one call for product mcf, another for the rest). Beside it, a
// terminal's movement (transfer chain, operation log, freeze records) and the batch dialogs that
// show each row of a storage, transfer, recall or other batch with its result.
import type { CallDef } from '../calls/define.ts';
import { psamCalls, rateCalls, storageCalls, transferCalls } from '../calls/terminals.ts';
import type { ActionDef, ColumnDef, ListDef } from '../list/types.ts';
import type { DialogDef, FieldDef } from './types.ts';

/**
 * 冻结 and 解冻 on the manage lists and the terminal dialog. The terminal of spec 03 §3 carries no
 * freeze state (§4: "terminal freeze and unfreeze … status values: not shown"), so both are offered
 * and the upstream refuses the one that does not apply (终端已冻结 / 终端未冻结).
 */
export const FREEZE_ACTIONS: readonly ActionDef[] = [
  {
    id: 'freeze',
    label: '冻结',
    kind: 'call',
    call: psamCalls.freeze,
    idKey: 'psamCode',
    confirm: '确定冻结该终端吗？',
  },
  {
    id: 'unfreeze',
    label: '解冻',
    kind: 'call',
    call: psamCalls.unfreeze,
    idKey: 'psamCode',
    confirm: '确定解冻该终端吗？',
  },
];

/**
 * 回收, on transferred terminals (psamStatus 2) only: the upstream recalls no other (a platform's own
 * stock, one recalled already), so neither the manage lists nor the terminal dialog offer it there.
 * A bound one is offered too: the upstream's refusal says to unbind it first.
 */
export const RECALL_ACTION: ActionDef = {
  id: 'recall',
  label: '回收',
  kind: 'call',
  call: psamCalls.recall,
  idKey: 'psamCode',
  confirm: '确定回收该终端吗？回收后终端回到上级库存。',
  when: { field: 'psamStatus', values: [2] },
};

const DETAIL_FIELDS: readonly FieldDef[] = [
  { key: 'psamCode', label: '终端号' },
  { key: 'tusn', label: 'TUSN' },
  { key: 'memberId', label: '商户编号', format: 'memberId', link: 'member' },
  { key: 'topOrgName', label: '顶级机构', products: 'notDfLys' },
  { key: 'topOrgMemberId', label: '顶级机构会员', format: 'memberId', products: 'notDfLys' },
  { key: 'curOrgName', label: '当前机构', products: 'notDfLys' },
  { key: 'curOrgMemberId', label: '当前机构会员', format: 'memberId', products: 'notDfLys' },
  { key: 'agentMchtNo', label: '代理商户号' },
  { key: 'payOrgNo', label: '支付机构号' },
  { key: 'psamModeType', label: '终端模式', format: 'dict', dict: 7000 },
  { key: 'deviceType', label: '设备类型', format: 'dict', dict: 7003 },
  { key: 'facilitatorType', label: '终端厂商', format: 'dict', dict: 7001 },
  { key: 'model', label: '终端型号', format: 'dict', dict: 7002 },
  { key: 'bindingState', label: '绑定状态', format: 'dict', dict: 7006 },
  { key: 'psamStatus', label: '终端状态', format: 'enum', enumId: 'psamStatus' },
  { key: 'issueStatus', label: '下发状态', format: 'enum', enumId: 'psamIssueStatus' },
  { key: 'activationStatus', label: '激活状态', format: 'enum', enumId: 'activationStatus' },
  { key: 'isFirstTrans', label: '是否首刷', format: 'enum', enumId: 'isFirstTrans' },
  // 03 §3 line 63: the terminal carries activityGroupId; the name shows when the answer gives one (03-C1).
  { key: 'activityGroupId', label: '活动组编号' },
  { key: 'activityGroupName', label: '活动组' },
  { key: 'storageBatch', label: '入库批次' },
  { key: 'storageTag', label: '入库标签' },
  { key: 'storageTime', label: '入库时间', format: 'datetime' },
  { key: 'transferTime', label: '划拨时间', format: 'datetime' },
  { key: 'bindTime', label: '绑定时间', format: 'datetime' },
  { key: 'firstTransTime', label: '首刷时间', format: 'datetime' },
  { key: 'lastTransDate', label: '最后交易日期', format: 'date' },
];

/** A rate answer's options (spec 03 §3: opts of fieldName, fieldValue; or configList), one row each. */
const RATE_COLUMNS: readonly ColumnDef[] = [
  { key: 'fieldName', title: '参数', format: 'enum', enumId: 'rateField' },
  { key: 'fieldValue', title: '参数值' },
];

const first = { pageNum: 1, pageSize: 1 } as const;

export const psamDialog: DialogDef = {
  entity: 'psam',
  title: '终端详情',
  width: '1100px',
  right: 'BaseAuthPsamCode',
  titleField: 'tusn',
  idKey: 'psamCode',
  tabs: [
    {
      id: '1',
      title: '终端详情',
      kind: 'fields',
      load: psamCalls.page,
      idKey: 'psamCode',
      extra: first,
      path: 'data.0',
      products: 'notMcf',
      fields: DETAIL_FIELDS,
    },
    {
      id: '1m',
      title: '终端详情',
      kind: 'fields',
      load: psamCalls.pageNew,
      idKey: 'psamCode',
      extra: first,
      path: 'data.0',
      products: 'mcf',
      fields: DETAIL_FIELDS,
    },
    {
      id: '2',
      title: '终端交易明细',
      kind: 'list',
      idKey: 'psamCode',
      products: 'notLite',
      list: {
        call: psamCalls.trans,
        rowKey: 'orderId',
        // Spec 01 §9 "transaction list: last 30 days": the terminal's transactions.
        filters: [{ name: 'crtTime', label: '交易时间', defaultWindow: { days: 30 } }],
        columns: [
          { key: 'orderId', title: '订单号', link: 'order' },
          { key: 'memberId', title: '商户编号', format: 'memberId', link: 'member' },
          { key: 'custOrderType', title: '订单类型', format: 'dict', dict: 1200 },
          { key: 'orderStatus', title: '订单状态', format: 'enum', enumId: 'orderStatus' },
          { key: 'amount', title: '交易金额', format: 'money' },
          { key: 'fee', title: '手续费', format: 'fee' },
          { key: 'payChannel', title: '支付通道', format: 'dict', dict: 8070 },
          { key: 'maskCardNo', title: '卡号', format: 'masked' },
          { key: 'crtTime', title: '交易时间', format: 'datetime' },
        ],
      },
    },
    {
      id: '3',
      title: '终端费率',
      kind: 'list',
      idKey: 'psamCode',
      products: 'notMcf',
      list: { call: psamCalls.fee, rowKey: 'fieldName', rowsAt: 'opts', paged: false, filters: [], columns: RATE_COLUMNS },
    },
    {
      // Products that price by member (mcf, an assumption: the spec says "certain products"): the
      // terminal's member's rates, {memberId} → configList.
      id: '3m',
      title: '终端费率',
      kind: 'list',
      idKey: 'memberId',
      idFrom: 'memberId',
      products: 'mcf',
      list: { call: psamCalls.feeByMember, rowKey: 'fieldName', rowsAt: 'configList', paged: false, filters: [], columns: RATE_COLUMNS },
    },
    {
      id: '4',
      title: '费率变更记录',
      kind: 'list',
      idKey: 'psamCode',
      products: 'notLite',
      list: {
        call: rateCalls.history,
        rowKey: 'logId',
        filters: [],
        columns: [
          { key: 'optName', title: '参数' },
          { key: 'origOptValue', title: '原值' },
          { key: 'optValue', title: '新值' },
          { key: 'activityGroupName', title: '活动组' },
          { key: 'batchNo', title: '批次号' },
          { key: 'crtMemberId', title: '操作人', format: 'memberId' },
          { key: 'crtTime', title: '变更时间', format: 'datetime' },
        ],
      },
    },
  ],
  actions: [...FREEZE_ACTIONS, RECALL_ACTION],
};

const CHAIN_COLUMNS: readonly ColumnDef[] = [
  { key: 'batchNo', title: '批次号' },
  { key: 'batchKind', title: '类型', format: 'enum', enumId: 'batchKind' },
  { key: 'fromOrgName', title: '来源机构' },
  { key: 'toOrgName', title: '目标机构' },
  { key: 'transferStatus', title: '状态', format: 'enum', enumId: 'transferStatus' },
  { key: 'crtTime', title: '申请时间', format: 'datetime' },
  { key: 'doneTime', title: '完成时间', format: 'datetime' },
];

/** A terminal's movement: transfer chain, operation log and freeze records (spec 03 §7). */
export const psamChainDialog: DialogDef = {
  entity: 'psamChain',
  title: '终端流转记录',
  width: '1100px',
  right: 'BaseAuthPsamCode',
  tabs: [
    {
      id: '1',
      title: '划拨链',
      kind: 'list',
      idKey: 'psamCode',
      list: { call: psamCalls.transferChain, rowKey: 'lineNo', filters: [], columns: CHAIN_COLUMNS },
    },
    {
      id: '2',
      title: '操作日志',
      kind: 'list',
      idKey: 'psamCode',
      list: {
        call: transferCalls.operationLog,
        rowKey: 'logId',
        filters: [{ name: 'opKind', label: '操作类型', type: 'select', enumId: 'opKind', placeholder: '请选择操作类型' }],
        columns: [
          { key: 'opKind', title: '操作', format: 'enum', enumId: 'opKind' },
          { key: 'fromStatus', title: '原状态', format: 'enum', enumId: 'psamStatus' },
          { key: 'toStatus', title: '新状态', format: 'enum', enumId: 'psamStatus' },
          { key: 'orgName', title: '机构' },
          { key: 'batchNo', title: '批次号' },
          { key: 'empId', title: '操作员' },
          { key: 'remark', title: '备注' },
          { key: 'crtTime', title: '时间', format: 'datetime' },
        ],
      },
    },
    {
      id: '3',
      title: '冻结记录',
      kind: 'list',
      idKey: 'psamCode',
      list: {
        call: psamCalls.freezeRecordPage,
        rowKey: 'logId',
        filters: [],
        columns: [
          { key: 'action', title: '操作', format: 'enum', enumId: 'freezeAction' },
          { key: 'reason', title: '原因' },
          { key: 'empId', title: '操作员' },
          { key: 'crtTime', title: '时间', format: 'datetime' },
        ],
      },
    },
  ],
};

const BATCH_FIELDS: readonly FieldDef[] = [
  { key: 'batchNo', label: '批次号' },
  { key: 'batchKind', label: '类型', format: 'enum', enumId: 'batchKind' },
  { key: 'batchName', label: '批次名称' },
  { key: 'orgName', label: '操作机构' },
  { key: 'toOrgName', label: '目标机构' },
  { key: 'activityGroupName', label: '活动组' },
  { key: 'status', label: '批次状态', format: 'enum', enumId: 'batchStatus' },
  { key: 'total', label: '总数' },
  { key: 'okCount', label: '成功数' },
  { key: 'failCount', label: '失败数' },
  { key: 'fileName', label: '导入文件' },
  { key: 'storageTag', label: '入库标签' },
  { key: 'remark', label: '备注', span: 2 },
  { key: 'crtTime', label: '创建时间', format: 'datetime' },
];

/** A batch's rows with their results; failed ones first to find with the result filter. */
function rowsList(call: CallDef, exportCall: CallDef | null, exportName: string, transfer: boolean): ListDef {
  return {
    call,
    rowKey: 'lineNo',
    filters: [
      'psamCode',
      { name: 'result', label: '结果', type: 'select', enumId: 'rowResult', placeholder: '请选择结果' },
      ...(transfer
        ? [{ name: 'transferStatus', label: '接收状态', type: 'select' as const, enumId: 'transferStatus', placeholder: '请选择接收状态' }]
        : []),
    ],
    columns: [
      { key: 'lineNo', title: '行号', width: 70 },
      { key: 'psamCode', title: '终端号', link: 'psam' },
      { key: 'result', title: '结果', format: 'enum', enumId: 'rowResult' },
      { key: 'reason', title: '失败原因' },
      ...(transfer
        ? [
            { key: 'fromOrgName', title: '来源机构' },
            { key: 'toOrgName', title: '目标机构' },
            { key: 'transferStatus', title: '接收状态', format: 'enum' as const, enumId: 'transferStatus' },
          ]
        : []),
      { key: 'crtTime', title: '提交时间', format: 'datetime' },
      { key: 'doneTime', title: '完成时间', format: 'datetime', optional: true },
    ],
    ...(exportCall ? { export: { call: exportCall, name: exportName, kind: 'file' as const } } : {}),
  };
}

function batchDialog(
  entity: string,
  title: string,
  page: CallDef,
  detail: CallDef,
  exportCall: CallDef | null,
  transfer = false,
): DialogDef {
  return {
    entity,
    title,
    width: '1100px',
    right: 'BaseAuthPsamCode',
    defaultTab: '2',
    tabs: [
      { id: '1', title: '批次信息', kind: 'fields', load: page, idKey: 'batchNo', extra: first, path: 'data.0', fields: BATCH_FIELDS },
      { id: '2', title: '批次明细', kind: 'list', idKey: 'batchNo', list: rowsList(detail, exportCall, `${title}明细`, transfer) },
    ],
  };
}

export const psamStorageBatchDialog = batchDialog(
  'psamStorageBatch',
  '入库批次',
  storageCalls.batchPage,
  storageCalls.batchDetail,
  storageCalls.detailExport,
);
export const psamTransferBatchDialog = batchDialog(
  'psamTransferBatch',
  '划拨批次',
  transferCalls.page,
  transferCalls.detailPage,
  transferCalls.detailExport,
  true,
);
export const psamRecallBatchDialog = batchDialog(
  'psamRecallBatch',
  '回收批次',
  psamCalls.batchRecallPage,
  psamCalls.recallDetailPage,
  psamCalls.recallDetailExport,
  true,
);
export const psamOpBatchDialog = batchDialog('psamOpBatch', '操作批次', transferCalls.batchPage, transferCalls.batchDetail, null);
