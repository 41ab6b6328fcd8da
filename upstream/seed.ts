// Deterministic demo data: a seeded PRNG and a fixed base date, so every fresh database holds the
// same organisations, members, orders and report-log rows. Runs once, in one transaction.
import fs from 'node:fs';
import path from 'node:path';
import { maskIdNumber, maskMobile, maskName } from '../lib/format/mask.ts';
import { hashPasswordSync } from './auth.ts';
import { inTransaction } from './db.ts';
import type { Db } from './db.ts';
import { memberXls, orderXls } from './reports.ts';
import {
  AGENT_ORG_CODE, CARD_BINS, CITIES, DEMO_EMPLOYEES, DICTIONARIES, GIVEN_CHARS, MOBILE_PREFIXES, ORDER_STATUSES,
  ORDER_TYPES, ORG_TRADES, ORG_WORDS, PAY_CHANNELS, PRODUCT_CODES, REGION_CODES, SURNAMES,
} from './seed-data.ts';
import { formatStamp, formatTime } from './util.ts';

/** Every generated time lies before this instant (2026-11-21 00:00 China Standard Time). */
export const SEED_BASE_TIME = Date.parse('2026-11-21T00:00:00+08:00');
const DAY = 24 * 3600 * 1000;
export const SEED_COUNTS = { orgs: 200, members: 2000, orders: 6000, reports: 24 };

