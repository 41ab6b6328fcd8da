// The organisation save and its partial updates as the reference upstream checks them, written from
// spec 03's words (never from the console's schema, so a misreading there is caught here, 03-N18):
// the form data of §3 lines 54-58, the states of §4 line 89, the rules and messages of §5 lines
// 110-127 and the upload tags of §7 line 189. Each refusal is E4401 with the spec's message.
import { ORG_IMAGE_TAGS } from '../../../contract/orgs.ts';
import { bizError } from '../../context.ts';
import { dataTypeRefusal } from '../../kit/data-type.ts';

/** 03 §4 line 89: "Settlement type: 104210 personal, 104211 enterprise. For enterprise, subject type: 104310 company, 104311 legal person, 104312 authorised person." */
export const SETTLE_PERSONAL = '104210';
const SETTLE_ENTERPRISE = '104211';
const SUBJECT_COMPANY = '104310';
const SUBJECT_LEGAL = '104311';
const SUBJECT_AUTHORISED = '104312';
export const SUBJECT_TYPES: readonly string[] = [SUBJECT_COMPANY, SUBJECT_LEGAL, SUBJECT_AUTHORISED];
/** 03 §3 line 55: "orgType (101810 ordinary, 101820 management)". */
const ORG_TYPES = ['101810', '101820'];

/** 03 §7 line 189: each image id field of orgCard (§3 line 56) and its upload's file tag (wire values: the contract's). */
export const IMAGE_TAGS = ORG_IMAGE_TAGS;
export type ImageKey = keyof typeof IMAGE_TAGS;
export const IMAGE_KEYS = Object.keys(IMAGE_TAGS) as ImageKey[];

/** 03 §3 line 55: the fields of orgInf. */
const ORG_INF_FIELDS = new Set(
  'tagIds orgName adminMemberLoginId bindMobile realName adminMemberPwd reInputadminMemberPwd orgType orgCode parentOrgCode productCode allowIpStr apiKey serviceCall svcDomain preMobile'.split(
    ' ',
  ),
);
/** 03 §3 line 56: the fields of orgCard. */
const ORG_CARD_FIELDS = new Set([
  ...'settleType subjectType cardHostName idcNum cardNo bankName bankCode province city provinceCode cityCode bankBranchName bankBranchCode preMobile licenseNo residenceAddress fileIds fileModels maskIdcNum maskCardNo maskPreMobile'.split(
    ' ',
  ),
  ...IMAGE_KEYS,
]);

/** 03 §5 messages. */
const REQUIRED = '必传';
const MOBILE = { re: /^1\d{10}$/, message: '请输入合法手机号' }; // line 112
const LOGIN_ID = { re: /^[A-Za-z0-9]+$/, message: '账号仅支持数字和大小写字母' }; // line 111
// Line 110 gives "6 to 20 characters (必须为 6 到 20 位密码)"; letters and digits as the hint says (the contract's assumption).
const PASSWORD = { re: /^[A-Za-z\d]{6,20}$/, message: '必须为 6 到 20 位密码' };
/** Line 114: "Max lengths: bank card number 25 …, cardHostName 50, idcNum 18, licenseNo 30"; line 112: mobiles 11. */
const MAX: Readonly<Record<string, number>> = { cardNo: 25, cardHostName: 50, idcNum: 18, licenseNo: 30, bindMobile: 11, preMobile: 11 };

type Fields = Record<string, unknown>;
type Pattern = { re: RegExp; message: string };
/** orgInf once checked: its texts as strings (a number sent for a code reads as its digits). */
export type Inf = Fields & Record<'orgName' | 'realName' | 'tagIds' | 'orgType', string> & Partial<Record<string, string>>;
export type AddInf = Inf & Record<'parentOrgCode' | 'adminMemberLoginId' | 'adminMemberPwd' | 'bindMobile', string>;
const refuse = (message: string): never => {
  throw bizError(message, 'E4401');
};
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

function record(v: unknown, name: string, known: ReadonlySet<string>): Fields {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return refuse(`${name}${REQUIRED}`);
  for (const k of Object.keys(v)) if (!known.has(k)) refuse(`请求字段不在规格内：${name}.${k}`);
  return v as Fields;
}

