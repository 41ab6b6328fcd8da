'use client';

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
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
