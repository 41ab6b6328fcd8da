'use client';

import { type Control, type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field, Input, type InputProps } from './input';

export interface TextFieldProps<T extends FieldValues> extends Omit<InputProps, 'form' | 'name'> {
  /** The react-hook-form instance the field belongs to. */
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  id: string;
  required?: boolean;
  /** Label beside the input instead of above it. */
  inline?: boolean;
  /** A message from outside the schema (a captcha the server refused). */
  error?: string;
}

/** Label, input and message bound to a react-hook-form field: registered, marked invalid, explained. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  id,
  required = true,
  inline,
  error,
  className,
  ...input
}: TextFieldProps<T>) {
  const message = (form.formState.errors[name]?.message as string | undefined) ?? error;
  return (
    <Field label={label} htmlFor={id} error={message} required={required} inline={inline} className={className}>
      <Input id={id} invalid={!!message} {...input} {...form.register(name)} />
    </Field>
  );
}

/**
 * The typed length against the field's maximum (Ant Design's showCount): text pasted past the
 * maximum is cut by the input, and the counter at 50/50 shows it was.
 */
export function LengthCount<T extends FieldValues>({ control, name, max }: { control: Control<T>; name: Path<T>; max: number }) {
  const length = String(useWatch({ control, name }) ?? '').length;
  return (
    <span data-count-for={name} className={`shrink-0 text-xs leading-4 ${length >= max ? 'text-warn' : 'text-gray-400'}`}>
      {length}/{max}
    </span>
  );
}
