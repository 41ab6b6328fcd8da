'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import { notify } from '@/lib/client/notify';
import { chosenRange, DEFAULT_MAX_DAYS, defaultRange, shortcutsFor, valueKeys } from '@/lib/filters/rules';
import { CONTROL, filterId, singlePatch, singleValue, type FilterInputProps } from './common';

/** 'yyyy-MM-ddTHH:mm[:ss]' of datetime-local (seconds are left out when zero) → 'yyyy-MM-dd HH:mm:ss'. */
export function fromDateTimeLocal(value: string): string {
  if (!value) return '';
  const [date, time = ''] = value.split('T');
  return `${date} ${time.length === 5 ? `${time}:00` : time.slice(0, 8)}`;
}

/** 'HH:mm' (seconds left out when zero) → 'HH:mm:ss'. */
export function fullTime(value: string): string {
  return value.length === 5 ? `${value}:00` : value.slice(0, 8);
}

/** Single date (yyyy-MM-dd), date-time (yyyy-MM-dd HH:mm:ss) or time (HH:mm:ss). */
export function DateFilter({ def, values, onChange }: FilterInputProps) {
  const value = singleValue(def, values);
  const common = { id: filterId(def), name: def.name, className: CONTROL, 'aria-label': def.label };
  if (def.type === 'datetime') {
    return (
      <input
        {...common}
        type="datetime-local"
        step={1}
        value={value.replace(' ', 'T')}
        onChange={(e) => onChange(singlePatch(def, fromDateTimeLocal(e.target.value)))}
      />
    );
  }
  if (def.type === 'time') {
    return <input {...common} type="time" step={1} value={value} onChange={(e) => onChange(singlePatch(def, fullTime(e.target.value)))} />;
  }
  return <input {...common} type="date" value={value} onChange={(e) => onChange(singlePatch(def, e.target.value))} />;
}

// The calendar loads with the first click: list screens carry the trigger, not the calendar.
const RangePanel = dynamic(() => import('./date-range-panel').then((m) => m.RangePanel), { ssr: false });

/**
 * One field showing the whole range (days and times of day); a click opens the calendar with the
 * shortcuts inside. Picking a day gives 00:00:00 at the start and 23:59:59 at the end (§5) unless a
 * time is typed; clearing returns to the default window or the fixed range, and is not offered at
 * all when the range may not be cleared. Days past the max-days rule are greyed out once the first
 * day is picked; the rule is checked as the range is chosen (01-#4), and again on 查询.
 */
export function DateRangeFilter({ def, values, onChange }: FilterInputProps) {
  const [startKey, endKey] = valueKeys(def);
  const start = values[startKey] ?? '';
  const end = values[endKey] ?? '';
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  const clear = () => {
    const [s, e] = defaultRange(def, new Date());
    onChange({ [startKey]: s, [endKey]: e });
  };
  const clearable = def.clearable !== false;
  return (
    <div className="relative flex min-w-0 flex-1 items-center">
      <button
        ref={trigger}
        id={filterId(def)}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`${CONTROL} flex items-center gap-2 pr-6 text-left`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={`truncate ${start || end ? 'text-gray-800' : 'text-gray-500'}`} data-range-text>
          {start || end ? `${start || '开始'} ~ ${end || '结束'}` : '开始日期 ~ 结束日期'}
        </span>
      </button>
      {clearable && (start || end) && (
        <button
          type="button"
          aria-label={`清空${def.label}`}
          title="清空"
          className="absolute right-2 text-gray-500 hover:text-gray-700"
          onClick={clear}
        >
          ×
        </button>
      )}
      {open && (
        <RangePanel
          label={def.label}
          start={start}
          end={end}
          shortcuts={shortcutsFor(def, new Date())}
          clearable={clearable}
          maxDays={def.maxDays ?? DEFAULT_MAX_DAYS}
          onApply={(s, e) => {
            // 01-#4: a range past the day limit is refused as it is chosen (warned, back to its default).
            const chosen = chosenRange(def, s, e, new Date());
            if (chosen.warning) notify({ type: 'warning', message: chosen.warning });
            onChange(chosen.values);
            close();
          }}
          onClear={() => {
            clear();
            close();
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
