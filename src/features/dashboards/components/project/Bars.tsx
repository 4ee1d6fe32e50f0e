import { useMemo } from 'react';
import type { ApexOptions } from 'apexcharts';
import { Chart } from '../../../../components/charts';
import { shownNumber } from './format';

export interface BarsProps {
  ariaLabel: string;
  seriesName: string;
  bars: ReadonlyArray<{ label: string; value: number; colour: string }>;
  /** Horizontal bars, for long names (status codes, project names): the height follows the number of bars. */
  horizontal?: boolean;
  height?: number;
}

/** The height a horizontal chart of `count` bars keeps (about 30 px a bar), so the board does not jump. */
export function barsHeight(count: number): number {
  return 60 + Math.max(1, count) * 30;
}

/**
 * One value per category, each bar in its own colour, numbers written with up to 2 decimals (the
 * shared BarChart rounds its axis to whole numbers and would read a horizontal chart's names as numbers).
 */
export function Bars({ ariaLabel, seriesName, bars, horizontal = false, height }: BarsProps) {
  const options = useMemo<ApexOptions>(() => {
    const numbers = { formatter: (value: number) => shownNumber(value) };
    return {
      xaxis: { categories: bars.map((b) => b.label), ...(horizontal ? { labels: numbers } : { labels: { trim: true, hideOverlappingLabels: false } }) },
      yaxis: horizontal ? { labels: { maxWidth: 140 } } : { labels: numbers },
      colors: bars.map((b) => b.colour),
      plotOptions: { bar: { distributed: true, horizontal, borderRadius: 3, dataLabels: { position: horizontal ? 'center' : 'top' } } },
      dataLabels: { enabled: true, formatter: (value: number) => shownNumber(value), offsetY: horizontal ? 0 : -18, style: { colors: [horizontal ? '#ffffff' : '#212121'], fontSize: '12px' } },
      tooltip: { enabled: true, y: numbers },
    };
  }, [bars, horizontal]);
  const series = useMemo(() => [{ name: seriesName, data: bars.map((b) => b.value) }], [bars, seriesName]);
  return <Chart type="bar" options={options} series={series} height={height ?? (horizontal ? barsHeight(bars.length) : 260)} ariaLabel={ariaLabel} />;
}
