import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePagedRows } from '../../../../components/paging';
import type { ReportListEntry } from '../../../../domain/apps';
import { appsTexts } from '../../../../texts/apps';

const t = appsTexts.reports;

export interface ReportListProps {
  reports: ReportListEntry[];
}

/** The app's reports (reportName, relativePath): a table of 5 rows a page by default; 5, 10, 25 or All. */
export function ReportList({ reports }: ReportListProps) {
  const headingId = useId();
  // A shorter list (after a reload) does not leave the page past its end (usePagedRows).
  const { rows: shown, ...pagination } = usePagedRows(reports);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" gutterBottom>
        {t.listTitle}
      </Typography>
      {reports.length === 0 ? (
        <Typography>{t.listEmpty}</Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t.reportName}</TableCell>
                  <TableCell scope="col">{t.relativePath}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((report, i) => (
                  <TableRow key={`${report.relativePath}-${pagination.page * pagination.rowsPerPage + i}`}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{report.reportName}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{report.relativePath}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination component="div" {...pagination} />
        </>
      )}
    </Box>
  );
}
