import { describe, expect, it } from 'vitest';
import { filterDef } from '@/lib/filters/catalogue';
import {
  bodyFrom,
  chosenRange,
  querySubmission,
  checkDateRange,
  cleanText,
  consoleToday,
  defaultRange,
  defaultValues,
  foldedInUse,
  foldLimit,
  isDate,
  isDateTime,
  isFoldable,
  isTime,
  maxLengthOf,
  missingRequired,
  rejectedRange,
  requiredMessage,
  routeOptionSelected,
  routeOptionValue,
  shortcutRanges,
  shortcutsFor,
  staticOptions,
  stripText,
  strippedNotice,
  submittedValues,
  valueKeys,
} from '@/lib/filters/rules';
import type { FilterDef } from '@/lib/filters/types';

const def = (over: Partial<FilterDef> & Pick<FilterDef, 'type'>): FilterDef => ({ name: 'f', label: 'F', ...over });
const cat = (name: string) => filterDef(name)!;

// 2024-03-10 17:30 UTC is already 2024-03-11 01:30 in Asia/Shanghai.
const LATE_UTC = new Date('2024-03-10T17:30:00Z');
const NOON = new Date('2024-06-15T04:00:00Z'); // 12:00 in Shanghai

describe('text cleaning (§5)', () => {
  it('strips by pattern, trims and cuts to the maximum length', () => {
    expect(cleanText('  13a8-0013 8000 99 ', cat('mobile'))).toBe('13800138000');
    expect(cleanText('  张三  ', cat('realName'))).toBe('张三');
    expect(cleanText('x'.repeat(50), cat('orgName'))).toHaveLength(40);
  });
  it('defaults text to 20 characters, SQL and multi-id to 9999, cards to 22', () => {
    expect(cleanText('a'.repeat(30), def({ type: 'text' }))).toHaveLength(20);
    expect(maxLengthOf(def({ type: 'sql' }))).toBe(9999);
    expect(maxLengthOf(def({ type: 'multiId' }))).toBe(9999);
    expect(maxLengthOf(def({ type: 'card' }))).toBe(22);
  });
  it('keeps digits and * in card numbers', () => {
    expect(cleanText('6222 02** **12-34', cat('cardNo'))).toBe('622202****1234');
  });
  it('upper-cases hexadecimal member ids and drops anything else', () => {
    expect(cleanText(' 0a1b-zz9f ', cat('memberId'))).toBe('0A1B9F');
  });
  it('keeps digits and X in identity numbers, upper-cased', () => {
    expect(cleanText('11010519491231002x', cat('idcNum'))).toBe('11010519491231002X');
    expect(cleanText('1101-0519 4912 3100 2Y9', cat('idcNum'))).toBe('110105194912310029');
  });
  it('turns Chinese commas into commas in multi-id inputs', () => {
    expect(cleanText('A1，B2, C3', cat('memberIds'))).toBe('A1,B2,C3');
  });
  it('keeps one decimal point and two decimals in amounts', () => {
    expect(cleanText('1,234.567.8元', cat('amount'))).toBe('1234.56');
  });
  it('keeps the underscore of a configuration code, and says what else it dropped', () => {
    const code = def({ type: 'text', pattern: 'code', maxLength: 40 });
    expect(cleanText(' TRADE_FEE-01 ', code)).toBe('TRADE_FEE01');
    expect(strippedNotice('TRADE_FEE-01', code)).toBe('已忽略“-”：只能输入字母、数字和下划线');
    expect(cleanText('TRADE_FEE_01', def({ type: 'text', pattern: 'alnum' }))).toBe('TRADEFEE01');
  });
  it('keeps Chinese only for the chinese pattern', () => {
    expect(cleanText('张a三1', def({ type: 'text', pattern: 'chinese' }))).toBe('张三');
  });
  it('does not trim while typing, so inner spaces survive', () => {
    expect(stripText('张 ', cat('realName'))).toBe('张 ');
    expect(cleanText('张 ', cat('realName'))).toBe('张');
  });
});

