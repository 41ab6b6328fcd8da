// The organisation form's rules (spec 03 §3-§6): settlement and subject types, which images and
// fields each combination needs, option editors by dataType, the provider flags of option tags,
// the activity-group list rules, with the spec's messages. Pure: the form and the gate's body check
// (lib/orgs/schema.ts) share them; the reference upstream has its own (issue #47).
import { ORG_IMAGE_TAGS, ORG_UPLOAD } from '../../contract/orgs.ts';
import { DATA_TYPE_DECIMALS } from '../dict/data-type.ts';

/** Spec 03 §5 messages. */
export const MSG = {
  required: '必传',
  passwordMismatch: '密码不一致，请重新输入',
  passwordRule: '必须为 6 到 20 位密码',
  // Spec 03 §5 gives two rules: the hint "8-20 letters and digits" and the check 必须为 6 到 20 位密码.
  // The looser 6-20 is the one enforced here, in 修改密码 and upstream, so the hint says 6-20 too:
  // a hint stricter than the check would refuse nothing and only mislead (issue #39).
  passwordHint: '6-20位字母和数字',
  loginId: '账号仅支持数字和大小写字母',
  mobile: '请输入合法手机号',
  area: '请选择省市',
  image: (name: string) => `须上传图片: ${name}`,
  needArea: '先选择省市',
  needBank: '先选择银行总行',
  groupAdded: '已添加该活动',
  // The reference upstream's refusal (E4410) of a group the organisation may not use, said before the save.
  groupNotUsable: '该活动组不可用于此机构',
  saved: '保存成功',
} as const;

/** Spec 03 §5 maximum lengths (the card number's 25 of the organisation form). */
export const MAX = {
  orgName: 50,
  loginId: 20,
  realName: 20,
  mobile: 11,
  cardNo: 25,
  cardHostName: 50,
  idcNum: 18,
  licenseNo: 30,
  residenceAddress: 100,
  password: 20,
  allowIpStr: 200,
  apiKey: 64,
  url: 200,
} as const;

/** Spec 03 §4 settlement types. */
export const SETTLE_PERSONAL = '104210';
export const SETTLE_ENTERPRISE = '104211';
/** Spec 03 §4 subject types (enterprise settlement only). */
export const SUBJECT_COMPANY = '104310';
export const SUBJECT_LEGAL = '104311';
export const SUBJECT_AUTHORISED = '104312';

export const SETTLE_TYPES = [SETTLE_PERSONAL, SETTLE_ENTERPRISE] as const;
export const SUBJECT_TYPES = [SUBJECT_COMPANY, SUBJECT_LEGAL, SUBJECT_AUTHORISED] as const;

/** Org types (spec 03 §4). */
export const ORG_TYPES = ['101810', '101820'] as const;

export type ImageKey = keyof typeof ORG_IMAGE_TAGS;

/** Spec 03 §7 uploads: fileType 100720, group BANKCARD, each image's file tag (wire values: the contract's). */
export const UPLOAD = ORG_UPLOAD;

export const IMAGE_TAGS: Readonly<Record<ImageKey, string>> = ORG_IMAGE_TAGS;

export const IMAGE_KEYS = Object.keys(IMAGE_TAGS) as ImageKey[];

export interface ImageSlot {
  key: ImageKey;
  tag: string;
  name: string;
  required: boolean;
}

const slot = (key: ImageKey, name: string, required = true): ImageSlot => ({ key, tag: IMAGE_TAGS[key], name, required });

/** Whether the card belongs to an enterprise settlement; an unknown type counts as personal. */
export const isEnterprise = (settleType: unknown) => String(settleType ?? '') === SETTLE_ENTERPRISE;

/**
 * The image tiles of a settlement and subject type, in order (spec 03 §5 "Settlement tab on submit"):
 * - personal: ID front and back, bank card front (back optional);
 * - enterprise, any subject: legal-person ID front and back, business licence;
 * - legal or authorised person: bank card front (back optional);
 * - company: account-opening permit;
 * - authorised person: authoriser ID front and back, liquidation authorisation letter.
 */
export function imageSlots(settleType: unknown, subjectType: unknown): ImageSlot[] {
  if (!isEnterprise(settleType)) {
    return [
      slot('idcFrontImg', '身份证正面'),
      slot('idcReverseImg', '身份证反面'),
      slot('cardFrontImg', '银行卡正面'),
      slot('cardReverseImg', '银行卡反面', false),
    ];
  }
  const subject = String(subjectType ?? '');
  const slots = [slot('idcFrontImg', '法人身份证正面'), slot('idcReverseImg', '法人身份证反面'), slot('licenseImg', '营业执照')];
  if (subject === SUBJECT_LEGAL || subject === SUBJECT_AUTHORISED)
    slots.push(slot('cardFrontImg', '银行卡正面'), slot('cardReverseImg', '银行卡反面', false));
  if (subject === SUBJECT_COMPANY) slots.push(slot('openAccountImg', '开户许可证'));
  if (subject === SUBJECT_AUTHORISED)
    slots.push(
      slot('authIdcFrontImg', '授权人身份证正面'),
      slot('authIdcReverseImg', '授权人身份证反面'),
      slot('liquidationAuthImg', '清算授权书'),
    );
  return slots;
}

/** The first missing required image of a card, as the spec's message, or null. */
export function missingImage(card: Record<string, unknown>): { key: ImageKey; message: string } | null {
  for (const s of imageSlots(card.settleType, card.subjectType)) {
    if (s.required && !String(card[s.key] ?? '').trim()) return { key: s.key, message: MSG.image(s.name) };
  }
  return null;
}

