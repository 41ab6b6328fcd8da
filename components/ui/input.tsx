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
}

/** A labelled form row with its validation message underneath. */
export function Field({ label, htmlFor, error, required, children, className = '' }: FieldProps) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={htmlFor} className="text-sm text-gray-700">
        {required && <span className="mr-0.5 text-danger">*</span>}
        {label}
      </label>
      {children}
      <p role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
        {error ?? ''}
      </p>
    </div>
  );
}
