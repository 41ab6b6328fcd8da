import { describe, expect, it } from 'vitest';
import { fromDetail } from '@/components/dialogs/org-form/model';
import {
  addGroupRefusal,
  branchOrder,
  cardLabels,
  formTabs,
  imageSlots,
  MSG,
  missingImage,
  optionEditor,
  optionRefusal,
  optionState,
  visibleGroup,
} from '@/lib/orgs/rules';
import {
  activitiesSchema,
  basicAddSchema,
  basicEditSchema,
  cardAddSchema,
  cardEditSchema,
  extSchema,
  issuesOf,
  saveBody,
  templateSchema,
  uptCardBody,
} from '@/lib/orgs/schema';
import { termed, terms } from '@/lib/terms';

// The organisation form's pure rules (spec 03 §4-§6) with the spec's exact messages, and the one
// schema per tab the form, the gate and the upstream share.

const basic = {
  parentOrgCode: 'ORG0001',
  orgName: '测试机构',
  orgType: '101810',
  realName: '张三',
  tagIds: 'cx',
  adminMemberLoginId: 'abc123',
  adminMemberPwd: 'Abc12345',
  reInputadminMemberPwd: 'Abc12345',
  bindMobile: '13800001111',
};
const personal = {
  settleType: '104210',
  cardHostName: '张三',
  idcNum: '11010119900101123X',
  cardNo: '6222020200112233445',
  bankCode: '102',
  bankName: '中国工商银行',
  provinceCode: '530000',
  cityCode: '530100',
  bankBranchCode: '102731000001',
  bankBranchName: '昆明支行',
  preMobile: '13800001111',
  idcFrontImg: 'f1',
  idcReverseImg: 'f2',
  cardFrontImg: 'f3',
};
const messages = (schema: Parameters<typeof issuesOf>[0], value: unknown) =>
  issuesOf(schema, value).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('settlement images by settlement and subject type (spec 03 §5)', () => {
  it('personal: ID front and back and the card front; the card back is optional', () => {
    expect(imageSlots('104210', null).map((s) => [s.tag, s.required])).toEqual([
      ['2001', true],
      ['2002', true],
      ['2004', true],
      ['2005', false],
    ]);
  });

  it('company: legal-person ID, licence and the account-opening permit', () => {
    expect(imageSlots('104211', '104310').map((s) => s.name)).toEqual(['法人身份证正面', '法人身份证反面', '营业执照', '开户许可证']);
  });

  it('legal person: the licence and a card front; authorised person: the authoriser ID and the liquidation letter too', () => {
    expect(imageSlots('104211', '104311').map((s) => s.tag)).toEqual(['2001', '2002', '2101', '2004', '2005']);
    expect(
      imageSlots('104211', '104312')
        .filter((s) => s.required)
        .map((s) => s.tag),
    ).toEqual(['2001', '2002', '2101', '2004', '2201', '2202', '2203']);
  });

  it('the first missing required image says 须上传图片: <name>', () => {
    expect(missingImage({ settleType: '104210' })).toEqual({ key: 'idcFrontImg', message: '须上传图片: 身份证正面' });
    expect(missingImage({ settleType: '104210', idcFrontImg: 'a', idcReverseImg: 'b' })?.message).toBe('须上传图片: 银行卡正面');
    expect(missingImage({ settleType: '104210', idcFrontImg: 'a', idcReverseImg: 'b', cardFrontImg: 'c' })).toBeNull();
    const company = { settleType: '104211', subjectType: '104310', idcFrontImg: 'a', idcReverseImg: 'b', licenseImg: 'c' };
    expect(missingImage(company)?.message).toBe('须上传图片: 开户许可证');
    const authorised = { ...company, subjectType: '104312', cardFrontImg: 'd', authIdcFrontImg: 'e', authIdcReverseImg: 'f' };
    expect(missingImage(authorised)?.message).toBe('须上传图片: 清算授权书');
    expect(MSG.image('营业执照')).toBe('须上传图片: 营业执照');
  });

  it('labels follow the type: a company account is named for the company', () => {
    expect(cardLabels('104211', '104310')).toMatchObject({ cardHostName: '账户名称', cardNo: '对公账号', idcNum: '法人身份证号' });
    expect(cardLabels('104210', null)).toMatchObject({ cardHostName: '持卡人姓名', cardNo: '银行卡号', idcNum: '身份证号' });
  });
});

