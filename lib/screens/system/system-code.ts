import { dictPage } from '../../calls/lookups.ts';
import type { ScreenDef } from '../types.ts';

/** 系统字典: the dictionary entries (spec 01 §3 typeId, typeName, typeValue). */
export const systemCode: ScreenDef = {
  name: 'SystemCode',
  title: '系统字典',
  area: 'system',
  list: {
    call: dictPage,
    rowKey: 'typeId',
    filters: ['typeId', 'typeName', 'typeValue'],
    columns: [
      { key: 'typeId', title: '类型编号' },
      { key: 'typeName', title: '名称' },
      { key: 'typeValue', title: '值' },
    ],
  },
};
