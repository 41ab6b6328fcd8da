// 标签报表 (spec 01 §2 reports; tags of §3): designed as members per tag by day and organisation.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const reportTagCalls = {
  /** Spec 01 §7 exports: the /admin/export/ family, the search form without paging, a file (the table as shown). */
  export: call('POST /admin/export/report-tag', { kind: 'blob' }),
  page: call('POST /admin/report/tag/page'),
};

export const reportTag: ScreenDef = {
  name: 'ReportTag',
  title: '标签报表',
  area: 'reports',
  kind: 'list',
  list: {
    call: reportTagCalls.page,
    rowKey: 'rowId',
    filters: [{ name: 'statDate', label: '统计日期', type: 'dateRange', keys: ['startDate', 'endDate'] }, 'orgCode'],
    columns: [
      { key: 'statDate', title: '统计日期', format: 'date' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'tagCode', title: '标签编码' },
      { key: 'tagName', title: '标签名称' },
      { key: 'memberCount', title: '会员数', format: 'figure' },
      { key: 'activeCount', title: '活跃会员数', format: 'figure' },
      { key: 'transAmt', title: '交易金额(元)', format: 'figureMoney' },
    ],
    export: { call: reportTagCalls.export, name: '标签报表', kind: 'file' },
  },
};
