// The member area's log and roster lists: login log, activations and organisation administrators.
// Each a declaration over its table; ORG employees see their subtree only.
import { callOf } from '../../calls.ts';
import type { Db } from '../../db.ts';
import type { Resource } from '../../kit/resource.ts';
import { formatTime } from '../../util.ts';
import { DAY } from '../../kit/time.ts';

type Row = Record<string, string | number | null>;
const membersOf = (db: Db) =>
  db.prepare('SELECT member_id, org_code, org_path, member_type, crt_time, login_address FROM member ORDER BY member_id').all() as Row[];

export const memberLoginLogs: Resource = {
  name: 'member-login-log',
  schema: `CREATE TABLE IF NOT EXISTS member_login_log (
    log_id INTEGER PRIMARY KEY,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    login_ip TEXT NOT NULL,
    login_address TEXT,
    channel TEXT NOT NULL,
    device TEXT,
    app_version TEXT,
    result TEXT NOT NULL,
    fail_reason TEXT,
    crt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS member_login_log_time ON member_login_log(crt_time);`,
  // 12 000 logins over the last 60 days, about one in twelve failed.
  seed: ({ db, rng, base }) => {
    const members = membersOf(db);
    const insert = db.prepare('INSERT INTO member_login_log VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (let i = 0; i < 12_000; i++) {
      const m = members[Math.floor(rng.next() ** 1.4 * members.length)];
      const failed = rng.chance(0.08);
      insert.run(
        m.member_id,
        m.org_path,
        `${rng.pick([183, 117, 222, 36, 112, 223])}.${rng.int(1, 254)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        m.login_address,
        rng.pick(['APP', 'APP', 'H5', 'MINI', 'PC']),
        rng.pick(['iPhone 15', 'HUAWEI Mate 60', 'Xiaomi 14', 'OPPO Reno11', 'vivo X100', 'Chrome']),
        rng.pick(['3.2.0', '3.2.1', '3.3.0']),
        failed ? 'FAIL' : 'SUCCESS',
        failed ? rng.pick(['密码错误', '验证码错误', '账户已冻结']) : null,
        formatTime(base - rng.int(60, 60 * 86_400) * 1000),
      );
    }
  },
  page: callOf('POST /admin/member/login-log/page'),
  from: 'member_login_log l JOIN member m ON m.member_id = l.member_id',
  select: `l.log_id AS logId, l.member_id AS memberId, m.mask_real_name AS realName, l.login_ip AS loginIp, l.login_address AS loginAddress,
    l.channel, l.device, l.app_version AS appVersion, l.result, l.fail_reason AS failReason, l.crt_time AS crtTime`,
  orderBy: 'l.crt_time DESC, l.log_id DESC',
  scope: 'l.org_path',
  filters: {
    memberId: { eq: 'l.member_id', upper: true },
    loginIp: { eq: 'l.login_ip' },
    channel: { eq: 'l.channel' },
    result: { eq: 'l.result' },
    crtTime: { dates: 'l.crt_time' },
  },
};

export const memberActivations: Resource = {
  name: 'member-activations',
  schema: `CREATE TABLE IF NOT EXISTS member_active (
    active_id TEXT PRIMARY KEY,
    member_id TEXT NOT NULL,
    psam_code TEXT NOT NULL,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    activity_name TEXT NOT NULL,
    active_amt INTEGER NOT NULL,
    cashback_amt INTEGER NOT NULL,
    cashback_status INTEGER NOT NULL,
    active_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS member_active_time ON member_active(active_time);`,
  // Every terminal merchant activated once; the cashback states cycle through all six.
  seed: ({ db, rng, members, base }) => {
    const insert = db.prepare('INSERT INTO member_active VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    let n = 0;
    for (const m of members) {
      if (!m.psam) continue;
      const status = n % 6;
      insert.run(
        `AC${String(++n).padStart(9, '0')}`,
        m.id,
        m.psam,
        m.org.code,
        m.org.path,
        rng.pick(['激活返现', '首刷有礼', '达标奖励']),
        rng.int(100, 20_000) * 100,
        status === 4 ? 0 : rng.pick([5_000, 9_900, 19_900]),
        status,
        formatTime(base - rng.int(1, 300) * DAY - rng.int(0, DAY)),
      );
    }
  },
  page: callOf('POST /admin/member/active/page'),
  from: 'member_active a JOIN member m ON m.member_id = a.member_id JOIN org o ON o.org_code = a.org_code',
  select: `a.active_id AS activeId, a.member_id AS memberId, m.mask_real_name AS realName, a.psam_code AS psamCode, a.activity_name AS activityName,
    a.active_amt AS activeAmt, a.cashback_amt AS cashbackAmt, a.cashback_status AS cashbackStatus, o.org_name AS orgName, a.active_time AS activeTime`,
  orderBy: 'a.active_time DESC',
  scope: 'a.org_path',
  filters: {
    memberId: { eq: 'a.member_id', upper: true },
    psamCode: { eq: 'a.psam_code', upper: true },
    cashbackStatus: { eq: 'a.cashback_status' },
    orgCode: { org: 'a.org_path' },
    activeTime: { dates: 'a.active_time', keys: ['startActiveDate', 'endActiveDate'] },
  },
};

export const adminMembers: Resource = {
  name: 'admin-members',
  page: callOf('POST /admin/member/admin/page'),
  from: 'member m JOIN org o ON o.org_code = m.org_code',
  where: 'm.member_type = 101020',
  select: `m.member_id AS memberId, m.mask_real_name AS realName, m.mask_mobile AS mobile, m.org_code AS orgCode, o.org_name AS orgName,
    o.org_level AS orgLevel, m.status, m.auth_status AS authStatus, m.login_time AS loginTime, m.crt_time AS crtTime`,
  orderBy: 'o.org_level, m.org_code',
  scope: 'm.org_path',
  filters: {
    memberId: { eq: 'm.member_id', upper: true },
    realName: { like: 'm.real_name' },
    mobile: { eq: 'm.mobile' },
    orgCode: { org: 'm.org_path' },
    status: { eq: 'm.status' },
  },
};
