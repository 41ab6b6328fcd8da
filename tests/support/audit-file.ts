import { readFileSync, statSync } from 'node:fs';

export type AuditLine = Record<string, unknown> & { requestId: string; outcome: string; path: string; event: string };

/** The file's lines, or those written after its first `from` bytes. */
export function auditLines(file: string, from = 0): AuditLine[] {
  let text = '';
  try {
    text = readFileSync(file).subarray(from).toString('utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as AuditLine);
}

const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/** How long a test waits for a line the console writes after it has answered (a loaded CI machine can take seconds). */
const WAIT_MS = 5000;
/**
 * How long it goes on waiting past WAIT_MS for an /api call's own line, saying so: twice such a line
 * was not there after 5 s (a CI check of main, and a full run here, each passing on its second try),
 * and whether it comes late or never is what the next look needs to know. A page's lines are waited
 * for WAIT_MS only: some tests wait out that time to see that no line of a kind comes.
 */
const LATE_MS = 15_000;

/**
 * The audit lines written while `fn` ran (the console writes asynchronously: polled until they are
 * there, up to WAIT_MS, or past it for an /api call's own lines), and `own`: when `fn` answers an
 * /api Response, the lines of that request alone (its x-request-id).
 * The integration files share one console and its audit file, so another file's sign-in may land
 * inside the window; a test about its own call reads `own`.
 */
export async function auditDuring<T>(
  file: string,
  fn: () => Promise<T>,
  expected = 1,
): Promise<{ result: T; lines: AuditLine[]; own: AuditLine[] }> {
  const before = sizeOf(file);
  const result = await fn();
  const id = result instanceof Response ? result.headers.get('x-request-id') : null;
  const ownOf = (lines: AuditLine[]) => (id ? lines.filter((l) => l.requestId === id) : lines);
  const started = Date.now();
  let found = false;
  for (const deadline = started + WAIT_MS + (id ? LATE_MS : 0); Date.now() < deadline; ) {
    found = ownOf(auditLines(file, before)).length >= expected;
    if (found) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const waited = Date.now() - started;
  if (id && waited > WAIT_MS) {
    const seen = auditLines(file, before).map((l) => `${l.requestId} ${l.event} ${l.path}`);
    console.warn(
      `auditDuring: request ${id}: ${expected} line(s) ${found ? `came only after ${waited} ms` : `not written within ${waited} ms`}; ` +
        `lines written meanwhile: ${seen.length ? seen.join('; ') : 'none'}`,
    );
  }
  await new Promise((r) => setTimeout(r, 50));
  const lines = auditLines(file, before);
  return { result, lines, own: ownOf(lines) };
}
