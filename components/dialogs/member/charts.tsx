'use client';

import type { ChartData, ChartOptions } from 'chart.js';
import dynamic from 'next/dynamic';
import { seriesColor, withAlpha } from '@/components/widgets/chart';

// The radar and pie charts of the member dialog (tabs 5 and 6): chart.js loads with the tab, on
// the client only (the canvas needs a DOM).

function Placeholder() {
  return <div className="flex h-full items-center justify-center text-sm text-gray-500">图表加载中…</div>;
}

const RadarCanvas = dynamic(
  async () => {
    const [chartjs, { Radar }] = await Promise.all([import('chart.js'), import('react-chartjs-2')]);
    const { Chart, RadarController, RadialLinearScale, PointElement, LineElement, Filler, Tooltip, Legend } = chartjs;
    Chart.register(RadarController, RadialLinearScale, PointElement, LineElement, Filler, Tooltip, Legend);
    const options: ChartOptions<'radar'> = {
      responsive: true,
      maintainAspectRatio: false,
      scales: { r: { min: 0, max: 100, ticks: { stepSize: 20 } } },
      plugins: { legend: { display: false } },
    };
    return function RadarCanvas({ data, label }: { data: ChartData<'radar'>; label: string }) {
      return <Radar data={data} options={options} aria-label={label} role="img" />;
    };
  },
  { ssr: false, loading: Placeholder },
);

const PieCanvas = dynamic(
  async () => {
    const [chartjs, { Pie }] = await Promise.all([import('chart.js'), import('react-chartjs-2')]);
    const { Chart, ArcElement, PieController, Tooltip, Legend } = chartjs;
    Chart.register(ArcElement, PieController, Tooltip, Legend);
    const options: ChartOptions<'pie'> = { responsive: true, maintainAspectRatio: false, plugins: { legend: { position: 'right' } } };
    return function PieCanvas({ data, label }: { data: ChartData<'pie'>; label: string }) {
      return <Pie data={data} options={options} aria-label={label} role="img" />;
    };
  },
  { ssr: false, loading: Placeholder },
);

export function RadarChart({
  labels,
  values,
  label,
  height = 320,
}: {
  labels: string[];
  values: number[];
  label: string;
  height?: number;
}) {
  const color = seriesColor(0);
  const data: ChartData<'radar'> = {
    labels,
    datasets: [{ label, data: values, borderColor: color, backgroundColor: withAlpha(color, 0.2), pointBackgroundColor: color }],
  };
  return (
    <div style={{ height, position: 'relative' }}>
      <RadarCanvas data={data} label={label} />
    </div>
  );
}

export function PieChart({ labels, values, label, height = 260 }: { labels: string[]; values: number[]; label: string; height?: number }) {
  const data: ChartData<'pie'> = {
    labels,
    datasets: [{ data: values, backgroundColor: values.map((_, i) => seriesColor(i)) }],
  };
  return (
    <div style={{ height, position: 'relative' }}>
      <PieCanvas data={data} label={label} />
    </div>
  );
}
