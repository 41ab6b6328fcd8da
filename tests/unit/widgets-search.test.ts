import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSearchRunner,
  emitOrg,
  moveActive,
  orgColumns,
  orgPlaceholder,
  orgSearchBody,
  ORG_ROWS,
  readPage,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  SEARCH_PAGE_SIZE,
  syncedText,
  type SearchPage,
  type SearchState,
} from '@/lib/widgets/search';
import { cellText, foundText, highlight, highlightable, SEARCHING_TEXT } from '@/lib/widgets/search-cells';
import {
  CHANNEL_COLUMN_PRODUCTS,
  emitMember,
  MEMBER_MERCHANT_PATH,
  MEMBER_MODE_NAMES,
  MEMBER_ORG_PATH,
  MEMBER_PATH,
  memberColumns,
  memberDisplay,
  memberModeConfig,
  memberSearchBody,
  type MemberMode,
  type MemberRow,
} from '@/lib/widgets/search-member';
import { providerColumns, providerSearchBody } from '@/lib/widgets/search-provider';

const keys = (cols: { key: string }[]) => cols.map((c) => c.key);
const joined = (text: string, q: string) =>
  highlight(text, q)
    .map((s) => s.text)
    .join('');
const marked = (text: string, q: string) =>
  highlight(text, q)
    .filter((s) => s.match)
    .map((s) => s.text);

describe('constants (spec 01 §9)', () => {
  it('page size 50, debounce 500 ms, minimum 1 character', () => {
    expect(SEARCH_PAGE_SIZE).toBe(50);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(SEARCH_MIN_CHARS).toBe(1);
  });
  it('status lines', () => {
    expect(SEARCHING_TEXT).toBe('搜索中...');
    expect(foundText(0)).toBe('找到0条相关数据');
    expect(foundText(37)).toBe('找到37条相关数据');
  });
});

describe('highlight', () => {
  it('marks a match and keeps the rest', () => {
    expect(highlight('北京分公司', '分公')).toEqual([
      { text: '北京', match: false },
      { text: '分公', match: true },
      { text: '司', match: false },
    ]);
  });
  it('marks every occurrence, not only the first', () => {
    expect(marked('ab-ab-ab', 'ab')).toEqual(['ab', 'ab', 'ab']);
    expect(highlight('ab-ab', 'ab')).toEqual([
      { text: 'ab', match: true },
      { text: '-', match: false },
      { text: 'ab', match: true },
    ]);
  });
  it('counts adjacent repeats without overlapping', () => {
    expect(marked('aaaa', 'aa')).toEqual(['aa', 'aa']);
    expect(marked('aaa', 'aa')).toEqual(['aa']);
  });
  it('ignores case but keeps the original letters', () => {
    expect(marked('0A1B2c0a1b', 'a1b')).toEqual(['A1B', 'a1b']);
  });
  it('treats regular-expression characters literally', () => {
    expect(marked('a.b axb', '.')).toEqual(['.']);
    expect(marked('f(x) = (y)', '(')).toEqual(['(', '(']);
    expect(marked('1+1=2', '1+1')).toEqual(['1+1']);
    expect(marked('a*b aab', 'a*')).toEqual(['a*']);
    expect(marked('c:\\dir\\x', '\\')).toEqual(['\\', '\\']);
    expect(marked('[a] a', '[a]')).toEqual(['[a]']);
    expect(marked('$5 ^up |x| {1} ?', '$5')).toEqual(['$5']);
    expect(marked('a|b ab', 'a|b')).toEqual(['a|b']);
    expect(marked('x?y xy', 'x?y')).toEqual(['x?y']);
    expect(marked('{1}', '{1}')).toEqual(['{1}']);
    expect(marked('a^b', '^b')).toEqual(['^b']);
  });
  it('always rebuilds the original text', () => {
    for (const [t, q] of [
      ['138****1234', '*'],
      ['A1B2A1', 'a1'],
      ['无匹配', 'x'],
      ['(x)', ')'],
    ]) {
      expect(joined(t, q)).toBe(t);
    }
  });
  it('no match, blank query and empty text', () => {
    expect(highlight('abc', 'z')).toEqual([{ text: 'abc', match: false }]);
    expect(highlight('abc', '')).toEqual([{ text: 'abc', match: false }]);
    expect(highlight('abc', '   ')).toEqual([{ text: 'abc', match: false }]);
    expect(highlight('', 'a')).toEqual([]);
  });
  it('trims the query like the search does', () => {
    expect(marked('abc', ' b ')).toEqual(['b']);
  });
});

