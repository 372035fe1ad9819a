// A count per hour (or day) as bars, drawn by uPlot (issue 13: ~50 kB minified, canvas, made for
// time series and fast redraws). Only the console's dashboard chunk imports it. The chart fills
// its box's width and is redrawn with new counts in place; screen readers get a summary.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Series } from '../api/dashboard.ts';
import { dateLocale } from '#i18n/runtime';
import styles from './dashboard.module.css';

type TimeChartProps = { series: Series; label: string; height?: number };

const toData = (series: Series): uPlot.AlignedData => {
  const start = series.start.getTime() / 1000;
  const step = series.bucketMinutes * 60;
  return [series.counts.map((_, i) => start + i * step), series.counts];
};

/** "27 Nov" under each day's bar, in the active language. */
const dayLabels = (_u: uPlot, splits: number[]) => {
  const format = new Intl.DateTimeFormat(dateLocale(), { day: 'numeric', month: 'short' });
  return splits.map((s) => format.format(new Date(s * 1000)));
};

function options(box: HTMLElement, series: Series, label: string, height: number): uPlot.Options {
  const css = getComputedStyle(box);
  const color = (name: string) => css.getPropertyValue(name).trim();
  const axis: uPlot.Axis = {
    stroke: color('--color-muted'),
    grid: { stroke: color('--color-divider'), width: 1 },
    ticks: { show: false },
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS font, not words
    font: `12px ${color('--font-text')}`,
  };
  const isDaily = series.bucketMinutes >= 24 * 60;
  const first = series.start.getTime() / 1000;
  const step = series.bucketMinutes * 60;
  return {
    width: box.clientWidth,
    height,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      // Up to the end of the last bucket: each bar starts at its bucket's start (align 1).
      x: { time: true, range: () => [first, first + series.counts.length * step] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      // By day: one label per bucket (uPlot would also mark the noons).
      isDaily ? { ...axis, values: dayLabels, splits: (u) => Array.from(u.data[0]) } : axis,
      { ...axis, size: 40, values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) },
    ],
    series: [
      {},
      {
        label,
        fill: color('--color-accent'),
        stroke: color('--color-accent'),
        // No outline: an empty bucket draws nothing, not a line along the axis.
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.75, 48], align: 1 }),
        points: { show: false },
      },
    ],
  };
}

export function TimeChart({ series, label, height = 180 }: TimeChartProps) {
  const { t } = useLingui();
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  // The counts as of this render, read when a chart is made; the effect below keeps them current.
  const seriesRef = useRef(series);
  seriesRef.current = series;
  const shape = `${series.start.getTime()}:${series.bucketMinutes}:${series.counts.length}`;

  // A new frame (window switched, hour passed) makes a new chart; new counts only redraw it.
  useEffect(() => {
    const box = boxRef.current;
    if (box === null) return;
    const current = seriesRef.current;
    const plot = new uPlot(options(box, current, label, height), toData(current), box);
    plotRef.current = plot;
    const resize = new ResizeObserver(() => plot.setSize({ width: box.clientWidth, height }));
    resize.observe(box);
    return () => {
      resize.disconnect();
      plot.destroy();
      plotRef.current = null;
    };
  }, [shape, label, height]);

  useEffect(() => {
    plotRef.current?.setData(toData(series));
  }, [series]);

  const total = series.counts.reduce((sum, n) => sum + n, 0);
  const peak = Math.max(0, ...series.counts);
  return (
    <div
      ref={boxRef}
      className={styles.chart}
      role="img"
      aria-label={
        series.bucketMinutes >= 1440
          ? t`${label}: ${total} in all, at most ${peak} in one day`
          : t`${label}: ${total} in all, at most ${peak} in one hour`
      }
    />
  );
}
