// Historical balances and reconciliation (lib/screens/accounts/payments.ts): an account's balance on a
// past day from its items, and reconciliation runs over every account.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { Conditions, formatTime, page, pageArgs, queryPage } from '../../util.ts';
import { unbalancedAccounts } from './posting.ts';
import { DAY } from '../../kit/time.ts';

/**
 * 账户历史余额: one row per account and day with posted items; the day's closing balance is the
 * balance its last posted item left, the opening one that less the day's net movement.
 */
function lsBalance(ctx: Ctx) {
  const args = pageArgs(ctx.body);
  // Without a range, the last 30 days (the screen's default window): a day's balance is read from that day's items.
  const body =
    ctx.body.startDate || ctx.body.acctId ? ctx.body : { ...ctx.body, startDate: formatTime(Date.now() - 30 * DAY).slice(0, 10) };
  const inner = new Conditions().add('i.item_status = 20').dates('i.crt_time', body).equals('i.acct_id', ctx.body.acctId);
  const outer = new Conditions()
    .under('a.org_path', orgScope(ctx.app.db, ctx.emp))
    .equals('a.member_id', ctx.body.memberId, true)
    .equals('a.acct_code', ctx.body.acctCode, true);
  const from = `(SELECT i.acct_id, substr(i.crt_time, 1, 10) AS day, COUNT(*) AS cnt, MAX(i.acct_item_id) AS last_id,
      SUM(CASE i.io_tag WHEN '+' THEN i.amount ELSE 0 END) AS in_amt, SUM(CASE i.io_tag WHEN '-' THEN i.amount ELSE 0 END) AS out_amt
      FROM acct_item i WHERE ${inner.where.join(' AND ')} GROUP BY i.acct_id, day) d
    JOIN account a ON a.acct_id = d.acct_id JOIN acct_item l ON l.acct_item_id = d.last_id`;
  const { rows, total } = queryPage(
    ctx.app.db,
    {
      select: `d.acct_id || '-' || d.day AS rowId, d.day AS day, d.acct_id AS acctId, a.acct_name AS acctName, a.acct_code AS acctCode,
        a.member_id AS memberId, l.balance - d.in_amt + d.out_amt AS openBalance, d.in_amt AS inAmt, d.out_amt AS outAmt,
        l.balance AS closeBalance, d.cnt AS itemCnt`,
      from,
      where: outer.where,
      params: [...inner.params, ...outer.params],
      orderBy: 'd.day DESC, d.acct_id',
    },
    args,
  );
  return page(rows, total, args);
}

export const lsBalances: Resource = {
  name: 'acct-ls-balance',
  from: 'account',
  select: 'acct_id',
  orderBy: 'acct_id',
  routes: [{ method: 'POST', path: callOf('POST /admin/acct/ls-balance/page').path, handler: lsBalance }],
};

