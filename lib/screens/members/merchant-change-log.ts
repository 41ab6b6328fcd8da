import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 商户变更日志: changes of a merchant's settlement card, rate, name, mobile or status; designed (values masked). */
export const merchantChangeLog: ScreenDef = {
  name: 'MerchantChangeLog',
  title: '商户变更日志',
  area: 'members',
  kind: 'list',
  list: {
    call: call('POST /admin/merchant/change-log/page'),
    rowKey: 'logId',
    filters: [
      'memberId',
      'merchantId',
      { name: 'changeType', label: '变更类型', type: 'select', enumId: 'merchantChangeType', placeholder: '请选择变更类型' },
      { name: 'crtTime', label: '变更时间' },
    ],
    columns: [
      { key: 'logId', title: '日志编号' },
      { key: 'merchantId', title: '商户ID' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'changeType', title: '变更类型', format: 'enum', enumId: 'merchantChangeType' },
      { key: 'beforeValue', title: '变更前' },
      { key: 'afterValue', title: '变更后' },
      { key: 'operator', title: '操作人' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '变更时间', format: 'datetime' },
    ],
  },
};
