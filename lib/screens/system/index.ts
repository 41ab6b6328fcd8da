import type { AreaId, ScreenDef } from '../types.ts';
import { bankBranch } from './bank-branch.ts';
import { bankList } from './bank-list.ts';
import { baseType } from './base-type.ts';
import { baseTypeNew } from './base-type-new.ts';
import { fileList } from './file-list.ts';
import { systemAuthorizationMember } from './system-authorization-member.ts';
import { systemAuthorizationSetting } from './system-authorization-setting.ts';
import { systemAuthorizationTree } from './system-authorization-tree.ts';
import { systemCode } from './system-code.ts';

const area: AreaId = 'system';

/** Spec 01 §2 "Bank and system". */
export const system: readonly ScreenDef[] = [
  bankBranch,
  bankList,
  systemAuthorizationSetting,
  systemAuthorizationTree,
  systemAuthorizationMember,
  systemCode,
  baseType,
  baseTypeNew,
  { name: 'BaseTemplate', title: '基础模板', area },
  { name: 'BaseImportList', title: '批量导入', area },
  { name: 'BaseImportListConfig', title: '导入配置', area },
  { name: 'SQLPage', title: 'SQL查询', area },
  fileList,
  { name: 'FileListUploadLog', title: '文件上传日志', area },
  { name: 'ProcessList', title: '流程列表', area },
  { name: 'SheetList', title: '表格列表', area },
];
