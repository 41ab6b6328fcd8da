// The member detail dialog's calls (spec 02 §7), its right prefix and the parts several tabs share.
import { call } from '../../calls/define.ts';
import { fileInfo } from '../../calls/files.ts';
import type { ColumnDef } from '../../list/types.ts';

export const memberCalls = {
  basicInfo: call('POST /admin/member/basic-info'),
  /**
   * Reveal (spec 02 §7 "reveal plaintext"): one answer carries every plaintext; the console's server
   * passes on only the one clicked and audits it by name (lib/gate/reveal.ts).
   */
  realInfo: call('POST /admin/member/real-info', { auditFields: ['memberId', 'bankcardId'] }),
  /** Edit info: memberId plus one of realName, bindMobile, authRealName, idcNum, idcValidEnd. */
  updateInfo: call('POST /admin/member/upt-info'),
  bankCards: call('POST /admin/member/bank-card/page'),
  authInfo: call('POST /admin/member/auth-info'),
  /** Certification and bank-authentication records: {certList, bankList}. */
  certList: call('POST /admin/member/cert-list'),
  roles: call('POST /admin/member/role/page'),
  radar: call('POST /admin/member/radar'),
  indicatorSeries: call('POST /admin/member/indicator/series'),
  wxWork: call('POST /admin/member/wx-work-info'),
  tags: call('POST /admin/member/tag/page'),
  agreements: call('POST /admin/member/agreement/page'),
  synthesize: call('POST /admin/member/agreement/synthesize'),
  /** Spec 02 §7: the separate synthesis endpoint of products df and lys. */
  synthesizeDfLys: call('POST /admin/member/agreement/synthesize/df'),
  merchantMain: call('POST /admin/merchant/main-detail'),
  /** Authentication records by authType (101210, 101230, 101220): {authInfList}. */
  authRecords: call('POST /admin/member/auth-inf-list'),
  xw: call('POST /admin/merchant/xw-detail'),
  wx: call('POST /admin/merchant/wx-detail'),
  zfb: call('POST /admin/merchant/zfb-detail'),
  qiye: call('POST /admin/merchant/qiye-detail'),
};

export const RIGHT = 'BaseAuthUserSearchDetail';
/** Stored files are ids (spec 02 §3): images through the file look-up, the video by its download link. */
export const imageCalls = [fileInfo];

export const recordColumns: readonly ColumnDef[] = [
  { key: 'authId', title: '认证编号' },
  { key: 'authCnl', title: '认证渠道' },
  { key: 'cnlCode', title: '渠道编码' },
  { key: 'authStatus', title: '认证状态', format: 'enum', enumId: 'authRecordStatus' },
  { key: 'cnlMsg', title: '渠道返回信息' },
  { key: 'remark', title: '备注' },
  { key: 'uptMemberId', title: '操作会员', format: 'memberId', link: 'member' },
  { key: 'crtTime', title: '认证时间', format: 'datetime' },
];
