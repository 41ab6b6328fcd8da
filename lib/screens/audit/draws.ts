// Withdrawals and payouts with their audits (spec 01 §2 audit routes, the Msy withdrawal and payout
// pages, /JF_AuditPayout, /AcctWithdrawalTransferRecords; spec 03 §7 draw and payout calls). A
// withdrawal debits the account when its audit passes and creates a payout; the payout's audit
// releases it to the bank, or refunds the account when rejected. The spec names the screens and
// calls without their fields: designed from the withdraw and payout statuses of spec 01 §4 and the
// withdrawal accounts of §6 (wallet, profit, cashback).
import { call } from '../../calls/define.ts';
import type { ColumnDef, FilterUse, ListDef, ScreenDef } from '../types.ts';
import { AUDIT_QUICK } from './audit-lists.ts';
import { auditActions } from './actions.ts';

export const drawCalls = {
  memberDraws: call('POST /{p}/org/draw/member-draw-page'),
  orgDraws: call('POST /{p}/org/draw/draw-record-page'),
  /** Payouts awaiting (or past) their audit. */
  payoutAudits: call('POST /payment-draw/page'),
  privatePayouts: call('POST /admin/msy/payout/private/page'),
  publicPayouts: call('POST /admin/msy/payout/public/page'),
  payoutRecords: call('POST /admin/payout-record/page'),
  payoutExport: call('POST /admin/export/payout-record', { kind: 'blob' }),
  /** Spec 01 §7 exports: draw-record. */
  drawExport: call('POST /admin/export/draw-record', { kind: 'blob' }),
};

const decisions = auditActions().filter((a) => a.id === 'approve' || a.id === 'reject');

function drawList(org: boolean, page: ListDef['call']): ListDef {
  const filters: FilterUse[] = [
    { name: 'drawId', label: '提现单号', type: 'text', maxLength: 32, pattern: 'alnum', placeholder: '请输入提现单号' },
    org ? 'orgCode' : 'memberId',
    'acctCode',
    { name: 'drawStatus', label: '提现状态', type: 'select', enumId: 'drawStatus', placeholder: '请选择提现状态' },
    { name: 'crtTime', label: '申请时间' },
  ];
  const columns: ColumnDef[] = [
    { key: 'drawId', title: '提现单号' },
    { key: 'memberId', title: org ? '机构会员编号' : '会员编号', format: 'memberId', link: 'member' },
    ...(org ? [{ key: 'orgCode', title: '机构编号', link: 'org' }] : []),
    { key: 'orgName', title: '所属机构', products: 'notDfLys' },
    { key: 'acctId', title: '账户编号', link: 'acct' },
    { key: 'acctCode', title: '提现账户', format: 'enum', enumId: 'acctCode' },
    { key: 'amount', title: '提现金额(元)', format: 'money' },
    { key: 'feeAmt', title: '手续费(元)', format: 'fee' },
    { key: 'arrivalAmt', title: '到账金额(元)', format: 'money' },
    { key: 'cardHostName', title: '持卡人', format: 'masked' },
    { key: 'maskCardNo', title: '银行卡号', format: 'masked' },
    { key: 'bankName', title: '银行' },
    { key: 'drawStatus', title: '提现状态', format: 'enum', enumId: 'drawStatus' },
    { key: 'auditId', title: '审核编号', link: 'audit' },
    { key: 'auditStatus', title: '审核状态', format: 'enum', enumId: 'auditStatus' },
    { key: 'auditMsg', title: '审核意见' },
    { key: 'crtTime', title: '申请时间', format: 'datetime' },
    { key: 'uptTime', title: '更新时间', format: 'datetime', optional: true },
  ];
  // The member and organisation withdrawals share the export: its body says which (assumed, the spec gives no fields).
  const exported = {
    call: drawCalls.drawExport,
    name: org ? '机构提现记录' : '提现记录',
    kind: 'file' as const,
    body: { drawKind: org ? 'ORG' : 'MEMBER' },
  };
  return { call: page, rowKey: 'drawId', filters, columns, actions: decisions, quick: AUDIT_QUICK, export: exported };
}

