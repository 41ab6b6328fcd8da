import 'server-only';
import type { GateContext } from '@/lib/access/gate';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { openScreen } from '@/lib/screens';
import { json, operatorHandler, type RouteArgs } from './handler';
import { openable } from './policy';

/**
 * GET /views/<kind>/<name>?screen=<route>: a dialog or form declaration as this operator may see
 * it, from the screen it is opened on (which decides the BIZ_ prefix). Refused, with an audit line,
 * when the declaration is unknown or no id cell or action the operator can use opens it.
 */
export function viewHandler<D>(
  kind: 'dialog' | 'form',
  param: string,
  find: (name: string) => D | null,
  render: (def: D, route: string, ctx: GateContext) => unknown,
): (request: Request, route: RouteArgs) => Promise<Response> {
  return operatorHandler({ path: `/views/${kind}` }, async (ctx, route) => {
    const name = (await route.params)[param];
    const def = find(name);
    const refuse = (status: number, message: string, reason: string) => {
      ctx.audit({ event: 'refusal', outcome: 'denied', reason, path: `/views/${kind}/${def ? name : '?'}` });
      return json(ctx, { status: -1, message }, status);
    };
    if (!def) return refuse(404, '接口不存在', `unknown ${kind}`);
    const screen = openScreen(ctx.url.searchParams.get('screen') ?? '', ctx.rights);
    if (screen && !screen.allowed) return refuse(403, PERMISSION_DENIED, 'screen not allowed');
    const gate: GateContext = {
      rights: ctx.rights,
      biz: screen?.biz ?? false,
      roleType: ctx.session.roleType,
      productCode: ctx.session.productCode,
    };
    if (!openable(`${kind}:${name}`, gate)) return refuse(403, PERMISSION_DENIED, `${kind} not openable`);
    return json(ctx, render(def, screen?.right ?? '', gate));
  });
}
