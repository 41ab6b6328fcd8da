// Account management and the manual money operations (spec 01 §2 /AcctManage… and §7 "account
// recharge, adjust, freeze, unfreeze, refund"): deposit, recharge, adjust, refund and transfer go to
// an audit and post when it passes; freeze and unfreeze move money between the valid balance and
// the frozen amount at once. Amounts are typed in yuan (at most 2 decimals) and sent in fen; the
// confirm restates account, direction and amount; every submission carries an idempotency key.
// The spec names the screens without their fields: designed from the account (spec 03 §3) and the
// operation records an operator would look for afterwards.
import { acctInfo, auditCalls } from '../../calls/accounts.ts';
import { call } from '../../calls/define.ts';
import type { CallDef } from '../../calls/define.ts';
import { accountField } from '../../forms/pickers.ts';
import type { FormDef, FormField } from '../../forms/types.ts';
import type { ActionDef, ColumnDef, ListDef, ScreenDef } from '../types.ts';

const money = { idempotent: true } as const;

export const acctManageCalls = {
  page: call('POST /admin/acct/manage/page'),
  bizPage: call('POST /admin/acct/manage-biz/page'),
  deposit: call('POST /admin/acct/manage/deposit', money),
  recharge: call('POST /admin/acct/manage/recharge', money),
  adjust: call('POST /admin/acct/manage/adjust', money),
  refund: call('POST /admin/acct/manage/refund', money),
  freeze: call('POST /admin/acct/manage/freeze', money),
  unfreeze: call('POST /admin/acct/manage/unfreeze', money),
  trans: call('POST /admin/acct/manage/trans', money),
  batchImport: call('POST /admin/acct/manage/adjust-batch/import', { kind: 'multipart', idempotent: true }),
  batchPage: call('POST /admin/acct/manage/adjust-batch/page'),
};

/**
 * An account in the operator's scope, searched by name or number on the account management page
 * (issue #39, "Pickers, not codes").
 */
const account = (key: string, label: string, more: Partial<FormField> = {}): FormField =>
  accountField(acctManageCalls.page, { key, label, required: true, maxLength: 20, pattern: 'digits', ...more });

/** The account the operation is on: searched from a toolbar, fixed (and shown with its balances) from an account row. */
const ACCOUNT: readonly FormField[] = [
  account('acctId', '账户编号', { readOnly: 'edit' }),
  // What the account name call gives (spec 03 §7: acctId, acctName, balance, acctCode, acctStatus).
  { key: 'acctName', label: '账户名称', type: 'text', readOnly: true },
  { key: 'balance', label: '余额', type: 'money', readOnly: true },
];
const AMOUNT: FormField = { key: 'amount', label: '金额', type: 'money', required: true };
const REASON: FormField = { key: 'remark', label: '操作原因', type: 'textarea', required: true, maxLength: 200, span: 2 };

function moneyForm(
  id: string,
  title: string,
  submit: CallDef,
  right: string | undefined,
  confirm: string,
  middle: FormField[] = [],
): FormDef {
  return {
    id,
    title,
    submit,
    load: acctInfo,
    idKey: 'acctId',
    fields: [...ACCOUNT, ...middle, AMOUNT, REASON],
    confirm,
    ...(right ? { right } : {}),
    success: '已提交审核',
  };
}

