/**
 * The one place that loads apexcharts (DESIGN.md: only the routes that draw charts load it: the app
 * page and the dashboards; `npm run budget` checks it). It goes through `react-apexcharts/core` (which imports the bare `apexcharts/core`
 * class) and registers only the chart types the reports draw: `apexcharts/bar` (ZAP and Sonar
 * counts) and `apexcharts/line` (the score trend). No optional feature (legend, toolbar, exports,
 * keyboard) is registered: every chart names its categories on its axis, and the values are also
 * given as a visually hidden table, since screen readers cannot read the drawing.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import ReactApexChart from 'react-apexcharts/core';
import type { ApexOptions } from 'apexcharts';
import 'apexcharts/bar';
import 'apexcharts/line';
import { visuallyHidden } from './visuallyHidden';
import { withEscapedText } from './chartText';
// Registers the sanitiser behind the Trusted Types default policy, which the tooltips' HTML passes.
import './SafeHtml';
import { chartTexts as t } from '../texts/charts';

/** The chart types registered above; another type would draw nothing. */
export type ChartType = 'bar' | 'line';

/** One named series of numbers, one value per category. */
export interface ChartSeries {
  name: string;
  data: number[];
}

export interface ChartProps {
  type: ChartType;
  /** apexcharts options; `xaxis.categories` names the values (and the hidden table's rows). */
  options: ApexOptions;
  series: ChartSeries[];
  height?: number;
  /** The chart's accessible name (what it shows, in words). */
  ariaLabel: string;
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` merged into `base`, objects deeply, anything else replaced. */
function merge(base: Plain, over: Plain): Plain {
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = isPlain(value) && isPlain(out[key]) ? merge(out[key], value) : value;
  return out;
}

/** What every chart of the reports shares: no toolbar or motion, the theme's font, readable axis text. */
const BASE_OPTIONS: ApexOptions = {
  chart: {
    toolbar: { show: false },
    zoom: { enabled: false },
    animations: { enabled: false },
    // The wrapper supplies the accessible name and the data table; the drawing itself is an image.
    accessibility: { enabled: false },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    foreColor: '#37474f',
  },
  legend: { show: false },
  // The tooltip's series marker is SVG written as HTML, which the sanitiser (HTML only) would drop.
  tooltip: { marker: { show: false } },
  dataLabels: { enabled: false },
  states: { hover: { filter: { type: 'none' } }, active: { filter: { type: 'none' } } },
};

/** The category names of `options` (the x axis), or 1, 2, 3 ... when none are given. */
function categoriesOf(options: ApexOptions, length: number): string[] {
  const given = (options.xaxis?.categories as unknown[] | undefined) ?? [];
  return Array.from({ length }, (_, i) => (given[i] !== undefined ? String(given[i]) : String(i + 1)));
}

/**
 * A chart with an accessible name and its values as a visually hidden table. The figure is named
 * by `ariaLabel`; the drawing inside is one image with the same name; the table (caption
 * "<ariaLabel>: data") has a row per category and a column per series.
 */
export function Chart({ type, options, series, height = 260, ariaLabel }: ChartProps) {
  // Every text apexcharts writes as HTML (tooltips) is escaped: project names are free text.
  const merged = useMemo(() => withEscapedText(merge(BASE_OPTIONS as Plain, options as Plain) as ApexOptions), [options]);
  const rows = Math.max(0, ...series.map((s) => s.data.length));
  const categories = categoriesOf(options, rows);
  return (
    <Box component="figure" aria-label={ariaLabel} data-chart-type={type} sx={{ m: 0, position: 'relative', minWidth: 0 }}>
      <div role="img" aria-label={ariaLabel}>
        <ReactApexChart type={type} options={merged} series={series} height={height} width="100%" />
      </div>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t.chartData(ariaLabel)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.category}</th>
            {series.map((s) => (
              <th scope="col" key={s.name}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, i) => (
            <tr key={`${category}-${i}`}>
              <th scope="row">{category}</th>
              {series.map((s) => (
                <td key={s.name}>{s.data[i] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** One value per category as a bar chart, each bar in its own colour. */
export interface BarChartProps {
  ariaLabel: string;
  seriesName: string;
  bars: ReadonlyArray<{ label: string; value: number; colour: string }>;
  height?: number;
  horizontal?: boolean;
}

/** A bar per category, coloured, with the value written on the bar's end. */
export function BarChart({ ariaLabel, seriesName, bars, height = 240, horizontal = false }: BarChartProps) {
  const options = useMemo<ApexOptions>(
    () => ({
      // In a horizontal bar chart apexcharts swaps the axes: the y axis then names the categories,
      // so only the value axis (x when horizontal, y otherwise) rounds its numbers.
      xaxis: horizontal
        ? { categories: bars.map((b) => b.label), labels: { formatter: (value: string) => String(Math.round(Number(value))) } }
        : { categories: bars.map((b) => b.label) },
      yaxis: horizontal ? {} : { labels: { formatter: (value: number) => String(Math.round(value)) } },
      colors: bars.map((b) => b.colour),
      plotOptions: { bar: { distributed: true, horizontal, borderRadius: 3, dataLabels: { position: 'top' } } },
      dataLabels: { enabled: true, offsetY: horizontal ? 0 : -18, style: { colors: ['#212121'], fontSize: '12px' } },
      tooltip: { enabled: true },
    }),
    [bars, horizontal],
  );
  const series = useMemo(() => [{ name: seriesName, data: bars.map((b) => b.value) }], [bars, seriesName]);
  return <Chart type="bar" options={options} series={series} height={height} ariaLabel={ariaLabel} />;
}
