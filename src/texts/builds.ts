/**
 * The Build History tab's texts (seed 001 section 2: entries with buildNo, buildStatus, appId and a
 * console log per build). The seed gives none of these words: all are ours, but for 'Loading...'
 * (the seed's loading text of the app pages).
 */
export const buildTexts = {
  table: {
    /** Accessible name of the table. */
    label: 'Build history',
    buildNo: 'Build No',
    buildStatus: 'Build Status',
    log: 'Console log',
    viewLog: (buildNo: number) => `View log of build #${buildNo}`,
    empty: 'No builds yet.',
    loading: 'Loading...',
    rowsPerPage: 'Rows per page:',
    displayedRows: (from: number, to: number, count: number) => `${from}–${to} of ${count}`,
    /** The status in words beside its colour; statuses not listed are shown as sent. */
    statusWords: {
      SUCCESS: 'Success',
      FAILURE: 'Failure',
      IN_PROGRESS: 'In progress',
      ABORTED: 'Aborted',
      UNSTABLE: 'Unstable',
      NOT_BUILT: 'Not built',
    } as Record<string, string>,
    unknownStatus: 'Unknown',
  },
  log: {
    search: 'Search the log',
    showColours: 'Show colours',
    matchCount: (n: number, m: number) => `${n} of ${m}`,
    noMatches: 'No matches',
    previousMatch: 'Previous match',
    nextMatch: 'Next match',
    follow: 'Follow new lines',
    empty: 'The log is empty.',
    lineCount: (count: number) => (count === 1 ? '1 line' : `${count.toLocaleString('en-GB')} lines`),
  },
} as const;
