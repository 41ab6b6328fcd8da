// The shared filter catalogue (spec 01 §2 "Shared filter bar", §5 "Filters and dates", §9). Screens
// name filters from here and override single fields.
import { agentList, goodsCategoryTree, productList, stageList } from '../calls/lookups.ts';
import { enumOptions } from '../dict/enums/index.ts';
import type { FilterOption } from '../dict/enums/types.ts';
import type { FilterDef, FilterPattern } from './types.ts';

type Extra = Partial<Omit<FilterDef, 'name' | 'label' | 'type'>>;

function text(name: string, label: string, maxLength = 20, pattern?: FilterPattern, extra: Extra = {}): FilterDef {
  return { name, label, type: 'text', placeholder: `请输入${label}`, maxLength, ...(pattern ? { pattern } : {}), ...extra };
}

function digits(name: string, label: string, maxLength = 20): FilterDef {
  return { name, label, type: 'digits', placeholder: `请输入${label}`, maxLength, pattern: 'digits' };
}

function select(name: string, label: string, source: Pick<FilterDef, 'enumId' | 'dict' | 'options'>, extra: Extra = {}): FilterDef {
  // An enumeration's options are settled here, on the server: the browser carries no enumeration tables.
  const options = source.enumId && !source.options ? { options: enumOptions(source.enumId) } : {};
  return { name, label, type: 'select', placeholder: `请选择${label}`, ...source, ...options, ...extra };
}

function picker(name: string, label: string, type: 'org' | 'member' | 'provider', mode?: string): FilterDef {
  return { name, label, type, placeholder: `请输入${label}`, ...(mode ? { mode } : {}) };
}

// Range keys follow the spec's common search form (startDate/endDate); the pairs the spec does
// not spell out are named start<Thing>/end<Thing> after the same model.
function dateRange(name: string, label: string, keys: readonly [string, string], extra: Extra = {}): FilterDef {
  return { name, label, type: 'dateRange', keys, maxDays: 90, defaultWindow: 'today', shortcuts: 'standard', ...extra };
}

function numRange(
  name: string,
  label: string,
  keys: readonly [string, string],
  pattern: FilterPattern = 'amount',
  maxLength = 20,
): FilterDef {
  return { name, label, type: 'numRange', keys, pattern, maxLength };
}

/** The product codes: the product list look-up (spec 02 §7 "product list | page size 50"). */
/** Spec 03 §4 line 104: "The order-type pick-list omits dictionary entries 290221 and 290241." */
export const ORDER_TYPES_OMITTED: readonly string[] = ['290221', '290241'];

export const PRODUCT_LOOKUP: NonNullable<FilterDef['lookup']> = {
  path: productList.path,
  value: 'productCode',
  label: 'productName',
  body: { pageNum: 1, pageSize: 50 },
};

/** Payment-channel dictionary (spec 01 §9: 8070). */
const PAY_CHANNEL_DICT = 8070;

