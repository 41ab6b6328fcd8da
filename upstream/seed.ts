// Deterministic demo data: seeded random streams (one per table group, so growing one group does
// not reshuffle the others) and a fixed base date, so every fresh database holds the same rows.
// Runs once, in one transaction.
import fs from 'node:fs';
import path from 'node:path';
import { inTransaction } from './db.ts';
import type { Db } from './db.ts';
import { REPORT_KINDS } from './reports.ts';
import { resources } from './resources/index.ts';
import { Rng } from './rng.ts';
import { seedBanks } from './seed-banks.ts';
import { CITIES, ORG_TRADES, ORG_WORDS, PRODUCT_CODES, TAG_CHANNELS } from './seed-data.ts';
import { AGENT_ORG_CODE } from './seed-employees.ts';
import { seedBlacklists, seedDictionaries, seedEmployees, seedFiles, seedProviders, seedTags } from './seed-lists.ts';
import { seedOrders } from './resources/orders/pos-orders.ts';
import { seedMembers, type OrgSeed } from './seed-members.ts';
import { formatStamp, formatTime } from './util.ts';
import { DAY } from './kit/time.ts';

/**
 * The fixed base, which tests rely on: every generated time lies before it (2026-11-21 00:00 China
 * Standard Time), unless the upstream is asked for another end (UPSTREAM_SEED_UNTIL).
 */
export const SEED_BASE_TIME = Date.parse('2026-11-21T00:00:00+08:00');

export const SEED_COUNTS = {
  orgs: 200,
  members: 10_000,
  orders: 200_000,
  reports: 24,
  branches: 30_000,
  blacklist: 5_000,
  files: 2_000,
  filesWithBytes: 20,
  employees: 200,
  providers: 40,
};

/**
 * Fills a fresh database. `progress` hears a line at each stage (the demo's first start takes about
 * a minute: `npm run demo` shows how far it is instead of staying silent).
 */
export function seed(db: Db, dataDir: string, base = SEED_BASE_TIME, progress: (line: string) => void = () => {}): void {
  const stream = (n: number) => new Rng(20261121 + n);
  const total = resources.length;
  inTransaction(db, () => {
    progress(`seeding demo data: organisations and ${SEED_COUNTS.members} members ...`);
    const orgs = seedOrgs(db, stream(0), base);
    const members = seedMembers(db, stream(1), orgs, SEED_COUNTS.members, base);
    progress(`seeding demo data: ${SEED_COUNTS.orders} orders and bills ...`);
    seedOrders(db, stream(2), members, SEED_COUNTS.orders, base);
    progress('seeding demo data: dictionaries, employees, banks, files, providers, tags, reports ...');
    seedDictionaries(db, base);
    // The first members are the organisations' administrators, in organisation order.
    const adminOf = (code: string | null) => members[orgs.findIndex((o) => o.code === code)]?.id ?? '';
    const employees = seedEmployees(db, stream(3), orgs, adminOf, SEED_COUNTS.employees, base);
    seedBanks(db, stream(4), SEED_COUNTS.branches, base);
    seedBlacklists(db, stream(5), members, SEED_COUNTS.blacklist, base);
    seedFiles(db, dataDir, stream(6), members, employees, SEED_COUNTS.files, SEED_COUNTS.filesWithBytes, base);
    seedProviders(db, stream(7), SEED_COUNTS.providers, base);
    seedTags(db);
    seedReports(db, dataDir, stream(8), base);
    // Each resource seeds from its own stream, named after it: adding one reshuffles no other.
    resources.forEach((r, i) => {
      if (i % 10 === 0) progress(`seeding demo data: resources ${i + 1}-${Math.min(i + 10, total)} of ${total} (${r.name} ...)`);
      r.seed?.({ db, rng: new Rng(nameSeed(r.name)), base, orgs, members, dataDir });
    });
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(formatTime(base));
  });
}

