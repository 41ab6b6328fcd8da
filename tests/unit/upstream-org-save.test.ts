import { describe, expect, it } from 'vitest';
import {
  checkSave,
  checkUptActivity,
  checkUptCard,
  checkUptInf,
  optionRefusal,
  requiredImages,
} from '../../upstream/resources/orgs/org-save-checks';
import { orgBody } from '../support/orgs';

// The reference upstream's own checks of the organisation save and its partial updates (03-N18,
// issue #47): written from spec 03 §3-§7, not from the console's schema. A save the spec allows
// passes; one it refuses is refused (E4401) with the spec's message.

const group = { activityGroupId: 7, orgActivitys: [{ activityId: 3, instanceTmplt: { opts: [{ tmpltOptId: 9, optValue: '0.6' }] } }] };
const save = (inf: Record<string, unknown> = {}, card: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => ({
  ...orgBody({ inf, card, groups: [group] }),
  ...rest,
});
const { orgInf, orgCard } = orgBody();

/** The refusal's message and code, or 'passes'. */
function outcome(check: () => unknown): string {
  try {
    check();
    return 'passes';
  } catch (e) {
    return `${(e as { code?: string }).code} ${(e as Error).message}`;
  }
}

describe('the upstream checks the organisation save from spec 03', () => {
  it('passes a save the spec allows: personal, and each enterprise subject with its images; fields §3 names but the form leaves out', () => {
    expect(outcome(() => checkSave(save()))).toBe('passes');
    expect(outcome(() => checkSave(save({ orgType: 101820 }, {}, { tmplItems: [{ tmpltOptId: 1, optValue: '2' }] })))).toBe('passes');
    // 03 §3 line 55-56 name productCode and preMobile in orgInf, the masked variants in orgCard: allowed.
    expect(outcome(() => checkSave(save({ productCode: 'ALL', preMobile: '' }, { maskCardNo: '6222****0123' })))).toBe('passes');
    const ent = { settleType: '104211', licenseNo: '91330100MA2B3C4D5E', licenseImg: 'l' };
    expect(outcome(() => checkSave(save({}, { ...ent, subjectType: '104310', openAccountImg: 'o' })))).toBe('passes');
    expect(outcome(() => checkSave(save({}, { ...ent, subjectType: '104311' })))).toBe('passes');
    const auth = { authIdcFrontImg: 'x', authIdcReverseImg: 'y', liquidationAuthImg: 'z' };
    expect(outcome(() => checkSave(save({}, { ...ent, subjectType: '104312', ...auth })))).toBe('passes');
    // A bank card's back is never required (03 §5 lines 117-118 name the front only).
    expect(requiredImages('104210', undefined).map(([k]) => k)).toEqual(['idcFrontImg', 'idcReverseImg', 'cardFrontImg']);
  });

  it('refuses what 03 §5 refuses, with its message', () => {
    expect(outcome(() => checkSave(save({ reInputadminMemberPwd: 'Other123' })))).toBe('E4401 密码不一致，请重新输入');
    expect(outcome(() => checkSave(save({ adminMemberPwd: '12', reInputadminMemberPwd: '12' })))).toBe('E4401 必须为 6 到 20 位密码');
    expect(outcome(() => checkSave(save({ adminMemberLoginId: 'ab_c' })))).toBe('E4401 账号仅支持数字和大小写字母');
    expect(outcome(() => checkSave(save({ bindMobile: '2391234567' })))).toBe('E4401 请输入合法手机号');
    expect(outcome(() => checkSave(save({}, { preMobile: '1391234567' })))).toBe('E4401 请输入合法手机号');
    for (const k of ['orgName', 'realName', 'tagIds', 'adminMemberPwd'])
      expect(outcome(() => checkSave(save({ [k]: k === 'adminMemberPwd' ? '' : ' ' })))).toBe('E4401 必传');
    expect(outcome(() => checkSave(save({}, { cardHostName: 'x'.repeat(51) })))).toBe('E4401 cardHostName最多50个字符');
    expect(outcome(() => checkSave(save({}, { cardNo: '1'.repeat(26) })))).toBe('E4401 cardNo最多25个字符');
    expect(outcome(() => checkSave(save({}, { cityCode: '' })))).toBe('E4401 请选择省市');
    expect(outcome(() => checkSave(save({}, { bankBranchCode: '' })))).toBe('E4401 必传');
    expect(outcome(() => checkSave(save({}, { idcReverseImg: '' })))).toBe('E4401 须上传图片: 身份证反面');
    const ent = { settleType: '104211', licenseNo: '91330100MA2B3C4D5E', licenseImg: 'l' };
    expect(outcome(() => checkSave(save({}, { ...ent, subjectType: '104310' })))).toBe('E4401 须上传图片: 开户许可证');
    expect(outcome(() => checkSave(save({}, { ...ent, subjectType: '104312' })))).toBe('E4401 须上传图片: 授权人身份证正面');
    expect(outcome(() => checkSave(save({}, { ...ent, subjectType: '104311', licenseImg: '' })))).toBe('E4401 须上传图片: 营业执照');
    expect(outcome(() => checkSave(save({}, { ...ent, subjectType: '104313' })))).toBe('E4401 必传');
  });

  it('refuses what §3 and §4 do not allow: a field outside the form data, a type outside its states', () => {
    expect(outcome(() => checkSave(save({ secret: 'x' })))).toBe('E4401 请求字段不在规格内：orgInf.secret');
    expect(outcome(() => checkSave(save({}, { cardType: '1' })))).toBe('E4401 请求字段不在规格内：orgCard.cardType');
    expect(outcome(() => checkSave(save({ orgType: '101830' })))).toBe('E4401 必传');
    expect(outcome(() => checkSave(save({}, { settleType: '104212' })))).toBe('E4401 必传');
    expect(outcome(() => checkSave({ ...save(), orgActivity: [{ activityGroupId: 7 }] }))).toBe('E4401 必传');
  });

  it('the partial updates: an edit keeps the masked ID, card and mobile, and never moves the login or the parent', () => {
    const { adminMemberLoginId: _l, adminMemberPwd: _p, reInputadminMemberPwd: _r, parentOrgCode: _o, ...edit } = orgInf;
    expect(outcome(() => checkUptInf({ orgCode: 'ORG0003', orgInf: { ...edit, bindMobile: '' } }))).toBe('passes');
    expect(outcome(() => checkUptInf({ orgCode: 'ORG0003', orgInf: { ...edit, parentOrgCode: 'ORG0001' } }))).toBe(
      'E4401 修改机构信息不能携带字段：orgInf.parentOrgCode',
    );
    expect(outcome(() => checkUptInf({ orgInf: edit }))).toBe('E4401 必传');
    expect(outcome(() => checkUptCard({ orgCode: 'ORG0003', orgCard: { ...orgCard, idcNum: '', cardNo: '', preMobile: '' } }))).toBe(
      'passes',
    );
    expect(outcome(() => checkUptCard({ orgCode: 'ORG0003', orgCard: { ...orgCard, cardFrontImg: '' } }))).toBe(
      'E4401 须上传图片: 银行卡正面',
    );
    expect(outcome(() => checkUptActivity({ orgCode: 'ORG0003', orgActivity: [group] }))).toBe('passes');
  });

  it('an option value by its dataType (03 §5 line 127)', () => {
    expect(optionRefusal('费率', '100922', '0.60')).toBeNull();
    expect(optionRefusal('费率', '100922', '0.605')).toBe('费率最多2位小数');
    expect(optionRefusal('笔数', '100920', '1.5')).toBe('笔数须为整数');
    expect(optionRefusal('费率', '100925', 'abc')).toBe('费率须为数字');
    expect(optionRefusal('备注', '100921', '')).toBe('备注必传');
    expect(optionRefusal('备注', '100921', 'x'.repeat(201))).toBe('备注最多200个字符');
  });
});
