/**
 * What the overview dashboards chart, per project: an SEO metric, the performance score, or one
 * of the five recommendation lists; how each is named in the address (?metric=… or ?list=…),
 * and its per-project rows with their bucket or impact.
 */
import {
  bucketOf,
  impactColour,
  PERFORMANCE_CHART_LISTS,
  RECOMMENDATION_LISTS,
  SEO_CHART_METRICS,
  type Bucket,
  type OverallRecord,
  type RecommendationEntry,
  type RecommendationList,
  type SeoRecord,
} from '../../../../domain/dashboards';
import { dashboardTexts } from '../../../../texts/dashboards';

const t = dashboardTexts.overview;

export type SeoMetric = (typeof SEO_CHART_METRICS)[number]['metric'];

/** The data one chart pair (or the All Project Data table) shows. */
export type DataKey = { kind: 'metric'; metric: SeoMetric | 'performanceScore' } | { kind: 'list'; list: RecommendationList };

const PERFORMANCE_SCORE_LABEL = PERFORMANCE_CHART_LISTS[0].label;

export function labelOf(key: DataKey): string {
  if (key.kind === 'list') return PERFORMANCE_CHART_LISTS.find((entry) => entry.list === key.list)?.label ?? key.list;
  if (key.metric === 'performanceScore') return PERFORMANCE_SCORE_LABEL;
  return SEO_CHART_METRICS.find((entry) => entry.metric === key.metric)?.label ?? key.metric;
}

/** Every choice of the All Project Data page, in the dashboard's order. */
export const DATA_KEYS: readonly DataKey[] = [
  ...SEO_CHART_METRICS.map((entry): DataKey => ({ kind: 'metric', metric: entry.metric })),
  { kind: 'metric', metric: 'performanceScore' },
  ...RECOMMENDATION_LISTS.map((list): DataKey => ({ kind: 'list', list })),
];

/** A key as one string ('metric:bounceRate', 'list:unusedCss'), for a select's value. */
export function keyValue(key: DataKey): string {
  return key.kind === 'list' ? `list:${key.list}` : `metric:${key.metric}`;
}

export function keyFromValue(value: string): DataKey | null {
  return DATA_KEYS.find((key) => keyValue(key) === value) ?? null;
}

/** The key the address names (?list= first, then ?metric=); the first SEO metric otherwise. */
export function keyFromSearch(params: URLSearchParams): DataKey {
  const list = params.get('list');
  const metric = params.get('metric');
  return (list !== null ? keyFromValue(`list:${list}`) : null) ?? (metric !== null ? keyFromValue(`metric:${metric}`) : null) ?? DATA_KEYS[0];
}

/** The address's query for a key: '?metric=bounceRate' or '?list=unusedCss'. */
export function searchOf(key: DataKey): string {
  const params = new URLSearchParams(key.kind === 'list' ? { list: key.list } : { metric: key.metric });
  return `?${params.toString()}`;
}

export const ALL_PROJECT_DATA_PATH = '/overview/AllProjectData';
export const DASHBOARD_PATH = '/overview/Dashboard';

export function moreDataHref(key: DataKey): string {
  return `${ALL_PROJECT_DATA_PATH}${searchOf(key)}`;
}

/* ---------- rows ---------- */

export interface MetricRow {
  id: number;
  project: string;
  value: number;
  bucket: Bucket;
}

export type ImpactWord = typeof t.low | typeof t.high;

export interface ImpactRow {
  id: number;
  project: string;
  impact: ImpactWord;
}

/** A number from the wire (a number, or a numeric string); NaN otherwise. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** One row per project with a finite value, in the server's order. */
export function seoRows(records: readonly SeoRecord[], metric: SeoMetric): MetricRow[] {
  return records.flatMap((record, id) => {
    const value = numberOf(record[metric]);
    return Number.isFinite(value) ? [{ id, project: String(record.projectName ?? ''), value, bucket: bucketOf(metric, value) }] : [];
  });
}

export function overallRows(records: readonly OverallRecord[]): MetricRow[] {
  return records.flatMap((record, id) => {
    const value = numberOf(record.performanceScore);
    return Number.isFinite(value) ? [{ id, project: String(record.projectName ?? ''), value, bucket: bucketOf('performanceScore', value) }] : [];
  });
}

/** 'Low' for impact 'low', 'High' for anything else (as impactColour reads it). */
export function impactWord(impact: string | null | undefined): ImpactWord {
  return impactColour(impact) === 'green' ? t.low : t.high;
}

export function impactRows(entries: readonly RecommendationEntry[] | null | undefined): ImpactRow[] {
  return (entries ?? []).map((entry, id) => ({ id, project: String(entry.projectName ?? ''), impact: impactWord(entry.impact) }));
}

/** The shares of low and high impact entries, as percentages with 2 decimals; '0.00' without entries. */
export function impactShares(rows: readonly ImpactRow[]): { low: string; high: string } {
  const low = rows.filter((row) => row.impact === t.low).length;
  const share = (n: number) => (rows.length === 0 ? 0 : (n * 100) / rows.length).toFixed(2);
  return { low: share(low), high: share(rows.length - low) };
}
