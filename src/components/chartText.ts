/**
 * The one place where text reaches apexcharts' HTML sinks. apexcharts draws axis labels, data
 * labels and titles as SVG text nodes (text, never markup), but writes the tooltip's title (the
 * category: a project name, a month, a role), its series name, its values and the axis tooltips
 * with `innerHTML`. `withEscapedText` returns the options with every formatter that feeds those
 * sinks wrapped so that its result is escaped (src/domain/escapeHtml.ts), with the defaults
 * apexcharts would use where the caller gave none; a caller's `tooltip.custom` (raw HTML) is
 * dropped. Chart (src/components/charts.tsx) applies it to every chart; Trusted Types catch what
 * this misses.
 */
import type { ApexOptions } from 'apexcharts';
import { escapeHtml } from '../domain/escapeHtml';

// apexcharts types its formatters loosely; so do we.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Formatter = (value: any, opts?: any) => unknown;
type Tooltip = NonNullable<ApexOptions['tooltip']>;
type TooltipY = NonNullable<Exclude<Tooltip['y'], unknown[]>>;

/** apexcharts' own default for a value: whole numbers as they are, others with one decimal. */
function defaultValue(value: unknown): unknown {
  if (typeof value !== 'number' || Number.isInteger(value)) return value;
  return value.toFixed(1);
}

/** `format` (or `fallback`), its result escaped. */
const escaped =
  (format: Formatter | undefined, fallback: Formatter): Formatter =>
  (value, opts) =>
    escapeHtml((format ?? fallback)(value, opts));

function yAxisLabelFormatter(options: ApexOptions): Formatter | undefined {
  const yaxis = Array.isArray(options.yaxis) ? options.yaxis[0] : options.yaxis;
  return yaxis?.labels?.formatter as Formatter | undefined;
}

function escapedY(y: TooltipY | undefined, valueFallback: Formatter): TooltipY {
  return {
    ...y,
    formatter: escaped(y?.formatter as Formatter | undefined, valueFallback) as TooltipY['formatter'],
    title: {
      ...y?.title,
      formatter: escaped(y?.title?.formatter as Formatter | undefined, (name) => (name ? `${name}: ` : '')) as NonNullable<TooltipY['title']>['formatter'],
    },
  };
}

export function withEscapedText(options: ApexOptions): ApexOptions {
  const tooltip: Tooltip = options.tooltip ?? {};
  const valueFallback = yAxisLabelFormatter(options) ?? defaultValue;
  const y = Array.isArray(tooltip.y) ? tooltip.y.map((one) => escapedY(one, valueFallback)) : escapedY(tooltip.y, valueFallback);
  const { custom: _custom, ...plainTooltip } = tooltip;
  const xaxis = options.xaxis ?? {};
  const legend = options.legend ?? {};
  const yaxis = Array.isArray(options.yaxis)
    ? options.yaxis.map((one) => ({ ...one, tooltip: { ...one.tooltip, enabled: false } }))
    : { ...options.yaxis, tooltip: { ...options.yaxis?.tooltip, enabled: false } };
  return {
    ...options,
    tooltip: {
      ...plainTooltip,
      x: { ...tooltip.x, formatter: escaped(tooltip.x?.formatter as Formatter | undefined, (value) => value) as NonNullable<Tooltip['x']>['formatter'] },
      y,
      z: {
        ...tooltip.z,
        title: escapeHtml(tooltip.z?.title ?? ''),
        formatter: escaped(tooltip.z?.formatter as Formatter | undefined, (value) => value) as NonNullable<Tooltip['z']>['formatter'],
      },
    },
    xaxis: {
      ...xaxis,
      tooltip: { ...xaxis.tooltip, formatter: escaped(xaxis.tooltip?.formatter as Formatter | undefined, (value) => value) as never },
    },
    // The y axis tooltip writes the axis label formatter's result (also drawn as SVG text) as HTML: off.
    yaxis,
    legend: { ...legend, formatter: escaped(legend.formatter as Formatter | undefined, (name) => name) as never },
  };
}
