import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/**
 * 会员进件查询: the onboarding records of merchants (small-micro, WeChat, Alipay, enterprise) with
 * every review and authorisation state of spec 02 §4; the screen's fields are designed.
 */
export const memberSearchEnter: ScreenDef = {
  name: 'MemberSearchEnter',
  title: '会员进件查询',
  area: 'members',
  kind: 'list',
  list: {
    call: call('POST /admin/merchant/enter/page'),
    rowKey: 'enterId',
    filters: [
      'memberId',
      { name: 'kind', label: '进件类型', type: 'select', enumId: 'subMerchantKind', placeholder: '请选择进件类型' },
      { name: 'xwStatus', label: '小微状态', type: 'select', enumId: 'xwStatus', placeholder: '请选择小微状态' },
      { name: 'pmStatus', label: '平台审核', type: 'select', enumId: 'pmStatus', placeholder: '请选择平台审核状态' },
      { name: 'wxAuditStatus', label: '微信审核', type: 'select', enumId: 'wxAuditStatus', placeholder: '请选择微信审核状态' },
      { name: 'zfbAuditStatus', label: '支付宝审核', type: 'select', enumId: 'zfbAuditStatus', placeholder: '请选择支付宝审核状态' },
      { name: 'merchantName', label: '商户名称', type: 'text', maxLength: 40, placeholder: '请输入商户名称' },
      { name: 'crtTime', label: '进件时间' },
    ],
    columns: [
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'kind', title: '进件类型', format: 'enum', enumId: 'subMerchantKind' },
      { key: 'merchantId', title: '进件编号' },
      { key: 'merchantName', title: '商户名称' },
      { key: 'mccName', title: '经营类目' },
      { key: 'area', title: '所在地区' },
      { key: 'xwStatus', title: '小微状态', format: 'enum', enumId: 'xwStatus' },
      { key: 'wxAuditStatus', title: '微信审核', format: 'enum', enumId: 'wxAuditStatus' },
      { key: 'zfbAuditStatus', title: '支付宝审核', format: 'enum', enumId: 'zfbAuditStatus' },
      { key: 'pmStatus', title: '平台审核', format: 'enum', enumId: 'pmStatus' },
      { key: 'auditDesc', title: '驳回原因' },
      { key: 'crtTime', title: '进件时间', format: 'datetime' },
    ],
  },
};
