/** UPSTREAM_SEED_UNTIL for "now": the current minute, as an instant (the demo and `npm run upstream`). */
export function seedUntilNow(at = Date.now()): string {
  return new Date(Math.floor(at / 60_000) * 60_000).toISOString();
}
