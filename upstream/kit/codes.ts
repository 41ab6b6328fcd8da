// Unique codes a resource's create refuses when taken, written once (issue #34: three ways before).
import { bizError, type Ctx } from '../context.ts';

/**
 * A code unique in its table and fixed once created: an update drops it (and the status, which
 * only its own action changes); a create upper-cases it, refuses a taken one and starts enabled.
 * True for an update.
 */
export function fixedCode(
  body: Record<string, unknown>,
  ctx: Ctx,
  mode: 'create' | 'update',
  t: { table: string; column: string; field: string; taken: string },
): boolean {
  if (mode === 'update') {
    delete body[t.field];
    delete body.status;
    return true;
  }
  body[t.field] = String(body[t.field] ?? '').toUpperCase();
  if (ctx.app.db.prepare(`SELECT 1 FROM ${t.table} WHERE ${t.column} = ?`).get(String(body[t.field]))) throw bizError(t.taken, 'E4101');
  body.status = 1;
  return false;
}

/** A code new to a table's column, trimmed and upper case as the platform writes codes; refused as taken otherwise. */
export function newCode(ctx: Ctx, table: string, column: string, body: Record<string, unknown>, key: string, message: string): void {
  const code = String(body[key] ?? '')
    .trim()
    .toUpperCase();
  if (ctx.app.db.prepare(`SELECT 1 FROM ${table} WHERE "${column}" = ?`).get(code)) throw bizError(message, 'E6501');
  body[key] = code;
}