describe('date range rule (§5)', () => {
  it('accepts a span below the limit and refuses one that reaches it', () => {
    expect(checkDateRange('2024-01-01 00:00:00', '2024-03-30 23:59:59', 90)).toBeNull(); // 89 days apart
    expect(checkDateRange('2024-01-01 00:00:00', '2024-03-31 23:59:59', 90)).toBe('手动选择日期范围最多为90天，请重新选择');
  });
  it('defaults to 90 days and honours other limits', () => {
    expect(checkDateRange('2024-01-01', '2024-03-31')).toBe('手动选择日期范围最多为90天，请重新选择');
    expect(checkDateRange('2024-01-01', '2024-01-08', 7)).toBe('手动选择日期范围最多为7天，请重新选择');
    expect(checkDateRange('2024-01-01', '2024-01-07', 7)).toBeNull();
  });
  it('is unlimited at -1 and ignores open ranges', () => {
    expect(checkDateRange('2000-01-01', '2024-01-01', -1)).toBeNull();
    expect(checkDateRange('', '2024-01-01', 90)).toBeNull();
    expect(checkDateRange('2000-01-01', '', 90)).toBeNull();
  });
});

describe('default windows (§5, §9)', () => {
  it('today runs 00:00:00 to 23:59:59 in the console time zone', () => {
    expect(defaultRange(cat('crtTime'), LATE_UTC)).toEqual(['2024-03-11 00:00:00', '2024-03-11 23:59:59']);
    expect(consoleToday(LATE_UTC).getDate()).toBe(11);
  });
  it('bind time starts 30 days back', () => {
    expect(defaultRange(cat('bindTime'), NOON)).toEqual(['2024-05-16 00:00:00', '2024-06-15 23:59:59']);
  });
  it('none is empty and a fixed range wins over the window', () => {
    expect(defaultRange(def({ type: 'dateRange', defaultWindow: 'none' }), NOON)).toEqual(['', '']);
    const fixed = ['2024-01-01 00:00:00', '2024-01-31 23:59:59'] as const;
    expect(defaultRange(def({ type: 'dateRange', defaultWindow: 'today', fixed }), NOON)).toEqual(fixed);
  });
  it('an unset window is today', () => {
    expect(defaultRange(def({ type: 'dateRange' }), NOON)).toEqual(['2024-06-15 00:00:00', '2024-06-15 23:59:59']);
  });
});

describe('shortcuts', () => {
  it('standard: today, 7, 30 and 90 days ending today', () => {
    const s = shortcutRanges('standard', NOON);
    expect(s.map((x) => x.label)).toEqual(['今天', '近7天', '近30天', '近90天']);
    expect(s[0].range).toEqual(['2024-06-15 00:00:00', '2024-06-15 23:59:59']);
    expect(s[1].range).toEqual(['2024-06-09 00:00:00', '2024-06-15 23:59:59']);
    expect(s[3].range[0]).toBe('2024-03-18 00:00:00');
  });
  it('lookback: last 30 and 90 days and half a year', () => {
    const s = shortcutRanges('lookback', NOON);
    expect(s.map((x) => x.label)).toEqual(['最近30天', '最近90天', '最近半年']);
    expect(s[2].range).toEqual(['2023-12-15 00:00:00', '2024-06-15 23:59:59']);
    // 02-N12: 最近30天 is the transaction lists' default window, 30 days back to today (02 §2, §9).
    expect(s[0].range).toEqual(defaultRange(def({ type: 'dateRange', defaultWindow: { days: 30 } }), NOON));
  });
  it('offers only the shortcuts the filter’s own limit accepts', () => {
    expect(shortcutsFor(cat('crtTime'), NOON)).toHaveLength(4);
    expect(shortcutsFor(def({ type: 'dateRange', shortcuts: 'lookback' }), NOON).map((s) => s.label)).toEqual(['最近30天', '最近90天']);
    expect(shortcutsFor(def({ type: 'dateRange', shortcuts: 'lookback', maxDays: -1 }), NOON)).toHaveLength(3);
    expect(shortcutsFor(def({ type: 'dateRange' }), NOON)).toEqual([]);
  });
});

describe('route option (§5)', () => {
  it('0 means none and yields 00000, whatever else is ticked', () => {
    expect(routeOptionValue([0])).toBe('00000');
    expect(routeOptionValue([0, 3])).toBe('00000');
  });
  it('sets one position per chosen option 1-5', () => {
    expect(routeOptionValue([1])).toBe('10000');
    expect(routeOptionValue([5, 2])).toBe('01001');
    expect(routeOptionValue([])).toBe('');
  });
  it('reads the value back', () => {
    expect(routeOptionSelected('00000')).toEqual([0]);
    expect(routeOptionSelected('01001')).toEqual([2, 5]);
    expect(routeOptionSelected('')).toEqual([]);
    expect(routeOptionSelected('0200x')).toEqual([]);
  });
});

