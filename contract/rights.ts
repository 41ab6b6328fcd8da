// Every right id the specs name (spec 01 §6, 02 §6, 03 §6; protocol §4), and the screen names that
// are rights too ("The button-rights list holds resource ids: screen names, and action ids").
// Where the spec names no right for a tab or action, none is written here: the screen's or the
// dialog's right governs it. Transcribed by hand; a console gate on any other id fails a unit test.

/** Screen names as spec 01 §2 (and 02 §2, 03 §2) write the routes. */
export const SPEC_SCREENS: readonly string[] = `
AcctPayRule AcctRule AcctPayLog AcctList AcctPayRuleGroup AcctManage AcctManageBiz AcctManage_DEPOSIT AcctManage_RECHARGE
AcctManage_ADJUST AcctManage_ADJUST_BATCH AcctTrans AcctLsBalance AcctRecon AcctWithdrawalTransferRecords acctManageActionList AcctSearch
MemberList UserSearch UserSearchSimple UserSearchAdmin UserSearchOrder StandardUserSearch StandardUserSearchBiz MemberSearchEnter
MemberActive MemberLoginLog MemberTagLog MemberTag MemberTagNew MemberTagStat MemberInd MemberIndStat MemberIndWarning
MemberIndWarningManage MerchantChangeLog OrgInfManage OrgTree OrgActiveGroup OrgAudit StandardOrgInfManage StandardOrgInfManage2.0
AgentUsePageOrgInfManage AppFunction AppVersion AppAgreement AppFeedback AppQuestion AppVideo AppMenu SystemAuthorizationTreeApp
OperateAgentMessageOfficial OperateAgentMessageNotice OperateAgentMessageNoticeBatch OperateSendSMS OperateSendSMSTmpltSee OperateOrder
WechatRecord TaskManager CalendarList BankBranch BankList SystemAuthorizationSetting SystemAuthorizationTree SystemAuthorizationMember
SystemCode BaseType BaseTypeNew BaseTemplate BaseImportList BaseImportListConfig SQLPage FileList FileListUploadLog ProcessList SheetList
ProductList ProductLog ProductLogOrg ProductLogSelect ProductCnlLog ProductBiz ProductCoupon ProductCouponManage ProductCouponNew
ProductCouponV3 ProductTemplateManage ActiveList ActiveBizStats ActiveCashback ActiveHelpLog AuditList AuditList_zzf AuditListCard
AuditChangeCard AuditManage AuditManage_acct StandardAuditDraw StandardAuditDrawOrg StandardAuditCash BillFeePage BillPage BillPageBiz
BillCnl BillReconciliation OrderPagePos TransSearchSimple ChannelReconciliation OrderFee OrderGenRule CnlBlackList RiskBlackList
LYSRegisterCheck AuthElementCheck FullCnlRegisterCheck AgentUsePageTermData AgentUsePageIncomeData ReportData102304 ReportData102312
ReportData102303 AgentUsePageBillPage AgentUsePageUserSearch AgentUsePageAcctList AgentInvoice HomeChartV2 HomeChartV3 ReportTag
JF_AuditPayout JF_TransOrgProfit JF_AcctRecordActive JF_AcctFeePage JF_AcctRecordProfit JF_TerminalSearch JF_TerminalStorage
JF_TerminalApply JF_TerminalApplyProvider JF_TransSearch JF_OrgInfManage TermVip TermStorage TerminalManageList TermConfig TermApply
TermUnfinished TermGiveVip TermLimit TermReturn TermActive TermNotTwo MemberEncourage MsyOrgInfManage MsyTerminalStorage
MsyTerminalSearch MsyTerminalApply MsyTerminalStock MsyTerminalApplyProvider MsyOrgAudit MsyAuditList MsyTerminaChange MsyOrgChart
MsyTransProfit MsyTransOrgProfit MsyTransSearch MsyTransSearchOrg GoodsQuery GoodsClassify GoodsBrand GoodsOrderQuery GoodsActive
TerminalManageSimple MerchantReport PromotionManage PromotionPoster PromotionRelation PromotionRecord MerchantEntrant MerchantSwitchLog
PurchaseLog PurchaseLog_termSale TerminalPurchase TerminalRateUp TerminalRateBatch TerminalSIMConfig PurchaseTermLog ParamsQuery
`
  .trim()
  .split(/\s+/);

