// The terminal screens are a few kinds of list that differ in data only: the terminal search, the
// manage list with its actions, activated terminals, the stock, storage batches, transfers
// (outgoing), incoming transfers, recalls and changes. Each builder gives one ScreenDef; the JF_,
// Msy, standard, agent and other groups draw the same builders (spec 01 §2, spec 03 §2).
import { psamCalls, storageCalls, transferCalls } from '../../calls/terminals.ts';
import { enumSubset } from '../../dict/enums/index.ts';
import type { ActionDef, AreaId, ColumnDef, ExportDef, FilterUse, ListDef, ScreenDef } from '../types.ts';
import {
  acceptCheckForm,
  acceptForm,
  changeBindForm,
  changeForm,
  payCnlForm,
  recallForm,
  renameForm,
  storageForm,
  storageOrgForm,
  storageRangeForm,
  storageTagForm,
  transferForm,
  transferValidForm,
  unbindApplyForm,
  unbindForm,
} from './forms.ts';

// Action rights of the terminal area: the spec names none, so these are ours.
export const TERM_RIGHTS = {
  batchIn: 'TermBatchIn',
  transfer: 'TermTransfer',
  accept: 'TermAccept',
  recall: 'TermRecall',
  unbind: 'TermUnbind',
  change: 'TermChange',
  freeze: 'TermFreeze',
  rate: 'TermRateEdit',
  export: 'TermExport',
} as const;

export const select = (name: string, label: string, enumId: string): FilterUse => ({
  name,
  label,
  type: 'select',
  enumId,
  placeholder: `请选择${label}`,
});
export const noWindow = (name: string): FilterUse => ({ name, defaultWindow: 'none' });

export const PSAM_FILTERS: readonly FilterUse[] = [
  'psamCode',
  'tusn',
  'memberId',
  select('psamStatus', '终端状态', 'psamStatus'),
  select('bindingState', '绑定状态', 'bindingState'),
  select('activationStatus', '激活状态', 'activationStatus'),
  select('freezeStatus', '冻结状态', 'freezeStatus'),
  { name: 'topOrgCode', products: 'notDfLys' },
  { name: 'curOrgCode', products: 'notDfLys' },
  { name: 'activityGroupId', label: '活动组编号', type: 'digits', pattern: 'digits', maxLength: 10, placeholder: '请输入活动组编号' },
  'psamRange',
  noWindow('storageTime'),
  noWindow('transferTime'),
  noWindow('bindTime'),
];

export const PSAM_COLUMNS: readonly ColumnDef[] = [
  { key: 'psamCode', title: '终端号', link: 'psam' },
  { key: 'tusn', title: 'TUSN' },
  { key: 'memberId', title: '商户编号', format: 'memberId', link: 'member' },
  { key: 'topOrgName', title: '顶级机构', products: 'notDfLys' },
  { key: 'curOrgName', title: '当前机构', products: 'notDfLys' },
  { key: 'curOrgCode', title: '当前机构编号', products: 'notDfLys', optional: true },
  { key: 'psamStatus', title: '终端状态', format: 'enum', enumId: 'psamStatus' },
  { key: 'issueStatus', title: '下发状态', format: 'enum', enumId: 'psamIssueStatus', optional: true },
  { key: 'bindingState', title: '绑定状态', format: 'enum', enumId: 'bindingState' },
  { key: 'activationStatus', title: '激活状态', format: 'enum', enumId: 'activationStatus' },
  { key: 'isFirstTrans', title: '是否首刷', format: 'enum', enumId: 'isFirstTrans', optional: true },
  { key: 'freezeStatus', title: '冻结状态', format: 'enum', enumId: 'freezeStatus' },
  { key: 'psamModeType', title: '终端模式', format: 'dict', dict: 7000, optional: true },
  { key: 'deviceType', title: '设备类型', format: 'enum', enumId: 'deviceType', optional: true },
  { key: 'facilitatorType', title: '终端厂商', format: 'dict', dict: 7001 },
  { key: 'model', title: '终端型号', format: 'dict', dict: 7002, optional: true },
  { key: 'activityGroupName', title: '活动组' },
  { key: 'agentMchtNo', title: '代理商户号', optional: true },
  { key: 'payOrgNo', title: '支付机构号', optional: true },
  { key: 'storageTime', title: '入库时间', format: 'datetime' },
  { key: 'transferTime', title: '划拨时间', format: 'datetime' },
  { key: 'bindTime', title: '绑定时间', format: 'datetime' },
  { key: 'firstTransTime', title: '首刷时间', format: 'datetime', optional: true },
  { key: 'lastTransDate', title: '最后交易日期', format: 'date', optional: true },
];

