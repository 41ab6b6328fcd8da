import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

// 活动助力日志: spec 01 §2 names the screen without its fields. Designed as the log of members
// helping another member's activity instance (who asked, who helped, the value, the result).
export const activeHelpLogPage = call('POST /admin/activity/help-log/page');

export const activeHelpLog: ScreenDef = {
  name: 'ActiveHelpLog',
  title: '活动助力日志',
  area: 'products',
  kind: 'list',
  list: {
    call: activeHelpLogPage,
    rowKey: 'helpId',
    filters: [
      'activityId',
      'memberId',
      { name: 'helperMemberId', label: '助力会员编号', type: 'text', maxLength: 40, pattern: 'hex', placeholder: '请输入助力会员编号' },
      { name: 'result', label: '结果', type: 'select', enumId: 'helpResult', placeholder: '请选择结果' },
      'crtTime',
    ],
    columns: [
      { key: 'helpId', title: '日志编号' },
      { key: 'activityId', title: '活动编号', link: 'activity' },
      { key: 'activityName', title: '活动名称' },
      { key: 'memberId', title: '发起会员', format: 'memberId', link: 'member' },
      { key: 'helperMemberId', title: '助力会员', format: 'memberId', link: 'member' },
      { key: 'helpValue', title: '助力值' },
      { key: 'result', title: '结果', format: 'enum', enumId: 'helpResult' },
      { key: 'failReason', title: '失败原因' },
      { key: 'crtTime', title: '助力时间', format: 'datetime' },
    ],
  },
};
