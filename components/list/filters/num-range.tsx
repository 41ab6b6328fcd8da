'use client';

import { Input } from '@/components/ui/input';
import { cleanText, maxLengthOf, stripText, valueKeys } from '@/lib/filters/rules';
import { filterId, type FilterInputProps, useDropNotice } from './common';
import { DropNotice } from './texts';

/** A numeric (or terminal-id) from/to pair: each end cleaned like a text filter. */
export function NumRangeFilter({ def, values, onChange }: FilterInputProps) {
  const [fromKey, toKey] = valueKeys(def);
  const [notice, typed] = useDropNotice(def);
  const end = (key: string, id: string, placeholder: string) => {
    const value = values[key] ?? '';
    return (
      <Input
        id={id}
        name={key}
        value={value}
        placeholder={placeholder}
        maxLength={maxLengthOf(def)}
        autoComplete="off"
        inputMode={def.pattern === 'amount' ? 'decimal' : def.pattern === 'digits' ? 'numeric' : undefined}
        aria-describedby={notice ? `${filterId(def)}-notice` : undefined}
        onChange={(e) => {
          typed(e.target.value);
          onChange({ [key]: stripText(e.target.value, def) });
        }}
        onBlur={() => {
          const clean = cleanText(value, def);
          if (clean !== value) onChange({ [key]: clean });
        }}
      />
    );
  };
  return (
    <div className="relative flex min-w-0 flex-1 items-center gap-1">
      {end(fromKey, filterId(def), '起始')}
      <span className="shrink-0 text-sm text-gray-500">至</span>
      {end(toKey, `${filterId(def)}-end`, '结束')}
      <DropNotice notice={notice} id={`${filterId(def)}-notice`} />
    </div>
  );
}
