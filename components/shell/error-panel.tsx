import type { ReactNode } from 'react';

/** The look of the way home on an error page. */
export const HOME_LINK_CLASS = 'mt-2 rounded border border-brand px-4 py-1.5 text-sm text-brand hover:bg-brand hover:text-white';

/**
 * The shared look of /403, /404, the not-found page and the error boundary, without links: the
 * boundary (a client component) then does not pull next/link into its own chunk.
 */
export function ErrorPanel({
  code,
  heading,
  text,
  label,
  children,
}: {
  code: string;
  heading: string;
  text: string;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-center">
      {label && <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-500">{label}</span>}
      <div aria-hidden className="text-6xl font-bold text-gray-300">
        {code}
      </div>
      <h1 className="text-xl font-semibold text-gray-800">{heading}</h1>
      <p className="text-sm text-gray-500">{text}</p>
      {children}
    </section>
  );
}
