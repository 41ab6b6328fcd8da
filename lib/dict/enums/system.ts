// Enumerations of the bank and system screens.
import type { EnumTable } from './types.ts';

export const SYSTEM_ENUMS: Readonly<Record<string, EnumTable>> = {
  // 基础类型（新版）: the groups the dictionary types are filed under (our design, see the screen).
  baseTypeCategory: [
    ['BIZ', '业务类型'],
    ['SYS', '系统类型'],
    ['PAY', '支付类型'],
    ['TERM', '终端类型'],
  ],
};
