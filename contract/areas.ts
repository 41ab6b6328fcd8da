// The calls of screens whose paths the spec leaves open. Spec 01 §2 names the screens (and spec 01
// §7 says their areas make "page, add, update and query-single" calls: "Exact payloads: not
// shown"), so each path here is ours, chosen in the family the spec's named paths use
// (/admin/<area>/<noun>/<verb>), and marked `assumed`. A deployer confirms them against the real
// upstream (docs/upstream-contract.md lists them). `pending` marks a console call that the spec
// gives another way: the issue named there moves it.
import { type EntryInput, entries, fields, file, fileOrTask, byKey, none, object, page } from './define.ts';

const OPEN = "spec 01 §2 names the screen; spec 01 §7 gives its area's calls as page, add, update and query-single patterns without paths";
const screen = (what: string, reply: EntryInput['reply']): EntryInput => ({
  spec: '01 §2, §7 Other areas',
  assumed: `${OPEN} (${what})`,
  reply,
});
const read = (what: string) => screen(what, page());
const IMPORT_CONFIG = 'importConfigId configName configCode templateFile columnCount maxRows status remark uptTime';
const one = (what: string) => screen(what, object());
const write = (what: string) => screen(what, none);
const exportOf = (what: string): EntryInput => ({
  spec: '01 §7 exports ("the /admin/export/ family … and others")',
  kind: 'export',
  assumed: `an /admin/export/ family member the spec does not list (${what})`,
  forbids: ['pageNum', 'pageSize'],
  reply: fileOrTask,
});
const binary = (what: string): EntryInput => ({ ...screen(what, { shape: 'file' }), kind: 'blob' });
const upload = (what: string): EntryInput => ({ ...screen(what, none), kind: 'multipart' });
/**
 * The reference upstream's own extension pages: the urls its extendPages name (spec 02 §2; §7 "POST
 * to the server-given url with memberId (search payload for page kind)"). The console names none of
 * them: it posts to the url the member's record lists (app/views/ext/route.ts).
 */
