import TablePagination from '@mui/material/TablePagination';
import { tableTexts } from '../texts/tables';
import type { PagedRows } from './paging';

/**
 * The pager under a table (seed 001 section 9: 5 rows by default; 5, 10, 25 or All), moving the
 * page of `usePagedRows`.
 */
export function TablePager<T>({ paging, table }: { paging: PagedRows<T>; table: string }) {
  const { rows: _rows, ...pagination } = paging;
  return (
    <TablePagination
      component="div"
      {...pagination}
      aria-label={tableTexts.pagerLabel(table)}
      labelRowsPerPage={tableTexts.rowsPerPage}
      labelDisplayedRows={tableTexts.displayedRows}
    />
  );
}
