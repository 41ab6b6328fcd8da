import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

// 产品模板管理 (spec 03 §7 /admin/tmplt/v2/qry, /admin/tmplt/del-item): the option items of the
// instance templates (spec 03 §3 option: tmpltOptId, optName, optValue, dataType, optTag,
// fieldName, remark), one row per item; 删除 removes an item.
export const templateCalls = {
  page: call('POST /admin/tmplt/v2/qry'),
  delItem: call('POST /admin/tmplt/del-item'),
};

export const productTemplateManage: ScreenDef = {
  name: 'ProductTemplateManage',
  title: '产品模板管理',
  area: 'products',
  kind: 'list',
  list: {
    call: templateCalls.page,
    rowKey: 'tmpltOptId',
    filters: [
      { name: 'tmpltId', label: '模板编号', type: 'digits', maxLength: 20, placeholder: '请输入模板编号' },
      { name: 'tmpltName', label: '模板名称', type: 'text', maxLength: 40, placeholder: '请输入模板名称' },
      { name: 'optName', label: '参数名称', type: 'text', maxLength: 40, placeholder: '请输入参数名称' },
      { name: 'dataType', label: '数据类型', type: 'select', enumId: 'dataType', placeholder: '请选择数据类型' },
    ],
    columns: [
      { key: 'tmpltOptId', title: '参数编号' },
      { key: 'tmpltId', title: '模板编号' },
      { key: 'tmpltName', title: '模板名称' },
      { key: 'custTmpltGroup', title: '模板分组' },
      { key: 'optName', title: '参数名称' },
      { key: 'fieldName', title: '字段名' },
      { key: 'optValue', title: '参数值' },
      { key: 'dataType', title: '数据类型', format: 'enum', enumId: 'dataType' },
      { key: 'optTag', title: '参数标记' },
      { key: 'remark', title: '备注' },
    ],
    actions: [
      {
        id: 'delete',
        label: '删除',
        kind: 'call',
        call: templateCalls.delItem,
        idKey: 'tmpltOptId',
        confirm: '确定删除该模板参数吗？',
      },
    ],
  },
};
