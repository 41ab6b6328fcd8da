import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 机构信息管理 (spec 03 §3 orgInf, §7 org-page). */
export const orgInfManage: ScreenDef = {
  name: 'OrgInfManage',
  title: '机构信息管理',
  area: 'orgs',
  list: {
    call: call('POST', '/{p}/pos/standard/org/admin/org/org-page'),
    rowKey: 'orgCode',
    filters: [
      'orgCode',
      'orgName',
      { name: 'orgLevel', roles: ['PRODUCT'] },
      'orgType',
      'topOrgCode',
      'status',
      { name: 'crtTime', defaultWindow: 'none' },
    ],
    columns: [
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'orgLevel', title: '机构级别', roles: ['PRODUCT'] },
      { key: 'orgType', title: '机构类型', format: 'enum', enumId: 'orgType' },
      { key: 'parentOrgCode', title: '上级机构编号' },
      { key: 'parentOrgName', title: '上级机构名称' },
      { key: 'topOrgCode', title: '顶级机构编号', optional: true },
      { key: 'topOrgName', title: '顶级机构名称' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'adminLoginId', title: '管理员账号' },
      { key: 'realName', title: '联系人', format: 'masked' },
      { key: 'bindMobile', title: '手机号', format: 'masked' },
      { key: 'productCode', title: '产品编码', products: 'notAll' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'tagCodes', title: '支付通道' },
      { key: 'settleType', title: '结算类型', format: 'enum', enumId: 'settleType' },
      { key: 'memberCount', title: '会员数' },
      { key: 'psamCount', title: '终端数' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime', optional: true },
    ],
    export: { call: call('POST', '/admin/export/org', { kind: 'blob' }), name: '机构列表', kind: 'file', right: 'OrgInfManageExport' },
  },
};
