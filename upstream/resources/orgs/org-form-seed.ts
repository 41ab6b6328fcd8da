// The organisation form's demo data: settlement cards with their images, groups with their own
// option values and change logs, extension info and audits of every status.
import fs from 'node:fs';
import path from 'node:path';
import { encodePng } from '../../captcha.ts';
import type { Db } from '../../db.ts';
import { idNumber, mobileNumber, personName, type Rng, cardNumber } from '../../rng.ts';
import { CARD_BIN_TABLE } from '../../seed-geo.ts';
import { formatTime } from '../../util.ts';
import type { SeedContext } from '../../kit/resource.ts';
import { col } from './org-form-read.ts';
import { IMAGE_KEYS, IMAGE_TAGS } from './org-save-checks.ts';
import { DAY } from '../../kit/time.ts';

/** A 160x100 card-like picture in one colour per image kind (the seeded settlement images). */
function picture(tag: string): Buffer {
  const hue = Number(tag) % 7;
  const [r, g, b] = [
    [70, 130, 180],
    [60, 179, 113],
    [218, 165, 32],
    [205, 92, 92],
    [123, 104, 238],
    [72, 209, 204],
    [244, 164, 96],
  ][hue];
  const w = 160;
  const h = 100;
  const rgb = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const border = x < 6 || y < 6 || x >= w - 6 || y >= h - 6 || (y > 30 && y < 38 && x > 20 && x < 140);
      const i = (y * w + x) * 3;
      rgb[i] = border ? 255 : r;
      rgb[i + 1] = border ? 255 : g;
      rgb[i + 2] = border ? 255 : b;
    }
  }
  return encodePng(w, h, rgb);
}

const IMAGE_NAMES: Record<string, string> = {
  '2001': '身份证正面',
  '2002': '身份证反面',
  '2004': '银行卡正面',
  '2005': '银行卡反面',
  '2101': '营业执照',
  '2102': '开户许可证',
  '2201': '授权人身份证正面',
  '2202': '授权人身份证反面',
  '2203': '清算授权书',
};

/** Seeded images: one set per level-1 organisation (its subtree may see them), shared by its cards. */
function seedImages(db: Db, rng: Rng, dataDir: string, tops: ReadonlyArray<{ code: string; path: string }>, base: number) {
  fs.mkdirSync(path.join(dataDir, 'files', 'uploads'), { recursive: true });
  const insert = db.prepare(`INSERT INTO upload_file (file_id, file_name, stored_path, content_type, size, cust_file_group, member_id,
    cust_file_tag, file_type, emp_id, org_code, org_path, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '100720', '10001', ?, ?, ?)`);
  const adminOf = db.prepare('SELECT member_id FROM org WHERE org_code = ?');
  const pictures = new Map(Object.values(IMAGE_TAGS).map((t) => [t, picture(t)]));
  const byTop = new Map<string, Record<string, string>>();
  for (const top of tops) {
    const ids: Record<string, string> = {};
    for (const [tag, png] of pictures) {
      const fileId = `ORGIMG${top.code}${tag}`;
      const stored = `uploads/${fileId}.png`;
      fs.writeFileSync(path.join(dataDir, 'files', stored), png);
      insert.run(
        fileId,
        `${IMAGE_NAMES[tag]}.png`,
        stored,
        'image/png',
        png.length,
        'BANKCARD',
        // Owned by the organisation's administrator member.
        (adminOf.get(top.code) as { member_id: string | null } | undefined)?.member_id ?? null,
        tag,
        top.code,
        top.path,
        formatTime(base - rng.int(400, 800) * DAY),
      );
      ids[tag] = fileId;
    }
    byTop.set(top.code, ids);
  }
  return byTop;
}

