import type { GridSortModel } from '@mui/x-data-grid';
import { sortedRows, sortKeysOf } from './gridRows';
import type { ImpactRow, MetricRow } from './metrics';

const METRIC: MetricRow[] = [
  { id: 0, project: 'beta', value: 40, bucket: 'Good' },
  { id: 2, project: 'Alpha', value: 12, bucket: 'Poor' },
  { id: 3, project: 'alpha', value: 40, bucket: 'Very Good' },
  { id: 5, project: 'Gamma 10', value: 7.5, bucket: 'Avg' },
  { id: 6, project: 'Gamma 9', value: 40, bucket: 'Good' },
];
const keys = sortKeysOf({ kind: 'metric', rows: METRIC });
const sorted = (model: GridSortModel) => sortedRows(METRIC, keys, model);
const projects = (rows: ReadonlyArray<{ project: string }>) => rows.map((row) => row.project);

describe('sortedRows', () => {
  it('orders as the grid compares: texts by the collator, values as numbers, buckets by their order', () => {
    const collator = new Intl.Collator();
    expect(projects(sorted([{ field: 'project', sort: 'asc' }]))).toEqual([...projects(METRIC)].sort(collator.compare));
    expect(sorted([{ field: 'value', sort: 'asc' }]).map((row) => (row as MetricRow).value)).toEqual([7.5, 12, 40, 40, 40]);
    expect(sorted([{ field: 'bucket', sort: 'asc' }]).map((row) => (row as MetricRow).bucket)).toEqual(['Very Good', 'Good', 'Good', 'Avg', 'Poor']);
  });

  it('keeps the answer order of ties both ways, and the answer order unsorted', () => {
    // The grid's own sort is stable and negates the comparison for descending.
    expect(projects(sorted([{ field: 'value', sort: 'desc' }]))).toEqual(['beta', 'alpha', 'Gamma 9', 'Alpha', 'Gamma 10']);
    expect(projects(sorted([{ field: 'value', sort: 'asc' }]))).toEqual(['Gamma 10', 'Alpha', 'beta', 'alpha', 'Gamma 9']);
    expect(sorted([])).toEqual(METRIC.map((row, position) => ({ ...row, id: position })));
    expect(projects(sorted([{ field: 'value', sort: null }]))).toEqual(projects(METRIC));
  });

  it('gives every row its position as its id, whatever the order', () => {
    for (const model of [[], [{ field: 'project', sort: 'desc' }]] as GridSortModel[]) {
      expect(sorted(model).map((row) => row.id)).toEqual([0, 1, 2, 3, 4]);
    }
  });

  it('sorts the recommendation lists by project and by impact word', () => {
    const rows: ImpactRow[] = [
      { id: 0, project: 'b', impact: 'Low' },
      { id: 1, project: 'a', impact: 'High' },
      { id: 2, project: 'c', impact: 'Low' },
    ];
    const listKeys = sortKeysOf({ kind: 'list', rows });
    expect(projects(sortedRows(rows, listKeys, [{ field: 'project', sort: 'asc' }]))).toEqual(['a', 'b', 'c']);
    expect(projects(sortedRows(rows, listKeys, [{ field: 'impact', sort: 'desc' }]))).toEqual(['b', 'c', 'a']);
  });
});
