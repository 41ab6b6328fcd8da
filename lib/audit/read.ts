// The audit reader's logic (scripts/audit-read.ts is its command line): which lines match an
// auditor's question, and a readable table of them. No project imports but relative ones: the
// reader runs under plain Node, like the chain's verification it reuses.

import { money } from '../format/cells.ts';

export type Line = Record<string, unknown>;

export interface Query {
  /** Login id, employee id or (masked) name of whoever acted. */
  who?: string;
  since?: Date;
  until?: Date;
  kind?: string;
  /** An identifier among the line's targets (every code of a list counts, and a batch's failed codes). */
  target?: string;
  /** Part of the upstream path, the action's Chinese name or the screen. */
  call?: string;
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** Every scalar of a target, nested summaries included. */
function targetValues(target: unknown): string[] {
  if (target === null || target === undefined) return [];
  if (typeof target !== 'object') return [String(target)];
  return Object.values(target).flatMap(targetValues);
}

export function matches(line: Line, q: Query): boolean {
  if (q.who && ![line.loginId, line.empId, line.realName].some((v) => str(v) === q.who)) return false;
  const time = Date.parse(str(line.time));
  if (q.since && !(time >= q.since.getTime())) return false;
  if (q.until && !(time <= q.until.getTime())) return false;
  if (q.kind && line.kind !== q.kind) return false;
  const failed = (line.result as { failedCodes?: unknown } | undefined)?.failedCodes;
  if (q.target && ![...targetValues(line.target), ...targetValues(failed)].includes(q.target)) return false;
  if (q.call && ![line.path, line.action, line.screen].some((v) => str(v).includes(q.call!))) return false;
  return true;
}

/** The lines of a log's text, with their 1-based line numbers; a line that is not JSON is skipped (the chain says so). */
export function parseLines(text: string): { n: number; line: Line }[] {
  const out: { n: number; line: Line }[] = [];
  text.split('\n').forEach((raw, i) => {
    if (!raw) return;
    try {
      out.push({ n: i + 1, line: JSON.parse(raw) as Line });
    } catch {
      // reported by the chain's verification
    }
  });
  return out;
}

const DIRECTION: Readonly<Record<string, string>> = { in: '增加', out: '减少', freeze: '冻结', unfreeze: '解冻' };

/**
 * A list of codes: how many, and each (a narrow table cuts the cell, a wide one prints it whole).
 * The code looked for (`focus`, --target) leads the cell and its list, so a cut cell still shows it.
 */
function formatTarget(target: unknown, focus?: string): string {
  if (!target || typeof target !== 'object') return str(target);
  // The entry holding the code looked for comes first.
  const holds = ([, v]: [string, unknown]) => (focus !== undefined && targetValues(v).includes(focus) ? 0 : 1);
  return Object.entries(target)
    .sort((a, b) => holds(a) - holds(b))
    .map(([k, v]) => {
      if (v && typeof v === 'object' && 'count' in v) {
        const s = v as { count: number; codes?: string[]; more?: number };
        const codes = s.codes ?? [];
        const listed = focus && codes.indexOf(focus) > 0 ? [focus, '…', ...codes.filter((c) => c !== focus)] : codes;
        return `${k}=${s.count}个(${listed.join(',')}${s.more ? `,…+${s.more}` : ''})`;
      }
      return `${k}=${str(v)}`;
    })
    .join(' ');
}

/** An amount as the line holds it (fen) in yuan with its unit: 减少 123.45 元. */
function amountOf(c: Record<string, unknown>): string {
  const yuan = str(c.unit) === 'fen' ? `${money(c.amount)} 元` : `${str(c.amount)} ${str(c.unit)}`.trim();
  return `${DIRECTION[str(c.direction)] ?? str(c.direction)} ${yuan}`.trim();
}

function formatChange(line: Line): string {
  const c = (line.change ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (c.amount !== undefined) parts.push(amountOf(c));
  if (Array.isArray(c.fields)) parts.push(`字段 ${c.fields.join(',') || '-'}`);
  // An imported file's rows: each account, direction and amount, and the reason typed.
  if (Array.isArray(c.rows))
    for (const r of c.rows as Record<string, unknown>[])
      parts.push(`${str(r.acctId)} ${amountOf(r)}${r.reason ? ` 原因=${str(r.reason)}` : ''}`);
  for (const [k, v] of Object.entries(c))
    if (!['amount', 'unit', 'direction', 'fields', 'rows'].includes(k)) parts.push(`${k === 'reason' ? '原因' : k}=${str(v)}`);
  if (line.decision) parts.push(`决定 ${str(line.decision)}`);
  return parts.join('; ');
}

function outcomeOf(line: Line, reason = true): string {
  const r = line.result as { ok?: number; failed?: number; failedCodes?: string[] } | undefined;
  const rows = r ? `成功${str(r.ok)} 失败${str(r.failed)}${r.failedCodes?.length ? `：${r.failedCodes.join(',')}` : ''}` : '';
  const parts = [str(line.outcome), str(line.httpStatus), rows, reason && line.reason ? `(${str(line.reason)})` : ''];
  return parts.filter(Boolean).join(' ');
}

/** China time by default (CONSOLE_TZ): what the operators' screens show. */
function localTime(iso: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(d);
}

/** Display width: CJK and full-width characters take two columns. */
export function width(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return w;
}

const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - width(s)));

