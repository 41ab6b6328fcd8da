// The trees of the list cascaders (spec 01 §2: entry stage, agent merchant number) over the look-ups
// of spec 01 §7 "stage list; agent and channel list … Paths not shown" (contract/frame.ts, assumed):
// every level {code, name, children}. The goods category tree is the classify resource's own.
import { callOf } from '../calls.ts';
import type { Ctx, Route } from '../context.ts';
import { orgScope } from '../scope.ts';
import { MEMBER_STAGES } from '../seed-data.ts';

/** Spec 01 §4 onboarding stages, in order; their names are those the merchant rows carry (MEMBER_STAGES). */
const STAGE_CODES = ['register', 'real-cert', 'live-cert', 'bind-bankcard', 'add-merchant-att', 'bind-tusn', 'apply', 'complete'];

/** A stage's states as the merchant rows write them (stageCodeDesc); a completed stage has succeeded. */
const STATES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['pending', '待提交'],
  ['processing', '处理中'],
  ['failed', '失败'],
];
const DONE: readonly [string, string] = ['success', '成功'];

function stageTree() {
  return STAGE_CODES.map((code, i) => ({
    code,
    name: MEMBER_STAGES[i],
    children: (code === 'complete' ? [DONE] : STATES).map(([state, name]) => ({ code: `${code}_${state}`, name, children: [] })),
  }));
}

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * The merchant rows of a chosen stage leaf (`register_pending`): its stage and state codes from the
 * names the rows hold, compared with the body's value (the `?`).
 */
export const STAGE_CODE_SQL = `(CASE c.member_stage ${STAGE_CODES.map((code, i) => `WHEN ${quote(MEMBER_STAGES[i])} THEN ${quote(code)}`).join(' ')} END)
  || '_' || (CASE c.stage_code_desc ${[...STATES, DONE].map(([code, name]) => `WHEN ${quote(name)} THEN ${quote(code)}`).join(' ')} END) = ?`;

/** Merchant numbers listed per agent: the cascader is a pick-list, not a search. */
const PER_AGENT = 50;

/** The agents (payOrgNo) of the bound terminals in the employee's scope, each with its merchant numbers. */
function agentTree(ctx: Ctx) {
  const scope = orgScope(ctx.app.db, ctx.emp);
  const rows = ctx.app.db
    .prepare(
      `SELECT pay_org_no AS agent, agent_mcht_no AS mcht FROM psam
       WHERE agent_mcht_no IS NOT NULL AND pay_org_no IS NOT NULL ${scope ? 'AND org_path LIKE ?' : ''}
       GROUP BY pay_org_no, agent_mcht_no ORDER BY pay_org_no, agent_mcht_no`,
    )
    .all(...(scope ? [`${scope}%`] : [])) as Array<{ agent: string; mcht: string }>;
  const byAgent = new Map<string, Array<{ code: string; name: string; children: [] }>>();
  for (const r of rows) {
    const list = byAgent.get(r.agent) ?? [];
    if (list.length < PER_AGENT) list.push({ code: r.mcht, name: r.mcht, children: [] });
    byAgent.set(r.agent, list);
  }
  return [...byAgent].map(([code, children]) => ({ code, name: `代理商${code}`, children }));
}

export const cascaderRoutes: Route[] = [
  { method: 'POST', path: callOf('POST /admin/standard/stage/list').path, handler: stageTree },
  { method: 'POST', path: callOf('POST /admin/standard/agent/list').path, handler: agentTree },
];
