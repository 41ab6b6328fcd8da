import type { ScreenDef } from '../types.ts';
import { billCalls } from '../../calls/bills.ts';

// 业务账单: spec 01 §2 names the screen; spec 02 §4 gives the business bill statuses (10 deducting,
// 15 insufficient balance borrowing, 18 deducted loan pending, 20 deducted). Designed as the
// business side of the bill entity: what a member's bill deducted, borrowed and still owes.
export const billPageBiz: ScreenDef = {
  name: 'BillPageBiz',
  title: '业务账单',
  area: 'bills',
  kind: 'list',
  list: {
    call: billCalls.bizPage,
    rowKey: 'custBillId',
    filters: [
      { name: 'crtTime' },
      { name: 'custBillId', label: '业务账单号', type: 'text', maxLength: 40, pattern: 'alnum', placeholder: '请输入业务账单号' },
      'billId',
      'memberId',
      { name: 'custBillStatus', label: '业务账单状态', type: 'select', enumId: 'bizBillStatus', placeholder: '请选择业务账单状态' },
      { name: 'custBillType', label: '客户账单类型', type: 'select', dict: 1203, placeholder: '请选择客户账单类型' },
      { name: 'orgCode', products: 'notDfLys' },
    ],
    columns: [
      { key: 'custBillId', title: '业务账单号' },
      { key: 'billId', title: '账单号', link: 'bill' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member', linkRight: 'BillPageMemberId' },
      { key: 'custBillType', title: '客户账单类型', format: 'dict', dict: 1203 },
      { key: 'billAmt', title: '应扣金额(元)', format: 'money' },
      { key: 'deductAmt', title: '已扣金额(元)', format: 'money' },
      { key: 'loanAmt', title: '借款金额(元)', format: 'money' },
      { key: 'custBillStatus', title: '业务账单状态', format: 'enum', enumId: 'bizBillStatus' },
      { key: 'orgCode', title: '机构编号', link: 'org', linkRight: 'BillPageOrgCode', products: 'notDfLys' },
      { key: 'orgName', title: '机构名称', products: 'notDfLys' },
      { key: 'productCode', title: '产品编码', products: 'notAll' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
  },
};
