// Messaging: official messages and notices to organisations, notice batches, SMS sends and their
// templates, operations orders and WeChat records (lib/screens/app-ops/operate-*.ts, wechat-record.ts).
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { findRecord, type Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { formatTime } from '../../util.ts';
import { at, cycle, tableResource } from '../system/table.ts';
import { DAY } from '../../kit/time.ts';

/** A member the caller may reach (an ORG employee: its subtree's only), by id; refused as unknown otherwise. */
function reachableMember(ctx: Ctx, memberId: unknown): { member_id: string; mobile: string; org_code: string } {
  const id = String(memberId ?? '')
    .trim()
    .toUpperCase();
  const m = ctx.app.db.prepare('SELECT member_id, mobile, org_code, org_path FROM member WHERE member_id = ?').get(id) as
    | { member_id: string; mobile: string; org_code: string; org_path: string }
    | undefined;
  const scope = orgScope(ctx.app.db, ctx.emp);
  if (!m || (scope && !m.org_path.startsWith(scope))) throw bizError('会员不存在', 'E6401');
  return m;
}

const TITLES = ['系统升级公告', '春节期间结算安排', '新活动上线通知', '费率调整说明', '终端回收通知', '分润到账提醒'];
const hours = (n: number) => n * 3_600_000;
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

const official = tableResource({
  name: 'messages-official',
  table: 'msg_official',
  page: callOf('POST /admin/message/official/page'),
  scoped: true,
  columns: {
    msgId: 'INTEGER',
    title: 'TEXT',
    content: 'TEXT',
    orgCode: 'TEXT',
    pushStatus: 'INTEGER',
    readCount: 'INTEGER',
    crtTime: 'TEXT',
  },
  rows: 300,
  row: (i, { rng, base, orgs }) => ({
    msgId: 300001 + i,
    title: TITLES[i % TITLES.length],
    content: `${TITLES[i % TITLES.length]}，详见App消息中心。`,
    orgCode: orgs[i % orgs.length].code,
    pushStatus: cycle([20, 40], i, () => (rng.chance(0.9) ? 0 : 1)),
    readCount: rng.int(0, 500),
    crtTime: at(base - hours(rng.int(1, 180 * 24))),
  }),
  filters: { title: 'like', orgCode: 'eq', pushStatus: 'eq', crtTime: 'dates' },
  extra: {
    create: callOf('POST /admin/message/official/add'),
    // 发布官方消息: to an organisation the caller reaches; pushed at once, unread.
    check: (body, ctx) => {
      const org = ctx.app.db.prepare('SELECT org_code, path FROM org WHERE org_code = ?').get(
        String(body.orgCode ?? '')
          .trim()
          .toUpperCase(),
      ) as { org_code: string; path: string } | undefined;
      const scope = orgScope(ctx.app.db, ctx.emp);
      if (!org || (scope && !org.path.startsWith(scope))) throw bizError('机构不存在', 'E6402');
      Object.assign(body, { orgCode: org.org_code, pushStatus: 20, readCount: 0, crtTime: formatTime(Date.now()) });
    },
  },
});

const notice = tableResource({
  name: 'messages-notice',
  table: 'msg_notice',
  page: callOf('POST /admin/message/notice/page'),
  scoped: true,
  columns: {
    msgId: 'INTEGER',
    title: 'TEXT',
    content: 'TEXT',
    memberId: 'TEXT',
    orgCode: 'TEXT',
    pushStatus: 'INTEGER',
    handleStatus: 'INTEGER',
    crtTime: 'TEXT',
  },
  rows: 1200,
  row: (i, { rng, base, members }) => {
    const m = members[rng.int(0, members.length - 1)];
    return {
      msgId: 400001 + i,
      title: TITLES[(i + 2) % TITLES.length],
      content: '请及时处理。',
      memberId: m.id,
      orgCode: m.org.code,
      pushStatus: i < 2 ? [20, 40][i] : rng.chance(0.92) ? 20 : 40,
      handleStatus: i < 4 ? i % 2 : rng.chance(0.6) ? 1 : 0,
      crtTime: at(base - hours(rng.int(1, 180 * 24))),
    };
  },
  filters: { title: 'like', memberId: 'eq', pushStatus: 'eq', handleStatus: 'eq', crtTime: 'dates' },
  extra: {
    create: callOf('POST /admin/message/notice/add'),
    // 发送通知: to a member the caller reaches, of that member's organisation; pushed, awaiting handling.
    check: (body, ctx) => {
      const m = reachableMember(ctx, body.memberId);
      Object.assign(body, { memberId: m.member_id, orgCode: m.org_code, pushStatus: 20, handleStatus: 0, crtTime: formatTime(Date.now()) });
    },
    routes: [
      {
        method: 'POST',
        path: callOf('POST /admin/message/notice/handle').path,
        handler: (ctx: Ctx) => {
          const row = findRecord(notice, ctx, ctx.body.msgId) as { msgId: number; handleStatus: number };
          if (row.handleStatus === 1) throw bizError('该通知已处理，不能重复处理', 'E6403');
          ctx.app.db.prepare('UPDATE msg_notice SET "handleStatus" = 1 WHERE "msgId" = ?').run(row.msgId);
          return null;
        },
      },
    ],
  },
});

const batches = tableResource({
  name: 'messages-notice-batch',
  table: 'msg_notice_batch',
  page: callOf('POST /admin/message/notice/batch/page'),
  columns: {
    batchId: 'INTEGER',
    title: 'TEXT',
    totalCount: 'INTEGER',
    successCount: 'INTEGER',
    failCount: 'INTEGER',
    batchStatus: 'INTEGER',
    empId: 'TEXT',
    crtTime: 'TEXT',
  },
  rows: 60,
  row: (i, { rng, base }) => {
    const status = cycle([10, 20, 30], i, () => (rng.chance(0.8) ? 2 : rng.int(0, 1)));
    const total = rng.int(10, 5000);
    const fail = status === 30 ? rng.int(0, Math.floor(total / 30)) : 0;
    return {
      batchId: 900001 + i,
      title: TITLES[i % TITLES.length],
      totalCount: total,
      successCount: status === 30 ? total - fail : status === 20 ? Math.floor(total / 2) : 0,
      failCount: fail,
      batchStatus: status,
      empId: '10001',
      crtTime: at(base - (i + 1) * 3 * DAY),
    };
  },
  filters: { title: 'like', batchStatus: 'eq', crtTime: 'dates' },
  extra: {
    create: callOf('POST /admin/message/notice/batch/add'),
    // 新增批量通知: every id a member the caller reaches, at most 1000 a batch; the batch starts 初始化.
    check: (body, ctx) => {
      const ids = [
        ...new Set(
          String(body.memberIds ?? '')
            .split(/[,，\s]+/)
            .map((x) => x.trim().toUpperCase())
            .filter(Boolean),
        ),
      ];
      if (!ids.length) throw bizError('请输入会员编号', 'E6404');
      if (ids.length > 1000) throw bizError('单批最多1000个会员', 'E6405');
      const scope = orgScope(ctx.app.db, ctx.emp);
      const known = new Set(
        (
          ctx.app.db
            .prepare(`SELECT member_id, org_path FROM member WHERE member_id IN (${ids.map(() => '?').join(', ')})`)
            .all(...ids) as Array<{ member_id: string; org_path: string }>
        )
          .filter((m) => !scope || m.org_path.startsWith(scope))
          .map((m) => m.member_id),
      );
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length) throw bizError(`会员不存在：${unknown.slice(0, 5).join('，')}${unknown.length > 5 ? '等' : ''}`, 'E6401');
      Object.assign(body, {
        totalCount: ids.length,
        successCount: 0,
        failCount: 0,
        batchStatus: 10,
        empId: ctx.emp?.empId ?? null,
        crtTime: formatTime(Date.now()),
      });
    },
  },
});

