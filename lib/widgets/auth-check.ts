// Pure rules of the three/four-element authentication check (spec 01 §2, §3, §5, §9).
import { elementCheck } from '@/lib/calls/checks';

export const ELEMENT_CHECK_PATH = elementCheck.path;
export const AUTH_SUBMITTED = '提交成功';
export const MOBILE_PLACEHOLDER = '不填则进行三要素认证';

export type AuthChannel = 'cx' | 'sd' | 'hh' | 'flm';
export const AUTH_CHANNELS: ReadonlyArray<{ value: AuthChannel; label: string }> = [
  { value: 'cx', label: '创新' },
  { value: 'sd', label: '杉德' },
  { value: 'hh', label: '黑核' },
  { value: 'flm', label: '富临门' },
];
export const DEFAULT_AUTH_CHANNEL: AuthChannel = 'cx';

export type AuthType = 3 | 4;
export const AUTH_TYPES: ReadonlyArray<{ value: AuthType; label: string }> = [
  { value: 3, label: '三要素' },
  { value: 4, label: '四要素' },
];
export const DEFAULT_AUTH_TYPE: AuthType = 3;

/** Spec 01 §9: input limits on the authentication check screen. */
export const AUTH_MAX_LENGTH = { cardNo: 22, idcNum: 18, realName: 20, mobile: 11 } as const;

export const AUTH_WARNINGS = {
  idcEmpty: '请输入身份证号',
  idcShort: '请输入18位身份证号',
  cardEmpty: '请输入银行卡号',
  nameEmpty: '请输入真实姓名',
} as const;

export interface AuthCheckForm {
  prcCnlCode: AuthChannel;
  cardNo: string;
  idcNum: string;
  realName: string;
  mobile: string;
  authType: AuthType;
}

export const EMPTY_AUTH_FORM: AuthCheckForm = {
  prcCnlCode: DEFAULT_AUTH_CHANNEL,
  cardNo: '',
  idcNum: '',
  realName: '',
  mobile: '',
  authType: DEFAULT_AUTH_TYPE,
};

/**
 * The first failing rule's warning, in the spec's order (ID empty, ID shorter than 18, card
 * empty, name empty), or null. With an authId the inputs are hidden and nothing is checked.
 */
export function validateAuthCheck(form: AuthCheckForm, authId?: string | null): string | null {
  if (authId) return null;
  const idc = form.idcNum.trim();
  if (!idc) return AUTH_WARNINGS.idcEmpty;
  if (idc.length < 18) return AUTH_WARNINGS.idcShort;
  if (!form.cardNo.trim()) return AUTH_WARNINGS.cardEmpty;
  if (!form.realName.trim()) return AUTH_WARNINGS.nameEmpty;
  return null;
}

/**
 * The element-check body. A retry by authId sends the channel and the chosen type, and the member
 * the record is of (spec 02 §7 "retry authentication | memberId, authId"); a fresh check sends the
 * inputs, and its type follows the mobile (blank means three elements, spec 01 §5).
 */
export function authCheckBody(form: AuthCheckForm, authId?: string | null, memberId?: string | null) {
  if (authId) return { prcCnlCode: form.prcCnlCode, authId, authType: form.authType, ...(memberId ? { memberId } : {}) };
  const mobile = form.mobile.trim();
  return {
    prcCnlCode: form.prcCnlCode,
    cardNo: form.cardNo.trim(),
    idcNum: form.idcNum.trim(),
    realName: form.realName.trim(),
    mobile,
    authType: (mobile ? 4 : 3) as AuthType,
  };
}

export interface AuthCheckData {
  authId?: string;
}

/**
 * Spec 01 §4 and §7: the outcome and the message come from the envelope. A check answered with
 * status 20 succeeded and its line is the server's message, in green; any other status failed
 * (the fetcher rejects, and the line shows that message as the failure).
 */
export function authResult(message: string): { ok: true; message: string } {
  return { ok: true, message };
}
