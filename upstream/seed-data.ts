// Fixed data behind the demo seed: the demo employees and their rights, action ids, dictionaries
// and the name lists the generator draws from. Tests import the employees from here.

/** Action (button) rights of spec 01 §6; the administrator holds each, also with a BIZ_ prefix. */
export const ACTION_RIGHTS = [
  'BaseAuthUserSearchDetailBaseInf',
  'BaseAuthUserSearchDetailAuthInf',
  'BaseAuthUserSearchDetailCardInf',
  'BaseAuthUserSearchDetailRoleInf',
  'BaseAuthUserSearchDetailRadarInf',
  'BaseAuthUserSearchDetailTagInf',
  'BaseAuthUserSearchDetailRealInfo',
  'BaseAuthUserSearchDetailMerchantMain',
  'BaseAuthUserSearchDetailXw',
  'BaseAuthUserSearchDetailWx',
  'BaseAuthUserSearchDetailZfb',
  'BaseAuthUserSearchDetailQiye',
  'BaseAuthUserSearchDetailAuthElementCheck',
  'BaseAuthMemberId',
  'BaseAuthOrgId',
  'BaseAuthAcctDetail',
  'BaseAuthPsamCode',
  'BaseAuthOrderId',
  'BillPageMemberId',
  'BillPageOrgCode',
  'BaseAuthAcctDetailExport',
  'StandardOrgInfManageExtendInfo',
  'StandardOrgInfManageIsProvider',
  'StandardOrgInfManageSettleType',
  'UserSearchRealInfo',
  'UserSearchTagSearch',
  'OrderPagePosExport',
  'OrderPagePosTagBrand',
  'OrderPagePosDetail',
  'OrderPagePosItemList',
  'BillFeeDetail',
  'BillRetry',
  'Billnullify',
  'MemberListExport',
  'UserSearchExport',
  'OrgInfManageExport',
  'AcctListExport',
  'CnlBlackListImport',
  'RiskBlackListImport',
  'CnlBlackListDel',
  'RiskBlackListDel',
  'SystemAuthorizationMemberStatus',
  'ProductLogDel',
  'ProductLogRefresh',
] as const;

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
      'MemberList', 'UserSearch', 'AcctList', 'BankList', 'BankBranch', 'SystemCode', 'BaseType',
      'FileList', 'ProductLog', 'OrderPagePos', 'BaseAuthMemberId', 'OrderPagePosExport',
      'CnlBlackList', 'RiskBlackList', 'SystemAuthorizationMember', 'OrgInfManage', 'AuthElementCheck',
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
      'BIZ_MemberList', 'BIZ_UserSearch', 'BIZ_AcctList', 'BIZ_OrderPagePos', 'BIZ_OrderPagePosExport',
      'BIZ_BaseAuthMemberId', 'BIZ_MemberListExport', 'BIZ_ProductLogOrg', 'ProductLogOrg', 'AgentUsePageUserSearch',
      'BIZ_OrgInfManage', 'BIZ_BankList', 'BIZ_BankBranch', 'BIZ_FileList', 'BIZ_AuthElementCheck', 'BIZ_BaseAuthOrgId',
    ],
  },
];

// prettier-ignore
export const SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高',
  '林', '罗', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '袁',
  '潘', '于', '蒋', '蔡', '余', '杜', '叶', '程', '苏', '魏', '吕', '丁', '任', '沈', '姚', '卢', '姜', '崔',
  '钟', '谭', '陆', '汪', '范', '金', '石', '廖', '贾', '夏', '韦', '方', '白', '邹', '孟', '熊', '秦', '邱',
  '江', '尹', '薛', '段', '雷', '侯', '龙', '史', '陶', '黎', '贺', '顾', '毛', '郝', '龚', '邵', '万', '钱',
  '欧阳', '上官', '司马', '诸葛',
];

// prettier-ignore
export const GIVEN_CHARS = [
  '伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀',
  '霞', '平', '刚', '桂', '英', '华', '玉', '萍', '红', '鹏', '飞', '建', '国', '文', '辉', '力', '斌', '宇',
  '浩', '凯', '俊', '帆', '欣', '怡', '婷', '雪', '琳', '晨', '阳', '佳', '子', '涵', '轩', '梓', '睿', '博',
  '思', '雨', '嘉', '晓', '慧', '颖', '鑫', '昊', '然', '天', '泽', '诺', '欢', '海', '波', '林', '峰', '春',
  '燕', '兰', '凤', '亮', '成', '志', '永', '宁', '安', '德', '荣', '新', '玲', '蕾', '琪', '瑶',
];