const TEMPLATES: ReadonlyArray<[string, string, string]> = [
  ['SMS_LOGIN', '登录验证码', '您的验证码为${code}，5分钟内有效。'],
  ['SMS_REG', '注册验证码', '您正在注册，验证码${code}。'],
  ['SMS_WITHDRAW', '提现到账', '您的提现${amount}元已到账。'],
  ['SMS_ACTIVE', '终端激活', '您的终端${tusn}已激活。'],
  ['SMS_PROFIT', '分润到账', '您${date}的分润已入账。'],
  ['SMS_NOTICE', '重要通知', '${content}'],
];
const smsTemplates = tableResource({
  name: 'sms-templates',
  table: 'sms_template',
  page: callOf('POST /admin/sms/template/page'),
  // 03 §3 (line 83): "message template (msgTmpltId, msgTmpltName)".
  columns: {
    msgTmpltId: 'TEXT',
    msgTmpltName: 'TEXT',
    signName: 'TEXT',
    content: 'TEXT',
    status: 'INTEGER',
    uptTime: 'TEXT',
  },
  rows: TEMPLATES.length,
  row: (i, { base }) => ({
    msgTmpltId: TEMPLATES[i][0],
    msgTmpltName: TEMPLATES[i][1],
    signName: '【支付平台】',
    content: TEMPLATES[i][2],
    status: i === 5 ? 0 : 1,
    uptTime: at(base - (i + 1) * 30 * DAY),
  }),
  filters: { msgTmpltName: 'like', status: 'eq' },
  orderBy: 't."msgTmpltId"',
  version: 2,
});

