// A form's one schema, built from its declaration: it checks the BODY the form sends (money in fen,
// numbers as numbers), so the same schema serves the form in the browser (values → body → check,
// messages back on the fields), and the gate's check of what arrives (lib/gate/body.ts). Pure:
// shared by browser and server.
import * as z from 'zod/mini';
import { PASSWORD_PATTERN, PASSWORD_RULE_TEXT } from '../schemas/login.ts';
import { dataTypeMessage } from '../dict/data-type.ts';
import type { FieldPattern, FormField, FormResult, FormRule } from './types';

/** Spec 01 §5 format patterns, with the spec's messages where it gives them (spec 03 §5). */
export const PATTERNS: Readonly<Record<FieldPattern, { re: RegExp; message: (label: string) => string }>> = {
  mobile: { re: /^1\d{10}$/, message: () => '请输入合法手机号' },
  idc: { re: /^\d{17}[\dXx]$/, message: () => '请输入18位身份证号' },
  alnum: { re: /^[A-Za-z0-9]+$/, message: (l) => `${l}仅支持数字和字母` },
  // A configuration record's code (PROFIT_RATIO, TRADE_FEE_01): upper snake case is their usual spelling.
  code: { re: /^[A-Za-z0-9_]+$/, message: (l) => `${l}仅支持字母、数字和下划线` },
  loginId: { re: /^[A-Za-z0-9]+$/, message: () => '账号仅支持数字和大小写字母' },
  digits: { re: /^\d+$/, message: (l) => `${l}只能为数字` },
  email: { re: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: () => '请输入合法邮箱' },
  card: { re: /^\d{14,19}$/, message: () => '请输入14到19位银行卡号' },
  // Spec 01 §5 "Password: 6 to 20 letters and digits, mixing both" (01-N14): the sign-in rule, once.
  password: { re: PASSWORD_PATTERN, message: () => PASSWORD_RULE_TEXT },
  // The other patterns 01 §5 lists: "IPv4. Postal code: 6 digits. … Chinese characters only."
  ipv4: { re: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/, message: () => '请输入合法IP地址' },
  postcode: { re: /^\d{6}$/, message: () => '请输入6位邮政编码' },
  chinese: { re: /^[\u4e00-\u9fa5]+$/, message: (l) => `${l}仅支持中文` },
};

const CHOICE_TYPES = new Set([
  'select',
  'multiSelect',
  'cascader',
  'date',
  'datetime',
  'image',
  'switch',
  'org',
  'activityGroup',
  'account',
]);

export function requiredMessage(f: FormField): string {
  return f.requiredMessage ?? `${CHOICE_TYPES.has(f.type) ? '请选择' : '请输入'}${f.label}`;
}

export const moneyMessage = (label: string) => `请输入正确的${label}（元，最多两位小数）`;

