import { describe, expect, it } from 'vitest';
import {
  AUTH_CHANNELS,
  AUTH_MAX_LENGTH,
  AUTH_SUBMITTED,
  authCheckBody,
  authResult,
  DEFAULT_AUTH_CHANNEL,
  DEFAULT_AUTH_TYPE,
  EMPTY_AUTH_FORM,
  MOBILE_PLACEHOLDER,
  validateAuthCheck,
  type AuthCheckForm,
} from '@/lib/widgets/auth-check';

const ID = '110101199003071234';
const full: AuthCheckForm = { ...EMPTY_AUTH_FORM, idcNum: ID, cardNo: '6222020200112233', realName: '张三' };

describe('authentication check form (spec 01 §2 item 8, §9)', () => {
  it('offers the four channels, cx first and by default; three elements by default', () => {
    expect(AUTH_CHANNELS.map((c) => c.value)).toEqual(['cx', 'sd', 'hh', 'flm']);
    expect(DEFAULT_AUTH_CHANNEL).toBe('cx');
    expect(DEFAULT_AUTH_TYPE).toBe(3);
    expect(EMPTY_AUTH_FORM.prcCnlCode).toBe('cx');
  });
  it('limits card 22, ID 18, name 20, mobile 11', () => {
    expect(AUTH_MAX_LENGTH).toEqual({ cardNo: 22, idcNum: 18, realName: 20, mobile: 11 });
    expect(MOBILE_PLACEHOLDER).toBe('不填则进行三要素认证');
    expect(AUTH_SUBMITTED).toBe('提交成功');
  });
});

describe('validation order (spec 01 §5)', () => {
  it('1. ID number empty comes first, even when everything is empty', () => {
    expect(validateAuthCheck(EMPTY_AUTH_FORM)).toBe('请输入身份证号');
    expect(validateAuthCheck({ ...full, idcNum: '   ' })).toBe('请输入身份证号');
  });
  it('2. ID number shorter than 18 before the card and name', () => {
    expect(validateAuthCheck({ ...EMPTY_AUTH_FORM, idcNum: '11010119900307123' })).toBe('请输入18位身份证号');
  });
  it('3. card number empty before the name', () => {
    expect(validateAuthCheck({ ...EMPTY_AUTH_FORM, idcNum: ID })).toBe('请输入银行卡号');
  });
  it('4. real name empty', () => {
    expect(validateAuthCheck({ ...full, realName: ' ' })).toBe('请输入真实姓名');
  });
  it('passes without a mobile (a three-element check)', () => {
    expect(validateAuthCheck(full)).toBeNull();
  });
  it('checks nothing when an authId is given', () => {
    expect(validateAuthCheck(EMPTY_AUTH_FORM, 'A1')).toBeNull();
  });
});

describe('request body', () => {
  it('a retry by authId sends the channel and the chosen type', () => {
    expect(authCheckBody({ ...EMPTY_AUTH_FORM, prcCnlCode: 'sd', authType: 4 }, 'A1')).toEqual({
      prcCnlCode: 'sd',
      authId: 'A1',
      authType: 4,
    });
  });
  it('a retry of a member record sends its memberId with the authId (spec 02 §7 retry authentication)', () => {
    expect(authCheckBody({ ...EMPTY_AUTH_FORM, prcCnlCode: 'sd', authType: 4 }, 'A1', '1A2B')).toEqual({
      prcCnlCode: 'sd',
      authId: 'A1',
      authType: 4,
      memberId: '1A2B',
    });
  });
  it('a fresh check sends trimmed inputs; a blank mobile means three elements', () => {
    expect(authCheckBody({ ...full, realName: ' 张三 ' })).toEqual({
      prcCnlCode: 'cx',
      cardNo: '6222020200112233',
      idcNum: ID,
      realName: '张三',
      mobile: '',
      authType: 3,
    });
    expect(authCheckBody({ ...full, mobile: '13800000000' }).authType).toBe(4);
  });
});

describe('result line', () => {
  it('of a check answered with status 20 is the envelope message, in green (spec 01 §4, §7)', () => {
    expect(authResult('认证成功')).toEqual({ ok: true, message: '认证成功' });
  });
});
