// The account detail dialog (spec 03 §2 "Account detail dialog"): titled with the account name and
// acctId; its items searched by date, acctItemId, paymentId, ioTag, itemStatus, amount range and the
// inner and outer customer-group tags; amounts red with + for an increase, green with − for a
// decrease; export only with BaseAuthAcctDetailExport; ORG operators get the reduced column set
// (spec 03 §6: the increase/decrease and amount columns).
import { acctInfo, acctItemSearch } from '../calls/accounts.ts';
import { call } from '../calls/define.ts';
import type { DialogDef } from './types.ts';

export const acctCalls = {
  /** Account item search (spec 03 §7 /manage/acct-item/details/page), here for one account. */
  items: acctItemSearch,
  itemsExport: call('POST /admin/export/acct-item', { kind: 'blob' }),
};

const PRODUCT = ['PRODUCT'] as const;

export const acctDialog: DialogDef = {
  entity: 'acct',
  title: '账户详情',
  titleKey: 'acctName',
  width: '1200px',
  right: 'BaseAuthAcctDetail',
  defaultTab: 'items',
  tabs: [
    {
      id: 'info',
      title: '账户信息',
      kind: 'fields',
      load: acctInfo,
      idKey: 'acctId',
      fields: [
        // What the account name call gives (spec 03 §3 account).
        { key: 'acctId', label: '账户编号' },
        { key: 'acctName', label: '账户名称' },
        { key: 'acctCode', label: '账户类型', format: 'enum', enumId: 'acctCode' },
        { key: 'balance', label: '余额(元)', format: 'balance' },
        { key: 'acctStatus', label: '账户状态', format: 'enum', enumId: 'acctStatus' },
      ],
    },
    {
      id: 'items',
      title: '账户明细',
      kind: 'list',
      idKey: 'acctId',
      list: {
        call: acctCalls.items,
        rowKey: 'acctItemId',
        filters: [
          // Spec 01 §9 "Default list date range: today" (spec 03 names the account dialog's date filter, no window).
          { name: 'crtTime', label: '日期' },
          { name: 'acctItemId', label: '明细编号', type: 'text', maxLength: 20, pattern: 'digits', placeholder: '请输入明细编号' },
          { name: 'paymentId', label: '支付单号', type: 'text', maxLength: 32, pattern: 'alnum', placeholder: '请输入支付单号' },
          { name: 'ioTag', label: '增减', type: 'select', enumId: 'ioTag', placeholder: '请选择增减' },
          { name: 'itemStatus', label: '明细状态', type: 'select', enumId: 'itemStatus', placeholder: '请选择明细状态' },
          'amount',
          { name: 'innerItemTag', label: '内部标签', type: 'select', enumId: 'innerItemTag', placeholder: '请选择内部标签' },
          { name: 'outerItemTag', label: '外部标签', type: 'select', enumId: 'outerItemTag', placeholder: '请选择外部标签' },
        ],
        columns: [
          { key: 'acctItemId', title: '明细编号' },
          { key: 'ioTag', title: '增减', format: 'enum', enumId: 'ioTag' },
          { key: 'amount', title: '金额(元)', format: 'signedMoney' },
          { key: 'balance', title: '余额(元)', format: 'balance', roles: PRODUCT },
          { key: 'paymentId', title: '支付单号', link: 'payment', roles: PRODUCT },
          { key: 'innerItemTagName', title: '内部标签', roles: PRODUCT },
          { key: 'outerItemTagName', title: '外部标签', roles: PRODUCT },
          { key: 'pairAcctId', title: '对方账户', link: 'acct', roles: PRODUCT },
          { key: 'itemStatus', title: '明细状态', format: 'enum', enumId: 'itemStatus', roles: PRODUCT },
          { key: 'remark', title: '备注', roles: PRODUCT },
          { key: 'crtTime', title: '创建时间', format: 'datetime' },
          { key: 'uptTime', title: '更新时间', format: 'datetime', roles: PRODUCT, optional: true },
          { key: 'uptDesc', title: '更新说明', roles: PRODUCT, optional: true },
        ],
        export: { call: acctCalls.itemsExport, name: '账户明细', kind: 'file', right: 'BaseAuthAcctDetailExport' },
      },
    },
  ],
};
