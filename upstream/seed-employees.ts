// The demo employees of the seed and their rights (the administrator holds every right the
// contract names: upstream/rights.ts).
// Tests sign in with these employees.

/** The level-1 organisation the demo agent belongs to. */
export const AGENT_ORG_CODE = 'ORG0001';

export interface DemoEmployee {
  empId: string;
  loginId: string;
  password: string;
  roleType: 'PRODUCT' | 'ORG';
  productCode: string;
  realName: string;
  memberId: string;
  orgCode: string | null;
  /** 'all': every registry screen (and its BIZ_ form) plus every action; else an explicit list. */
  rights: 'all' | readonly string[];
}

export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  {
    empId: '10001',
    loginId: 'admin',
    password: 'Admin2026',
    roleType: 'PRODUCT',
    productCode: 'all',
    realName: '系统管理员',
    memberId: 'F0000001',
    orgCode: null,
    rights: 'all',
  },
  {
    empId: '10002',
    loginId: 'operator',
    password: 'Oper2026',
    roleType: 'PRODUCT',
    productCode: 'all',
    realName: '运营专员',
    memberId: 'F0000002',
    orgCode: null,
    rights: [
      'MemberList',
      'UserSearch',
      'AcctList',
      'BankList',
      'BankBranch',
      'SystemCode',
      'BaseType',
      'FileList',
      'ProductLog',
      'OrderPagePos',
      'BaseAuthMemberId',
      'OrderPagePosExport',
      'CnlBlackList',
      'RiskBlackList',
      'OrgInfManage',
      'AuthElementCheck',
      'BaseTypeNew',
      'BillPage',
      'BillFeeDetail',
      // Products and goods screens to look at, without their edit rights or the activity dialog.
      'GoodsQuery',
      'ActiveList',
    ],
  },
  {
    empId: '10003',
    loginId: 'agent',
    password: 'Agent2026',
    roleType: 'ORG',
    productCode: 'myx',
    realName: '代理商用户',
    // The agent is the administrator member of its organisation; seed.ts fills this in.
    memberId: '',
    orgCode: AGENT_ORG_CODE,
    rights: [
      'BIZ_MemberList',
      'BIZ_UserSearch',
      'BIZ_AcctList',
      'BIZ_OrderPagePos',
      'BIZ_OrderPagePosExport',
      // 标记筛选商户 from its order page: the upstream binds within its subtree only.
      'BIZ_OrderPagePosTagBrand',
      'BIZ_BaseAuthMemberId',
      'BIZ_ProductLogOrg',
      'ProductLogOrg',
      'AgentUsePageUserSearch',
      'BIZ_OrgInfManage',
      'BIZ_BankList',
      'BIZ_BankBranch',
      'BIZ_FileList',
      'BIZ_AuthElementCheck',
      'BIZ_BaseAuthOrgId',
      'BIZ_BaseAuthAcctDetail',
      'BIZ_AcctSearch',
      'BIZ_AcctPayLog',
      'BIZ_AcctLsBalance',
      'BIZ_AcctWithdrawalTransferRecords',
      'BIZ_StandardAuditDrawOrg',
      'BIZ_JF_TransOrgProfit',
      'AgentInvoice',
      'AgentUsePageTermApply',
      'AgentUsePageTermSearch',
      'AgentUsePageTermRecall',
      'BaseAuthPsamCode',
      'BIZ_BaseAuthPsamCode',
      'BIZ_AgentUsePageOrgInfManage',
      'BIZ_AgentUsePageOrgInfManage2.0',
      'BIZ_OrgTree',
      'BIZ_OrgActiveGroup',
      'BIZ_StandardOrgInfManageIsProvider',
      'BIZ_StandardOrgInfManageSettleType',
      // The member and merchant dialog's tabs an agent uses, and its merchant screens (issue 11).
      'BIZ_BaseAuthUserSearchDetailBaseInf',
      'BIZ_BaseAuthUserSearchDetailAuthInf',
      'BIZ_BaseAuthUserSearchDetailCardInf',
      'BIZ_BaseAuthUserSearchDetailMerchantMain',
      'BIZ_BaseAuthUserSearchDetailXw',
      'BIZ_BaseAuthUserSearchDetailWx',
      'BIZ_BaseAuthUserSearchDetailZfb',
      'BIZ_BaseAuthUserSearchDetailQiye',
      'BIZ_UserSearchOrder',
      'BIZ_MemberSearchEnter',
      'BIZ_MemberActive',
      'BIZ_MerchantChangeLog',
      'BIZ_MerchantReport',
      'BIZ_OrderPagePosDetail',
      'BIZ_OrderPagePosItemList',
      'BIZ_BaseAuthOrderId',
      'BIZ_TransSearchSimple',
      'BIZ_BillPage',
      'BIZ_BillFeeDetail',
      'BIZ_BillPageMemberId',
      'AgentUsePageBillPage',
      'BillFeeDetail',
      'BillPageMemberId',
      'BaseAuthOrderId',
      // An agent follows its merchants' cashbacks, entries and goods orders (its subtree only).
      'BIZ_ActiveCashback',
      'BIZ_MerchantEntrant',
      'BIZ_GoodsOrderQuery',
      'AgentUsePageTermData',
      'AgentUsePageIncomeData',
      'AgentUsePageAcctList',
      'ReportData102303',
      'ReportData102304',
      'ReportData102312',
      // The day-by-day dashboard over its own subtree, and so the welcome page's headline figures.
      'BIZ_HomeChartV2',
      // Its own pages (AgentUsePage..., AgentInvoice) are no BIZ_ forms: their links check the plain
      // rights, so it opens its merchants, organisations, accounts and invoice audits there too.
      'BaseAuthMemberId',
      'BaseAuthOrgId',
      'BaseAuthAcctDetail',
      'BillPageOrgCode',
      'BaseAuthUserSearchDetailBaseInf',
      'BaseAuthUserSearchDetailAuthInf',
      'BaseAuthUserSearchDetailCardInf',
      'BaseAuthUserSearchDetailMerchantMain',
      'BaseAuthUserSearchDetailXw',
      'BaseAuthUserSearchDetailWx',
      'BaseAuthUserSearchDetailZfb',
      'BaseAuthUserSearchDetailQiye',
    ],
  },
  {
    // A provider's user under product mcf: the console speaks of 服务商 and 政策包 to it (spec 01 §1).
    empId: '10004',
    loginId: 'provider',
    password: 'Prov2026',
    roleType: 'ORG',
    productCode: 'mcf',
    realName: '服务商用户',
    memberId: '',
    orgCode: 'ORG0002',
    rights: [
      'BIZ_MemberList',
      'BIZ_UserSearch',
      'BIZ_AcctList',
      'BIZ_OrgInfManage',
      'BIZ_BaseAuthMemberId',
      // The member dialog's base and card tabs: what a provider's user reads of its merchants.
      'BIZ_BaseAuthUserSearchDetailBaseInf',
      'BIZ_BaseAuthUserSearchDetailCardInf',
      // The reveal right in its other reading (02 §6): under mcf, the plain admin login id of its organisations (03 §6).
      'BIZ_UserSearchRealInfo',
      'BIZ_BankList',
      'BIZ_ProductLogOrg',
      'ProductLogOrg',
    ],
  },
];
