import { bankPage } from '../../calls/lookups.ts';
import type { ScreenDef } from '../types.ts';

/** 银行列表 (spec 01 §2 "Bank and system"; spec 01 §7 and 03 §7 pick-lists: the bank list gives bankCode, bankName). */
export const bankList: ScreenDef = {
  name: 'BankList',
  title: '银行列表',
  area: 'system',
  kind: 'list',
  list: {
    call: bankPage,
    rowKey: 'bankCode',
    filters: ['bankCode', 'bankName'],
    columns: [
      { key: 'bankCode', title: '银行编号' },
      { key: 'bankName', title: '银行名称' },
    ],
  },
};
