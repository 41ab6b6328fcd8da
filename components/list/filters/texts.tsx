'use client';

import { Input } from '@/components/ui/input';
import { cleanText, maxLengthOf, stripText } from '@/lib/filters/rules';
import { CONTROL, filterId, type FilterInputProps, singlePatch, singleValue, useDropNotice } from './common';

/** Says which typed characters the filter dropped, under the input, without moving the layout. */
export function DropNotice({ notice, id }: { notice: string | null; id: string }) {
  return notice ? (
    <p id={id} role="status" className="absolute left-0 top-full z-10 mt-0.5 whitespace-nowrap text-xs text-warn">
      {notice}
    </p>
  ) : null;
}

/**
 * Text, digits, card and multi-id filters. Disallowed characters go as the operator types; the
 * trim waits for blur (and the bar cleans again on 查询) so inner spaces can still be typed.
 */
export function TextFilter({ def, values, onChange }: FilterInputProps) {
  const value = singleValue(def, values);
  const [notice, typed] = useDropNotice(def);
  return (
    <div className="relative min-w-0 flex-1">
      <Input
        id={filterId(def)}
        name={def.name}
        value={value}
        placeholder={def.placeholder}
        maxLength={maxLengthOf(def)}
        inputMode={def.type === 'digits' || def.pattern === 'digits' ? 'numeric' : undefined}
        autoComplete="off"
        aria-describedby={notice ? `${filterId(def)}-notice` : undefined}
        onChange={(e) => {
          typed(e.target.value);
          onChange(singlePatch(def, stripText(e.target.value, def)));
        }}
        onBlur={() => {
          const clean = cleanText(value, def);
          if (clean !== value) onChange(singlePatch(def, clean));
        }}
      />
      <DropNotice notice={notice} id={`${filterId(def)}-notice`} />
    </div>
  );
}

const MIN_ROWS = 2;
const MAX_ROWS = 5;

/** §5: SQL inputs are textareas of 2 to 5 rows, growing with their lines. */
export function SqlFilter({ def, values, onChange }: FilterInputProps) {
  const value = singleValue(def, values);
  const rows = Math.min(MAX_ROWS, Math.max(MIN_ROWS, value.split('\n').length));
  return (
    <textarea
      id={filterId(def)}
      name={def.name}
      value={value}
      rows={rows}
      placeholder={def.placeholder}
      maxLength={maxLengthOf(def)}
      spellCheck={false}
      className={`${CONTROL} h-auto py-1 font-mono`}
      onChange={(e) => onChange(singlePatch(def, stripText(e.target.value, def)))}
      onBlur={() => {
        const clean = cleanText(value, def);
        if (clean !== value) onChange(singlePatch(def, clean));
      }}
    />
  );
}