function cut(s: string, max: number): string {
  if (width(s) <= max) return s;
  let out = '';
  for (const ch of s) {
    if (width(out + ch) > max - 1) break;
    out += ch;
  }
  return `${out}…`;
}

/** A column: its title, its cell, and the widest it is printed in the narrow table (the wide one prints every cell whole). */
interface Column {
  title: string;
  cell: (l: Line, timeZone: string, focus?: string) => string;
  narrow?: number;
}

const WHO: Column = { title: '操作人', cell: (l) => str(l.loginId) || str(l.empId) || '-', narrow: 14 };
const WHEN: Column = { title: '时间', cell: (l, tz) => localTime(str(l.time), tz), narrow: 19 };
const KIND: Column = { title: '类型', cell: (l) => str(l.kind), narrow: 8 };
const ACTION: Column = { title: '操作', cell: (l) => str(l.action) || `${str(l.method)} ${str(l.path)}`.trim(), narrow: 26 };
const TARGET: Column = {
  title: '对象',
  cell: (l, _tz, focus) => formatTarget(l.target, focus) || (l.kind === 'write' ? '-' : str(l.path)),
  narrow: 58,
};
const SCREEN: Column = { title: '页面', cell: (l) => str(l.screen) || '-' };
const CHANGE: Column = { title: '变更', cell: (l) => formatChange(l) || '-' };

/** The narrow table: who, when, kind, action, target, outcome (165 columns at most). */
export const NARROW: readonly Column[] = [WHO, WHEN, KIND, ACTION, TARGET, { title: '结果', cell: (l) => outcomeOf(l, false), narrow: 28 }];
/** The wide table: every column, every cell whole. */
export const WIDE: readonly Column[] = [WHEN, WHO, SCREEN, KIND, ACTION, TARGET, CHANGE, { title: '结果', cell: (l) => outcomeOf(l) }];

/** The table an auditor reads: one row per line, columns padded to their widest cell. */
export function table(lines: readonly Line[], timeZone = 'Asia/Shanghai', columns: readonly Column[] = NARROW, focus?: string): string {
  const rows = lines.map((l) =>
    columns.map((c) => (c.narrow && columns === NARROW ? cut(c.cell(l, timeZone, focus), c.narrow) : c.cell(l, timeZone, focus))),
  );
  const headers = columns.map((c) => c.title);
  const widths = headers.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
  return [headers, ...rows]
    .map((r) =>
      r
        .map((c, i) => pad(c, widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
