// Accounts (spec 03 §3): three per member, money in fen; balance bounds come in yuan.
import { callOf } from '../../calls.ts';
import type { Resource } from '../../kit/resource.ts';

export const accounts: Resource = {
  name: 'accounts',
  page: callOf('POST /admin/acct/page'),
  from: 'account a JOIN member m ON m.member_id = a.member_id JOIN org o ON o.org_code = a.org_code',
  select: `a.acct_id AS acctId, a.acct_name AS acctName, a.acct_code AS acctCode, a.member_id AS memberId,
    m.mask_real_name AS realName, a.org_code AS orgCode, o.org_name AS orgName, a.balance AS balance,
    a.valid_balance AS validBalance, a.freeze_amt AS freezeAmt, a.acct_status AS acctStatus, a.acct_grade AS acctGrade,
    a.product_code AS productCode, a.crt_time AS crtTime, a.upt_time AS uptTime`,
  orderBy: 'a.crt_time DESC, a.acct_id',
  scope: 'a.org_path',
  filters: {
    acctId: { eq: 'a.acct_id' },
    memberId: { eq: 'a.member_id', upper: true },
    acctCode: { eq: 'a.acct_code', upper: true },
    acctStatus: { eq: 'a.acct_status' },
    acctGrade: { eq: 'a.acct_grade' },
    balance: { range: 'a.balance', keys: ['startBalance', 'endBalance'], scale: 100 },
    crtTime: { dates: 'a.crt_time' },
  },
};
