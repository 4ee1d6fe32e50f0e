import type { GridSortModel } from '@mui/x-data-grid';
import { BUCKETS } from '../../../../domain/dashboards';
import type { ImpactRow, MetricRow } from './metrics';

export type TableData = { kind: 'metric'; rows: MetricRow[] } | { kind: 'list'; rows: ImpactRow[] };
export type TableRow = MetricRow | ImpactRow;

/** Each sortable column's key per row (by its index in the answer): a sort compares numbers. */
export type SortKeys = Readonly<Record<string, Float64Array>>;

/** The grid's own string order (its comparator's collator, the default locale's). */
const collator = new Intl.Collator();

/** The texts' ranks in the collator's order (equal texts share one). */
function ranksOf(texts: readonly string[]): Float64Array {
  const order = texts.map((_, i) => i).sort((a, b) => collator.compare(texts[a], texts[b]));
  const ranks = new Float64Array(texts.length);
  let rank = 0;
  order.forEach((index, i) => {
    if (i > 0 && collator.compare(texts[order[i - 1]], texts[index]) !== 0) rank = i;
    ranks[index] = rank;
  });
  return ranks;
}

/**
 * The keys of every sortable column, worked out once per answer: the texts ranked by the collator,
 * the values as numbers, the buckets by their order (BUCKETS), as the grid's comparators order them.
 */
export function sortKeysOf(data: TableData): SortKeys {
  if (data.kind === 'list') return { project: ranksOf(data.rows.map((row) => row.project)), impact: ranksOf(data.rows.map((row) => row.impact)) };
  return {
    project: ranksOf(data.rows.map((row) => row.project)),
    value: Float64Array.from(data.rows, (row) => row.value),
    bucket: Float64Array.from(data.rows, (row) => BUCKETS.indexOf(row.bucket)),
  };
}

/**
 * The rows in the order of `model` (a stable sort, descending negates the comparison: ties keep
 * the answer's order, as in the grid's own sort), each with its position as its id: a sort changes
 * which row sits at each position, so the grid keeps its row elements and only their text changes.
 */
export function sortedRows(rows: readonly TableRow[], keys: SortKeys, model: GridSortModel): TableRow[] {
  const items = model.flatMap((item) => (item.sort && keys[item.field] ? [{ key: keys[item.field], sign: item.sort === 'desc' ? -1 : 1 }] : []));
  const order = rows.map((_, i) => i);
  if (items.length > 0) {
    order.sort((a, b) => {
      for (const { key, sign } of items) {
        const difference = key[a] - key[b];
        if (difference !== 0) return sign * difference;
      }
      return 0;
    });
  }
  return order.map((index, position) => (rows[index].id === position ? rows[index] : { ...rows[index], id: position }));
}