/** A yuan amount typed by the operator, in fen; null when it is not a plain amount with at most 2 decimals. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export function fenToYuan(fen: unknown): string {
  const n = Number(fen);
  if (!Number.isFinite(n)) return '';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(Math.round(n));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function decimalsOf(step: number | undefined): number {
  if (!step || step >= 1) return 0;
  return Math.min(6, Math.round(-Math.log10(step)));
}

function fieldSchema(f: SchemaField): z.ZodMiniType {
  const required = requiredMessage(f);
  switch (f.type) {
    case 'number': {
      const decimals = decimalsOf(f.step);
      const checks = [
        z.refine<number>((n) => Math.abs(n * 10 ** decimals - Math.round(n * 10 ** decimals)) < 1e-9, {
          message: decimals ? `${f.label}最多${decimals}位小数` : `${f.label}须为整数`,
        }),
      ];
      if (f.min !== undefined) checks.push(z.refine<number>((n) => n >= f.min!, { message: `${f.label}不能小于${f.min}` }));
      if (f.max !== undefined) checks.push(z.refine<number>((n) => n <= f.max!, { message: `${f.label}不能大于${f.max}` }));
      return z.number({ error: (i) => (i.input === undefined ? required : `请输入正确的${f.label}`) }).check(...checks);
    }
    case 'money':
      return z.number({ error: (i) => (i.input === undefined ? required : moneyMessage(f.label)) }).check(
        z.int(moneyMessage(f.label)),
        z.refine<number>((n) => n > 0, { message: `${f.label}须大于0` }),
      );
    case 'switch':
      return z.union([z.literal(0), z.literal(1)], { error: required });
    default: {
      // Required means a non-blank value (spec 02 §5): spaces alone are refused like nothing.
      const checks: z.core.$ZodCheck<string>[] = [
        z.minLength(1, required),
        z.refine<string>((v) => v.trim() !== '', { message: required }),
      ];
      if (f.minLength) checks.push(z.minLength(f.minLength, `${f.label}至少${f.minLength}个字符`));
      if (f.maxLength) checks.push(z.maxLength(f.maxLength, `${f.label}最多${f.maxLength}个字符`));
      if (f.pattern) checks.push(z.regex(PATTERNS[f.pattern].re, PATTERNS[f.pattern].message(f.label)));
      if (f.options && f.type === 'select') {
        const allowed = new Set(f.options.map((o) => o.value));
        checks.push(z.refine<string>((v) => allowed.has(v), { message: requiredMessage(f) }));
      }
      if (f.options && f.type === 'multiSelect') {
        const allowed = new Set(f.options.map((o) => o.value));
        checks.push(z.refine<string>((v) => v.split(',').every((p) => allowed.has(p)), { message: requiredMessage(f) }));
      }
      return z.string({ error: required }).check(...checks);
    }
  }
}

/** What a schema reads of a field: never its look-up call (a view carries only the call's reference). */
export type SchemaField = Omit<FormField, 'lookup'>;

export interface SchemaSource {
  fields: readonly SchemaField[];
  rules?: readonly FormRule[];
  idKey?: string;
  fixed?: Readonly<Record<string, string | number>>;
  opts?: readonly string[];
}

/** Spec 03 §5: a terminal rate submit with no option typed. */
export const NO_OPTS_MESSAGE = '请选择参数';

/** The body schema: required fields must be present; optional ones may be left out (cleaned). */
export function bodySchema(form: SchemaSource) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const f of form.fields) {
    if (f.readOnly === true) continue;
    shape[f.key] = f.required ? fieldSchema(f) : z.optional(fieldSchema(f));
  }
  if (form.idKey && !shape[form.idKey]) shape[form.idKey] = z.optional(z.union([z.string(), z.number()]));
  for (const [k, v] of Object.entries(form.fixed ?? {})) shape[k] = z.literal(v, { error: '请求参数错误' });
  const checks = (form.rules ?? []).map((r) =>
    r.kind === 'dataType'
      ? z.refine<Record<string, unknown>>((o) => dataTypeMessage(o[r.by], o[r.field], r.label) === null, {
          message: 'dataType',
          path: [r.field],
        })
      : z.refine<Record<string, unknown>>(
          (o) => {
            const a = o[r.field];
            const b = r.kind === 'after' ? o[r.than] : r.kind === 'same' ? o[r.as] : undefined;
            if (a === undefined || b === undefined) return true;
            return r.kind === 'after' ? String(a) > String(b) : a === b;
          },
          { message: r.message, path: [r.field] },
        ),
  );
  return z.object(shape).check(...checks);
}

/** Ids typed one per line, with spaces or with (full-width) commas, as one comma-separated list. */
export function commaList(text: string): string {
  return text
    .split(/[\s,，]+/)
    .filter(Boolean)
    .join(',');
}

/**
 * The body for the typed values: trimmed, empty ones left out, numbers and money converted (a
 * malformed one stays text, so the schema refuses it with its message).
 */