describe('organisation search', () => {
  const row = { orgCode: 'O100', orgName: '总部', orgLevel: 1, orgType: 101820 };
  it('placeholders by mode', () => {
    expect(orgPlaceholder('top')).toBe('顶级机构搜索');
    expect(orgPlaceholder('current')).toBe('当前机构搜索');
    expect(orgPlaceholder('default')).toBe('机构搜索');
  });
  it('emits topOrgCode, curOrgCode or orgCode', () => {
    expect(emitOrg('top', row)).toEqual({ topOrgCode: 'O100' });
    expect(emitOrg('current', row)).toEqual({ curOrgCode: 'O100' });
    expect(emitOrg('default', row)).toEqual({ orgCode: 'O100' });
  });
  it('sends orgLevel 1 only in top mode', () => {
    expect(orgSearchBody('top', 'x')).toEqual({ pageNum: 1, pageSize: 50, condition: 'x', orgLevel: 1 });
    expect(orgSearchBody('current', 'x')).toEqual({ pageNum: 1, pageSize: 50, condition: 'x' });
    expect(orgSearchBody('default', 'x')).not.toHaveProperty('orgLevel');
  });
  it('hides the level column for role type ORG', () => {
    expect(keys(orgColumns('PRODUCT'))).toEqual(['serial', 'orgCode', 'orgName', 'orgLevel', 'orgType']);
    expect(keys(orgColumns('ORG'))).toEqual(['serial', 'orgCode', 'orgName', 'orgType']);
    expect(orgColumns('PRODUCT').map((c) => c.header)).toEqual(['序号', '机构编号', '机构名称', '机构级别', '机构类型']);
  });
  it('labels organisation types', () => {
    const type = orgColumns('ORG').find((c) => c.key === 'orgType')!;
    expect(cellText(type, { orgType: 101810 }, 0)).toBe('普通机构');
    expect(cellText(type, { orgType: '101820' }, 0)).toBe('管理机构');
    expect(cellText(type, { orgType: 999 }, 0)).toBe('999');
  });
});

describe('provider search', () => {
  it('columns, level hidden for ORG', () => {
    expect(keys(providerColumns('PRODUCT'))).toEqual(['serial', 'providerCode', 'providerName', 'oemName', 'providerLevel', 'createTime']);
    expect(keys(providerColumns('ORG'))).toEqual(['serial', 'providerCode', 'providerName', 'oemName', 'createTime']);
    expect(providerColumns('PRODUCT').map((c) => c.header)).toEqual(['序号', '服务商编号', '服务商名称', '品牌', '服务商级别', '创建时间']);
  });
  it('body', () => {
    expect(providerSearchBody('深圳')).toEqual({ pageNum: 1, pageSize: 50, multiSearch: '深圳' });
  });
});

const member: MemberRow = {
  memberId: 'A1B2',
  orgName: '一号机构',
  realName: '张*',
  maskMobile: '138****1234',
  maskIdcNum: null,
  cnlMemberRegisetrTag: 'APP',
  memberType: 101010,
  custMemberType: 102901,
};

// mode → [placeholder, path, emitted fields]
const MODES: Record<MemberMode, [string, string, Record<string, string>]> = {
  full: [
    '会员搜索',
    MEMBER_PATH,
    { memberId: 'A1B2', maskMobile: '138****1234', realName: '张*', memberType: '101010', custMemberType: '102901' },
  ],
  memberId: ['会员编号搜索', MEMBER_PATH, { memberId: 'A1B2' }],
  mask: ['会员搜索', MEMBER_PATH, { memberId: 'A1B2' }],
  merchant: ['商户搜索', MEMBER_MERCHANT_PATH, { memberId: 'A1B2' }],
  receiver: ['接收方搜索', MEMBER_PATH, { receiverMemberId: 'A1B2' }],
  org: ['机构会员搜索', MEMBER_ORG_PATH, { orgMemberId: 'A1B2' }],
  topOrg: ['顶级机构搜索', MEMBER_ORG_PATH, { topOrgMemberId: 'A1B2' }],
  parentOrg: ['上级机构搜索', MEMBER_ORG_PATH, { parentOrgMemberId: 'A1B2' }],
  curOrg: ['当前机构搜索', MEMBER_ORG_PATH, { curOrgMemberId: 'A1B2' }],
  orgInclSubset: ['机构搜索（含下级）', MEMBER_ORG_PATH, { orgMemberIdInclSubset: 'A1B2' }],
  linkOrg: ['关联机构搜索', MEMBER_ORG_PATH, { linkOrgMemberId: 'A1B2' }],
  leader: ['负责人搜索', MEMBER_ORG_PATH, { leaderMemberId: 'A1B2' }],
  assignPayer: ['指定付款方搜索', MEMBER_PATH, { assignPayerMemberId: 'A1B2' }],
  assignPayee: ['指定收款方搜索', MEMBER_PATH, { assignPayeeMemberId: 'A1B2' }],
};

