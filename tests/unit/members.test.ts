import { extBody, extEntries, extKind, extRows, extSearch, extUrlAllowed } from '@/lib/dialogs/member-ext';
import { describe, expect, it } from 'vitest';
import { filterDef } from '@/lib/filters/catalogue';
import { bodyErrors, toBody } from '@/lib/forms/schema';
import { memberSelectOrgForm, SELECT_ORG_REQUIRED, userSearch } from '@/lib/screens/members/user-search';
import { type GateContext, productAllows } from '@/lib/access/gate';
import { carry, takeCarried } from '@/lib/client/carry';
import { memberDialog, merchantDialog } from '@/lib/dialogs/member';
import { editRefusal } from '@/lib/dialogs/rules';
import { enumOptions } from '@/lib/dict/enums';
import { dialogView, type TabView } from '@/lib/dialogs/view';
import { allowed, findPolicy } from '@/lib/gate/policy';
import { addIndicator, defaultIndicatorRange, indicatorWidth, INDICATOR_ALREADY_ADDED, parseChosen } from '@/lib/widgets/indicators';
import { toTagGroups } from '@/lib/widgets/tags';
import { WX_AUDIT, ZFB_AUDIT } from '../support/member-states';

// Pure rules of the member area: the dialog's view per right, product and role (what never leaves
// the server), the reveal's two readings of its right, the indicator picker's rules, carried filters.
const ALL_TABS = ['1', '2', '99', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15'];
const RIGHTS = [
  'MemberList',
  'BaseAuthMemberId',
  ...['BaseInf', 'AuthInf', 'CertInf', 'CardInf', 'RoleInf', 'RadarInf', 'IndInf', 'WxWorkInf', 'TagInf', 'AgreementInf'].map(
    (r) => `BaseAuthUserSearchDetail${r}`,
  ),
  ...['MerchantMain', 'Xw', 'Wx', 'Zfb', 'Qiye', 'TransInf', 'RealInfo', 'Edit', 'AuthElementCheck'].map(
    (r) => `BaseAuthUserSearchDetail${r}`,
  ),
];
const ctx = (over: Partial<GateContext> = {}, rights = RIGHTS): GateContext => ({
  rights: new Set(rights),
  biz: false,
  roleType: 'PRODUCT',
  productCode: 'all',
  ...over,
});
const tab = (tabs: TabView[], id: string) => tabs.find((t) => t.id === id)!;
const field = (t: TabView, key: string) => (t.kind === 'fields' ? t.fields.find((f) => f.key === key) : undefined);

describe('the member dialog view', () => {
  it('has every tab of spec 02 §2 for a holder of every right; the merchant variant opens on tab 10', () => {
    expect(dialogView(memberDialog, 'MemberList', ctx()).tabs.map((t) => t.id)).toEqual(ALL_TABS);
    expect(dialogView(merchantDialog, 'UserSearch', ctx()).defaultTab).toBe('10');
    // Without tab 10's right the merchant variant opens on its first tab instead.
    const without = RIGHTS.filter((r) => !r.endsWith('MerchantMain'));
    expect(dialogView(merchantDialog, 'UserSearch', ctx({}, without)).defaultTab).toBe('1');
  });

  it('tab 15 is absent for every product code spec 02 lists', () => {
    for (const code of ['df', 'sft', 'wyt', 'newddb', 'jf', 'jfdq', 'jfmpos', 'jfpro', 'plus', 'prompos', 'prodq', 'rympos', 'rydq', 'lys'])
      expect(
        dialogView(memberDialog, 'MemberList', ctx({ productCode: code })).tabs.map((t) => t.id),
        code,
      ).not.toContain('15');
    expect(dialogView(memberDialog, 'MemberList', ctx({ productCode: 'myx' })).tabs.map((t) => t.id)).toContain('15');
  });

  it('the ID number has neither reveal nor edit under mcf; the name keeps both', () => {
    const mcf = tab(dialogView(memberDialog, 'MemberList', ctx({ productCode: 'mcf' })).tabs, '2');
    expect(field(mcf, 'maskIdcNum')).toMatchObject({ key: 'maskIdcNum' });
    expect(field(mcf, 'maskIdcNum')?.reveal).toBeUndefined();
    expect(field(mcf, 'maskIdcNum')?.edit).toBeUndefined();
    expect(field(mcf, 'maskRealName')).toMatchObject({ reveal: 'realName', edit: { field: 'authRealName' } });
    const myx = tab(dialogView(memberDialog, 'MemberList', ctx({ productCode: 'myx' })).tabs, '2');
    expect(field(myx, 'maskIdcNum')).toMatchObject({ reveal: 'rawIdcNum', edit: { field: 'idcNum', check: 'idc' } });
    // 02 §3 Auth info names no card id: the card number reveals by the member's id alone (02 §7 "optional bankcardId").
    expect(field(myx, 'maskCardNo')).toEqual(expect.objectContaining({ reveal: 'rawCardNo' }));
    expect(Object.keys(field(myx, 'maskCardNo') ?? {})).not.toContain('revealWith');
  });

  it('reveal opens with either reading of its right (…DetailRealInfo or UserSearchRealInfo), with neither not at all', () => {
    const base = RIGHTS.filter((r) => !r.endsWith('RealInfo'));
    const none = dialogView(memberDialog, 'MemberList', ctx({}, base));
    expect(none.reveal).toBeUndefined();
    expect(field(tab(none.tabs, '1'), 'safeMobile')?.reveal).toBeUndefined();
    const variant = dialogView(memberDialog, 'MemberList', ctx({}, [...base, 'UserSearchRealInfo']));
    expect(variant.reveal).toBeDefined();
    expect(field(tab(variant.tabs, '1'), 'safeMobile')?.reveal).toBe('rawMobile');
    const policy = findPolicy('POST', '/admin/member/real-info', 'all')!;
    expect(allowed(policy, ctx({}, [...base, 'UserSearchRealInfo']))).toBe(true);
    expect(allowed(policy, ctx({}, base))).toBe(false);
  });

  it('the agreement synthesis tool is the df/lys endpoint under df and lys, the common one elsewhere', () => {
    const tools = (code: string) => {
      const t = tab(dialogView(memberDialog, 'MemberList', ctx({ productCode: code })).tabs, '9');
      return t.kind === 'list' ? t.list.tools.map((a) => a.call?.path) : [];
    };
    expect(tools('df')).toEqual(['/admin/member/agreement/synthesize/df']);
    expect(tools('lys')).toEqual(['/admin/member/agreement/synthesize/df']);
    expect(tools('myx')).toEqual(['/admin/member/agreement/synthesize']);
    expect(productAllows('dfLys', 'DF')).toBe(true);
    expect(productAllows('dfLys', 'mcf')).toBe(false);
  });

  it('re-verification is a widget action behind AuthElementCheck, warning 认证ID为空 on a row without authId', () => {
    const cert = tab(dialogView(memberDialog, 'MemberList', ctx()).tabs, '99');
    const bank = cert.kind === 'fields' ? cert.tables?.find((t) => t.path === 'bankList') : undefined;
    expect(bank?.actions).toEqual([
      expect.objectContaining({
        kind: 'widget',
        widget: 'authRecheck',
        idKey: 'authId',
        missing: '认证ID为空',
        when: { field: 'authStatus', values: [40] },
      }),
    ]);
    expect(JSON.stringify(bank)).not.toContain('element-check'); // the widget's calls stay on the server
    const withoutRight = tab(
      dialogView(
        memberDialog,
        'MemberList',
        ctx(
          {},
          RIGHTS.filter((r) => !r.endsWith('AuthElementCheck')),
        ),
      ).tabs,
      '99',
    );
    expect(withoutRight.kind === 'fields' && withoutRight.tables?.find((t) => t.path === 'bankList')?.actions).toEqual([]);
    const check = findPolicy('POST', '/admin/auth/element-check', 'all')!;
    expect(
      allowed(
        check,
        ctx(
          {},
          RIGHTS.filter((r) => !r.endsWith('AuthElementCheck')),
        ),
      ),
    ).toBe(false);
    expect(allowed(check, ctx())).toBe(true);
  });

  it('extension tabs: every entry of extendPages shows as the one bespoke tab, which names no upstream path (02 §2, §7)', () => {
    const ext = dialogView(memberDialog, 'MemberList', ctx()).extensions!;
    expect(ext).toMatchObject({ tab: '1', key: 'extendPages', delayMs: 500 });
    expect(ext.tabs).toHaveLength(1);
    expect(ext.tabs[0]).toMatchObject({ kind: 'bespoke', component: 'memberExt', calls: {} });
    expect(dialogView(memberDialog, 'MemberList', ctx({}, ['BaseAuthMemberId'])).extensions).toBeUndefined();
  });

  it('an extension entry: its kind by the remark or the answer, a list under either id reading, a clean search, a plain path', () => {
    expect(extKind('page', {})).toBe('page');
    expect(extKind('本产品可用的政策包', { data: [], total: 0 })).toBe('page');
    expect(extKind('', [{ id: 1 }])).toBe('list');
    expect(extKind('小微商户概况', { merchantType: 803201 })).toBe('object');
    expect(
      extRows({
        data: [
          { id: 'A1', templateId: 'T1' },
          { activityId: 'A2', activityTemplateId: 'T2' },
        ],
        total: 2,
      }),
    ).toMatchObject([
      { activityId: 'A1', activityTemplateId: 'T1' },
      { activityId: 'A2', activityTemplateId: 'T2' },
    ]);
    expect(extSearch({ pageNum: '2', pageSize: 9999, status: '0', activityGroupName: ' 包 ', url: '/admin/x', memberId: 'B' })).toEqual({
      pageNum: 2,
      pageSize: 200,
      status: '0',
      activityGroupName: '包',
    });
    // 02-N11: a page tab's first load carries its paging; product code and activity group id are searched too.
    expect(extBody('memberId', 'B', 'page', undefined)).toEqual({ memberId: 'B', pageNum: 1, pageSize: 20 });
    expect(extBody('memberId', 'B', 'object', undefined)).toEqual({ memberId: 'B' });
    expect(extBody('memberId', 'B', 'page', { pageNum: 3, pageSize: 20, productCode: 'myx', activityGroupId: '12' })).toEqual({
      memberId: 'B',
      pageNum: 3,
      pageSize: 20,
      productCode: 'myx',
      activityGroupId: '12',
    });
    expect(extUrlAllowed('/admin/member/ext/policy-page')).toBe(true);
    for (const bad of ['https://evil.example/x', '//evil/x', '/admin/../x', '/admin/x?y=1', 'admin/x', '/a/%2e%2e'])
      expect(extUrlAllowed(bad), bad).toBe(false);
    expect(extEntries([{ title: '政策包', url: '/a/b', remark: 'page' }, null])).toEqual([
      { title: '政策包', url: '/a/b', remark: 'page' },
      { title: '', url: '', remark: '' },
    ]);
  });
});

describe('prompt and picker rules', () => {
  it('edit prompts refuse a blank and malformed mobiles and ID numbers before any call', () => {
    expect(editRefusal('证件有效期至', '  ')).toBe('请输入证件有效期至');
    expect(editRefusal('身份证号', '12345', 'idc')).toBe('请输入18位身份证号');
    expect(editRefusal('身份证号', '11010119900101123X', 'idc')).toBeNull();
    expect(editRefusal('手机号', '2345', 'mobile')).toBe('请输入合法手机号');
  });

  it('indicator labels over 8 characters get 15 px per character', () => {
    expect(indicatorWidth('交易金额(元)')).toBeUndefined();
    expect(indicatorWidth('12345678')).toBeUndefined();
    expect(indicatorWidth('夜间交易笔数(22点至6点)')).toBe(14 * 15);
  });

  it('the statistics default to 7 days ago through yesterday, whole days', () => {
    expect(defaultIndicatorRange(new Date(2026, 10, 23, 9, 30))).toEqual({
      startDate: '2026-11-16 00:00:00',
      endDate: '2026-11-22 23:59:59',
    });
  });

  it('an indicator already chosen is refused; storage read back drops anything malformed', () => {
    const a = { indicatorCode: 'TD00001', indicatorName: '交易金额(元)' };
    expect(addIndicator([], a)).toEqual([a]);
    expect(addIndicator([a], { ...a })).toBeNull();
    expect(INDICATOR_ALREADY_ADDED).toBe('该指标已添加');
    expect(parseChosen(JSON.stringify([a, { indicatorCode: 1 }, 'x']))).toEqual([a]);
    expect(parseChosen('{')).toEqual([]);
  });

  it('tag groups come as a list or as a page of them', () => {
    const group = { custGroup: 'G', custGroupName: '组', tagIndicators: [{ tagId: 1, tagCode: 'A', tagName: '甲' }] };
    expect(toTagGroups({ data: [group], total: 1 })).toEqual(toTagGroups([group]));
    expect(toTagGroups([group])[0].tags[0]).toMatchObject({ tagId: '1', tagName: '甲' });
  });

  it('a carried filter is taken once, by the screen it was carried to (BIZ_ or not)', () => {
    const store = new Map<string, string>();
    globalThis.sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
    carry('UserSearch', { memberId: '5A3C000001' });
    expect(takeCarried('MemberList')).toBeNull();
    expect(takeCarried('BIZ_UserSearch')).toEqual({ memberId: '5A3C000001' });
    expect(takeCarried('UserSearch')).toBeNull();
  });
});

describe('every state of spec 02 §4 reads in Chinese', () => {
  const STATES: Record<string, readonly string[]> = {
    memberStatus: ['0', '1'],
    authStatus: ['0', '1'],
    authRecordStatus: ['0', '20', '40'],
    xwStatus: ['01', '02', '03', '04', '05'],
    zfbAuditStatus: ZFB_AUDIT,
    zfbAuthStatus: ['UNAUTHORIZED', 'AUTHORIZED', 'CLOSED'],
    wxAuditStatus: WX_AUDIT,
    wxAuthStatus: ['AUTHORIZE_STATE_UNAUTHORIZED', 'AUTHORIZE_STATE_AUTHORIZED'],
    pmStatus: ['0', '1', '2', '3', '4'],
    merchantType: ['803201', '803202', '803203'],
  };
  it.each(Object.entries(STATES))('%s: every value has a label with Chinese in it', (enumId, values) => {
    const options = enumOptions(enumId);
    for (const v of values) {
      const label = options.find((o) => String(o.value) === v)?.label;
      expect(label, `${enumId} ${v}`).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('the WeChat review states carry their guidance after the label', () => {
    for (const { label } of enumOptions('wxAuditStatus')) expect(label).toMatch(/^[^：]+：.{6,}/);
  });
});

describe('the indicator statistics screen', () => {
  it('its member ids open the member dialog only for a holder of BaseAuthMemberId, settled on the server', async () => {
    const { BESPOKE_SCREENS } = await import('@/components/screens/registry');
    const Screen = BESPOKE_SCREENS.MemberIndStat;
    const props = {
      route: 'MemberIndStat',
      biz: false,
      title: '会员指标统计',
      productCode: 'all',
      roleType: 'PRODUCT' as const,
      calls: {},
      actions: [],
    };
    const asked: string[] = [];
    const without = Screen({ ...props, can: (r) => (asked.push(r), r !== 'BaseAuthMemberId') });
    expect(asked).toEqual(['BaseAuthMemberId']);
    expect(without.memberLink).toBe(false);
    expect(Screen({ ...props, can: () => true }).memberLink).toBe(true);
  });
});

describe('the merchant transaction list (spec 02 §2)', () => {
  it('/UserSearchOrder filters by the member id and every filter the spec lists, in its order; the last 30 days by default', async () => {
    const { userSearchOrder } = await import('@/lib/screens/members/merchant-trans');
    const names = userSearchOrder.list!.filters.map((f) => (typeof f === 'string' ? f : f.name));
    // member id, order id, order status, customer order type, operate type, card number, reference
    // number, merchant number, order tag, date, result code, consuming bank, amount range, channel dates.
    expect(names).toEqual([
      'memberId',
      'orderId',
      'orderStatus',
      'custOrderType',
      'operateType',
      'cardNo',
      'referNo',
      'mchtNo',
      'custOrderTag',
      'crtTime',
      'resultCode',
      'consumerBankName',
      'orderAmt',
      'cnlCrtTime',
    ]);
    const date = userSearchOrder.list!.filters.find((f) => typeof f !== 'string' && f.name === 'crtTime');
    expect(date).toMatchObject({ defaultWindow: { days: 30 } });
    expect(userSearchOrder.list!.tools?.map((t) => t.label)).toEqual(['标记筛选商户']);
  });
});

describe('select organisation for member (spec 02 §5, §7)', () => {
  it("sends {memberId, orgCode}; none chosen is refused with 'at least select one row'", () => {
    expect(memberSelectOrgForm.submit.key).toBe('POST /admin/member/select-org');
    expect(memberSelectOrgForm.idKey).toBe('memberId');
    expect(bodyErrors(memberSelectOrgForm, toBody(memberSelectOrgForm, { orgCode: '' }, 'A1'))).toEqual({ orgCode: SELECT_ORG_REQUIRED });
    expect(SELECT_ORG_REQUIRED).toBe('至少选择一行');
    expect(toBody(memberSelectOrgForm, { orgCode: 'ORG0001' }, 'A1')).toEqual({ memberId: 'A1', orgCode: 'ORG0001' });
    expect(userSearch.list!.actions!.find((a) => a.id === 'selectOrg')).toMatchObject({ kind: 'form', form: { id: 'member-select-org' } });
  });

  it('02-N6: picks among every organisation the operator may see, with the organisation search (not a select of the first 50)', () => {
    const field = memberSelectOrgForm.fields.find((f) => f.key === 'orgCode')!;
    expect(field.type).toBe('org');
    expect(field).not.toHaveProperty('lookup');
  });
});

describe('the product filter (spec 02 §7 "product list | page size 50")', () => {
  it('takes its options from the product list look-up, not a fixed list of codes', () => {
    const def = filterDef('productCode')!;
    expect(def.options).toBeUndefined();
    expect(def.lookup).toEqual({
      path: '/admin/product/list',
      value: 'productCode',
      label: 'productName',
      body: { pageNum: 1, pageSize: 50 },
    });
  });
});
