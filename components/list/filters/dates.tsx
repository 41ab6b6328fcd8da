'use client';

import { DAY_END, DAY_START, defaultRange, shortcutsFor, valueKeys } from '@/lib/filters/rules';
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

/**
 * Two calendar days with shortcuts and a clear button. Picking a day gives 00:00:00 at the start
 * and 23:59:59 at the end (§5); clearing returns to the default window or the fixed range, and
 * is not offered at all when the range may not be cleared. The max-days rule is checked by the bar
 * on 查询, so that both ends can be moved one after the other.
 */
export function DateRangeFilter({ def, values, onChange }: FilterInputProps) {
  const [startKey, endKey] = valueKeys(def);
  const start = (values[startKey] ?? '').slice(0, 10);
  const end = (values[endKey] ?? '').slice(0, 10);
  const labels = shortcutsFor(def, new Date()).map((s) => s.label);
  const pick = (label: string) => {
    const shortcut = shortcutsFor(def, new Date()).find((s) => s.label === label);
    if (shortcut) onChange({ [startKey]: shortcut.range[0], [endKey]: shortcut.range[1] });
  };
  const clear = () => {
    const [s, e] = defaultRange(def, new Date());
    onChange({ [startKey]: s, [endKey]: e });
  };
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1">
      <div className="flex min-w-0 flex-1 items-center gap-1">
        <input
          id={filterId(def)}
          name={startKey}
          type="date"
          aria-label={`${def.label}开始`}
          className={CONTROL}
          value={start}
          max={end || undefined}
          onChange={(e) => onChange({ [startKey]: e.target.value ? `${e.target.value} ${DAY_START}` : '' })}
        />
        <span className="shrink-0 text-sm text-gray-500">至</span>
        <input
          id={`${filterId(def)}-end`}
          name={endKey}
          type="date"
          aria-label={`${def.label}结束`}
          className={CONTROL}
          value={end}
          min={start || undefined}
          onChange={(e) => onChange({ [endKey]: e.target.value ? `${e.target.value} ${DAY_END}` : '' })}
        />
        {def.clearable !== false && (
          <button
            type="button"
            aria-label={`清空${def.label}`}
            title="清空"
            className="shrink-0 rounded px-1 text-gray-400 hover:text-gray-700"
            onClick={clear}
          >
            ×
          </button>
        )}
      </div>
      {labels.length > 0 && (
        <div className="flex shrink-0 items-center gap-1" role="group" aria-label={`${def.label}快捷选项`}>
          {labels.map((label) => (
            <button
              key={label}
              type="button"
              className="h-7 rounded border border-gray-300 px-2 text-xs text-gray-600 hover:border-brand hover:text-brand"
              onClick={() => pick(label)}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
