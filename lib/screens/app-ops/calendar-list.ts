// 日历管理 (spec 01 §2): named without fields; designed as the settlement calendar (workday, holiday,
// make-up workday) that T+1 settlement follows, each day editable.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const calendarListCalls = {
  page: call('POST /admin/calendar/page'),
  detail: call('POST /admin/calendar/detail'),
  update: call('POST /admin/calendar/upt'),
};

export const calendarEdit: FormDef = {
  id: 'calendar-edit',
  title: '编辑日历',
  submit: calendarListCalls.update,
  load: calendarListCalls.detail,
  idKey: 'calDate',
  fields: [
    { key: 'calDate', label: '日期', type: 'text', readOnly: true },
    { key: 'dayType', label: '日期类型', type: 'select', required: true, enumId: 'dayType' },
    { key: 'remark', label: '备注', type: 'text', maxLength: 30 },
  ],
};

export const calendarList: ScreenDef = {
  name: 'CalendarList',
  title: '日历管理',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: calendarListCalls.page,
    rowKey: 'calDate',
    filters: [
      { name: 'dayType', label: '日期类型', type: 'select', enumId: 'dayType', placeholder: '请选择日期类型' },
      { name: 'calDate', label: '日期', type: 'dateRange', keys: ['startDate', 'endDate'] },
    ],
    columns: [
      { key: 'calDate', title: '日期' },
      { key: 'weekDay', title: '星期' },
      { key: 'dayType', title: '日期类型', format: 'enum', enumId: 'dayType' },
      { key: 'remark', title: '备注' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    actions: [{ id: 'edit', label: '编辑', kind: 'form', form: calendarEdit, idKey: 'calDate' }],
  },
};