describe('fold (§2)', () => {
  const texts = (n: number) => Array.from({ length: n }, (_, i) => def({ type: 'text', name: `t${i}` }));
  it('folds past 12 filters', () => {
    expect(foldLimit(texts(13))).toBe(12);
    expect(isFoldable(texts(12))).toBe(false);
    expect(isFoldable(texts(13))).toBe(true);
  });
  it('folds past 11 when a date filter is shown', () => {
    for (const type of ['date', 'datetime', 'dateRange'] as const) {
      const list = [...texts(11), def({ type, name: 'd' })];
      expect(foldLimit(list)).toBe(11);
      expect(isFoldable(list)).toBe(true);
    }
    expect(isFoldable([...texts(10), def({ type: 'dateRange', name: 'd' })])).toBe(false);
  });
  it('counts the filters past the fold that hold a value (the bar opens unfolded on them); one before the fold or a default range does not count', () => {
    const now = new Date('2026-11-24T10:00:00+08:00');
    const list = [...texts(13), def({ type: 'numRange', name: 'amt', keys: ['startAmt', 'endAmt'] })];
    expect(foldedInUse(list, {}, now)).toBe(0);
    expect(foldedInUse(list, { t0: 'x', t11: 'y' }, now)).toBe(0);
    expect(foldedInUse(list, { t12: 'x' }, now)).toBe(1);
    expect(foldedInUse(list, { endAmt: '100' }, now)).toBe(1);
    expect(foldedInUse(list, { t12: 'x', endAmt: '100', startAmt: '1' }, now)).toBe(2);
    const dated = [...texts(11), def({ type: 'dateRange', name: 'd', keys: ['s', 'e'] })];
    expect(foldedInUse(dated, defaultValues(dated, now), now)).toBe(0);
    expect(foldedInUse(dated, { ...defaultValues(dated, now), s: '2026-11-20 00:00:00' }, now)).toBe(1);
    expect(foldedInUse(texts(12), { t11: 'x' }, now)).toBe(0);
  });
});

describe('values', () => {
  it('ranges use both keys; single filters their body field', () => {
    expect(valueKeys(cat('crtTime'))).toEqual(['startDate', 'endDate']);
    expect(valueKeys(cat('memberStatus'))).toEqual(['status']);
    expect(valueKeys(cat('payChannel'))).toEqual(['cnlCode']);
    expect(valueKeys(cat('realName'))).toEqual(['realName']);
  });
  it('defaults: date ranges at their window, the rest empty', () => {
    expect(defaultValues([cat('crtTime'), cat('realName'), cat('amount')], NOON)).toEqual({
      startDate: '2024-06-15 00:00:00',
      endDate: '2024-06-15 23:59:59',
      realName: '',
      startAmount: '',
      endAmount: '',
    });
  });
  it('request cleaning drops empty strings only', () => {
    expect(bodyFrom({ a: '', b: '0', c: ' ', d: 'x' })).toEqual({ b: '0', c: ' ', d: 'x' });
  });
  it('static options: fixed or enumeration, none for dictionaries', () => {
    expect(staticOptions(cat('orgType'))).toEqual([
      { value: '101810', label: '普通机构' },
      { value: '101820', label: '管理机构' },
    ]);
    // The products come from the product list look-up (spec 02 §7), not fixed options.
    expect(staticOptions(cat('productCode'))).toBeNull();
    expect(staticOptions(cat('blackType'))).toBeNull();
  });
  it('validates date, date-time and time strings', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2023-02-29')).toBe(false);
    expect(isDateTime('2024-02-29 23:59:59')).toBe(true);
    expect(isDateTime('2024-02-29 24:00:00')).toBe(false);
    expect(isTime('23:59:59')).toBe(true);
    expect(isTime('24:00:00')).toBe(false);
  });
});