/** Labels of the card fields by settlement and subject type (an enterprise account is the company's). */
export function cardLabels(settleType: unknown, subjectType: unknown) {
  const company = isEnterprise(settleType) && String(subjectType ?? '') === SUBJECT_COMPANY;
  const enterprise = isEnterprise(settleType);
  return {
    cardHostName: company ? '账户名称' : '持卡人姓名',
    idcNum: enterprise ? '法人身份证号' : '身份证号',
    cardNo: company ? '对公账号' : '银行卡号',
    licenseNo: '营业执照号',
    residenceAddress: '经营地址',
  };
}

/** The picture tiles refresh this long after a settlement or subject type change (spec 03 §9). */
export const PICTURE_REFRESH_MS = 300;

/** Spec 03 §5: the branch chooser needs the city first, then the head bank; null when it may open. */
export function branchOrder(cityCode: unknown, bankCode: unknown): string | null {
  if (!String(cityCode ?? '')) return MSG.needArea;
  if (!String(bankCode ?? '')) return MSG.needBank;
  return null;
}

// ---- options of activity templates ----

export type OptionEditor = { kind: 'number'; step: number; decimals: number } | { kind: 'text' };

/** Spec 03 §5: number editors by dataType (the decimals of lib/dict/data-type.ts); anything else is text. */
export function optionEditor(dataType: unknown): OptionEditor {
  const decimals = DATA_TYPE_DECIMALS[String(dataType ?? '')];
  return decimals === undefined ? { kind: 'text' } : { kind: 'number', step: 10 ** -decimals, decimals };
}

/** The message refusing an option value, or null: numbers within the editor's step. */
export function optionRefusal(name: string, dataType: unknown, value: unknown): string | null {
  const text = String(value ?? '').trim();
  if (!text) return `${name}${MSG.required}`;
  const editor = optionEditor(dataType);
  if (editor.kind === 'text') return text.length > 200 ? `${name}最多200个字符` : null;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return `请输入正确的${name}`;
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > editor.decimals) return editor.decimals ? `${name}最多${editor.decimals}位小数` : `${name}须为整数`;
  return null;
}

export type OptionState = 'editable' | 'readOnly' | 'hidden';

/**
 * Spec 03 §6: options tagged HIDE always go; for a provider (StandardOrgInfManageIsProvider) the
 * tag's fourth character says 1 hidden, 2 read-only.
 */
export function optionState(optTag: unknown, provider: boolean): OptionState {
  const tag = String(optTag ?? '');
  if (tag.toUpperCase().includes('HIDE')) return 'hidden';
  if (provider && tag.charAt(3) === '1') return 'hidden';
  if (provider && tag.charAt(3) === '2') return 'readOnly';
  return 'editable';
}

export interface OptLike {
  optTag?: unknown;
}
export interface ActivityLike<O extends OptLike = OptLike> {
  instanceTmplt?: { opts?: O[] } | null;
}
export interface GroupLike<A extends ActivityLike = ActivityLike> {
  orgActivitys?: A[];
}

/** A group as its viewer may see it: hidden options gone and, for a provider, empty activities dropped. */
export function visibleGroup<G extends GroupLike>(group: G, provider: boolean): G {
  const activities = (group.orgActivitys ?? [])
    .map((a) => {
      const opts = (a.instanceTmplt?.opts ?? []).filter((o) => optionState(o.optTag, provider) !== 'hidden');
      return { ...a, instanceTmplt: a.instanceTmplt ? { ...a.instanceTmplt, opts } : a.instanceTmplt };
    })
    .filter((a) => !provider || (a.instanceTmplt?.opts?.length ?? 0) > 0);
  return { ...group, orgActivitys: activities };
}

/** Spec 03 §5: a group already in the list (withdrawal or policy) is refused with 已添加该活动. */
export function addGroupRefusal(present: readonly { activityGroupId?: unknown }[], groupId: unknown): string | null {
  return present.some((g) => String(g.activityGroupId ?? '') === String(groupId ?? '')) ? MSG.groupAdded : null;
}

/**
 * Issue #53: the policy groups a new organisation may use are its parent's (the upstream refuses any
 * other on save, 该活动组不可用于此机构). Checked when a group is picked and again at the step, so a
 * parent changed after picking shows before the save. A group whose owner is not known passes.
 */
export function unusableGroup(groups: readonly { activityGroupName?: string; ownerCode?: string }[], parentCode: string): string | null {
  const bad = parentCode ? groups.find((g) => g.ownerCode && g.ownerCode !== parentCode) : undefined;
  return bad ? `${bad.activityGroupName ?? ''}：${MSG.groupNotUsable}` : null;
}

// ---- the form's tabs ----

export type OrgFormMode = 'add' | 'edit' | 'see';
export type OrgFormTab = 'basic' | 'card' | 'withdrawal' | 'policy' | 'template' | 'ext';

/**
 * The tabs in order (spec 03 §2): the extension tab only with StandardOrgInfManageExtendInfo, and
 * then in add mode or in see mode at orgLevel 1; the template variant's fourth tab is the batch
 * template instead of the policy activities.
 */
export function formTabs(opts: { mode: OrgFormMode; extendRight: boolean; orgLevel?: unknown; variant?: string }): OrgFormTab[] {
  const tabs: OrgFormTab[] = ['basic', 'card', 'withdrawal', opts.variant === 'template' ? 'template' : 'policy'];
  const ext = opts.extendRight && (opts.mode === 'add' || (opts.mode === 'see' && String(opts.orgLevel ?? '') === '1'));
  if (ext) tabs.push('ext');
  return tabs;
}
