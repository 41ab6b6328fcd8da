'use client';

import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  htmlFor: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** A form row: label (with the required mark), the control, and its message underneath. */
export function FormField({ label, htmlFor, error, required, children, className = '' }: FormFieldProps) {
  return (
    <div className={`flex min-w-0 items-start gap-3 ${className}`}>
      <label htmlFor={htmlFor} className="w-28 shrink-0 pt-1.5 text-right text-sm text-gray-700">
        {required && <span className="mr-0.5 text-danger">*</span>}
        {label}
      </label>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {children}
        <p role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger" data-error-for={htmlFor}>
          {error ?? ''}
        </p>
      </div>
    </div>
  );
}
