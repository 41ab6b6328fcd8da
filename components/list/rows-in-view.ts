// A new body for a long table is written in steps: first the rows in view, between two spacer
// rows as tall as the rows they stand for, so the next frame paints the change at once; then, one
// frame after another, the rest in small batches, below the view first (find in page and printing
// see them all once done). Laying out 200 x 30 cells at once blocks a frame for ~150-200 ms on a
// modest machine, most of it for rows nobody sees yet; 20 rows a frame keep each frame short.
// A first render (the server's, or a table just mounted) has no geometry yet: it draws the first
// screenful and one spacer for the rest, so the rows below it travel once, in the page's data.
import { rowsHtml } from './rows-html';

/** Rows around the view drawn first; a table at most this long is written whole. */
const AROUND = 2;
const WHOLE_UP_TO = 60;
/** Rows a first render draws of a longer table: a tall screen's worth. */
const FIRST_SCREEN = 40;
/** Rows added per frame after the first step. */
const BATCH = 20;
/**
 * A body row's height in px before any is measured (globals.css .list-table: a status badge's 22 +
 * 12 padding + 1 border; 33 in a row without a badge, and most lists show one).
 */
const ROW_PX = 35;

export interface View {
  rows: number;
  rowHeight: number;
  /** Scroll offset of the table's box, less the header above the body. */
  scrolled: number;
  height: number;
}

/** The rows to draw first, [start, end); null when the whole table is written at once. */
export function firstRows({ rows, rowHeight, scrolled, height }: View): { start: number; end: number } | null {
  if (rows <= WHOLE_UP_TO || rowHeight <= 0) return null;
  const start = Math.max(0, Math.min(rows - 1, Math.floor(Math.max(0, scrolled) / rowHeight)) - AROUND);
  const end = Math.min(rows, start + Math.ceil(height / rowHeight) + 2 * AROUND);
  return end - start >= rows ? null : { start, end };
}

/** Where the body sits in its box, as last measured (reading it while the DOM is dirty would lay out the whole table). */
export interface Geometry {
  scrollTop: number;
  /** The box's visible height. */
  height: number;
  /** The body's top inside the box (the header's height). */
  top: number;
  rowHeight: number;
}

/** Measured when layout is due anyway: in a frame callback, after a write, or on a scroll. */
export function measure(box: HTMLElement, body: HTMLTableSectionElement | null): Geometry {
  const row = body?.querySelector<HTMLElement>('tr:not([data-spacer])');
  return { scrollTop: box.scrollTop, height: box.clientHeight, top: body?.offsetTop ?? 0, rowHeight: row?.offsetHeight ?? 0 };
}

/** A row as tall as the `rows` it stands for, named by their count. */
const spacer = (rows: number, height: number) =>
  rows > 0 ? `<tr data-spacer="${rows}" aria-hidden="true" style="height:${rows * height}px"></tr>` : '';

/** Rows drawn so far, [start, end), between the spacers that stand for the others. */
export interface Drawn {
  start: number;
  end: number;
}

/** The first render's body: every row of a short table; of a longer one the first screenful and a spacer. */
export function firstBody(count: number, rowAt: (i: number) => string): { html: string; drawn: Drawn | null } {
  if (count <= WHOLE_UP_TO) return { html: rowsHtml(rowAt, 0, count), drawn: null };
  return { html: rowsHtml(rowAt, 0, FIRST_SCREEN) + spacer(count - FIRST_SCREEN, ROW_PX), drawn: { start: 0, end: FIRST_SCREEN } };
}

/**
 * The rows not yet drawn, BATCH at a time, each batch after the frame that paints the last (a frame
 * callback runs before that paint, and a task it posts runs after it): those below first, then
 * those above (scroll anchoring keeps the rows in view where they are). The body's `data-offset`
 * follows the rows above; `data-partial` goes when every row is drawn. Returns its cancel.
 */
export function fillAfterPaint(body: HTMLTableSectionElement, count: number, rowAt: (i: number) => string, drawn: Drawn): () => void {
  let { start, end } = drawn;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    // Layout is clean in a task after a paint: a drawn row's height costs nothing to read.
    const height = body.querySelector<HTMLElement>('tr:not([data-spacer])')?.offsetHeight || ROW_PX;
    if (end < count) {
      const below = body.lastElementChild as HTMLElement;
      const to = Math.min(count, end + BATCH);
      below.insertAdjacentHTML('beforebegin', rowsHtml(rowAt, end, to));
      end = to;
      resize(below, count - end, height);
    } else {
      const above = body.firstElementChild as HTMLElement;
      const from = Math.max(0, start - BATCH);
      above.insertAdjacentHTML('afterend', rowsHtml(rowAt, from, start));
      start = from;
      resize(above, start, height);
    }
    if (start > 0) body.dataset.offset = String(start - 1);
    else delete body.dataset.offset;
    if (start === 0 && end === count) delete body.dataset.partial;
    else next();
  };
  const next = () => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(step, 0);
    });
  };
  next();
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** A spacer shrunk to the rows it still stands for, or gone. */
function resize(spacerRow: HTMLElement, rows: number, height: number): void {
  if (rows === 0) {
    spacerRow.remove();
    return;
  }
  spacerRow.dataset.spacer = String(rows);
  spacerRow.style.height = `${rows * height}px`;
}

/**
 * Writes `count` rows (`rowAt` draws one) into `body`, those in view first (by `at`, null: all at once). The body's
 * `data-offset` maps a drawn row to its index while the spacers stand in (sectionRowIndex +
 * offset). Returns a cancel for the second step, called when newer rows replace these first.
 */
export function writeRows(body: HTMLTableSectionElement, count: number, rowAt: (i: number) => string, at: Geometry | null): () => void {
  const rows = (from: number, to: number) => rowsHtml(rowAt, from, to);
  const slice = at && firstRows({ rows: count, rowHeight: at.rowHeight, scrolled: at.scrollTop - at.top, height: at.height });
  if (!slice) {
    body.innerHTML = rows(0, count);
    delete body.dataset.offset;
    delete body.dataset.partial;
    return () => {};
  }
  const { start, end } = slice;
  body.innerHTML = spacer(start, at.rowHeight) + rows(start, end) + spacer(count - end, at.rowHeight);
  body.dataset.offset = String(start > 0 ? start - 1 : 0);
  body.dataset.partial = '';
  return fillAfterPaint(body, count, rowAt, slice);
}
