// 基础模板 (spec 01 §2): named without fields; designed as the downloadable templates (import sheets,
// agreements) with code, kind, version and status.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const baseTemplateCalls = {
  page: call('POST', '/admin/template/page'),
};

export const baseTemplate: ScreenDef = {
  name: 'BaseTemplate',
  title: '基础模板',
  area: 'system',
  list: {
    call: baseTemplateCalls.page,
    rowKey: 'templateId',
    filters: [{ name: 'templateName', label: '模板名称', type: 'text', maxLength: 30, placeholder: '请输入模板名称' }, 'status'],
    columns: [
      { key: 'templateId', title: '模板编号' },
      { key: 'templateCode', title: '模板编码' },
      { key: 'templateName', title: '模板名称' },
      { key: 'templateType', title: '模板类型' },
      { key: 'fileName', title: '文件名称' },
      { key: 'version', title: '版本' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
  },
};
