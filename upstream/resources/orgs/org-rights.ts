// Rights the reference upstream itself enforces for the organisation calls (spec 03 §6): a right
// counts in its plain or BIZ_ form (ORG employees hold BIZ_ rights).
import type { Ctx } from '../../context.ts';
import { rightsOf } from '../../rights.ts';

export function holds(ctx: Ctx, right: string): boolean {
  if (!ctx.emp) return false;
  const rights = rightsOf(ctx.app.db, ctx.emp);
  return rights.includes(right) || rights.includes(`BIZ_${right}`);
}