const ext = (reply: EntryInput['reply']): EntryInput => ({
  spec: '02 §2 extra tabs (extendPages: title, url, remark); 02 §7 extension tabs',
  assumed: "the reference upstream's extendPages urls: the spec leaves them to the server",
  request: fields('memberId'),
  openRequest: true,
  reply,
});
export const areas = entries({
  // AcctManage family
  'POST /admin/acct/action/adjust/page': read('AcctManage family'),
  'POST /admin/acct/action/deposit/page': read('AcctManage family'),
  'POST /admin/acct/action/page': read('AcctManage family'),
  'POST /admin/acct/action/recharge/page': read('AcctManage family'),
  'POST /admin/acct/action/trans/page': read('AcctManage family'),
  'POST /admin/acct/manage-biz/page': read('AcctManage family'),
  'POST /admin/acct/manage/adjust': write('AcctManage family'),
  'POST /admin/acct/manage/adjust-batch/import': upload('AcctManage family'),
  'POST /admin/acct/manage/adjust-batch/page': read('AcctManage family'),
  'POST /admin/acct/manage/deposit': write('AcctManage family'),
  'POST /admin/acct/manage/freeze': write('AcctManage family'),
  'POST /admin/acct/manage/page': read('AcctManage family'),
  'POST /admin/acct/manage/recharge': write('AcctManage family'),
  'POST /admin/acct/manage/refund': write('AcctManage family'),
  'POST /admin/acct/manage/trans': write('AcctManage family'),
  'POST /admin/acct/manage/unfreeze': write('AcctManage family'),
  // payment screens
  'POST /admin/acct/ls-balance/page': read('payment screens'),
  'POST /admin/acct/recon/page': read('payment screens'),
  'POST /admin/acct/recon/run': write('payment screens'),
  'POST /admin/acct/rule/page': read('payment screens'),
  'POST /admin/payment/rule-group/page': read('payment screens'),
  // AcctList
  'POST /admin/acct/page': read('AcctList'),
  'POST /admin/export/acct': exportOf('AcctList'),
  // ActiveList
  'POST /admin/activity/add': write('ActiveList'),
  'POST /admin/activity/page': read('ActiveList'),
  'POST /admin/activity/upt': write('ActiveList'),
  'POST /admin/activity/upt-status': write('ActiveList'),
  // ActiveBizStats
  'POST /admin/activity/biz-stats/page': read('ActiveBizStats'),
  // ActiveCashback
  'POST /admin/activity/cashback/page': read('ActiveCashback'),
  // ActiveHelpLog
  'POST /admin/activity/help-log/page': read('ActiveHelpLog'),
  // AgentUsePageAcctList
  'POST /admin/agent/acct/page': read('AgentUsePageAcctList'),
  // AgentUsePageIncomeData
  'POST /admin/agent/income-data/page': read('AgentUsePageIncomeData'),
  // AgentInvoice
  'POST /admin/agent/invoice/apply': write('AgentInvoice'),
  'POST /admin/agent/invoice/page': read('AgentInvoice'),
  // AgentUsePageUserSearch
  'POST /admin/agent/merchant/page': read('AgentUsePageUserSearch'),
  // AgentUsePageTermData
  'POST /admin/agent/term-data/page': read('AgentUsePageTermData'),
  // AppAgreement
  'POST /admin/app/agreement/add': write('AppAgreement'),
  'POST /admin/app/agreement/detail': one('AppAgreement'),
  'POST /admin/app/agreement/page': read('AppAgreement'),
  'POST /admin/app/agreement/upt': write('AppAgreement'),
  // AppFunction
  'POST /admin/app/function/add': write('AppFunction'),
  'POST /admin/app/function/detail': one('AppFunction'),
  'POST /admin/app/function/page': read('AppFunction'),
  'POST /admin/app/function/upt': write('AppFunction'),
  // AppMenu
  'POST /admin/app/menu/add': write('AppMenu'),
  'POST /admin/app/menu/detail': one('AppMenu'),
  'POST /admin/app/menu/page': read('AppMenu'),
  'POST /admin/app/menu/upt': write('AppMenu'),
  // AppQuestion
  'POST /admin/app/question/add': write('AppQuestion'),
  'POST /admin/app/question/detail': one('AppQuestion'),
  'POST /admin/app/question/page': read('AppQuestion'),
  'POST /admin/app/question/upt': write('AppQuestion'),
  // SystemAuthorizationTreeApp
  'POST /admin/app/res/add': write('SystemAuthorizationTreeApp'),
  'POST /admin/app/res/detail': one('SystemAuthorizationTreeApp'),
  'POST /admin/app/res/page': read('SystemAuthorizationTreeApp'),
  'POST /admin/app/res/upt': write('SystemAuthorizationTreeApp'),
  // AppVersion
  'POST /admin/app/version/add': write('AppVersion'),
  'POST /admin/app/version/detail': one('AppVersion'),
  'POST /admin/app/version/page': read('AppVersion'),
  'POST /admin/app/version/upt': write('AppVersion'),
  // AppVideo
  'POST /admin/app/video/add': write('AppVideo'),
  'POST /admin/app/video/detail': one('AppVideo'),
  'POST /admin/app/video/page': read('AppVideo'),
  'POST /admin/app/video/upt': write('AppVideo'),
  // audit lists
  'POST /admin/audit/card/page': read('audit lists'),
  'POST /admin/audit/change-card/page': read('audit lists'),
  'POST /admin/audit/page': read('audit lists'),
  'POST /admin/audit/zzf/page': read('audit lists'),
  'POST /admin/msy/audit/active-cashback/page': read('audit lists'),
  'POST /admin/msy/audit/active-deduct/page': read('audit lists'),
  'POST /admin/msy/audit/flow-cashback/page': read('audit lists'),
  'POST /admin/msy/audit/flow-deduct/page': read('audit lists'),
  'POST /admin/msy/audit/page': read('audit lists'),
  'POST /admin/msy/audit/term-qualify/page': read('audit lists'),
  // audit screens
  'POST /admin/audit/force/{id}': write('audit screens'),
  'POST /admin/audit/retry/{id}': write('audit screens'),
  // BaseTypeNew
  'POST /admin/base-type-new/add': write('BaseTypeNew'),
  'POST /admin/base-type-new/del': write('BaseTypeNew'),
  'POST /admin/base-type-new/detail': one('BaseTypeNew'),
  'POST /admin/base-type-new/page': read('BaseTypeNew'),
  'POST /admin/base-type-new/upt': write('BaseTypeNew'),
  // BaseType
  'POST /admin/base-type/page': read('BaseType'),
  // bill, order and fee-rule screens
  'POST /admin/bill/biz/page': read('bill, order and fee-rule screens'),
  'POST /admin/bill/cnl/page': read('bill, order and fee-rule screens'),
  'POST /admin/bill/detail': one('bill, order and fee-rule screens'),
  'POST /admin/bill/fee/page': read('bill, order and fee-rule screens'),
  'POST /admin/order/rule/fee-detail': one('bill, order and fee-rule screens'),
  'POST /admin/order/rule/gen-rule-detail': { ...one('bill, order and fee-rule screens'), ...byKey('ruleId') },
  'POST /admin/order/trans/page': read('bill, order and fee-rule screens'),
  'POST /admin/recon/detail': one('bill, order and fee-rule screens'),
  'POST /admin/recon/item/page': read('bill, order and fee-rule screens'),
  'POST /admin/recon/page': read('bill, order and fee-rule screens'),
  // CalendarList
  'POST /admin/calendar/detail': { ...one('CalendarList'), ...byKey('calDate') },
  'POST /admin/calendar/page': read('CalendarList'),
  'POST /admin/calendar/upt': write('CalendarList'),
  // FullCnlRegisterCheck
  'POST /admin/check/full-cnl/page': read('FullCnlRegisterCheck'),
  // LysRegisterCheck
  'POST /admin/check/lys/page': read('LysRegisterCheck'),
  // ProductCoupon
  'POST /admin/coupon/add': write('ProductCoupon'),
  'POST /admin/coupon/detail': one('ProductCoupon'),
  'POST /admin/coupon/page': read('ProductCoupon'),
  'POST /admin/coupon/upt': write('ProductCoupon'),
  'POST /admin/coupon/upt-status': write('ProductCoupon'),
  // ProductCouponNew
  'POST /admin/coupon/batch/add': write('ProductCouponNew'),
  'POST /admin/coupon/batch/exec': write('ProductCouponNew'),
  'POST /admin/coupon/batch/page': read('ProductCouponNew'),
  // ProductCouponManage
  'POST /admin/coupon/member/invalid': write('ProductCouponManage'),
  'POST /admin/coupon/member/page': read('ProductCouponManage'),
  // ProductCouponV3
  'POST /admin/coupon/v3/add': write('ProductCouponV3'),
  'POST /admin/coupon/v3/detail': one('ProductCouponV3'),
  'POST /admin/coupon/v3/page': read('ProductCouponV3'),
  'POST /admin/coupon/v3/upt': write('ProductCouponV3'),
  // SystemAuthorizationMember
  'POST /admin/employee/disable': write('SystemAuthorizationMember'),
  'POST /admin/employee/enable': write('SystemAuthorizationMember'),
  'POST /admin/employee/page': read('SystemAuthorizationMember'),
  'POST /admin/employee/role/detail': { ...one('SystemAuthorizationMember'), ...byKey('empId') },
  'POST /admin/employee/role/save': write('SystemAuthorizationMember'),
  // ReportLog
  'POST /admin/export-log/page': read('ReportLog'),
  // account dialog
  'POST /admin/export/acct-item': exportOf('account dialog'),
  // Dashboards
  'POST /admin/export/dashboard': exportOf('Dashboards'),
  'POST /admin/report/dashboard': write('Dashboards'),
  // MerchantReport
  'POST /admin/export/merchant-report': exportOf('MerchantReport'),
  'POST /admin/merchant/report/page': read('MerchantReport'),
  // ReportData102303
  'POST /admin/report/102303/page': read('ReportData102303'),
  // ReportData102304
  'POST /admin/report/102304/page': read('ReportData102304'),
  // ReportData102312
  'POST /admin/report/102312/page': read('ReportData102312'),
  // ReportTag
  'POST /admin/export/report-tag': exportOf('ReportTag'),
  'POST /admin/report/tag/page': read('ReportTag'),
  // AppFeedback
  'POST /admin/feedback/handle': write('AppFeedback'),
  'POST /admin/feedback/page': read('AppFeedback'),
  // FileList
  'POST /admin/file/page': read('FileList'),
  // FileListUploadLog
  'POST /admin/file/upload-log/page': read('FileListUploadLog'),
  // BaseImportListConfig: 03 §3 line 83 "import config (importConfigId, configName)" (01-N3, 03-N4)
  'POST /admin/import/config/page': screen('BaseImportListConfig', page(IMPORT_CONFIG)),
  // BaseImportList
  'POST /admin/import/page': read('BaseImportList'),
  // member indicator screens
  'POST /admin/ind/indicator/page': read('member indicator screens'),
  'POST /admin/ind/warning-rule/add': write('member indicator screens'),
  'POST /admin/ind/warning-rule/detail': one('member indicator screens'),
  'POST /admin/ind/warning-rule/disable': write('member indicator screens'),
  'POST /admin/ind/warning-rule/enable': write('member indicator screens'),
  'POST /admin/ind/warning-rule/page': read('member indicator screens'),
  'POST /admin/ind/warning-rule/upt': write('member indicator screens'),
  'POST /admin/ind/warning/handle': write('member indicator screens'),
  'POST /admin/ind/warning/page': read('member indicator screens'),
  // MemberActive
  'POST /admin/member/active/page': read('MemberActive'),
  // UserSearchAdmin
  'POST /admin/member/admin/page': read('UserSearchAdmin'),
  // MemberLoginLog
  'POST /admin/member/login-log/page': read('MemberLoginLog'),
  // MemberList
  'POST /admin/member/page': read('MemberList'),
  // MemberTag
  'POST /admin/member/tag-bind/page': read('MemberTag'),
  // MemberTagLog
  'POST /admin/member/tag-log/page': read('MemberTagLog'),
  // MemberTagStat
  'POST /admin/member/tag-stat/page': read('MemberTagStat'),
  // MerchantChangeLog
  'POST /admin/merchant/change-log/page': read('MerchantChangeLog'),
  // MemberSearchEnter
  'POST /admin/merchant/enter/page': read('MemberSearchEnter'),
  // UserSearch
  'POST /admin/merchant/page': read('UserSearch'),
  // MerchantSwitchLog
  'POST /admin/merchant/switch-log/page': read('MerchantSwitchLog'),
  // OperateAgentMessageNotice
  'POST /admin/message/notice/add': write('OperateAgentMessageNotice'),
  'POST /admin/message/notice/handle': write('OperateAgentMessageNotice'),
  'POST /admin/message/notice/page': read('OperateAgentMessageNotice'),
  // OperateAgentMessageNoticeBatch
  'POST /admin/message/notice/batch/add': write('OperateAgentMessageNoticeBatch'),
  'POST /admin/message/notice/batch/page': read('OperateAgentMessageNoticeBatch'),
  // OperateAgentMessageOfficial
  'POST /admin/message/official/add': write('OperateAgentMessageOfficial'),
  'POST /admin/message/official/page': read('OperateAgentMessageOfficial'),
  // draw and payout screens
  'POST /admin/msy/payout/private/page': read('draw and payout screens'),
  'POST /admin/msy/payout/public/page': read('draw and payout screens'),
  // OperateOrder
  'POST /admin/operate/order/page': read('OperateOrder'),
  // ORG payment-channel filter
  'POST /admin/org/self-info': {
    spec: '01 §6 (ORG payment-channel filter: "the tag codes of that organisation\'s own info"); 03 §6',
    assumed:
      "spec 01 §6 names the look-up of the signed-in organisation's own info, not its path; its answer in either shape of contract/readings.ts (org-own-info)",
    request: {},
    reply: object('orgCode orgName orgLevel tags'),
  },
  // ProcessList
  'POST /admin/process/page': read('ProcessList'),
  'POST /admin/process/retry': write('ProcessList'),
  // ProductList
  'POST /admin/product/add': write('ProductList'),
  'POST /admin/product/detail': one('ProductList'),
  'POST /admin/product/page': read('ProductList'),
  'POST /admin/product/upt': write('ProductList'),
  // ProductBiz
  'POST /admin/product/biz/add': write('ProductBiz'),
  'POST /admin/product/biz/detail': one('ProductBiz'),
  'POST /admin/product/biz/page': read('ProductBiz'),
  'POST /admin/product/biz/upt': write('ProductBiz'),
  'POST /admin/product/biz/upt-status': write('ProductBiz'),
  // profit screens
  'POST /admin/profit/org-trans/page': read('profit screens'),
  'POST /admin/profit/record-active/page': read('profit screens'),
  'POST /admin/profit/record-profit/page': read('profit screens'),
  'POST /admin/profit/stat/posting/page': read('profit screens'),
  'POST /admin/profit/stat/stage-reward/page': read('profit screens'),
  'POST /admin/profit/trans/page': read('profit screens'),
  // PromotionRecord
  'POST /admin/promo/record/details': one('PromotionRecord'),
  // ProductCnlLog
  'POST /admin/report/cnl-log/page': read('ProductCnlLog'),
  // ProductLogSelect
  'POST /admin/report/task-log/page': read('ProductLogSelect'),
  // SystemAuthorizationTree
  'POST /admin/res/add': write('SystemAuthorizationTree'),
  'POST /admin/res/detail': one('SystemAuthorizationTree'),
  'POST /admin/res/page': read('SystemAuthorizationTree'),
  'POST /admin/res/upt': write('SystemAuthorizationTree'),
  // CnlBlackList, RiskBlackList
  'POST /admin/risk/black/del': write('CnlBlackList, RiskBlackList'),
  'POST /admin/risk/black/import': upload('CnlBlackList, RiskBlackList'),
  'POST /admin/risk/black/page': read('CnlBlackList, RiskBlackList'),
  'POST /admin/risk/cnl-black/del': write('CnlBlackList, RiskBlackList'),
  'POST /admin/risk/cnl-black/import': upload('CnlBlackList, RiskBlackList'),
  'POST /admin/risk/cnl-black/page': read('CnlBlackList, RiskBlackList'),
  // SystemAuthorizationSetting
  'POST /admin/role/add': write('SystemAuthorizationSetting'),
  'POST /admin/role/detail': one('SystemAuthorizationSetting'),
  'POST /admin/role/disable': write('SystemAuthorizationSetting'),
  'POST /admin/role/enable': write('SystemAuthorizationSetting'),
  'POST /admin/role/page': read('SystemAuthorizationSetting'),
  'POST /admin/role/res/save': write('SystemAuthorizationSetting'),
  'POST /admin/role/res/tree': { ...one('SystemAuthorizationSetting (a role and its resource tree)'), ...byKey('roleId') },
  'POST /admin/role/upt': write('SystemAuthorizationSetting'),
  // TaskManager
  'POST /admin/schedule/job/detail': one('TaskManager'),
  'POST /admin/schedule/job/enable': write('TaskManager'),
  'POST /admin/schedule/job/page': read('TaskManager'),
  'POST /admin/schedule/job/pause': write('TaskManager'),
  'POST /admin/schedule/job/save': write('TaskManager'),
  'POST /admin/schedule/job/trigger': write('TaskManager'),
  'POST /admin/schedule/log/page': { ...read('TaskManager'), ...byKey('jobId', 'rows') },
  // SheetList
  'POST /admin/sheet/add': write('SheetList'),
  'POST /admin/sheet/detail': one('SheetList'),
  'POST /admin/sheet/page': read('SheetList'),
  'POST /admin/sheet/upt': write('SheetList'),
  // OperateSendSMS
  'POST /admin/sms/send/add': write('OperateSendSMS'),
  'POST /admin/sms/send/page': read('OperateSendSMS'),
  // OperateSendSMSTmpltSee
  // 03 §3 (line 83) "message template (msgTmpltId, msgTmpltName)"; the other columns are the screen's design.
  'POST /admin/sms/template/page': screen('OperateSendSMSTmpltSee', page('msgTmpltId msgTmpltName signName content status uptTime')),
  // MemberTagNew
  'POST /admin/tag/page': read('MemberTagNew'),
  // BaseTemplate
  // An import's template file by its 基础模板 code: the button beside each import and the 基础模板 rows.
  'POST /admin/common/template/down': {
    spec: '03 §7 binary exports (template download); protocol §3 (/template/down paths send no encrypted body)',
    assumed:
      'spec 03 §7 gives one template call (downOrderExcelTemplate, the order template); the other import templates by their templateCode, in the same /admin/common/template/ family',
    kind: 'blob',
    request: fields('templateCode'),
    reply: file,
  },
  'POST /admin/template/add': write('BaseTemplate'),
  'POST /admin/template/detail': one('BaseTemplate'),
  'POST /admin/template/page': read('BaseTemplate'),
  'POST /admin/template/upt': write('BaseTemplate'),
  // WechatRecord
  'POST /admin/wechat/record/page': read('WechatRecord'),
  // Purchases
  'POST /{p}/admin/purchase/detail': one('Purchases'),
  // ParamsQuery
  'POST /{p}/param/detail': one('ParamsQuery'),
  // terminal side screens
  'POST /{p}/pos/member-encourage/page': read('terminal side screens'),
  'POST /{p}/pos/term-limit/detail': one('terminal side screens'),
  'POST /{p}/pos/term-limit/page': read('terminal side screens'),
  'POST /{p}/pos/term-limit/upt': write('terminal side screens'),
  'POST /{p}/pos/term-vip/give': write('terminal side screens'),
  'POST /{p}/pos/term-vip/page': read('terminal side screens'),
  // terminal screens
  'POST /{p}/pos/org/admin/batch-in/by-excel': upload('terminal screens'),
  'POST /{p}/pos/standard/org/admin/operation/batch-detail': one('terminal screens'),
  'POST /{p}/pos/standard/org/admin/operation/batch-page': read('terminal screens'),
  'POST /{p}/pos/standard/org/admin/psam/recall/detail-export': binary('terminal screens'),
  'POST /{p}/pos/standard/org/admin/psam/trans/page': { ...read('terminal screens'), ...byKey('psamCode', 'rows') },
  'POST /{p}/pos/standard/org/admin/transfer/query-psam/tusn-export': binary('terminal screens'),
  'POST /{p}/pos/standard/org/admin/transfer/transfer/detail/export': binary('terminal screens'),
  // promotion dialog
  'POST /{p}/pos/promotion/admin/query-promotion': one('promotion dialog'),
  'POST /{p}/pos/promotion/admin/query-promotion-item': { ...one('promotion dialog'), ...byKey('itemId') },
  // MerchantAddQuery
  'POST /{p}/pos/standard/merchant/add-page': read('MerchantAddQuery'),
  // organisation audit screens
  'POST /{p}/pos/standard/org/admin/org/audit-page': read('organisation audit screens'),
  'POST /{p}/pos/standard/org/admin/org/audit-pass': write('organisation audit screens'),
  'POST /{p}/pos/standard/org/admin/org/audit-reject': write('organisation audit screens'),
  // Pending: console calls the spec gives another way.
  'POST /admin/member/ext/activity-list': ext(page()),
  'POST /admin/member/ext/policy-page': ext(page()),
  // 02 §2 names the object tab's contents, not its fields: the names the console reads, per wallet.
  'POST /admin/member/ext/xw-summary': {
    ...ext(
      object(
        'merchantType merchantName shortName mccName address xwStatus pmStatus xwMerchantCode zfbAuditStatus zfbAuthStatus zfbMerchantCode zfbRejectReason zfbQrCode wxAuditStatus wxAuthStatus wxMerchantCode wxRejectReason wxQrCode memberId shopFrontImgId shopIndoorImgId shopCashierImgId',
      ),
    ),
    assumed:
      "the reference upstream's extendPages url; the object kind's field names are ours, one set per wallet (zfb…, wx…): 02 §2 names the review and authorisation states, reject reasons, sub-merchant codes and QR codes of each wallet without field names, and 02 §3's sub-merchant names (scanAuditStatus, scanAuthStatus, auditDesc, wxMerchantCode, qrCode) name one channel's",
  },
});
