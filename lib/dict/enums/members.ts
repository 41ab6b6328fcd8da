// Enumerations of the member and merchant area (spec 02 §3, §4).
import type { EnumTable } from './types.ts';

export const MEMBER_ENUMS: Readonly<Record<string, EnumTable>> = {
  /** Bank card dftStatus: 0 means the default card. */
  defaultCard: [
    ['0', '是'],
    ['1', '否'],
  ],
  bankCardType: [
    ['100602', '借记卡'],
    ['100604', '信用卡'],
  ],
  cardBizType: [
    ['102001', '结算卡'],
    ['102002', '磁条卡'],
    ['102003', '信用卡'],
    ['102005', '转快捷卡'],
  ],
  /** custBizTag QUICK_SIGNING_OPEN means signed. */
  cardSigned: [['QUICK_SIGNING_OPEN', '已签约']],
};
