import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

// 活动返现: spec 01 §2 names the screen without its fields. Designed from the activation cashback
// status and qualification of spec 01 §4 and the terminal entity: one row per terminal's cashback
// under an activity, scoped to the operator's organisation subtree.
export const activeCashbackPage = call('POST /admin/activity/cashback/page');

export const activeCashback: ScreenDef = {
  name: 'ActiveCashback',
  title: '活动返现',
  area: 'products',
  kind: 'list',
  list: {
    call: activeCashbackPage,
    rowKey: 'cashbackId',
    filters: [
      'activityId',
      'memberId',
      'psamCode',
      'orgCode',
      { name: 'status', label: '返现状态', type: 'select', enumId: 'activeCashbackStatus', placeholder: '请选择返现状态' },
      { name: 'qualification', label: '达标状态', type: 'select', enumId: 'qualification', placeholder: '请选择达标状态' },
      'crtTime',
    ],
    columns: [
      { key: 'cashbackId', title: '返现编号' },
      { key: 'activityId', title: '活动编号', link: 'activity' },
      { key: 'activityName', title: '活动名称' },
      { key: 'memberId', title: '商户编号', format: 'memberId', link: 'member' },
      { key: 'realName', title: '商户名称', format: 'masked' },
      { key: 'psamCode', title: '终端编号', link: 'psam' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'transAmt', title: '考核交易额', format: 'money' },
      { key: 'cashbackAmt', title: '返现金额', format: 'money' },
      { key: 'qualification', title: '达标状态', format: 'enum', enumId: 'qualification' },
      { key: 'status', title: '返现状态', format: 'enum', enumId: 'activeCashbackStatus' },
      { key: 'returnTime', title: '返现时间', format: 'datetime' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
  },
};
