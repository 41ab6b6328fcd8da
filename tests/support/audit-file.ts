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

/**
 * The audit lines written while `fn` ran (the console writes asynchronously: poll briefly), and
 * `own`: when `fn` answers an /api Response, the lines of that request alone (its x-request-id).
 * The integration files share one console and its audit file, so another file's sign-in may land
 * inside the window; a test about its own call reads `own`.
 */
export async function auditDuring<T>(
  file: string,
  fn: () => Promise<T>,
  expected = 1,
): Promise<{ result: T; lines: AuditLine[]; own: AuditLine[] }> {
  const before = auditLines(file).length;
  const result = await fn();
  const id = result instanceof Response ? result.headers.get('x-request-id') : null;
  const ownOf = (lines: AuditLine[]) => (id ? lines.filter((l) => l.requestId === id) : lines);
  for (let i = 0; i < 50; i++) {
    if (ownOf(auditLines(file).slice(before)).length >= expected) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 50));
  const lines = auditLines(file).slice(before);
  return { result, lines, own: ownOf(lines) };
}
