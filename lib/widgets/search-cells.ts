// The search pop-up's cells (spec 01 §2 widgets 1-3, §9): status lines, cell texts and the
// highlighting of the text searched for. Loaded with the pop-up (components/widgets/search-results.tsx),
// not with the search box.
import { PARTY_ENUMS } from '@/lib/dict/enums/parties';
import { labelIn } from '@/lib/dict/enums/types';
import { EMPTY_CELL } from '@/lib/list/cell-text';
import { type SearchColumn, str } from '@/lib/widgets/search';

export const SEARCHING_TEXT = '搜索中...';
export { EMPTY_CELL };

export function foundText(n: number): string {
  return `找到${n}条相关数据`;
}

// ---------------------------------------------------------------------------------------------
// Highlighting

export interface Segment {
  text: string;
  match: boolean;
}

const REGEX_SYNTAX = /[.*+?^${}()|[\]\\]/g;

/** Splits `text` around every case-insensitive occurrence of `query` (taken literally, trimmed). */
export function highlight(text: string, query: string): Segment[] {
  const q = query.trim();
  if (!text) return [];
  if (!q) return [{ text, match: false }];
  const re = new RegExp(q.replace(REGEX_SYNTAX, '\\$&'), 'giu');
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ text: text.slice(last, at), match: false });
    out.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), match: false });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Cells

function fieldOf(row: object, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

/** The text of one cell; `index` is the row's 0-based position (for the serial column). */
export function cellText(col: SearchColumn, row: object, index: number): string {
  if (col.key === 'serial') return String(index + 1);
  const v = str(fieldOf(row, col.key));
  if (!v) return EMPTY_CELL;
  return col.enumId ? labelIn(PARTY_ENUMS, col.enumId, v) : v;
}

/** Enumeration and serial cells are not searched, so their text is never highlighted. */
export function highlightable(col: SearchColumn): boolean {
  return col.key !== 'serial' && !col.enumId;
}

// ---------------------------------------------------------------------------------------------
// Placement

export interface Box {
  top: number;
  bottom: number;
  left: number;
  width: number;
}

export interface Placement {
  position: 'fixed';
  left: number;
  minWidth: number;
  top?: number;
  bottom?: number;
  maxHeight: number;
}

const GAP = 4;
const MARGIN = 8;
/** Below this much room under the box, the pop-up opens above it when there is more room there. */
const ROOM_BELOW = 240;

/**
 * The pop-up's fixed position under (or, short of room, over) the search box, so a dialog's
 * scrolling body no longer clips it (issue #39, pickers): `block` is the box's containing block
 * for fixed elements (a transformed ancestor such as the dialog; null: the viewport).
 */
export function placePanel(anchor: Box, block: Box | null, viewportHeight: number): Placement {
  const below = viewportHeight - anchor.bottom - GAP - MARGIN;
  const above = anchor.top - GAP - MARGIN;
  const up = below < ROOM_BELOW && above > below;
  const top0 = block?.top ?? 0;
  const left = anchor.left - (block?.left ?? 0);
  if (!up) return { position: 'fixed', left, minWidth: anchor.width, top: anchor.bottom + GAP - top0, maxHeight: Math.max(below, 120) };
  const blockBottom = block?.bottom ?? viewportHeight;
  return { position: 'fixed', left, minWidth: anchor.width, bottom: blockBottom - anchor.top + GAP, maxHeight: above };
}
