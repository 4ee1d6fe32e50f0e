import { memo, useCallback, useEffect, useMemo, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiRef,
  type GridColDef,
  type GridColumnHeaderParams,
  type GridFilterModel,
  type GridRenderCellParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { Bucket } from '../../../../domain/dashboards';
import { OVERVIEW_BUCKET_COLOURS, OVERVIEW_CARD_COLOURS } from '../../../../shared/chartPalette';
import { saveFile } from '../../../../shared/download';
import { dashboardTexts } from '../../../../texts/dashboards';
import { toCsv, type CsvCell } from './csv';
import type { ImpactRow, MetricRow } from './metrics';
import { sortedRows, sortKeysOf, type TableData, type TableRow } from './gridRows';
import { PAGE_SIZE_OPTIONS } from '../../../../components/paging';

const t = dashboardTexts.overview.allData;

/** Tables default to 5 rows; 5, 10, 25 or All (seed 001 section 9). */
const INITIAL_STATE = { pagination: { paginationModel: { page: 0, pageSize: 5 } } };

/**
 * Up to this many rows a page, the grid is as tall as its rows; above it (All of the large demo's
 * 500 projects) it keeps a fixed height and scrolls inside, so that only the rows in view are in
 * the page (the grid is virtualised) and sorting repaints a screenful, not every row.
 */
export const GROWING_ROWS = 25;
export const SCROLLING_HEIGHT = 640;

/**
 * The word with a coloured mark before it (the word carries the meaning; the colour repeats it).
 * Plain spans with static classes (their rules are the grid's MARKED_RULES, serialised once with
 * the grid, not per cell): a cell costs no style work when a sort or a scroll renders it.
 */
function Marked({ text, colour }: { text: string; colour: string }) {
  return (
    <span className="AllData-marked">
      <span className="AllData-mark" aria-hidden style={{ backgroundColor: colour }} />
      {text}
    </span>
  );
}

/**
 * A column's title as a plain span (the grid's own title wraps it in a Tooltip, a Popper and a
 * measurement of its overflow after every header render, that is on every sort: work for a tooltip
 * these short titles, wider than their columns' minimum, never show).
 */
function renderTitle<R extends GridValidRowModel>(params: GridColumnHeaderParams<R>) {
  return <span className="AllData-title">{params.colDef.headerName}</span>;
}

/** The rules of Marked's and the titles' classes, in the grid's sx (the titles as the grid's own). */
const MARKED_RULES = {
  '& .AllData-marked': { display: 'inline-flex', alignItems: 'center', gap: 0.75 },
  '& .AllData-mark': { width: 10, height: 10, borderRadius: '50%', flexShrink: 0 },
  '& .AllData-title': { textOverflow: 'ellipsis', overflow: 'hidden', whiteSpace: 'nowrap', fontWeight: 'var(--unstable_DataGrid-headWeight)', lineHeight: 'normal' },
} as const;
const GRID_SX = { growing: MARKED_RULES, scrolling: { ...MARKED_RULES, height: SCROLLING_HEIGHT } } as const;

/**
 * The grid's number format (the default locale's, as its toLocaleString writes it), from one
 * formatter made once instead of a toLocaleString per cell (a measurable share of a sort's render).
 */
const NUMBER_FORMAT = new Intl.NumberFormat();
const formatNumber = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? NUMBER_FORMAT.format(value) : '');

const PROJECT_COLUMN = { field: 'project', headerName: t.project, flex: 2, minWidth: 140, renderHeader: renderTitle } as const;

/** Sorted by gridRows.ts's keys, in the grid's comparators' order (the grid sorts in 'server' mode). */
const METRIC_COLUMNS: GridColDef<MetricRow>[] = [
  PROJECT_COLUMN,
  { field: 'value', headerName: t.value, type: 'number', flex: 1, minWidth: 90, valueFormatter: formatNumber, renderHeader: renderTitle },
  {
    field: 'bucket',
    headerName: t.bucket,
    flex: 1,
    minWidth: 110,
    renderHeader: renderTitle,
    renderCell: (params: GridRenderCellParams<MetricRow, Bucket>) => <Marked text={params.row.bucket} colour={OVERVIEW_BUCKET_COLOURS[params.row.bucket]} />,
  },
];

const IMPACT_COLUMNS: GridColDef<ImpactRow>[] = [
  PROJECT_COLUMN,
  {
    field: 'impact',
    headerName: t.impact,
    flex: 1,
    minWidth: 110,
    renderHeader: renderTitle,
    renderCell: (params: GridRenderCellParams<ImpactRow>) => (
      <Marked text={params.row.impact} colour={params.row.impact === dashboardTexts.overview.low ? OVERVIEW_CARD_COLOURS.green : OVERVIEW_CARD_COLOURS.red} />
    ),
  },
];

