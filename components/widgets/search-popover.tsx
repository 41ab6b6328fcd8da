'use client';

// The text box with a pop-up result table shared by the organisation, member and provider
// searches (spec 01 §2 widgets 1-3, §4 "Widgets", §9): debounced from the first character, matched
// text marked, closes on clearing, selection, Escape or a click outside.
import dynamic from 'next/dynamic';
import { type KeyboardEvent, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import {
  CLOSED_STATE,
  createSearchRunner,
  moveActive,
  syncedText,
  type SearchColumn,
  type SearchPage,
  type SearchRunner,
  type SearchState,
} from '@/lib/widgets/search';
import type { SearchResultsProps } from './search-results';

// The pop-up (status line, result table, highlighting) loads with the first search, fetched ahead
// when the box gets the focus: the box alone is what a screen's filters need at first paint.
// Its own Suspense boundary: without one the first search suspended the nearest boundary above,
// which hid the whole dialog around the box, so the focus fell to the dialog's × (issue #39).
const loadResults = () => import('./search-results');
const SearchResults = dynamic(() => loadResults().then((m) => m.SearchResults)) as <Row extends object>(
  props: SearchResultsProps<Row>,
) => ReactNode;

export interface SearchPopoverProps<Row extends object> {
  id?: string;
  /** Shown text, or the code the parent echoes back after a selection (the label then stays). */
  value?: string;
  placeholder: string;
  columns: readonly SearchColumn[];
  fetchPage: (query: string, signal: AbortSignal) => Promise<SearchPage<Row>>;
  /** The code the selection emits (compared with an echoed `value`). */
  rowKey: (row: Row) => string;
  /** What the input shows after the row is selected. */
  rowLabel: (row: Row) => string;
  onSelect: (row: Row) => void;
  onClear: () => void;
  className?: string;
}

export function SearchPopover<Row extends object>(props: SearchPopoverProps<Row>) {
  const { id, value, placeholder, columns, rowKey, rowLabel, className = '' } = props;
  const autoId = useId();
  const inputId = id ?? `search-${autoId}`;
  const gridId = `${inputId}-results`;

  const [picked, setPicked] = useState<{ key: string; text: string } | null>(null);
  const [text, setText] = useState(() => value ?? '');
  const [prevValue, setPrevValue] = useState(value);
  const [state, setState] = useState<SearchState<Row>>(CLOSED_STATE);
  const [active, setActive] = useState(-1);
  if (value !== prevValue) {
    // Adjusting state while rendering: the parent's reset ('') or a new value replaces the text.
    setPrevValue(value);
    setText(syncedText(value, picked));
  }

  // The latest props for the runner and listeners, which live across renders.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const runner = useRef<SearchRunner | null>(null);
  useEffect(() => {
    const r = createSearchRunner<Row>(
      (q, signal) => latest.current.fetchPage(q, signal),
      (s) => {
        setState(s);
        setActive(-1);
      },
    );
    runner.current = r;
    return () => r.close();
  }, []);

  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!state.open) return;
    const onDown = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) runner.current?.close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [state.open]);

  function change(next: string) {
    setText(next);
    setPicked(null);
    if (runner.current?.input(next) === 'clear') latest.current.onClear();
  }

  function choose(row: Row) {
    runner.current?.close();
    const label = rowLabel(row);
    setPicked({ key: rowKey(row), text: label });
    setText(label);
    latest.current.onSelect(row);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Escape') {
      if (state.open) {
        e.preventDefault();
        runner.current?.close();
      }
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      // A closed pop-up with a usable text reopens (after Escape or a click outside).
      if (!state.open) runner.current?.input(text);
      else setActive((a) => moveActive(a, e.key === 'ArrowDown' ? 1 : -1, state.rows.length));
    } else if (e.key === 'Enter' && state.open && active >= 0 && state.rows[active]) {
      e.preventDefault();
      choose(state.rows[active]);
    }
  }

  const optionId = (i: number) => `${inputId}-row-${i}`;

  return (
    <div ref={box} className={`relative ${className}`}>
      <Input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-haspopup="grid"
        aria-expanded={state.open}
        aria-controls={state.open ? gridId : undefined}
        aria-activedescendant={state.open && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => void loadResults().catch(() => undefined)}
        className={text ? 'pr-7' : ''}
      />
      {text && (
        <button
          type="button"
          aria-label="清空"
          tabIndex={-1}
          onClick={() => change('')}
          className="absolute right-1.5 top-1/2 flex h-5 w-5 -translate-y-1/2 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-600"
        >
          ×
        </button>
      )}
      {state.open && (
        <Suspense fallback={null}>
          <SearchResults<Row>
            anchor={box}
            gridId={gridId}
            label={placeholder}
            columns={columns}
            state={state}
            active={active}
            rowKey={rowKey}
            optionId={optionId}
            onHover={setActive}
            onChoose={choose}
          />
        </Suspense>
      )}
    </div>
  );
}
