/**
 * Apps inside a project (seed 001). Each screen area has its own section; the seed's words are
 * kept verbatim, texts marked "Ours" are beyond the seeds.
 */
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

    /* ---------- release readiness (ours) ---------- */
    /** Ours. */
    readinessTitle: 'Release readiness',
    /** Ours. */
    ready: 'Ready',
    /** Ours. */
    notReady: 'Not ready',
    /** Ours. */
    readyDetail: 'Every report exists and meets its threshold.',
    /** Ours. */
    reasonsTitle: 'Why not',
    /** Ours. */
    reasonPerformance: (score: number, min: number) => `Lighthouse performance ${score} is below ${min}`,
    /** Ours. */
    reasonAccessibility: (score: number, min: number) => `Lighthouse accessibility ${score} is below ${min}`,
    /** Ours. */
    reasonZapHigh: (count: number, max: number) => `ZAP has ${count} high ${count === 1 ? 'alert' : 'alerts'} (at most ${max})`,
    /** Ours. */
    reasonSonarCritical: (count: number, max: number) => `Sonar has ${count} critical ${count === 1 ? 'issue' : 'issues'} (at most ${max})`,
    /** Ours. */
    reasonMissing: { lighthouse: 'No Lighthouse report yet', zap: 'No ZAP report yet', sonar: 'No Sonar report yet' },

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
