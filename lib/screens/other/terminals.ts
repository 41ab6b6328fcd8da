// The other area's terminal pages (spec 01 §2 "Other"; spec 03 §2 and §7: rate-up, rate batch, SIM
// config and purchase calls, their fields ours as the spec does not show them): rows of the
// terminal builders (terminals/psam-lists.ts, terminals/purchases.ts) and side pages declared here
// over the side calls (terminals/side.ts).
import type { CallDef } from '../../calls/define.ts';
import { transferCalls } from '../../calls/terminals.ts';
import { psamOpBatchDialog } from '../../dialogs/psam.ts';
import type { ScreenDef } from '../types.ts';
import { rateBatchForm } from '../terminals/forms.ts';
import { select } from '../terminals/lists.ts';
import { psamScreen } from '../terminals/psam-lists.ts';
import { purchaseList } from '../terminals/purchases.ts';
import { memberCol, psamCol, sideCalls } from '../terminals/side.ts';

export const terminalManageSimple = psamScreen('TerminalManageSimple', '终端管理（简版）', 'other', 'simple');

export const terminalRateUp: ScreenDef = {
  name: 'TerminalRateUp',
  title: '终端费率上调',
  area: 'other',
  kind: 'list',
  list: {
    call: sideCalls.rateUpPage,
    rowKey: 'rateUpId',
    filters: ['psamCode', 'memberId', select('status', '状态', 'rateUpStatus'), select('tagFlag', '标记', 'tagFlag'), 'crtTime'],
    columns: [
      { key: 'rateUpId', title: '编号' },
      psamCol,
      memberCol,
      { key: 'origCreditRate', title: '原贷记卡费率(%)' },
      { key: 'newCreditRate', title: '新贷记卡费率(%)' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'rateUpStatus' },
      { key: 'tagFlag', title: '标记', format: 'enum', enumId: 'tagFlag' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    actions: [
      rateUpAction('confirm', '确认', sideCalls.rateUpConfirm, '确定确认该终端费率上调吗？', 'status', 10),
      rateUpAction('cancel', '取消', sideCalls.rateUpCancel, '确定取消该终端费率上调吗？', 'status', 10),
      rateUpAction('tag', '标记', sideCalls.rateUpTag, '确定标记该记录吗？', 'tagFlag', 0),
      rateUpAction('untag', '取消标记', sideCalls.rateUpUntag, '确定取消标记吗？', 'tagFlag', 1),
    ],
  },
};

export const terminalRateBatch: ScreenDef = {
  name: 'TerminalRateBatch',
  title: '终端费率批量调整',
  area: 'other',
  kind: 'list',
  list: {
    call: transferCalls.batchPage,
    rowKey: 'batchNo',
    fixed: { batchKind: 'RATE' },
    filters: [{ name: 'batchNo', label: '批次号', type: 'text', maxLength: 30, pattern: 'alnum', placeholder: '请输入批次号' }, 'crtTime'],
    columns: [
      { key: 'batchNo', title: '批次号' },
      { key: 'orgName', title: '操作机构', products: 'notDfLys' },
      { key: 'activityGroupName', title: '活动组' },
      { key: 'status', title: '批次状态', format: 'enum', enumId: 'batchStatus' },
      { key: 'total', title: '总数' },
      { key: 'okCount', title: '成功数' },
      { key: 'failCount', title: '失败数' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    tools: [{ id: 'rateBatch', label: '批量调整费率', kind: 'form', form: rateBatchForm }],
    actions: [{ id: 'detail', label: '明细', kind: 'dialog', dialog: psamOpBatchDialog, idKey: 'batchNo' }],
  },
};

export const terminalSimConfig: ScreenDef = {
  name: 'TerminalSIMConfig',
  title: '终端SIM卡配置',
  area: 'other',
  kind: 'list',
  list: {
    call: sideCalls.simPage,
    rowKey: 'simId',
    filters: [
      'psamCode',
      { name: 'iccid', label: 'ICCID', type: 'text', maxLength: 20, pattern: 'alnum', placeholder: '请输入ICCID' },
      select('status', 'SIM状态', 'simStatus'),
      select('tagFlag', '标记', 'tagFlag'),
    ],
    columns: [
      { key: 'simId', title: '编号' },
      psamCol,
      { key: 'iccid', title: 'ICCID' },
      { key: 'activityName', title: '流量活动' },
      { key: 'status', title: 'SIM状态', format: 'enum', enumId: 'simStatus' },
      { key: 'tagFlag', title: '标记', format: 'enum', enumId: 'tagFlag' },
      { key: 'expireDate', title: '到期日期', format: 'date' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    actions: [
      {
        id: 'tag',
        label: '标记',
        kind: 'call',
        call: sideCalls.simTag,
        idKey: 'simId',
        confirm: '确定标记该SIM卡吗？',
        when: { field: 'tagFlag', values: [0] },
      },
    ],
  },
};

export const terminalPurchase = purchaseList('TerminalPurchase', '终端采购', 'other', 'manage');

export const purchaseLog = purchaseList('PurchaseLog', '采购记录', 'other', 'log');

export const purchaseLogTermSale = purchaseList('PurchaseLog_termSale', '终端销售记录', 'other', 'sale');

export const purchaseTermLog = purchaseList('PurchaseTermLog', '终端采购日志', 'other', 'termLog');

function rateUpAction(id: string, label: string, c: CallDef, confirm: string, field: string, value: number) {
  return {
    id,
    label,
    kind: 'call' as const,
    call: c,
    idKey: 'rateUpId',
    confirm,
    when: { field, values: [value] },
  };
}