const RATE_COLUMNS: readonly ColumnDef[] = [
  { key: 'creditRate', title: '贷记卡费率(%)' },
  { key: 'debitRate', title: '借记卡费率(%)' },
  { key: 'debitMaxFee', title: '借记卡封顶', format: 'fee' },
  { key: 'scanRate', title: '扫码费率(%)' },
  { key: 'clearFee', title: '结算手续费', format: 'fee', optional: true },
];

const chain: ActionDef = {
  id: 'chain',
  label: '流转记录',
  kind: 'dialog',
  dialog: 'psamChain',
  idKey: 'psamCode',
  right: 'BaseAuthPsamCode',
};

/** The actions on one terminal (the manage lists). */
const MANAGE_ACTIONS: readonly ActionDef[] = [
  chain,
  {
    id: 'freeze',
    label: '冻结',
    kind: 'call',
    call: psamCalls.freeze,
    idKey: 'psamCode',
    confirm: '确定冻结该终端吗？',
    right: TERM_RIGHTS.freeze,
    when: { field: 'freezeStatus', values: [0] },
  },
  {
    id: 'unfreeze',
    label: '解冻',
    kind: 'call',
    call: psamCalls.unfreeze,
    idKey: 'psamCode',
    confirm: '确定解冻该终端吗？',
    right: TERM_RIGHTS.freeze,
    when: { field: 'freezeStatus', values: [1] },
  },
  {
    id: 'recall',
    label: '回收',
    kind: 'call',
    call: psamCalls.recall,
    idKey: 'psamCode',
    confirm: '确定回收该终端吗？回收后终端回到上级库存。',
    right: TERM_RIGHTS.recall,
    when: { field: 'psamStatus', values: [2] },
  },
  {
    id: 'unbind',
    label: '解绑',
    kind: 'call',
    call: psamCalls.unbind,
    idKey: 'psamCode',
    confirm: '确定解绑该终端吗？',
    right: TERM_RIGHTS.unbind,
    when: { field: 'bindingState', values: [1] },
  },
  {
    id: 'validateBind',
    label: '通道绑定校验',
    kind: 'call',
    call: psamCalls.validateBind,
    idKey: 'psamCode',
    right: TERM_RIGHTS.unbind,
    when: { field: 'bindingState', values: [1] },
  },
  {
    id: 'changeBind',
    label: '换绑',
    kind: 'form',
    form: changeBindForm.id,
    idKey: 'psamCode',
    right: TERM_RIGHTS.change,
    when: { field: 'bindingState', values: [1] },
  },
  {
    id: 'payCnl',
    label: '通道变更',
    kind: 'form',
    form: payCnlForm.id,
    idKey: 'psamCode',
    right: TERM_RIGHTS.change,
    when: { field: 'bindingState', values: [1] },
  },
];

const psamExport: ExportDef = {
  call: psamCalls.export,
  name: '终端列表',
  kind: 'file',
  mcfCheck: psamCalls.exportCheck,
  right: TERM_RIGHTS.export,
};

export type PsamVariant = 'search' | 'manage' | 'simple' | 'activity' | 'unactive' | 'firstHand' | 'stock' | 'subordinate';

interface Opts {
  inferred?: boolean;
  fixed?: Readonly<Record<string, string>>;
}

const screen = (name: string, title: string, area: AreaId, list: ListDef, opts: Opts): ScreenDef => ({
  name,
  title,
  area,
  ...(opts.inferred ? { inferred: true } : {}),
  list: { ...list, ...(opts.fixed ? { fixed: opts.fixed } : {}) },
});

/**
 * A terminal in stock is bound to no merchant: the filters and columns of a binding, and of the
 * activation a merchant's trades reach, are left out of the stock list.
 */
