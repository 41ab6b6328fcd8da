// The payment log dialog (spec 03 §2), titled with the paymentId: the payment log entity of spec 03
// §3 (payer and payee accounts, amount, rule, tags, audit), and the account items it posted.
import { acctItemSearch } from '../calls/accounts.ts';
import { paymentCalls as searchCalls } from '../calls/accounts.ts';
import type { DialogDef } from './types.ts';

/**
 * Only the calls spec 03 §7 names: the payment log search for the payment (its one row), and the
 * account item search for the items it posted.
 */
export const paymentCalls = {
  detail: searchCalls.logPage,
  items: acctItemSearch,
};

export const paymentDialog: DialogDef = {
  entity: 'payment',
  title: '支付日志',
  width: '1100px',
  tabs: [
    {
      id: '1',
      title: '支付详情',
      kind: 'fields',
      load: paymentCalls.detail,
      idKey: 'paymentId',
      // The row whose id is the one opened, among a page large enough to find it should the upstream ignore the filter (03-N2).
      extra: { pageNum: 1, pageSize: 50 },
      match: true,
      fields: [
        { key: 'paymentId', label: '支付单号' },
        { key: 'paymentItemId', label: '支付明细号' },
        { key: 'paymentRuleId', label: '支付规则', link: 'paymentRule' },
        { key: 'payStatus', label: '支付状态', format: 'enum', enumId: 'payStatus' },
        { key: 'itemAmt', label: '金额(元)', format: 'money' },
        { key: 'outBizId', label: '外部业务号' },
        { key: 'payerAcctId', label: '付款账户', link: 'acct' },
        { key: 'payerAcctName', label: '付款账户名称' },
        { key: 'payerMemberId', label: '付款会员', format: 'memberId', link: 'member' },
        { key: 'payeeAcctId', label: '收款账户', link: 'acct' },
        { key: 'payeeAcctName', label: '收款账户名称' },
        { key: 'payeeMemberId', label: '收款会员', format: 'memberId', link: 'member' },
        { key: 'innerItemTag', label: '内部标签', format: 'enum', enumId: 'innerItemTag' },
        { key: 'outerItemTag', label: '外部标签', format: 'enum', enumId: 'outerItemTag' },
        { key: 'auditId', label: '审核编号', link: 'audit' },
        { key: 'auditStatus', label: '审核状态', format: 'enum', enumId: 'auditStatus' },
        { key: 'auditMsg', label: '审核意见' },
        { key: 'crtTime', label: '创建时间', format: 'datetime' },
      ],
    },
    {
      id: '2',
      title: '账户明细',
      kind: 'list',
      idKey: 'paymentId',
      list: {
        call: paymentCalls.items,
        rowKey: 'acctItemId',
        filters: [],
        columns: [
          { key: 'acctItemId', title: '明细编号' },
          { key: 'ioTag', title: '增减', format: 'enum', enumId: 'ioTag' },
          { key: 'amount', title: '金额(元)', format: 'signedMoney' },
          { key: 'balance', title: '余额(元)', format: 'balance' },
          { key: 'itemStatus', title: '明细状态', format: 'enum', enumId: 'itemStatus' },
          { key: 'crtTime', title: '创建时间', format: 'datetime' },
        ],
      },
    },
  ],
};
