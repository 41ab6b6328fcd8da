// Spec 01 §9: "Default list date range: today; member indicator page: 7 days ago through
// yesterday; transaction list: last 30 days; order list today 00:00:00 to 23:59:59, not
// clearable; bind-time range starts 30 days back." Every date range of every list screen opens on
// that window, under every role and product, unless the screen's spec names another one.
import { describe, expect, it } from 'vitest';
import { defaultRange, openedWindows } from '@/lib/filters/rules';
import type { FilterDef } from '@/lib/filters/types';
import { listView, type ViewContext } from '@/lib/list/view';
import { dialogs } from '@/lib/registry';
import { screens } from '@/lib/screens';
import { defaultIndicatorRange } from '@/lib/widgets/indicators';

type Window = FilterDef['defaultWindow'];

/** The screens whose spec names another window, by screen and filter, with the spec's words. */
const EXCEPTIONS: Record<string, { window: Window; clearable?: false; spec: string }> = {
  // Spec 01 §9 "transaction list: last 30 days"; spec 02 §9 "Default transaction range 30 days back to today".
  'TransSearchSimple crtTime': { window: { days: 30 }, spec: '01 §9 transaction list: last 30 days' },
  'JF_TransSearch crtTime': { window: { days: 30 }, spec: '01 §9 transaction list: last 30 days' },
  'MsyTransSearch crtTime': { window: { days: 30 }, spec: '01 §9 transaction list: last 30 days' },
  'MsyTransSearchOrg crtTime': { window: { days: 30 }, spec: '01 §9 transaction list: last 30 days' },
  // Spec 02 "Merchant transaction list": "Default range: the last 30 days to today". Its channel start
  // and end date are a separate filter the spec gives no window: left open, so as not to narrow the 30 days.
  'UserSearchOrder crtTime': { window: { days: 30 }, spec: '02 Merchant transaction list: the last 30 days to today' },
  'UserSearchOrder cnlCrtTime': { window: 'none', spec: '02 Merchant transaction list: one default range (the date)' },
  // Spec 02 "POS order page": "Default date range is today 00:00:00 to 23:59:59 and cannot be cleared".
  'OrderPagePos crtTime': { window: 'today', clearable: false, spec: '02 POS order page: today, cannot be cleared' },
};

const ctx = (over: Partial<ViewContext>): ViewContext => ({
  rights: new Set(),
  biz: false,
  roleType: 'PRODUCT',
  productCode: 'all',
  ...over,
});

const contexts: ViewContext[] = [
  ctx({}),
  ctx({ roleType: 'ORG', productCode: 'myx', orgCode: 'ORG0001' }),
  ctx({ productCode: 'mcf' }),
  ctx({ productCode: 'df' }),
];

function expected(screen: string, f: FilterDef): { window: Window; clearable?: false } {
  const own = EXCEPTIONS[`${screen} ${f.name}`];
  if (own) return own;
  // Spec 01 §9 "bind-time range starts 30 days back".
  if (f.name === 'bindTime') return { window: { days: 30 } };
  return { window: 'today' };
}

