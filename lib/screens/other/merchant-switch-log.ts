import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/**
 * 商户切换日志 (registered under 'other'): a merchant's moves from one payment channel to another,
 * with their outcome; spec 01 §2 names the screen only, the fields are designed.
 */
export const merchantSwitchLog: ScreenDef = {
  name: 'MerchantSwitchLog',
  title: '商户切换日志',
  area: 'other',
  kind: 'list',
  list: {
    call: call('POST /admin/merchant/switch-log/page'),
    rowKey: 'logId',
    filters: [
      'memberId',
      'merchantId',
      { name: 'fromCnl', label: '原通道', type: 'select', dict: 8070, placeholder: '请选择原通道' },
      { name: 'toCnl', label: '新通道', type: 'select', dict: 8070, placeholder: '请选择新通道' },
      { name: 'switchStatus', label: '切换状态', type: 'select', enumId: 'switchStatus', placeholder: '请选择切换状态' },
      { name: 'crtTime', label: '切换时间' },
    ],
    columns: [
      { key: 'logId', title: '日志编号' },
      { key: 'merchantId', title: '商户ID' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'fromCnl', title: '原通道', format: 'dict', dict: 8070 },
      { key: 'toCnl', title: '新通道', format: 'dict', dict: 8070 },
      { key: 'reason', title: '切换原因' },
      { key: 'switchStatus', title: '切换状态', format: 'enum', enumId: 'switchStatus' },
      { key: 'failReason', title: '失败原因' },
      { key: 'operator', title: '操作人' },
      { key: 'crtTime', title: '切换时间', format: 'datetime' },
      { key: 'finishTime', title: '完成时间', format: 'datetime' },
    ],
  },
};