/** A 32-bit seed from a resource's name (FNV-1a). */
function nameSeed(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** 10 organisations at level 1, 50 at level 2, the rest at level 3. */
function seedOrgs(db: Db, rng: Rng, base: number): OrgSeed[] {
  const insert = db.prepare(`INSERT INTO org (org_code, org_name, org_level, org_type, parent_code, top_code, path, admin_login_id,
    product_code, status, settle_type, tag_codes, is_provider, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const orgs: OrgSeed[] = [];
  const tags: string[][] = [];
  const names = new Set<string>();
  for (let i = 0; i < SEED_COUNTS.orgs; i++) {
    const level = i < 10 ? 1 : i < 60 ? 2 : 3;
    const parentIndex = level === 1 ? -1 : level === 2 ? i % 10 : rng.int(10, 59);
    const parent = parentIndex < 0 ? null : orgs[parentIndex];
    const code = `ORG${String(i + 1).padStart(4, '0')}`;
    let name: string;
    do name = `${rng.pick(CITIES)}${rng.pick(ORG_WORDS)}${rng.pick(ORG_TRADES)}有限公司`;
    while (names.has(name));
    names.add(name);
    const org = {
      code,
      name,
      level,
      path: `${parent?.path ?? '/'}${code}/`,
      product: parent?.product ?? PRODUCT_CODES[i % PRODUCT_CODES.length],
    };
    orgs.push(org);
    // Channels: a level-1 organisation opens a few; below it, a subset of its parent's.
    const offered = parent ? tags[parentIndex] : TAG_CHANNELS;
    let own = code === AGENT_ORG_CODE ? ['cx', 'sd'] : offered.filter(() => rng.chance(0.6));
    if (own.length === 0) own = [rng.pick(offered)];
    tags.push(own);
    // Level-1 organisations alternate between management (101820) and ordinary (101810) ones.
    const orgType = level === 1 && i % 2 === 0 ? 101820 : 101810;
    const created = base - (900 - level * 150 - rng.int(0, 120)) * DAY;
    insert.run(
      code,
      name,
      level,
      orgType,
      parent?.code ?? null,
      org.path.split('/')[1],
      org.path,
      code === AGENT_ORG_CODE ? 'agent' : `${code.toLowerCase()}admin`,
      org.product,
      rng.chance(0.95) ? 1 : 0,
      rng.chance(0.7) ? 200380 : 200381,
      own.join(','),
      level === 1 && i % 2 === 0 ? 1 : 0,
      formatTime(created),
      formatTime(created + rng.int(0, base - created)),
    );
  }
  return orgs;
}

/**
 * Report-log rows with real files: the administrators', the agent's and another organisation's,
 * a few failed ones (no file) and a few stuck at 10 (generating) long ago.
 */
function seedReports(db: Db, dataDir: string, rng: Rng, base: number): void {
  const dir = path.join(dataDir, 'files', 'reports');
  fs.mkdirSync(dir, { recursive: true });
  const insert = db.prepare(`INSERT INTO report_log (file_id, task_id, report_name, report_kind, file_name, status, size, crt_time,
    started_at, emp_id, org_code, stored_path) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const owners: Array<[string, string | null]> = [
    ['10001', null],
    ['10002', null],
    ['10003', AGENT_ORG_CODE],
    ['20002', 'ORG0002'],
  ];
  for (let i = 0; i < SEED_COUNTS.reports; i++) {
    const [empId, orgCode] = owners[i % owners.length];
    const scope = orgCode ? `/${orgCode}/` : null;
    const kind = rng.pick(['member', 'order'] as const);
    const { name, build } = REPORT_KINDS[kind];
    const at = base - rng.int(3600, 30 * 24 * 3600) * 1000;
    const fileId = rng.hex(16);
    const status = i % 11 === 5 ? 40 : i % 13 === 7 ? 10 : 20;
    let size = 0;
    let stored: string | null = null;
    if (status === 20) {
      const body = build(db, scope, {}, 50);
      stored = path.join('files', 'reports', `${fileId}.xls`);
      fs.writeFileSync(path.join(dataDir, stored), body);
      size = body.length;
    }
    insert.run(
      fileId,
      String(rng.int(100000000, 999999999)),
      name,
      kind,
      `${name}_${formatStamp(at)}.xls`,
      status,
      size,
      formatTime(at),
      at,
      empId,
      orgCode,
      stored,
    );
  }
}
