'use client';

import {
  type KeyboardEvent,
  type MouseEvent,
  type UIEvent,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { menuKey } from '@/lib/client/menu-keys';
import { notify } from '@/lib/client/notify';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { type Dicts, isNumeric, type Row } from '@/lib/list/cell-text';
import { revealOne } from '@/lib/client/reveal';
import type { ColumnView, ListView } from '@/lib/list/view';
import { OpenIdContext } from './cell';
import { type RowButton, rowRenderer } from './rows-html';
import { fillAfterPaint, firstBody, type Geometry, measure, writeRows } from './rows-in-view';
import { useScrollMemory } from './scroll-memory';

// The list table, plain: the body is one HTML string (components/list/rows-html.ts) built alike on
// the server and in the browser, what all cells share is in globals.css (.list-table), and the id
// links and row buttons answer through one click handler on the body. A 200 x 30 page is 6,000
// cells; the server draws its first screenful, and the browser the rest (components/list/rows-in-view.ts).

export interface DataTableProps {
  columns: readonly ColumnView[];
  rows: readonly Row[];
  rowKey: string;
  dicts: Dicts;
  /** The 操作 column's buttons, when the table has one; each row shows those that apply to it. */
  buttons?: readonly RowButton[];
  /** A row button's click: its id, its row and the button (to mark busy). */
  onButton?: (id: string, row: Row, button: HTMLButtonElement) => void;
  loading?: boolean;
  /** Serial number offset: (pageNum - 1) * pageSize. */
  offset: number;
  /** A screen's own table: its scroll position is kept for its tab (not a dialog's list). */
  rememberScroll?: boolean;
  /** The reveal call of the cells the operator may reveal (ColumnView.reveal): the row's `idKey` sent. */
  reveal?: ListView['reveal'];
}

/** The class of a column's cells: right-aligned numbers; frozen 序号, first id column and 操作. */
function placeOf(column: ColumnView, frozen: boolean): string | undefined {
  const cls = [isNumeric(column) ? 'num' : '', frozen ? 'pin-id' : ''].filter(Boolean).join(' ');
  return cls || undefined;
}

/**
 * Opens a row's 更多 menu (rows-html.ts: a popover after the button) under the button, right-aligned
 * to it, or above it when the window has no room below. In the top layer, the table's scrolling
 * box does not clip it; a press outside or Esc closes it.
 */
function showMenu(button: HTMLElement): void {
  const menu = button.nextElementSibling as HTMLElement | null;
  if (!menu?.hasAttribute('popover')) return;
  menu.showPopover();
  const at = button.getBoundingClientRect();
  const below = at.bottom + 4 + menu.offsetHeight <= window.innerHeight;
  menu.style.left = `${Math.max(8, at.right - menu.offsetWidth)}px`;
  menu.style.top = `${below ? at.bottom + 4 : Math.max(8, at.top - 4 - menu.offsetHeight)}px`;
  (menu.querySelector('button') as HTMLButtonElement | null)?.focus();
}

/** A key pressed in a row's open 更多 menu: the menu pattern's arrows, Home, End and Escape. */
function onMenuKey(e: KeyboardEvent<HTMLTableSectionElement>): void {
  const menu = (e.target as Element).closest<HTMLElement>('[role="menu"][popover]');
  if (!menu) return;
  const opener = menu.previousElementSibling as HTMLElement | null;
  const close = () => {
    if (menu.matches(':popover-open')) menu.hidePopover();
  };
  if (menuKey(e.key, menu, opener, close)) e.preventDefault();
}

/** A cell's 查看: its plaintext in place of the value, until the rows are drawn again (never kept). */
async function revealCell(button: HTMLElement, reveal: NonNullable<DataTableProps['reveal']>, column: ColumnView, row: Row): Promise<void> {
  try {
    const plain = await revealOne(reveal.call.path, column.reveal!, { [reveal.idKey]: row[reveal.idKey] });
    const value = button.previousElementSibling;
    if (value) {
      value.textContent = plain;
      value.setAttribute('data-revealed', '');
    }
    button.remove();
  } catch {
    // notified
  }
}

export function DataTable({
  columns,
  rows,
  rowKey,
  dicts,
  buttons,
  onButton,
  loading,
  offset,
  rememberScroll = false,
  reveal,
}: DataTableProps) {
  const open = useContext(OpenIdContext);
  // Frozen while the rest scrolls sideways: 序号 and the first column when it is an id (the row's
  // own, or a link) on the left, 操作 on the right.
  const classes = useMemo(() => {
    const first = columns[0];
    const frozenId = first && (first.key === rowKey || first.link) ? first.key : null;
    return columns.map((c) => placeOf(c, c.key === frozenId));
  }, [columns, rowKey]);

  const rowAt = useMemo(
    () => rowRenderer({ columns, classes, rows, dicts, offset, buttons }),
    [columns, classes, rows, dicts, offset, buttons],
  );
  // React draws the body once, with the rows of the server render (hydration keeps them): of a long
  // page the first screenful, the rest after the first paint, a batch a frame. Later rows are
  // written by writeRows, those in view first, before the browser paints.
  const [first] = useState(() => ({ rowAt, ...firstBody(rows.length, rowAt) }));
  const boxRef = useRef<HTMLDivElement>(null);
  useScrollMemory(boxRef, rows.length, rememberScroll);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const written = useRef<{ body: HTMLTableSectionElement | null; rowAt: (i: number) => string; cancel: () => void }>({
    body: null,
    rowAt,
    cancel: () => {},
  });
  // Where the rows sit, measured only when layout is due anyway (a frame callback, a scroll).
  const geometry = useRef<Geometry | null>(null);
  const remeasure = useCallback(() => {
    requestAnimationFrame(() => {
      if (boxRef.current) geometry.current = measure(boxRef.current, bodyRef.current);
    });
  }, []);
  useEffect(() => {
    const observer = new ResizeObserver(remeasure);
    observer.observe(boxRef.current!);
    return () => observer.disconnect();
  }, [remeasure]);
  const onScroll = useCallback((e: UIEvent<HTMLDivElement>) => {
    if (geometry.current) geometry.current.scrollTop = e.currentTarget.scrollTop;
  }, []);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const last = written.current;
    if (!body || (body === last.body && rowAt === last.rowAt)) return;
    last.cancel();
    // A body just mounted holds the first render's rows: rewritten only when these are others, and
    // filled after the paint when it holds the first screenful only.
    const rewrite = body === last.body || rowAt !== first.rowAt;
    const cancel = rewrite
      ? writeRows(body, rows.length, rowAt, geometry.current)
      : first.drawn
        ? fillAfterPaint(body, rows.length, rowAt, first.drawn)
        : () => {};
    written.current = { body, rowAt, cancel };
    if (rewrite || first.drawn) remeasure();
  });
  useLayoutEffect(() => () => written.current.cancel(), []);

  // One handler for every id and row button in the body. A click inside a dialog opened from a row
  // reaches here through React's tree too: only a target inside this table's own body counts.
  const onClick = useCallback(
    (e: MouseEvent<HTMLTableSectionElement>) => {
      const target = (e.target as Element).closest<HTMLElement>('[data-id-link], [data-action], [data-more], [data-reveal]');
      if (!target || !e.currentTarget.contains(target)) return;
      if (target.dataset.more !== undefined) {
        showMenu(target);
        return;
      }
      const td = target.closest('td');
      const tr = td?.parentElement as HTMLTableRowElement | null;
      // While only the rows in view are drawn, a spacer stands for those above them.
      const row = tr ? rows[tr.sectionRowIndex + Number(e.currentTarget.dataset.offset ?? 0)] : undefined;
      if (!row) return;
      if (target.dataset.action !== undefined) {
        target.closest<HTMLElement>('[popover]')?.hidePopover();
        onButton?.(target.dataset.action, row, target as HTMLButtonElement);
        return;
      }
      if (target.dataset.reveal !== undefined) {
        const column = td ? columns[td.cellIndex - 1] : undefined;
        if (column?.reveal && reveal) void revealCell(target, reveal, column, row);
        return;
      }
      // An id link: Ctrl/⌘/Shift-click is the browser's (a new tab or window with the dialog's URL).
      if (target instanceof HTMLAnchorElement) {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
      }
      // A cell's column is the header's at its position, after 序号.
      const column = td ? columns[td.cellIndex - 1] : undefined;
      if (!column) return;
      // The right is checked on the server too: the dialog's calls are in the policy table.
      if (!column.linkAllowed) notify({ type: 'error', title: '提示', message: PERMISSION_DENIED });
      else open(column, row);
    },
    [columns, rows, open, onButton, reveal],
  );

  const span = columns.length + 1 + (buttons ? 1 : 0);
  return (
    // The table scrolls inside its own box: the header stays on top and the sideways scrollbar at the
    // box's foot, in view, however many rows there are.
    <div
      ref={boxRef}
      onScroll={onScroll}
      className="@container relative min-h-40 flex-1 overflow-auto rounded border border-gray-200"
      // Keyboard users scroll a wide table too: the box takes focus (arrow keys), named for readers.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-label="数据列表"
      aria-busy={loading || undefined}
      data-table-scroll
    >
      <table
        className="list-table w-full border-separate border-spacing-0 text-sm"
        data-table="list"
        data-actions={buttons ? '' : undefined}
      >
        <thead className="sticky top-0 z-[3] bg-gray-50 text-gray-600">
          <tr>
            <th data-col="__index" className="pin-l">
              序号
            </th>
            {columns.map((c, j) => (
              <th key={c.key} data-col={c.key} style={c.width ? { minWidth: c.width } : undefined} className={classes[j]}>
                {c.title}
              </th>
            ))}
            {buttons && (
              <th data-col="__actions" className="pin-r">
                操作
              </th>
            )}
          </tr>
        </thead>
        {rows.length > 0 ? (
          // The clicks are the buttons' own (Enter and Space click a button), delegated; keys move in a row's 更多 menu.
          <tbody
            ref={bodyRef}
            onClick={onClick}
            onKeyDown={onMenuKey}
            data-partial={first.drawn ? '' : undefined}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rowsHtml escapes every text and attribute it writes
            dangerouslySetInnerHTML={{ __html: first.html }}
          />
        ) : (
          <tbody>
            <tr>
              <td colSpan={span} className="p-0 text-gray-500">
                {/* Centred in the box's visible width (the box is a size container), not across a
                    table wider than the screen, and kept in view when the box scrolls sideways. */}
                <div className="sticky left-0 w-[100cqw] py-10 text-center">{loading ? '加载中...' : '暂无数据'}</div>
              </td>
            </tr>
          </tbody>
        )}
      </table>
      {loading && rows.length > 0 && (
        <div className="absolute inset-0 flex items-start justify-center bg-white/60 pt-16 text-sm text-gray-500" role="status">
          加载中...
        </div>
      )}
    </div>
  );
}
