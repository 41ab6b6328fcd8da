// The member and merchant detail dialog (spec 02 §2 "Member detail dialog", §3, §4, §5, §6): 1200px,
// each tab behind its right. Paths of the named queries are not shown (spec 02 §7): ours follow
// the /admin/member/ and /admin/merchant/ families. The merchant variant (entity `merchant`, opened
// from /UserSearch rows) shares every tab and opens on tab 10. Tabs the spec gives no right for
// (99, 6, 7, 9, 15) follow the dialog's right (contract/rights.ts names every id the spec gives).
import { call } from '../calls/define.ts';
import { elementCheck } from '../calls/checks.ts';
import { exportLogDownload, fileInfo } from '../calls/files.ts';
import type { ColumnDef, ListDef } from '../list/types.ts';
import { merchantTransList } from '../screens/members/merchant-trans.ts';
import type { DialogDef, FieldDef, TabDef } from './types.ts';

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

const RIGHT = 'BaseAuthUserSearchDetail';
/** Stored files are ids (spec 02 §3): images through the file look-up, the video by its download link. */
const imageCalls = [fileInfo];

const recordColumns: readonly ColumnDef[] = [
  { key: 'authId', title: '认证编号' },
  { key: 'authCnl', title: '认证渠道' },
  { key: 'cnlCode', title: '渠道编码' },
  { key: 'authStatus', title: '认证状态', format: 'enum', enumId: 'authRecordStatus' },
  { key: 'cnlMsg', title: '渠道返回信息' },
  { key: 'remark', title: '备注' },
  { key: 'uptMemberId', title: '操作会员', format: 'memberId', link: 'member' },
  { key: 'crtTime', title: '认证时间', format: 'datetime' },
];

/** Sub-merchant detail fields shared by tabs 11-14 (spec 02 §3). */
const subMerchantFields: readonly FieldDef[] = [
  { key: 'merchantId', label: '商户ID' },
  { key: 'merchantName', label: '商户名称' },
  { key: 'mccName', label: '经营类目' },
  { key: 'mccCode', label: 'MCC编码' },
  { key: 'provinceName', label: '省份' },
  { key: 'cityName', label: '城市' },
  { key: 'districtName', label: '区县' },
  { key: 'addressDetail', label: '详细地址', span: 2 },
  { key: 'status', label: '状态', format: 'enum', enumId: 'memberStatus' },
  { key: 'remark', label: '备注' },
  { key: 'crtTime', label: '创建时间', format: 'datetime' },
  { key: 'uptTime', label: '更新时间', format: 'datetime' },
];
const shopImages: readonly FieldDef[] = [
  { key: 'shopFrontImgId', label: '门头照', image: true },
  { key: 'shopIndoorImgId', label: '店内照', image: true },
  { key: 'shopCashierImgId', label: '收银台照', image: true },
];
const scanFields: readonly FieldDef[] = [
  { key: 'scanProvinceCode', label: '扫码省份编码' },
  { key: 'scanCityCode', label: '扫码城市编码' },
  { key: 'scanDistrictCode', label: '扫码区县编码' },
];

/** Tab 15 and the nested dialog: the merchant transaction list, without the member filter. */
const transList: ListDef = merchantTransList;

