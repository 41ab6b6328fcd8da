import { branchPage } from '../../calls/lookups.ts';
import type { ScreenDef } from '../types.ts';

/** 银行支行 (spec 01 §2; the branch picker's query, widget 4): the branch row of spec 01 §3, nothing more. */
export const bankBranch: ScreenDef = {
  name: 'BankBranch',
  title: '银行支行',
  area: 'system',
  kind: 'list',
  list: {
    call: branchPage,
    rowKey: 'bankBranchCode',
    filters: ['bankCode', 'areaCode', 'branchName'],
    columns: [
      { key: 'branchName', title: '支行名称' },
      { key: 'bankBranchCode', title: '支行编号' },
      { key: 'bankName', title: '银行名称' },
      { key: 'bankCode', title: '银行编号' },
    ],
  },
};
