// Enumerations of the bank and system screens.
import type { EnumTable } from './types.ts';

export const SYSTEM_ENUMS: Readonly<Record<string, EnumTable>> = {
  // 基础类型（新版）: the groups the dictionary types are filed under (our design, see the screen).
  /** Uploaded file kinds (spec 01 §7 gives 100720, bank card; the others are the platform's upload tags). */
  fileType: [
    ['100710', '身份证人像面'],
    ['100720', '银行卡照片'],
    ['100730', '身份证国徽面'],
    ['100740', '营业执照'],
    ['100750', '门头照'],
    ['100760', '合作协议'],
  ],
  baseTypeCategory: [
    ['BIZ', '业务类型'],
    ['SYS', '系统类型'],
    ['PAY', '支付类型'],
    ['TERM', '终端类型'],
  ],
};
