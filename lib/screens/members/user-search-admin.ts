import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 商户查询（管理员）: the organisations' administrator members (memberType 101020) with their organisation; designed. */
export const userSearchAdmin: ScreenDef = {
  name: 'UserSearchAdmin',
  title: '商户查询（管理员）',
  area: 'members',
  kind: 'list',
  list: {
    call: call('POST /admin/member/admin/page'),
    rowKey: 'memberId',
    filters: ['memberId', 'realName', 'mobile', { name: 'orgCode', products: 'notDfLys' }, 'memberStatus'],
    columns: [
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'mobile', title: '手机号', format: 'masked' },
      { key: 'orgCode', title: '机构编号', link: 'org', products: 'notDfLys' },
      { key: 'orgName', title: '机构名称', products: 'notDfLys' },
      { key: 'orgLevel', title: '机构级别', roles: ['PRODUCT'], products: 'notDfLys' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'memberStatus' },
      { key: 'authStatus', title: '实名状态', format: 'enum', enumId: 'authStatus' },
      { key: 'loginTime', title: '最近登录时间', format: 'datetime' },
      { key: 'crtTime', title: '注册时间', format: 'datetime' },
    ],
  },
};
