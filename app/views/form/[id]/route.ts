import type { GateContext } from '@/lib/access/gate';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { findForm } from '@/lib/forms';
import { formView } from '@/lib/forms/view';
import { json, operatorHandler } from '@/lib/gate/handler';
import { openable } from '@/lib/gate/policy';
import { findScreen, screenRight } from '@/lib/screens';

export const dynamic = 'force-dynamic';

// GET /views/form/<id>?screen=<route> - a form as this operator may see it (fields they may not see
// are absent). Refused when no action they can use opens it.
export const GET = operatorHandler({ path: '/views/form' }, async (ctx, route) => {
  const { id } = await route.params;
  const def = findForm(id);
  const refuse = (status: number, message: string, reason: string) => {
    ctx.audit({ event: 'refusal', outcome: 'denied', reason, path: `/views/form/${def ? id : '?'}` });
    return json(ctx, { status: -1, message }, status);
  };
  if (!def) return refuse(404, '接口不存在', 'unknown form');
  const screen = findScreen(ctx.url.searchParams.get('screen') ?? '');
  if (screen && !ctx.rights.has(screenRight(screen.def, screen.biz))) return refuse(403, PERMISSION_DENIED, 'screen not allowed');
  const gate: GateContext = {
    rights: ctx.rights,
    biz: screen?.biz ?? false,
    roleType: ctx.session.roleType,
    productCode: ctx.session.productCode,
  };
  if (!openable(`form:${id}`, gate)) return refuse(403, PERMISSION_DENIED, 'form not openable');
  return json(ctx, formView(def, gate));
});
