import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

// 活动业务统计: spec 01 §2 names the screen without its fields. Designed as the daily figures of
// each activity (members joined and new, transactions, rewards paid), per organisation.
export const activeBizStatsPage = call('POST /admin/activity/biz-stats/page');

export const activeBizStats: ScreenDef = {
  name: 'ActiveBizStats',
  title: '活动业务统计',
  area: 'products',
  kind: 'list',
  list: {
    call: activeBizStatsPage,
    rowKey: 'statId',
    filters: ['activityId', 'orgCode', { name: 'statDate', label: '统计日期', type: 'dateRange', keys: ['startDate', 'endDate'] }],
    columns: [
      { key: 'statDate', title: '统计日期', format: 'date' },
      { key: 'activityId', title: '活动编号', link: 'activity' },
      { key: 'activityName', title: '活动名称' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'joinMemberCnt', title: '参与会员数' },
      { key: 'newMemberCnt', title: '新增会员数' },
      { key: 'transCnt', title: '交易笔数' },
      { key: 'transAmt', title: '交易金额', format: 'money' },
      { key: 'rewardAmt', title: '奖励金额', format: 'money' },
    ],
  },
};
