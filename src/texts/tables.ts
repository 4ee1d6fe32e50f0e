/** The tables' paging (seed 001 section 9: 5 rows by default; 5, 10, 25 or All). */
export const tableTexts = {
  rowsPerPage: 'Rows per page:',
  displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => `${from}–${to} of ${count}`,
  /** The pager's accessible name, after the table's. */
  pagerLabel: (table: string) => `${table}: pages`,
  /** The plain pager's buttons (src/components/PlainPager.tsx): the names MUI's Pagination gives its items. */
  pagerPage: (page: number, current: boolean) => `${current ? '' : 'Go to '}page ${page}`,
  pagerPrevious: 'Go to previous page',
  pagerNext: 'Go to next page',
} as const;
