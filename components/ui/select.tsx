import type { Ref, SelectHTMLAttributes } from 'react';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly { value: string; label: string }[];
  /** The empty choice's text (请选择 …); none when a value is required from the start. */
  placeholder?: string;
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select styled like the inputs: keyboard, screen readers and mobile pickers for free. */
export function Select({ options, placeholder, invalid = false, className = '', ref, ...rest }: SelectProps) {
  return (
    <select
      ref={ref}
      aria-invalid={invalid || undefined}
      className={`h-8 w-full rounded border bg-white px-2 text-sm text-gray-800 outline-none focus:border-brand disabled:bg-gray-100 ${invalid ? 'border-danger' : 'border-gray-300 hover:border-gray-400'} ${className}`}
      {...rest}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
