// The apps' feedback and its handling (lib/screens/app-ops/app-*.ts).
import { callOf } from '../../calls.ts';
import { bizError } from '../../context.ts';
import { findRecord } from '../../kit/resource.ts';
import { formatTime } from '../../util.ts';
import { at, cycle, type Row, tableResource } from '../system/table.ts';
import { DAY } from '../../kit/time.ts';

import { APP } from './app-crud.ts';

const FEEDBACK = ['提现到账慢', '终端无法连接', '建议增加夜间模式', '账单金额不对', '登录验证码收不到', '希望支持更多银行'];
export const appFeedback = tableResource({
  name: 'app-feedback',
  table: 'app_feedback',
  page: callOf('POST /admin/feedback/page'),
  columns: {
    feedbackId: 'INTEGER',
    memberId: 'TEXT',
    appType: 'INTEGER',
    content: 'TEXT',
    contact: 'TEXT',
    feedbackStatus: 'INTEGER',
    handleResult: 'TEXT',
    handleTime: 'TEXT',
    crtTime: 'TEXT',
  },
  rows: 240,
  row: (i, { rng, base, members }) => {
    const m = members[rng.int(0, members.length - 1)];
    const status = cycle([10, 15, 20], i, () =>
      rng.weighted([
        [20, 5],
        [10, 3],
        [15, 1],
      ]),
    );
    const t = base - rng.int(1, 120 * 24) * 3_600_000;
    return {
      feedbackId: 800001 + i,
      memberId: m.id,
      appType: APP[i % 2],
      content: FEEDBACK[i % FEEDBACK.length],
      contact: `${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}`,
      feedbackStatus: status,
      handleResult: status === 20 ? '已联系用户处理完毕' : null,
      handleTime: status === 20 ? at(t + DAY) : null,
      crtTime: at(t),
    } as Row;
  },
  filters: { memberId: 'eq', feedbackStatus: 'eq', appType: 'eq', crtTime: 'dates' },
  extra: {
    routes: [
      {
        method: 'POST',
        path: callOf('POST /admin/feedback/handle').path,
        handler: (ctx) => {
          const f = findRecord(appFeedback, ctx, ctx.body.feedbackId) as { feedbackId: number; feedbackStatus: number };
          if (f.feedbackStatus === 20) throw bizError('该反馈已处理，不能重复处理', 'E6111');
          const result = String(ctx.body.handleResult ?? '').trim();
          if (!result) throw bizError('请输入处理结果', 'E6112');
          ctx.app.db
            .prepare('UPDATE app_feedback SET "feedbackStatus" = 20, "handleResult" = ?, "handleTime" = ? WHERE "feedbackId" = ?')
            .run(result.slice(0, 500), formatTime(Date.now()), f.feedbackId);
          return null;
        },
      },
    ],
  },
});
