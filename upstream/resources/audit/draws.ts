// Withdrawals and payouts (lib/screens/audit/draws.ts): the lists behind the withdrawal and payout
// audits and the transfer records, the payout export, and their seed. A withdrawal is an audit
// that debits the account when it passes (engine.ts), which creates the payout and its own audit.
import { callOf, type UpCall } from '../../calls.ts';
import { labelOf } from '../../kit/labels.ts';
import { maskName } from '../../kit/mask.ts';
import { type Ctx, FileReply } from '../../context.ts';
import { conditionsFor, type Resource, type SeedContext } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { BANKS, CARD_BIN_TABLE } from '../../seed-geo.ts';
import { formatStamp, formatTime } from '../../util.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../kit/xls.ts';
import { accountOf, q } from '../accounts/posting.ts';
import { settle } from './audits.ts';
import { submitMoney } from './engine.ts';
import { HOUR } from '../../kit/time.ts';

const DRAW_FROM = `draw_record d JOIN audit_record r ON r.audit_id = d.audit_id LEFT JOIN org o ON o.org_code = d.org_code`;
const DRAW_SELECT = `d.draw_id AS drawId, d.member_id AS memberId, d.org_code AS orgCode, o.org_name AS orgName, d.acct_id AS acctId,
  d.acct_code AS acctCode, d.amount AS amount, d.fee_amt AS feeAmt, d.amount - d.fee_amt AS arrivalAmt, d.card_host_name AS cardHostName,
  d.mask_card_no AS maskCardNo, d.bank_name AS bankName, d.draw_status AS drawStatus, d.audit_id AS auditId,
  r.audit_status AS auditStatus, r.exec_status AS execStatus, r.audit_msg AS auditMsg, d.crt_time AS crtTime, d.upt_time AS uptTime`;
const DRAW_FILTERS: Resource['filters'] = {
  drawId: { eq: 'd.draw_id', upper: true },
  memberId: { eq: 'd.member_id', upper: true },
  orgCode: { org: 'd.org_path' },
  acctCode: { eq: 'd.acct_code', upper: true },
  drawStatus: { eq: 'd.draw_status' },
  auditStatus: { eq: 'r.audit_status' },
  crtTime: { dates: 'd.crt_time' },
};

const drawList = (name: string, call: UpCall, kind: string): Resource => ({
  name,
  page: call,
  from: DRAW_FROM,
  select: DRAW_SELECT,
  where: `d.draw_kind = '${kind}'`,
  orderBy: 'd.crt_time DESC, d.draw_id DESC',
  scope: 'd.org_path',
  filters: DRAW_FILTERS,
});

const PAYOUT_FROM = 'payout_record p JOIN audit_record r ON r.audit_id = p.audit_id';
const PAYOUT_SELECT = `p.payout_id AS payoutId, p.draw_id AS drawId, p.payout_kind AS payoutKind, p.member_id AS memberId, p.acct_id AS acctId,
  p.card_host_name AS cardHostName, p.mask_card_no AS maskCardNo, p.bank_name AS bankName, p.amount AS amount,
  p.payout_status AS payoutStatus, p.audit_id AS auditId, r.audit_status AS auditStatus, r.exec_status AS execStatus,
  r.audit_msg AS auditMsg, p.fail_reason AS failReason, p.crt_time AS crtTime, p.finish_time AS finishTime`;
const PAYOUT_FILTERS: Resource['filters'] = {
  payoutId: { eq: 'p.payout_id', upper: true },
  drawId: { eq: 'p.draw_id', upper: true },
  memberId: { eq: 'p.member_id', upper: true },
  payoutStatus: { eq: 'p.payout_status' },
  payoutKind: { eq: 'p.payout_kind', upper: true },
  auditStatus: { eq: 'r.audit_status' },
  crtTime: { dates: 'p.crt_time' },
};

const payoutList = (name: string, call: UpCall, where?: string): Resource => ({
  name,
  page: call,
  from: PAYOUT_FROM,
  select: PAYOUT_SELECT,
  where,
  orderBy: 'p.crt_time DESC, p.payout_id DESC',
  scope: 'p.org_path',
  filters: PAYOUT_FILTERS,
});

const payoutRecords = payoutList('payout-records', callOf('POST /admin/payout-record/page'));

/** 提现转账记录 as a spreadsheet (the /admin/export/ family's payout-record). */
function payoutExport(ctx: Ctx): FileReply {
  const c = conditionsFor(payoutRecords, ctx.body, orgScope(ctx.app.db, ctx.emp));
  const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const rows = ctx.app.db
    .prepare(`SELECT ${PAYOUT_SELECT} FROM ${PAYOUT_FROM} ${clause} ORDER BY p.crt_time DESC LIMIT 10000`)
    .all(...c.params) as Array<Record<string, string | number | null>>;
  return new FileReply({
    contentType: XLS_CONTENT_TYPE,
    body: buildXls(
      '提现转账记录',
      [
        '代付单号',
        '提现单号',
        '代付类型',
        '会员编号',
        '收款户名',
        '收款账号',
        '收款银行',
        '代付金额(元)',
        '代付状态',
        '失败原因',
        '创建时间',
        '完成时间',
      ],
      rows.map((r) => [
        r.payoutId,
        r.drawId,
        labelOf('payoutKind', r.payoutKind),
        r.memberId,
        r.cardHostName,
        r.maskCardNo,
        r.bankName,
        (Number(r.amount) / 100).toFixed(2),
        labelOf('payoutStatus', r.payoutStatus),
        r.failReason,
        r.crtTime,
        r.finishTime,
      ]),
    ),
  });
}

