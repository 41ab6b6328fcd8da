// The terminal screens are a few kinds of list that differ in data only: the terminal lists
// (psam-lists.ts), storage batches, transfers (outgoing), incoming transfers, recalls and changes.
// Each builder gives one ScreenDef; the JF_, Msy, standard, agent and other groups draw the same
// builders (spec 01 §2, spec 03 §2). What the builders share (rights, filter helpers) is here.
import { psamCalls, storageCalls, transferCalls } from '../../calls/terminals.ts';
import { psamRecallBatchDialog, psamStorageBatchDialog, psamTransferBatchDialog } from '../../dialogs/psam.ts';
import type { DialogDef } from '../../dialogs/types.ts';
import type { ActionDef, AreaId, ColumnDef, FilterUse, ListDef, ScreenDef } from '../types.ts';
import {
  acceptCheckForm,
  acceptForm,
  changeForm,
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

export const select = (name: string, label: string, enumId: string): FilterUse => ({
  name,
  label,
  type: 'select',
  enumId,
  placeholder: `请选择${label}`,
});

export interface Opts {
  inferred?: boolean;
  fixed?: Readonly<Record<string, string>>;
}

export const screen = (name: string, title: string, area: AreaId, list: ListDef, opts: Opts): ScreenDef => ({
  name,
  title,
  area,
  ...(opts.inferred ? { inferred: true } : {}),
  kind: 'list',
  list: { ...list, ...(opts.fixed ? { fixed: opts.fixed } : {}) },
});

const BATCH_FILTERS: readonly FilterUse[] = [
  { name: 'batchNo', label: '批次号', type: 'text', maxLength: 30, pattern: 'alnum', placeholder: '请输入批次号' },
  { name: 'batchName', label: '批次名称', type: 'text', maxLength: 40, placeholder: '请输入批次名称' },
  select('status', '批次状态', 'batchStatus'),
  'crtTime',
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

const detail = (dialog: DialogDef): ActionDef => ({ id: 'detail', label: '明细', kind: 'dialog', dialog, idKey: 'batchNo' });

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
        { id: 'batchIn', label: '按终端号入库', kind: 'form', form: form },
        { id: 'batchInRange', label: '按号段入库', kind: 'form', form: storageRangeForm },
      ],
      actions: [detail(psamStorageBatchDialog), { id: 'tag', label: '标签', kind: 'form', form: storageTagForm, idKey: 'batchNo' }],
      import: { call: storageCalls.batchInByExcel, label: 'Excel导入', template: 'TPL_TERM_IN' },
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
        { id: 'valid', label: '校验终端', kind: 'form', form: transferValidForm },
        { id: 'transfer', label: '划拨', kind: 'form', form: transferForm },
        ...(opts.accept
          ? [
              { id: 'acceptCheck', label: '接收校验', kind: 'form' as const, form: acceptCheckForm },
              { id: 'accept', label: '按终端号接收', kind: 'form' as const, form: acceptForm },
            ]
          : []),
      ],
      actions: [
        detail(psamTransferBatchDialog),
        {
          id: 'rename',
          label: '重命名',
          kind: 'form',
          form: renameForm,
          idKey: 'batchNo',
          // Only the sender renames its transfer (an agent is refused a platform-created batch).
          ownOrg: 'orgCode',
        },
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
        { id: 'acceptCheck', label: '接收校验', kind: 'form', form: acceptCheckForm },
        { id: 'accept', label: '按终端号接收', kind: 'form', form: acceptForm },
      ],
      actions: [
        {
          id: 'acceptBatch',
          label: '确认接收',
          kind: 'call',
          call: transferCalls.inBatchTransfer,
          idKey: 'batchNo',
          confirm: '确定接收该批次的全部待接收终端吗？',
          // The batch restated: who sends it, to which group, how many terminals (issue #39).
          summary: ['batchNo', 'batchName', 'orgName', 'activityGroupName', 'total'],
          when: { field: 'status', values: [10, 20] },
        },
        detail(psamTransferBatchDialog),
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
      tools: [{ id: 'recall', label: '批量回收', kind: 'form', form: recallForm }],
      actions: [detail(psamRecallBatchDialog)],
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
        'crtTime',
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
        { id: 'change', label: '换机', kind: 'form', form: changeForm },
        { id: 'unbind', label: '批量解绑', kind: 'form', form: unbindForm },
      ],
      actions: [
        {
          id: 'unbindApply',
          label: '解绑申请',
          kind: 'form',
          form: unbindApplyForm,
          idKey: 'newPsamCode',
          when: { field: 'status', values: [20] },
        },
        {
          id: 'singleUnbind',
          label: '解绑',
          kind: 'call',
          call: psamCalls.singleUnbind,
          idKey: 'newPsamCode',
          confirm: '确定解绑该商户的新终端吗？',
          when: { field: 'status', values: [20] },
        },
      ],
    },
    opts,
  );
}