const ENTRIES: readonly FilterDef[] = [
  // Ids and names.
  text('memberId', '会员编号', 40, 'hex'),
  { name: 'memberIds', label: '会员编号', type: 'multiId', placeholder: '多个会员编号以英文逗号分隔', maxLength: 9999, pattern: 'multiId' },
  text('merchantId', '商户ID', 40, 'alnum'),
  text('cnlMerchantCode', '商户编号', 40, 'alnum'),
  // Spec 01 §2 names merchantCode among the catalogue's filters; no screen of spec 01, 02 or 03
  // names it (their merchant numbers are cnlMerchantCode and mchtNo): kept as the catalogue holds it.
  text('merchantCode', '商户代码', 40, 'alnum'),
  text('mchtNo', '商户号', 40, 'alnum'),
  text('loginId', '登录账号', 40),
  text('realName', '真实姓名', 20),
  digits('mobile', '手机号', 11),
  digits('userMobile', '用户手机号', 11),
  text('idcNum', '身份证号', 18, 'idc'),
  { name: 'cardNo', label: '银行卡号', type: 'card', placeholder: '请输入银行卡号', maxLength: 22, pattern: 'card' },
  text('orgName', '机构名称', 40),
  digits('orgLevel', '机构级别', 2),
  digits('providerLevel', '服务商级别', 2),
  text('psamCode', 'TUSN', 40, 'alnum', { placeholder: '请输入终端号' }),
  text('tusn', 'TUSN', 40, 'alnum', { placeholder: '请输入终端号' }),
  text('billId', '账单号', 18, 'alnum'),
  text('orderId', '订单号', 18, 'alnum'),
  text('custOrderId', '商户订单号', 40, 'alnum'),
  text('referNo', '参考号', 20, 'alnum'),
  digits('transId', '交易流水号', 40),
  text('acctId', '账户编号', 99, 'alnum'),
  text('activityId', '活动编号', 99, 'alnum'),
  digits('activityGroupId', '活动组编号', 20),
  text('tagCode', '标签编码', 40),
  text('tagName', '标签名称', 40),
  text('couponId', '优惠券编号', 99, 'alnum'),
  text('batchId', '批次编号', 99, 'alnum'),
  digits('batchNo', '批次号', 20),
  digits('deliveryNo', '物流单号', 40),
  text('roleName', '角色名称', 20),
  text('fileName', '文件名称', 40),
  text('reportName', '报表名称', 40),
  { name: 'sql', label: 'SQL', type: 'sql', placeholder: '请输入SQL', maxLength: 9999 },
  digits('typeId', '字典类型', 20),
  text('typeName', '字典名称', 40),
  text('typeValue', '字典值', 40),
  text('bankCode', '银行编码', 20, 'alnum'),
  text('bankName', '银行名称', 40),
  text('branchName', '支行名称', 40),
  text('blackValue', '名单值', 40),
  // The upload group and file type codes have no known dictionary: typed as codes.
  text('custFileGroup', '文件分组', 40, 'alnum'),
  digits('fileType', '文件类型', 20),
  digits('unTransDays', '未交易天数', 4),

  // Pickers and cascaders.
  picker('orgCode', '机构', 'org', 'default'),
  picker('topOrgCode', '顶级机构', 'org', 'top'),
  picker('curOrgCode', '当前机构', 'org', 'current'),
  picker('providerCode', '服务商', 'provider'),
  picker('leaderMemberId', '负责人', 'member', 'leader'),
  picker('orgMemberId', '机构会员', 'member', 'org'),
  { name: 'areaCode', label: '地区', type: 'cascader', cascader: 'area', placeholder: '请选择地区' },
  { name: 'cityCode', label: '城市', type: 'cascader', cascader: 'city', placeholder: '请选择城市' },
  // The tree cascaders of spec 01 §2, each over its look-up (contract: the stage list and the agent
  // list are assumed paths); a leaf is chosen and sent as the filter's field.
  {
    name: 'stageCode',
    label: '进件阶段',
    type: 'cascader',
    cascader: 'stage',
    placeholder: '请选择进件阶段',
    lookup: { path: stageList.path, value: 'code', label: 'name', children: 'children', body: {} },
  },
  {
    name: 'categoryId',
    label: '商品分类',
    type: 'cascader',
    cascader: 'goodsCategory',
    placeholder: '请选择商品分类',
    // Spec 03 §7 pick-lists: the classification tree of enabled categories (status 1); goods sit on the third level.
    lookup: {
      path: goodsCategoryTree.path,
      value: 'categoryId',
      label: 'categoryName',
      children: 'children',
      depth: 3,
      body: { status: 1 },
    },
  },
  {
    name: 'agentMchtNo',
    label: '代理商户号',
    type: 'cascader',
    cascader: 'agentMerchant',
    placeholder: '请选择代理商户号',
    lookup: { path: agentList.path, value: 'code', label: 'name', children: 'children', body: {} },
  },
  { name: 'routeFlag', label: '路由选项', type: 'routeOption' },

  // Selects.
  select('orgType', '机构类型', { enumId: 'orgType' }),
  select('memberType', '会员类型', { enumId: 'memberType' }),
  select('custMemberType', '客户类型', { enumId: 'custMemberType' }),
  select('status', '状态', { enumId: 'enableStatus' }),
  select('memberStatus', '会员状态', { enumId: 'memberStatus' }, { field: 'status' }),
  select('authStatus', '认证状态', { enumId: 'authStatus' }),
  select('orderStatus', '订单状态', { enumId: 'orderStatus' }),
  // Spec 03 §4 line 104: the order-type pick-list omits dictionary entries 290221 and 290241 (every one, 03-#31).
  { ...select('custOrderType', '订单类型', { dict: 1200 }), dictOmit: ORDER_TYPES_OMITTED },
  select('merchantType', '商户类型', { enumId: 'merchantType' }),
  select('acctCode', '账户类型', { enumId: 'acctCode' }),
  select('acctStatus', '账户状态', { enumId: 'acctStatus' }),
  select('acctGrade', '账户等级', { enumId: 'acctGrade' }),
  { name: 'productCode', label: '产品', type: 'select', lookup: PRODUCT_LOOKUP, placeholder: '请选择产品', products: 'onlyAll' },
  select('payChannel', '支付通道', { dict: PAY_CHANNEL_DICT }, { products: 'mcfByhb', field: 'cnlCode' }),
  select('cnlCode', '渠道', { dict: PAY_CHANNEL_DICT }),
  select('blackType', '名单类型', { dict: 9000 }),
  select('roleType', '角色类型', { dict: 1000 }),

  // Single dates and times.
  { name: 'transDate', label: '交易日期', type: 'date', placeholder: '请选择交易日期' },
  { name: 'settleDate', label: '结算日期', type: 'date', placeholder: '请选择结算日期' },
  { name: 'execTime', label: '执行时间', type: 'datetime', placeholder: '请选择执行时间' },
  { name: 'transTime', label: '交易时间', type: 'time', placeholder: '请选择交易时间' },

  // Date ranges.
  dateRange('crtTime', '创建时间', ['startDate', 'endDate']),
  dateRange('uptTime', '更新时间', ['startUptDate', 'endUptDate']),
  dateRange('activeTime', '激活时间', ['startActiveDate', 'endActiveDate']),
  dateRange('firstTransTime', '首次交易时间', ['startFirstTransDate', 'endFirstTransDate']),
  dateRange('lastTransTime', '最后交易时间', ['startLastTransDate', 'endLastTransDate']),
  dateRange('storageTime', '入库时间', ['startStorageDate', 'endStorageDate']),
  dateRange('transferTime', '划拨时间', ['startTransferDate', 'endTransferDate']),
  dateRange('bindTime', '绑定时间', ['startBindDate', 'endBindDate'], { defaultWindow: { days: 30 } }),
  dateRange('deliveryTime', '发货时间', ['startDeliveryDate', 'endDeliveryDate']),
  dateRange('returnTime', '退货时间', ['startReturnDate', 'endReturnDate']),
  dateRange('reconTime', '对账时间', ['startReconDate', 'endReconDate']),
  dateRange('disableTime', '禁用时间', ['startDisableDate', 'endDisableDate']),

  // Numeric ranges.
  numRange('amount', '金额', ['startAmount', 'endAmount']),
  numRange('balance', '余额', ['startBalance', 'endBalance']),
  numRange('validBalance', '可用余额', ['startValidBalance', 'endValidBalance']),
  numRange('orderAmt', '订单金额', ['startOrderAmt', 'endOrderAmt']),
  numRange('orderRate', '订单费率', ['startOrderRate', 'endOrderRate']),
  numRange('feeAmt', '手续费', ['startFeeAmt', 'endFeeAmt']),
  numRange('couponFee', '优惠金额', ['startCouponFee', 'endCouponFee']),
  numRange('fileSize', '文件大小(KB)', ['startSize', 'endSize'], 'digits'),
  numRange('psamRange', '终端号段', ['startPsamCode', 'endPsamCode'], 'alnum', 20),
];

