// The terminals' logs (spec 03 §3, §7): rate changes of bound terminals, batch rate updates, freezes
// and merchants' terminal changes, drawn over the terminals seed.ts has inserted.
import type { SeedContext } from '../../kit/resource.ts';
import { formatTime } from '../../util.ts';
import { DAY } from '../../kit/time.ts';
import { RATE_OPTS } from './schema.ts';

type Statement = ReturnType<SeedContext['db']['prepare']>;

/** Rate changes, rate batches, freezes and terminal changes, seeded after the terminals (the draws follow theirs). */
export function seedTerminalLogs(
  { db, rng, base, members }: Pick<SeedContext, 'db' | 'rng' | 'base' | 'members'>,
  insertBatch: Statement,
  groupsOf: ReadonlyMap<string, ReadonlyArray<{ id: number; rates: number[] }>>,
  withPsam: SeedContext['members'],
): void {
  // Rate changes on bound terminals, and freezes (each frozen terminal's, and older pairs).
  const bound = db.prepare('SELECT psam_code, org_path, activity_group_id, bind_time FROM psam WHERE binding_state = 1').all() as Array<{
    psam_code: string;
    org_path: string;
    activity_group_id: number;
    bind_time: string;
  }>;
  const insertFee = db.prepare(`INSERT INTO psam_fee_log (psam_code, org_path, activity_group_id, field_name, opt_name, orig_value,
    new_value, crt_member_id, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let n = 0; n < 8000; n++) {
    const t = rng.pick(bound);
    const [field, optName, dataType, v] = rng.pick(RATE_OPTS);
    const step = dataType === 100920 ? 100 : 0.01;
    const at = Date.parse(`${t.bind_time.replace(' ', 'T')}+08:00`) + rng.int(1, 200) * DAY;
    insertFee.run(
      t.psam_code,
      t.org_path,
      t.activity_group_id,
      field,
      optName,
      String(v),
      String(Number((v + step).toFixed(3))),
      rng.pick(members).id,
      formatTime(Math.min(at, base - 3600_000)),
    );
  }
  // Batch rate updates: a few batches over bound terminals, a frozen one failing in each.
  const frozenCodes = db.prepare('SELECT psam_code FROM psam WHERE freeze_status = 1 LIMIT 20').all() as Array<{ psam_code: string }>;
  for (let n = 0; n < 12; n++) {
    const at = base - (300 - n * 20) * DAY;
    const no = `RT${formatTime(at).slice(0, 10).replaceAll('-', '')}${String(n + 1).padStart(4, '0')}`;
    insertBatch.run(
      no,
      'RATE',
      null,
      '',
      '/',
      null,
      null,
      rng.pick(groupsOf.get('')!).id,
      'PASTE',
      30,
      null,
      rng.pick(['季度调价', '活动结束恢复费率']),
      '10001',
      formatTime(at),
      formatTime(at),
    );
    const rows = Array.from({ length: 40 }, () => rng.pick(bound).psam_code);
    rows.push(frozenCodes[n % frozenCodes.length]?.psam_code ?? 'TUSN000000000000');
    const insertRate =
      db.prepare(`INSERT INTO psam_batch_row (batch_no, line_no, psam_code, result, reason, crt_time, done_time) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT DO NOTHING`);
    rows.forEach((code, i) => {
      const failed = i === rows.length - 1;
      insertRate.run(no, i + 1, code, failed ? 0 : 1, failed ? '终端已冻结' : null, formatTime(at), failed ? null : formatTime(at));
    });
    db.prepare('UPDATE psam_batch SET total = ?, ok_count = ?, fail_count = 1 WHERE batch_no = ?').run(rows.length, rows.length - 1, no);
  }

  const insertFreeze = db.prepare(
    'INSERT INTO psam_freeze_log (psam_code, org_path, action, reason, emp_id, crt_time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const frozen = db.prepare('SELECT psam_code, org_path FROM psam WHERE freeze_status = 1').all() as Array<{
    psam_code: string;
    org_path: string;
  }>;
  const reasons = ['疑似套现', '商户投诉', '风控排查', '机具丢失'];
  for (const f of frozen) insertFreeze.run(f.psam_code, f.org_path, 1, rng.pick(reasons), '10001', formatTime(base - rng.int(1, 60) * DAY));
  for (let n = 0; n < 600; n++) {
    const t = rng.pick(bound);
    const at = base - rng.int(61, 300) * DAY;
    insertFreeze.run(t.psam_code, t.org_path, 1, rng.pick(reasons), '10001', formatTime(at));
    insertFreeze.run(t.psam_code, t.org_path, 0, '核实无误', '10002', formatTime(at + rng.int(1, 20) * DAY));
  }

  // Terminal changes of merchants: an old terminal replaced by a new one (every status present).
  const insertChange = db.prepare(`INSERT INTO psam_change (member_id, old_psam_code, new_psam_code, org_path, change_type, status, reason,
    emp_id, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const replaced = stockAbove(db);
  for (let n = 0; n < 1200; n++) {
    const m = rng.pick(withPsam);
    const at = base - rng.int(1, 400) * DAY;
    const drawn = `TUSN6${rng.digits(11)}`;
    insertChange.run(
      m.id,
      replaced(m.org.path) ?? drawn,
      m.psam!,
      m.org.path,
      rng.pick(['CHANGE', 'CHANGE_BIND']),
      rng.weighted([
        [20, 80],
        [10, 12],
        [40, 8],
      ] as const),
      rng.pick(['机具故障', '商户换机', '升级电签', '重新绑定']),
      '10001',
      formatTime(at),
      formatTime(at + rng.int(0, 3) * DAY),
    );
  }
}

/**
 * The terminal a change replaced, back in stock: an unbound terminal of the merchant's organisation
 * or the nearest one above it, each used once (its dialog opens on a real record).
 */
function stockAbove(db: SeedContext['db']): (orgPath: string) => string | null {
  const stock = new Map<string, string[]>();
  const rows = db.prepare('SELECT psam_code, org_path FROM psam WHERE binding_state = 0 ORDER BY psam_code DESC').all() as Array<{
    psam_code: string;
    org_path: string;
  }>;
  for (const t of rows) {
    const list = stock.get(t.org_path);
    if (list) list.push(t.psam_code);
    else stock.set(t.org_path, [t.psam_code]);
  }
  return (orgPath) => {
    for (let p = orgPath; p.length > 1; p = p.slice(0, p.lastIndexOf('/', p.length - 2) + 1)) {
      const found = stock.get(p)?.pop();
      if (found) return found;
    }
    return null;
  };
}