const TABS: readonly TabDef[] = [
  {
    id: '1',
    title: '基本信息',
    right: `${RIGHT}BaseInf`,
    kind: 'fields',
    load: memberCalls.basicInfo,
    idKey: 'memberId',
    fields: [
      { key: 'memberId', label: '会员编号', format: 'memberId' },
      { key: 'custMemberId', label: '客户会员号' },
      { key: 'productCode', label: '产品编码' },
      { key: 'status', label: '状态', format: 'enum', enumId: 'memberStatus' },
      { key: 'safeRealName', label: '姓名', format: 'masked', reveal: { field: 'realName' }, edit: { field: 'realName' } },
      {
        key: 'safeMobile',
        label: '手机号',
        format: 'masked',
        reveal: { field: 'rawMobile' },
        edit: { field: 'bindMobile', check: 'mobile' },
      },
      { key: 'bizLvl', label: '业务等级' },
      { key: 'intrdcMemberId', label: '推荐商户', format: 'memberId', link: 'member' },
      { key: 'loginIp', label: '登录IP' },
      { key: 'loginAddress', label: '登录地址' },
      { key: 'loginTime', label: '登录时间', format: 'datetime' },
      { key: 'regSourceType', or: 'registerSource', label: '注册来源', format: 'enum', enumId: 'regSourceType' },
      { key: 'crtTime', label: '注册时间', format: 'datetime' },
      { key: 'roleName', label: '角色' },
    ],
  },
  {
    id: '2',
    title: '认证信息',
    right: `${RIGHT}AuthInf`,
    kind: 'fields',
    load: memberCalls.authInfo,
    idKey: 'memberId',
    calls: [fileInfo, exportLogDownload],
    fields: [
      { key: 'authStatus', label: '实名状态', format: 'enum', enumId: 'authStatus' },
      { key: 'crtTime', label: '认证时间', format: 'datetime' },
      {
        key: 'maskRealName',
        label: '认证姓名',
        format: 'masked',
        reveal: { field: 'realName' },
        edit: { field: 'authRealName' },
      },
      {
        key: 'maskIdcNum',
        label: '身份证号',
        format: 'masked',
        // Spec 02 §6: reveal and edit of the ID number are hidden for product mcf.
        reveal: { field: 'rawIdcNum', products: 'notMcf' },
        edit: { field: 'idcNum', check: 'idc', products: 'notMcf' },
      },
      { key: 'idcValidEnd', label: '证件有效期至', edit: { field: 'idcValidEnd' } },
      { key: 'maskCardNo', label: '高级认证卡号', format: 'masked', reveal: { field: 'rawCardNo', with: 'bankcardId' } },
      { key: 'superCrtTime', label: '高级认证时间', format: 'datetime' },
      { key: 'fileModels', label: '认证资料' },
      { key: 'frontImg', label: '身份证人像面', image: true },
      { key: 'reverseImg', label: '身份证国徽面', image: true },
      { key: 'holdImg', label: '活体视频', download: true },
    ],
    tables: [{ title: '实名认证记录', path: 'authHis', rowKey: 'authId', columns: recordColumns }],
  },
  {
    id: '99',
    title: '证书及银行列表',
    kind: 'fields',
    load: memberCalls.certList,
    idKey: 'memberId',
    fields: [],
    tables: [
      { title: '认证记录', path: 'certList', rowKey: 'authId', columns: recordColumns },
      {
        title: '结算卡认证记录',
        path: 'bankList',
        rowKey: 'recordId',
        columns: [{ key: 'maskCardNo', title: '结算卡号', format: 'masked' }, { key: 'bankName', title: '银行' }, ...recordColumns],
        actions: [
          {
            // Spec 02 "Settlement-card re-verification": a failed (40) row offers the element check.
            id: 'recheck',
            label: '重新认证',
            kind: 'widget',
            widget: 'authRecheck',
            title: '结算卡重新认证',
            idKey: 'authId',
            missing: '认证ID为空',
            calls: [elementCheck],
            when: { field: 'authStatus', values: [40] },
            right: 'AuthElementCheck',
          },
        ],
      },
    ],
  },
  {
    id: '3',
    title: '银行卡',
    right: `${RIGHT}CardInf`,
    kind: 'list',
    idKey: 'memberId',
    list: {
      call: memberCalls.bankCards,
      paged: false,
      rowKey: 'bankcardId',
      filters: [],
      columns: [
        { key: 'bankcardId', title: '银行卡编号' },
        { key: 'dftStatus', title: '默认卡', format: 'enum', enumId: 'defaultCard' },
        { key: 'cardHostName', title: '持卡人', format: 'masked' },
        { key: 'maskCardNo', title: '卡号', format: 'masked' },
        { key: 'bankName', title: '银行' },
        { key: 'bankBranchName', title: '开户支行' },
        { key: 'bankCardType', title: '卡类型', format: 'enum', enumId: 'bankCardType' },
        { key: 'custBizType', title: '业务类型', format: 'enum', enumId: 'cardBizType' },
        { key: 'custBizTag', title: '快捷签约', format: 'enum', enumId: 'cardSigned' },
        { key: 'status', title: '状态', format: 'enum', enumId: 'memberStatus' },
        { key: 'crtTime', title: '绑定时间', format: 'datetime' },
      ],
    },
  },
  {
    id: '4',
    title: '角色信息',
    right: `${RIGHT}RoleInf`,
    kind: 'list',
    idKey: 'memberId',
    list: {
      call: memberCalls.roles,
      paged: false,
      rowKey: 'roleCode',
      filters: [],
      columns: [
        { key: 'roleCode', title: '角色编码' },
        { key: 'roleName', title: '角色名称' },
        { key: 'roleType', title: '角色类型', format: 'enum', enumId: 'memberRoleType' },
      ],
    },
  },
  { id: '5', title: '雷达图', right: `${RIGHT}RadarInf`, kind: 'bespoke', component: 'memberRadar', calls: [memberCalls.radar] },
  {
    id: '6',
    title: '指标信息',
    kind: 'bespoke',
    component: 'memberIndicators',
    calls: [memberCalls.indicatorSeries],
  },
  {
    id: '7',
    title: '企业微信',
    kind: 'fields',
    load: memberCalls.wxWork,
    idKey: 'memberId',
    calls: imageCalls,
    emptyUnless: { field: 'userId', text: '暂无企业微信联系信息' },
    fields: [
      { key: 'avatar', label: '头像', image: true },
      { key: 'name', label: '名称' },
      { key: 'userId', label: '企业微信用户ID' },
      { key: 'unionId', label: 'UnionID' },
      { key: 'memberId', label: '会员编号', format: 'memberId', link: 'member' },
      { key: 'state', label: '状态', format: 'enum', enumId: 'wxWorkState' },
      { key: 'remark', label: '备注名' },
      { key: 'remarkMobiles', label: '备注手机号', format: 'masked' },
      { key: 'operUserId', label: '添加人' },
      { key: 'tagList', label: '企业标签', span: 2 },
      { key: 'description', label: '描述', span: 3 },
      { key: 'createTime', label: '添加时间', format: 'datetime' },
    ],
  },
  {
    id: '8',
    title: '标签信息',
    right: `${RIGHT}TagInf`,
    kind: 'list',
    idKey: 'memberId',
    list: {
      call: memberCalls.tags,
      paged: false,
      rowKey: 'tagId',
      filters: [],
      columns: [
        { key: 'custGroup', title: '标签组编号' },
        { key: 'custGroupName', title: '标签组名称' },
        { key: 'tagName', title: '标签名称' },
        { key: 'tagCode', title: '标签编码' },
        { key: 'tagSubType', title: '标签类型', format: 'enum', enumId: 'tagSubType' },
        { key: 'crtTime', title: '绑定时间', format: 'datetime' },
      ],
    },
  },
  {
    id: '9',
    title: '用户协议',
    kind: 'list',
    idKey: 'memberId',
    list: {
      call: memberCalls.agreements,
      paged: false,
      rowKey: 'fileId',
      filters: [],
      columns: [
        { key: 'fileId', title: '协议编号' },
        { key: 'memberId', title: '会员编号', format: 'memberId' },
        { key: 'fileName', title: '协议名称' },
        { key: 'crtTime', title: '签署时间', format: 'datetime' },
      ],
      // Spec 02 §7 "file lookup / agreement download | fileId | wanFullUri": the look-up, then the file host's address.
      actions: [{ id: 'download', label: '下载', kind: 'open', call: fileInfo, idKey: 'fileId', field: 'wanFullUri' }],
      tools: [
        {
          id: 'synthesize',
          label: '合成协议',
          kind: 'call',
          call: memberCalls.synthesize,
          idKey: 'memberId',
          confirm: '确定为该会员合成协议吗？',
          success: '成功',
          products: 'notDfLys',
        },
        {
          id: 'synthesizeDfLys',
          label: '合成协议',
          kind: 'call',
          call: memberCalls.synthesizeDfLys,
          idKey: 'memberId',
          confirm: '确定为该会员合成协议吗？',
          success: '成功',
          products: 'dfLys',
        },
      ],
    },
  },
  {
    id: '10',
    title: '商户详情',
    right: `${RIGHT}MerchantMain`,
    kind: 'fields',
    load: memberCalls.merchantMain,
    idKey: 'memberId',
    emptyUnless: { field: 'merchantId', text: '暂未开通商户' },
    fields: [
      { key: 'merchantId', label: '商户ID' },
      { key: 'memberId', label: '会员编号', format: 'memberId' },
      { key: 'custMemberType', label: '支付品牌', format: 'enum', enumId: 'custMemberType' },
      { key: 'merchantType', label: '商户类型', format: 'enum', enumId: 'merchantType' },
      { key: 'status', label: '状态', format: 'enum', enumId: 'memberStatus' },
      { key: 'cnlMerchantCode', label: '渠道商户号' },
      { key: 'psamCode', label: '终端编号', link: 'psam' },
      { key: 'cnlTermNo', label: '渠道终端号' },
      { key: 'memberStageDesc', label: '进件阶段' },
      { key: 'stageCodeDesc', label: '阶段说明' },
      { key: 'remark', label: '备注' },
      { key: 'crtTime', label: '创建时间', format: 'datetime' },
      { key: 'uptTime', label: '更新时间', format: 'datetime' },
    ],
    tablesAs: 'tabs',
    tables: [
      {
        title: '实名活体认证',
        load: memberCalls.authRecords,
        extra: { authType: 101210 },
        path: 'authInfList',
        rowKey: 'authId',
        columns: recordColumns,
      },
      {
        title: '商户资料认证',
        load: memberCalls.authRecords,
        extra: { authType: 101230 },
        path: 'authInfList',
        rowKey: 'authId',
        columns: recordColumns,
      },
      {
        title: '银行卡认证',
        load: memberCalls.authRecords,
        extra: { authType: 101220 },
        path: 'authInfList',
        rowKey: 'authId',
        columns: recordColumns,
      },
    ],
  },
  {
    id: '11',
    title: '小微商户',
    right: `${RIGHT}Xw`,
    kind: 'fields',
    load: memberCalls.xw,
    idKey: 'memberId',
    calls: imageCalls,
    emptyUnless: { field: 'merchantId', text: '暂未开通小微商户' },
    fields: [
      ...subMerchantFields,
      { key: 'xwStatus', label: '小微状态', format: 'enum', enumId: 'xwStatus' },
      { key: 'xwMerchantCode', label: '小微商户号' },
      { key: 'auditDesc', label: '审核说明', span: 3 },
      ...shopImages,
      { key: 'signImgId', label: '签名照', image: true },
    ],
  },
  {
    id: '12',
    title: '微信商户',
    right: `${RIGHT}Wx`,
    kind: 'fields',
    load: memberCalls.wx,
    idKey: 'memberId',
    calls: imageCalls,
    emptyUnless: { field: 'merchantId', text: '暂未开通微信商户' },
    fields: [
      ...subMerchantFields,
      ...scanFields,
      { key: 'wxMerchantCode', label: '微信子商户号' },
      { key: 'scanAuditStatus', label: '审核状态', format: 'enum', enumId: 'wxAuditStatus', span: 2 },
      { key: 'scanAuthStatus', label: '授权状态', format: 'enum', enumId: 'wxAuthStatus' },
      { key: 'auditDesc', label: '驳回原因', span: 2 },
      { key: 'qrCode', label: '授权二维码', image: true },
    ],
  },
  {
    id: '13',
    title: '支付宝商户',
    right: `${RIGHT}Zfb`,
    kind: 'fields',
    load: memberCalls.zfb,
    idKey: 'memberId',
    calls: imageCalls,
    emptyUnless: { field: 'merchantId', text: '暂未开通支付宝商户' },
    fields: [
      ...subMerchantFields,
      ...scanFields,
      { key: 'wxMerchantCode', label: '支付宝子商户号' },
      { key: 'scanAuditStatus', label: '审核状态', format: 'enum', enumId: 'zfbAuditStatus' },
      { key: 'scanAuthStatus', label: '授权状态', format: 'enum', enumId: 'zfbAuthStatus' },
      { key: 'auditDesc', label: '驳回原因', span: 3 },
      { key: 'qrCode', label: '授权二维码', image: true },
    ],
  },
  {
    id: '14',
    title: '企业/个体商户',
    right: `${RIGHT}Qiye`,
    kind: 'fields',
    load: memberCalls.qiye,
    idKey: 'memberId',
    calls: imageCalls,
    emptyUnless: { field: 'merchantId', text: '暂未开通企业/个体商户' },
    fields: [
      ...subMerchantFields,
      { key: 'licenseNo', label: '营业执照号' },
      { key: 'licenseName', label: '执照名称' },
      { key: 'licenseValidityStart', label: '执照有效期起' },
      { key: 'licenseValidityEnd', label: '执照有效期止' },
      { key: 'illegalRealName', label: '法人姓名', format: 'masked' },
      { key: 'illegalRawIdcNum', label: '法人身份证号', format: 'masked' },
      { key: 'illegalIdcValidStart', label: '法人证件有效期起' },
      { key: 'illegalIdcValidEnd', label: '法人证件有效期止' },
      // Spec 02 §2: a creator member id jumps to /UserSearch with that member.
      { key: 'crtMemberId', label: '创建会员', format: 'memberId', jump: { screen: 'UserSearch', filter: 'memberId' } },
      { key: 'uptMemberId', label: '更新会员', format: 'memberId', link: 'member' },
      { key: 'licensePicId', label: '营业执照', image: true },
      { key: 'illegalIdcFrontFileId', label: '法人身份证人像面', image: true },
      { key: 'illegalIdcReverseFileId', label: '法人身份证国徽面', image: true },
      { key: 'illegalSettleFileId', label: '结算授权书', image: true },
      ...shopImages,
    ],
  },
  {
    id: '15',
    title: '交易明细',
    // Spec 02 §2: hidden for df, sft, wyt, newddb, jf, jfdq, jfmpos, jfpro, plus, prompos, prodq, rympos, rydq, lys.
    products: 'notLite',
    kind: 'list',
    idKey: 'memberId',
    list: transList,
  },
];

