/**
 * Apps inside a project (seed 001): every text of the apps area, one section per screen. The seeds'
 * words are kept verbatim, typos included; texts marked "Ours" are beyond the seeds.
 */

/* ---------- the app list page /project/{projectId}/apps (seed 001 sections 2, 8 and 9) ---------- */
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

  /* ---------- failures (ours) ---------- */
  /** Ours. */
  loadFailed: 'The apps could not be loaded.',
  /** Ours. */
  badProject: 'This address does not name a project.',
  /** Ours: the project's apps answered 403 or 404 (roles 4 and 5 read no project; an agency reads only its own). */
  notThere: 'The apps of this project are not there for you: the project does not exist, or it is not yours to see.',
  /** Ours. */
  goToHome: 'Go to Home',
  /** Ours: who may create, change, delete, build or report the apps of a project (a 403 answer, or known beforehand). */
  onlyParties: "Only the project's agency, its creator, the brand manager who manages it or its technical user may change its apps.",

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

/* ---------- the app page /app/{appId}/{callType}, /app/{projectId}/createNewApp (seed 001 sections 2, 4, 8, 9) ---------- */
export const appPageTexts = {
  tabs: { details: 'App Details', reports: 'Reports', builds: 'Build History' },
  fields: {
    cloud: 'Cloud',
    appName: 'App Name',
    appType: 'App Type',
    environment: 'Environment',
    dependentApp: 'Dependent App',
    buildType: 'Build Type',
    path: 'Path',
    healthPath: 'Health Path',
    websitePort: 'Website Port',
    appEnvironment: 'App Environment',
    key: 'Key',
    value: 'Value',
    name: 'Name',
    websiteUrl: 'Website URL',
    reportType: 'Report Type',
    file: 'File',
    appAdmin: 'App Admin',
    appUrl: 'App URL',
    status: 'Status',
  },
  buttons: {
    setupRepo: 'Setup Repo',
    buildNow: 'Build Now',
    generateReport: 'Generate Report',
    submit: 'Submit',
    addMore: 'Add More',
    remove: 'Remove',
    upload: 'Upload',
    goToAppList: 'Go to App List',
    /** Ours. */
    backToApps: 'Back to the apps',
    /** Ours. */
    close: 'Close',
  },
  messages: {
    created: 'App created successfully',
    updated: 'App is updated successfully',
    nameTaken: 'AppName already exists please try with another Name',
    pathTaken: 'PathName already exists please try with another Path',
    failed: 'Couldnot load please re-try',
    reportAppCreated: 'App Successfully Created',
    fileUploaded: 'File Uploaded SuccessFully',
    fileUploadFailed: 'Couldnot Upload File Please Re-Try',
    /* Ours from here on. */
    required: (field: string) => `${field} is required.`,
    portNumber: 'The port is a whole number from 1 to 65535.',
    pathFormat: 'The path starts with /.',
    urlFormat: 'Enter a web address starting with http:// or https://.',
    keyRequired: 'Each variable needs a key.',
    keyDuplicate: 'Each key may appear only once.',
    sonarZipNeeded: 'Choose the code as a .zip file.',
    /** Ours: the app answered 403 or 404. */
    appNotFound: 'This app is not there for you: it does not exist, or its project is not yours to see.',
    appFailed: 'The app could not be loaded.',
    uploading: 'Uploading…',
    cancelUpload: 'Cancel upload',
    uploadCancelled: 'Upload cancelled.',
  },
  /** The app page's workflows (ours, except the seeds' report texts in src/domain/apps.ts). */
  work: {
    repoRunning: 'Setting up the repository…',
    repoDone: 'The repository is set up.',
    buildRunning: (buildNo: number | null) => (buildNo ? `Build #${buildNo} is running…` : 'Starting the build…'),
    buildDone: (buildNo: number | null) => `Build ${buildNo ? `#${buildNo} ` : ''}finished successfully.`,
    buildFailed: (buildNo: number | null) => `Build ${buildNo ? `#${buildNo} ` : ''}failed: see its console log.`,
    liveLog: (buildNo: number | null) => `Console log of build ${buildNo ? `#${buildNo}` : ''} (live)`,
    serverAnswered: (status: number) => `the server answered ${status}`,
    timeout: 'the server did not answer in time',
    malformed: 'the server sent an answer the portal cannot read',
    network: 'network error',
    failedBecause: (what: string, reason: string) => `${what} failed: ${reason}`,
  },
  /** Ours. */
  maxRows: (max: number) => `At most ${max} variables.`,
  noReport: 'No report yet: use Generate Report.',
  /* Ours. */
  loadingReport: 'Loading the report…',
  buildsFailed: 'The build history could not be loaded.',
  logFailed: 'The console log could not be loaded.',
  logOf: (buildNo: number) => `Console log of build #${buildNo}`,
  /** Ours: what the log poll's bound says is still running (texts.common.stillRunning). */
  buildNo: (buildNo: number) => `Build #${buildNo}`,
  buildReports: (buildNo: number) => `Reports of build #${buildNo}`,
  statusTitle: 'Pipeline Status',
  reportFailed: 'The report could not be loaded.',
  /** Ours: a part of the Reports tab that failed to load (with Retry; a report not generated yet is noReport). */
  reportsTabFailed: {
    list: 'The report list could not be loaded.',
    lighthouse: 'The Lighthouse report could not be loaded.',
    zap: 'The ZAP report could not be loaded.',
    sonar: 'The Sonar report could not be loaded.',
  },
} as const;

