import type { ScreenDef } from '../types.ts';
import { sqlPage } from './sql-page.ts';
import { sheetList } from './sheet-list.ts';
import { processList } from './process-list.ts';
import { fileListUploadLog } from './file-list-upload-log.ts';
import { baseTemplate } from './base-template.ts';
import { baseImportList } from './base-import-list.ts';
import { baseImportListConfig } from './base-import-list-config.ts';
import { bankBranch } from './bank-branch.ts';
import { bankList } from './bank-list.ts';
import { baseType } from './base-type.ts';
import { baseTypeNew } from './base-type-new.ts';
import { fileList } from './file-list.ts';
import { systemAuthorizationMember } from './system-authorization-member.ts';
import { systemAuthorizationSetting } from './system-authorization-setting.ts';
import { systemAuthorizationTree } from './system-authorization-tree.ts';
import { systemCode } from './system-code.ts';

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
  baseTemplate,
  baseImportList,
  baseImportListConfig,
  sqlPage,
  fileList,
  fileListUploadLog,
  processList,
  sheetList,
];
