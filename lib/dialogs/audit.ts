// The audit record dialog (spec 01 §2 id cells open an "audit record"): the record with what it
// moves, read-only. It opens from account, payment and invoice screens too, and the spec names no
// right for deciding: decisions stay on the audit screens' rows, under those screens' rights, so
// whoever may start a money operation cannot approve it from its record.
import { auditCalls } from '../calls/accounts.ts';
import type { DialogDef } from './types.ts';

export const auditDialog: DialogDef = {
  entity: 'audit',
  title: '审核记录',
  width: '1000px',
  idKey: 'auditId',
  tabs: [
    {
      id: '1',
      title: '审核详情',
      kind: 'fields',
      load: auditCalls.detail,
      idKey: 'auditId',
      fields: [
        { key: 'auditId', label: '审核编号' },
        { key: 'auditType', label: '审核类型', format: 'enum', enumId: 'auditType' },
        { key: 'bizId', label: '业务编号' },
        { key: 'auditStatus', label: '审核状态', format: 'enum', enumId: 'auditStatus' },
        { key: 'execStatus', label: '执行状态', format: 'enum', enumId: 'itemStatus' },
        { key: 'execMsg', label: '执行说明' },
        { key: 'memberId', label: '会员编号', format: 'memberId', link: 'member' },
        { key: 'acctId', label: '账户编号', link: 'acct' },
        { key: 'acctName', label: '账户名称' },
        { key: 'ioTag', label: '方向', format: 'enum', enumId: 'ioTag' },
        { key: 'amount', label: '金额(元)', format: 'money' },
        { key: 'paymentId', label: '支付单号', link: 'payment' },
        { key: 'applyDesc', label: '申请说明' },
        { key: 'applyEmpName', label: '申请人' },
        { key: 'crtTime', label: '申请时间', format: 'datetime' },
        { key: 'auditEmpName', label: '审核人' },
        { key: 'auditTime', label: '审核时间', format: 'datetime' },
        { key: 'auditMsg', label: '审核意见' },
        { key: 'retryCnt', label: '重试次数' },
        { key: 'orgName', label: '所属机构' },
      ],
    },
  ],
};