/** Checks the given fields of `f`: required ones present, lengths and patterns of those given. */
function check(f: Fields, required: readonly string[], patterns: Readonly<Record<string, Pattern>> = {}) {
  for (const k of required) if (!text(f[k])) refuse(REQUIRED);
  for (const [k, v] of Object.entries(f)) {
    const t = text(v);
    if (!t) continue;
    if (MAX[k] !== undefined && t.length > MAX[k]) refuse(`${k}最多${MAX[k]}个字符`);
    if (patterns[k] && !patterns[k].re.test(t)) refuse(patterns[k].message);
  }
}

/** 03 §3 line 55 and §5 lines 110-113: the organisation's own info. */
function checkInf(inf: Fields, add: boolean): Inf {
  const required = ['orgName', 'realName', 'tagIds', 'orgType'];
  if (add) required.push('parentOrgCode', 'adminMemberLoginId', 'adminMemberPwd', 'reInputadminMemberPwd', 'bindMobile');
  const patterns: Record<string, Pattern> = { bindMobile: MOBILE };
  if (add) Object.assign(patterns, { adminMemberLoginId: LOGIN_ID, adminMemberPwd: PASSWORD });
  check(inf, required, patterns);
  if (!ORG_TYPES.includes(text(inf.orgType))) refuse(REQUIRED);
  if (add && text(inf.reInputadminMemberPwd) !== text(inf.adminMemberPwd)) refuse('密码不一致，请重新输入');
  return Object.fromEntries(Object.entries(inf).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v])) as Inf;
}

/**
 * 03 §5 lines 115-121: the images a settlement and subject type need, in order, with their names in
 * the message 须上传图片: <name> (a bank card's back is never required).
 */
export function requiredImages(settleType: unknown, subjectType: unknown): Array<[ImageKey, string]> {
  if (text(settleType) !== SETTLE_ENTERPRISE)
    return [
      ['idcFrontImg', '身份证正面'],
      ['idcReverseImg', '身份证反面'],
      ['cardFrontImg', '银行卡正面'],
    ];
  const subject = text(subjectType);
  const out: Array<[ImageKey, string]> = [
    ['idcFrontImg', '法人身份证正面'],
    ['idcReverseImg', '法人身份证反面'],
    ['licenseImg', '营业执照'],
  ];
  if (subject === SUBJECT_LEGAL || subject === SUBJECT_AUTHORISED) out.push(['cardFrontImg', '银行卡正面']);
  if (subject === SUBJECT_COMPANY) out.push(['openAccountImg', '开户许可证']);
  if (subject === SUBJECT_AUTHORISED)
    out.push(['authIdcFrontImg', '授权人身份证正面'], ['authIdcReverseImg', '授权人身份证反面'], ['liquidationAuthImg', '清算授权书']);
  return out;
}

export const isEnterprise = (settleType: unknown) => text(settleType) === SETTLE_ENTERPRISE;

/**
 * 03 §3 line 56, §4 line 89 and §5 lines 112-121: the settlement card. On an edit the ID, card
 * number and reserved mobile may stay empty (the stored ones are kept: they arrive masked).
 */
function checkCard(card: Fields, add: boolean) {
  const required = ['settleType', 'cardHostName', 'bankCode', 'bankName', 'bankBranchCode', 'bankBranchName'];
  if (add) required.push('idcNum', 'cardNo', 'preMobile');
  check(card, required, { preMobile: MOBILE });
  if (text(card.settleType) !== SETTLE_PERSONAL && !isEnterprise(card.settleType)) refuse(REQUIRED);
  if (isEnterprise(card.settleType) && (!SUBJECT_TYPES.includes(text(card.subjectType)) || !text(card.licenseNo))) refuse(REQUIRED);
  if (!text(card.provinceCode) || !text(card.cityCode)) refuse('请选择省市');
  for (const [key, name] of requiredImages(card.settleType, card.subjectType)) if (!text(card[key])) refuse(`须上传图片: ${name}`);
}

