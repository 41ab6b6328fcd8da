'use client';
import { Dialog } from '@/components/ui/dialog';
import { LineChart } from '@/components/widgets/chart';
import type { Row } from '@/lib/list/cell-text';
import { type Indicator, SERIES, widenIndicatorRows } from '@/lib/widgets/indicators';
import { StatusNote } from '@/components/ui/status-note';
import { useUpstream } from '@/lib/swr/upstream';

/** Per-row 指标历史: the member's chosen indicators over the 30 days before the row's date. */
export function History({ row, chosen, path, onClose }: { row: Row; chosen: Indicator[]; path: string; onClose: () => void }) {
  const end = String(row.INDICATORDATE).slice(0, 10);
  const start = new Date(Date.parse(`${end}T00:00:00`) - 29 * 86_400_000);
  const startDate = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
  const body = {
    pageSize: 99,
    pageNum: 1,
    memberId: row.MEMBERID,
    startDate: `${startDate} 00:00:00`,
    endDate: `${end} 23:59:59`,
    indicatorCodes: chosen.map((c) => c.indicatorCode).join(','),
  };
  const { data } = useUpstream<unknown>(path, body, { quiet: true, retry: true });
  // Spec 02 §3: one row per day and indicator code with its VALUE.
  const rows = widenIndicatorRows(SERIES.rows(data), ['INDICATORDATE']) as Row[];
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`指标历史 ${String(row.MEMBERID)}`} width="900px">
      {data === undefined ? (
        <StatusNote>加载中...</StatusNote>
      ) : (
        <div data-indicator-history>
          <LineChart
            labels={rows.map((r) => String(r.INDICATORDATE).slice(5))}
            series={chosen.map((c) => ({ label: c.indicatorName, data: rows.map((r) => Number(r[c.indicatorCode] ?? 0)) }))}
            height={320}
            ariaLabel="指标历史"
          />
        </div>
      )}
    </Dialog>
  );
}
