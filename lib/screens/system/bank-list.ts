import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 银行列表 (spec 01 §2 "Bank and system"; spec 03 §7 pick-lists). */
export const bankList: ScreenDef = {
  name: 'BankList',
  title: '银行列表',
  area: 'system',
  list: {
    call: call('POST /admin/bank/page'),
    rowKey: 'bankCode',
    filters: ['bankCode', 'bankName'],
    columns: [
      { key: 'bankCode', title: '银行编号' },
      { key: 'bankName', title: '银行名称' },
      { key: 'bankShortName', title: '银行简称' },
      { key: 'branchCount', title: '支行数' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
  },
};
