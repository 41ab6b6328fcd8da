// Another upstream's bank list, for UPSTREAM_REMAP (the reference upstream plays it) and
// UPSTREAM_CONTRACT_OVERRIDES (the console adapts to it): another path, `current` for pageNum,
// `name` for bankName, bare rows.
export const BANK = 'POST /admin/bank/page';

export const BANK_REMAP = {
  [BANK]: {
    path: '/admin/bank/list',
    request: { pageNum: 'current' },
    reply: { bankName: 'name' },
    readings: { 'rows-bare-or-paged': 'second' },
  },
};
