/** One transaction as the daily indicators see it. */
export interface Trade {
  status: number;
  amt: number;
  fee: number;
  cardType: number;
  op: string;
  hour: number;
}

/**
 * The sixteen daily indicators: code, name, each trade's contribution to the day (amounts in yuan),
 * how a day combines its trades and how a period combines its days, attributes for the picker.
 */
export const INDICATORS: ReadonlyArray<{
  code: string;
  name: string;
  of: (t: Trade) => number;
  day: 'sum' | 'max' | 'avg';
  agg: 'SUM' | 'MAX';
  type: 1 | 2 | 3;
  tag: 'CORE' | 'NORMAL';
  group: 'TRADE' | 'ACTIVE' | 'RISK';
  unit: string;
  product?: string;
}> = [
  {
    code: 'TD00001',
    name: '交易金额(元)',
    of: (t) => (t.status === 20 ? t.amt / 100 : 0),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'CORE',
    group: 'TRADE',
    unit: '元',
  },
  { code: 'TD00002', name: '交易笔数', of: () => 1, day: 'sum', agg: 'SUM', type: 1, tag: 'CORE', group: 'TRADE', unit: '笔' },
  {
    code: 'TD00003',
    name: '借记卡交易金额(元)',
    of: (t) => (t.status === 20 && t.cardType === 1 ? t.amt / 100 : 0),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'CORE',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00004',
    name: '成功交易笔数',
    of: (t) => Number(t.status === 20),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'CORE',
    group: 'TRADE',
    unit: '笔',
  },
  {
    code: 'TD00005',
    name: '贷记卡交易金额(元)',
    of: (t) => (t.status === 20 && t.cardType === 2 ? t.amt / 100 : 0),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'CORE',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00006',
    name: '手续费(元)',
    of: (t) => (t.status === 20 ? t.fee / 100 : 0),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'NORMAL',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00007',
    name: '退货笔数',
    of: (t) => Number(t.op === '03'),
    day: 'sum',
    agg: 'SUM',
    type: 2,
    tag: 'NORMAL',
    group: 'ACTIVE',
    unit: '笔',
  },
  {
    code: 'TD00008',
    name: '撤销笔数',
    of: (t) => Number(t.op === '02'),
    day: 'sum',
    agg: 'SUM',
    type: 2,
    tag: 'NORMAL',
    group: 'ACTIVE',
    unit: '笔',
  },
  {
    code: 'TD00009',
    name: '最大单笔金额(元)',
    of: (t) => t.amt / 100,
    day: 'max',
    agg: 'MAX',
    type: 1,
    tag: 'NORMAL',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00010',
    name: '平均单笔金额(元)',
    of: (t) => t.amt / 100,
    day: 'avg',
    agg: 'MAX',
    type: 1,
    tag: 'NORMAL',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00011',
    name: '准贷记卡交易金额(元)',
    of: (t) => (t.status === 20 && t.cardType === 3 ? t.amt / 100 : 0),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'CORE',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00012',
    name: '失败交易笔数',
    of: (t) => Number(t.status === 40),
    day: 'sum',
    agg: 'SUM',
    type: 3,
    tag: 'NORMAL',
    group: 'RISK',
    unit: '笔',
  },
  {
    code: 'TD00013',
    name: '借记卡交易笔数',
    of: (t) => Number(t.cardType === 1),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'NORMAL',
    group: 'ACTIVE',
    unit: '笔',
  },
  {
    code: 'TD00014',
    name: '贷记卡交易笔数',
    of: (t) => Number(t.cardType === 2),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'NORMAL',
    group: 'ACTIVE',
    unit: '笔',
  },
  {
    code: 'TD00015',
    name: '夜间交易笔数(22点至6点)',
    of: (t) => Number(t.hour >= 22 || t.hour < 6),
    day: 'sum',
    agg: 'SUM',
    type: 3,
    tag: 'NORMAL',
    group: 'RISK',
    unit: '笔',
  },
  {
    code: 'TD00016',
    name: '大额交易笔数(5万元以上)',
    of: (t) => Number(t.amt >= 5_000_000),
    day: 'sum',
    agg: 'SUM',
    type: 3,
    tag: 'NORMAL',
    group: 'RISK',
    unit: '笔',
    product: 'mcf',
  },
];
export const CODES = new Set(INDICATORS.map((i) => i.code));
export const col = (code: string) => `td${code.slice(-2)}`;

/** A member's day: its trades folded into the sixteen values. */
export class Day {
  readonly v = INDICATORS.map(() => 0);
  n = 0;
  readonly member: string;
  readonly date: string;
  readonly orgPath: string;
  readonly product: string;
  constructor(member: string, date: string, orgPath: string, product: string) {
    this.member = member;
    this.date = date;
    this.orgPath = orgPath;
    this.product = product;
  }
  add(t: Trade): void {
    this.n++;
    INDICATORS.forEach((ind, k) => {
      const x = ind.of(t);
      this.v[k] = ind.day === 'max' ? Math.max(this.v[k], x) : ind.day === 'avg' ? this.v[k] + (x - this.v[k]) / this.n : this.v[k] + x;
    });
  }
}
