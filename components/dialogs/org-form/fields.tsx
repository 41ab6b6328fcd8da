'use client';

// The organisation form's inputs: react-hook-form fields with their message underneath, drawn as
// disabled text in see mode (and where a value is fixed once created).
import type { ReactNode } from 'react';
import { type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { OrgValues } from './model';

type Form = UseFormReturn<OrgValues>;

/** The DOM id of a form field (`orgInf.orgName` → `org-orgInf-orgName`). */
export const fieldId = (name: string) => `org-${name.replace(/\./g, '-')}`;

export function useError(form: Form, name: string): string | undefined {
  const state = useFormState({ control: form.control, name: name as never });
  return (form.getFieldState(name as never, state).error as { message?: string } | undefined)?.message;
}

interface TextProps {
  form: Form;
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  /** Drawn as disabled text (see mode, or fixed once created). */
  locked?: boolean;
  /** The text shown when locked, if not the value itself (a masked one). */
  shownValue?: string;
  type?: 'text' | 'password';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal';
  onBlur?: () => void;
  className?: string;
}

export function TextField({
  form,
  name,
  label,
  required,
  maxLength,
  locked,
  shownValue,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  onBlur,
  className,
}: TextProps) {
  const id = fieldId(name);
  const error = useError(form, name);
  const value = useWatch({ control: form.control, name: name as never }) as unknown as string;
  return (
    <Field inline label={label} htmlFor={id} error={error} required={required && !locked} className={className}>
      {locked ? (
        <Input id={id} value={shownValue ?? value ?? ''} disabled readOnly />
      ) : (
        <Input
          id={id}
          type={type}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete ?? (type === 'password' ? 'new-password' : 'off')}
          inputMode={inputMode}
          invalid={!!error}
          {...form.register(name as never, { onBlur, onChange: () => error && form.clearErrors(name as never) })}
        />
      )}
    </Field>
  );
}

export function SelectField({
  form,
  name,
  label,
  options,
  required,
  locked,
  onChange,
}: {
  form: Form;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  locked?: boolean;
  onChange?: (value: string) => void;
}) {
  const id = fieldId(name);
  const error = useError(form, name);
  return (
    <Field inline label={label} htmlFor={id} error={error} required={required && !locked}>
      <Select
        id={id}
        options={options}
        placeholder={`请选择${label}`}
        disabled={locked}
        invalid={!!error}
        {...form.register(name as never, {
          onChange: (e) => {
            if (error) form.clearErrors(name as never);
            onChange?.(e.target.value);
          },
        })}
      />
    </Field>
  );
}

/** Radio choices (settlement and subject type). */
export function RadioField({
  form,
  name,
  label,
  options,
  locked,
  onChange,
}: {
  form: Form;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  locked?: boolean;
  onChange?: (value: string) => void;
}) {
  const id = fieldId(name);
  const error = useError(form, name);
  const value = useWatch({ control: form.control, name: name as never }) as unknown as string;
  return (
    <Field inline label={label} htmlFor={id} error={error} required={!locked}>
      <div id={id} role="radiogroup" aria-label={label} className="flex h-8 items-center gap-4">
        {options.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-1 text-sm text-gray-700">
            <input
              type="radio"
              name={id}
              value={o.value}
              checked={value === o.value}
              disabled={locked}
              onChange={() => {
                form.setValue(name as never, o.value as never, { shouldDirty: true });
                form.clearErrors(name as never);
                onChange?.(o.value);
              }}
            />
            {o.label}
          </label>
        ))}
      </div>
    </Field>
  );
}

/** A grid of fields (two columns). */
export function Grid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-x-6 gap-y-1 py-2">{children}</div>;
}