const STOCK_FILTERS_LEFT_OUT: ReadonlySet<string> = new Set(['memberId', 'bindingState', 'activationStatus', 'freezeStatus', 'bindTime']);
const STOCK_COLUMNS_LEFT_OUT: ReadonlySet<string> = new Set([
  'memberId',
  'activationStatus',
  'isFirstTrans',
  'bindTime',
  'firstTransTime',
  'lastTransDate',
  'agentMchtNo',
  'payOrgNo',
]);
/** An activated or a bound-not-activated terminal is bound, so transferred: its terminal and binding states are settled. */
const BOUND_FILTERS_LEFT_OUT: ReadonlySet<string> = new Set(['psamStatus', 'bindingState']);
const nameOf = (f: FilterUse) => (typeof f === 'string' ? f : f.name);
const psamFilters = (out: ReadonlySet<string>) => PSAM_FILTERS.filter((f) => !out.has(nameOf(f)));
/** The terminal states a list's rows can hold, in the filter: the stock holds what a transfer may send (0, 2, 4). */
const psamStatusOf = (filters: readonly FilterUse[], values: readonly string[]): FilterUse[] =>
  filters.map((f) => (typeof f !== 'string' && f.name === 'psamStatus' ? { ...f, options: enumSubset('psamStatus', values) } : f));

/**
 * A terminal list: search (read and export), manage (every action on a terminal), simple (with its
 * rates), activity (activated), unactive (bound, not activated), firstHand (never recalled), stock, subordinate.
 */
export function psamScreen(name: string, title: string, area: AreaId, variant: PsamVariant, opts: Opts = {}): ScreenDef {
  const base = { rowKey: 'psamCode', filters: PSAM_FILTERS, columns: PSAM_COLUMNS };
  const lists: Record<PsamVariant, ListDef> = {
    search: { ...base, call: psamCalls.page, actions: [chain], export: psamExport },
    manage: { ...base, call: psamCalls.page, actions: MANAGE_ACTIONS, export: psamExport },
    subordinate: { ...base, call: psamCalls.subordinatePage, actions: MANAGE_ACTIONS, export: psamExport },
    simple: {
      ...base,
      call: psamCalls.pageNew,
      columns: [...PSAM_COLUMNS.filter((c) => !c.optional), ...RATE_COLUMNS],
      actions: [chain],
    },
    activity: {
      ...base,
      call: psamCalls.pageWithActivity,
      // Activated: the target met (its own filter left out), bound and transferred.
      filters: [...psamFilters(new Set([...BOUND_FILTERS_LEFT_OUT, 'activationStatus'])), noWindow('firstTransTime')],
      actions: [chain],
      export: { ...psamExport, call: psamCalls.exportActivity, name: '激活终端' },
    },
    // Bound to a merchant, the target not met yet (the filters of its fixed fields leave themselves out).
    unactive: { ...base, call: psamCalls.page, filters: psamFilters(BOUND_FILTERS_LEFT_OUT), actions: [chain], export: psamExport },
    // Never recalled: none is 已回收入库.
    firstHand: {
      ...base,
      call: psamCalls.page,
      filters: psamStatusOf(PSAM_FILTERS, ['0', '1', '2']),
      actions: [chain],
      export: psamExport,
    },
    stock: {
      ...base,
      call: transferCalls.queryPsam,
      filters: psamStatusOf(psamFilters(STOCK_FILTERS_LEFT_OUT), ['0', '2', '4']),
      columns: PSAM_COLUMNS.filter((c) => !STOCK_COLUMNS_LEFT_OUT.has(c.key)),
      actions: [chain],
      // The stock's TUSN list as a text file (spec 01 §7).
      export: { call: transferCalls.tusnExport, name: 'TUSN', kind: 'text', right: TERM_RIGHTS.export },
    },
  };
  return screen(name, title, area, lists[variant], opts);
}

const BATCH_FILTERS: readonly FilterUse[] = [
  { name: 'batchNo', label: '批次号', type: 'text', maxLength: 30, pattern: 'alnum', placeholder: '请输入批次号' },
  { name: 'batchName', label: '批次名称', type: 'text', maxLength: 40, placeholder: '请输入批次名称' },
  select('status', '批次状态', 'batchStatus'),
  noWindow('crtTime'),
];

