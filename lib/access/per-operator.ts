// What the server works out once per kind of operator and declaration (a form's schema, its view,
// a list's row keys): kept per rights set (the access cache hands out one set per session while it
// holds, so the entries go with it), then per declaration, BIZ_ marker, role and product code.
import type { GateContext } from './gate.ts';

export function perOperator<T>(): (ctx: GateContext, id: string, make: () => T) => T {
  const cache = new WeakMap<ReadonlySet<string>, Map<string, T>>();
  return (ctx, id, make) => {
    let byId = cache.get(ctx.rights);
    if (!byId) cache.set(ctx.rights, (byId = new Map()));
    const key = `${id}|${ctx.biz}|${ctx.roleType}|${ctx.productCode}`;
    let hit = byId.get(key);
    if (hit === undefined) byId.set(key, (hit = make()));
    return hit;
  };
}
