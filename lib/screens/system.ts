import type { AreaId, ScreenDef } from './types.ts';

const area: AreaId = 'system';

/** Spec 01 §2 "Bank and system". */
export const system: readonly ScreenDef[] = [
  { name: 'BankBranch', title: '银行支行', area },
  { name: 'BankList', title: '银行列表', area },
  { name: 'SystemAuthorizationSetting', title: '角色管理', area },
  { name: 'SystemAuthorizationTree', title: '资源管理', area },
  { name: 'SystemAuthorizationMember', title: '员工管理', area },
  { name: 'SystemCode', title: '系统字典', area },
  { name: 'BaseType', title: '基础类型', area },
  { name: 'BaseTypeNew', title: '基础类型（新版）', area },
  { name: 'BaseTemplate', title: '基础模板', area },
  { name: 'BaseImportList', title: '批量导入', area },
  { name: 'BaseImportListConfig', title: '导入配置', area },
  { name: 'SQLPage', title: 'SQL查询', area },
  { name: 'FileList', title: '文件列表', area },
  { name: 'FileListUploadLog', title: '文件上传日志', area },
  { name: 'ProcessList', title: '流程列表', area },
  { name: 'SheetList', title: '表格列表', area },
];