const BATCH_COLUMNS: readonly ColumnDef[] = [
  { key: 'batchNo', title: '批次号' },
  { key: 'batchName', title: '批次名称' },
  { key: 'orgName', title: '操作机构', products: 'notDfLys' },
  { key: 'status', title: '批次状态', format: 'enum', enumId: 'batchStatus' },
  { key: 'total', title: '总数' },
  { key: 'okCount', title: '成功数' },
  { key: 'failCount', title: '失败数' },
  { key: 'crtTime', title: '创建时间', format: 'datetime' },
];

const detail = (dialog: string): ActionDef => ({ id: 'detail', label: '明细', kind: 'dialog', dialog, idKey: 'batchNo' });

/** Storage batches with batch-in by psam list, by code range and by Excel import; the storage tag. */
export function storageScreen(name: string, title: string, area: AreaId, family: 'standard' | 'org', opts: Opts = {}): ScreenDef {
  const form = family === 'standard' ? storageForm : storageOrgForm;
  return screen(
    name,
    title,
    area,
    {
      call: storageCalls.batchPage,
      rowKey: 'batchNo',
      filters: [...BATCH_FILTERS, { name: 'storageTag', label: '入库标签', type: 'text', maxLength: 20, placeholder: '请输入入库标签' }],
      columns: [
        ...BATCH_COLUMNS.slice(0, 3),
        { key: 'source', title: '入库方式', format: 'enum', enumId: 'storageSource' },
        { key: 'fileName', title: '导入文件', optional: true },
        { key: 'storageTag', title: '入库标签' },
        ...BATCH_COLUMNS.slice(3),
        { key: 'remark', title: '备注', optional: true },
      ],
      tools: [
        { id: 'batchIn', label: '按终端号入库', kind: 'form', form: form.id, right: TERM_RIGHTS.batchIn },
        { id: 'batchInRange', label: '按号段入库', kind: 'form', form: storageRangeForm.id, right: TERM_RIGHTS.batchIn },
      ],
      actions: [
        detail('psamStorageBatch'),
        { id: 'tag', label: '标签', kind: 'form', form: storageTagForm.id, idKey: 'batchNo', right: TERM_RIGHTS.batchIn },
      ],
      import: { call: storageCalls.batchInByExcel, label: 'Excel导入', right: TERM_RIGHTS.batchIn },
    },
    opts,
  );
}

/** Outgoing transfers: validate, transfer by psam list (issuing organisation and activity group required), rename, detail. */
export function transferScreen(name: string, title: string, area: AreaId, opts: Opts & { accept?: boolean } = {}): ScreenDef {
  return screen(
    name,
    title,
    area,
    {
      call: transferCalls.page,
      rowKey: 'batchNo',
      filters: [
        ...BATCH_FILTERS,
        { name: 'toOrgCode', label: '下发机构', type: 'text', maxLength: 20, pattern: 'alnum', placeholder: '请输入下发机构编号' },
      ],
      columns: [
        ...BATCH_COLUMNS.slice(0, 3),
        { key: 'toOrgName', title: '下发机构' },
        { key: 'activityGroupName', title: '活动组' },
        ...BATCH_COLUMNS.slice(3),
      ],
      tools: [
        { id: 'valid', label: '校验终端', kind: 'form', form: transferValidForm.id, right: TERM_RIGHTS.transfer },
        { id: 'transfer', label: '划拨', kind: 'form', form: transferForm.id, right: TERM_RIGHTS.transfer },
        ...(opts.accept
          ? [
              { id: 'acceptCheck', label: '接收校验', kind: 'form' as const, form: acceptCheckForm.id, right: TERM_RIGHTS.accept },
              { id: 'accept', label: '按终端号接收', kind: 'form' as const, form: acceptForm.id, right: TERM_RIGHTS.accept },
            ]
          : []),
      ],
      actions: [
        detail('psamTransferBatch'),
        { id: 'rename', label: '重命名', kind: 'form', form: renameForm.id, idKey: 'batchNo', right: TERM_RIGHTS.transfer },
      ],
    },
    opts,
  );
}

