import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areas, findScreen, screenNames, screenRight, screens } from '@/lib/screens';

/** The spec folder sits beside the repo (/work/shared/spec). */
const specDir = new URL('../../../shared/spec/', import.meta.url);

/** Fixed pages of the shell, not registry entries (/, /404 and /403 never match the pattern). */
const GENERAL = new Set(['Index', 'Test', 'Login']);

/** Lines of section 2 ("Screens and routes") of one spec, up to the next level-2 heading. */
function sectionTwo(text: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^## 2\./.test(l));
  if (start < 0) throw new Error('no section 2');
  const rest = lines.slice(start + 1).findIndex((l) => /^## /.test(l));
  return lines.slice(start, rest < 0 ? undefined : start + 1 + rest).join('\n');
}

/**
 * Every route written literally as /Name in section 2. Not preceded by a word char, `#`, `/`
 * or `.` (so no `OR/AND`, `#/Login`, path segments); not followed by a word char, `/`, `*` or
 * `.x` (so no API paths, no `/StandardTerminal*` wildcard, but `/AcctSearch.` is fine).
 */
function specRoutes(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(specDir).filter((f) => f.endsWith('.md'));
  expect(files).toHaveLength(3);
  for (const file of files) {
    const text = readFileSync(fileURLToPath(new URL(file, specDir)), 'utf8');
    for (const m of sectionTwo(text).matchAll(/(?<![\w#/.])\/([A-Za-z][\w.]*[A-Za-z0-9])(?![\w/*]|\.\w)/g)) {
      const name = m[1]!.replace(/^BIZ_/, '');
      if (!GENERAL.has(name)) names.add(name);
    }
  }
  return names;
}

describe('screen registry', () => {
  const literal = specRoutes();

  it('extracts a plausible route set from the specs', () => {
    expect(literal.size).toBeGreaterThan(150);
    for (const n of [
      'AcctList',
      'StandardOrgInfManage2.0',
      'AcctManage_DEPOSIT',
      'JF_TerminalSearch',
      'acctManageActionList',
      'MsyTerminaChange',
    ]) {
      expect(literal.has(n), n).toBe(true);
    }
    for (const n of ['admin', 'AND', 'Login', 'StandardTerminal', 'BIZ_AcctList']) expect(literal.has(n), n).toBe(false);
  });

  it('registers every route of the specs', () => {
    const missing = [...literal].filter((n) => !findScreen(n));
    expect(missing).toEqual([]);
  });

  it('registers nothing literal that the specs do not name', () => {
    const literalDefs = screens.filter((s) => !s.inferred);
    expect(literalDefs.filter((s) => !literal.has(s.name)).map((s) => s.name)).toEqual([]);
    expect(literalDefs).toHaveLength(literal.size);
  });

  it('marks inferred names as not in the spec', () => {
    const inferred = screens.filter((s) => s.inferred);
    expect(inferred.length).toBeGreaterThan(0);
    expect(inferred.filter((s) => literal.has(s.name)).map((s) => s.name)).toEqual([]);
    for (const n of [
      'AgentUsePageOrgInfManage2.0',
      'AgentUsePageTermApply',
      'MerchantAddQuery_standard',
      'TerminalStorage_standard',
      'StandardTerminalStorage',
    ]) {
      expect(findScreen(n)?.def.inferred, n).toBe(true);
    }
  });

  it('excludes the general pages', () => {
    for (const n of ['', 'Index', 'Test', '403', '404', 'Login']) expect(findScreen(n), n).toBeNull();
  });

  it('has unique names, and screenNames mirrors screens', () => {
    expect(new Set(screenNames).size).toBe(screenNames.length);
    expect(screenNames).toEqual(screens.map((s) => s.name));
    expect(screenNames.some((n) => n.startsWith('BIZ_'))).toBe(false);
  });

  it('has non-empty Chinese titles, unique across the registry', () => {
    for (const s of screens) expect(s.title, s.name).toMatch(/\p{Script=Han}/u);
    const titles = screens.map((s) => s.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('uses the spec titles where given', () => {
    const want: Record<string, string> = {
      UserSearch: '商户管理',
      ProductLog: '报表日志',
      SystemAuthorizationSetting: '角色管理',
      SystemAuthorizationTree: '资源管理',
      SystemAuthorizationMember: '员工管理',
      SQLPage: 'SQL查询',
      ReportData102304: '分润报表',
      ReportData102312: '奖励报表',
      ReportData102303: '返现报表',
      AuthElementCheck: '三四要素认证校验',
      ProductCouponManage: '优惠券管理',
    };
    for (const [name, title] of Object.entries(want)) expect(findScreen(name)?.def.title, name).toBe(title);
  });

  it('gives every used area a title, every area a screen, area ids unique', () => {
    const ids = areas.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of areas) expect(a.title, a.id).toMatch(/\p{Script=Han}/u);
    for (const s of screens) expect(ids, s.name).toContain(s.area);
    for (const id of ids)
      expect(
        screens.some((s) => s.area === id),
        id,
      ).toBe(true);
  });

  it('finds screens with and without the BIZ_ prefix', () => {
    const plain = findScreen('AcctList');
    expect(plain?.def.name).toBe('AcctList');
    expect(plain?.biz).toBe(false);
    const biz = findScreen('BIZ_AcctList');
    expect(biz?.def).toBe(plain?.def);
    expect(biz?.biz).toBe(true);
    expect(findScreen('BIZ_StandardOrgInfManage2.0')?.def.name).toBe('StandardOrgInfManage2.0');
  });

  it('rejects unknown names and prototype keys', () => {
    for (const n of [
      'Nope',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'BIZ___proto__',
      'BIZ_',
      'BIZ_BIZ_AcctList',
      'acctlist',
      'AcctList/',
    ]) {
      expect(findScreen(n), n).toBeNull();
    }
  });

  it('gives the right id needed to open a screen', () => {
    const def = findScreen('AcctList')!.def;
    expect(screenRight(def, false)).toBe('AcctList');
    expect(screenRight(def, true)).toBe('BIZ_AcctList');
  });
});
