// What an audit line masks, by the meaning of a field, never by the shape of its value: personal
// data (mobiles, ID and card numbers, names) is masked wherever its field appears, identifiers
// (request, batch and bill ids, paths, member ids, organisation and terminal codes) pass whole, and
// the digit-pattern net runs only over free text, where a mobile may hide in a sentence.
import { maskCard, maskDigitsIn, maskIdNumber, maskMobile, maskName } from '../format/mask.ts';

type Rule = 'mobile' | 'idNumber' | 'card' | 'name' | 'text' | 'id';

// Field names are matched in lower case; each list is what the declarations and the upstream
// contract call such a field (bindMobile, rawMobile, idcNum, cardNo, cardHostName …).
const MOBILE = /(mobile|phone|^tel$|telno|telephone)/;
const ID_NUMBER = /(^idc|idcnum|idcard|idno|idnumber|certno|rawidc)/;
const CARD = /(cardno|bankcard|bankacct|rawcard|cardnum)/;
const NAME = /(realname|hostname|custname|acctname|contactname|legalname|holdername|username|^name$|membername|rawname)/;
/** Free text an operator or the upstream writes: remarks, messages, reasons, the SQL page's query. */
const TEXT = new Set([
  'remark',
  'message',
  'msg',
  'reason',
  'sql',
  'auditmsg',
  'uptdesc',
  'handleresult',
  'content',
  'desc',
  'description',
  // A login id may be an employee's mobile: masked where it looks like one.
  'loginid',
  // The screen a request claims to come from (a header anyone can set): a real one has no long digit run.
  'screen',
]);

/** The masking rule of a field, by its name. */
export function ruleOf(key: string): Rule {
  const k = key.toLowerCase();
  if (TEXT.has(k)) return 'text';
  if (ID_NUMBER.test(k)) return 'idNumber';
  if (CARD.test(k)) return 'card';
  if (MOBILE.test(k)) return 'mobile';
  if (NAME.test(k)) return 'name';
  return 'id';
}

/** The longest text kept per value: the SQL page's query is read whole, other values are short. */
const limitOf = (key: string) => (key === 'sql' ? 4000 : 300);

function maskString(rule: Rule, value: string): string {
  switch (rule) {
    case 'mobile':
      return maskMobile(value);
    case 'idNumber':
      return maskIdNumber(value);
    case 'card':
      return maskCard(value);
    case 'name':
      return maskName(value);
    case 'text':
      return maskDigitsIn(value);
    default:
      return value;
  }
}

/** Keys of the summaries records.ts writes (a list's codes): they take their parent's rule. */
const INHERIT = new Set(['first', 'last', 'codes', 'from', 'to', 'old', 'new']);
/** The most items an array keeps: a list of codes whole (describe.ts MAX_CODES), others cut. */
const itemsOf = (key: string) => (key === 'codes' || key === 'fields' || key === 'rows' ? 2000 : 50);

/** A value as the audit line carries it: masked by its field's meaning, cut to length, nested values alike. */
export function maskValue(key: string, value: unknown, rule: Rule = ruleOf(key)): unknown {
  if (typeof value === 'string') return maskString(rule, value).slice(0, limitOf(key));
  if (typeof value === 'number' && rule !== 'id') return maskString(rule, String(value));
  if (Array.isArray(value)) return value.slice(0, itemsOf(key)).map((v) => maskValue(key, v, rule));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = maskValue(k, v, INHERIT.has(k) ? rule : ruleOf(k));
    return out;
  }
  return value;
}

/**
 * What a request brought that no declaration names (its path, its query, a refused body's fields):
 * masked by meaning where a field's name says what it is, and the digit net over every key and
 * string besides, since an identifier's rule would pass a mobile typed into it whole.
 */
export function maskUntrusted(key: string, value: unknown): unknown {
  const net = (v: unknown): unknown => {
    if (typeof v === 'string') return maskDigitsIn(v);
    if (typeof v === 'number') return maskDigitsIn(String(v));
    if (Array.isArray(v)) return v.map(net);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, w]) => [maskDigitsIn(k), net(w)]));
    return v;
  };
  return net(maskValue(key, value));
}
