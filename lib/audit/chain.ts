// The audit log's hash chain: every line carries the SHA-256 (hex) of the previous line's exact
// text, so deleting, reordering or editing a line breaks the chain at that point. No project
// imports: `npm run audit:verify` runs this file under plain Node.
import { createHash } from 'node:crypto';

export const GENESIS = '0'.repeat(64);

export function hashLine(line: string): string {
  return createHash('sha256').update(line, 'utf8').digest('hex');
}

export type VerifyResult = { ok: true; lines: number } | { ok: false; line: number; reason: string };

/** Checks a whole log; `line` in a failure is 1-based. */
export function verifyChain(text: string): VerifyResult {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  let prev = GENESIS;
  for (let i = 0; i < lines.length; i++) {
    let entry: { prev?: unknown };
    try {
      entry = JSON.parse(lines[i]);
    } catch {
      return { ok: false, line: i + 1, reason: 'not a JSON line' };
    }
    if (entry.prev !== prev) return { ok: false, line: i + 1, reason: 'prev does not match the hash of the line before' };
    prev = hashLine(lines[i]);
  }
  return { ok: true, lines: lines.length };
}
