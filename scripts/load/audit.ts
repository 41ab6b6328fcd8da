// Reading the consoles' audit files after a load run: call lines per path, and the hash chain.
import { existsSync, readFileSync } from 'node:fs';
import { verifyChain, type VerifyResult } from '../../lib/audit/chain.ts';

export interface AuditFigures {
  file: string;
  lines: number;
  /** Lines with event 'call' and the given path. */
  calls: number;
  outcomes: Record<string, number>;
  chain: VerifyResult;
}

export function readAudit(file: string, path: string): AuditFigures {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const lines = text.split('\n').filter((l) => l !== '');
  let calls = 0;
  const outcomes: Record<string, number> = {};
  for (const line of lines) {
    let entry: { event?: string; path?: string; outcome?: string };
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // verifyChain names the line
    }
    if (entry.event !== 'call' || entry.path !== path) continue;
    calls++;
    const k = entry.outcome ?? '?';
    outcomes[k] = (outcomes[k] ?? 0) + 1;
  }
  return { file, lines: lines.length, calls, outcomes, chain: verifyChain(text) };
}