describe('查询', () => {
  it('refuses the first over-long range and puts it back to its default', () => {
    const values = { startDate: '2024-01-01 00:00:00', endDate: '2024-06-01 23:59:59', startBindDate: '', endBindDate: '' };
    expect(rejectedRange([cat('crtTime'), cat('bindTime')], values, NOON)).toEqual({
      message: '手动选择日期范围最多为90天，请重新选择',
      patch: { startDate: '2024-06-15 00:00:00', endDate: '2024-06-15 23:59:59' },
    });
    expect(rejectedRange([cat('crtTime')], { startDate: '2024-06-01 00:00:00', endDate: '2024-06-02 23:59:59' }, NOON)).toBeNull();
  });
  it('01-#4: a range past the limit sends no query; the bar shows the default range and the warning', () => {
    const values = { startDate: '2024-01-01 00:00:00', endDate: '2024-06-01 23:59:59' };
    expect(querySubmission([cat('crtTime')], values, NOON)).toEqual({
      query: null,
      draft: { startDate: '2024-06-15 00:00:00', endDate: '2024-06-15 23:59:59' },
      warning: '手动选择日期范围最多为90天，请重新选择',
    });
    const ok = { startDate: '2024-06-01 00:00:00', endDate: '2024-06-02 23:59:59' };
    expect(querySubmission([cat('crtTime')], ok, NOON)).toEqual({ query: ok, draft: ok });
  });
  it('01-#4: a range is refused when it is chosen in the picker, back to its default', () => {
    expect(chosenRange(cat('crtTime'), '2024-01-01 00:00:00', '2024-06-01 23:59:59', NOON)).toEqual({
      values: { startDate: '2024-06-15 00:00:00', endDate: '2024-06-15 23:59:59' },
      warning: '手动选择日期范围最多为90天，请重新选择',
    });
    expect(chosenRange(cat('crtTime'), '2024-06-01 00:00:00', '2024-06-02 23:59:59', NOON)).toEqual({
      values: { startDate: '2024-06-01 00:00:00', endDate: '2024-06-02 23:59:59' },
    });
  });
  it('refuses a reversed date range and a numeric range whose start exceeds its end, without a patch', () => {
    expect(rejectedRange([cat('crtTime')], { startDate: '2024-06-03 00:00:00', endDate: '2024-06-02 23:59:59' }, NOON)).toEqual({
      message: '开始时间不能晚于结束时间，请重新选择',
    });
    expect(rejectedRange([cat('amount')], { startAmount: '50', endAmount: '9' }, NOON)).toEqual({
      message: '金额的起始值不能大于结束值，请重新输入',
    });
    expect(rejectedRange([cat('amount')], { startAmount: '9', endAmount: '50' }, NOON)).toBeNull();
    expect(rejectedRange([cat('amount')], { startAmount: '9', endAmount: '' }, NOON)).toBeNull();
  });
  it('sends only the bar’s keys, text values trimmed, others as they are', () => {
    const filters = [cat('realName'), cat('amount'), cat('orderStatus')];
    const draft = { realName: ' 张三 ', startAmount: '12 ', endAmount: '', orderStatus: '20', stray: 'x' };
    expect(submittedValues(filters, draft)).toEqual({ realName: '张三', startAmount: '12', endAmount: '', orderStatus: '20' });
  });
});

describe('dropped characters are told, not silently rewritten', () => {
  it('names what was dropped and what the field takes', async () => {
    const { strippedNotice } = await import('@/lib/filters/rules');
    const amount = def({ type: 'numRange', pattern: 'amount', keys: ['a', 'b'] });
    expect(strippedNotice('-5e3元', amount)).toBe('已忽略“-e元”：只能输入金额（最多两位小数）');
    expect(strippedNotice('53', amount)).toBeNull();
    expect(strippedNotice('13x8', def({ type: 'digits' }))).toBe('已忽略“x”：只能输入数字');
    expect(strippedNotice('abc', def({ type: 'text' }))).toBeNull();
    expect(strippedNotice('5a3c', def({ type: 'text', pattern: 'hex' }))).toBeNull();
  });
});

describe('required filters', () => {
  it('name the first required filter without a value, either end of a range counting as one', () => {
    const group = def({ name: 'activityGroupId', label: '活动组编号', type: 'digits', required: true });
    const range = { ...cat('amount'), required: true };
    expect(missingRequired([cat('realName'), group], { realName: '张三', activityGroupId: '' })?.name).toBe('activityGroupId');
    expect(missingRequired([group], {})?.name).toBe('activityGroupId');
    expect(missingRequired([group], { activityGroupId: '3001' })).toBeNull();
    expect(missingRequired([range], { startAmount: '', endAmount: '' })?.name).toBe('amount');
    expect(missingRequired([range], { startAmount: '', endAmount: '9' })).toBeNull();
    expect(missingRequired([cat('realName')], {})).toBeNull();
  });
  it('say 请输入 for what is typed and 请选择 for a choice', () => {
    expect(requiredMessage(def({ label: '活动组编号', type: 'digits' }))).toBe('请输入活动组编号');
    expect(requiredMessage(def({ label: '活动组', type: 'select' }))).toBe('请选择活动组');
    expect(requiredMessage(def({ label: '机构', type: 'org' }))).toBe('请选择机构');
    expect(requiredMessage(def({ label: '创建时间', type: 'dateRange' }))).toBe('请选择创建时间');
  });
});
