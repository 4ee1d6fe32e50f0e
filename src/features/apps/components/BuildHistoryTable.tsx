import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BuildHistoryEntry } from '../../../domain/apps';
import { PageLoading } from '../../../components/PageLoading';
import { usePagedRows } from '../../../components/paging';
import { buildTexts } from '../../../texts/apps';
import { tableTexts } from '../../../texts/tables';

const t = buildTexts.table;

export interface BuildHistoryTableProps {
  /** Newest first, as the server sends them. */
  builds: BuildHistoryEntry[];
  selectedBuildNo: number | null;
  onSelect: (buildNo: number) => void;
  /** True while the history loads: 'Loading...' without builds, a thin bar above them otherwise. */
  loading?: boolean;
}

type StatusKind = 'success' | 'failure' | 'running' | 'other';

/** SUCCESS, FAILURE and IN_PROGRESS in any case and spelling (IN-PROGRESS, in progress); the rest is 'other'. */
function statusKey(status: string | null | undefined): string {
  return (status ?? '').trim().toUpperCase().replace(/[\s-]+/g, '_');
}

function statusKind(key: string): StatusKind {
  if (key === 'SUCCESS') return 'success';
  if (key === 'FAILURE' || key === 'FAILED') return 'failure';
  if (key === 'IN_PROGRESS' || key === 'RUNNING') return 'running';
  return 'other';
}

const CHIP_COLOUR: Record<StatusKind, ChipProps['color']> = {
  success: 'success',
  failure: 'error',
  running: 'warning',
  other: 'default',
};

/** The status as a coloured chip that also says it in words (colour is never the only sign). */
export function BuildStatusChip({ status }: { status: string | null | undefined }) {
  const key = statusKey(status);
  const kind = statusKind(key);
  const words = t.statusWords[key] ?? (status?.trim() || t.unknownStatus);
  return (
    <Chip
      size="small"
      color={CHIP_COLOUR[kind]}
      label={words}
      data-status={kind}
      icon={kind === 'running' ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
    />
  );
}

/**
 * The Build History tab's table (seed 001 section 2): Build No, Build Status, App Id (the entry's
 * fields in the seed's order) and a button per build that shows its console log; 5 rows a page by default, 5, 10, 25 or All (seed 001 section 9).
 */
export function BuildHistoryTable({ builds, selectedBuildNo, onSelect, loading = false }: BuildHistoryTableProps) {
  // A shorter history (after a reload) does not leave the page past its end (usePagedRows).
  const { rows: shown, ...pagination } = usePagedRows(builds);

  if (builds.length === 0) {
    if (loading) return <PageLoading />;
    return (
      <Typography role="status" sx={{ py: 2 }}>
        {t.empty}
      </Typography>
    );
  }

  return (
    <Box aria-busy={loading || undefined}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t.loading} />}</Box>
      <TableContainer>
        <Table size="small" aria-label={t.label}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t.buildNo}</TableCell>
              <TableCell scope="col">{t.buildStatus}</TableCell>
              <TableCell scope="col">{t.appId}</TableCell>
              <TableCell scope="col">{t.log}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((build) => {
              const selected = build.buildNo === selectedBuildNo;
              return (
                <TableRow key={build.buildNo} selected={selected}>
                  <TableCell>{build.buildNo}</TableCell>
                  <TableCell>
                    <BuildStatusChip status={build.buildStatus} />
                  </TableCell>
                  <TableCell>{build.appId}</TableCell>
                  <TableCell>
                    <Button size="small" variant={selected ? 'contained' : 'outlined'} aria-pressed={selected} onClick={() => onSelect(build.buildNo)}>
                      {t.viewLog(build.buildNo)}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        {...pagination}
        labelRowsPerPage={tableTexts.rowsPerPage}
        labelDisplayedRows={tableTexts.displayedRows}
      />
    </Box>
  );
}
