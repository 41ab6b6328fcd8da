// The member detail dialog's merchant tabs (spec 02 §2, §3, §6): merchant detail, the micro, WeChat,
// Alipay and enterprise sub-merchants, and the transaction list (tab 15).
import type { ListDef } from '../../list/types.ts';
import { merchantTransList } from './merchant-trans.ts';
import type { FieldDef, TabDef } from '../types.ts';
import { imageCalls, memberCalls, RIGHT, recordColumns } from './calls.ts';

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
  // Spec 02 §3 sub-merchant detail: scanBizStatus and qrCodeType too (no labels given: shown as they come).
  { key: 'scanBizStatus', label: '扫码业务状态' },
  { key: 'qrCodeType', label: '二维码类型' },
];

/** Tab 15 and the nested dialog: the merchant transaction list, without the member filter. */
export const transList: ListDef = merchantTransList;

export const merchantTabs: readonly TabDef[] = [
  {
    id: '10',
    title: '商户详情',
    right: `${RIGHT}MerchantMain`,
    kind: 'fields',
    load: memberCalls.merchantMain,
    idKey: 'memberId',
    // Spec 02 §2: the 'not yet opened' text is tabs 11-14's; tab 10 keeps its three record sub-tabs.
    emptyUnless: { field: 'merchantId', text: '暂未开通商户', keepTables: true },
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
      // Spec 02 §3 gives it unmasked: the console's server masks it unless RealInfo (lib/answer/raw.ts);
      // spec 02 §6 hides the ID number's reveal under mcf, so the field is hidden there.
      { key: 'illegalRawIdcNum', label: '法人身份证号', format: 'masked', products: 'notMcf' },
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
