// The payment rule dialog (spec 03 §2, read-only): every field of the payment rule entity (spec 03
// §3) with the enumerations of §9 (assign payee/payer, fee model, payment model), loaded by the
// payment rule search {paymentRuleId, pageSize 10, pageNum 1} (spec 03 §7).
import { call } from '../calls/define.ts';
import type { DialogDef } from './types.ts';

/** Payment rule search (spec 03 §7): the /AcctPayRule list and this dialog. */
export const paymentRuleSearch = call('POST /admin/payment/rule/page');

export const paymentRuleDialog: DialogDef = {
  entity: 'paymentRule',
  title: '支付规则',
  width: '1000px',
  tabs: [
    {
      id: '1',
      title: '规则详情',
      kind: 'fields',
      load: paymentRuleSearch,
      idKey: 'paymentRuleId',
      extra: { pageNum: 1, pageSize: 10 },
      path: 'data.0',
      emptyUnless: { field: 'paymentRuleId', text: '暂无数据' },
      fields: [
        { key: 'paymentRuleId', label: '规则编号' },
        { key: 'paymentRuleCode', label: '规则编码' },
        { key: 'paymentRuleName', label: '规则名称' },
        { key: 'productCode', label: '产品编码' },
        { key: 'status', label: '状态', format: 'enum', enumId: 'enableStatus' },
        { key: 'paymentModel', label: '支付模式', format: 'enum', enumId: 'paymentModel' },
        { key: 'assignPayerMemberId', label: '付款方指定', format: 'enum', enumId: 'assignParty' },
        { key: 'specPayerMemberId', label: '指定付款会员', format: 'memberId', link: 'member' },
        { key: 'payerAcctCode', label: '付款账户类型', format: 'enum', enumId: 'acctCode' },
        { key: 'assignPayeeMemberId', label: '收款方指定', format: 'enum', enumId: 'assignParty' },
        { key: 'specPayeeMemberId', label: '指定收款会员', format: 'memberId', link: 'member' },
        { key: 'payeeAcctCode', label: '收款账户类型', format: 'enum', enumId: 'acctCode' },
        { key: 'feeModel', label: '手续费模式', format: 'enum', enumId: 'feeModel' },
        { key: 'feeAcctId', label: '手续费账户', link: 'acct' },
        { key: 'perMinAmt', label: '单笔最小金额(元)', format: 'money' },
        { key: 'perMaxAmt', label: '单笔最大金额(元)', format: 'money' },
        { key: 'batchMaxAmt', label: '批量最大金额(元)', format: 'money' },
        { key: 'batchMaxCnt', label: '批量最大笔数' },
        { key: 'limitPaySec', label: '支付时限(秒)' },
        { key: 'uptDesc', label: '更新说明', span: 3 },
      ],
    },
  ],
};
