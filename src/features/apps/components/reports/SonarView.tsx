import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { PAGE_SIZE_OPTIONS } from '../../../../components/paging';
import { DEFAULT_ROWS_PER_PAGE, type SonarData, type SonarIssue } from '../../../../domain/apps';
import { SEVERITY_COLOURS, TYPE_COLOURS } from '../../../../shared/chartPalette';
import { appsTexts } from '../../../../texts/apps';
import { BarChart } from '../../../../components/charts';

const t = appsTexts.reports;

export interface SonarViewProps {
  data: SonarData;
}

type Count = SonarData['result']['count'];

/** The severity chart's bars, in the seed's order: major, minor, critical. */
export function severityBars(count: Count | undefined) {
  const severity = count?.severity;
  return [
    { label: t.major, value: severity?.major ?? 0, colour: SEVERITY_COLOURS.major },
    { label: t.minor, value: severity?.minor ?? 0, colour: SEVERITY_COLOURS.minor },
    { label: t.critical, value: severity?.critical ?? 0, colour: SEVERITY_COLOURS.critical },
  ];
}

/** The type chart's bars: bug, code smell. */
export function typeBars(count: Count | undefined) {
  const type = count?.type;
  return [
    { label: t.bug, value: type?.bug ?? 0, colour: TYPE_COLOURS.bug },
    { label: t.codeSmell, value: type?.codeSmell ?? 0, colour: TYPE_COLOURS.codeSmell },
  ];
}

type IssueRow = SonarIssue & { id: number };

const COLUMNS: GridColDef<IssueRow>[] = [
  { field: 'key', headerName: t.key, minWidth: 140, flex: 1 },
  { field: 'severity', headerName: t.severity, minWidth: 110 },
  { field: 'status', headerName: t.status, minWidth: 100 },
  { field: 'message', headerName: t.message, minWidth: 220, flex: 3 },
  { field: 'type', headerName: t.type, minWidth: 120 },
];

/** Long messages wrap: each row is as tall as its content. */
const autoRowHeight = () => 'auto' as const;

const INITIAL_STATE = { pagination: { paginationModel: { page: 0, pageSize: DEFAULT_ROWS_PER_PAGE } satisfies GridPaginationModel } };

/** The Sonar report: severity and type charts, and the issues table (5 rows a page by default; 5, 10, 25 or All). */
export function SonarView({ data }: SonarViewProps) {
  const headingId = useId();
  const issuesId = useId();
  const count = data.result?.count;
  const severity = useMemo(() => severityBars(count), [count]);
  const types = useMemo(() => typeBars(count), [count]);
  const issues = data.result?.issues;
  // Issue keys are unique in Sonar, but nothing on the wire promises it: rows are keyed by position.
  const rows = useMemo<IssueRow[]>(() => (issues ?? []).map((issue, id) => ({ ...issue, id })), [issues]);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" gutterBottom>
        {t.sonarTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <BarChart ariaLabel={t.severityChartLabel} seriesName={t.count} bars={severity} />
        <BarChart ariaLabel={t.typeChartLabel} seriesName={t.count} bars={types} />
      </Box>
      <Box component="section" aria-labelledby={issuesId} sx={{ mt: 2 }}>
        <Typography id={issuesId} component="h4" variant="subtitle1" gutterBottom>
          {t.issuesTitle}
        </Typography>
        <DataGrid
          aria-label={t.issuesTableLabel}
          rows={rows}
          columns={COLUMNS}
          initialState={INITIAL_STATE}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          autoHeight
          getRowHeight={autoRowHeight}
          disableRowSelectionOnClick
          localeText={{ noRowsLabel: t.issuesEmpty }}
          sx={{ '& .MuiDataGrid-cell': { py: 1, overflowWrap: 'anywhere' } }}
        />
      </Box>
    </Box>
  );
}
