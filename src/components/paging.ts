import { useState, type ChangeEvent } from 'react';
import { DEFAULT_ROWS_PER_PAGE, ROWS_PER_PAGE_OPTIONS } from '../domain/apps';

/** The rows-per-page value of 'All'. */
const ALL_ROWS = -1;

/** The page sizes of the tables (seed 001 section 9): 5, 10, 25 or All. */
export const PAGE_SIZE_OPTIONS: Array<number | { label: string; value: number }> = ROWS_PER_PAGE_OPTIONS.map((value) =>
  value === ALL_ROWS ? { label: 'All', value } : value,
);

/** A table's page of rows, and the TablePagination props that move it. */
export interface PagedRows<T> {
  /** The rows of the current page (every row with All). */
  rows: readonly T[];
  /** How many rows in all. */
  count: number;
  /** The current page (0-based), kept within the rows there are. */
  page: number;
  /** Rows a page; ALL_ROWS (-1) for All. */
  rowsPerPage: number;
  rowsPerPageOptions: typeof PAGE_SIZE_OPTIONS;
  onPageChange: (event: unknown, page: number) => void;
  /** Back to the first page with the new size. */
  onRowsPerPageChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * Client-side paging of a table's rows: DEFAULT_ROWS_PER_PAGE (5) rows a page by default, 5, 10, 25
 * or All. Everything but `rows` can be spread into MUI's TablePagination.
 */
export function usePagedRows<T>(all: readonly T[]): PagedRows<T> {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(DEFAULT_ROWS_PER_PAGE);
  const everything = rowsPerPage === ALL_ROWS;
  // A shorter list (after a reload) must not leave the page past its end.
  const lastPage = everything ? 0 : Math.max(0, Math.ceil(all.length / rowsPerPage) - 1);
  const current = Math.min(page, lastPage);
  return {
    rows: everything ? all : all.slice(current * rowsPerPage, (current + 1) * rowsPerPage),
    count: all.length,
    page: current,
    rowsPerPage,
    rowsPerPageOptions: PAGE_SIZE_OPTIONS,
    onPageChange: (_event, next) => setPage(next),
    onRowsPerPageChange: (event) => {
      setRowsPerPage(Number(event.target.value));
      setPage(0);
    },
  };
}

/** One control of a page pager: a page, the previous or next page, or an ellipsis between pages. */
export type PagerItem =
  | { type: 'page'; page: number; selected: boolean }
  | { type: 'previous' | 'next'; page: number; disabled: boolean }
  | { type: 'start-ellipsis' | 'end-ellipsis' };

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

/**
 * The controls of a pager over `count` pages with `page` shown (pages count from 1), as MUI's
 * Pagination lays them out by default (one page at each end, one on each side of the current, an
 * ellipsis for each gap, always 7 pages or gaps once there are 7 pages or more): previous, the
 * pages, next.
 */
export function pagerItems(count: number, page: number): PagerItem[] {
  const siblingsStart = Math.max(Math.min(page - 1, count - 4), 3);
  const siblingsEnd = Math.min(Math.max(page + 1, 5), count - 2);
  const pages: Array<number | 'start-ellipsis' | 'end-ellipsis'> = [
    ...range(1, Math.min(1, count)),
    ...(siblingsStart > 3 ? (['start-ellipsis'] as const) : 2 < count - 1 ? [2] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - 2 ? (['end-ellipsis'] as const) : count - 1 > 1 ? [count - 1] : []),
    ...range(Math.max(count, 2), count),
  ];
  return [
    { type: 'previous', page: page - 1, disabled: page <= 1 },
    ...pages.map((item): PagerItem => (typeof item === 'number' ? { type: 'page', page: item, selected: item === page } : { type: item })),
    { type: 'next', page: page + 1, disabled: page >= count },
  ];
}
