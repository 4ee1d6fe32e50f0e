import { isRole, ROLE_NAMES } from '../domain/roles';

/**
 * The demo's own texts (mock mode only): the presenter's tools on the login page (the fault switch
 * of the mock backend), and the shell's banner when the mock could not read its storage.
 */
export const demoTexts = {
  /** A demo account's role as the demo box lists it: '2 · Global Brand Manager — large inbox'. */
  accountRole: (role: number, note: string) => `${isRole(role) ? `${role} · ${ROLE_NAMES[role]}` : role}${note ? ` — ${note}` : ''}`,
  storage: {
    readOnly:
      "The demo's storage could not be read: it runs read-only on its sample data; changes are not saved. Reset the demo to fix it.",
    reset: 'Reset the demo',
    resetting: 'Resetting the demo…',
    resetDone: 'The demo has been reset: changes are saved again. Sign in again to continue.',
    resetFailed:
      "The demo could not be reset: its storage still cannot be used. Close the demo's other tabs, reload this page, and reset again.",
  },
  scale: {
    title: 'Demo size',
    large: 'Large demo',
    normal: 'Normal demo',
    largeHint: (n: { projects: number; apps: number; builds: number; notifications: number; dashboards: number; tasks: number; teamMembers: number }) =>
      `Reseeds the demo data with ${n.projects.toLocaleString('en-US')} more projects, ${n.apps.toLocaleString('en-US')} apps and ` +
      `${n.builds} long builds in one project, ${n.notifications.toLocaleString('en-US')} notifications for gbm, ` +
      `${n.dashboards} more dashboard projects, and ${n.tasks.toLocaleString('en-US')} tasks and ${n.teamMembers} team members on one project.`,
    normalHint: 'Reseeds the demo data with its normal sample of about thirty projects.',
    working: 'Seeding the demo data…',
    largeDone: 'The demo now holds the large data set. Sign in again to see it.',
    normalDone: 'The demo holds its normal data again. Sign in again to see it.',
    failed: 'The demo data could not be reseeded.',
  },
  faults: {
    open: 'Faults…',
    openLabel: 'Open the mock fault switch',
    title: 'Mock faults',
    intro:
      'Make chosen calls of the mock backend fail, to show how the portal copes. Faults last until removed, or for the given number of answers.',
    loading: 'Loading the current faults…',
    loadFailed: 'The current faults could not be loaded.',
    changeFailed: 'The fault switch did not accept the change.',
    currentTitle: 'Current faults',
    none: 'No faults: every call answers normally.',
    jobsTitle: 'Failing server jobs',
    addTitle: 'Add a fault',
    target: 'Endpoint',
    targetHint: 'One call, a whole area, or every call.',
    kind: 'Failure',
    times: 'Number of answers (optional)',
    timesHint: 'Empty: until removed.',
    timesInvalid: 'Enter a whole number of 1 or more, or leave it empty.',
    add: 'Add fault',
    remove: 'Remove',
    removeLabel: (what: string) => `Remove fault: ${what}`,
    clearAll: 'Clear all faults',
    close: 'Close',
    added: 'Fault added.',
    removed: 'Fault removed.',
    cleared: 'All faults cleared.',
    retry: 'Retry',
    everyEndpoint: 'Every endpoint (*)',
    everyInGroup: (group: string) => `Every ${group} endpoint (${group}.*)`,
    groupLabel: (group: string) => `${group}`,
    endpoint: (id: string, method: string, path: string) => `${id}: ${method} ${path}`,
    describe: (target: string, kind: string, times?: number) =>
      times === undefined ? `${target}: ${kind}, until removed` : `${target}: ${kind}, ${times} more ${times === 1 ? 'answer' : 'answers'}`,
    /** `job`: the kind's label as the mock lists it (GET /__mock__/job_kinds), or the raw kind when it has none; '*' reads 'any job'. */
    describeJob: (job: string, step?: number, times?: number) =>
      `${job === '*' ? 'any job' : job} fails at step ${step ?? 0}${times === undefined ? ', until removed' : `, ${times} more ${times === 1 ? 'time' : 'times'}`}`,
    addJobTitle: 'Make a server job fail',
    jobKind: 'Job',
    anyJob: 'Any job (*)',
    jobKindHint: 'The next job of this kind fails; a named kind wins over any job.',
    step: 'Fail at step',
    stepHint: 'Counted from 0. The devops chain has 6 steps (0-5); most other jobs 2 or 3.',
    stepInvalid: 'Enter a whole number of 0 or more (0 is the first step).',
    jobTimes: 'Number of jobs (optional)',
    addJob: 'Add job fault',
    jobAdded: 'Job fault added.',
    kinds: {
      '500': 'Server error (500)',
      '401': 'Not signed in (401)',
      '403': 'Forbidden (403)',
      network: 'Network error',
      timeout: 'Timeout (no answer)',
      malformed: 'Malformed JSON',
      empty: 'Empty body',
    },
  },
} as const;