export type OptBody = { tmpltOptId: string | number; optValue?: string | number | null };
export type GroupBody = {
  activityGroupId: string | number;
  orgActivitys: Array<{ activityId: string | number; instanceTmplt: { opts: OptBody[] } }>;
};

const isId = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : refuse(REQUIRED));

/** 03 §3 lines 57-58: activity groups, each with orgActivitys[] of activityName and instanceTmplt {…, opts[]}. */
function groupsOf(v: unknown): GroupBody[] {
  for (const g of list(v) as Fields[]) {
    if (!g || !isId(g.activityGroupId)) refuse(REQUIRED);
    for (const a of list(g.orgActivitys) as Fields[]) {
      if (!a || !isId(a.activityId) || !a.instanceTmplt || typeof a.instanceTmplt !== 'object') refuse(REQUIRED);
      for (const o of list((a.instanceTmplt as Fields).opts) as Fields[]) if (!o || !isId(o.tmpltOptId)) refuse(REQUIRED);
    }
  }
  return v as GroupBody[];
}

/** 03 §2 line 27 (the batch template: option name, option value and remark). */
function itemsOf(v: unknown): OptBody[] {
  for (const o of list(v) as Fields[]) if (!o || !isId(o.tmpltOptId)) refuse(REQUIRED);
  return v as OptBody[];
}

/**
 * 03 §5 line 127: an option's value by its dataType's editor (kit/data-type.ts); a value is needed
 * ("Required (必传): … others", line 113); a text value is kept to 200 characters (the upstream's store).
 */
export function optionRefusal(name: string, dataType: unknown, value: unknown): string | null {
  const t = text(value);
  if (!t) return `${name}${REQUIRED}`;
  return dataTypeRefusal(dataType, t, name) ?? (t.length > 200 ? `${name}最多200个字符` : null);
}

export type SaveBody = { orgInf: AddInf; orgCard: Fields; orgActivity: GroupBody[]; tmplItems?: OptBody[] };

/** The org save {orgActivity, orgInf, orgCard} and tmplItems (03 §7 line 152), or the first refusal. */
export function checkSave(body: Fields): SaveBody {
  const orgInf = checkInf(record(body.orgInf, 'orgInf', ORG_INF_FIELDS), true) as AddInf;
  const orgCard = record(body.orgCard, 'orgCard', ORG_CARD_FIELDS);
  checkCard(orgCard, true);
  const orgActivity = groupsOf(body.orgActivity);
  return { orgInf, orgCard, orgActivity, tmplItems: body.tmplItems === undefined ? undefined : itemsOf(body.tmplItems) };
}

const orgCodeOf = (body: Fields) => text(body.orgCode) || refuse(REQUIRED);

/** upt-org-inf {orgCode, orgInf}: an edit leaves the login, its password and the parent as they are. */
export function checkUptInf(body: Fields): { orgCode: string; orgInf: Inf } {
  const orgCode = orgCodeOf(body);
  const orgInf = record(body.orgInf, 'orgInf', ORG_INF_FIELDS);
  for (const k of ['parentOrgCode', 'adminMemberLoginId', 'adminMemberPwd', 'reInputadminMemberPwd'])
    if (k in orgInf) refuse(`修改机构信息不能携带字段：orgInf.${k}`);
  return { orgCode, orgInf: checkInf(orgInf, false) };
}

/** upt-org-card-inf {orgCode, orgCard}. */
export function checkUptCard(body: Fields): { orgCode: string; orgCard: Fields } {
  const orgCode = orgCodeOf(body);
  const orgCard = record(body.orgCard, 'orgCard', ORG_CARD_FIELDS);
  checkCard(orgCard, false);
  return { orgCode, orgCard };
}

/** upt-org-activity-inf {orgCode, orgActivity?, tmplItems?}. */
export function checkUptActivity(body: Fields): { orgCode: string; orgActivity?: GroupBody[]; tmplItems?: OptBody[] } {
  const orgCode = orgCodeOf(body);
  return {
    orgCode,
    orgActivity: body.orgActivity === undefined ? undefined : groupsOf(body.orgActivity),
    tmplItems: body.tmplItems === undefined ? undefined : itemsOf(body.tmplItems),
  };
}
