// Fixed data behind the demo seed: dictionaries and the name lists the generator draws from.
// The demo employees and their rights are in seed-employees.ts; people's names in seed-names.ts.

// prettier-ignore
export const CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '南京',
  '成都',
  '武汉',
  '西安',
  '青岛',
  '厦门',
  '长沙',
  '重庆',
  '天津',
  '沈阳',
  '苏州',
  '郑州',
  '合肥',
  '福州',
  '昆明',
  '济南',
  '宁波',
  '大连',
  '南宁',
  '贵阳',
  '太原',
  '石家庄',
  '南昌',
];

// prettier-ignore
export const ORG_WORDS = [
  '鑫源',
  '汇通',
  '瑞丰',
  '恒信',
  '华创',
  '中联',
  '银盛',
  '金拓',
  '宏达',
  '启航',
  '卓越',
  '东方',
  '天成',
  '安泰',
  '聚合',
  '联付',
  '易达',
  '嘉禾',
  '盛世',
  '博远',
  '信达',
  '富民',
  '德润',
  '正和',
];

export const ORG_TRADES = ['科技', '信息技术', '网络科技', '商贸', '支付服务', '电子', '数据服务'];

/** Product codes of the level-1 organisations (the first one belongs to the demo agent). */
export const PRODUCT_CODES = ['myx', 'mcf', 'df', 'lys', 'zzf', 'byhb'];

/** Channels orders and merchants go through (codes of dictionary 8070). */
export const PAY_CHANNELS = ['wx', 'zfb', 'yl', 'cx', 'sd', 'hh', 'flm'];
/** Channels an organisation may be tagged with, and element checks may use. */
export const TAG_CHANNELS = ['cx', 'sd', 'hh', 'flm', 'yl'];
export const ORDER_TYPES = [290201, 290202, 290203, 290204, 290205];
/** POS order statuses with rough weights: mostly successful payments. */
export const ORDER_STATUSES: ReadonlyArray<[number, number]> = [
  [20, 70],
  [40, 8],
  [10, 4],
  [11, 4],
  [12, 2],
  [26, 3],
  [27, 3],
  [41, 1],
  [14, 2],
  [15, 2],
  [16, 1],
];

/** Role names of employees, by role type. */
export const PRODUCT_ROLES = ['运营专员', '客服专员', '财务专员', '风控专员', '产品经理'];
export const ORG_ROLES = ['机构管理员', '机构操作员', '机构财务'];

/** Onboarding stages of a merchant (dictionary 8071), in order. */
export const MEMBER_STAGES = ['注册', '实名认证', '活体认证', '绑定银行卡', '补充商户资料', '绑定机具', '申请', '完成'];

// prettier-ignore
export const BLACK_REASONS = [
  '涉嫌信用卡套现',
  '欺诈交易',
  '盗刷风险',
  '公安协查',
  '渠道风控拦截',
  '虚假进件资料',
  '高频异常交易',
  '投诉过多',
  '疑似赌博交易',
  '冒用他人身份',
];

/** Uploaded-file groups, with the file types (dictionary 1007) and name stems of each. */
export const FILE_KINDS: ReadonlyArray<readonly [group: string, type: string, stem: string, ext: string]> = [
  ['IDCARD', '100710', '身份证人像面', '.jpg'],
  // Spec 01 §7: bank-card images are fileType 100720 in group BANKCARD.
  ['BANKCARD', '100720', '银行卡正面', '.png'],
  ['IDCARD', '100730', '身份证国徽面', '.jpg'],
  ['LICENSE', '100740', '营业执照', '.jpg'],
  ['STORE', '100750', '门头照', '.jpg'],
  ['AGREEMENT', '100760', '合作协议', '.pdf'],
];

/** Tag groups and their tags: [custGroup, group name, [tagCode, tagName, tagSubType][]]. */
// prettier-ignore
export const TAG_GROUPS: ReadonlyArray<readonly [string, string, ReadonlyArray<readonly [string, string, number]>]> = [
  [
    'MEMBER_MERCHANT_GROUP',
    '会员商户组',
    [
      ['ACTIVE_MERCHANT', '活跃商户', 701001],
      ['HIGH_VALUE_MERCHANT', '高价值商户', 701001],
      ['SLEEP_MERCHANT', '沉睡商户', 701001],
      ['NEW_MERCHANT', '新入网商户', 701002],
      ['VIP_MEMBER', '重点会员', 701002],
    ],
  ],
  [
    'ORDER_BASIC_GROUP',
    '订单基础组',
    [
      ['DELIVERY_TAG', '已发货', 701002],
      ['RETURN_TAG', '已退货', 701002],
      ['CANCEL_TAG', '已取消', 701002],
      ['BIG_ORDER', '大额订单', 701001],
      ['NIGHT_ORDER', '夜间交易', 701001],
    ],
  ],
  [
    'ID_AUTH_GROUP',
    '身份认证组',
    [
      ['NORMAL_VERIFY', '普通认证', 701002],
      ['SUPER_VERIFY', '高级认证', 701002],
      ['FACE_VERIFY', '活体认证', 701001],
      ['CARD_VERIFY', '银行卡认证', 701001],
    ],
  ],
];
