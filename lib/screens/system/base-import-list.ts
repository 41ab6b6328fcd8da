// 批量导入 (spec 01 §2, §4 import statuses): the spec names the screen without fields; designed as the
// import runs (config, file, counts, status) of the import configs on 导入配置.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const baseImportListCalls = {
  page: call('POST /admin/import/page'),
};

export const baseImportList: ScreenDef = {
  name: 'BaseImportList',
  title: '批量导入',
  area: 'system',
  kind: 'list',
  list: {
    call: baseImportListCalls.page,
    rowKey: 'importId',
    filters: [
      { name: 'configCode', label: '配置编码', type: 'text', maxLength: 40, placeholder: '请输入配置编码' },
      { name: 'fileName', label: '文件名称', type: 'text', maxLength: 60, placeholder: '请输入文件名称' },
      { name: 'importStatus', label: '导入状态', type: 'select', enumId: 'importStatus', placeholder: '请选择导入状态' },
      'crtTime',
    ],
    columns: [
      { key: 'importId', title: '导入编号' },
      { key: 'configCode', title: '配置编码' },
      { key: 'configName', title: '配置名称' },
      { key: 'fileName', title: '文件名称' },
      { key: 'totalCount', title: '总条数' },
      { key: 'successCount', title: '成功条数' },
      { key: 'failCount', title: '失败条数' },
      { key: 'importStatus', title: '导入状态', format: 'enum', enumId: 'importStatus' },
      { key: 'empId', title: '操作员' },
      { key: 'crtTime', title: '导入时间', format: 'datetime' },
    ],
  },
};