// Every organisation: a settlement card (personal 60 %, else each subject type), its withdrawal
// group (the leader's default) and one or two policy groups of its leaders with its own values, a
// change log on a third of the values, extension info at level 1, and audits of every status.
export function seedOrgForm({ db, rng, base, orgs, dataDir }: SeedContext): void {
  const tops = orgs.filter((o) => o.level === 1).map((o) => ({ code: o.code, path: o.path }));
  const images = seedImages(db, rng, dataDir, tops, base);
  const branches = db
    .prepare(`SELECT b.bank_branch_code, b.branch_name, b.bank_code, k.bank_name, b.province_code, p.area_name AS province, b.area_code, a.area_name AS city
      FROM bank_branch b JOIN bank k ON k.bank_code = b.bank_code JOIN area a ON a.area_code = b.area_code JOIN area p ON p.area_code = b.province_code
      WHERE b.rowid % 97 = 0 LIMIT 400`)
    .all() as Array<Record<string, string>>;
  const admins = new Map(
    (
      db
        .prepare('SELECT o.org_code, m.real_name, m.mobile, m.idc_num FROM org o JOIN member m ON m.member_id = o.member_id')
        .all() as Array<Record<string, string>>
    ).map((r) => [r.org_code, r]),
  );
  const groups = db
    .prepare('SELECT activity_group_id AS id, org_path AS path, cust_biz_type AS kind FROM activity_group ORDER BY activity_group_id')
    .all() as Array<{
    id: number;
    path: string;
    kind: string;
  }>;
  const insCard =
    db.prepare(`INSERT INTO org_card (org_code, settle_type, subject_type, card_host_name, idc_num, card_no, bank_code, bank_name,
    province_code, province, city_code, city, bank_branch_code, bank_branch_name, pre_mobile, license_no, residence_address,
    ${IMAGE_KEYS.map(col).join(', ')}, upt_time) VALUES (${Array(18 + IMAGE_KEYS.length)
      .fill('?')
      .join(', ')})`);
  const insGroup = db.prepare('INSERT INTO org_group (org_code, activity_group_id, default_flag, sort) VALUES (?, ?, ?, ?)');
  const insValue = db.prepare('INSERT INTO org_opt_value (org_code, activity_id, tmplt_opt_id, opt_value) VALUES (?, ?, ?, ?)');
  const insLog = db.prepare(
    'INSERT INTO org_opt_log (org_code, activity_id, tmplt_opt_id, orig_opt_value, opt_value, crt_time, crt_member_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const valuesOfGroup = db.prepare(`SELECT a.activity_id, v.tmplt_opt_id, v.opt_value, o.data_type FROM group_activity a
    JOIN activity_opt_value v ON v.activity_id = a.activity_id JOIN org_tmplt_opt o ON o.tmplt_opt_id = v.tmplt_opt_id WHERE a.activity_group_id = ?`);
  const defaults = new Map<string, number>();
  for (const org of orgs) {
    const admin = admins.get(org.code);
    const settle = rng.chance(0.6) ? 104210 : 104211;
    const subject = settle === 104211 ? rng.pick([104310, 104311, 104312]) : null;
    const [bin] = rng.pick(CARD_BIN_TABLE);
    const branch = rng.pick(branches);
    const top = images.get(org.path.split('/')[1])!;
    const set = (tag: string, on: boolean) => (on ? top[tag] : null);
    const company = subject === 104310;
    const privateCard = settle === 104210 || subject === 104311 || subject === 104312;
    const hostName = company ? org.name : (admin?.real_name ?? personName(rng));
    insCard.run(
      org.code,
      settle,
      subject,
      hostName,
      admin?.idc_num ?? idNumber(rng),
      company ? `${rng.digits(4)}${rng.digits(8)}${rng.digits(6)}` : cardNumber(rng, bin),
      branch.bank_code,
      branch.bank_name,
      branch.province_code,
      branch.province,
      branch.area_code,
      branch.city,
      branch.bank_branch_code,
      branch.branch_name,
      admin?.mobile ?? mobileNumber(rng),
      settle === 104211 ? `91${rng.digits(16)}` : null,
      settle === 104211 ? `${branch.city}${rng.pick(['人民路', '解放路', '中山路', '建设路'])}${rng.int(1, 300)}号` : null,
      set('2001', true),
      set('2002', true),
      set('2004', privateCard),
      set('2005', privateCard && rng.chance(0.5)),
      set('2101', settle === 104211),
      set('2102', company),
      set('2201', subject === 104312),
      set('2202', subject === 104312),
      set('2203', subject === 104312),
      formatTime(base - rng.int(30, 400) * DAY),
    );

    // Groups: the withdrawal group is the leader's default (a level-1's own); policy groups come from its leaders.
    const leaders = groups.filter((g) => org.path.startsWith(g.path));
    const parentPath = org.path.slice(0, org.path.slice(0, -1).lastIndexOf('/') + 1);
    const withdrawal = org.level === 1 ? leaders.find((g) => g.kind === 'ORG_WITHDRAW')?.id : defaults.get(parentPath);
    const chosen: Array<[number, number]> = [];
    if (withdrawal) {
      defaults.set(org.path, withdrawal);
      chosen.push([withdrawal, 1]);
    }
    const policies = leaders.filter((g) => g.kind === 'ORG_POLICY');
    for (let i = 0, n = Math.min(policies.length, rng.int(1, 2)); i < n; i++) {
      const g = rng.pick(policies);
      if (!chosen.some(([id]) => id === g.id)) chosen.push([g.id, 0]);
    }
    chosen.forEach(([id, flag], i) => {
      insGroup.run(org.code, id, flag, i);
      for (const v of valuesOfGroup.all(id) as Array<{
        activity_id: number;
        tmplt_opt_id: number;
        opt_value: string;
        data_type: number;
      }>) {
        const decimals = v.opt_value.split('.')[1]?.length ?? 0;
        const mine =
          v.data_type === 100921 || rng.chance(0.6) ? v.opt_value : (Number(v.opt_value) * (1 - rng.int(0, 10) / 100)).toFixed(decimals);
        insValue.run(org.code, v.activity_id, v.tmplt_opt_id, mine);
        if (rng.chance(0.3)) {
          const at = base - rng.int(1, 200) * DAY;
          insLog.run(org.code, v.activity_id, v.tmplt_opt_id, v.opt_value, mine, formatTime(at), admin ? 'F0000001' : null);
        }
      }
    });
  }
  const insExt = db.prepare('INSERT INTO org_ext (org_code, allow_ip_str, api_key, service_call, svc_domain) VALUES (?, ?, ?, ?, ?)');
  for (const top of tops) {
    const host = `${top.code.toLowerCase()}.example.com`;
    insExt.run(top.code, `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, rng.hex(32), `https://${host}/notify`, host);
  }
  const insAudit =
    db.prepare(`INSERT INTO org_audit (org_code, audit_type, audit_status, submit_login_id, crt_time, audit_login_id, audit_time, audit_msg)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < 160; i++) {
    const org = rng.pick(orgs);
    const status = rng.weighted([
      [10, 30],
      [15, 10],
      [20, 45],
      [40, 15],
    ] as const);
    const at = base - rng.int(1, 360) * DAY - rng.int(0, DAY - 1);
    const done = status === 20 || status === 40;
    insAudit.run(
      org.code,
      rng.weighted([
        [1, 50],
        [2, 30],
        [3, 20],
      ] as const),
      status,
      rng.pick(['admin', 'operator', 'agent', `${org.code.toLowerCase()}admin`]),
      formatTime(at),
      done ? rng.pick(['admin', 'operator']) : null,
      done ? formatTime(at + rng.int(1, 72) * 3_600_000) : null,
      status === 40
        ? rng.pick(['结算卡信息与营业执照不符', '身份证照片不清晰', '政策参数超出上级范围'])
        : status === 20
          ? '资料齐全'
          : null,
    );
  }
}