describe('the branch chooser and the group list', () => {
  it('needs the city first, then the head bank', () => {
    expect(branchOrder('', '')).toBe('先选择省市');
    expect(branchOrder('', '102')).toBe('先选择省市');
    expect(branchOrder('530100', '')).toBe('先选择银行总行');
    expect(branchOrder('530100', '102')).toBeNull();
  });

  it('a group already present is refused with 已添加该活动', () => {
    expect(addGroupRefusal([{ activityGroupId: 3001 }, { activityGroupId: '3002' }], '3001')).toBe('已添加该活动');
    expect(addGroupRefusal([{ activityGroupId: 3001 }], 3002)).toBeNull();
  });
});

describe('options: editors by dataType, provider flags, HIDE', () => {
  it('steps: 100920 1, 100922 and 100923 0.01, 100924 0.001, 100925 0.0001, else text', () => {
    expect(optionEditor(100920)).toMatchObject({ kind: 'number', step: 1 });
    expect(optionEditor('100922')).toMatchObject({ step: 0.01 });
    expect(optionEditor(100923)).toMatchObject({ step: 0.01 });
    expect(optionEditor(100924)).toMatchObject({ step: 0.001 });
    expect(optionEditor(100925)).toMatchObject({ step: 0.0001 });
    expect(optionEditor(100921)).toEqual({ kind: 'text' });
    expect(optionEditor(undefined)).toEqual({ kind: 'text' });
  });

  it('values keep to their precision', () => {
    expect(optionRefusal('免费期(月)', 100920, '2.5')).toBe('免费期(月)须为整数');
    expect(optionRefusal('手续费', 100922, '1.234')).toBe('手续费最多2位小数');
    expect(optionRefusal('费率', 100924, '0.5555')).toBe('费率最多3位小数');
    expect(optionRefusal('费率', 100925, '0.5555')).toBeNull();
    expect(optionRefusal('费率', 100925, 'abc')).toBe('请输入正确的费率');
    expect(optionRefusal('周期', 100921, '')).toBe('周期必传');
    expect(optionRefusal('周期', 100921, 'T1')).toBeNull();
  });

  it('HIDE always goes; for a provider the fourth character 1 hides and 2 locks', () => {
    expect(optionState('HIDE', false)).toBe('hidden');
    expect(optionState('SYS_HIDE_X', true)).toBe('hidden');
    expect(optionState('1001', true)).toBe('hidden');
    expect(optionState('1001', false)).toBe('editable');
    expect(optionState('1002', true)).toBe('readOnly');
    expect(optionState('1000', true)).toBe('editable');
  });

  it('a provider drops the activities left empty', () => {
    const group = {
      orgActivitys: [
        { activityId: 1, instanceTmplt: { opts: [{ optTag: '1001' }, { optTag: 'HIDE' }] } },
        { activityId: 2, instanceTmplt: { opts: [{ optTag: '1000' }, { optTag: 'HIDE' }] } },
      ],
    };
    expect(visibleGroup(group, true).orgActivitys?.map((a) => a.instanceTmplt.opts.length)).toEqual([1]);
    expect(visibleGroup(group, false).orgActivitys?.map((a) => a.instanceTmplt.opts.length)).toEqual([1, 1]);
  });
});