export function toBody(form: SchemaSource, values: Record<string, unknown>, id?: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of form.fields) {
    if (f.readOnly === true) continue;
    const raw = values[f.key];
    if (f.type === 'switch') {
      body[f.key] = raw === true || raw === 1 || raw === '1' ? 1 : 0;
      continue;
    }
    const text = Array.isArray(raw) ? raw.join(',') : raw === undefined || raw === null ? '' : String(raw);
    const v = f.type === 'password' ? text : f.commaList ? commaList(text) : text.trim();
    if (v === '') continue;
    if (f.type === 'money') body[f.key] = yuanToFen(v) ?? v;
    else if (f.type === 'number') body[f.key] = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
    else body[f.key] = v;
  }
  if (form.idKey && id) body[form.idKey] = id;
  Object.assign(body, form.fixed);
  if (form.opts) {
    const opts = form.opts.filter((k) => Object.hasOwn(body, k)).map((k) => ({ fieldName: k, fieldValue: body[k] }));
    for (const k of form.opts) delete body[k];
    body.opts = opts;
  }
  return body;
}

/**
 * A body with `opts` read back into the form's own fields (FormDef.opts), for its schema; null when
 * the list is malformed or names a field the form does not pack.
 */
export function unpackOpts(form: SchemaSource, body: Record<string, unknown>): Record<string, unknown> | null {
  if (!form.opts) return body;
  const { opts, ...rest } = body;
  if (opts === undefined) return rest;
  if (!Array.isArray(opts)) return null;
  const out: Record<string, unknown> = { ...rest };
  for (const o of opts) {
    const name = o && typeof o === 'object' ? (o as Record<string, unknown>).fieldName : undefined;
    if (typeof name !== 'string' || !form.opts.includes(name) || Object.hasOwn(out, name)) return null;
    out[name] = (o as Record<string, unknown>).fieldValue;
  }
  return out;
}

/** The form's values for a loaded record (money back in yuan), for edit mode. */
export function fromRecord(form: SchemaSource, record: Record<string, unknown> | null | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of form.fields) {
    const v = record?.[f.key];
    if (f.type === 'password') values[f.key] = '';
    else if (v === undefined || v === null) values[f.key] = f.type === 'switch' ? '0' : '';
    else values[f.key] = f.type === 'money' ? fenToYuan(v) : String(v);
  }
  return values;
}

/** The first message per field for a body, or none. */
export function bodyErrors(form: SchemaSource, packed: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const body = unpackOpts(form, packed);
  if (!body) return { opts: '请求参数错误' };
  if (form.opts && !form.opts.some((k) => Object.hasOwn(body, k))) errors[form.opts[0]] = NO_OPTS_MESSAGE;
  const result = bodySchema(form).safeParse(body);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message === 'dataType' ? dataTypeError(form, body, key) : issue.message;
  }
  return errors;
}

/**
 * What a form's answer says (FormDef.result): the notice with `{field}` filled from the answer, and
 * the dialog of the record it names. Null parts when the answer lacks them.
 */
export function formResult(
  result: FormResult,
  answer: unknown,
): { notice: string | null; dialog: { kind: 'dialog'; entity: string; id: string } | null } {
  const obj = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const notice = result.notice ? result.notice.replace(/\{(\w+)\}/g, (_m, k: string) => String(obj[k] ?? '')) : null;
  const id = result.idKey ? obj[result.idKey] : undefined;
  const dialog =
    result.dialog && (typeof id === 'string' || typeof id === 'number') && /^[A-Za-z0-9_.-]{1,100}$/.test(String(id))
      ? { kind: 'dialog' as const, entity: result.dialog, id: String(id) }
      : null;
  return { notice, dialog };
}

/**
 * A batch answer (okCount, failCount, summary) in which no row succeeded is no success: a warning
 * with the upstream's summary instead of the green notice (issue #39). Null for any other answer.
 */
export function noSuccessNotice(answer: unknown): { type: 'warning'; message: string } | null {
  const a = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  if (a.okCount !== 0 || !(Number(a.failCount) > 0)) return null;
  return { type: 'warning', message: typeof a.summary === 'string' && a.summary ? a.summary : `成功0条，失败${a.failCount}条` };
}

function dataTypeError(form: SchemaSource, body: Record<string, unknown>, key: string): string {
  const rule = form.rules?.find((r) => r.kind === 'dataType' && r.field === key);
  return rule?.kind === 'dataType' ? (dataTypeMessage(body[rule.by], body[key], rule.label) ?? '') : '';
}
