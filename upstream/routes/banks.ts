// Banks, branches, the bank of a card number and the area look-ups (spec 01 §7, spec 03). Shared
// reference data: no organisation scoping.
import { bizError } from '../context.ts';
import type { Ctx, Route } from '../context.ts';
import { str } from '../util.ts';

/** The bank of a card number, by its longest known bin. */
function cardBin(ctx: Ctx) {
  const card = str(ctx.body.bankCard)?.replace(/\s+/g, '') ?? '';
  const row = /^\d{6,19}$/.test(card)
    ? ctx.app.db
        .prepare(`SELECT k.bank_code AS bankCode, k.bank_name AS bankName FROM card_bin c JOIN bank k ON k.bank_code = c.bank_code
        WHERE substr(?, 1, length(c.bin)) = c.bin ORDER BY length(c.bin) DESC LIMIT 1`)
        .get(card)
    : undefined;
  if (!row) throw bizError('未找到该卡号所属银行', 'E4001');
  return row;
}

interface AreaRow {
  area_code: string;
  area_name: string;
  parent_code: string | null;
}

function areas(ctx: Ctx): { provinces: AreaRow[]; citiesOf: (code: string) => AreaRow[] } {
  const all = ctx.app.db
    .prepare('SELECT area_code, area_name, parent_code FROM area ORDER BY parent_code IS NOT NULL, seq')
    .all() as unknown as AreaRow[];
  return { provinces: all.filter((a) => !a.parent_code), citiesOf: (code) => all.filter((a) => a.parent_code === code) };
}

function areaTree(ctx: Ctx) {
  const { provinces, citiesOf } = areas(ctx);
  return provinces.map((p) => ({
    areaCode: p.area_code,
    areaName: p.area_name,
    subAreaList: citiesOf(p.area_code).map((c) => ({ areaCode: c.area_code, areaName: c.area_name, subAreaList: [] })),
  }));
}

function provinceCity(ctx: Ctx) {
  const { provinces, citiesOf } = areas(ctx);
  // 01 §3 line 82 "Province: provinceName, citys (list with cityName)": names only, no codes.
  return provinces.map((p) => ({ provinceName: p.area_name, citys: citiesOf(p.area_code).map((c) => ({ cityName: c.area_name })) }));
}

export const bankRoutes: Route[] = [
  { method: 'POST', path: '/admin/bank/card/bin', handler: cardBin },
  { method: 'POST', path: '/admin/standard/area', handler: areaTree },
  { method: 'POST', path: '/admin/standard/province-city', handler: provinceCity },
];