describe('the tabs', () => {
  it('the extension tab: with its right, in add mode or in see mode at level 1; the template variant', () => {
    expect(formTabs({ mode: 'add', extendRight: true })).toEqual(['basic', 'card', 'withdrawal', 'policy', 'ext']);
    expect(formTabs({ mode: 'add', extendRight: false })).toEqual(['basic', 'card', 'withdrawal', 'policy']);
    expect(formTabs({ mode: 'edit', extendRight: true })).not.toContain('ext');
    expect(formTabs({ mode: 'see', extendRight: true, orgLevel: 1 })).toContain('ext');
    expect(formTabs({ mode: 'see', extendRight: true, orgLevel: 2 })).not.toContain('ext');
    expect(formTabs({ mode: 'add', extendRight: false, variant: 'template' })).toEqual(['basic', 'card', 'withdrawal', 'template']);
  });

  it('the words of the product code (spec 01 §1)', () => {
    expect(terms('myx')).toMatchObject({ org: '机构', activityGroup: '活动组' });
    expect(terms('mcf')).toMatchObject({ org: '服务商', activityGroup: '政策包' });
    expect(termed('新增{org}', 'all')).toBe('新增机构');
    expect(termed('{activityGroup}详情', 'df')).toBe('政策包详情');
  });
});

