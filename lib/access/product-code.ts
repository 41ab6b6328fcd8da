// The product code (spec 01 §1: "all, myx, mcf, df, lys, zzf, byhb and others") in one case: lower,
// as `{p}` writes it. Lower-cased once where a code enters (the sign-in answer, the page's `code`),
// so terms, product switches, `{p}` and the silent-404 rule all compare the same value (01-N15).
// Pure: server and browser alike.

export function productCodeOf(raw: unknown): string {
  const code = typeof raw === 'string' ? raw.trim() : '';
  return code ? code.toLowerCase() : 'unset';
}

/**
 * 01-#23: the signed-in member's product (from /admin/standard/main) selects `{p}` and the switches,
 * and the page's `code` must say the same: a page whose `code` differs is sent to the session's
 * code (returned), so the operator sees which product the console runs under and no call mixes two.
 * Null: the page's code agrees (or is absent, which proxy.ts fills in).
 */
export function productCodeFix(pageCode: string | null, sessionCode: string): string | null {
  if (pageCode === null) return null;
  const own = productCodeOf(sessionCode);
  return pageCode === own ? null : own;
}