const smsSends = tableResource({
  name: 'sms-sends',
  table: 'sms_send',
  page: callOf('POST /admin/sms/send/page'),
  columns: {
    smsId: 'INTEGER',
    mobile: 'TEXT',
    memberId: 'TEXT',
    templateCode: 'TEXT',
    content: 'TEXT',
    sendStatus: 'INTEGER',
    channel: 'TEXT',
    sendTime: 'TEXT',
  },
  rows: 3000,
  row: (i, { rng, base, members }) => {
    const m = members[rng.int(0, members.length - 1)];
    const t = TEMPLATES[i % 5];
    return {
      smsId: 7000001 + i,
      mobile: masked(m.mobile),
      memberId: m.id,
      templateCode: t[0],
      content: t[1],
      sendStatus: cycle([10, 20, 40], i, () => (rng.chance(0.9) ? 1 : rng.int(0, 2))),
      channel: rng.pick(['阿里云', '腾讯云']),
      sendTime: at(base - rng.int(1, 180 * 24 * 60) * 60_000),
    };
  },
  filters: { memberId: 'eq', templateCode: 'eq', sendStatus: 'eq', crtTime: 'dates' },
  extra: {
    create: callOf('POST /admin/sms/send/add'),
    // 发送短信: an enabled template to a member the caller reaches, at its registered mobile (kept masked); 发送中 at first.
    check: (body, ctx) => {
      const m = reachableMember(ctx, body.memberId);
      const t = ctx.app.db
        .prepare('SELECT content, status FROM sms_template WHERE "msgTmpltId" = ?')
        .get(String(body.templateCode ?? '')) as { content: string; status: number } | undefined;
      if (!t || t.status !== 1) throw bizError('短信模板不存在或已停用', 'E6406');
      Object.assign(body, {
        memberId: m.member_id,
        mobile: masked(m.mobile),
        content: t.content,
        sendStatus: 10,
        channel: '阿里云',
        sendTime: formatTime(Date.now()),
      });
    },
  },
});
// "send status 0 all" (spec 01 §4): 0 asks for every status; the send time is the date filter.
smsSends.filters = {
  memberId: { eq: 't."memberId"' },
  templateCode: { eq: 't."templateCode"' },
  sendStatus: { sql: '(? = \'0\' OR t."sendStatus" = ?)' },
  crtTime: { dates: 't."sendTime"' },
};

const GOODS = ['短信包1000条', '宣传物料', '收款码立牌', '流量卡套餐'];
const operateOrders = tableResource({
  name: 'operate-orders',
  table: 'operate_order',
  page: callOf('POST /admin/operate/order/page'),
  columns: {
    orderId: 'TEXT',
    memberId: 'TEXT',
    goodsName: 'TEXT',
    quantity: 'INTEGER',
    amount: 'INTEGER',
    payStatus: 'INTEGER',
    crtTime: 'TEXT',
  },
  rows: 500,
  row: (i, { rng, base, members }) => {
    const q = rng.int(1, 5);
    return {
      orderId: `OP${String(20260001 + i)}`,
      memberId: members[rng.int(0, members.length - 1)].id,
      goodsName: GOODS[i % GOODS.length],
      quantity: q,
      amount: q * rng.int(500, 20000),
      payStatus: cycle([0, 15, 20, 40, 54, 60], i, () => (rng.chance(0.85) ? 2 : rng.int(0, 5))),
      crtTime: at(base - rng.int(1, 180 * 24) * 3_600_000),
    };
  },
  filters: { memberId: 'eq', orderId: 'eq', payStatus: 'eq', crtTime: 'dates' },
});

const wechat = tableResource({
  name: 'wechat-records',
  table: 'wechat_record',
  page: callOf('POST /admin/wechat/record/page'),
  columns: {
    recordId: 'INTEGER',
    memberId: 'TEXT',
    openId: 'TEXT',
    templateName: 'TEXT',
    content: 'TEXT',
    pushStatus: 'INTEGER',
    crtTime: 'TEXT',
  },
  rows: 1000,
  row: (i, { rng, base, members }) => ({
    recordId: 600001 + i,
    memberId: members[rng.int(0, members.length - 1)].id,
    openId: `oX${rng.hex(4)}****${rng.hex(4)}`,
    templateName: ['交易提醒', '到账提醒', '激活提醒'][i % 3],
    content: ['您有一笔新交易', '您的资金已到账', '您的终端已激活'][i % 3],
    pushStatus: cycle([20, 40], i, () => (rng.chance(0.93) ? 0 : 1)),
    crtTime: at(base - rng.int(1, 180 * 24 * 60) * 60_000),
  }),
  filters: { memberId: 'eq', pushStatus: 'eq', crtTime: 'dates' },
});

export const messagingResources: readonly Resource[] = [official, notice, batches, smsTemplates, smsSends, operateOrders, wechat];
