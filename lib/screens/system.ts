import type { AreaId, ScreenDef } from './types.ts';
import { bankBranch, bankList, baseType, fileList, systemAuthorizationMember, systemCode } from './lists/system.ts';

const area: AreaId = 'system';

/** Spec 01 §2 "Bank and system". */
export const system: readonly ScreenDef[] = [
  { name: 'BankBranch', title: '银行支行', area, list: bankBranch },
  { name: 'BankList', title: '银行列表', area, list: bankList },
  { name: 'SystemAuthorizationSetting', title: '角色管理', area },
  { name: 'SystemAuthorizationTree', title: '资源管理', area },
  { name: 'SystemAuthorizationMember', title: '员工管理', area, list: systemAuthorizationMember },
  { name: 'SystemCode', title: '系统字典', area, list: systemCode },
  { name: 'BaseType', title: '基础类型', area, list: baseType },
  { name: 'BaseTypeNew', title: '基础类型（新版）', area },
  { name: 'BaseTemplate', title: '基础模板', area },
  { name: 'BaseImportList', title: '批量导入', area },
  { name: 'BaseImportListConfig', title: '导入配置', area },
  { name: 'SQLPage', title: 'SQL查询', area },
  { name: 'FileList', title: '文件列表', area, list: fileList },
  { name: 'FileListUploadLog', title: '文件上传日志', area },
  { name: 'ProcessList', title: '流程列表', area },
  { name: 'SheetList', title: '表格列表', area },
];