/**
 * Extension tabs (spec 02 §2 extendPages, §7): every entry of the basic info record is a tab of its
 * own; the layouts of the list, page and object kinds are in member-ext.ts. It needs the basic info
 * tab's right: the record that names it is that tab's.
 */
const EXTENSIONS: NonNullable<DialogDef['extensions']> = {
  tab: '1',
  key: 'extendPages',
  delayMs: 500,
  tabs: [
    {
      id: 'ext',
      title: '扩展页',
      right: `${RIGHT}BaseInf`,
      kind: 'bespoke',
      component: 'memberExt',
      calls: [],
      // The object kind's 商户交易记录 link (spec 02 §2).
      opens: ['merchantTrans'],
    },
  ],
};

export const memberDialog: DialogDef = {
  entity: 'member',
  title: '会员详情',
  width: '1200px',
  right: 'BaseAuthMemberId',
  reveal: {
    call: memberCalls.realInfo,
    idKey: 'memberId',
    right: `${RIGHT}RealInfo`,
    variant: 'UserSearchRealInfo',
  },
  // Spec 02 §6: "Edit buttons show unless the edit prop is 0": no right of their own, the dialog's governs.
  edit: { call: memberCalls.updateInfo, idKey: 'memberId' },
  tabs: TABS,
  extensions: EXTENSIONS,
};

/** The merchant variant (spec 02 §2: default tab 10), opened from the merchant management rows. */
export const merchantDialog: DialogDef = { ...memberDialog, entity: 'merchant', title: '商户详情', defaultTab: '10' };

/** 商户交易记录: the object tab's nested dialog, the member's transactions. */
export const merchantTransDialog: DialogDef = {
  entity: 'merchantTrans',
  title: '商户交易记录',
  width: '1200px',
  right: 'BaseAuthMemberId',
  tabs: [{ id: '1', title: '交易记录', products: 'notLite', kind: 'list', idKey: 'memberId', list: transList }],
};
