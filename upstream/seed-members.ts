// Seeded members with their accounts and merchants; a member's balance is derived from its
// accounts, its trade totals from its orders (upstream/resources/orders/pos-orders.ts).
import { maskIdNumber, maskMobile, maskName } from './kit/mask.ts';
import type { Db } from './db.ts';
import { idNumber, mobileNumber, personName, type Rng } from './rng.ts';
import { PROVINCES } from './seed-geo.ts';
import { MEMBER_STAGES, TAG_CHANNELS } from './seed-data.ts';
import { formatTime } from './util.ts';
import { DAY } from './kit/time.ts';

export interface OrgSeed {
  code: string;
  name: string;
  level: number;
  path: string;
  product: string;
}

export interface MemberSeed {
  id: string;
  name: string;
  mobile: string;
  idc: string;
  org: OrgSeed;
  /** The merchant's terminal (TUSN), when it has one. */
  psam: string | null;
}

const ACCOUNTS = [
  ['WALLET', '钱包账户', 600_000],
  ['PROFIT', '分润账户', 200_000],
  ['CASHBACK', '返现账户', 30_000],
] as const;
const CITY_NAMES = PROVINCES.flatMap(([, province, cities]) => cities.map(([, city]) => province + city));

/** Members: the first `orgs.length` are the organisations' administrators, the rest merchants. */
export function seedMembers(db: Db, rng: Rng, orgs: readonly OrgSeed[], count: number, base: number): MemberSeed[] {
  const insertMember = db.prepare(`INSERT INTO member (member_id, cust_member_id, real_name, mask_real_name, mobile, mask_mobile,
    idc_num, mask_idc_num, member_type, cust_member_type, cnl_tag, org_code, top_org_code, org_path, product_code, status,
    auth_status, biz_lvl, intrdc_member_id, reg_source_type, login_ip, login_address, login_time, balance, valid_balance,
    psam_count, remark, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertAcct = db.prepare(`INSERT INTO account (acct_id, acct_name, acct_code, member_id, org_code, org_path, balance,
    valid_balance, freeze_amt, acct_status, acct_grade, product_code, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertMerchant = db.prepare(`INSERT INTO merchant (merchant_id, member_id, merchant_type, status, cnl_merchant_code, cnl_code,
    psam_code, cnl_term_no, member_stage, stage_code_desc, org_code, org_path, product_code, remark, crt_time, upt_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const setOrgMember = db.prepare('UPDATE org SET member_id = ? WHERE org_code = ?');
  const members: MemberSeed[] = [];
  for (let i = 0; i < count; i++) {
    const isOrgAdmin = i < orgs.length;
    // Merchants sit mostly under level-3 organisations, like real acquiring networks.
    const org = isOrgAdmin ? orgs[i] : rng.chance(0.8) ? orgs[rng.int(60, orgs.length - 1)] : orgs[rng.int(0, 59)];
    // Increasing ids with a random gap below the step: unique, uppercase hex.
    const id = (0x5a3c000000 + i * 0x2f1 + rng.int(0, 0x2f0)).toString(16).toUpperCase();
    const name = personName(rng);
    const mobile = mobileNumber(rng);
    const idc = idNumber(rng);
    const createdMs = base - rng.int(1, 700) * DAY + rng.int(0, DAY - 1);
    const created = formatTime(createdMs);
    const updated = formatTime(createdMs + rng.int(0, base - createdMs));
    const top = org.path.split('/')[1];

    let balance = 0;
    let valid = 0;
    ACCOUNTS.forEach(([code, acctName, scale], k) => {
      const amount = rng.chance(0.15) ? 0 : Math.floor(rng.next() ** 2 * scale * 100);
      const freeze = rng.chance(0.05) ? Math.floor(amount * rng.next()) : 0;
      balance += amount;
      valid += amount - freeze;
      insertAcct.run(
        String(2_100_000_000_000 + i * 3 + k),
        acctName,
        code,
        id,
        org.code,
        org.path,
        amount,
        amount - freeze,
        freeze,
        rng.weighted([
          [11, 90],
          [19, 4],
          [91, 4],
          [99, 2],
        ] as const),
        rng.weighted([
          [10, 70],
          [20, 25],
          [30, 5],
        ] as const),
        org.product,
        created,
        updated,
      );
    });

    let psam: string | null = null;
    if (!isOrgAdmin) {
      psam = rng.chance(0.85) ? `TUSN${rng.digits(12)}` : null;
      const stage = psam ? (rng.chance(0.85) ? 7 : rng.int(5, 6)) : rng.int(0, 6);
      const stageStatus =
        stage === 7
          ? '成功'
          : rng.weighted([
              ['处理中', 5],
              ['待提交', 3],
              ['失败', 2],
            ] as const);
      insertMerchant.run(
        String(848_581_000_000_000 + i * 7 + rng.int(0, 6)),
        id,
        rng.weighted([
          [803201, 60],
          [803202, 15],
          [803203, 25],
        ] as const),
        rng.chance(0.92) ? 1 : 0,
        `849${rng.digits(12)}`,
        rng.pick(TAG_CHANNELS),
        psam,
        psam ? rng.digits(8) : null,
        MEMBER_STAGES[stage],
        stageStatus,
        org.code,
        org.path,
        org.product,
        rng.chance(0.1) ? '资料已复核' : null,
        created,
        updated,
      );
    }

    const loginMs = createdMs + rng.int(0, base - createdMs);
    const introducer = !isOrgAdmin && members.length > orgs.length && rng.chance(0.6) ? rng.pick(members).id : null;
    insertMember.run(
      id,
      `${org.product.toUpperCase()}${String(10_000_000 + i)}`,
      name,
      maskName(name),
      mobile,
      maskMobile(mobile),
      idc,
      maskIdNumber(idc),
      isOrgAdmin ? 101020 : 101010,
      rng.weighted([
        [102900, 70],
        [102901, 15],
        [102902, 15],
      ] as const),
      rng.pick(['APP', 'H5', 'MINI', 'POS', 'PC']),
      org.code,
      top,
      org.path,
      org.product,
      rng.chance(0.05) ? 0 : 1,
      rng.chance(0.85) ? 1 : 0,
      rng.int(0, 5),
      introducer,
      rng.chance(0.8) ? 100510 : 100520,
      `${rng.pick([183, 117, 222, 36, 112, 223, 58, 60])}.${rng.int(1, 254)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      rng.pick(CITY_NAMES),
      formatTime(loginMs),
      balance,
      valid,
      psam ? 1 : 0,
      rng.chance(0.05) ? rng.pick(['重点客户', '资料待补充', '已电话回访']) : null,
      created,
      updated,
    );
    if (isOrgAdmin) setOrgMember.run(id, org.code);
    members.push({ id, name, mobile, idc, org, psam });
  }
  return members;
}
