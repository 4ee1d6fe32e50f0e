/** The bars of the chart pairs: bucket and impact shares, and the sub charts' first projects. */
import { BUCKETS, bucketShares, SUB_CHART_PROJECTS, type BucketMetric } from '../../../../domain/dashboards';
import { OVERVIEW_BUCKET_COLOURS, OVERVIEW_CARD_COLOURS } from '../../../../shared/chartPalette';
import { dashboardTexts } from '../../../../texts/dashboards';
import type { ShareBar, SubBar } from './ChartPair';
import { impactShares, type ImpactRow, type MetricRow } from './metrics';

const t = dashboardTexts.overview;

/** The four buckets' shares of `rows`, coloured (seed 001 section 9). */
export function bucketBars(metric: BucketMetric, rows: readonly MetricRow[]): ShareBar[] {
  const shares = bucketShares(metric, rows.map((row) => row.value));
  return BUCKETS.map((bucket) => ({ label: t.buckets[bucket], share: shares[bucket], colour: OVERVIEW_BUCKET_COLOURS[bucket] }));
}

/** The first projects' values, coloured by their bucket. */
export function valueBars(rows: readonly MetricRow[]): SubBar[] {
  return rows.slice(0, SUB_CHART_PROJECTS).map((row) => ({
    label: row.project,
    value: row.value,
    colour: OVERVIEW_BUCKET_COLOURS[row.bucket],
    text: `${row.project}: ${row.value} (${t.buckets[row.bucket]})`,
  }));
}

/** The shares of low and high impact entries. */
export function impactShareBars(rows: readonly ImpactRow[]): ShareBar[] {
  const shares = impactShares(rows);
  return [
    { label: t.lowImpact, share: shares.low, colour: OVERVIEW_CARD_COLOURS.green },
    { label: t.highImpact, share: shares.high, colour: OVERVIEW_CARD_COLOURS.red },
  ];
}

/** Low impact 1, high impact 2, in the impact's colour and in words. */
export function impactBars(rows: readonly ImpactRow[]): SubBar[] {
  return rows.slice(0, SUB_CHART_PROJECTS).map((row) => ({
    label: row.project,
    value: row.impact === t.low ? 1 : 2,
    colour: row.impact === t.low ? OVERVIEW_CARD_COLOURS.green : OVERVIEW_CARD_COLOURS.red,
    text: `${row.project}: ${row.impact === t.low ? t.lowImpact : t.highImpact}`,
  }));
}
