// Payment rules, rule groups, account rules, payment logs, the account item search, historical
// balances and reconciliation (spec 01 §2 accounts and payments; spec 03 §3 payment log and payment
// rule entities, §7 "Accounts and payments"). Rule groups, account rules, historical balances and
// reconciliation are named without fields: designed from the rule and item entities (a group
// bundles payment rules; an account rule says what an account type may do; a day's balance is
// read from its posted items; reconciliation checks that each account's posted items add up to its
// balance).
import { paymentCalls } from '../../calls/accounts.ts';
import { paymentRuleSearch } from '../../dialogs/payment-rule.ts';
import type { ColumnDef, ScreenDef } from '../types.ts';

export const acctPayRule: ScreenDef = {
  name: 'AcctPayRule',
  title: '支付规则',
  area: 'accounts',
  kind: 'list',
  list: {
    call: paymentRuleSearch,
    rowKey: 'paymentRuleId',
    filters: [
      { name: 'paymentRuleId', label: '规则编号', type: 'text', maxLength: 20, pattern: 'digits', placeholder: '请输入规则编号' },
      { name: 'paymentRuleCode', label: '规则编码', type: 'text', maxLength: 40, pattern: 'code', placeholder: '请输入规则编码' },
      { name: 'paymentRuleName', label: '规则名称', type: 'text', maxLength: 40, placeholder: '请输入规则名称' },
      { name: 'paymentModel', label: '支付模式', type: 'select', enumId: 'paymentModel', placeholder: '请选择支付模式' },
      'status',
    ],
    columns: [
      { key: 'paymentRuleId', title: '规则编号', link: 'paymentRule' },
      { key: 'paymentRuleCode', title: '规则编码' },
      { key: 'paymentRuleName', title: '规则名称' },
      { key: 'paymentModel', title: '支付模式', format: 'enum', enumId: 'paymentModel' },
      { key: 'payerAcctCode', title: '付款账户类型', format: 'enum', enumId: 'acctCode' },
      { key: 'payeeAcctCode', title: '收款账户类型', format: 'enum', enumId: 'acctCode' },
      { key: 'feeModel', title: '手续费模式', format: 'enum', enumId: 'feeModel' },
      { key: 'perMinAmt', title: '单笔最小(元)', format: 'money' },
      { key: 'perMaxAmt', title: '单笔最大(元)', format: 'money' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'productCode', title: '产品编码', products: 'notAll' },
      { key: 'uptDesc', title: '更新说明', optional: true },
    ],
  },
};