const CODES = ['WALLET', 'PROFIT', 'CASHBACK'];

/** Member and organisation withdrawals through the engine; their payouts then in every status. */
function seed({ db, rng, base, members }: SeedContext): void {
  const insert = q(
    db,
    `INSERT INTO draw_record (draw_id, draw_kind, member_id, org_code, org_path, acct_id, acct_code, amount, fee_amt,
    card_host_name, mask_card_no, bank_name, draw_status, audit_id, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 10, 0, ?, ?)`,
  );
  const banks = new Map(BANKS.map((b) => [b[0], b[1]]));
  let seq = 0;
  for (const [kind, count] of [
    ['MEMBER', 900],
    ['ORG', 200],
  ] as const) {
    for (let n = 0; n < count; n++) {
      const i = kind === 'ORG' ? rng.int(0, 199) : rng.int(200, members.length - 1);
      const m = members[i];
      const k = rng.int(0, 2);
      const acct = accountOf(db, String(2_100_000_000_000 + i * 3 + k))!;
      const amount = Math.min(acct.valid_balance, rng.int(1, 500) * 1000);
      if (amount < 1000 || acct.acct_status !== 11) continue;
      const at = base - rng.int(2, 2000) * HOUR;
      const drawId = `DR${formatStamp(at)}${String(++seq).padStart(5, '0')}`;
      const [bin, bank] = rng.pick(CARD_BIN_TABLE);
      insert.run(
        drawId,
        kind,
        m.id,
        m.org.code,
        m.org.path,
        acct.acct_id,
        CODES[k],
        amount,
        Math.min(amount - 1, 200 + Math.floor(amount * 0.001)),
        kind === 'ORG' ? `${m.org.name.slice(0, 2)}***公司` : maskName(m.name),
        `${bin}******${rng.digits(4)}`,
        banks.get(bank) ?? bank,
        formatTime(at),
        formatTime(at),
      );
      const { auditId } = submitMoney(
        db,
        {
          type: kind === 'ORG' ? 'ORG_DRAW' : 'MEMBER_DRAW',
          bizId: drawId,
          acct,
          ioTag: '-',
          amount,
          applyDesc: `${kind === 'ORG' ? '机构' : '会员'}提现`,
          applyEmpName: kind === 'ORG' ? m.org.name : maskName(m.name),
          productCode: m.org.product,
          outerTag: 'MEMBER',
        },
        at,
      );
      q(db, 'UPDATE draw_record SET audit_id = ? WHERE draw_id = ?').run(auditId, drawId);
      settle(db, rng, auditId, at, base);
    }
  }
  // The payouts the approvals created: decided in turn, and some of the approved ones still in flight or failed at the bank.
  const payouts = q(db, 'SELECT p.payout_id, p.audit_id, p.crt_time FROM payout_record p ORDER BY p.payout_id').all() as Array<{
    payout_id: string;
    audit_id: number;
    crt_time: string;
  }>;
  for (const p of payouts) {
    const at = Date.parse(`${p.crt_time.replace(' ', 'T')}+08:00`);
    settle(db, rng, p.audit_id, at, base);
    const status = (q(db, 'SELECT payout_status FROM payout_record WHERE payout_id = ?').get(p.payout_id) as { payout_status: number })
      .payout_status;
    if (status !== 20) continue;
    const flight = rng.weighted([
      [20, 80],
      [15, 7],
      [18, 7],
      [40, 6],
    ] as const);
    if (flight === 20) continue;
    q(db, 'UPDATE payout_record SET payout_status = ?, fail_reason = ?, finish_time = NULL WHERE payout_id = ?').run(
      flight,
      flight === 40 ? rng.pick(['银行退票：账户状态异常', '银行退票：户名不符', '渠道超时']) : null,
      p.payout_id,
    );
    q(db, 'UPDATE draw_record SET draw_status = 10 WHERE draw_id = (SELECT draw_id FROM payout_record WHERE payout_id = ?)').run(
      p.payout_id,
    );
  }
}

export const draws: Resource = {
  ...drawList('member-draws', callOf('POST /{p}/org/draw/member-draw-page'), 'MEMBER'),
  version: 1,
  seed,
};

export const drawResources: readonly Resource[] = [
  draws,
  drawList('org-draws', callOf('POST /{p}/org/draw/draw-record-page'), 'ORG'),
  payoutList('payout-audits', callOf('POST /payment-draw/page')),
  payoutList('payouts-private', callOf('POST /admin/msy/payout/private/page'), "p.payout_kind = 'PRIVATE'"),
  payoutList('payouts-public', callOf('POST /admin/msy/payout/public/page'), "p.payout_kind = 'PUBLIC'"),
  { ...payoutRecords, routes: [{ method: 'POST', path: callOf('POST /admin/export/payout-record').path, handler: payoutExport }] },
];
