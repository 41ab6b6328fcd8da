// The last look at a money import before it is sent (issue #53): the lines of the chosen file,
// counted and totalled by direction, restated in the confirmation. Pure: the import button asks
// with it, the tests read it.
import { figure } from '@/lib/format/cells';
import type { ImportPreview } from '@/lib/list/types';

const PLUS = new Set(['+', '调增', '增加']);
const MINUS = new Set(['-', '调减', '减少']);

/** A yuan amount as written in a cell, in fen; null when it is not one. */
function fenOf(text: string): number | null {
  return /^\d{1,12}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null;
}

export interface ImportFigures {
  lines: number;
  plusFen: number;
  minusFen: number;
}

/** The file's data lines (blank rows dropped, and a first line whose amount is no number: the header) and their totals. */
export function importFigures(rows: readonly (readonly string[])[], preview: ImportPreview): ImportFigures {
  const lines = rows.filter((cells) => cells.some(Boolean));
  if (lines.length && fenOf(lines[0][preview.amount] ?? '') === null) lines.shift();
  let plusFen = 0;
  let minusFen = 0;
  for (const cells of lines) {
    const fen = fenOf(cells[preview.amount] ?? '') ?? 0;
    const dir = cells[preview.direction] ?? '';
    if (PLUS.has(dir)) plusFen += fen;
    else if (MINUS.has(dir)) minusFen += fen;
  }
  return { lines: lines.length, plusFen, minusFen };
}

/** The confirmation's question and its details: file, count and totals (yuan, thousands separators). */
export function importQuestion(fileName: string, f: ImportFigures): { message: string; details: Array<[string, string]> } {
  return {
    message: `确定导入该调账文件吗？共 ${f.lines} 笔，确认后提交审核。`,
    details: [
      ['文件', fileName],
      ['笔数', String(f.lines)],
      ['调增合计(元)', figure(f.plusFen, true)],
      ['调减合计(元)', figure(f.minusFen, true)],
    ],
  };
}
