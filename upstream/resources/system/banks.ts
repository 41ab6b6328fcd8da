// Banks and branches (spec 01 §7, spec 03 pick-lists): shared reference data, not scoped.
import { callOf } from '../../calls.ts';
import type { Resource } from '../../kit/resource.ts';

export const banks: Resource = {
  name: 'banks',
  page: callOf('POST /admin/bank/page'),
  from: 'bank k',
  select: `k.bank_code AS bankCode, k.bank_name AS bankName, k.bank_short_name AS bankShortName,
    (SELECT COUNT(*) FROM bank_branch b WHERE b.bank_code = k.bank_code) AS branchCount, k.status AS status, k.crt_time AS crtTime`,
  orderBy: 'k.bank_code',
  filters: { bankCode: { eq: 'k.bank_code' }, bankName: { like: 'k.bank_name' } },
};

/** `areaCode` is a province or a city code; `query` (the picker) and `branchName` both search the name. */
export const branches: Resource = {
  name: 'branches',
  page: callOf('POST /admin/bank/branch/page'),
  from: 'bank_branch b JOIN bank k ON k.bank_code = b.bank_code JOIN area a ON a.area_code = b.area_code JOIN area p ON p.area_code = b.province_code',
  select: `b.branch_name AS branchName, b.bank_branch_code AS bankBranchCode, k.bank_name AS bankName, b.bank_code AS bankCode,
    p.area_name AS provinceName, a.area_name AS cityName, b.area_code AS areaCode, b.address AS address, b.crt_time AS crtTime`,
  orderBy: 'b.bank_branch_code',
  filters: {
    bankCode: { eq: 'b.bank_code' },
    query: { like: 'b.branch_name' },
    branchName: { like: 'b.branch_name' },
    areaCode: { sql: '(b.area_code = ? OR b.province_code = ?)' },
  },
};
