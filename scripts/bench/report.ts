// Plain-text tables for the bench and the load test.

export type Cell = string | number | boolean | null | undefined;

function text(c: Cell): string {
  if (c === null || c === undefined) return '-';
  if (typeof c === 'boolean') return c ? 'yes' : 'NO';
  if (typeof c === 'number') return Number.isFinite(c) ? String(c) : '-';
  return c;
}

/** Columns padded to their widest cell; numbers right-aligned. */
export function table(head: string[], rows: Cell[][]): string {
  const cells = [head, ...rows.map((r) => r.map(text))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[], raw?: Cell[]) =>
    r
      .map((c, i) => (typeof raw?.[i] === 'number' ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((r, i) => line(cells[i + 1], r))].join('\n');
}

export function heading(title: string): string {
  return `\n${title}\n${'='.repeat(title.length)}`;
}

/** "ok" / "MISS" against a target. */
export const verdict = (pass: boolean) => (pass ? 'ok' : 'MISS');

/** CPU ms per request of each watched process, one row per run: where the time goes. */
export function cpuTable(runs: Array<[string, { cpuMsPerRequest: Record<string, number> }]>): string {
  const names = [...new Set(runs.flatMap(([, s]) => Object.keys(s.cpuMsPerRequest)))];
  if (names.length === 0) return '';
  return `CPU ms per request:\n${table(
    ['run', ...names],
    runs.map(([label, s]) => [label, ...names.map((n) => s.cpuMsPerRequest[n])]),
  )}`;
}
