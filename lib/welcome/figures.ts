// The welcome page's headline figures (issue 17: "a few headline figures their rights allow"). Each
// source is a call a screen already makes, asked as that screen: an operator who may not open the
// screen gets no call and no figure, and the upstream scopes an ORG operator's answer to its subtree.
import type { CallDef } from '../calls/define.ts';
import { pageOf } from '../answer/rows.ts';
import { appFeedbackCalls } from '../screens/app-ops/app-feedback.ts';
import { dashboardFigures } from '../screens/reports/dashboards.ts';
import { processListCalls } from '../screens/system/process-list.ts';

export interface Figure {
  id: string;
  label: string;
  value: number;
  /** Money in fen: shown in yuan with 2 decimals. */
  money?: boolean;
  /** What the figure covers (the day of the statistics). */
  note?: string;
  /** The screen it comes from, opened by a click. */
  screen: string;
}

export interface FigureSource {
  /** The screen whose right allows the call (BIZ_-prefixed for an operator holding only that). */
  screen: string;
  call: CallDef;
  body: Record<string, string | number>;
  figures: (answer: unknown) => Omit<Figure, 'screen'>[];
}

type Day = { statDate: string; transAmt: number; transCnt: number; newMerchants: number; activations: number };
const total = (answer: unknown) => pageOf(answer).total;

export const FIGURE_SOURCES: readonly FigureSource[] = [
  {
    // The dashboard's answer for its default range: the latest day of the platform's statistics.
    screen: 'HomeChartV2',
    call: dashboardFigures,
    body: {},
    figures: (answer) => {
      const days = (answer as { byDay?: Day[] } | null)?.byDay ?? [];
      const last = days.at(-1);
      if (!last) return [];
      const note = `统计日 ${last.statDate}`;
      return [
        { id: 'transAmt', label: '交易金额(元)', value: Number(last.transAmt) || 0, money: true, note },
        { id: 'transCnt', label: '交易笔数', value: Number(last.transCnt) || 0, note },
        { id: 'newMerchants', label: '新增商户', value: Number(last.newMerchants) || 0, note },
        { id: 'activations', label: '激活数', value: Number(last.activations) || 0, note },
      ];
    },
  },
  {
    screen: 'AppFeedback',
    call: appFeedbackCalls.page,
    body: { pageNum: 1, pageSize: 1, feedbackStatus: '10' },
    figures: (answer) => [{ id: 'openFeedback', label: '待处理反馈', value: total(answer) }],
  },
  {
    screen: 'ProcessList',
    call: processListCalls.page,
    body: { pageNum: 1, pageSize: 1, processStatus: '1' },
    figures: (answer) => [{ id: 'retryProcesses', label: '失败待重试流程', value: total(answer) }],
  },
];

/** The route an operator opens a screen as: its own name, or BIZ_<name> when that is the right held; null when neither. */
export function routeFor(screen: string, rights: ReadonlySet<string>): string | null {
  if (rights.has(screen)) return screen;
  if (rights.has(`BIZ_${screen}`)) return `BIZ_${screen}`;
  return null;
}
