// Seeded reference and operations tables: dictionaries and base types, employees, blacklists,
// uploaded files (the first few with real bytes on disk), providers and tags.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { maskCard, maskIdNumber, maskMobile, maskName } from './kit/mask.ts';
import { hashPasswordSync } from './auth.ts';
import type { Db } from './db.ts';
import { cardNumber, mobileNumber, personName, type Rng } from './rng.ts';
import { BLACK_TYPES, DICTIONARIES } from './seed-dicts.ts';
import { CARD_BIN_TABLE } from './seed-geo.ts';
import type { MemberSeed, OrgSeed } from './seed-members.ts';
import {
  BLACK_REASONS,
  CITIES,
  FILE_KINDS,
  ORG_ROLES,
  ORG_TRADES,
  ORG_WORDS,
  PRODUCT_ROLES,
  TAG_CHANNELS,
  TAG_GROUPS,
} from './seed-data.ts';
import { DEMO_EMPLOYEES } from './seed-employees.ts';
import { formatTime } from './util.ts';
import { DAY } from './kit/time.ts';

export function seedDictionaries(db: Db, base: number): void {
  const insertDict = db.prepare('INSERT INTO dict (type_id, seq, type_name, type_value) VALUES (?, ?, ?, ?)');
  const insertType = db.prepare(`INSERT INTO base_type (type_id, type_name, type_desc, status, crt_time, upt_time)
    VALUES (?, ?, ?, 1, ?, ?)`);
  DICTIONARIES.forEach(([typeId, title, values], i) => {
    values.forEach(([value, label], k) => insertDict.run(typeId, k + 1, label, value));
    // seq 0: the header row the console drops; type 1029 has none (spec 01 §4: its first item is real).
    if (typeId !== 1029) insertDict.run(typeId, 0, title, '');
    insertType.run(
      typeId,
      title,
      `${title}（${values.length}项）`,
      formatTime(base - (800 - i) * DAY),
      formatTime(base - (40 - (i % 40)) * DAY),
    );
  });
}

export interface EmployeeSeed {
  empId: string;
  orgCode: string | null;
}

