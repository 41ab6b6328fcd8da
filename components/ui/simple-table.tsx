// A plain table of a dialog, a form or a widget (a template's parameters, their change log, a
// picker's rows, the fee rule editor, the search pop-up, the dashboard's figures): a header row of
// titles and the caller's rows, in one look. A list screen's table, with column settings, links
// and row actions, is components/list/data-table.tsx.
import type { ReactNode, TableHTMLAttributes } from 'react';

const TH = 'border-b border-gray-200 bg-gray-50 px-2 py-1.5 text-left text-xs font-medium text-gray-600';
/** A body cell's look; add to it (`${TD} text-gray-500`) for a quieter cell. */
export const TD = 'border-b border-gray-100 px-2 py-1.5 text-sm';

/**
 * A header cell: its title, and a width or other class when it needs one; `hidden` keeps the
 * title for screen readers only (a column of radios).
 */
export type HeadCell = string | { title: string; className?: string; hidden?: boolean; required?: boolean };

export function SimpleTable({
  head,
  headClassName = TH,
  stickyHead,
  children,
  className,
  ...rest
}: {
  head: readonly HeadCell[];
  /** Replaces the header cells' look, for a table that keeps its own (a denser or wider one). */
  headClassName?: string;
  /** The header row stays in view while the box around the table scrolls its rows. */
  stickyHead?: boolean;
  children: ReactNode;
} & TableHTMLAttributes<HTMLTableElement>) {
  return (
    <table className={`w-full border-collapse ${className ?? ''}`} {...rest}>
      <thead className={stickyHead ? 'sticky top-0' : undefined}>
        <tr>
          {head.map((h) => {
            const cell = typeof h === 'string' ? { title: h } : h;
            return (
              <th key={cell.title} scope="col" className={cell.className ? `${headClassName} ${cell.className}` : headClassName}>
                {cell.required && <span className="mr-0.5 text-danger">*</span>}
                {cell.hidden ? <span className="sr-only">{cell.title}</span> : cell.title}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
