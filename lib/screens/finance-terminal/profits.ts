// The JF_ profit and posting pages (spec 01 §2 "Finance and terminal group (JF_ prefix)"), rows of
// the profit page builder (accounts/profits.ts).
import { call } from '../../calls/define.ts';
import { orgProfitPage, profitScreen } from '../accounts/profits.ts';

export const jfTransOrgProfit = profitScreen({
  name: 'JF_TransOrgProfit',
  title: 'JF机构交易分润',
  area: 'finance-terminal',
  call: orgProfitPage,
  kinds: ['ORG_PROFIT'],
});

export const jfAcctRecordActive = profitScreen({
  name: 'JF_AcctRecordActive',
  title: 'JF激活入账记录',
  area: 'finance-terminal',
  call: call('POST /admin/profit/record-active/page'),
  kinds: ['ACTIVE'],
});

export const jfAcctRecordProfit = profitScreen({
  name: 'JF_AcctRecordProfit',
  title: 'JF分润入账记录',
  area: 'finance-terminal',
  call: call('POST /admin/profit/record-profit/page'),
  kinds: ['PROFIT'],
});
