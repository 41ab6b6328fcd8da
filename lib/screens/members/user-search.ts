import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

/** Spec 02 §5: "Selecting an organisation needs at least one row ('at least select one row')". */
export const SELECT_ORG_REQUIRED = '至少选择一行';

/**
 * 选择机构 (spec 02 §7 "select organisation for member | memberId, orgCode"): the member's
 * organisation, chosen among those the operator may see. The spec names no right: the screen's governs.
 */
export const memberSelectOrgForm: FormDef = {
  id: 'member-select-org',
  title: '选择机构',
  width: '480px',
  submit: call('POST /admin/member/select-org'),
  idKey: 'memberId',
  fields: [
    // Any organisation the operator may see, with the organisation search (spec 01 §2 widget 1), not the first page of 50.
    {
      key: 'orgCode',
      label: '机构',
      type: 'org',
      required: true,
      requiredMessage: SELECT_ORG_REQUIRED,
      maxLength: 20,
      pattern: 'alnum',
      span: 2,
    },
  ],
  // The question names the merchant and the organisation chosen (issue #53).
  confirm: '确定将商户 {memberId} 归属到机构 {orgCode} 吗？',
  success: '操作成功',
};

/** 商户管理 (spec 01 §2 /UserSearch; spec 02 §3 merchant main). */
export const userSearch: ScreenDef = {
  name: 'UserSearch',
  title: '商户管理',
  area: 'members',
  kind: 'list',
  list: {
    call: call('POST /admin/merchant/page'),
    rowKey: 'merchantId',
    filters: [
      'memberId',
      'merchantId',
      'cnlMerchantCode',
      'realName',
      'mobile',
      'psamCode',
      'merchantType',
      'memberStatus',
      // The entry-stage cascader of spec 01 §2 (the stage list: a stage, then its state).
      'stageCode',
      { name: 'orgCode', products: 'notDfLys' },
      'payChannel',
      'crtTime',
      // Spec 01 §6 UserSearchTagSearch: the tag search of the merchant list, behind its own right
      // (the tag picker of §2 item 7 over the member merchant group; tag ids, any of them).
      {
        name: 'memberTags',
        label: '商户标签',
        type: 'tags',
        custGroups: ['MEMBER_MERCHANT_GROUP'],
        placeholder: '按商户标签筛选',
        right: 'UserSearchTagSearch',
      },
    ],
    columns: [
      { key: 'merchantId', title: '商户ID' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'merchant' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'mobile', title: '手机号', format: 'masked' },
      { key: 'custMemberType', title: '支付品牌', format: 'enum', enumId: 'custMemberType' },
      { key: 'merchantType', title: '商户类型', format: 'enum', enumId: 'merchantType' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'memberStatus' },
      { key: 'cnlMerchantCode', title: '渠道商户号' },
      { key: 'cnlCode', title: '渠道编码', format: 'dict', dict: 8070, products: 'mcf' },
      { key: 'psamCode', title: '终端编号', link: 'psam' },
      { key: 'cnlTermNo', title: '渠道终端号' },
      { key: 'memberStageDesc', title: '进件阶段' },
      { key: 'stageCodeDesc', title: '阶段说明' },
      { key: 'orgCode', title: '机构编号', link: 'org', products: 'notDfLys' },
      { key: 'orgName', title: '机构名称', products: 'notDfLys' },
      { key: 'productCode', title: '产品编码', products: 'notAll' },
      { key: 'remark', title: '备注', optional: true },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    export: { call: call('POST /admin/export/merchant', { kind: 'blob' }), name: '商户列表', kind: 'task' },
    actions: [{ id: 'selectOrg', label: '选择机构', kind: 'form', form: memberSelectOrgForm, idKey: 'memberId' }],
  },
};
