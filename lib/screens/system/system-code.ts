import { dictPage } from '../../calls/lookups.ts';
import type { ScreenDef } from '../types.ts';

/**
 * 系统字典: the entries of one dictionary (spec 01 §3 typeId, typeName, typeValue) through the
 * spec's dictionary query, which takes the typeId (01 §7): the list asks nothing until it has one.
 */
export const systemCode: ScreenDef = {
  name: 'SystemCode',
  title: '系统字典',
  area: 'system',
  kind: 'list',
  list: {
    call: dictPage,
    rowKey: 'typeValue',
    filters: [{ name: 'typeId', required: true }],
    columns: [
      { key: 'typeId', title: '类型编号' },
      { key: 'typeName', title: '名称' },
      { key: 'typeValue', title: '值' },
    ],
  },
};
