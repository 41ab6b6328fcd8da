import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'text';
export type ButtonSize = 'sm' | 'md';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'border-brand bg-brand text-white hover:bg-brand-dark hover:border-brand-dark',
  default: 'border-gray-300 bg-white text-gray-700 hover:border-brand hover:text-brand',
  danger: 'border-danger bg-danger text-white hover:opacity-90',
  text: 'border-transparent bg-transparent text-brand hover:underline px-1',
};

const SIZE: Record<ButtonSize, string> = {
  sm: 'h-7 px-3 text-xs',
  md: 'h-8 px-4 text-sm',
};

/** A button's classes, for buttons drawn as HTML (the list body's row buttons). */
export function buttonClass(variant: ButtonVariant, size: ButtonSize, extra = ''): string {
  return `inline-flex items-center justify-center gap-1 whitespace-nowrap rounded border transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANT[variant]} ${SIZE[size]}${extra ? ` ${extra}` : ''}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
}

// No 'use client': a plain element, usable from server and client components alike.
export function Button({
  variant = 'default',
  size = 'md',
  loading = false,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {children}
    </button>
  );
}
