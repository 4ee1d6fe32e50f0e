/**
 * The app list page /project/{projectId}/apps (seed 001 sections 2, 8 and 9). The seed's words are
 * kept verbatim; texts marked "Ours" are beyond the seeds.
 */
export const appListTexts = {
  /** Ours: the heading while the project's name loads, or when it cannot be read. */
  fallbackTitle: 'Apps',
  /** Ours: the accessible name of the list of cards. */
  listLabel: 'Apps of the project',
  createNewApp: 'Create New App',
  appName: 'App Name',
  appType: 'App Type',
  viewApp: 'View App',
  updateApp: 'Update App',
  deleteApp: 'Delete App',
  /** Ours: a card button's accessible name, unique per card ('View App STOREFRONT WEB'). */
  actionLabel: (action: string, appName: string) => `${action} ${appName}`,
  /** Ours: a card whose app came without a name. */
  unnamed: (appId: number) => `App ${appId}`,

  /* ---------- search, type filter, paging (ours, beyond the seeds) ---------- */
  /** Ours. */
  search: 'Search apps',
  /** Ours. */
  typeFilter: 'App type',
  /** Ours. */
  allTypes: 'All types',
  /** Ours: nothing matches the search or the type (the list itself is not empty). */
  noMatch: 'No app matches your search.',
  /** Ours. */
  rowsPerPage: 'Rows per page:',
  /** Ours. */
  displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => `${from}–${to} of ${count}`,

  /* ---------- failures (ours) ---------- */
  /** Ours. */
  loadFailed: 'The apps could not be loaded.',
  /** Ours. */
  badProject: 'This address does not name a project.',

  /* ---------- delete (seed 001 section 2) ---------- */
  delete: {
    question: 'Are you sure want to delete the App?',
    confirm: 'Delete',
    cancel: 'Cancel',
    /** Ours: shown in the dialog, which stays open so that Delete can be tried again. */
    failed: 'The app could not be deleted. Please try again.',
    /** Ours. */
    unreachable: 'The app could not be deleted: the server could not be reached. Please try again.',
    /** Ours: announced once the app is gone. */
    deleted: (appName: string) => `${appName} was deleted.`,
  },
} as const;