/**
 * Screens the spec describes without writing their route names; ours, to confirm. Spec 01 §2:
 * "and its 2.0 variant", "agent terminal Apply, Search and Recall pages", the Msy audit and
 * statistics set ("Paths of that last set are not shown"), the _standard set and "the
 * non-suffixed /StandardTerminal* set".
 */
export const ASSUMED_SCREENS: Readonly<Record<string, string>> = Object.fromEntries([
  ['AgentUsePageOrgInfManage2.0', '01 §2 "AgentUsePageOrgInfManage and its 2.0 variant"; named as StandardOrgInfManage2.0 is'],
  ...['AgentUsePageTermApply', 'AgentUsePageTermSearch', 'AgentUsePageTermRecall'].map((n) => [
    n,
    '01 §2 "agent terminal Apply, Search and Recall pages"; named as the other AgentUsePage* routes',
  ]),
  ...[
    'MsyActiveCashback',
    'MsyTerminalQualification',
    'MsyActiveDeduct',
    'MsyFlowCardCashback',
    'MsyFlowCardDeduct',
    'MsyMemberWithdraw',
    'MsyOrgWithdraw',
    'MsyPayoutPrivate',
    'MsyPayoutPublic',
    'MsyProfitPosting',
    'MsyStageReward',
  ].map((n) => [n, '01 §2 Msy audit and statistics pages: "Paths of that last set are not shown"']),
  ...[
    'MerchantAddQuery',
    'TerminalStorage',
    'TerminalSearch',
    'TerminalChange',
    'TerminalApply',
    'TerminalStock',
    'TerminalApplyProvider',
    'TerminalManage',
    'TerminalRecall',
    'TerminalUnactive',
    'TerminalActiveExport',
  ].map((n) => [`${n}_standard`, '01 §2 "Standard group (suffix _standard)": the pages are named, their routes not']),
  ...['Storage', 'Search', 'Change', 'Apply', 'Stock', 'ApplyProvider', 'Manage', 'Recall', 'Unactive', 'ActiveExport'].map((n) => [
    `StandardTerminal${n}`,
    '01 §2 "the non-suffixed /StandardTerminal* set": named after the _standard pages',
  ]),
]);

