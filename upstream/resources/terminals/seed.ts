// The terminals' demo data (spec 03 §3 Terminal, §4 psamStatus, §7 storage and transfer): 100 000
// terminals across the organisation tree in every status, the merchants' own terminals among them
// (seed-members gives each merchant its psam code), storage batches with their rows, transfer chains
// down the tree, recalls and rate options per activity group; the logs follow in seed-logs.ts.
import type { SeedContext } from '../../kit/resource.ts';
import { formatTime } from '../../util.ts';
import { DAY } from '../../kit/time.ts';
import { RATE_OPTS, TERMINAL_INDEXES } from './schema.ts';
import { seedTerminalLogs } from './seed-logs.ts';

export const TERMINAL_COUNT = 100_000;
/** Terminals per storage batch of the seed. */
const STORAGE_BATCH = 500;

interface Org {
  code: string;
  path: string;
  level: number;
  product: string;
}

/** The organisation codes on a path, top first ('/ORG0001/ORG0011/' → ['ORG0001', 'ORG0011']). */
const chainOf = (path: string) => path.split('/').filter(Boolean);

export function seedTerminals({ db, rng, base, orgs, members }: SeedContext): void {
  // The bulk of the seed stays in memory until the commit.
  db.exec('PRAGMA cache_size = -262144');
  const byCode = new Map<string, Org>(orgs.map((o) => [o.code, o]));
  const byLevel = [1, 2, 3].map((l) => orgs.filter((o) => o.level === l));
  const children = new Map<string, Org[]>();
  for (const o of orgs) {
    const parent = chainOf(o.path).at(-2);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), o]);
  }
  const PRODUCTS = [...new Set(orgs.filter((o) => o.level === 1).map((o) => o.product))];

  // The organisations' activity groups (seeded before, activity-groups.ts) carry five rate options
  // each. A terminal takes a policy group of its top organisation; the platform's stock the first
  // policy group of a level-1 organisation.
  const insertOpt = db.prepare('INSERT INTO psam_activity_opt VALUES (?, ?, ?, ?, ?, ?)');
  const groupsOf = new Map<string, Array<{ id: number; rates: number[] }>>();
  const allGroups = db
    .prepare('SELECT activity_group_id AS id, org_code AS org, cust_biz_type AS biz FROM activity_group ORDER BY activity_group_id')
    .all() as Array<{ id: number; org: string; biz: string }>;
  for (const g of allGroups) {
    const rates = RATE_OPTS.map(([field, optName, dataType, baseValue], i) => {
      const value = dataType === 100920 ? baseValue + rng.int(0, 4) * 100 : Number((baseValue + rng.int(-5, 8) * 0.005).toFixed(3));
      insertOpt.run(g.id, field, optName, String(value), dataType, i);
      return value;
    });
    if (g.biz !== 'ORG_POLICY' || byCode.get(g.org)?.level !== 1) continue;
    const own = groupsOf.get(g.org) ?? [];
    if (!own.length) groupsOf.set('', [...(groupsOf.get('') ?? []), { id: g.id, rates }]);
    if (own.length < 3) groupsOf.set(g.org, [...own, { id: g.id, rates }]);
  }

  const insert = db.prepare(`INSERT INTO psam (psam_code, tusn, member_id, org_code, org_path, from_org_code, to_org_code,
    product_code, agent_mcht_no, pay_org_no, psam_mode_type, device_type, facilitator_type, model, binding_state, psam_status,
    issue_status, activation_status, is_first_trans, freeze_status, second_flag, storage_batch, storage_tag, activity_group_id,
    credit_rate, debit_rate, debit_max_fee, scan_rate, clear_fee, pay_cnl, storage_time, transfer_time, bind_time,
    first_trans_time, last_trans_date, upt_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertBatch = db.prepare(`INSERT INTO psam_batch (batch_no, kind, batch_name, org_code, org_path, to_org_code, to_org_path,
    activity_group_id, source, status, storage_tag, remark, emp_id, seeded, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`);
  const insertRow = db.prepare(`INSERT INTO psam_batch_row (batch_no, line_no, psam_code, result, reason, from_org_code, to_org_code,
    status, crt_time, done_time) VALUES (?, ?, ?, 1, NULL, ?, ?, ?, ?, ?)`);

  // Storage batches: ascending times from 700 to 40 days before base.
  const storageBatches = Math.ceil(TERMINAL_COUNT / STORAGE_BATCH);
  const storageAt: number[] = [];
  for (let b = 0; b < storageBatches; b++) {
    const at = base - Math.round((700 - (660 * b) / storageBatches) * DAY) + rng.int(0, 8 * 3600) * 1000;
    storageAt.push(at);
    insertBatch.run(
      `ST${formatTime(at).slice(0, 10).replaceAll('-', '')}${String(b + 1).padStart(4, '0')}`,
      'STORAGE',
      `${rng.pick(['新大陆', '联迪', '百富', '天喻', '魔方'])}入库批次${b + 1}`,
      '',
      '/',
      null,
      null,
      null,
      rng.weighted([
        ['PASTE', 5],
        ['RANGE', 3],
        ['EXCEL', 2],
      ] as const),
      30,
      rng.chance(0.2) ? rng.pick(['首批', '活动机', '备用机']) : null,
      null,
      '10001',
      formatTime(at),
      formatTime(at),
    );
  }
  const storageNos = storageAt.map((at, b) => `ST${formatTime(at).slice(0, 10).replaceAll('-', '')}${String(b + 1).padStart(4, '0')}`);
  const storageTimes = storageAt.map(formatTime);

  // Transfer and recall batches, grouped by destination and storage-batch group; rows numbered per batch.
  // One batch per kind, sender, receiver and storage group; its time (and the rows' times) fixed by the first row.
  const batches = new Map<string, { no: string; line: number; at: string; done: string }>();
  const batchFor = (kind: 'TRANSFER' | 'RECALL', from: Org | null, to: Org, group: number, at: number, groupId: number | null) => {
    const key = `${kind}${to.code}${from?.code}${group}`;
    let b = batches.get(key);
    if (!b) {
      const no = `${kind === 'TRANSFER' ? 'TR' : 'RC'}${to.code.slice(3)}${from ? from.code.slice(3) : '0000'}${String(group).padStart(3, '0')}`;
      b = { no, line: 0, at: formatTime(at), done: formatTime(at + 3600_000) };
      batches.set(key, b);
      // A transfer is made by its sender; a recall by the organisation it returns to.
      const actor = kind === 'TRANSFER' ? from : to;
      insertBatch.run(
        no,
        kind,
        kind === 'TRANSFER' ? `${to.code}划拨${group}` : `${to.code}回收${group}`,
        actor?.code ?? '',
        actor?.path ?? '/',
        to.code,
        to.path,
        groupId,
        'PASTE',
        30,
        null,
        null,
        actor ? null : '10001',
        b.at,
        b.at,
      );
    }
    b.line++;
    return b;
  };

  const withPsam = members.filter((m) => m.psam);
  const taken = new Set(withPsam.map((m) => m.psam!));
  const vendors = ['700101', '700102', '700103', '700104', '700105'];
  const models = ['700201', '700202', '700203', '700204', '700205'];
  const cnls = ['wx', 'zfb', 'yl', 'cx', 'sd'];

  for (let i = 0; i < TERMINAL_COUNT; i++) {
    const merchant = i < withPsam.length ? withPsam[i] : null;
    let code = merchant?.psam ?? `TUSN8${String(i + 1).padStart(11, '0')}`;
    while (!merchant && taken.has(code)) code = `TUSN7${rng.digits(11)}`;
    taken.add(code);
    const b = Math.floor(i / STORAGE_BATCH);
    const stored = storageAt[b];

    // Where the terminal is now: a merchant's organisation (bound), platform stock, or an organisation's.
    let holder: Org | null;
    let status: number;
    let recalledFrom: Org | null = null;
    let pendingTo: Org | null = null;
    if (merchant) {
      holder = byCode.get(merchant.org.code)!;
      status = 2;
    } else {
      const r = rng.next();
      if (r < 0.3) {
        holder = null;
        status = 0;
      } else if (r < 0.34) {
        // Recalled from a child back into its parent's storage.
        const child = rng.pick(rng.chance(0.5) ? byLevel[1] : byLevel[2]);
        recalledFrom = child;
        holder = byCode.get(chainOf(child.path).at(-2)!)!;
        status = 4;
      } else if (r < 0.37) {
        holder = rng.chance(0.3) ? null : rng.pick(rng.chance(0.6) ? byLevel[0] : byLevel[1]);
        const below = holder ? (children.get(holder.code) ?? []) : byLevel[0];
        pendingTo = below.length ? rng.pick(below) : null;
        status = pendingTo ? 1 : 0;
      } else {
        holder = rng.pick(
          byLevel[
            rng.weighted([
              [0, 60],
              [1, 30],
              [2, 10],
            ] as const)
          ],
        );
        status = 2;
      }
    }

    // The chain from the platform down to the holder (and on to the recalled child); one batch per hop.
    const hops = [...chainOf(holder?.path ?? '/'), ...(recalledFrom ? [recalledFrom.code] : [])].map((c) => byCode.get(c)!);
    const top = hops[0] ?? pendingTo;
    const product = top?.product ?? rng.pick(PRODUCTS);
    const groups = groupsOf.get(top?.code ?? '') ?? groupsOf.get('')!;
    const group = rng.pick(groups);
    const tgroup = Math.floor(b / 8);
    const transferBase = storageAt[Math.min(storageBatches - 1, tgroup * 8 + 7)];
    let at = transferBase;
    let prev: Org | null = null;
    let lastTransfer = 0;
    for (let k = 0; k < hops.length; k++) {
      const to = hops[k];
      at = transferBase + (k + 1) * 3 * DAY + (Number(to.code.slice(3)) % 20) * 3600_000;
      const batch = batchFor('TRANSFER', prev, to, tgroup, at, group.id);
      const recalled = recalledFrom && k === hops.length - 1;
      insertRow.run(batch.no, batch.line, code, prev?.code ?? '', to.code, recalled ? 9 : 2, batch.at, batch.done);
      lastTransfer = at;
      prev = to;
    }
    if (recalledFrom) {
      at += 2 * DAY;
      const batch = batchFor('RECALL', recalledFrom, holder!, tgroup, at, null);
      insertRow.run(batch.no, batch.line, code, recalledFrom.code, holder!.code, null, batch.at, batch.at);
    }
    if (pendingTo) {
      at = Math.max(at, transferBase) + 4 * DAY;
      const batch = batchFor('TRANSFER', holder, pendingTo, tgroup, at, group.id);
      insertRow.run(batch.no, batch.line, code, holder?.code ?? '', pendingTo.code, 1, batch.at, null);
    }

    const bound = !!merchant;
    const bindAt = bound ? Math.min(base - 3 * DAY, at + rng.int(1, 20) * DAY) : null;
    const activated = bound && rng.chance(0.8);
    const firstTrans = bound && rng.chance(0.9) ? bindAt! + rng.int(1, 48) * 3600_000 : null;
    const adjusted = rng.chance(0.08);
    const rates = group.rates.map((v, k) => (adjusted && k === 0 ? Number((v + 0.05).toFixed(3)) : v));
    // An agent (its payOrgNo) holds a few merchant numbers, each over many terminals: the agent
    // merchant number cascader's tree (upstream/routes/cascaders.ts). The draws stay as they were.
    const mchtDigits = bound ? rng.digits(14) : null;
    const payOrg = bound ? rng.pick(['947', '992', '964', '986', '998', '960', '979', '982', '978']) : null;
    const agentMcht = mchtDigits ? `8${payOrg}91000000${String((Number(mchtDigits.slice(0, 3)) % 8) + 1).padStart(3, '0')}` : null;
    insert.run(
      code,
      `${['NL', 'LD', 'BF', 'TY', 'MF'][i % 5]}${code.slice(4)}`,
      merchant?.id ?? null,
      holder?.code ?? '',
      holder?.path ?? '/',
      recalledFrom?.code ?? (hops.length ? (hops.at(-2)?.code ?? '') : null),
      pendingTo?.code ?? null,
      product,
      agentMcht,
      payOrg,
      rng.chance(0.6) ? '700002' : '700001',
      rng.weighted([
        [20, 50],
        [10, 20],
        [30, 15],
        [40, 10],
        [50, 5],
      ] as const),
      vendors[i % 5],
      rng.pick(models),
      bound ? 1 : 0,
      status,
      status === 0 || status === 4 ? 1 : status === 1 ? (rng.chance(0.7) ? 2 : 4) : 3,
      activated ? 1 : 0,
      firstTrans ? 1 : 0,
      rng.chance(0.01) ? 1 : 0,
      recalledFrom ? 1 : 0,
      storageNos[b],
      null,
      group.id,
      rates[0],
      rates[1],
      rates[2],
      rates[3],
      rates[4],
      bound ? rng.pick(cnls) : null,
      storageTimes[b],
      lastTransfer ? formatTime(lastTransfer) : null,
      bindAt ? formatTime(bindAt) : null,
      firstTrans ? formatTime(firstTrans) : null,
      firstTrans ? formatTime(Math.max(firstTrans, base - rng.int(1, 60) * DAY)).slice(0, 10) : null,
      formatTime(Math.max(stored, at)),
    );
  }

  // Batch counts and states (a storage batch's rows are its terminals), then the indexes.
  db.exec(`
    UPDATE psam_batch SET total = t.n, ok_count = t.n
      FROM (SELECT storage_batch AS batch_no, COUNT(*) AS n FROM psam GROUP BY storage_batch) AS t
      WHERE psam_batch.batch_no = t.batch_no;
    UPDATE psam_batch SET total = t.n, ok_count = t.n,
      status = CASE WHEN t.pending = 0 THEN 30 WHEN t.pending = t.n THEN 10 ELSE 20 END
      FROM (SELECT batch_no, COUNT(*) AS n, TOTAL(status = 1) AS pending FROM psam_batch_row GROUP BY batch_no) AS t
      WHERE psam_batch.batch_no = t.batch_no;
    ${TERMINAL_INDEXES}
    UPDATE psam SET storage_tag = b.storage_tag FROM psam_batch b WHERE b.batch_no = psam.storage_batch AND b.storage_tag IS NOT NULL;
  `);

  underWay(db, base);
  seedTerminalLogs({ db, rng, base, members }, insertBatch, groupsOf, withPsam);
}

/**
 * Batches still under way, so every batch status has rows: the newest storage and recall batch are
 * 处理中 (20 lines beyond those done still to process), and one more of each was just submitted,
 * 初始化 (nothing processed: no terminal in it yet, so its detail is empty).
 */
function underWay(db: SeedContext['db'], base: number): void {
  const at = formatTime(base - 2 * 3600_000);
  for (const [kind, prefix, name] of [
    ['STORAGE', 'ST', '入库批次'],
    ['RECALL', 'RC', '回收'],
  ] as const) {
    const newest = db.prepare('SELECT * FROM psam_batch WHERE kind = ? ORDER BY crt_time DESC, batch_no DESC LIMIT 1').get(kind) as
      | Record<string, string | number | null>
      | undefined;
    if (!newest) continue;
    db.prepare('UPDATE psam_batch SET status = 20, total = total + 20 WHERE batch_no = ?').run(newest.batch_no);
    db.prepare(`INSERT INTO psam_batch (batch_no, kind, batch_name, org_code, org_path, to_org_code, to_org_path, activity_group_id,
      source, status, total, emp_id, seeded, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'PASTE', 10, 30, ?, 1, ?, ?)`).run(
      `${prefix}${at.slice(0, 10).replaceAll('-', '')}9999`,
      kind,
      `${kind === 'STORAGE' ? '' : String(newest.to_org_code)}${name}待处理`,
      newest.org_code,
      newest.org_path,
      newest.to_org_code,
      newest.to_org_path,
      newest.activity_group_id,
      newest.emp_id,
      at,
      at,
    );
  }
}