/**
 * The filters that name one record, or one owner's records, by its number (issue #53): a query
 * holding one is not limited by the default date window (lib/filters/rules.ts liftedWindows; the
 * reading of spec 01 §5 and §9 is written in docs/filters.md). A name, a type or a status is no
 * number: those queries keep the window.
 */
const EXACT: ReadonlySet<string> = new Set([
  'memberId',
  'memberIds',
  'merchantId',
  'cnlMerchantCode',
  'merchantCode',
  'mchtNo',
  'loginId',
  'mobile',
  'userMobile',
  'idcNum',
  'cardNo',
  'psamCode',
  'tusn',
  'billId',
  'orderId',
  'custOrderId',
  'referNo',
  'transId',
  'acctId',
  'activityId',
  'couponId',
  'batchId',
  'batchNo',
  'deliveryNo',
  'orgCode',
]);

export const FILTERS: Readonly<Record<string, FilterDef>> = Object.freeze(
  Object.fromEntries(ENTRIES.map((def) => [def.name, Object.freeze(EXACT.has(def.name) ? { ...def, exact: true } : def)])),
);

/** A catalogue entry by name; own properties only, so 'constructor' or '__proto__' find nothing. */
export function filterDef(name: string): FilterDef | null {
  return Object.hasOwn(FILTERS, name) ? FILTERS[name] : null;
}

/**
 * Product codes under which the terminal filters read SN instead of TUSN. The spec says "two
 * product codes" without naming them; mcf and byhb are an assumption (the two POS products that
 * share the payment-channel switch of §6).
 */
export const SN_PRODUCTS: readonly string[] = ['mcf', 'byhb'];

/** The label to show for a filter under a product code (psamCode and tusn read SN or TUSN). */
export function filterLabel(def: FilterDef, productCode: string): string {
  // A label a screen gives (终端号 beside a TUSN filter) stays as given.
  if ((def.name !== 'psamCode' && def.name !== 'tusn') || (def.label !== 'TUSN' && def.label !== 'SN')) return def.label;
  return SN_PRODUCTS.includes(productCode.toLowerCase()) ? 'SN' : 'TUSN';
}

/** A column or field titled TUSN (or SN) reads as the terminal filters do under the product code. */
export function terminalTitle(title: string, productCode: string): string {
  if (title !== 'TUSN' && title !== 'SN') return title;
  return SN_PRODUCTS.includes(productCode.toLowerCase()) ? 'SN' : 'TUSN';
}
