// The organisation form's schemas: ONE per tab (basic, settlement, activities, extension, batch
// template), composed into the bodies of the save and the three partial updates. The form checks a
// tab with its schema before stepping on; the gate checks each call's body with the same composition
// (lib/calls `body`). The reference upstream checks the same calls with its own reading of the spec
// (upstream/resources/orgs/org-save-checks.ts), never with this.
import * as z from 'zod/mini';
import {
  IMAGE_KEYS,
  isEnterprise,
  MAX,
  MSG,
  missingImage,
  optionRefusal,
  optionState,
  ORG_TYPES,
  SETTLE_TYPES,
  SUBJECT_TYPES,
} from './rules.ts';

type Issue = { path: (string | number)[]; message: string };

const MOBILE = /^1\d{10}$/;
const LOGIN_ID = /^[A-Za-z0-9]+$/;
const PASSWORD = /^[A-Za-z\d]{6,20}$/;
const IDC = /^\d{17}[\dXx]$/;

/** A required text: 必传 when missing, then its length and pattern. */
function text(max: number, pattern?: { re: RegExp; message: string }, label = '') {
  const checks: z.core.$ZodCheck<string>[] = [
    z.refine<string>((v) => v.trim().length > 0, { message: MSG.required }),
    z.maxLength(max, `${label}最多${max}个字符`),
  ];
  if (pattern) checks.push(z.refine<string>((v) => !v.trim() || pattern.re.test(v.trim()), { message: pattern.message }));
  return z.string({ error: MSG.required }).check(...checks);
}

/** An optional text: empty or absent passes (an edit keeps the stored value). */
function optionalText(max: number, pattern?: { re: RegExp; message: string }, label = '') {
  const checks: z.core.$ZodCheck<string>[] = [z.maxLength(max, `${label}最多${max}个字符`)];
  if (pattern) checks.push(z.refine<string>((v) => !v.trim() || pattern.re.test(v.trim()), { message: pattern.message }));
  return z.optional(z.string().check(...checks));
}

const oneOf = (values: readonly string[]) =>
  z.string({ error: MSG.required }).check(z.refine<string>((v) => values.includes(v), { message: MSG.required }));

const mobile = { re: MOBILE, message: MSG.mobile };
const id = z.union([z.string(), z.number()]);

// ---- tab 1: basic info ----

const basicShared = {
  orgName: text(MAX.orgName, undefined, '名称'),
  orgType: oneOf(ORG_TYPES),
  realName: text(MAX.realName, undefined, '联系人'),
  tagIds: text(200),
};

/** Tab 1 in add mode: the parent, the admin login and its password twice. */
export const basicAddShape = {
  ...basicShared,
  parentOrgCode: text(20),
  adminMemberLoginId: text(MAX.loginId, { re: LOGIN_ID, message: MSG.loginId }, '账号'),
  adminMemberPwd: text(MAX.password, { re: PASSWORD, message: MSG.passwordRule }),
  reInputadminMemberPwd: text(MAX.password, { re: PASSWORD, message: MSG.passwordRule }),
  bindMobile: text(MAX.mobile, mobile),
};

/** Tab 1 in edit mode: login and parent are fixed; an empty mobile keeps the stored one (it arrives masked). */
export const basicEditShape = {
  ...basicShared,
  bindMobile: optionalText(MAX.mobile, mobile),
};

function passwordsMatch(ctx: { value: Record<string, unknown>; issues: unknown[] }) {
  const v = ctx.value;
  if (typeof v.adminMemberPwd === 'string' && typeof v.reInputadminMemberPwd === 'string' && v.reInputadminMemberPwd !== v.adminMemberPwd) {
    ctx.issues.push({ code: 'custom', message: MSG.passwordMismatch, path: ['reInputadminMemberPwd'], input: v });
  }
}

export const basicAddSchema = z.object(basicAddShape).check(passwordsMatch);
export const basicEditSchema = z.object(basicEditShape);

// ---- tab 5: extension info (orgInf's platform fields) ----

const IP_LIST = /^(\d{1,3}(\.\d{1,3}){3})(,\d{1,3}(\.\d{1,3}){3})*$/;
const URL = /^https?:\/\/[^\s]+$/;
const DOMAIN = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const extShape = {
  allowIpStr: optionalText(MAX.allowIpStr, { re: IP_LIST, message: '请输入合法IP地址，多个以英文逗号分隔' }),
  apiKey: optionalText(MAX.apiKey, { re: LOGIN_ID, message: '密钥仅支持数字和字母' }),
  serviceCall: optionalText(MAX.url, { re: URL, message: '请输入合法的回调地址' }),
  svcDomain: optionalText(MAX.url, { re: DOMAIN, message: '请输入合法的域名' }),
};
export const extSchema = z.object(extShape);

// ---- tab 2: settlement info ----

const cardShared = {
  settleType: oneOf(SETTLE_TYPES),
  subjectType: z.optional(z.string()),
  cardHostName: text(MAX.cardHostName),
  bankCode: text(20),
  bankName: text(50),
  provinceCode: z.optional(z.string()),
  cityCode: z.optional(z.string()),
  province: z.optional(z.string()),
  city: z.optional(z.string()),
  bankBranchCode: text(20),
  bankBranchName: text(100),
  licenseNo: optionalText(MAX.licenseNo),
  residenceAddress: optionalText(MAX.residenceAddress),
  ...Object.fromEntries(IMAGE_KEYS.map((k) => [k, z.optional(z.string())])),
};

