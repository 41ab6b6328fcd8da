// Profit, activation and reward postings (spec 03 §7, the JF and Msy profit pages): records drawn from the
// ledger's items (seeded with them, in ledger.ts), and their totals per day and organisation.
import { callOf, type UpCall } from '../../calls.ts';
import type { Ctx } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { Conditions, page, pageArgs, queryPage } from '../../util.ts';

const kindsIn = (v: ProfitView) => `pr.kind IN (${v.kinds.map((k) => `'${k}'`).join(', ')})`;

const recordResource = (v: ProfitView): Resource => ({
  name: `profits-${v.name}`,
  page: v.call,
  from: 'profit_record pr LEFT JOIN org o ON o.org_code = pr.org_code',
  select: `pr.record_id AS recordId, pr.kind AS kind, pr.member_id AS memberId, pr.org_code AS orgCode, o.org_name AS orgName,
    pr.psam_code AS psamCode, pr.trans_amt AS transAmt, pr.profit_amt AS profitAmt, pr.acct_id AS acctId, pr.acct_item_id AS acctItemId,
    pr.item_status AS itemStatus, pr.crt_time AS crtTime`,
  where: kindsIn(v),
  orderBy: 'pr.crt_time DESC, pr.record_id DESC',
  scope: 'pr.org_path',
  filters: {
    memberId: { eq: 'pr.member_id', upper: true },
    psamCode: { eq: 'pr.psam_code', upper: true },
    orgCode: { org: 'pr.org_path' },
    itemStatus: { eq: 'pr.item_status' },
    crtTime: { dates: 'pr.crt_time' },
  },
});

/** Totals per day and organisation, over the date range (the filter's window keeps the scan short). */
function stat(v: ProfitView) {
  return (ctx: Ctx) => {
    const args = pageArgs(ctx.body);
    const c = new Conditions()
      .add(kindsIn(v))
      .under('pr.org_path', orgScope(ctx.app.db, ctx.emp))
      .inOrg('pr.org_path', ctx.body.orgCode)
      .dates('pr.crt_time', ctx.body);
    const { rows, total } = queryPage(
      ctx.app.db,
      {
        select: `s.day || '-' || s.org_code AS rowId, s.day AS day, s.org_code AS orgCode, o.org_name AS orgName, s.cnt AS recordCnt,
          s.members AS memberCnt, s.total AS totalAmt, s.posted AS postedAmt, s.failed AS failedCnt`,
        from: `(SELECT substr(pr.crt_time, 1, 10) AS day, pr.org_code, COUNT(*) AS cnt, COUNT(DISTINCT pr.member_id) AS members,
            SUM(pr.profit_amt) AS total, SUM(CASE pr.item_status WHEN 20 THEN pr.profit_amt ELSE 0 END) AS posted,
            SUM(CASE pr.item_status WHEN 40 THEN 1 ELSE 0 END) AS failed
          FROM profit_record pr WHERE ${c.where.join(' AND ')} GROUP BY day, pr.org_code) s LEFT JOIN org o ON o.org_code = s.org_code`,
        where: [],
        params: c.params,
        orderBy: 's.day DESC, s.org_code',
      },
      args,
    );
    return page(rows, total, args);
  };
}

/** The profit page calls (spec 03 §7 and the Msy set): the record kinds each holds; `stat` pages sum by day. */
interface ProfitView {
  name: string;
  call: UpCall;
  kinds: readonly string[];
  stat?: boolean;
}

const distinct: readonly ProfitView[] = [
  { name: 'org-trans', call: callOf('POST /admin/profit/org-trans/page'), kinds: ['ORG_PROFIT'] },
  { name: 'record-active', call: callOf('POST /admin/profit/record-active/page'), kinds: ['ACTIVE'] },
  { name: 'record-profit', call: callOf('POST /admin/profit/record-profit/page'), kinds: ['PROFIT'] },
  { name: 'trans', call: callOf('POST /admin/profit/trans/page'), kinds: ['TRANS_PROFIT'] },
  { name: 'posting', call: callOf('POST /admin/profit/stat/posting/page'), kinds: ['TRANS_PROFIT', 'ORG_PROFIT', 'PROFIT'], stat: true },
  { name: 'stage-reward', call: callOf('POST /admin/profit/stat/stage-reward/page'), kinds: ['STAGE_REWARD'], stat: true },
];

export const profitResources: readonly Resource[] = distinct.map((v) =>
  v.stat
    ? {
        name: `profits-${v.name}`,
        from: 'profit_record',
        select: 'record_id',
        orderBy: 'record_id',
        routes: [{ method: 'POST', path: v.call.path, handler: stat(v) }],
      }
    : recordResource(v),
);
