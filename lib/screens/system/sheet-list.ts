// 表格列表 (spec 01 §2): named without fields; designed as the maintained sheets (code, size, owner).
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const sheetListCalls = {
  page: call('POST', '/admin/sheet/page'),
};

export const sheetList: ScreenDef = {
  name: 'SheetList',
  title: '表格列表',
  area: 'system',
  list: {
    call: sheetListCalls.page,
    rowKey: 'sheetId',
    filters: [{ name: 'sheetName', label: '表格名称', type: 'text', maxLength: 30, placeholder: '请输入表格名称' }],
    columns: [
      { key: 'sheetId', title: '表格编号' },
      { key: 'sheetCode', title: '表格编码' },
      { key: 'sheetName', title: '表格名称' },
      { key: 'rowCount', title: '行数' },
      { key: 'colCount', title: '列数' },
      { key: 'empId', title: '维护人' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
  },
};
