// Who someone is (spec 01 §2 widgets 1 and 2): the enumerations the search widgets label their
// rows with in the browser, kept apart so the browser carries only these.
import type { EnumTable } from './types.ts';

export const PARTY_ENUMS: Readonly<Record<string, EnumTable>> = {
  memberType: [
    ['101010', '商户'],
    ['101020', '机构管理员'],
  ],
  custMemberType: [
    ['102900', '默认'],
    ['102901', 'MPOS'],
    ['102902', '电签终端'],
  ],
  orgType: [
    ['101810', '普通机构'],
    ['101820', '管理机构'],
  ],
};
