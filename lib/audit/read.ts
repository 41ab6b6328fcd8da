// The audit reader's logic (scripts/audit-read.ts is its command line): which lines match an
// auditor's question, and a readable table of them. No project imports but relative ones: the
// reader runs under plain Node, like the chain's verification it reuses.

export type Line = Record<string, unknown>;

export interface Query {
  /** Login id, employee id or (masked) name of whoever acted. */
  who?: string;
  since?: Date;
  until?: Date;
  kind?: string;
  /** An identifier among the line's targets (a list's first or last code counts too). */
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
  if (q.target && !targetValues(line.target).includes(q.target)) return false;
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

function formatTarget(target: unknown): string {
  if (!target || typeof target !== 'object') return str(target);
  return Object.entries(target)
    .map(([k, v]) => {
      if (v && typeof v === 'object' && 'count' in v) {
        const s = v as { count: number; codes?: string[]; more?: number };
        return `${k}=${s.count}个(${(s.codes ?? []).join(',')}${s.more ? `,…+${s.more}` : ''})`;
      }
      return `${k}=${str(v)}`;
    })
    .join(' ');
}

function formatChange(line: Line): string {
  const c = (line.change ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (c.amount !== undefined) parts.push(`${DIRECTION[str(c.direction)] ?? str(c.direction)} ${str(c.amount)} ${str(c.unit)}`.trim());
  if (Array.isArray(c.fields)) parts.push(`字段 ${c.fields.join(',') || '-'}`);
  for (const [k, v] of Object.entries(c)) if (!['amount', 'unit', 'direction', 'fields'].includes(k)) parts.push(`${k}=${str(v)}`);
  if (line.decision) parts.push(`决定 ${str(line.decision)}`);
  return parts.join('; ');
}

function outcomeOf(line: Line): string {
  const parts = [str(line.outcome), str(line.httpStatus), line.reason ? `(${str(line.reason)})` : ''];
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

/** The target column is printed whole (it is what an auditor looks for); other cells end in … past this width. */
const TARGET = 5;
/** The widest a cell is printed: longer ones end in … (the JSON line has it whole). */
const CELL = 72;

function cut(s: string): string {
  if (width(s) <= CELL) return s;
  let out = '';
  for (const ch of s) {
    if (width(out + ch) > CELL - 1) break;
    out += ch;
  }
  return `${out}…`;
}

export const HEADERS = ['时间', '操作人', '页面', '类型', '操作', '对象', '变更', '结果'];

/** The table an auditor reads: one row per line, columns padded to their widest cell. */
export function table(lines: readonly Line[], timeZone = 'Asia/Shanghai'): string {
  const rows = lines.map((l) =>
    [
      localTime(str(l.time), timeZone),
      str(l.loginId) || str(l.empId) || '-',
      str(l.screen) || '-',
      str(l.kind),
      str(l.action) || `${str(l.method)} ${str(l.path)}`.trim(),
      formatTarget(l.target) || (l.kind === 'write' ? '-' : str(l.path)),
      formatChange(l) || '-',
      outcomeOf(l),
    ].map((cell, i) => (i === TARGET ? cell : cut(cell))),
  );
  const widths = HEADERS.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
  return [HEADERS, ...rows]
    .map((r) =>
      r
        .map((c, i) => pad(c, widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
