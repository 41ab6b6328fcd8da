// Seeded banks, their branches across the seeded provinces and cities, the area table and the
// card-bin table behind the bank-by-card look-up.
import type { Db } from './db.ts';
import type { Rng } from './rng.ts';
import { BANKS, BRANCH_WORDS, CARD_BIN_TABLE, PROVINCES, STREETS } from './seed-geo.ts';
import { formatTime } from './util.ts';
import { DAY } from './kit/time.ts';

export function seedBanks(db: Db, rng: Rng, branches: number, base: number): void {
  const insertArea = db.prepare('INSERT INTO area (area_code, area_name, parent_code, seq) VALUES (?, ?, ?, ?)');
  PROVINCES.forEach(([code, name, cities], i) => {
    insertArea.run(code, name, null, i);
    cities.forEach(([cityCode, cityName], j) => insertArea.run(cityCode, cityName, code, j));
  });

  const insertBank = db.prepare('INSERT INTO bank (bank_code, bank_name, bank_short_name, status, crt_time) VALUES (?, ?, ?, ?, ?)');
  for (const [code, name, short] of BANKS) {
    insertBank.run(code, name, short, rng.chance(0.97) ? 1 : 0, formatTime(base - rng.int(1000, 2000) * DAY + rng.int(0, DAY - 1)));
  }
  const insertBin = db.prepare('INSERT INTO card_bin (bin, bank_code, card_type) VALUES (?, ?, ?)');
  for (const [bin, bankCode, type] of CARD_BIN_TABLE) insertBin.run(bin, bankCode, type);

  // Branch codes follow the CNAPS shape: bank class (3) + city (4) + serial (4) + check digit.
  const insertBranch = db.prepare(`INSERT INTO bank_branch (bank_branch_code, branch_name, bank_code, province_code, area_code,
    address, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const weights = BANKS.map((b) => [b, b[3]] as const);
  const serials = new Map<string, number>();
  for (let i = 0; i < branches; i++) {
    const [bankCode, bankName] = rng.weighted(weights);
    const [provinceCode, provinceName, cities] = rng.pick(PROVINCES);
    const [cityCode, cityName] = rng.pick(cities);
    const prefix = bankCode.slice(0, 3) + cityCode.slice(0, 4);
    const serial = (serials.get(prefix) ?? 0) + 1;
    serials.set(prefix, serial);
    const body = prefix + String(serial).padStart(4, '0');
    const check = [...body].reduce((sum, d, k) => sum + Number(d) * (k % 2 ? 3 : 1), 0) % 10;
    const branchName = rng.chance(0.05) ? `${bankName}${cityName}分行营业部` : `${bankName}${cityName}${rng.pick(BRANCH_WORDS)}支行`;
    insertBranch.run(
      body + String(check),
      branchName,
      bankCode,
      provinceCode,
      cityCode,
      `${provinceName}${cityName}${rng.pick(STREETS)}${rng.int(1, 999)}号`,
      formatTime(base - rng.int(30, 1500) * DAY + rng.int(0, DAY - 1)),
    );
  }
}