export const acctDeposit = moneyForm(
  'acct-deposit',
  '账户入金',
  acctManageCalls.deposit,
  'AcctManage_DEPOSIT',
  '请确认入金：账户 {acctId} {acctName}，方向 增加，金额 {amount} 元',
);
export const acctRecharge = moneyForm(
  'acct-recharge',
  '账户充值',
  acctManageCalls.recharge,
  'AcctManage_RECHARGE',
  '请确认充值：账户 {acctId} {acctName}，方向 增加，金额 {amount} 元',
);
export const acctAdjust = moneyForm(
  'acct-adjust',
  '账户调账',
  acctManageCalls.adjust,
  'AcctManage_ADJUST',
  '请确认调账：账户 {acctId} {acctName}，方向 {ioTag}，金额 {amount} 元',
  [{ key: 'ioTag', label: '调账方向', type: 'select', required: true, enumId: 'adjustDirection' }],
);
export const acctRefund = moneyForm(
  'acct-refund',
  '账户退款',
  acctManageCalls.refund,
  undefined,
  '请确认退款：账户 {acctId} {acctName}，方向 减少，金额 {amount} 元',
);
export const acctFreeze: FormDef = {
  ...moneyForm(
    'acct-freeze',
    '冻结金额',
    acctManageCalls.freeze,
    undefined,
    '请确认冻结：账户 {acctId} {acctName}，可用余额减少、冻结金额增加 {amount} 元',
  ),
  success: '操作成功',
};
export const acctUnfreeze: FormDef = {
  ...moneyForm(
    'acct-unfreeze',
    '解冻金额',
    acctManageCalls.unfreeze,
    undefined,
    '请确认解冻：账户 {acctId} {acctName}，冻结金额减少、可用余额增加 {amount} 元',
  ),
  success: '操作成功',
};
export const acctTrans: FormDef = {
  id: 'acct-trans',
  title: '账户转账',
  submit: acctManageCalls.trans,
  load: acctInfo,
  idKey: 'acctId',
  fields: [{ ...ACCOUNT[0], label: '转出账户' }, ACCOUNT[1], ACCOUNT[2], account('pairAcctId', '转入账户'), AMOUNT, REASON],
  confirm: '请确认转账：从账户 {acctId} {acctName} 减少 {amount} 元，转入账户 {pairAcctId} 增加 {amount} 元',
  right: 'AcctTrans',
  success: '已提交审核',
};

export const acctManageForms: readonly FormDef[] = [acctDeposit, acctRecharge, acctAdjust, acctRefund, acctFreeze, acctUnfreeze, acctTrans];

const opens = (f: FormDef, label: string): ActionDef => ({ id: f.id, label, kind: 'form', form: f, idKey: 'acctId', right: f.right });
const tool = (f: FormDef, label: string): ActionDef => ({ id: f.id, label, kind: 'form', form: f, right: f.right });