// prettier-ignore
export const MOBILE_PREFIXES = [
  '130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '155', '156', '157',
  '158', '159', '176', '177', '178', '180', '181', '182', '185', '186', '187', '188', '189', '198', '199',
];

/** Administrative division codes used for the first six digits of ID numbers. */
// prettier-ignore
export const REGION_CODES = [
  '110101', '110105', '310104', '310115', '440106', '440305', '330106', '320102', '510107', '420106',
  '610113', '370202', '350203', '430104', '500103', '120101', '210102', '410105', '340104', '530102',
];

// prettier-ignore
export const CITIES = [
  '北京', '上海', '广州', '深圳', '杭州', '南京', '成都', '武汉', '西安', '青岛', '厦门', '长沙', '重庆', '天津',
  '沈阳', '苏州', '郑州', '合肥', '福州', '昆明', '济南', '宁波', '大连', '南宁', '贵阳', '太原', '石家庄', '南昌',
];

// prettier-ignore
export const ORG_WORDS = [
  '鑫源', '汇通', '瑞丰', '恒信', '华创', '中联', '银盛', '金拓', '宏达', '启航', '卓越', '东方', '天成', '安泰',
  '聚合', '联付', '易达', '嘉禾', '盛世', '博远', '信达', '富民', '德润', '正和',
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
  [20, 70], [40, 8], [10, 4], [11, 4], [12, 2], [26, 3], [27, 3], [41, 1], [14, 2], [15, 2], [16, 1],
];

/** Role names of employees, by role type. */
export const PRODUCT_ROLES = ['运营专员', '客服专员', '财务专员', '风控专员', '产品经理'];
export const ORG_ROLES = ['机构管理员', '机构操作员', '机构财务'];

/** Onboarding stages of a merchant (dictionary 8071), in order. */
export const MEMBER_STAGES = ['注册', '实名认证', '活体认证', '绑定银行卡', '补充商户资料', '绑定机具', '申请', '完成'];

// prettier-ignore
export const BLACK_REASONS = [
  '涉嫌信用卡套现', '欺诈交易', '盗刷风险', '公安协查', '渠道风控拦截', '虚假进件资料', '高频异常交易', '投诉过多', '疑似赌博交易', '冒用他人身份',
];

/** Uploaded-file groups, with the file types (dictionary 1007) and name stems of each. */
export const FILE_KINDS: ReadonlyArray<readonly [group: string, type: string, stem: string, ext: string]> = [
  ['IDCARD', '100710', '身份证人像面', '.jpg'], ['IDCARD', '100720', '身份证国徽面', '.jpg'], ['BANKCARD', '100730', '银行卡正面', '.png'],
  ['LICENSE', '100740', '营业执照', '.jpg'], ['STORE', '100750', '门头照', '.jpg'], ['AGREEMENT', '100760', '合作协议', '.pdf'],
];

/** Tag groups and their tags: [custGroup, group name, [tagCode, tagName, tagSubType][]]. */
// prettier-ignore
export const TAG_GROUPS: ReadonlyArray<readonly [string, string, ReadonlyArray<readonly [string, string, number]>]> = [
  ['MEMBER_MERCHANT_GROUP', '会员商户组', [['ACTIVE_MERCHANT', '活跃商户', 701001], ['HIGH_VALUE_MERCHANT', '高价值商户', 701001], ['SLEEP_MERCHANT', '沉睡商户', 701001], ['NEW_MERCHANT', '新入网商户', 701002], ['VIP_MEMBER', '重点会员', 701002]]],
  ['ORDER_BASIC_GROUP', '订单基础组', [['DELIVERY_TAG', '已发货', 701002], ['RETURN_TAG', '已退货', 701002], ['CANCEL_TAG', '已取消', 701002], ['BIG_ORDER', '大额订单', 701001], ['NIGHT_ORDER', '夜间交易', 701001]]],
  ['ID_AUTH_GROUP', '身份认证组', [['NORMAL_VERIFY', '普通认证', 701002], ['SUPER_VERIFY', '高级认证', 701002], ['FACE_VERIFY', '活体认证', 701001], ['CARD_VERIFY', '银行卡认证', 701001]]],
];
