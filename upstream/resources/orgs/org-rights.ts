// Rights the reference upstream itself enforces for the organisation calls (spec 03 §6), by the
// spec's check (03 §6 line 141, 01 line 161): "the id must occur in the list of button-function
// codes, with a BIZ_ prefix when the url contains /BIZ_". An API call carries no page url, so the
// upstream lets either form count (ORG employees hold BIZ_ rights); its own, not lib/access/gate.ts.
import type { Ctx } from '../../context.ts';
import { rightsOf } from '../../rights.ts';

export function holds(ctx: Ctx, right: string): boolean {
  if (!ctx.emp) return false;
  const rights = rightsOf(ctx.app.db, ctx.emp);
  return rights.includes(right) || rights.includes(`BIZ_${right}`);
}