describe('member search modes', () => {
  it('covers every mode', () => expect([...MEMBER_MODE_NAMES].sort()).toEqual(Object.keys(MODES).sort()));
  for (const [mode, [placeholder, path, emitted]] of Object.entries(MODES) as [MemberMode, (typeof MODES)[MemberMode]][]) {
    it(`${mode}: placeholder, call and emission`, () => {
      const cfg = memberModeConfig(mode);
      expect(cfg.placeholder).toBe(placeholder);
      expect(cfg.path).toBe(path);
      expect(emitMember(mode, member)).toEqual(emitted);
    });
  }
  it('full mode turns missing fields into empty strings', () => {
    expect(emitMember('full', { memberId: 'X' })).toEqual({
      memberId: 'X',
      maskMobile: '',
      realName: '',
      memberType: '',
      custMemberType: '',
    });
  });
  it('the input shows the member id, or the masked mobile in mask mode', () => {
    expect(memberDisplay('full', member)).toBe('A1B2');
    expect(memberDisplay('org', member)).toBe('A1B2');
    expect(memberDisplay('mask', member)).toBe('138****1234');
    expect(memberDisplay('mask', { memberId: 'A1B2', maskMobile: null })).toBe('A1B2');
  });
  it('body', () => expect(memberSearchBody('138')).toEqual({ pageNum: 1, pageSize: 50, condition: '138' }));
});

describe('member columns', () => {
  const ORG_MODES: MemberMode[] = ['org', 'topOrg', 'parentOrg', 'curOrg', 'orgInclSubset', 'linkOrg', 'leader'];
  const CHANNEL_MODES: MemberMode[] = ['full', 'memberId', 'mask'];
  it('organisation name only in organisation modes', () => {
    for (const m of MEMBER_MODE_NAMES) expect(keys(memberColumns(m, 'all')).includes('orgName'), m).toBe(ORG_MODES.includes(m));
  });
  it('source channel only for the two products and only in three modes', () => {
    expect(CHANNEL_COLUMN_PRODUCTS).toEqual(['mcf', 'byhb']);
    for (const m of MEMBER_MODE_NAMES) {
      for (const p of ['mcf', 'byhb', 'all', 'zzf', '']) {
        const want = CHANNEL_MODES.includes(m) && (p === 'mcf' || p === 'byhb');
        expect(keys(memberColumns(m, p)).includes('cnlMemberRegisetrTag'), `${m}/${p}`).toBe(want);
      }
    }
  });
  it('full column order and headers', () => {
    const cols = memberColumns('memberId', 'mcf');
    expect(cols.map((c) => c.header)).toEqual(['会员编号', '姓名', '手机号', '身份证号', '来源渠道', '会员类型', '客户类型']);
    expect(memberColumns('curOrg', 'byhb').map((c) => c.header)).toEqual([
      '会员编号',
      '机构名称',
      '姓名',
      '手机号',
      '身份证号',
      '会员类型',
      '客户类型',
    ]);
  });
  it('cells: dash for a missing ID number, labels for the type codes', () => {
    const cols = memberColumns('full', 'all');
    const cell = (key: string, row: object) => cellText(cols.find((c) => c.key === key)!, row, 0);
    expect(cell('maskIdcNum', member)).toBe('-');
    expect(cell('maskIdcNum', { maskIdcNum: '' })).toBe('-');
    expect(cell('maskIdcNum', { maskIdcNum: '1101**********1234' })).toBe('1101**********1234');
    expect(cell('memberType', { memberType: 101010 })).toBe('商户');
    expect(cell('memberType', { memberType: 101020 })).toBe('机构管理员');
    expect(cell('custMemberType', { custMemberType: 102900 })).toBe('默认');
    expect(cell('custMemberType', { custMemberType: 102901 })).toBe('MPOS');
    expect(cell('custMemberType', { custMemberType: '102902' })).toBe('电签终端');
  });
});

describe('cells', () => {
  it('serial numbers start at 1', () => {
    expect(cellText({ key: 'serial', header: '序号' }, {}, 0)).toBe('1');
    expect(cellText({ key: 'serial', header: '序号' }, {}, 9)).toBe('10');
  });
  it('only plain text cells are highlighted', () => {
    const cols = orgColumns('PRODUCT');
    expect(cols.filter(highlightable).map((c) => c.key)).toEqual(['orgCode', 'orgName', 'orgLevel']);
  });
});

