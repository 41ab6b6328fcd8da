import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

// React 19 passes `ref` as a prop, so react-hook-form's register() works without forwardRef.
export function Input({ invalid = false, className = '', ref, ...rest }: InputProps) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={`h-8 w-full rounded border bg-white px-3 text-sm text-gray-800 outline-none transition-colors placeholder:text-gray-400 focus:border-brand disabled:bg-gray-100 ${invalid ? 'border-danger' : 'border-gray-300 hover:border-gray-400'} ${className}`}
      {...rest}
    />
  );
}

export interface FieldProps {
  label: string;
  htmlFor: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
  /** Label beside the control (the forms of dialogs) instead of above it. */
  inline?: boolean;
  /** Shown at the end of the message line: the typed length against a maximum (LengthCount). */
  counter?: ReactNode;
}

/** A labelled form row with its validation message underneath. */
export function Field({ label, htmlFor, error, required, children, className = '', inline = false, counter }: FieldProps) {
  const text = (
    <p role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger" data-error-for={htmlFor}>
      {error ?? ''}
    </p>
  );
  const message = counter ? (
    <div className="flex justify-between gap-2">
      {text}
      {counter}
    </div>
  ) : (
    text
  );
  return (
    <div className={`flex ${inline ? 'min-w-0 items-start gap-3' : 'flex-col gap-1'} ${className}`}>
      <label htmlFor={htmlFor} className={`text-sm text-gray-700 ${inline ? 'w-28 shrink-0 pt-1.5 text-right' : ''}`}>
        {required && <span className="mr-0.5 text-danger">*</span>}
        {label}
      </label>
      {inline ? (
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {children}
          {message}
        </div>
      ) : (
        <>
          {children}
          {message}
        </>
      )}
    </div>
  );
}
