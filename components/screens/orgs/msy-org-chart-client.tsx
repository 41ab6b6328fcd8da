'use client';

// MSY机构统计图: the indicator box of the organisations in scope, new organisations per month and
// members per top organisation.
import { LineChart } from '@/components/widgets/chart';
import { money } from '@/lib/format/cells';
import { useUpstream } from '@/lib/swr/upstream';
import { reads } from '@/lib/answer/reads';

interface Box {
  orgCount: number;
  enabledOrgCount: number;
  memberCount: number;
  psamCount: number;
  transAmt: number;
  transCnt: number;
  newOrgsByMonth: Array<{ month: string; count: number }>;
  membersByTopOrg: Array<{ orgName: string; count: number }>;
}

const BOX = reads<Box>('POST /{p}/pos/standard/org/admin/org/org-indicator-box', {
  orgCount: true,
  enabledOrgCount: true,
  memberCount: true,
  psamCount: true,
  transAmt: true,
  transCnt: true,
  newOrgsByMonth: true,
  membersByTopOrg: true,
});

export function MsyOrgChartClient({ indicatorPath }: { indicatorPath: string }) {
  const { data: answer, error } = useUpstream<unknown>(indicatorPath, {}, { retry: true });
  const data = BOX.object(answer);
  if (error) return <p className="text-sm text-gray-500">加载失败</p>;
  if (!data) return <p className="text-sm text-gray-500">加载中...</p>;
  const cards: Array<[string, string]> = [
    ['机构总数', String(data.orgCount)],
    ['启用机构', String(data.enabledOrgCount)],
    ['会员数', String(data.memberCount)],
    ['终端数', String(data.psamCount)],
    ['交易笔数', String(data.transCnt)],
    ['交易金额(元)', money(data.transAmt)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-6 gap-3" data-testid="org-indicators">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded border border-gray-200 p-3">
            <p className="text-xs text-gray-500">{label}</p>
            <p className="mt-1 text-lg font-semibold text-gray-800">{value}</p>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-6">
        <div>
          <p className="mb-2 text-sm text-gray-700">近12个月新增机构</p>
          <LineChart
            labels={data.newOrgsByMonth.map((m) => m.month)}
            series={[{ label: '新增机构', data: data.newOrgsByMonth.map((m) => m.count) }]}
            area
            height={260}
            ariaLabel="近12个月新增机构"
          />
        </div>
        <div>
          <p className="mb-2 text-sm text-gray-700">各顶级机构会员数</p>
          <LineChart
            labels={data.membersByTopOrg.map((m) => m.orgName.slice(0, 6))}
            series={[{ label: '会员数', data: data.membersByTopOrg.map((m) => m.count) }]}
            height={260}
            ariaLabel="各顶级机构会员数"
          />
        </div>
      </div>
    </div>
  );
}