/** Payouts; `oneKind`: the page holds payouts of one kind only (对私 or 对公), so no 代付类型 filter. */
function payoutList(page: ListDef['call'], withAudit: boolean, oneKind = false): ListDef {
  const filters: FilterUse[] = [
    { name: 'payoutId', label: '代付单号', type: 'text', maxLength: 32, pattern: 'alnum', placeholder: '请输入代付单号' },
    { name: 'drawId', label: '提现单号', type: 'text', maxLength: 32, pattern: 'alnum', placeholder: '请输入提现单号' },
    'memberId',
    { name: 'payoutStatus', label: '代付状态', type: 'select', enumId: 'payoutStatus', placeholder: '请选择代付状态' },
    ...(oneKind
      ? []
      : [{ name: 'payoutKind', label: '代付类型', type: 'select', enumId: 'payoutKind', placeholder: '请选择代付类型' } as const]),
    'crtTime',
  ];
  const columns: ColumnDef[] = [
    { key: 'payoutId', title: '代付单号' },
    { key: 'drawId', title: '提现单号' },
    { key: 'payoutKind', title: '代付类型', format: 'enum', enumId: 'payoutKind' },
    { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
    { key: 'acctId', title: '账户编号', link: 'acct' },
    { key: 'cardHostName', title: '收款户名', format: 'masked' },
    { key: 'maskCardNo', title: '收款账号', format: 'masked' },
    { key: 'bankName', title: '收款银行' },
    { key: 'amount', title: '代付金额(元)', format: 'money' },
    { key: 'payoutStatus', title: '代付状态', format: 'enum', enumId: 'payoutStatus' },
    ...(withAudit
      ? [
          { key: 'auditId', title: '审核编号', link: 'audit' },
          { key: 'auditStatus', title: '审核状态', format: 'enum' as const, enumId: 'auditStatus' },
          { key: 'auditMsg', title: '审核意见' },
        ]
      : []),
    { key: 'failReason', title: '失败原因' },
    { key: 'crtTime', title: '创建时间', format: 'datetime' },
    { key: 'finishTime', title: '完成时间', format: 'datetime' },
  ];
  return withAudit
    ? { call: page, rowKey: 'payoutId', filters, columns, actions: decisions, quick: AUDIT_QUICK }
    : {
        call: page,
        rowKey: 'payoutId',
        filters,
        columns,
        export: { call: drawCalls.payoutExport, name: '提现转账记录', kind: 'file' },
      };
}

const memberDraws = drawList(false, drawCalls.memberDraws);
const orgDraws = drawList(true, drawCalls.orgDraws);
const payoutAudits = payoutList(drawCalls.payoutAudits, true);

export const standardAuditDraw: ScreenDef = {
  name: 'StandardAuditDraw',
  title: '提现审核',
  area: 'audit',
  kind: 'list',
  list: memberDraws,
};
export const standardAuditDrawOrg: ScreenDef = {
  name: 'StandardAuditDrawOrg',
  title: '机构提现审核',
  area: 'audit',
  kind: 'list',
  list: orgDraws,
};
export const standardAuditCash: ScreenDef = {
  name: 'StandardAuditCash',
  title: '出款审核',
  area: 'audit',
  kind: 'list',
  list: payoutAudits,
};
// The Msy and JF_ pages of the same subjects: the same records, behind their own rights.
export const msyMemberWithdraw: ScreenDef = {
  name: 'MsyMemberWithdraw',
  title: 'MSY会员提现审核',
  area: 'msy',
  inferred: true,
  kind: 'list',
  list: memberDraws,
};
export const msyOrgWithdraw: ScreenDef = {
  name: 'MsyOrgWithdraw',
  title: 'MSY机构提现审核',
  area: 'msy',
  inferred: true,
  kind: 'list',
  list: orgDraws,
};
export const jfAuditPayout: ScreenDef = {
  name: 'JF_AuditPayout',
  title: 'JF代付审核',
  area: 'finance-terminal',
  kind: 'list',
  list: payoutAudits,
};
export const msyPayoutPrivate: ScreenDef = {
  name: 'MsyPayoutPrivate',
  title: 'MSY对私代付审核',
  area: 'msy',
  inferred: true,
  kind: 'list',
  list: payoutList(drawCalls.privatePayouts, true, true),
};
export const msyPayoutPublic: ScreenDef = {
  name: 'MsyPayoutPublic',
  title: 'MSY对公代付审核',
  area: 'msy',
  inferred: true,
  kind: 'list',
  list: payoutList(drawCalls.publicPayouts, true, true),
};
export const acctWithdrawalTransferRecords: ScreenDef = {
  name: 'AcctWithdrawalTransferRecords',
  title: '提现转账记录',
  area: 'accounts',
  kind: 'list',
  list: payoutList(drawCalls.payoutRecords, false),
};