/** The demo employees (real passwords) and 200 more whose password hashes match no password. */
export function seedEmployees(
  db: Db,
  rng: Rng,
  orgs: readonly OrgSeed[],
  /** The administrator member of an organisation (a demo ORG account is that member). */
  adminOf: (orgCode: string | null) => string,
  extra: number,
  base: number,
): EmployeeSeed[] {
  const insertEmp = db.prepare(`INSERT INTO employee (emp_id, login_id, pwd_salt, pwd_hash, real_name, mask_real_name, mobile,
    mask_mobile, role_type, role_name, product_code, org_code, member_id, grant_all, status, last_login_time, crt_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertRight = db.prepare('INSERT INTO employee_right (emp_id, right_id) VALUES (?, ?)');
  const employees: EmployeeSeed[] = [];
  const roles: Record<string, string> = { '10001': '超级管理员', '10002': '运营专员', '10003': '机构管理员', '10004': '服务商管理员' };
  for (const e of DEMO_EMPLOYEES) {
    // Password hashes use a random salt (secret material, not demo data).
    const { salt, hash } = hashPasswordSync(e.password);
    const mobile = mobileNumber(rng);
    insertEmp.run(
      e.empId,
      e.loginId,
      salt,
      hash,
      e.realName,
      maskName(e.realName),
      mobile,
      maskMobile(mobile),
      e.roleType,
      roles[e.empId] ?? '运营专员',
      e.productCode,
      e.orgCode,
      e.memberId || adminOf(e.orgCode),
      e.rights === 'all' ? 1 : 0,
      1,
      null,
      formatTime(base - 720 * DAY),
    );
    if (e.rights !== 'all') for (const r of e.rights) insertRight.run(e.empId, r);
    employees.push({ empId: e.empId, orgCode: e.orgCode });
  }
  for (let i = 0; i < extra; i++) {
    // Every fifth is a platform employee; the others spread over the organisations (20002 works at ORG0002).
    const org = i % 5 === 0 ? null : orgs[i % orgs.length];
    const empId = String(20001 + i);
    const name = personName(rng);
    const mobile = mobileNumber(rng);
    const created = base - rng.int(10, 700) * DAY;
    insertEmp.run(
      empId,
      `${org ? 'jg' : 'yy'}${empId}`,
      randomBytes(16).toString('hex'),
      randomBytes(32).toString('hex'),
      name,
      maskName(name),
      mobile,
      maskMobile(mobile),
      org ? 'ORG' : 'PRODUCT',
      rng.pick(org ? ORG_ROLES : PRODUCT_ROLES),
      org?.product ?? 'all',
      org?.code ?? null,
      `F${String(1_000_100 + i)}`,
      0,
      rng.chance(0.9) ? 1 : 0,
      rng.chance(0.8) ? formatTime(created + rng.int(0, base - created)) : null,
      formatTime(created),
    );
    employees.push({ empId, orgCode: org?.code ?? null });
  }
  return employees;
}

const CREATORS = ['F0000001', 'F0000002'];

/** One blacklisted value drawn from a member: its ID number, a card, its mobile or its member id. */
function blackValue(rng: Rng, m: MemberSeed): [type: number, raw: string, masked: string] {
  const type = rng.weighted([
    [BLACK_TYPES.IDC, 35],
    [BLACK_TYPES.CARD, 30],
    [BLACK_TYPES.MOBILE, 25],
    [BLACK_TYPES.MEMBER, 10],
  ] as const);
  if (type === BLACK_TYPES.IDC) return [type, m.idc, maskIdNumber(m.idc)];
  if (type === BLACK_TYPES.MOBILE) return [type, m.mobile, maskMobile(m.mobile)];
  if (type === BLACK_TYPES.MEMBER) return [type, m.id, m.id];
  const card = cardNumber(rng, rng.pick(CARD_BIN_TABLE)[0]);
  return [type, card, maskCard(card)];
}

export function seedBlacklists(db: Db, rng: Rng, members: readonly MemberSeed[], each: number, base: number): void {
  const insertCnl = db.prepare(`INSERT INTO cnl_black (id, cnl_code, black_type, black_value, mask_black_value, member_id, org_path,
    reason, status, crt_member_id, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertRisk = db.prepare(`INSERT INTO risk_black (id, black_type, black_value, mask_black_value, member_id, org_path,
    risk_level, reason, status, crt_member_id, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < each * 2; i++) {
    const m = rng.pick(members);
    const [type, raw, masked] = blackValue(rng, m);
    const created = base - rng.int(1, 700 * 24 * 3600) * 1000;
    const times = [formatTime(created), formatTime(created + rng.int(0, base - created))];
    const common = [m.id, m.org.path, rng.pick(BLACK_REASONS), rng.chance(0.85) ? 1 : 0, rng.pick(CREATORS)] as const;
    if (i < each) insertCnl.run(i + 1, rng.pick(TAG_CHANNELS), type, raw, masked, ...common, ...times);
    else
      insertRisk.run(
        i - each + 1,
        type,
        raw,
        masked,
        common[0],
        common[1],
        rng.weighted([
          [1, 50],
          [2, 35],
          [3, 15],
        ] as const),
        ...common.slice(2),
        ...times,
      );
  }
}

/** Where a seeded upload without stored bytes says it lives: the download builds it instead. */
export const SEEDED_DIR = 'seed/';

// A 1x1 PNG: the bytes stored behind the first seeded uploads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export function seedFiles(
  db: Db,
  dataDir: string,
  rng: Rng,
  members: readonly MemberSeed[],
  emps: readonly EmployeeSeed[],
  count: number,
  withBytes: number,
  base: number,
): void {
  const insert = db.prepare(`INSERT INTO upload_file (file_id, file_name, stored_path, content_type, size, cust_file_group, member_id,
    cust_file_tag, file_type, emp_id, org_code, org_path, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  fs.mkdirSync(path.join(dataDir, 'files', 'uploads'), { recursive: true });
  const types: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.pdf': 'application/pdf' };
  for (let i = 0; i < count; i++) {
    const m = rng.pick(members);
    const [group, fileType, stem, kindExt] = rng.pick(FILE_KINDS);
    const real = i < withBytes;
    const ext = real ? '.png' : kindExt;
    const fileId = rng.hex(16);
    // The rest are built when downloaded (seededUpload), to the size of their row.
    const stored = real ? `uploads/${fileId}${ext}` : `${SEEDED_DIR}${fileId}${ext}`;
    if (real) fs.writeFileSync(path.join(dataDir, 'files', stored), PNG);
    const at = base - rng.int(60, 400 * 24 * 3600) * 1000;
    insert.run(
      fileId,
      `${stem}_${m.id}${ext}`,
      stored,
      types[ext],
      real ? PNG.length : rng.int(20_000, 3_000_000),
      group,
      m.id,
      `${group.toLowerCase()}@${Math.floor(at / 1000)}`,
      fileType,
      rng.pick(emps).empId,
      m.org.code,
      m.org.path,
      formatTime(at),
    );
  }
}

/**
 * A picture an operator uploaded for a record whose form requires one (a poster, a goods item): its
 * bytes behind an upload_file row of the administrator's, so the edit form's tile shows it and an
 * unchanged edit saves. Its fileId comes from `key` (the record), so no seed stream shifts.
 */
export function seedPicture(
  db: Db,
  dataDir: string,
  key: string,
  /** The form field's upload tile: its file group, type and tag. */
  upload: { custFileGroup: string; fileType: string; custFileTag: string },
  file: { name: string; at: number; bytes: Buffer },
): string {
  const fileId = createHash('sha256').update(key).digest('hex').slice(0, 16);
  const stored = `uploads/${fileId}.png`;
  fs.mkdirSync(path.join(dataDir, 'files', 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'files', stored), file.bytes);
  db.prepare(`INSERT INTO upload_file (file_id, file_name, stored_path, content_type, size, cust_file_group, cust_file_tag, file_type, emp_id,
    crt_time) VALUES (?, ?, ?, 'image/png', ?, ?, ?, ?, '10001', ?)`).run(
    fileId,
    `${file.name}.png`,
    stored,
    file.bytes.length,
    upload.custFileGroup,
    upload.custFileTag,
    upload.fileType,
    formatTime(file.at),
  );
  return fileId;
}

const OEM_NAMES = ['鑫汇宝', '星POS', '易收银', '付乐宝', '汇刷通', '金掌柜', '畅付通', '嘉联宝'];

/** Providers: the level-1 organisations flagged as such, then independent ones. */
export function seedProviders(db: Db, rng: Rng, extra: number, base: number): void {
  const insert = db.prepare(`INSERT INTO provider (provider_code, provider_name, oem_name, provider_level, org_path, create_time)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const flagged = db.prepare('SELECT org_code, org_name, path, crt_time FROM org WHERE is_provider = 1 ORDER BY org_code').all() as Array<{
    org_code: string;
    org_name: string;
    path: string;
    crt_time: string;
  }>;
  for (const o of flagged) insert.run(o.org_code, o.org_name, rng.pick(OEM_NAMES), 1, o.path, o.crt_time);
  for (let i = 0; i < extra; i++) {
    insert.run(
      `PRV${String(1001 + i)}`,
      `${rng.pick(CITIES)}${rng.pick(ORG_WORDS)}${rng.pick(ORG_TRADES)}有限公司`,
      rng.pick(OEM_NAMES),
      rng.int(1, 3),
      null,
      formatTime(base - rng.int(30, 900) * DAY),
    );
  }
}

export function seedTags(db: Db): void {
  const insert = db.prepare('INSERT INTO tag (tag_id, tag_code, tag_name, tag_sub_type, cust_group) VALUES (?, ?, ?, ?, ?)');
  let id = 1;
  for (const [group, , tags] of TAG_GROUPS) for (const [code, name, subType] of tags) insert.run(id++, code, name, subType, group);
}
