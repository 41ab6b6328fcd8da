// A plain table of a dialog or form (a template's parameters, their change log, a picker's rows):
// a header row of titles and the caller's rows, in one look. A list screen's table, with column
// settings, links and row actions, is components/list/data-table.tsx.
import type { ReactNode, TableHTMLAttributes } from 'react';

const TH = 'border-b border-gray-200 bg-gray-50 px-2 py-1.5 text-left text-xs font-medium text-gray-600';
/** A body cell's look; add to it (`${TD} text-gray-500`) for a quieter cell. */
export const TD = 'border-b border-gray-100 px-2 py-1.5 text-sm';

/** A header cell: its title, and a width or other class when it needs one. */
export type HeadCell = string | { title: string; className: string };

export function SimpleTable({
  head,
  children,
  className,
  ...rest
}: { head: readonly HeadCell[]; children: ReactNode } & TableHTMLAttributes<HTMLTableElement>) {
  return (
    <table className={`w-full border-collapse ${className ?? ''}`} {...rest}>
      <thead>
        <tr>
          {head.map((h) =>
            typeof h === 'string' ? (
              <th key={h} className={TH}>
                {h}
              </th>
            ) : (
              <th key={h.title} className={`${TH} ${h.className}`}>
                {h.title}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
