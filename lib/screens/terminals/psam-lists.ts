// The terminal lists proper (search, manage, simple, activity, unactive, firstHand, stock,
// subordinate): one set of filters and columns, each variant with its own call, the parts of the
// set its rows can hold, and its actions. The batch lists are in lists.ts.
import { psamCalls, transferCalls } from '../../calls/terminals.ts';
import { FREEZE_ACTIONS, RECALL_ACTION, psamChainDialog } from '../../dialogs/psam.ts';
import { enumSubset } from '../../dict/enums/index.ts';
import type { ActionDef, AreaId, ColumnDef, ExportDef, FilterUse, ListDef, ScreenDef } from '../types.ts';
import { changeBindForm, payCnlForm } from './forms.ts';
import { type Opts, screen, select } from './lists.ts';

export const PSAM_FILTERS: readonly FilterUse[] = [
  // Beside the TUSN filter the terminal code reads 终端号, as its column does (two TUSN filters misled).
  { name: 'psamCode', label: '终端号' },
  'tusn',
  'memberId',
  select('psamStatus', '终端状态', 'psamStatus'),
  // Binding state from dictionary 7006 (spec 03 §9).
  { name: 'bindingState', label: '绑定状态', type: 'select', dict: 7006, placeholder: '请选择绑定状态' },
  select('activationStatus', '激活状态', 'activationStatus'),
  { name: 'topOrgCode', products: 'notDfLys' },
  { name: 'curOrgCode', products: 'notDfLys' },
  { name: 'activityGroupId', label: '活动组编号', type: 'digits', pattern: 'digits', maxLength: 10, placeholder: '请输入活动组编号' },
  'psamRange',
  // The agent-merchant-number cascader of spec 01 §2 (the agent list: an agent, then its merchant numbers).
  'agentMchtNo',
  'storageTime',
  'transferTime',
  'bindTime',
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
  { key: 'bindingState', title: '绑定状态', format: 'dict', dict: 7006 },
  { key: 'activationStatus', title: '激活状态', format: 'enum', enumId: 'activationStatus' },
  { key: 'isFirstTrans', title: '是否首刷', format: 'enum', enumId: 'isFirstTrans', optional: true },
  { key: 'psamModeType', title: '终端模式', format: 'dict', dict: 7000, optional: true },
  { key: 'deviceType', title: '设备类型', format: 'dict', dict: 7003, optional: true },
  { key: 'facilitatorType', title: '终端厂商', format: 'dict', dict: 7001 },
  { key: 'model', title: '终端型号', format: 'dict', dict: 7002, optional: true },
  // 03 §3 line 63: the terminal carries activityGroupId; the name beside it when the answer gives one (03-C1).
  { key: 'activityGroupId', title: '活动组编号' },
  { key: 'activityGroupName', title: '活动组', optional: true },
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
  // In fen, as the rate form takes them and the rate tab shows them (one unit, 03-#36; contract/terminals.ts).
  { key: 'debitMaxFee', title: '借记卡封顶(分)' },
  { key: 'scanRate', title: '扫码费率(%)' },
  { key: 'clearFee', title: '结算手续费(分)', optional: true },
];

const chain: ActionDef = {
  id: 'chain',
  label: '流转记录',
  kind: 'dialog',
  dialog: psamChainDialog,
  idKey: 'psamCode',
  right: 'BaseAuthPsamCode',
};

/** The actions on one terminal (the manage lists). */
const MANAGE_ACTIONS: readonly ActionDef[] = [
  chain,
  ...FREEZE_ACTIONS,
  RECALL_ACTION,
  {
    id: 'unbind',
    label: '解绑',
    kind: 'call',
    call: psamCalls.unbind,
    idKey: 'psamCode',
    confirm: '确定解绑该终端吗？',
    when: { field: 'bindingState', values: [1] },
  },
  {
    id: 'validateBind',
    label: '通道绑定校验',
    kind: 'call',
    call: psamCalls.validateBind,
    idKey: 'psamCode',
    when: { field: 'bindingState', values: [1] },
  },
  {
    id: 'changeBind',
    label: '换绑',
    kind: 'form',
    form: changeBindForm,
    idKey: 'psamCode',
    when: { field: 'bindingState', values: [1] },
  },
  {
    id: 'payCnl',
    label: '通道变更',
    kind: 'form',
    form: payCnlForm,
    idKey: 'psamCode',
    when: { field: 'bindingState', values: [1] },
  },
];

// Spec 01 §7: "For psam-activity and psam-with-indicator exports under product mcf a check call is
// made first": the plain psam export goes without it.
const psamExport: ExportDef = { call: psamCalls.export, name: '终端列表', kind: 'file' };

export type PsamVariant = 'search' | 'manage' | 'simple' | 'activity' | 'unactive' | 'firstHand' | 'stock' | 'subordinate';

/**
 * A terminal in stock is bound to no merchant: the filters and columns of a binding, and of the
 * activation a merchant's trades reach, are left out of the stock list.
 */
const STOCK_FILTERS_LEFT_OUT: ReadonlySet<string> = new Set(['memberId', 'bindingState', 'activationStatus', 'bindTime', 'agentMchtNo']);
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
      // The terminals with their rates and figures (assumed: the spec names the export, not its screen).
      export: { call: psamCalls.exportIndicator, name: '终端管理', kind: 'file', mcfCheck: psamCalls.exportCheck },
    },
    activity: {
      ...base,
      call: psamCalls.pageWithActivity,
      // Activated: the target met (its own filter left out), bound and transferred.
      filters: [...psamFilters(new Set([...BOUND_FILTERS_LEFT_OUT, 'activationStatus'])), 'firstTransTime'],
      actions: [chain],
      export: { ...psamExport, call: psamCalls.exportActivity, name: '激活终端', mcfCheck: psamCalls.exportCheck },
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
      export: { call: transferCalls.tusnExport, name: 'TUSN', kind: 'text' },
    },
  };
  return screen(name, title, area, lists[variant], opts);
}
