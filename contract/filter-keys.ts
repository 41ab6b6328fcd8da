// 01-N10: the request keys the console's list filters send beyond what the spec spells. Spec 01 §3
// (line 87) gives the common search form (frame.ts SEARCH_FORM) and 01 §2 (line 60) the notable
// filter names; every other key is the console's own, listed here by reason so that
// docs/upstream-contract.md asks the deployer to confirm them. A unit test holds this list to the
// keys the shared filters and the list screens send. Erasable TypeScript.

/** 01 §2 line 60: "Notable filter names: memberId, merchantId, … sql, idcNum, cardNo" (psamCode or tusn). */
export const SPEC_FILTER_NAMES: readonly string[] = `
memberId merchantId merchantCode loginId realName mobile orgCode orgName psamCode tusn billId orderId transId acctId activityId
activityGroupId tagCode tagName couponId batchId roleName fileName sql idcNum cardNo
`
  .trim()
  .split(/\s+/);

export interface FilterKeys {
  readonly reason: string;
  readonly keys: readonly string[];
}

const keys = (text: string) => text.trim().split(/\s+/);

/** The console's own keys, assumed, by reason. */
export const ASSUMED_FILTER_KEYS: readonly FilterKeys[] = [
  {
    reason:
      'date ranges: 01 §2 line 60 "Date-range filters exist as start/end pairs for creation, update, activation, …" gives no keys; named start<Thing>Date/end<Thing>Date after the common form\'s startDate/endDate, each "yyyy-MM-dd HH:mm:ss"',
    keys: keys(`
startUptDate endUptDate startActiveDate endActiveDate startFirstTransDate endFirstTransDate
startLastTransDate endLastTransDate startStorageDate endStorageDate startTransferDate
endTransferDate startBindDate endBindDate startDeliveryDate endDeliveryDate startReturnDate
endReturnDate startReconDate endReconDate startDisableDate endDisableDate
`),
  },
  {
    reason:
      'amount ranges (01-#25): 01 §5 line 147 strips "start and end amount" to digits without naming the keys or the unit; the console sends yuan with up to two decimals (01 §9: amounts shown in yuan), the reference upstream compares them in fen (x100)',
    keys: keys(`
startAmount endAmount startBalance endBalance startValidBalance endValidBalance startOrderAmt
endOrderAmt startFeeAmt endFeeAmt startCouponFee endCouponFee
`),
  },
  {
    reason:
      'other ranges: 01 §2 line 60 "order rate, … file size in kb, terminal serial ranges" without keys; rate as shown (percent), size in KB, serials as typed',
    keys: keys(`
startOrderRate endOrderRate startSize endSize startPsamCode endPsamCode
`),
  },
  {
    reason:
      'shared filters 01 §2 describes (selects by dictionary or enumeration, cascaders, the organisation, member and provider search boxes, 01 §5 stripped fields) without their body key: named as the entity field they filter',
    keys: keys(`
memberIds userMobile orgLevel providerLevel batchNo deliveryNo reportName typeId typeName typeValue
bankCode bankName branchName blackValue custFileGroup fileType unTransDays topOrgCode curOrgCode
providerCode areaCode cityCode stageCode categoryId agentMchtNo routeFlag orgType memberType
custMemberType status memberStatus authStatus merchantType acctCode acctStatus acctGrade productCode
payChannel cnlCode blackType roleType transDate settleDate execTime transTime
`),
  },
  {
    reason:
      'a list screen\'s own filters: the spec names the screen (01 §2) and its area\'s calls, "Exact payloads: not shown" (01 §7 line 202); each named as the column it filters',
    keys: keys(`
paymentRuleId paymentRuleCode paymentRuleName paymentModel paymentId payStatus innerItemTag pgrId
pgrName auditStatus reconStatus payoutId drawId payoutStatus payoutKind opType acctItemId ioTag
itemStatus memberTags custOrderType operateType custOrderTag resultCode consumerBankName
startCnlDate endCnlDate kind xwStatus pmStatus wxAuditStatus zfbAuditStatus merchantName
cashbackStatus loginIp channel result action tagSubType custGroup indicatorSearch custIndicatorType
custIndicatorTag indicatorGroupTag indicatorCode warningLevel handleStatus changeType
activityGroupName activityMode auditType appType funcName osType publishType agreementName
feedbackStatus question title menuName resName pushStatus batchStatus templateCode sendStatus
msgTmpltName jobName executeStatus lastRunStatus dayType resType parentId typeCode category
templateName configCode importStatus configName bizId processStatus sheetName productName bizType
reportCode reportType bizCode bizName couponName couponType stockId stockName tmpltId tmpltName
optName dataType activityCode activityName activityType instanceType qualification helperMemberId
auditId drawStatus feeCode payeeMemberId feeRuleId feeTag billType custBillType billStatus
custBillId custBillStatus cnlOrderNo orderTags reconId subStatus feeId feeName expensesFlag ruleId
ruleName disabled checkResult invoiceNo batchName toOrgCode psamStatus bindingState activationStatus
storageTag source strPsamCodes goodsId goodsName brandName brandStatus goodsOrderId logisticsNo
timeoutTag actName reportMonth promotionId promotionName posterName promoCode promoName promoType
promoterMemberId tagId entrantId fromCnl toCnl switchStatus purchaseId tagFlag iccid paramCode
paramName paramGroup
`),
  },
];
