// The probe's report: JSON for machines, Markdown for people, a summary at the top, then every
// assumption with its verdict, then the calls it judged read-only and those it never sends.
// Plain Node (type stripping): relative imports only.
import type { Judged, Verdict } from './judge.ts';

export interface Result extends Judged {
  key: string;
  /** The contract's reason when the path or fields are assumed. */
  assumed?: string;
  overridden?: boolean;
  /** What was sent: method and path (after overrides). */
  sent?: string;
  /** The body (or query) sent, so a refusal can be read against it. */
  body?: Record<string, unknown>;
  ms?: number;
}

export interface Report {
  upstream: string;
  startedAt: string;
  seconds: number;
  interrupted: boolean;
  overrides: string | null;
  summary: Record<Verdict, number> & { calls: number; readOnly: number; probed: number; assumedProbed: number; assumedConfirmed: number };
  results: Result[];
  /** Calls never sent, with why (a write, an export, public). */
  neverSent: { key: string; why: string }[];
}

const VERDICTS: Verdict[] = ['confirmed', 'path answers 404', 'shape differs', 'refused', 'not probed'];

export function summarize(results: Result[], calls: number): Report['summary'] {
  const count = (v: Verdict, of = results) => of.filter((r) => r.verdict === v).length;
  const assumed = results.filter((r) => r.assumed);
  return {
    calls,
    readOnly: results.length,
    probed: results.length - count('not probed'),
    ...(Object.fromEntries(VERDICTS.map((v) => [v, count(v)])) as Record<Verdict, number>),
    assumedProbed: assumed.length - count('not probed', assumed),
    assumedConfirmed: count('confirmed', assumed),
  } as Report['summary'];
}

const cell = (s: unknown) =>
  String(s ?? '')
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ');

export function markdown(r: Report): string {
  const s = r.summary;
  const out = [
    '# Upstream probe',
    '',
    `${r.upstream}, ${r.startedAt}, ${r.seconds} s${r.interrupted ? ', **interrupted (Ctrl+C): the calls not reached are not probed**' : ''}${r.overrides ? `, overrides ${r.overrides}` : ''}.`,
    '',
    '## Summary',
    '',
    `- contract calls: ${s.calls}; judged read-only: ${s.readOnly}; probed: ${s.probed}; never sent (writes, exports, public): ${r.neverSent.length}`,
    ...VERDICTS.map((v) => `- ${v}: ${s[v]}`),
    `- assumptions probed: ${s.assumedProbed}, confirmed: ${s.assumedConfirmed}`,
    '',
    '## Assumptions',
    '',
    '| call | verdict | detail | reading | reason assumed |',
    '|---|---|---|---|---|',
  ];
  const row = (x: Result) =>
    `| \`${x.key}\`${x.overridden ? ' (overridden)' : ''} | ${x.verdict} | ${cell(x.detail)}${x.extra?.length ? `${x.detail ? '; ' : ''}not named: ${cell(x.extra.join(', '))}` : ''} | ${cell(x.readings?.join('; '))} | ${cell(x.assumed)} |`;
  for (const x of r.results.filter((y) => y.assumed)) out.push(row(x));
  out.push('', '## Calls the spec writes', '', '| call | verdict | detail | reading | |', '|---|---|---|---|---|');
  for (const x of r.results.filter((y) => !y.assumed)) out.push(row(x));
  out.push('', '## Never sent', '', 'Judged not read-only from the contract (reply shape, kind, method, a write word in the path):', '');
  for (const n of r.neverSent) out.push(`- \`${n.key}\`: ${n.why}`);
  return `${out.join('\n')}\n`;
}
