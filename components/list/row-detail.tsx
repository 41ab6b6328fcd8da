'use client';

import { Dialog } from '@/components/ui/dialog';
import { cellText, type Dicts, type Row } from '@/lib/list/cell-text';
import type { ColumnView } from '@/lib/list/view';

// The row's own fields, for an id cell of an entity whose detail dialog is not declared yet: only
// the row's own id opens it (the row is that entity), never another entity's id.
const TITLES: Record<string, string> = { member: '会员信息', org: '机构信息', acct: '账户信息', psam: '终端信息', order: '订单信息' };

export function RowDetail({
  row,
  columns,
  dicts,
  onClose,
}: {
  row: Row;
  columns: readonly ColumnView[];
  dicts: Dicts;
  onClose: () => void;
}) {
  const own = columns.find((c) => c.rowOnly);
  const title = `${TITLES[own?.link ?? ''] ?? '详情'} ${own ? cellText(own, row, dicts) : ''}`.trim();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} width="800px">
      <dl className="grid grid-cols-3 gap-x-6 gap-y-2 text-sm">
        {columns.map((c) => (
          <div key={c.key} className="flex gap-2">
            <dt className="shrink-0 text-gray-500">{c.title}：</dt>
            <dd className="break-all text-gray-800">{cellText(c, row, dicts)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
