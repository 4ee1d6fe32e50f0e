/** The tables' paging (seed 001 section 9: 5 rows by default; 5, 10, 25 or All). */
export const tableTexts = {
  rowsPerPage: 'Rows per page:',
  displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => `${from}–${to} of ${count}`,
  /** The pager's accessible name, after the table's. */
  pagerLabel: (table: string) => `${table}: pages`,
} as const;
