// The member and merchant detail dialog (spec 02 §2 "Member detail dialog", §3, §5, §6): 1200px,
// each tab behind its right. Paths of the named queries are not shown (spec 02 §7): ours follow
// the /admin/member/ family.
import { call } from '../calls/define.ts';
import type { DialogDef } from './types.ts';

export const memberCalls = {
  basicInfo: call('POST', '/admin/member/basic-info'),
  /** Reveal (spec 02 §7 "reveal plaintext"): the console names the one field shown; audited by name. */
  realInfo: call('POST', '/admin/member/real-info', { auditFields: ['memberId', 'field'] }),
  /** Edit info: memberId plus one of realName, bindMobile, authRealName, idcNum, idcValidEnd. */
  updateInfo: call('POST', '/admin/member/upt-info'),
  bankCards: call('POST', '/admin/member/bank-card/page'),
};

export const memberDialog: DialogDef = {
  entity: 'member',
  title: '会员详情',
  width: '1200px',
  right: 'BaseAuthMemberId',
  reveal: { call: memberCalls.realInfo, idKey: 'memberId', right: 'BaseAuthUserSearchDetailRealInfo', fieldKey: 'field' },
  // Who may edit is not given (spec 02 §6 "edit buttons show unless the edit prop is 0"): a right of ours.
  edit: { call: memberCalls.updateInfo, idKey: 'memberId', right: 'BaseAuthUserSearchDetailEdit' },
  tabs: [
    {
      id: '1',
      title: '基本信息',
      right: 'BaseAuthUserSearchDetailBaseInf',
      kind: 'fields',
      load: memberCalls.basicInfo,
      idKey: 'memberId',
      fields: [
        { key: 'memberId', label: '会员编号', format: 'memberId' },
        { key: 'custMemberId', label: '客户会员号' },
        { key: 'productCode', label: '产品编码' },
        { key: 'status', label: '状态', format: 'enum', enumId: 'memberStatus' },
        { key: 'safeRealName', label: '姓名', format: 'masked', reveal: { field: 'realName' }, edit: { field: 'realName' } },
        {
          key: 'safeMobile',
          label: '手机号',
          format: 'masked',
          reveal: { field: 'rawMobile' },
          edit: { field: 'bindMobile', check: 'mobile' },
        },
        { key: 'bizLvl', label: '业务等级' },
        { key: 'intrdcMemberId', label: '推荐商户', format: 'memberId', link: 'member' },
        { key: 'loginIp', label: '登录IP' },
        { key: 'loginAddress', label: '登录地址' },
        { key: 'loginTime', label: '登录时间', format: 'datetime' },
        { key: 'regSourceType', label: '注册来源', format: 'enum', enumId: 'regSourceType' },
        { key: 'crtTime', label: '注册时间', format: 'datetime' },
        { key: 'roleName', label: '角色' },
      ],
    },
    {
      id: '3',
      title: '银行卡',
      right: 'BaseAuthUserSearchDetailCardInf',
      kind: 'list',
      idKey: 'memberId',
      list: {
        call: memberCalls.bankCards,
        rowKey: 'bankcardId',
        filters: [],
        columns: [
          { key: 'bankcardId', title: '银行卡编号' },
          { key: 'dftStatus', title: '默认卡', format: 'enum', enumId: 'defaultCard' },
          { key: 'cardHostName', title: '持卡人', format: 'masked' },
          { key: 'maskCardNo', title: '卡号', format: 'masked' },
          { key: 'bankName', title: '银行' },
          { key: 'bankBranchName', title: '开户支行' },
          { key: 'bankCardType', title: '卡类型', format: 'enum', enumId: 'bankCardType' },
          { key: 'custBizType', title: '业务类型', format: 'enum', enumId: 'cardBizType' },
          { key: 'custBizTag', title: '快捷签约', format: 'enum', enumId: 'cardSigned' },
          { key: 'status', title: '状态', format: 'enum', enumId: 'memberStatus' },
          { key: 'crtTime', title: '绑定时间', format: 'datetime' },
        ],
      },
    },
  ],
};