/** The CSV of the rows shown (after filtering, in the shown order; every page). */
export function csvOf(data: TableData, rows: ReadonlyArray<MetricRow | ImpactRow>): string {
  if (data.kind === 'metric') {
    return toCsv([t.project, t.value, t.bucket], (rows as MetricRow[]).map((row): CsvCell[] => [row.project, row.value, row.bucket]));
  }
  return toCsv([t.project, t.impact], (rows as ImpactRow[]).map((row): CsvCell[] => [row.project, row.impact]));
}

export interface AllProjectDataTableProps {
  data: TableData;
  /** The chosen metric's name (the table's accessible name). */
  label: string;
  /** The metric or list as named in the address: the file's name. */
  fileKey: string;
  loading: boolean;
}

interface SortedGridProps {
  apiRef: ReturnType<typeof useGridApiRef>;
  data: TableData;
  label: string;
  loading: boolean;
  filterModel: GridFilterModel;
  onFilterModelChange: (model: GridFilterModel) => void;
  onPageSizeChange: (pageSize: number) => void;
  scrolls: boolean;
}

/**
 * The grid in 'server' sorting mode: a sort hands it the rows in the chosen order, from keys worked
 * out once per answer (gridRows.ts), keyed by position, so that a sort updates the text of the rows
 * in view instead of replacing them, and costs the grid no comparator call or cell value per row.
 */
const SortedGrid = memo(function SortedGrid({ apiRef, data, label, loading, filterModel, onFilterModelChange, onPageSizeChange, scrolls }: SortedGridProps) {
  const keys = useMemo(() => sortKeysOf(data), [data]);
  const rows = useMemo(() => sortedRows(data.rows, keys, []), [data.rows, keys]);
  const columns = (data.kind === 'metric' ? METRIC_COLUMNS : IMPACT_COLUMNS) as GridColDef<TableRow>[];
  // A sort hands the grid its rows in the new order (no render of the grid's root: only the header
  // and the rows in view follow); new rows or a new loading state, which reset the grid's rows to
  // these props, are sorted again by the grid's current model.
  const sort = useCallback((model: GridSortModel) => apiRef.current?.setRows(sortedRows(data.rows, keys, model)), [apiRef, data.rows, keys]);
  useEffect(() => {
    const model = apiRef.current ? gridSortModelSelector(apiRef) : [];
    if (model.length > 0) sort(model);
  }, [apiRef, sort, loading]);
  return (
    <DataGrid
      apiRef={apiRef}
      aria-label={t.tableLabel(label)}
      rows={rows}
      columns={columns}
      loading={loading}
      initialState={INITIAL_STATE}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      sortingMode="server"
      onSortModelChange={sort}
      filterModel={filterModel}
      onFilterModelChange={onFilterModelChange}
      onPaginationModelChange={(model) => onPageSizeChange(model.pageSize)}
      autoHeight={!scrolls}
      sx={scrolls ? GRID_SX.scrolling : GRID_SX.growing}
      disableRowSelectionOnClick
      localeText={LOCALE_TEXT}
    />
  );
});

const LOCALE_TEXT = { noRowsLabel: t.noRows, noResultsOverlayLabel: t.noRows };

/**
 * Every project's figures for one metric: a quick filter over every column, sortable columns,
 * pages of 5, 10, 25 or All, and 'Download CSV' of the filtered rows (all pages).
 */
export function AllProjectDataTable({ data, label, fileKey, loading }: AllProjectDataTableProps) {
  const apiRef = useGridApiRef();
  const [search, setSearch] = useState('');
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [], quickFilterValues: [] });
  const [pageSize, setPageSize] = useState(INITIAL_STATE.pagination.paginationModel.pageSize);
  const shownRows = pageSize < 0 ? data.rows.length : Math.min(pageSize, data.rows.length);
  const scrolls = shownRows > GROWING_ROWS;

  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setSearch(text);
    setFilterModel((model) => ({ ...model, quickFilterValues: text.split(/\s+/).filter((word) => word !== '') }));
  };

  const download = () => {
    const shown = apiRef.current ? gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model as MetricRow | ImpactRow) : data.rows;
    saveFile(`\uFEFF${csvOf(data, shown)}`, t.fileName(fileKey), 'text/csv');
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField type="search" label={t.search} value={search} onChange={onSearch} size="small" sx={{ flex: '1 1 14rem', maxWidth: { sm: '24rem' } }} />
        <Button variant="contained" startIcon={<DownloadIcon aria-hidden />} onClick={download} disabled={loading}>
          {t.download}
        </Button>
      </Box>
      <SortedGrid
        apiRef={apiRef}
        data={data}
        label={label}
        loading={loading}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        onPageSizeChange={setPageSize}
        scrolls={scrolls}
      />
    </>
  );
}
