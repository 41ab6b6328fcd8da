// 导入配置 (spec 01 §2; §9 import configs look-up page 99): the spec names the screen without fields;
// designed as the import configurations (code, template, columns, row limit, status).
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const baseImportListConfigCalls = {
  page: call('POST /admin/import/config/page'),
};

export const baseImportListConfig: ScreenDef = {
  name: 'BaseImportListConfig',
  title: '导入配置',
  area: 'system',
  kind: 'list',
  list: {
    call: baseImportListConfigCalls.page,
    // 03 §3 line 83: "import config (importConfigId, configName)".
    rowKey: 'importConfigId',
    // Spec 01 §7 "import configs (99)", §9 "import config 99".
    pageSize: 99,
    filters: [
      { name: 'configCode', label: '配置编码', type: 'text', maxLength: 40, placeholder: '请输入配置编码' },
      { name: 'configName', label: '配置名称', type: 'text', maxLength: 30, placeholder: '请输入配置名称' },
      'status',
    ],
    columns: [
      { key: 'importConfigId', title: '配置编号' },
      { key: 'configCode', title: '配置编码' },
      { key: 'configName', title: '配置名称' },
      { key: 'templateFile', title: '模板文件' },
      { key: 'columnCount', title: '列数' },
      { key: 'maxRows', title: '最大行数' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'remark', title: '备注' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
  },
};
