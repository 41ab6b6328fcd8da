import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 基础类型: the dictionary types. */
export const baseType: ScreenDef = {
  name: 'BaseType',
  title: '基础类型',
  area: 'system',
  kind: 'list',
  list: {
    call: call('POST /admin/base-type/page'),
    rowKey: 'typeId',
    filters: ['typeId', 'typeName'],
    columns: [
      { key: 'typeId', title: '类型编号' },
      { key: 'typeName', title: '类型名称' },
      { key: 'typeDesc', title: '说明' },
      { key: 'valueCount', title: '字典项数' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
  },
};
