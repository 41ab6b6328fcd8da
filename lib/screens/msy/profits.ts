// The Msy profit and statistics pages (spec 01 §2 "Msy group"), rows of the profit page builder
// (accounts/profits.ts). The statistics pages' paths "are not shown": names of ours (inferred).
import { call } from '../../calls/define.ts';
import { orgProfitPage, profitScreen } from '../accounts/profits.ts';

export const msyTransProfit = profitScreen({
  name: 'MsyTransProfit',
  title: 'MSY交易分润',
  area: 'msy',
  call: call('POST /admin/profit/trans/page'),
  kinds: ['TRANS_PROFIT'],
});

/** The same records as JF_TransOrgProfit, behind the Msy right. */
export const msyTransOrgProfit = profitScreen({
  name: 'MsyTransOrgProfit',
  title: 'MSY机构交易分润',
  area: 'msy',
  call: orgProfitPage,
  kinds: ['ORG_PROFIT'],
});

export const msyProfitPosting = profitScreen({
  name: 'MsyProfitPosting',
  title: 'MSY分润入账统计',
  area: 'msy',
  call: call('POST /admin/profit/stat/posting/page'),
  kinds: ['TRANS_PROFIT', 'ORG_PROFIT', 'PROFIT'],
  stat: true,
  inferred: true,
});

export const msyStageReward = profitScreen({
  name: 'MsyStageReward',
  title: 'MSY累计阶段奖励统计',
  area: 'msy',
  call: call('POST /admin/profit/stat/stage-reward/page'),
  kinds: ['STAGE_REWARD'],
  stat: true,
  inferred: true,
});
