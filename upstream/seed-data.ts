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
    ],
  },
];

/** Dictionaries: typeId → [type title, [value, label][]]. The page call adds a header row first. */
export const DICTIONARIES: ReadonlyArray<[number, string, ReadonlyArray<[string, string]>]> = [
  [1000, '角色类型', [['PRODUCT', '平台'], ['ORG', '机构']]],
  [1029, '注册渠道', [['APP', '手机应用'], ['H5', 'H5页面'], ['MINI', '小程序'], ['POS', 'POS终端'], ['PC', '管理后台']]],
  [1200, '订单类型', [['290201', '消费'], ['290202', '预授权完成'], ['290203', '消费撤销'], ['290204', '退货'], ['290205', '预授权']]],
  [1203, '客户账单类型', [['120301', '交易手续费'], ['120302', '提现手续费'], ['120303', '分润'], ['120304', '激活返现'], ['120305', '服务费']]],
  [2902, '交易类型', [['290201', '刷卡消费'], ['290202', '扫码支付'], ['290203', '云闪付'], ['290204', '快捷支付']]],
  [7000, '终端模式', [['700001', '传统终端'], ['700002', '电签终端']]],
  [7001, '终端厂商', [['700101', '新大陆'], ['700102', '联迪'], ['700103', '百富'], ['700104', '天喻'], ['700105', '魔方']]],
  [7002, '终端型号', [['700201', 'ME31'], ['700202', 'A8'], ['700203', 'S90'], ['700204', 'N910'], ['700205', 'MF919']]],
  [8070, '支付通道', [['WX', '微信'], ['ZFB', '支付宝'], ['YL', '银联'], ['YSF', '云闪付'], ['DCEP', '数字人民币']]],
  [9000, '名单类型', [['900001', '黑名单'], ['900002', '白名单'], ['900003', '灰名单']]],
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

export const PAY_CHANNELS = ['WX', 'ZFB', 'YL', 'YSF', 'DCEP'];
export const ORDER_TYPES = [290201, 290202, 290203, 290204, 290205];
/** POS order statuses with rough weights: mostly successful payments. */
export const ORDER_STATUSES: ReadonlyArray<[number, number]> = [
  [20, 70], [40, 8], [10, 4], [11, 4], [12, 2], [26, 3], [27, 3], [41, 1], [14, 2], [15, 2], [16, 1],
];
export const CARD_BINS = ['622848', '621700', '622202', '621226', '622588', '625901', '436742', '622609'];