describe('readPage', () => {
  it('reads rows at data.data and the total, falls back to the row count and survives odd answers', () => {
    expect(readPage(ORG_ROWS, { data: [{ a: 1 }], total: 120, pageNum: 1, pageSize: 50 })).toEqual({ rows: [{ a: 1 }], total: 120 });
    expect(readPage(ORG_ROWS, { data: [1, 2] })).toEqual({ rows: [1, 2], total: 2 });
    expect(readPage(ORG_ROWS, { data: [1, 2], total: 0 })).toEqual({ rows: [1, 2], total: 2 });
    expect(readPage(ORG_ROWS, undefined)).toEqual({ rows: [], total: 0 });
    expect(readPage(ORG_ROWS, { data: 'x', total: 3 })).toEqual({ rows: [], total: 3 });
  });
});

describe('moveActive and syncedText', () => {
  it('moves with wrap-around', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(5, 1, 3)).toBe(0);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
  it('keeps the label when the parent echoes the emitted code', () => {
    const picked = { key: 'O100', text: '总部' };
    expect(syncedText('O100', picked)).toBe('总部');
    expect(syncedText('', picked)).toBe('');
    expect(syncedText(undefined, picked)).toBe('');
    expect(syncedText('O200', picked)).toBe('O200');
    expect(syncedText('O100', null)).toBe('O100');
  });
});

describe('search runner', () => {
  type Call = { query: string; signal: AbortSignal; resolve: (p: SearchPage<string>) => void; reject: (e: unknown) => void };
  let calls: Call[];
  let states: SearchState<string>[];
  const last = () => states[states.length - 1];
  const make = () =>
    createSearchRunner<string>(
      (query, signal) => new Promise((resolve, reject) => calls.push({ query, signal, resolve, reject })),
      (s) => states.push(s),
    );
  const flush = () => vi.advanceTimersByTimeAsync(0);

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it('opens loading at once and calls only after 500 ms', async () => {
    const r = make();
    expect(r.input('a')).toBe('search');
    expect(last()).toMatchObject({ open: true, loading: true, rows: [], query: 'a' });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.query)).toEqual(['a']);
    calls[0].resolve({ rows: ['r1', 'r2'], total: 7 });
    await flush();
    expect(last()).toEqual({ open: true, loading: false, rows: ['r1', 'r2'], total: 7, query: 'a' });
  });

  it('debounces typing into one call with the latest trimmed text', async () => {
    const r = make();
    r.input('a');
    await vi.advanceTimersByTimeAsync(300);
    r.input('ab');
    await vi.advanceTimersByTimeAsync(300);
    r.input(' abc ');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.query)).toEqual(['abc']);
  });

  it('clearing closes, empties the list and reports clear', async () => {
    const r = make();
    r.input('a');
    await vi.advanceTimersByTimeAsync(500);
    expect(r.input('')).toBe('clear');
    expect(last()).toEqual({ open: false, loading: false, rows: [], total: 0, query: '' });
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('fewer than one real character closes without a call', async () => {
    const r = make();
    expect(r.input('   ')).toBe('short');
    expect(last().open).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
  });

  it('an older answer never overwrites a newer one', async () => {
    const r = make();
    r.input('a');
    await vi.advanceTimersByTimeAsync(500);
    r.input('ab');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);
    calls[1].resolve({ rows: ['new'], total: 1 });
    await flush();
    calls[0].resolve({ rows: ['old'], total: 1 });
    await flush();
    expect(last()).toMatchObject({ rows: ['new'], query: 'ab', loading: false });
    expect(states.some((s) => s.rows.includes('old'))).toBe(false);
  });

  it('a failed look-up ends loading with no rows', async () => {
    const r = make();
    r.input('a');
    await vi.advanceTimersByTimeAsync(500);
    calls[0].reject(new Error('boom'));
    await flush();
    expect(last()).toEqual({ open: true, loading: false, rows: [], total: 0, query: 'a' });
  });

  it('close drops pending and in-flight searches', async () => {
    const r = make();
    r.input('a');
    r.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    r.input('b');
    await vi.advanceTimersByTimeAsync(500);
    r.close();
    expect(calls[0].signal.aborted).toBe(true);
    calls[0].resolve({ rows: ['late'], total: 1 });
    await flush();
    expect(last()).toMatchObject({ open: false, rows: [] });
  });
});
