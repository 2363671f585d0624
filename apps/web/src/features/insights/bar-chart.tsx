import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// Only the parts a bar chart needs: Chart.js leaves the rest out of the dashboard's chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface BarSeries {
  label: string;
  values: readonly number[];
  color: string;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function configOf(
  labels: readonly string[],
  series: readonly BarSeries[],
  stacked: boolean,
  lang: string,
): ChartConfiguration<'bar'> {
  const font = { family: "'Inter Variable', Inter, system-ui, sans-serif", size: 12 };
  return {
    type: 'bar',
    data: {
      labels: [...labels],
      datasets: series.map((entry) => ({
        label: entry.label,
        data: [...entry.values],
        backgroundColor: entry.color,
        borderRadius: 3,
        maxBarThickness: 28,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      locale: lang,
      animation: reducedMotion() ? false : { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          stacked,
          grid: { display: false },
          ticks: { color: '#67637c', font, maxRotation: 0, autoSkip: true, autoSkipPadding: 12 },
        },
        y: {
          stacked,
          beginAtZero: true,
          border: { display: false },
          grid: { color: '#eeebf2' },
          ticks: { color: '#67637c', font, precision: 0, maxTicksLimit: 6 },
        },
      },
      plugins: {
        legend: {
          position: 'bottom',
          labels: { color: '#4a4760', font, usePointStyle: true, pointStyle: 'rectRounded', boxWidth: 10 },
        },
        tooltip: { backgroundColor: '#1d1b2b', titleFont: font, bodyFont: font, padding: 10 },
      },
    },
  };
}

/**
 * A bar chart drawn by Chart.js on a canvas, which says what it shows in `description` (its text alternative);
 * the figures themselves are in the table the card offers beside it.
 */
export default function BarChart({
  labels,
  series,
  stacked = false,
  description,
  lang,
}: {
  labels: readonly string[];
  series: readonly BarSeries[];
  stacked?: boolean;
  description: string;
  lang: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'> | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    chart.current = new Chart(element, configOf(labels, series, stacked, lang));
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
    // Created once; new figures update it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    const next = configOf(labels, series, stacked, lang);
    current.data = next.data;
    current.options = next.options!;
    current.update();
  }, [labels, series, stacked, lang]);

  return (
    <div className="bar-chart">
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