describe('lists open on the spec default window (spec 01 §9)', () => {
  const seen = new Set<string>();
  for (const s of screens) {
    if (!s.list) continue;
    for (const c of contexts) {
      const view = listView(s.list, { id: s.name, route: s.name, name: s.name, title: s.title }, c);
      for (const f of view.filters) {
        if (f.type !== 'dateRange') continue;
        seen.add(`${s.name} ${f.name}`);
      }
    }
  }

  it('walks every date range of every list screen', () => {
    // 170 list screens carry at least one date range; terminal lists carry three or four.
    expect(new Set([...seen].map((k) => k.split(' ')[0])).size).toBeGreaterThanOrEqual(170);
    for (const k of Object.keys(EXCEPTIONS)) expect(seen, `exception ${k} names no date range`).toContain(k);
  });

  it('each date range opens on today, or on the window its screen spec names', () => {
    const wrong: string[] = [];
    for (const s of screens) {
      if (!s.list) continue;
      for (const c of contexts) {
        const view = listView(s.list, { id: s.name, route: s.name, name: s.name, title: s.title }, c);
        for (const f of view.filters) {
          if (f.type !== 'dateRange') continue;
          const want = expected(s.name, f);
          const got = f.defaultWindow ?? 'today';
          if (JSON.stringify(got) !== JSON.stringify(want.window) || f.fixed)
            wrong.push(`${s.name} ${f.name}: ${JSON.stringify(got)} (want ${JSON.stringify(want.window)})`);
          if ((f.clearable === false) !== (want.clearable === false)) wrong.push(`${s.name} ${f.name}: clearable ${f.clearable}`);
        }
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('today runs 00:00:00 to 23:59:59 of the console day; bind time from 30 days back', () => {
    const now = new Date('2026-03-10T04:00:00Z');
    const orders = screens.find((s) => s.name === 'OrderPagePos')!;
    const view = listView(orders.list!, { id: 'OrderPagePos', route: 'OrderPagePos', name: 'OrderPagePos', title: '' }, ctx({}));
    const crt = view.filters.find((f) => f.name === 'crtTime')!;
    expect(defaultRange(crt, now)).toEqual(['2026-03-10 00:00:00', '2026-03-10 23:59:59']);
    const bind = screens
      .flatMap((s) => (s.list ? listView(s.list, { id: s.name, route: s.name, name: s.name, title: '' }, ctx({})).filters : []))
      .find((f) => f.name === 'bindTime')!;
    expect(defaultRange(bind, now)).toEqual(['2026-02-08 00:00:00', '2026-03-10 23:59:59']);
  });
});

describe('a record carried from another screen opens the windows (spec 01 §2 navigation targets)', () => {
  it('clears every clearable date range, and keeps the POS orders one', () => {
    const view = (name: string) => {
      const s = screens.find((x) => x.name === name)!;
      return listView(s.list!, { id: name, route: name, name, title: '' }, ctx({})).filters;
    };
    expect(openedWindows(view('UserSearch'))).toEqual({ startDate: '', endDate: '' });
    expect(openedWindows(view('OrderPagePos'))).toEqual({});
  });
});

describe('the member indicator statistics open on their own window (spec 01 §9, spec 02 §2)', () => {
  // "member indicator page: 7 days ago through yesterday": MemberIndStat is a bespoke screen (no
  // list declaration to walk above); its window is defaultIndicatorRange, on the console day.
  it('is a bespoke screen drawn from the statistics widget', () => {
    const s = screens.find((x) => x.name === 'MemberIndStat')!;
    expect(s).toMatchObject({ bespoke: 'MemberIndStat' });
    expect(s.list).toBeUndefined();
  });

  it('runs from 7 days ago through yesterday, whole days of the console day (CONSOLE_TZ), whatever the machine zone', () => {
    // 20:00 UTC on 9 March is 04:00 on 10 March in Asia/Shanghai: yesterday is the 9th there.
    expect(defaultIndicatorRange(new Date('2026-03-09T20:00:00Z'))).toEqual({
      startDate: '2026-03-03 00:00:00',
      endDate: '2026-03-09 23:59:59',
    });
    // The same instant as the lists' today.
    const orders = screens.find((s) => s.name === 'OrderPagePos')!;
    const view = listView(orders.list!, { id: 'OrderPagePos', route: 'OrderPagePos', name: 'OrderPagePos', title: '' }, ctx({}));
    expect(defaultRange(view.filters.find((f) => f.name === 'crtTime')!, new Date('2026-03-09T20:00:00Z'))[0]).toBe('2026-03-10 00:00:00');
  });
});

describe('the list tabs of dialogs open on the spec window too (spec 01 §9)', () => {
  /** A dialog tab's date ranges whose spec names another window, with the spec's words. */
  const TAB_WINDOWS: Record<string, { window: Window; spec: string }> = {
    // Spec 02 §2 tab 15 "merchant transaction details" is the merchant transaction list: 30 days.
    'member 15 crtTime': { window: { days: 30 }, spec: '02 Merchant transaction list: the last 30 days to today' },
    'member 15 cnlCrtTime': { window: 'none', spec: '02 Merchant transaction list: one default range (the date)' },
    'merchant 15 crtTime': { window: { days: 30 }, spec: '02 Merchant transaction list: the last 30 days to today' },
    'merchant 15 cnlCrtTime': { window: 'none', spec: '02 Merchant transaction list: one default range (the date)' },
    'merchantTrans 1 crtTime': { window: { days: 30 }, spec: '02 Merchant transaction list: the last 30 days to today' },
    'merchantTrans 1 cnlCrtTime': { window: 'none', spec: '02 Merchant transaction list: one default range (the date)' },
    // Spec 03 §2 terminal dialog "terminal transaction details": 01 §9 "transaction list: last 30 days".
    'psam 2 crtTime': { window: { days: 30 }, spec: '01 §9 transaction list: last 30 days' },
    // The fee-rule picker of the fee-rule form offers every fee code to choose from (a picker, not a list).
    'feePicker fees crtTime': { window: 'none', spec: '03 §2 fee-rule picker: chooses among all fees' },
    'feePicker fees uptTime': { window: 'none', spec: '03 §2 fee-rule picker: chooses among all fees' },
  };

  it('each date range of a dialog list tab opens on today, or on the window its spec names', () => {
    const seen = new Set<string>();
    const wrong: string[] = [];
    for (const d of dialogs) {
      for (const t of d.tabs) {
        if (t.kind !== 'list') continue;
        for (const c of contexts) {
          const meta = { id: `dialog:${d.entity}:${t.id}`, route: 'x', name: t.id, title: t.title };
          for (const f of listView(t.list, meta, c).filters) {
            if (f.type !== 'dateRange') continue;
            const key = `${d.entity} ${t.id} ${f.name}`;
            seen.add(key);
            const want = TAB_WINDOWS[key]?.window ?? 'today';
            const got = f.defaultWindow ?? 'today';
            if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${key}: ${JSON.stringify(got)} (want ${JSON.stringify(want)})`);
          }
        }
      }
    }
    // The account dialog's items and the terminal dialog's transactions among them.
    expect(seen).toContain('acct items crtTime');
    expect(seen).toContain('psam 2 crtTime');
    for (const k of Object.keys(TAB_WINDOWS)) expect(seen, `${k} names no date range`).toContain(k);
    expect([...new Set(wrong)]).toEqual([]);
  });
});