function manageList(page: CallDef): ListDef {
  return {
    call: page,
    rowKey: 'acctId',
    filters: ['acctId', 'memberId', 'acctCode', 'acctStatus', 'balance', { name: 'orgCode', roles: ['PRODUCT'] }],
    columns: [
      { key: 'acctId', title: '账户编号', link: 'acct' },
      { key: 'acctName', title: '账户名称' },
      { key: 'acctCode', title: '账户类型', format: 'enum', enumId: 'acctCode' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'orgName', title: '所属机构', products: 'notDfLys' },
      { key: 'balance', title: '余额(元)', format: 'balance' },
      { key: 'validBalance', title: '可用余额(元)', format: 'balance' },
      { key: 'freezeAmt', title: '冻结金额(元)', format: 'balance' },
      { key: 'acctStatus', title: '账户状态', format: 'enum', enumId: 'acctStatus' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    actions: [
      opens(acctDeposit, '入金'),
      opens(acctRecharge, '充值'),
      opens(acctAdjust, '调账'),
      opens(acctRefund, '退款'),
      opens(acctFreeze, '冻结'),
      opens(acctUnfreeze, '解冻'),
      opens(acctTrans, '转账'),
    ],
  };
}

export const acctManage: ScreenDef = {
  name: 'AcctManage',
  title: '账户管理',
  area: 'accounts',
  kind: 'list',
  list: manageList(acctManageCalls.page),
};
/** The business accounts: those of the organisations' own members (their profit, cashback and wallet accounts). */
export const acctManageBiz: ScreenDef = {
  name: 'AcctManageBiz',
  title: '业务账户管理',
  area: 'accounts',
  kind: 'list',
  list: manageList(acctManageCalls.bizPage),
};

/** The operation records of one kind (or all), with the form that makes another. */
export interface ActionView {
  name: string;
  title: string;
  call: CallDef;
  opTypes?: readonly string[];
  form?: FormDef;
  tool?: string;
}

function actionList(v: ActionView): ListDef {
  const columns: ColumnDef[] = [
    { key: 'actionId', title: '操作编号' },
    { key: 'opType', title: '操作类型', format: 'enum', enumId: 'acctOpType' },
    { key: 'acctId', title: '账户编号', link: 'acct' },
    { key: 'acctName', title: '账户名称' },
    { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
    { key: 'ioTag', title: '方向', format: 'enum', enumId: 'ioTag' },
    { key: 'amount', title: '金额(元)', format: 'signedMoney' },
    ...(v.opTypes?.includes('TRANS') || !v.opTypes ? [{ key: 'pairAcctId', title: '对方账户', link: 'acct' }] : []),
    { key: 'auditId', title: '审核编号', link: 'audit' },
    { key: 'auditStatus', title: '审核状态', format: 'enum', enumId: 'auditStatus' },
    { key: 'execStatus', title: '执行状态', format: 'enum', enumId: 'itemStatus' },
    { key: 'paymentId', title: '支付单号', link: 'payment' },
    ...(v.opTypes ? [] : [{ key: 'batchId', title: '批次编号' }]),
    { key: 'remark', title: '操作原因' },
    { key: 'empName', title: '操作人' },
    { key: 'crtTime', title: '操作时间', format: 'datetime' },
  ];
  return {
    call: v.call,
    rowKey: 'actionId',
    filters: [
      'acctId',
      'memberId',
      ...(v.opTypes
        ? []
        : [{ name: 'opType', label: '操作类型', type: 'select' as const, enumId: 'acctOpType', placeholder: '请选择操作类型' }, 'batchId']),
      { name: 'auditStatus', label: '审核状态', type: 'select', enumId: 'auditStatus', placeholder: '请选择审核状态' },
      { name: 'crtTime', label: '操作时间' },
    ],
    columns,
    tools: v.form && v.tool ? [tool(v.form, v.tool)] : [],
  };
}

/** One page of operation records (the rows below). */
const actionScreen = (v: ActionView): ScreenDef => ({
  name: v.name,
  title: v.title,
  area: 'accounts',
  kind: 'list',
  list: actionList(v),
});

export const acctManageDeposit = actionScreen({
  name: 'AcctManage_DEPOSIT',
  title: '账户入金',
  call: call('POST /admin/acct/action/deposit/page'),
  opTypes: ['DEPOSIT'],
  form: acctDeposit,
  tool: '入金',
});

export const acctManageRecharge = actionScreen({
  name: 'AcctManage_RECHARGE',
  title: '账户充值',
  call: call('POST /admin/acct/action/recharge/page'),
  opTypes: ['RECHARGE'],
  form: acctRecharge,
  tool: '充值',
});

export const acctManageAdjust = actionScreen({
  name: 'AcctManage_ADJUST',
  title: '账户调账',
  call: call('POST /admin/acct/action/adjust/page'),
  opTypes: ['ADJUST'],
  form: acctAdjust,
  tool: '调账',
});

export const acctTransRecords = actionScreen({
  name: 'AcctTrans',
  title: '账户转账',
  call: call('POST /admin/acct/action/trans/page'),
  opTypes: ['TRANS'],
  form: acctTrans,
  tool: '转账',
});

export const acctManageActionList = actionScreen({
  name: 'acctManageActionList',
  title: '账户操作记录',
  call: call('POST /admin/acct/action/page'),
});

/** 批量调账: an Excel file of lines (账户编号, 调账方向 +/-, 金额(元), 调账原因) becomes one batch of audits. */
export const acctManageAdjustBatch: ScreenDef = {
  name: 'AcctManage_ADJUST_BATCH',
  title: '批量调账',
  area: 'accounts',
  kind: 'list',
  list: {
    call: acctManageCalls.batchPage,
    rowKey: 'batchId',
    filters: ['batchId', { name: 'crtTime', label: '导入时间' }],
    columns: [
      { key: 'batchId', title: '批次编号' },
      { key: 'fileName', title: '文件名称' },
      { key: 'totalCnt', title: '笔数' },
      { key: 'inAmt', title: '调增合计(元)', format: 'money' },
      { key: 'outAmt', title: '调减合计(元)', format: 'money' },
      { key: 'pendingCnt', title: '待审核' },
      { key: 'passCnt', title: '已通过' },
      { key: 'rejectCnt', title: '已拒绝' },
      { key: 'batchStatus', title: '批次状态', format: 'enum', enumId: 'batchStatus' },
      { key: 'empName', title: '导入人' },
      { key: 'crtTime', title: '导入时间', format: 'datetime' },
    ],
    actions: [
      {
        id: 'approve-batch',
        label: '整批通过',
        kind: 'call',
        call: auditCalls.batchById,
        idKey: 'batchId',
        confirm: '确定审核通过该批次全部待审核的调账吗？',
        when: { field: 'batchStatus', values: [10, 20] },
      },
    ],
    import: {
      call: acctManageCalls.batchImport,
      label: '导入调账文件',
      right: 'AcctManage_ADJUST',
      template: 'TPL_ACCT_ADJUST',
      // 账户编号, 调账方向, 金额(元), 调账原因: restated before the file goes (issue #53).
      preview: { direction: 1, amount: 2 },
    },
  },
};
