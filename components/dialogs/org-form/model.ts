// The organisation form's values, how a loaded detail becomes them, how they become the bodies of
// the save and the partial updates, and how a schema's issues land on fields and tabs.
import { reads } from '@/lib/answer/reads';
import { maskMobile } from '@/lib/format/mask';
import { IMAGE_KEYS, imageSlots, type OrgFormTab, optionState } from '@/lib/orgs/rules';

export interface OptLog {
  tmpltOptId: number | string;
  optName?: string;
  origOptValue: string | null;
  optValue: string;
  crtTime: string;
  crtMemberId: string | null;
}
export interface Opt {
  tmpltOptId: number | string;
  optName: string;
  fieldName?: string;
  dataType: number | string;
  optTag: string;
  optValue: string;
  remark?: string | null;
}
export interface Activity {
  activityId: number | string;
  activityName: string;
  instanceTmplt: { tmpltId?: number | string; tmpltName?: string; remark?: string | null; opts: Opt[]; optLogs?: OptLog[] };
}
export interface Group {
  activityGroupId: number | string;
  activityGroupName: string;
  remark?: string | null;
  orgActivitys: Activity[];
  /** The organisation that owns the group, when the picker's row named it (never sent). */
  ownerCode?: string;
}
export interface TmplItem {
  tmpltOptId: number | string;
  optName: string;
  dataType: number | string;
  optValue: string;
  remark?: string | null;
}

/** Org detail (03 §7: orgInf, orgCard, orgActivity and tmplItems), as the form reads it. */
export type OrgDetail = {
  orgInf?: Record<string, unknown>;
  orgCard?: Record<string, unknown>;
  orgActivity?: Group[];
  tmplItems?: TmplItem[];
};
export const ORG_DETAIL = reads<OrgDetail>('POST /{p}/pos/standard/org/admin/org/detail', {
  orgInf: true,
  orgCard: true,
  orgActivity: true,
  tmplItems: true,
});
/** The group detail's activities (03 §3 orgActivitys: activityName, instanceTmplt; activityId assumed, contract/orgs.ts). */
export const ACTIVITIES = reads<Activity>('POST /{p}/pos/standard/org/admin/org/activity-page', {
  activityId: true,
  activityName: true,
  instanceTmplt: true,
});
/** The leader's default group (03 §7 line 150: activityGroupId, activityGroupName, orgActivitys). */
export const WITHDRAWAL = reads<Pick<Group, 'activityGroupId' | 'activityGroupName' | 'orgActivitys'>>(
  'POST /{p}/pos/standard/org/admin/org/withdrawal-activity-group',
  { activityGroupId: true, activityGroupName: true, orgActivitys: true },
);
/** The config template's options (03 §7 template options; 03 §3 line 58). */
export const TEMPLATE = reads<TmplItem>('POST /admin/org/config-tmplt', {
  tmpltOptId: true,
  optName: true,
  dataType: true,
  optValue: true,
  remark: true,
});
/** The save's answer: the new organisation's code, when it gives one (contract/orgs.ts). */
export const SAVED = reads<{ orgCode?: unknown }>('POST /{p}/pos/standard/org/admin/org/save', { orgCode: true });
/** An organisation's own staff adds under its own organisation (01 §6 own info). */
export const SELF = reads<{ orgCode?: string; orgName?: string }>('POST /admin/org/self-info', { orgCode: true, orgName: true });

export interface OrgValues {
  orgInf: Record<string, string>;
  orgCard: Record<string, string>;
  withdrawal: Group | null;
  policies: Group[];
  tmplItems: TmplItem[];
}

