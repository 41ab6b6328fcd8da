'use client';

import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { addDays, subDays, subMonths } from 'date-fns';
import { DayPicker, type DateRange, type Matcher } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { Button } from '@/components/ui/button';
import { DAY_END, DAY_START, isDate, isTime, type Shortcut } from '@/lib/filters/rules';
import { parseDay, ymd } from '@/lib/format/date';

export interface RangePanelProps {
  label: string;
  /** 'yyyy-MM-dd HH:mm:ss' ends ('' when open). */
  start: string;
  end: string;
  shortcuts: Shortcut[];
  clearable: boolean;
  /** The longest range allowed (end day − start day < maxDays); -1: unlimited (spec 01 §5). */
  maxDays: number;
  onApply: (start: string, end: string) => void;
  onClear: () => void;
  onClose: () => void;
}

const date = (v: string) => v.slice(0, 10);

/** The console's blue and a compact grid (DayPicker's own sizes are for touch screens). */
const CALENDAR_STYLE = {
  '--rdp-accent-color': 'var(--color-brand)',
  '--rdp-accent-background-color': '#e8f0fe',
  '--rdp-day-height': '30px',
  '--rdp-day-width': '34px',
  '--rdp-day_button-height': '28px',
  '--rdp-day_button-width': '28px',
  fontSize: '13px',
} as CSSProperties;
const time = (v: string, fallback: string) => (v.length >= 19 ? v.slice(11, 19) : fallback);

/**
 * Once the first day is picked (and the second not yet), the days that would make the range reach
 * the limit are greyed out and cannot be clicked, as Ant Design's RangePicker does with
 * disabledDate: the 90-day rule is seen while picking, not only at 查询.
 */
export function pastLimit(from: Date | undefined, to: Date | undefined, maxDays: number): Matcher[] | undefined {
  if (!from || to || maxDays < 1) return undefined;
  return [{ after: addDays(from, maxDays - 1) }, { before: subDays(from, maxDays - 1) }];
}

/**
 * The calendar of a date-range filter (Ant Design / Element style): two months in Chinese whatever
 * the browser's language, the shortcuts beside them, each end's day and time of day typed or
 * picked, 确定 to apply. Esc or a click outside closes it without a change.
 */
export function RangePanel({ label, start, end, shortcuts, clearable, maxDays, onApply, onClear, onClose }: RangePanelProps) {
  const [from, setFrom] = useState(date(start));
  const [to, setTo] = useState(date(end));
  const [fromTime, setFromTime] = useState(time(start, DAY_START));
  const [toTime, setToTime] = useState(time(end, DAY_END));
  const root = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLInputElement>(null);
  // The calendar is a dialog: focus moves into it when it opens.
  useEffect(() => first.current?.focus(), []);

  useEffect(() => {
    const away = (e: PointerEvent) => !root.current?.contains(e.target as Node) && onClose();
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onClose]);

  const selected: DateRange | undefined = isDate(from)
    ? { from: parseDay(from) ?? undefined, to: isDate(to) ? (parseDay(to) ?? undefined) : undefined }
    : undefined;
  const pick = (range: DateRange | undefined) => {
    setFrom(range?.from ? ymd(range.from) : '');
    setTo(range?.to ? ymd(range.to) : '');
  };
  const ready = isDate(from) && isDate(to) && isTime(fromTime) && isTime(toTime);
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      ref={root}
      role="dialog"
      aria-label={`${label}选择`}
      onKeyDown={keys}
      className="absolute left-0 top-full z-40 mt-1 flex w-max rounded-md border border-gray-200 bg-white text-sm shadow-xl"
    >
      {shortcuts.length > 0 && (
        <ul className="w-24 shrink-0 border-r border-gray-100 py-2" aria-label={`${label}快捷选项`}>
          {shortcuts.map((s) => (
            <li key={s.label}>
              <button
                type="button"
                className="w-full px-3 py-1.5 text-left text-gray-700 hover:bg-brand-light hover:text-brand"
                onClick={() => onApply(s.range[0], s.range[1])}
              >
                {s.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="p-3">
        <DayPicker
          mode="range"
          locale={zhCN}
          numberOfMonths={2}
          selected={selected}
          onSelect={pick}
          // A click on a whole range starts a new one (its first day), as Ant Design's picker does.
          resetOnSelect
          disabled={pastLimit(selected?.from, selected?.to, maxDays)}
          defaultMonth={subMonths(selected?.from ?? new Date(), 1)}
          classNames={{ months: 'relative flex flex-nowrap gap-6' }}
          style={CALENDAR_STYLE}
        />
        <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-gray-100 pt-2">
          <label className="flex items-center gap-1 text-gray-600">
            开始
            <input
              aria-label={`${label}开始日期`}
              className="h-7 w-28 rounded border border-gray-300 px-2"
              placeholder="yyyy-MM-dd"
              value={from}
              onChange={(e) => setFrom(e.target.value.trim())}
              ref={first}
            />
            <input
              aria-label={`${label}开始时间`}
              className="h-7 w-20 rounded border border-gray-300 px-2"
              placeholder="HH:mm:ss"
              value={fromTime}
              onChange={(e) => setFromTime(e.target.value.trim())}
            />
          </label>
          <label className="flex items-center gap-1 text-gray-600">
            结束
            <input
              aria-label={`${label}结束日期`}
              className="h-7 w-28 rounded border border-gray-300 px-2"
              placeholder="yyyy-MM-dd"
              value={to}
              onChange={(e) => setTo(e.target.value.trim())}
            />
            <input
              aria-label={`${label}结束时间`}
              className="h-7 w-20 rounded border border-gray-300 px-2"
              placeholder="HH:mm:ss"
              value={toTime}
              onChange={(e) => setToTime(e.target.value.trim())}
            />
          </label>
          <span className="ml-auto flex gap-2">
            {clearable && (
              <Button size="sm" onClick={onClear}>
                清空
              </Button>
            )}
            <Button size="sm" variant="primary" disabled={!ready} onClick={() => onApply(`${from} ${fromTime}`, `${to} ${toTime}`)}>
              确定
            </Button>
          </span>
        </div>
      </div>
    </div>
  );
}
