import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/**
 * 商户报表 (registered under 'other'): per organisation and month, new and trading merchants and
 * their transactions; spec 01 §2 names the screen only, the figures are designed from the
 * merchants and their transactions.
 */
export const merchantReport: ScreenDef = {
  name: 'MerchantReport',
  title: '商户报表',
  area: 'other',
  kind: 'list',
  list: {
    call: call('POST /admin/merchant/report/page'),
    rowKey: 'reportId',
    filters: [
      { name: 'orgCode', products: 'notDfLys' },
      { name: 'reportMonth', label: '统计月份', type: 'text', maxLength: 7, placeholder: '请输入月份，如2026-11' },
    ],
    columns: [
      { key: 'reportMonth', title: '统计月份' },
      { key: 'orgCode', title: '机构编号', link: 'org', products: 'notDfLys' },
      { key: 'orgName', title: '机构名称', products: 'notDfLys' },
      { key: 'newMerchants', title: '新增商户数', format: 'figure' },
      { key: 'activeMerchants', title: '交易商户数', format: 'figure' },
      { key: 'transCnt', title: '交易笔数', format: 'figure' },
      { key: 'transAmt', title: '交易金额(元)', format: 'figureMoney' },
      { key: 'feeAmt', title: '手续费(元)', format: 'figureMoney' },
    ],
    export: {
      call: call('POST /admin/export/merchant-report', { kind: 'blob' }),
      name: '商户报表',
      kind: 'file',
    },
  },
};
