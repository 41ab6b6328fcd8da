'use client';

import { Dialog } from '@/components/ui/dialog';
import { cellText, type Dicts, type Row } from '@/lib/list/cell-text';
import type { ColumnView } from '@/lib/list/view';
import type { IdLink } from '@/lib/screens';

// What an id cell opens until the bespoke detail dialogs land: the row's own fields under the
// entity's title, at the spec's dialog width (member 1200px, organisation 1300px).
const TITLES: Record<IdLink, string> = { member: '会员信息', org: '机构信息', acct: '账户信息', psam: '终端信息', order: '订单信息' };
const WIDTHS: Partial<Record<IdLink, string>> = { member: '1200px', org: '1300px' };

export interface OpenId {
  link: IdLink;
  column: ColumnView;
  row: Row;
}

export function IdDetail({
  open,
  columns,
  dicts,
  onClose,
}: {
  open: OpenId | null;
  columns: readonly ColumnView[];
  dicts: Dicts;
  onClose: () => void;
}) {
  if (!open) return null;
  const id = cellText(open.column, open.row, dicts);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`${TITLES[open.link]} ${id}`} width={WIDTHS[open.link] ?? '800px'}>
      <dl className="grid grid-cols-3 gap-x-6 gap-y-2 text-sm">
        {columns.map((c) => (
          <div key={c.key} className="flex gap-2">
            <dt className="shrink-0 text-gray-500">{c.title}：</dt>
            <dd className="break-all text-gray-800">{cellText(c, open.row, dicts)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
