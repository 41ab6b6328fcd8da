'use client';

import dynamic from 'next/dynamic';
import type { ChartData, ChartOptions, ScriptableContext } from 'chart.js';

export interface LineSeries {
  label: string;
  data: Array<number | null>;
}

export interface LineChartProps {
  labels: string[];
  series: LineSeries[];
  /** Fill under the lines (an area chart). */
  area?: boolean;
  /** Top and bottom colours of the area fill (spec 01 §2 item 9). */
  gradient?: [from: string, to: string];
  /** CSS height of the chart box; the width follows the container. */
  height?: number | string;
  /** Accessible description of the chart's content. */
  ariaLabel?: string;
}

const PALETTE = ['#1f6feb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#4b5563'];

export function seriesColor(index: number): string {
  return PALETTE[((index % PALETTE.length) + PALETTE.length) % PALETTE.length]!;
}

/** `#rrggbb` with an alpha, for a plain (gradient-less) area fill. */
export function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = parseInt(m[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

function gradientFill(from: string, to: string) {
  return (ctx: ScriptableContext<'line'>) => {
    const { ctx: canvas, chartArea } = ctx.chart;
    // The area is unknown on the first layout pass; the next draw gets the gradient.
    if (!chartArea) return from;
    const g = canvas.createLinearGradient(0, chartArea.top, 0, chartArea.bottom);
    g.addColorStop(0, from);
    g.addColorStop(1, to);
    return g;
  };
}

export function lineChartData({ labels, series, area = false, gradient }: LineChartProps): ChartData<'line'> {
  return {
    labels,
    datasets: series.map((s, i) => {
      const color = i === 0 && gradient ? gradient[0] : seriesColor(i);
      return {
        label: s.label,
        data: s.data,
        borderColor: color,
        pointBackgroundColor: color,
        pointRadius: 2,
        borderWidth: 2,
        tension: 0.3,
        fill: area ? 'origin' : false,
        backgroundColor: area ? (gradient ? gradientFill(gradient[0], gradient[1]) : withAlpha(color, 0.15)) : color,
      };
    }),
  };
}

const OPTIONS: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  interaction: { mode: 'index', intersect: false },
  plugins: { legend: { position: 'top', align: 'end' }, tooltip: { enabled: true } },
  scales: { y: { beginAtZero: true } },
};

function Placeholder() {
  return <div className="flex h-full items-center justify-center text-sm text-gray-500">图表加载中…</div>;
}

// chart.js stays out of the first-load bundle of list screens: it loads when a chart first renders,
// and only on the client (the canvas needs a DOM).
const LineCanvas = dynamic(
  async () => {
    const [chartjs, { Line }] = await Promise.all([import('chart.js'), import('react-chartjs-2')]);
    const { Chart, LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler, Tooltip, Legend } = chartjs;
    Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler, Tooltip, Legend);
    return function LineCanvas({ data, label }: { data: ChartData<'line'>; label?: string }) {
      return <Line data={data} options={OPTIONS} aria-label={label} role="img" />;
    };
  },
  { ssr: false, loading: Placeholder },
);

/** Spec 01 §2 item 9: a line chart, or an area chart with an optional gradient. */
export function LineChart(props: LineChartProps) {
  const { height = 300, ariaLabel } = props;
  return (
    <div style={{ height, position: 'relative' }}>
      <LineCanvas data={lineChartData(props)} label={ariaLabel} />
    </div>
  );
}

export interface BarChartProps {
  labels: string[];
  series: LineSeries[];
  height?: number | string;
  ariaLabel?: string;
  /** Bars laid horizontally (long category names such as organisations). */
  horizontal?: boolean;
}

export function barChartData({ labels, series }: BarChartProps): ChartData<'bar'> {
  return {
    labels,
    datasets: series.map((s, i) => ({
      label: s.label,
      data: s.data,
      backgroundColor: withAlpha(seriesColor(i), 0.75),
      borderColor: seriesColor(i),
      borderWidth: 1,
    })),
  };
}

const BarCanvas = dynamic(
  async () => {
    const [chartjs, { Bar }] = await Promise.all([import('chart.js'), import('react-chartjs-2')]);
    const { Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend } = chartjs;
    Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
    return function BarCanvas({ data, label, horizontal }: { data: ChartData<'bar'>; label?: string; horizontal?: boolean }) {
      const options: ChartOptions<'bar'> = {
        responsive: true,
        maintainAspectRatio: false,
        indexAxis: horizontal ? 'y' : 'x',
        plugins: { legend: { position: 'top', align: 'end' }, tooltip: { enabled: true } },
        scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true } },
      };
      return <Bar data={data} options={options} aria-label={label} role="img" />;
    };
  },
  { ssr: false, loading: Placeholder },
);

/** A bar chart (figures by category, e.g. by organisation). */
export function BarChart(props: BarChartProps) {
  const { height = 300, ariaLabel, horizontal } = props;
  return (
    <div style={{ height, position: 'relative' }}>
      <BarCanvas data={barChartData(props)} label={ariaLabel} horizontal={horizontal} />
    </div>
  );
}