export const acctPayRuleGroup: ScreenDef = {
  name: 'AcctPayRuleGroup',
  title: '支付规则组',
  area: 'accounts',
  kind: 'list',
  list: {
    call: paymentCalls.ruleGroupPage,
    rowKey: 'pgrId',
    filters: [
      { name: 'pgrId', label: '规则组编号', type: 'text', maxLength: 20, pattern: 'digits', placeholder: '请输入规则组编号' },
      { name: 'pgrName', label: '规则组名称', type: 'text', maxLength: 40, placeholder: '请输入规则组名称' },
      'status',
    ],
    columns: [
      { key: 'pgrId', title: '规则组编号' },
      { key: 'pgrName', title: '规则组名称' },
      { key: 'paymentRuleIds', title: '支付规则' },
      { key: 'ruleCnt', title: '规则数' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
  },
};

export const acctRule: ScreenDef = {
  name: 'AcctRule',
  title: '账户规则',
  area: 'accounts',
  kind: 'list',
  list: {
    call: paymentCalls.acctRulePage,
    rowKey: 'ruleId',
    filters: ['acctCode', 'productCode', 'status'],
    columns: [
      { key: 'ruleId', title: '规则编号' },
      { key: 'ruleName', title: '规则名称' },
      { key: 'acctCode', title: '账户类型', format: 'enum', enumId: 'acctCode' },
      { key: 'productCode', title: '产品编码' },
      { key: 'allowIn', title: '入账', format: 'enum', enumId: 'allowFlag' },
      { key: 'allowOut', title: '出账', format: 'enum', enumId: 'allowFlag' },
      { key: 'allowDraw', title: '提现', format: 'enum', enumId: 'allowFlag' },
      { key: 'perMaxAmt', title: '单笔上限(元)', format: 'money' },
      { key: 'dayMaxAmt', title: '单日上限(元)', format: 'money' },
      { key: 'drawFee', title: '提现手续费(元)', format: 'fee' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
  },
};

/** Payment log columns (spec 03 §3 Payment log). */
export const PAYMENT_LOG_COLUMNS: readonly ColumnDef[] = [
  { key: 'paymentId', title: '支付单号', link: 'payment' },
  { key: 'paymentItemId', title: '支付明细号' },
  { key: 'paymentRuleId', title: '支付规则', link: 'paymentRule' },
  { key: 'payerAcctId', title: '付款账户', link: 'acct' },
  { key: 'payerAcctName', title: '付款账户名称' },
  { key: 'payerMemberId', title: '付款会员', format: 'memberId', link: 'member' },
  { key: 'payeeAcctId', title: '收款账户', link: 'acct' },
  { key: 'payeeAcctName', title: '收款账户名称' },
  { key: 'payeeMemberId', title: '收款会员', format: 'memberId', link: 'member' },
  { key: 'itemAmt', title: '金额(元)', format: 'money' },
  { key: 'innerItemTag', title: '内部标签', format: 'enum', enumId: 'innerItemTag' },
  { key: 'outerItemTag', title: '外部标签', format: 'enum', enumId: 'outerItemTag' },
  { key: 'payStatus', title: '支付状态', format: 'enum', enumId: 'payStatus' },
  { key: 'auditId', title: '审核编号', link: 'audit' },
  { key: 'auditStatus', title: '审核状态', format: 'enum', enumId: 'auditStatus' },
  { key: 'auditMsg', title: '审核意见' },
  { key: 'outBizId', title: '外部业务号', optional: true },
  { key: 'crtTime', title: '创建时间', format: 'datetime' },
];

export const acctPayLog: ScreenDef = {
  name: 'AcctPayLog',
  title: '支付日志',
  area: 'accounts',
  kind: 'list',
  list: {
    call: paymentCalls.logPage,
    rowKey: 'paymentItemId',
    filters: [
      { name: 'paymentId', label: '支付单号', type: 'text', maxLength: 32, pattern: 'alnum', placeholder: '请输入支付单号' },
      { name: 'paymentRuleId', label: '支付规则', type: 'text', maxLength: 20, pattern: 'digits', placeholder: '请输入规则编号' },
      'acctId',
      'memberId',
      { name: 'payStatus', label: '支付状态', type: 'select', enumId: 'payStatus', placeholder: '请选择支付状态' },
      { name: 'innerItemTag', label: '内部标签', type: 'select', enumId: 'innerItemTag', placeholder: '请选择内部标签' },
      'crtTime',
    ],
    columns: PAYMENT_LOG_COLUMNS,
  },
};

const PRODUCT = ['PRODUCT'] as const;

export const acctSearch: ScreenDef = {
  name: 'AcctSearch',
  title: '账户查询',
  area: 'accounts',
  kind: 'list',
  list: {
    call: paymentCalls.itemSearch,
    rowKey: 'acctItemId',
    filters: [
      'acctId',
      'memberId',
      { name: 'acctItemId', label: '明细编号', type: 'text', maxLength: 20, pattern: 'digits', placeholder: '请输入明细编号' },
      { name: 'paymentId', label: '支付单号', type: 'text', maxLength: 32, pattern: 'alnum', placeholder: '请输入支付单号' },
      { name: 'ioTag', label: '增减', type: 'select', enumId: 'ioTag', placeholder: '请选择增减' },
      { name: 'itemStatus', label: '明细状态', type: 'select', enumId: 'itemStatus', placeholder: '请选择明细状态' },
      'amount',
      { name: 'innerItemTag', label: '内部标签', type: 'select', enumId: 'innerItemTag', placeholder: '请选择内部标签' },
      { name: 'crtTime', label: '日期' },
    ],
    // The account item of spec 03 §3: its tag names as the upstream gives them.
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
    ],
  },
};

export const acctLsBalance: ScreenDef = {
  name: 'AcctLsBalance',
  title: '账户历史余额',
  area: 'accounts',
  kind: 'list',
  list: {
    call: paymentCalls.lsBalance,
    rowKey: 'rowId',
    filters: ['acctId', 'memberId', 'acctCode', { name: 'crtTime', label: '日期', maxDays: 92 }],
    columns: [
      { key: 'day', title: '日期', format: 'date' },
      { key: 'acctId', title: '账户编号', link: 'acct' },
      { key: 'acctName', title: '账户名称' },
      { key: 'acctCode', title: '账户类型', format: 'enum', enumId: 'acctCode' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'openBalance', title: '日初余额(元)', format: 'balance' },
      { key: 'inAmt', title: '当日收入(元)', format: 'money' },
      { key: 'outAmt', title: '当日支出(元)', format: 'money' },
      { key: 'closeBalance', title: '日终余额(元)', format: 'balance' },
      { key: 'itemCnt', title: '明细笔数' },
    ],
  },
};

export const acctRecon: ScreenDef = {
  name: 'AcctRecon',
  title: '账户对账',
  area: 'accounts',
  kind: 'list',
  list: {
    call: paymentCalls.reconPage,
    rowKey: 'reconId',
    filters: [
      { name: 'reconStatus', label: '对账状态', type: 'select', enumId: 'reconStatus', placeholder: '请选择对账状态' },
      'reconTime',
    ],
    columns: [
      { key: 'reconId', title: '对账批次' },
      { key: 'reconDate', title: '对账日期', format: 'date' },
      { key: 'acctCnt', title: '账户数' },
      { key: 'itemCnt', title: '明细笔数' },
      { key: 'inAmt', title: '收入合计(元)', format: 'money' },
      { key: 'outAmt', title: '支出合计(元)', format: 'money' },
      { key: 'diffCnt', title: '不平账户数' },
      { key: 'reconStatus', title: '对账状态', format: 'enum', enumId: 'reconStatus' },
      { key: 'empName', title: '执行人' },
      { key: 'crtTime', title: '开始时间', format: 'datetime' },
      { key: 'finishTime', title: '完成时间', format: 'datetime' },
    ],
    tools: [
      {
        id: 'run',
        label: '执行对账',
        kind: 'call',
        call: paymentCalls.reconRun,
        idKey: '',
        confirm: '确定立即核对全部账户的明细与余额吗？',
      },
    ],
  },
};
