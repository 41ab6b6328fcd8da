import type { GateContext } from '@/lib/access/gate';
import { findDialog } from '@/lib/dialogs';
import { dialogView } from '@/lib/dialogs/view';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { json, operatorHandler } from '@/lib/gate/handler';
import { openable } from '@/lib/gate/policy';
import { findScreen, screenRight } from '@/lib/screens';

export const dynamic = 'force-dynamic';

// GET /views/dialog/<entity>?screen=<route> - the entity's detail dialog as this operator may see
// it: tabs and fields they may not see are absent. Refused when no id cell or action they can use
// opens it from anywhere.
export const GET = operatorHandler({ path: '/views/dialog' }, async (ctx, route) => {
  const { entity } = await route.params;
  const def = findDialog(entity);
  const refuse = (status: number, message: string, reason: string) => {
    ctx.audit({ event: 'refusal', outcome: 'denied', reason, path: `/views/dialog/${def ? entity : '?'}` });
    return json(ctx, { status: -1, message }, status);
  };
  if (!def) return refuse(404, '接口不存在', 'unknown dialog');
  const screen = findScreen(ctx.url.searchParams.get('screen') ?? '');
  if (screen && !ctx.rights.has(screenRight(screen.def, screen.biz))) return refuse(403, PERMISSION_DENIED, 'screen not allowed');
  const gate: GateContext = {
    rights: ctx.rights,
    biz: screen?.biz ?? false,
    roleType: ctx.session.roleType,
    productCode: ctx.session.productCode,
  };
  if (!openable(`dialog:${entity}`, gate)) return refuse(403, PERMISSION_DENIED, 'dialog not openable');
  return json(ctx, dialogView(def, screen ? screenRight(screen.def, screen.biz) : '', gate));
});
