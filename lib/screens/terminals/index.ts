import type { AreaId, ScreenDef } from '../types.ts';

const area: AreaId = 'terminals';

/** Spec 01 §2, the non-JF_ pages of the finance and terminal paragraph ("Also /TermVip, …"). */
export const terminals: readonly ScreenDef[] = [
  { name: 'TermVip', title: '终端VIP', area },
  { name: 'TermStorage', title: '终端入库', area },
  { name: 'TerminalManageList', title: '终端管理列表', area },
  { name: 'TermConfig', title: '终端配置', area },
  { name: 'TermApply', title: '终端申请', area },
  { name: 'TermUnfinished', title: '未完成终端', area },
  { name: 'TermGiveVip', title: '赠送终端VIP', area },
  { name: 'TermLimit', title: '终端限额', area },
  { name: 'TermReturn', title: '终端退回', area },
  { name: 'TermActive', title: '终端激活', area },
  { name: 'TermNotTwo', title: '非二次终端', area },
  { name: 'MemberEncourage', title: '会员激励', area },
];