/** Action and tab rights, with the section that names each. */
export const SPEC_RIGHTS: Readonly<Record<string, string>> = {
  BaseAuthUserSearchDetailBaseInf: '01 §6; 02 §6 tab 1',
  BaseAuthUserSearchDetailAuthInf: '01 §6 (AuthInf); 02 §6 tab 2',
  BaseAuthUserSearchDetailCardInf: '01 §6 (CardInf); 02 §6 tab 3',
  BaseAuthUserSearchDetailRoleInf: '01 §6 (RoleInf); 02 §6 tab 4',
  BaseAuthUserSearchDetailRadarInf: '01 §6 (RadarInf); 02 §6 tab 5',
  BaseAuthUserSearchDetailTagInf: '01 §6 (TagInf); 02 §6 tab 8',
  BaseAuthUserSearchDetailMerchantMain: '01 §6 (MerchantMain); 02 §6 tab 10',
  BaseAuthUserSearchDetailXw: '01 §6 (Xw); 02 §6 tab 11',
  BaseAuthUserSearchDetailWx: '01 §6 (Wx); 02 §6 tab 12',
  BaseAuthUserSearchDetailZfb: '01 §6 (Zfb); 02 §6 tab 13',
  BaseAuthUserSearchDetailQiye: '01 §6 (Qiye); 02 §6 tab 14',
  BaseAuthUserSearchDetailRealInfo: '01 §6 (RealInfo); 02 §6 reveal; 03 §6 plain admin login id',
  AuthElementCheck: '02 §6 retry verification',
  BaseAuthMemberId: '01 §6; 02 §6; 03 §6',
  BaseAuthOrgId: '01 §6; 02 §6; 03 §6',
  BaseAuthAcctDetail: '01 §6',
  BaseAuthPsamCode: '01 §6; 02 §6; 03 §6',
  BaseAuthOrderId: '01 §6',
  BillPageMemberId: '01 §6; 02 §6',
  BillPageOrgCode: '01 §6; 02 §6',
  BaseAuthAcctDetailExport: '01 §6; 03 §6',
  StandardOrgInfManageExtendInfo: '01 §6; 03 §2, §6',
  StandardOrgInfManageIsProvider: '01 §6; 03 §6',
  StandardOrgInfManageSettleType: '01 §6; 03 §6',
  UserSearchRealInfo: '01 §6; 02 §6 (the variant of BaseAuthUserSearchDetailRealInfo)',
  UserSearchTagSearch: '01 §6; 02 §6',
  OrderPagePosExport: '01 §6; 02 §6; protocol §4',
  OrderPagePosTagBrand: '01 §6; 02 §6',
  OrderPagePosDetail: '01 §6; 02 §6',
  OrderPagePosItemList: '01 §6; 02 §6',
  BillFeeDetail: '01 §6; 02 §6 (bill page: fee detail)',
  BillRetry: '01 §6; 02 §6 (bill page: retry)',
  Billnullify: '01 §6; 02 §6 (bill page: the third right, beside fee detail and retry: refund)',
};

/** The spec's second readings of a right: either id grants it (02 §6 "both readings are given"). */
export const OTHER_READINGS: Readonly<Record<string, string>> = {
  UserSearchDetailBaseInf: 'BaseAuthUserSearchDetailBaseInf',
  UserSearchDetailAuthInf: 'BaseAuthUserSearchDetailAuthInf',
  UserSearchDetailCardInf: 'BaseAuthUserSearchDetailCardInf',
  UserSearchDetailRoleInf: 'BaseAuthUserSearchDetailRoleInf',
  UserSearchDetailRadarInf: 'BaseAuthUserSearchDetailRadarInf',
  UserSearchDetailTagInf: 'BaseAuthUserSearchDetailTagInf',
  UserSearchDetailMerchantMain: 'BaseAuthUserSearchDetailMerchantMain',
  UserSearchDetailXw: 'BaseAuthUserSearchDetailXw',
  UserSearchDetailWx: 'BaseAuthUserSearchDetailWx',
  UserSearchDetailZfb: 'BaseAuthUserSearchDetailZfb',
  UserSearchDetailQiye: 'BaseAuthUserSearchDetailQiye',
  UserSearchRealInfo: 'BaseAuthUserSearchDetailRealInfo',
  BaseAuthUserSearchDetailAuthElementCheck: 'AuthElementCheck',
};

/** Whether an id is one the specs name (a screen, an action or tab right, or its other reading). */
export function specRight(id: string): boolean {
  const bare = id.startsWith('BIZ_') ? id.slice(4) : id;
  return SPEC_SCREENS.includes(bare) || bare in SPEC_RIGHTS || bare in OTHER_READINGS;
}

const readings = new Map<string, string[]>();
for (const [other, id] of Object.entries(OTHER_READINGS)) {
  readings.set(id, [...(readings.get(id) ?? []), other]);
  readings.set(other, [...(readings.get(other) ?? []), id]);
}

/** The other ids that grant the same right (02 §6: "both readings are given"); none for most. */
export function readingsOf(id: string): readonly string[] {
  return readings.get(id) ?? [];
}
