import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/**
 * 会员激活: terminal activations of merchants with the activation cashback (spec 01 §4 activation
 * cashback status); the spec names the screen only, the fields are designed.
 */
export const memberActive: ScreenDef = {
  name: 'MemberActive',
  title: '会员激活',
  area: 'members',
  kind: 'list',
  list: {
    call: call('POST /admin/member/active/page'),
    rowKey: 'activeId',
    filters: [
      'memberId',
      'psamCode',
      { name: 'cashbackStatus', label: '返现状态', type: 'select', enumId: 'activeCashbackStatus', placeholder: '请选择返现状态' },
      { name: 'orgCode', products: 'notDfLys' },
      'activeTime',
    ],
    columns: [
      { key: 'activeId', title: '激活编号' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'psamCode', title: '终端编号', link: 'psam' },
      { key: 'activityName', title: '激活活动' },
      { key: 'activeAmt', title: '激活交易金额(元)', format: 'money' },
      { key: 'cashbackAmt', title: '返现金额(元)', format: 'money' },
      { key: 'cashbackStatus', title: '返现状态', format: 'enum', enumId: 'activeCashbackStatus' },
      { key: 'orgName', title: '机构名称', products: 'notDfLys' },
      { key: 'activeTime', title: '激活时间', format: 'datetime' },
    ],
  },
};
