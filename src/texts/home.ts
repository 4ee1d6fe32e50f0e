/** The home page's worklist of a brand manager's own projects waiting for details (issue 24; ours, beyond the seeds). */
export const homeTexts = {
  createdWork: {
    title: 'Your projects waiting for details',
    intro: 'Projects you created that the agency has not submitted yet. Open one to follow or fill in its details.',
    loading: 'Loading your projects...',
    empty: 'None of your projects waits for details.',
    failed: 'Your projects could not be loaded.',
    notStarted: 'Not started',
    draft: 'DRAFT',
    /** A row's second line: '{agency} · {state}'. */
    line: (agency: string, state: string) => (agency ? `${agency} · ${state}` : state),
  },
} as const;