const digits25 = { re: /^\d+$/, message: '银行卡号只能为数字' };

export const cardAddShape = {
  ...cardShared,
  idcNum: text(MAX.idcNum, { re: IDC, message: '请输入18位身份证号' }),
  cardNo: text(MAX.cardNo, digits25),
  preMobile: text(MAX.mobile, mobile),
};

/** In edit mode the ID, card number and reserved mobile arrive masked: empty keeps them. */
export const cardEditShape = {
  ...cardShared,
  idcNum: optionalText(MAX.idcNum, { re: IDC, message: '请输入18位身份证号' }),
  cardNo: optionalText(MAX.cardNo, digits25),
  preMobile: optionalText(MAX.mobile, mobile),
};

/** The cross-field rules of the settlement tab: subject type, licence, province/city, images. */
function cardRules(ctx: { value: Record<string, unknown>; issues: unknown[] }) {
  const v = ctx.value;
  const push = (path: string, message: string) => ctx.issues.push({ code: 'custom', message, path: [path], input: v });
  if (isEnterprise(v.settleType)) {
    if (!SUBJECT_TYPES.includes(String(v.subjectType ?? '') as (typeof SUBJECT_TYPES)[number])) push('subjectType', MSG.required);
    if (!String(v.licenseNo ?? '').trim()) push('licenseNo', MSG.required);
  }
  if (!String(v.provinceCode ?? '') || !String(v.cityCode ?? '')) push('provinceCode', MSG.area);
  const missing = missingImage(v);
  if (missing) push(missing.key, missing.message);
}

export const cardAddSchema = z.object(cardAddShape).check(cardRules);
export const cardEditSchema = z.object(cardEditShape).check(cardRules);

// ---- tabs 3 and 4: the activity groups (withdrawal and policy) ----

const optSchema = z.object({
  tmpltOptId: id,
  optName: z.optional(z.string()),
  fieldName: z.optional(z.nullable(z.string())),
  remark: z.optional(z.nullable(z.string())),
  dataType: z.optional(id),
  optTag: z.optional(z.nullable(z.string())),
  optValue: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});

const activitySchema = z.object({
  activityId: id,
  activityName: z.optional(z.string()),
  instanceTmplt: z.object({ tmpltId: z.optional(id), tmpltName: z.optional(z.string()), opts: z.array(optSchema) }),
});

const groupSchema = z.object({
  activityGroupId: id,
  activityGroupName: z.optional(z.string()),
  orgActivitys: z.array(activitySchema),
});

/**
 * Every option value checked by its editor (its own name in the message), but those tagged HIDE:
 * never drawn (spec 03 §6 "always removed"), their values go back as received (03-#34).
 */
function optionRules(ctx: { value: Array<z.infer<typeof groupSchema>>; issues: unknown[] }) {
  ctx.value.forEach((g, gi) => {
    g.orgActivitys.forEach((a, ai) => {
      a.instanceTmplt.opts.forEach((o, oi) => {
        if (optionState(o.optTag, false) === 'hidden') return;
        const message = optionRefusal(o.optName ?? '参数', o.dataType, o.optValue);
        if (message)
          ctx.issues.push({ code: 'custom', message, path: [gi, 'orgActivitys', ai, 'instanceTmplt', 'opts', oi, 'optValue'], input: o });
      });
    });
  });
}

export const activitiesSchema = z.array(groupSchema, { error: MSG.required }).check(optionRules);

// ---- the batch template variant's fourth tab ----

const tmplItemSchema = z.object({
  tmpltOptId: id,
  optName: z.optional(z.string()),
  dataType: z.optional(id),
  optValue: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  remark: z.optional(z.nullable(z.string())),
});

export const templateSchema = z.array(tmplItemSchema).check((ctx) => {
  ctx.value.forEach((o, i) => {
    const message = optionRefusal(o.optName ?? '参数', o.dataType, o.optValue);
    if (message) ctx.issues.push({ code: 'custom', message, path: [i, 'optValue'], input: o });
  });
});

// ---- the bodies of the calls ----

const orgCode = z.string({ error: MSG.required }).check(z.minLength(1, MSG.required));

/**
 * The save of a new organisation: {orgInf, orgCard, orgActivity} and, in the template variant,
 * tmplItems. orgInf and orgCard are the form's own fields: strict, so a field inside them the form
 * does not send (orgInf.parentOrgCode on an edit) is refused, not forwarded (issue #52). The
 * activity groups are records the form loaded and sends back.
 */
export const saveBody = z.object({
  orgInf: z.strictObject({ ...basicAddShape, ...extShape }).check(passwordsMatch),
  orgCard: z.strictObject(cardAddShape).check(cardRules),
  orgActivity: activitiesSchema,
  tmplItems: z.optional(templateSchema),
});

export const uptInfBody = z.object({ orgCode, orgInf: z.strictObject(basicEditShape) });
export const uptCardBody = z.object({ orgCode, orgCard: z.strictObject(cardEditShape).check(cardRules) });
export const uptActivityBody = z.object({ orgCode, orgActivity: z.optional(activitiesSchema), tmplItems: z.optional(templateSchema) });

/** The issues of a value against a schema, as paths and messages (the form maps them to fields and tabs). */
export function issuesOf(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
): Issue[] {
  const r = schema.safeParse(value);
  if (r.success || !r.error) return [];
  return r.error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'number' ? p : String(p))), message: i.message }));
}