describe('one schema per tab', () => {
  it('tab 1: passwords match (reported on the confirmation), 6-20, login letters and digits, mobile, 必传', () => {
    expect(messages(basicAddSchema, basic)).toEqual([]);
    expect(messages(basicAddSchema, { ...basic, reInputadminMemberPwd: 'Abc123456' })).toEqual([
      'reInputadminMemberPwd: 密码不一致，请重新输入',
    ]);
    expect(messages(basicAddSchema, { ...basic, adminMemberPwd: 'ab1', reInputadminMemberPwd: 'ab1' })).toContain(
      'adminMemberPwd: 必须为 6 到 20 位密码',
    );
    expect(messages(basicAddSchema, { ...basic, adminMemberLoginId: 'ab-1' })).toEqual(['adminMemberLoginId: 账号仅支持数字和大小写字母']);
    expect(messages(basicAddSchema, { ...basic, bindMobile: '12345' })).toEqual(['bindMobile: 请输入合法手机号']);
    const { orgName: _n, tagIds: _t, ...missing } = basic;
    expect(messages(basicAddSchema, { ...missing, realName: '' })).toEqual(['orgName: 必传', 'realName: 必传', 'tagIds: 必传']);
    expect(messages(basicAddSchema, { ...basic, orgName: 'x'.repeat(51) })).toEqual(['orgName: 名称最多50个字符']);
  });

  it('tab 1 in edit mode: no login or password; an empty mobile keeps the stored one', () => {
    const { adminMemberLoginId: _l, adminMemberPwd: _p, reInputadminMemberPwd: _r, parentOrgCode: _o, ...edit } = basic;
    expect(messages(basicEditSchema, { ...edit, bindMobile: '' })).toEqual([]);
    expect(messages(basicEditSchema, { ...edit, bindMobile: '1' })).toEqual(['bindMobile: 请输入合法手机号']);
  });

  it('tab 2: max lengths, 请选择省市, the subject and licence of an enterprise, the images', () => {
    expect(messages(cardAddSchema, personal)).toEqual([]);
    expect(messages(cardAddSchema, { ...personal, cardNo: '1'.repeat(26) })).toEqual(['cardNo: 最多25个字符']);
    expect(messages(cardAddSchema, { ...personal, idcNum: '1'.repeat(19) })).toContain('idcNum: 最多18个字符');
    expect(messages(cardAddSchema, { ...personal, cardHostName: 'x'.repeat(51) })).toEqual(['cardHostName: 最多50个字符']);
    expect(messages(cardAddSchema, { ...personal, preMobile: '139' })).toEqual(['preMobile: 请输入合法手机号']);
    expect(messages(cardAddSchema, { ...personal, cityCode: '' })).toEqual(['provinceCode: 请选择省市']);
    expect(messages(cardAddSchema, { ...personal, bankCode: '', bankBranchCode: '' })).toEqual(['bankCode: 必传', 'bankBranchCode: 必传']);
    expect(messages(cardAddSchema, { ...personal, cardFrontImg: '' })).toEqual(['cardFrontImg: 须上传图片: 银行卡正面']);
    expect(messages(cardAddSchema, { ...personal, settleType: '104211', licenseNo: 'x'.repeat(31) })).toEqual([
      'licenseNo: 最多30个字符',
      'subjectType: 必传',
      'licenseImg: 须上传图片: 营业执照',
    ]);
    expect(messages(cardAddSchema, { ...personal, settleType: '104211', subjectType: '104311', licenseImg: 'l' })).toEqual([
      'licenseNo: 必传',
    ]);
  });

  it('tab 2 in edit mode: the masked ID, card number and reserved mobile may stay empty', () => {
    const { idcNum: _i, cardNo: _c, preMobile: _p, ...kept } = personal;
    expect(messages(cardEditSchema, kept)).toEqual([]);
    expect(messages(cardAddSchema, kept)).toEqual(['idcNum: 必传', 'cardNo: 必传', 'preMobile: 必传']);
    expect(messages(uptCardBody, { orgCode: 'ORG0001', orgCard: { ...kept, idcNum: '123' } })).toEqual([
      'orgCard.idcNum: 请输入18位身份证号',
    ]);
  });

  it('tabs 3 and 4, the template and the extension: each option by its editor, IPs, URLs', () => {
    const group = (optValue: string) => [
      {
        activityGroupId: 1,
        orgActivitys: [{ activityId: 2, instanceTmplt: { opts: [{ tmpltOptId: 3, optName: '手续费', dataType: 100922, optValue }] } }],
      },
    ];
    expect(messages(activitiesSchema, group('1.5'))).toEqual([]);
    expect(messages(activitiesSchema, group('1.555'))).toEqual(['0.orgActivitys.0.instanceTmplt.opts.0.optValue: 手续费最多2位小数']);
    expect(messages(templateSchema, [{ tmpltOptId: 1, optName: '上限', dataType: 100920, optValue: '' }])).toEqual([
      '0.optValue: 上限必传',
    ]);
    expect(messages(extSchema, { allowIpStr: '10.0.0.1,10.0.0' })).toEqual(['allowIpStr: 请输入合法IP地址，多个以英文逗号分隔']);
    expect(messages(extSchema, { serviceCall: 'ftp://x', svcDomain: 'a.example.com' })).toEqual(['serviceCall: 请输入合法的回调地址']);
  });

  it('the save body composes the tabs: {orgInf, orgCard, orgActivity} and optional tmplItems', () => {
    expect(messages(saveBody, { orgInf: basic, orgCard: personal, orgActivity: [] })).toEqual([]);
    expect(messages(saveBody, { orgInf: { ...basic, reInputadminMemberPwd: 'x' }, orgCard: personal, orgActivity: [] })).toContain(
      'orgInf.reInputadminMemberPwd: 密码不一致，请重新输入',
    );
    expect(messages(saveBody, { orgInf: basic, orgCard: personal })).toEqual(['orgActivity: 必传']);
  });
});

describe('the organisation form reads the detail spec 03 §3 gives', () => {
  it('the admin mobile is orgInf.bindMobile (no maskBindMobile in the spec), shown masked and never kept as a value', () => {
    const plain = fromDetail({ orgInf: { orgName: '机构', bindMobile: '13912345678' }, orgCard: {}, orgActivity: [] });
    expect(plain.shown.masks.bindMobile).toBe('139****5678');
    expect(plain.values.orgInf.bindMobile).toBe('');
    expect(fromDetail({ orgInf: { bindMobile: '139****5678' } }).shown.masks.bindMobile).toBe('139****5678');
    expect(fromDetail({ orgInf: { maskBindMobile: '139****5678' } }).shown.masks.bindMobile).toBe('');
  });
});