/** Incoming transfers (the provider's side): accept a whole batch, or by psam list after the check call. */
export function incomingScreen(name: string, title: string, area: AreaId, opts: Opts = {}): ScreenDef {
  return screen(
    name,
    title,
    area,
    {
      call: transferCalls.inBatchPage,
      rowKey: 'batchNo',
      filters: BATCH_FILTERS,
      columns: [
        ...BATCH_COLUMNS.slice(0, 3),
        { key: 'toOrgName', title: '接收机构' },
        { key: 'activityGroupName', title: '活动组' },
        ...BATCH_COLUMNS.slice(3),
      ],
      quick: {
        field: 'status',
        options: [
          { value: '', label: '全部' },
          { value: '10', label: '待接收' },
          { value: '20', label: '部分接收' },
          { value: '30', label: '已完成' },
        ],
      },
      tools: [
        { id: 'acceptCheck', label: '接收校验', kind: 'form', form: acceptCheckForm.id, right: TERM_RIGHTS.accept },
        { id: 'accept', label: '按终端号接收', kind: 'form', form: acceptForm.id, right: TERM_RIGHTS.accept },
      ],
      actions: [
        {
          id: 'acceptBatch',
          label: '确认接收',
          kind: 'call',
          call: transferCalls.inBatchTransfer,
          idKey: 'batchNo',
          confirm: '确定接收该批次的全部待接收终端吗？',
          right: TERM_RIGHTS.accept,
          when: { field: 'status', values: [10, 20] },
        },
        detail('psamTransferBatch'),
      ],
    },
    opts,
  );
}

/** Recall batches with batch recall by psam list. */
export function recallScreen(name: string, title: string, area: AreaId, opts: Opts = {}): ScreenDef {
  return screen(
    name,
    title,
    area,
    {
      call: psamCalls.batchRecallPage,
      rowKey: 'batchNo',
      filters: BATCH_FILTERS,
      columns: [
        ...BATCH_COLUMNS.slice(0, 3),
        { key: 'source', title: '回收方式', format: 'enum', enumId: 'storageSource' },
        ...BATCH_COLUMNS.slice(3),
      ],
      tools: [{ id: 'recall', label: '批量回收', kind: 'form', form: recallForm.id, right: TERM_RIGHTS.recall }],
      actions: [detail('psamRecallBatch')],
    },
    opts,
  );
}

/** Terminal changes (换机, 换绑) with the change form and batch unbind. */
export function changeScreen(name: string, title: string, area: AreaId, opts: Opts = {}): ScreenDef {
  return screen(
    name,
    title,
    area,
    {
      call: psamCalls.changePage,
      rowKey: 'changeId',
      filters: [
        'memberId',
        'psamCode',
        select('status', '处理状态', 'changeStatus'),
        select('changeType', '变更类型', 'changeType'),
        noWindow('crtTime'),
      ],
      columns: [
        { key: 'changeId', title: '变更编号' },
        { key: 'memberId', title: '商户编号', format: 'memberId', link: 'member' },
        { key: 'oldPsamCode', title: '原终端号', link: 'psam' },
        { key: 'newPsamCode', title: '新终端号', link: 'psam' },
        { key: 'changeType', title: '变更类型', format: 'enum', enumId: 'changeType' },
        { key: 'status', title: '处理状态', format: 'enum', enumId: 'changeStatus' },
        { key: 'reason', title: '原因' },
        { key: 'crtTime', title: '申请时间', format: 'datetime' },
        { key: 'uptTime', title: '处理时间', format: 'datetime' },
      ],
      tools: [
        { id: 'change', label: '换机', kind: 'form', form: changeForm.id, right: TERM_RIGHTS.change },
        { id: 'unbind', label: '批量解绑', kind: 'form', form: unbindForm.id, right: TERM_RIGHTS.unbind },
      ],
      actions: [
        {
          id: 'unbindApply',
          label: '解绑申请',
          kind: 'form',
          form: unbindApplyForm.id,
          idKey: 'newPsamCode',
          right: TERM_RIGHTS.unbind,
          when: { field: 'status', values: [20] },
        },
        {
          id: 'singleUnbind',
          label: '解绑',
          kind: 'call',
          call: psamCalls.singleUnbind,
          idKey: 'newPsamCode',
          confirm: '确定解绑该商户的新终端吗？',
          right: TERM_RIGHTS.unbind,
          when: { field: 'status', values: [20] },
        },
      ],
    },
    opts,
  );
}