/**
 * The Build History tab (seed 001 section 2: entries with buildNo, buildStatus, appId and a console
 * log per build). The seed gives none of these words: all are ours, but for 'Loading...' (the seed's
 * loading text of the app pages).
 */
/** One formatter for the log's line count (toLocaleString made a new one per call: per poll while a log grows). */
let lineCountFormatter: Intl.NumberFormat | undefined;
const lineCountFormat = () => (lineCountFormatter ??= new Intl.NumberFormat('en-GB'));

export const buildTexts = {
  table: {
    /** Accessible name of the table. */
    label: 'Build history',
    buildNo: 'Build No',
    buildStatus: 'Build Status',
    /** The seed's third field of an entry (buildNo, buildStatus, appId). */
    appId: 'App Id',
    log: 'Console log',
    viewLog: (buildNo: number) => `View log of build #${buildNo}`,
    empty: 'No builds yet.',
    loading: 'Loading...',
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
    wrapLines: 'Wrap lines',
    matchCount: (n: number, m: number) => `${n} of ${m}`,
    noMatches: 'No matches',
    previousMatch: 'Previous match',
    nextMatch: 'Next match',
    follow: 'Follow new lines',
    empty: 'The log is empty.',
    lineCount: (count: number) => (count === 1 ? '1 line' : `${lineCountFormat().format(count)} lines`),
  },
} as const;

/* ---------- the Reports tab's views ---------- */
export const appsTexts = {
  /** The Reports tab's views (seed 001 sections 2, 3 and 9). */
  reports: {
    /* ---------- report list ---------- */
    listTitle: 'Reports',
    reportName: 'Report Name',
    relativePath: 'Relative Path',
    /** Ours. */
    listEmpty: 'No reports yet.',

    /* ---------- Lighthouse ---------- */
    /** Ours. */
    lighthouseTitle: 'Lighthouse',
    /** Ours: the score band in words, next to the colour. */
    band: { green: 'Good', amber: 'Average', brown: 'Poor' },
    /** Ours. */
    scoreOf: (score: string) => `${score} / 100`,

    /* ---------- ZAP ---------- */
    /** Ours. */
    zapTitle: 'ZAP',
    high: 'High',
    medium: 'Medium',
    low: 'Low',
    informational: 'Informational',
    /** Ours. */
    zapChartLabel: 'ZAP alerts by risk: High, Medium, Low, Informational',
    /** Ours. */
    alertsTitle: 'Alerts',
    /** Ours. */
    alertsEmpty: 'No alerts.',
    /** Ours. */
    riskDescription: 'Risk',
    /** Ours. */
    description: 'Description',
    /** Ours. */
    solution: 'Solution',

    /* ---------- Sonar ---------- */
    /** Ours. */
    sonarTitle: 'Sonar',
    major: 'Major',
    minor: 'Minor',
    critical: 'Critical',
    bug: 'Bug',
    codeSmell: 'Code Smell',
    /** Ours. */
    severityChartLabel: 'Sonar issues by severity: Major, Minor, Critical',
    /** Ours. */
    typeChartLabel: 'Sonar issues by type: Bug, Code Smell',
    /** Ours. */
    issuesTitle: 'Issues',
    /** Ours: the issues table's accessible name. */
    issuesTableLabel: 'Sonar issues',
    key: 'Key',
    severity: 'Severity',
    status: 'Status',
    message: 'Message',
    type: 'Type',
    /** Ours. */
    issuesEmpty: 'No issues.',
    /** Ours. */
    count: 'Count',

    /* ---------- charts (ours) ---------- */
    /** Ours: the caption of a chart's hidden data table. */
    chartData: (name: string) => `${name}: data`,
    /** Ours. */
    category: 'Category',
    /** Ours. */
    value: 'Value',

    /* ---------- score trend (ours) ---------- */
    /** Ours. */
    trendTitle: 'Performance trend',
    /** Ours. */
    trendChartLabel: (count: number) => `Lighthouse performance score over the last ${count} builds, oldest to newest`,
    /** Ours. */
    trendTooFew: 'Not enough builds for a trend yet: at least 2 builds with a Lighthouse report are needed.',
    /** Ours. */
    trendSeries: 'Performance',
    /** Ours. */
    build: (buildNo: number) => `Build ${buildNo}`,
  },
} as const;