/** Facts of the loaded record shown but not edited (masked values, names, image URLs, level). */
export interface Shown {
  orgLevel?: string;
  /** The organisation's member id (its list row's, else orgInf's): its uploads carry it. */
  memberId?: string;
  parentOrgName?: string;
  productCode?: string;
  /** The parent's payment channels (comma separated); null: no parent, every channel. */
  parentTags?: string | null;
  masks: Record<string, string>;
  uris: Record<string, string>;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export const BASIC_KEYS = [
  'parentOrgCode',
  'orgName',
  'orgType',
  'adminMemberLoginId',
  'adminMemberPwd',
  'reInputadminMemberPwd',
  'realName',
  'bindMobile',
  'tagIds',
] as const;
export const EXT_KEYS = ['allowIpStr', 'apiKey', 'serviceCall', 'svcDomain'] as const;
export const CARD_KEYS = [
  'settleType',
  'subjectType',
  'cardHostName',
  'idcNum',
  'cardNo',
  'bankCode',
  'bankName',
  'provinceCode',
  'province',
  'cityCode',
  'city',
  'bankBranchCode',
  'bankBranchName',
  'preMobile',
  'licenseNo',
  'residenceAddress',
  ...IMAGE_KEYS,
] as const;

export function emptyValues(): OrgValues {
  return {
    orgInf: Object.fromEntries([...BASIC_KEYS, ...EXT_KEYS].map((k) => [k, k === 'orgType' ? '101810' : ''])),
    orgCard: Object.fromEntries(CARD_KEYS.map((k) => [k, k === 'settleType' ? '104210' : ''])),
    withdrawal: null,
    policies: [],
    tmplItems: [],
  };
}

const strGroup = (g: Group): Group => ({
  ...g,
  orgActivitys: (g.orgActivitys ?? []).map((a) => ({
    ...a,
    instanceTmplt: { ...a.instanceTmplt, opts: (a.instanceTmplt?.opts ?? []).map((o) => ({ ...o, optValue: text(o.optValue) })) },
  })),
});

/** A group as the form holds it: option values as text. */
export const formGroup = strGroup;

/** The detail answer as form values and shown facts. */
export function fromDetail(detail: OrgDetail): { values: OrgValues; shown: Shown } {
  const inf = detail.orgInf ?? {};
  const card = detail.orgCard ?? {};
  const groups = (detail.orgActivity ?? []).map(strGroup);
  const v = emptyValues();
  for (const k of [...BASIC_KEYS, ...EXT_KEYS]) v.orgInf[k] = text(inf[k]);
  v.orgInf.bindMobile = '';
  for (const k of CARD_KEYS) v.orgCard[k] = text(card[k]);
  // Masked on arrival: an empty field keeps the stored value.
  v.orgCard.idcNum = '';
  v.orgCard.cardNo = '';
  v.orgCard.preMobile = '';
  if (!v.orgCard.settleType) v.orgCard.settleType = '104210';
  // Which group is the withdrawal one the detail does not say (spec 03 §3): the withdrawal call
  // does (withWithdrawal), until then every group is listed as a policy group.
  v.policies = groups;
  v.tmplItems = (detail.tmplItems ?? []).map((i) => ({ ...i, optValue: text(i.optValue) }));
  const uris: Record<string, string> = {};
  for (const f of (card.fileModels ?? []) as Array<{ fileId: string; wanFullUri: string }>) uris[f.fileId] = f.wanFullUri;
  return {
    values: v,
    shown: {
      orgLevel: text(inf.orgLevel),
      parentOrgName: text(inf.parentOrgName),
      productCode: text(inf.productCode),
      masks: {
        // Spec 03 §3 orgInf gives bindMobile only (the masked variants are orgCard's): shown masked whatever arrives.
        bindMobile: maskMobile(text(inf.bindMobile)),
        idcNum: text(card.maskIdcNum),
        cardNo: text(card.maskCardNo),
        preMobile: text(card.maskPreMobile),
      },
      uris,
    },
  };
}

/**
 * The values with the withdrawal group set apart (spec 03 §4: the leader's default group, named by the
 * withdrawal-activity-group call): the detail's group of that id with the organisation's own values,
 * else the call's group; every other group stays a policy group.
 */
export function withWithdrawal(v: OrgValues, withdrawal: Group | null | undefined): OrgValues {
  const id = withdrawal ? String(withdrawal.activityGroupId) : null;
  const all = [...(v.withdrawal ? [v.withdrawal] : []), ...v.policies];
  const own = id === null ? undefined : all.find((g) => String(g.activityGroupId) === id);
  return {
    ...v,
    withdrawal: own ?? (withdrawal ? strGroup(withdrawal) : null),
    policies: all.filter((g) => g !== own && (id === null || String(g.activityGroupId) !== id)),
  };
}

const trimmed = (o: Record<string, string>, keys: readonly string[], keepEmpty = false) =>
  Object.fromEntries(
    keys.map((k) => [k, k.endsWith('Pwd') ? (o[k] ?? '') : (o[k] ?? '').trim()] as const).filter(([, v]) => keepEmpty || v !== ''),
  );

/** Tab 1's part of orgInf (add: with the parent, login and passwords; edit: without). */
export function basicBody(v: OrgValues, mode: 'add' | 'edit'): Record<string, string> {
  const keys =
    mode === 'add'
      ? BASIC_KEYS
      : BASIC_KEYS.filter((k) => !['parentOrgCode', 'adminMemberLoginId', 'adminMemberPwd', 'reInputadminMemberPwd'].includes(k));
  return trimmed(v.orgInf, keys);
}

export function extBody(v: OrgValues): Record<string, string> {
  return trimmed(v.orgInf, EXT_KEYS);
}

/** orgCard with only the images of the current settlement and subject type. */
export function cardBody(v: OrgValues): Record<string, string> {
  const shownImages = new Set<string>(imageSlots(v.orgCard.settleType, v.orgCard.subjectType).map((s) => s.key));
  const keys = CARD_KEYS.filter((k) => !(IMAGE_KEYS as readonly string[]).includes(k) || shownImages.has(k));
  const body = trimmed(v.orgCard, keys);
  if (v.orgCard.settleType !== '104211') {
    delete body.subjectType;
    delete body.licenseNo;
    delete body.residenceAddress;
  }
  return body;
}

/** An option as the save sends it: spec 03 §3 line 58's fields (fieldName and remark when it has them). */
export const optBody = (o: Opt) => ({
  tmpltOptId: o.tmpltOptId,
  optName: o.optName,
  ...(o.fieldName ? { fieldName: o.fieldName } : {}),
  dataType: o.dataType,
  optTag: o.optTag,
  optValue: (o.optValue ?? '').trim(),
  ...(o.remark ? { remark: o.remark } : {}),
});

/** A group as the save and the activity update send it (spec 03 §3: no withdrawal mark; the upstream knows the leader's default). */
export function groupBody(g: Group) {
  return {
    activityGroupId: g.activityGroupId,
    activityGroupName: g.activityGroupName,
    orgActivitys: g.orgActivitys.map((a) => ({
      activityId: a.activityId,
      activityName: a.activityName,
      instanceTmplt: { tmpltId: a.instanceTmplt.tmpltId, tmpltName: a.instanceTmplt.tmpltName, opts: a.instanceTmplt.opts.map(optBody) },
    })),
  };
}

export function activitiesBody(v: OrgValues) {
  return [...(v.withdrawal ? [groupBody(v.withdrawal)] : []), ...v.policies.map((g) => groupBody(g))];
}

export function tmplBody(v: OrgValues) {
  return v.tmplItems.map((i) => ({
    tmpltOptId: i.tmpltOptId,
    optName: i.optName,
    dataType: i.dataType,
    optValue: (i.optValue ?? '').trim(),
    remark: i.remark ?? null,
  }));
}

/** Where an issue of a tab's schema belongs: the form field's name. */
export function fieldOf(tab: OrgFormTab, path: readonly (string | number)[]): string {
  switch (tab) {
    case 'basic':
    case 'ext':
      return `orgInf.${path[0]}`;
    case 'card':
      return `orgCard.${path[0]}`;
    case 'withdrawal':
      return `withdrawal.${path.slice(1).join('.')}`;
    case 'policy':
      return `policies.${path.join('.')}`;
    case 'template':
      return `tmplItems.${path.join('.')}`;
  }
}

/**
 * Whether an issue of the withdrawal or policy tab sits on an option its viewer is not drawn (spec 03
 * §6: a provider's hidden one; HIDE ones are never checked), so its message has no field to show it.
 */
export function undrawnOption(v: OrgValues, tab: OrgFormTab, path: readonly (string | number)[], provider: boolean): boolean {
  const group = tab === 'withdrawal' ? v.withdrawal : tab === 'policy' ? v.policies[Number(path[0])] : undefined;
  const opt = group?.orgActivitys[Number(path[2])]?.instanceTmplt.opts[Number(path[5])];
  return !!opt && optionState(opt.optTag, provider) === 'hidden';
}
