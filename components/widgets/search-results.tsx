'use client';

import { type RefObject, useLayoutEffect, useState } from 'react';
import {
  type Box,
  cellText,
  foundText,
  highlight,
  highlightable,
  type Placement,
  placePanel,
  SEARCHING_TEXT,
} from '@/lib/widgets/search-cells';
import type { SearchColumn, SearchState } from '@/lib/widgets/search';
import { SimpleTable } from '@/components/ui/simple-table';

// The search box's pop-up (components/widgets/search-popover.tsx): status line and result table,
// matched text marked. Its code loads with the first search (fetched ahead when the box is focused).

// The pop-up's header keeps its own look: no rule, one line per title.
const HEAD = 'whitespace-nowrap bg-gray-50 px-3 py-2 text-left font-medium text-gray-600';

export interface SearchResultsProps<Row extends object> {
  /** The search box the pop-up hangs from. */
  anchor: RefObject<HTMLElement | null>;
  gridId: string;
  /** The grid's accessible name (the box's placeholder). */
  label: string;
  columns: readonly SearchColumn[];
  state: SearchState<Row>;
  active: number;
  rowKey: (row: Row) => string;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (row: Row) => void;
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((s, i) =>
        s.match ? (
          <mark key={i} className="rounded-sm bg-yellow-200 px-0 text-inherit">
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}

/** The nearest ancestor that is the containing block of fixed elements (a transform, a filter…). */
function fixedBlock(el: HTMLElement): Box | null {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const cs = getComputedStyle(p);
    if (
      cs.transform !== 'none' ||
      cs.translate !== 'none' ||
      cs.scale !== 'none' ||
      cs.rotate !== 'none' ||
      cs.filter !== 'none' ||
      cs.perspective !== 'none' ||
      /paint|layout|strict|content/.test(cs.contain)
    )
      return p.getBoundingClientRect();
  }
  return null;
}

/** Where the pop-up goes, kept up to date while anything scrolls or the window resizes. */
function usePlacement(anchor: RefObject<HTMLElement | null>): Placement | null {
  const [place, setPlace] = useState<Placement | null>(null);
  useLayoutEffect(() => {
    const update = () => {
      const el = anchor.current;
      if (el) setPlace(placePanel(el.getBoundingClientRect(), fixedBlock(el), window.innerHeight));
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [anchor]);
  return place;
}

export function SearchResults<Row extends object>({
  anchor,
  gridId,
  label,
  columns,
  state,
  active,
  rowKey,
  optionId,
  onHover,
  onChoose,
}: SearchResultsProps<Row>) {
  const place = usePlacement(anchor);
  return (
    <div
      style={place ? { ...place, top: place.top ?? 'auto', marginTop: 0 } : undefined}
      data-placed={place ? (place.top === undefined ? 'above' : 'below') : undefined}
      className="absolute left-0 top-full z-50 mt-1 flex min-w-full max-w-[90vw] flex-col rounded border border-gray-200 bg-white shadow-lg"
    >
      <p role="status" aria-live="polite" className="border-b border-gray-100 px-3 py-1.5 text-xs text-gray-500">
        {state.loading ? SEARCHING_TEXT : foundText(state.total)}
      </p>
      <div className="max-h-[500px] min-h-0 overflow-auto">
        <SimpleTable
          id={gridId}
          role="grid"
          aria-label={label}
          aria-busy={state.loading}
          className="text-left text-xs"
          headClassName={HEAD}
          stickyHead
          head={columns.map((c) => c.header)}
        >
          {state.rows.map((row, i) => (
            <tr
              key={`${rowKey(row)}-${i}`}
              id={optionId(i)}
              aria-selected={i === active}
              onMouseEnter={() => onHover(i)}
              // Selecting on mousedown keeps the input focused and beats the outside-click check.
              onMouseDown={(e) => {
                e.preventDefault();
                onChoose(row);
              }}
              className={`cursor-pointer border-t border-gray-100 text-gray-800 ${i === active ? 'bg-brand-light' : 'hover:bg-gray-50'}`}
            >
              {columns.map((c) => {
                const cell = cellText(c, row, i);
                return (
                  <td key={c.key} className="whitespace-nowrap px-3 py-1.5">
                    {highlightable(c) ? <Highlighted text={cell} query={state.query} /> : cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </SimpleTable>
      </div>
    </div>
  );
}