/** mulberry32: tiny, fast, good enough for demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }
  weighted<T>(pairs: ReadonlyArray<readonly [T, number]>): T {
    let r = this.next() * pairs.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of pairs) if ((r -= w) < 0) return value;
    return pairs[pairs.length - 1][0];
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  hex(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += '0123456789ABCDEF'[this.int(0, 15)];
    return s;
  }
}


/** A well-formed 18-digit resident ID number (GB 11643 check digit). */
function idNumber(rng: Rng): string {
  const birth = new Date(Date.UTC(1960, 0, 1) + rng.int(0, 40 * 365) * DAY);
  const body = rng.pick(REGION_CODES) + birth.toISOString().slice(0, 10).replaceAll('-', '') + rng.digits(3);
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

function personName(rng: Rng): string {
  const given = rng.next() < 0.6 ? rng.pick(GIVEN_CHARS) + rng.pick(GIVEN_CHARS) : rng.pick(GIVEN_CHARS);
  return rng.pick(SURNAMES) + given;
}

interface OrgSeed { code: string; level: number; path: string; product: string; }

export function seed(db: Db, dataDir: string): void {
  const rng = new Rng(20261121);
  inTransaction(db, () => {
    // Organisations: 10 at level 1, 50 at level 2, the rest at level 3.
    const insertOrg = db.prepare('INSERT INTO org (org_code, org_name, org_level, org_type, parent_code, path, member_id, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const orgs: OrgSeed[] = [];
    const names = new Set<string>();
    for (let i = 0; i < SEED_COUNTS.orgs; i++) {
      const level = i < 10 ? 1 : i < 60 ? 2 : 3;
      const parent = level === 1 ? null : level === 2 ? orgs[i % 10] : orgs[rng.int(10, 59)];
      const code = `ORG${String(i + 1).padStart(4, '0')}`;
      let name: string;
      do name = `${rng.pick(CITIES)}${rng.pick(ORG_WORDS)}${rng.pick(ORG_TRADES)}有限公司`; while (names.has(name));
      names.add(name);
      const org = { code, level, path: `${parent?.path ?? '/'}${code}/`, product: parent?.product ?? PRODUCT_CODES[i % PRODUCT_CODES.length] };
      orgs.push(org);
      // Level-1 organisations alternate between management (101820) and ordinary (101810) ones.
      const orgType = level === 1 && i % 2 === 0 ? 101820 : 101810;
      const created = SEED_BASE_TIME - (900 - level * 150 - rng.int(0, 120)) * DAY;
      insertOrg.run(code, name, level, orgType, parent?.code ?? null, org.path, null, formatTime(created));
    }

    // Members: one administrator (101020) per organisation, then merchants (101010).
    const insertMember = db.prepare(`INSERT INTO member (member_id, real_name, mask_real_name, mobile, mask_mobile, idc_num,
      mask_idc_num, member_type, cust_member_type, cnl_tag, org_code, org_path, product_code, status, crt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const setOrgMember = db.prepare('UPDATE org SET member_id = ? WHERE org_code = ?');
    const merchants: Array<{ id: string; org: OrgSeed }> = [];
    for (let i = 0; i < SEED_COUNTS.members; i++) {
      const isOrgAdmin = i < orgs.length;
      // Merchants sit mostly under level-3 organisations, like real acquiring networks.
      const org = isOrgAdmin ? orgs[i] : rng.next() < 0.8 ? orgs[rng.int(60, orgs.length - 1)] : orgs[rng.int(0, 59)];
      // Increasing ids with a random gap below the step: unique, uppercase hex.
      const memberId = (0x5a3c000000 + i * 0x2f1 + rng.int(0, 0x2f0)).toString(16).toUpperCase();
      const name = personName(rng);
      const mobile = rng.pick(MOBILE_PREFIXES) + rng.digits(8);
      const idc = idNumber(rng);
      const custType = rng.weighted([[102900, 70], [102901, 15], [102902, 15]] as const);
      const created = SEED_BASE_TIME - rng.int(1, 700) * DAY + rng.int(0, DAY - 1);
      insertMember.run(memberId, name, maskName(name), mobile, maskMobile(mobile), idc, maskIdNumber(idc),
        isOrgAdmin ? 101020 : 101010, custType, rng.pick(['APP', 'H5', 'MINI', 'POS', 'PC']), org.code, org.path,
        org.product, rng.next() < 0.05 ? 0 : 1, formatTime(created));
      if (isOrgAdmin) setOrgMember.run(memberId, org.code);
      else merchants.push({ id: memberId, org });
    }

    const insertDict = db.prepare('INSERT INTO dict (type_id, seq, type_name, type_value) VALUES (?, ?, ?, ?)');
    for (const [typeId, title, values] of DICTIONARIES) {
      values.forEach(([value, label], i) => insertDict.run(typeId, i + 1, label, value));
      insertDict.run(typeId, 0, title, ''); // seq 0: the header row the console drops
    }

    // POS orders over the 90 days before the base date.
    const insertOrder = db.prepare(`INSERT INTO pos_order (order_id, member_id, org_code, org_path, cust_order_type, order_status,
      amount, fee, pay_channel, psam_code, mask_card_no, product_code, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < SEED_COUNTS.orders; i++) {
      const m = rng.pick(merchants);
      const at = SEED_BASE_TIME - rng.int(1, 90 * 24 * 3600) * 1000;
      const amount = rng.int(100, 5_000_000);
      insertOrder.run(formatStamp(at).slice(0, 8) + String(i + 1).padStart(10, '0'), m.id, m.org.code, m.org.path,
        rng.pick(ORDER_TYPES), rng.weighted(ORDER_STATUSES), amount, Math.floor(amount * 0.006),
        rng.pick(PAY_CHANNELS), `TUSN${rng.digits(12)}`, `${rng.pick(CARD_BINS)}******${rng.digits(4)}`, m.org.product, formatTime(at));
    }

    // Employees: password hashes use a random salt (secret material, not demo data).
    const insertEmp = db.prepare(`INSERT INTO employee (emp_id, login_id, pwd_salt, pwd_hash, real_name, role_type, product_code,
      org_code, member_id, grant_all) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertRight = db.prepare('INSERT INTO employee_right (emp_id, right_id) VALUES (?, ?)');
    const agentOrgMember = (db.prepare('SELECT member_id FROM org WHERE org_code = ?').get(AGENT_ORG_CODE) as { member_id: string }).member_id;
    for (const e of DEMO_EMPLOYEES) {
      const { salt, hash } = hashPasswordSync(e.password);
      insertEmp.run(e.empId, e.loginId, salt, hash, e.realName, e.roleType, e.productCode, e.orgCode,
        e.memberId || agentOrgMember, e.rights === 'all' ? 1 : 0);
      if (e.rights !== 'all') for (const r of e.rights) insertRight.run(e.empId, r);
    }

    seedReports(db, dataDir, rng);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(formatTime(SEED_BASE_TIME));
  });
}

/** Report-log rows with real files: the administrators', the agent's and another organisation's. */
function seedReports(db: Db, dataDir: string, rng: Rng): void {
  const dir = path.join(dataDir, 'files', 'reports');
  fs.mkdirSync(dir, { recursive: true });
  const insert = db.prepare(`INSERT INTO report_log (file_id, task_id, report_name, file_name, status, size, crt_time, emp_id,
    org_code, stored_path) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const owners: Array<[string, string | null]> = [['10001', null], ['10002', null], ['10003', AGENT_ORG_CODE], ['20002', 'ORG0002']];
  for (let i = 0; i < SEED_COUNTS.reports; i++) {
    const [empId, orgCode] = owners[i % owners.length];
    const scope = orgCode ? `/${orgCode}/` : null;
    const kind = rng.pick(['会员列表', '订单列表'] as const);
    const at = SEED_BASE_TIME - rng.int(3600, 30 * 24 * 3600) * 1000;
    const fileId = rng.hex(16);
    const fileName = `${kind}_${formatStamp(at)}.xls`;
    const failed = i % 11 === 5; // a few failed tasks, as in real life: no file
    let size = 0;
    let stored: string | null = null;
    if (!failed) {
      const { body } = kind === '会员列表' ? memberXls(db, scope, {}, 50) : orderXls(db, scope, {}, 50);
      stored = path.join('files', 'reports', `${fileId}.xls`);
      fs.writeFileSync(path.join(dataDir, stored), body);
      size = body.length;
    }
    insert.run(fileId, String(rng.int(100000000, 999999999)), kind, fileName, failed ? 40 : 20, size, formatTime(at), empId, orgCode, stored);
  }
}
