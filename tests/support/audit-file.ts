import { readFileSync } from 'node:fs';

export type AuditLine = Record<string, unknown> & { requestId: string; outcome: string; path: string; event: string };

export function auditLines(file: string): AuditLine[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as AuditLine);
}

/** The audit lines written while `fn` ran (the console writes asynchronously: poll briefly). */
export async function auditDuring<T>(file: string, fn: () => Promise<T>, expected = 1): Promise<{ result: T; lines: AuditLine[] }> {
  const before = auditLines(file).length;
  const result = await fn();
  let lines: AuditLine[] = [];
  for (let i = 0; i < 50; i++) {
    lines = auditLines(file).slice(before);
    if (lines.length >= expected) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 50));
  return { result, lines: auditLines(file).slice(before) };
}