/** One reconciliation run over every account: totals of the posted items, and the accounts that do not add up. */
function reconcile(
  db: Ctx['app']['db'],
  empName: string,
  at: number,
  day: string,
): { reconId: number; diffCnt: number; reconStatus: number } {
  const totals = db
    .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(CASE io_tag WHEN '+' THEN amount END), 0) AS in_amt,
      COALESCE(SUM(CASE io_tag WHEN '-' THEN amount END), 0) AS out_amt FROM acct_item WHERE item_status = 20 AND substr(crt_time, 1, 10) = ?`)
    .get(day) as { n: number; in_amt: number; out_amt: number };
  const accts = (db.prepare('SELECT COUNT(*) AS n FROM account').get() as { n: number }).n;
  const diff = unbalancedAccounts(db);
  const status = diff ? 40 : 20;
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO acct_recon_batch (recon_date, acct_cnt, item_cnt, in_amt, out_amt, diff_cnt, recon_status, emp_name, crt_time, finish_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(day, accts, totals.n, totals.in_amt, totals.out_amt, diff, status, empName, formatTime(at), formatTime(at + 1000));
  return { reconId: Number(lastInsertRowid), diffCnt: diff, reconStatus: status };
}

export const recons: Resource = {
  name: 'acct-recon',
  version: 2,
  schema: `CREATE TABLE IF NOT EXISTS acct_recon_batch (
    recon_id INTEGER PRIMARY KEY,
    recon_date TEXT NOT NULL,
    acct_cnt INTEGER NOT NULL,
    item_cnt INTEGER NOT NULL,
    in_amt INTEGER NOT NULL,
    out_amt INTEGER NOT NULL,
    diff_cnt INTEGER NOT NULL,
    recon_status INTEGER NOT NULL,
    emp_name TEXT NOT NULL,
    crt_time TEXT NOT NULL,
    finish_time TEXT
  );`,
  // The last 60 days' runs: past days reconciled by the scheduler, some failed or voided and redone, the newest not done yet.
  seed: ({ db, rng, base }) => {
    const insert =
      db.prepare(`INSERT INTO acct_recon_batch (recon_id, recon_date, acct_cnt, item_cnt, in_amt, out_amt, diff_cnt, recon_status,
      emp_name, crt_time, finish_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const accts = (db.prepare('SELECT COUNT(*) AS n FROM account').get() as { n: number }).n;
    const days = db
      .prepare(`SELECT substr(crt_time, 1, 10) AS day, COUNT(*) AS n, SUM(CASE io_tag WHEN '+' THEN amount ELSE 0 END) AS in_amt,
        SUM(CASE io_tag WHEN '-' THEN amount ELSE 0 END) AS out_amt FROM acct_item WHERE item_status = 20 AND crt_time >= ?
        GROUP BY day ORDER BY day`)
      .all(formatTime(base - 60 * DAY)) as Array<{ day: string; n: number; in_amt: number; out_amt: number }>;
    let id = 0;
    // Each day is reconciled the next morning: the runs made before base.
    const runs = days
      .map((d) => ({ d, at: Date.parse(`${d.day}T00:00:00+08:00`) + DAY + rng.int(3600, 7200) * 1000 }))
      .filter((r) => r.at < base);
    runs.forEach(({ d, at }, k) => {
      // The newest run just created (初始化) and the one before still running (对账中); one voided a week back.
      const fromEnd = runs.length - 1 - k;
      const drawn = rng.weighted([
        [20, 90],
        [40, 4],
        [-1, 3],
        [15, 3],
      ] as const);
      const status = fromEnd === 0 ? 10 : fromEnd === 1 ? 15 : fromEnd === 7 ? -1 : drawn;
      insert.run(
        ++id,
        d.day,
        accts,
        d.n,
        d.in_amt,
        d.out_amt,
        status === 40 ? rng.int(1, 3) : 0,
        status,
        '定时任务',
        formatTime(at),
        status === 15 || status === 10 ? null : formatTime(at + rng.int(60, 600) * 1000),
      );
      // A failed or a voided run is done again.
      if (status === 40 || status === -1)
        insert.run(
          ++id,
          d.day,
          accts,
          d.n,
          d.in_amt,
          d.out_amt,
          0,
          20,
          '财务专员',
          formatTime(at + 3 * 3600_000),
          formatTime(at + 3 * 3600_000 + 90_000),
        );
    });
  },
  page: callOf('POST /admin/acct/recon/page'),
  from: 'acct_recon_batch',
  select: `recon_id AS reconId, recon_date AS reconDate, acct_cnt AS acctCnt, item_cnt AS itemCnt, in_amt AS inAmt, out_amt AS outAmt,
    diff_cnt AS diffCnt, recon_status AS reconStatus, emp_name AS empName, crt_time AS crtTime, finish_time AS finishTime`,
  orderBy: 'recon_id DESC',
  filters: { reconStatus: { eq: 'recon_status' }, reconTime: { dates: 'crt_time', keys: ['startReconDate', 'endReconDate'] } },
  routes: [
    {
      method: 'POST',
      path: callOf('POST /admin/acct/recon/run').path,
      handler: (ctx) => {
        if (ctx.emp?.roleType !== 'PRODUCT') throw bizError('仅平台人员可执行对账', 'E5201');
        const now = Date.now();
        return reconcile(ctx.app.db, ctx.emp.realName, now, formatTime(now).slice(0, 10));
      },
    },
  ],
};
