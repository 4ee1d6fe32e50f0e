/**
 * Dashboards (seed 001 sections 2, 3, 4 and 9). Each page has its own section; the seed's words are
 * kept verbatim, texts marked "Ours" are beyond the seeds. The board names and the performance card
 * texts are the domain's (src/domain/dashboards.ts: PROJECT_BOARDS, PERFORMANCE_TEXTS).
 */
export const dashboardTexts = {
  /** /overview/ProjectDashboard and /overview/ProjectDashboard/{selectedProjectId}. */
  project: {
    /** Ours (the route's title). */
    title: 'Project Dashboard',
    projectLabel: 'Project :',
    selectProject: 'Select Project',
    /** Ours. */
    chooseProject: 'Choose a project to see its dashboard.',
    /** Ours. */
    badProjectId: (raw: string) => `"${raw}" is not a project id. Choose a project from the list.`,
    /** Ours. */
    unknownProject: (id: number) => `Project ${id} is not in the project list; its boards may be empty.`,
    /** Ours. */
    projectsLoading: 'Loading the project list...',
    /** Ours. */
    projectsFailed: 'The project list could not be loaded.',
    /** Ours. */
    projectFallbackName: (id: number) => `Project ${id}`,
    /** Ours: the side menu's name. */
    boardsMenu: 'Dashboard boards',
    /** Ours. */
    boardFailed: (board: string) => `${board} could not be loaded.`,
    /** Ours. */
    sectionFailed: (section: string) => `${section} could not be loaded.`,
    /** Ours: a board answered 403 (an agency and another agency's project). */
    notThere: "This project's figures are not there for you: it is not one of your projects.",
    /** Ours: the way on from there (the page without a project opens Select Project). */
    chooseAnother: 'Choose another project',
    /** Ours. */
    notAvailable: 'n/a',

    /* ---------- Project Performance ---------- */
    /** Ours. */
    metricsTitle: 'Performance metrics',
    /** Ours: the metrics' names. */
    metrics: {
      performanceScore: 'Performance Score',
      speedIndex: 'Speed Index',
      timeToInteract: 'Time to Interact',
      fcp: 'First Contentful Paint (FCP)',
      lcp: 'Largest Contentful Paint (LCP)',
      tbt: 'Total Blocking Time (TBT)',
      cls: 'Cumulative Layout Shift (CLS)',
    },
    /** Ours: the short names on the chart's axis. */
    metricShort: {
      performanceScore: 'Score',
      speedIndex: 'Speed Index',
      timeToInteract: 'TTI',
      fcp: 'FCP',
      lcp: 'LCP',
      tbt: 'TBT',
      cls: 'CLS',
    },
    /** Ours: the words beside a card's colour when the seeds give it no text. */
    aboveTarget: 'Above target',
    withinTarget: 'Within target',
    /** Ours. */
    timingsTitle: 'Timings',
    /** Ours. */
    timingsChart: (project: string) => `Timings of ${project}: Speed Index, Time to Interact, FCP, LCP and TBT`,
    /** Ours. */
    valueSeries: 'Value',
    /** Ours (the wire's field is spelt recomendations). */
    recommendationsTitle: 'Recommendations',
    /** Ours. */
    opportunity: 'Opportunity',
    /** Ours. */
    estimatedSavings: 'Estimated Savings',
    /** Ours. */
    impact: 'Impact',
    /** Ours: the impact in words. */
    impactWords: (impact: string) => `${impact.charAt(0).toUpperCase()}${impact.slice(1)} impact`,
    /** Ours. */
    noRecommendations: 'No recommendations.',

    /* ---------- SEO Monitoring ---------- */
    /** Ours. */
    seoFiguresTitle: 'SEO figures',
    /** Ours. */
    noSeoRecord: (project: string) => `There is no SEO record for ${project}.`,
    /** Ours: the figures without a bucket. */
    users: 'Users',
    numberOfUsers: 'Number of Users',
    /** Ours. */
    bucket: (bucket: string) => `Bucket: ${bucket}`,
    /** Ours: units. */
    percent: (value: string) => `${value} %`,
    seconds: (value: string) => `${value} s`,
    /** Ours. */
    keywordsTitle: 'Keyword ranks',
    keyword: 'Keyword',
    rank: 'Rank',
    /** Ours. */
    change: 'Change',
    /** Ours. */
    searchVolume: 'Search Volume',
    /** Ours: a rank change in words (a smaller rank is better). */
    up: (places: number) => `Up ${places}`,
    down: (places: number) => `Down ${places}`,
    noChange: 'No change',
    /** Ours. */
    noKeywords: 'No keywords tracked.',
    /** Ours. */
    backlinksTitle: 'Backlinks',
    /** Ours. */
    backlinksChart: (project: string, months: number) => `Backlinks of ${project} over the last ${months} months`,
    /** Ours. */
    backlinksSeries: 'Backlinks',
    /** Ours. */
    noBacklinks: 'No backlink history.',

    /* ---------- Lifecycles Stats ---------- */
    /** Ours. */
    perStatusTitle: 'Projects per status',
    /** Ours. */
    perStatusChart: 'Number of projects per status',
    /** Ours. */
    projectsSeries: 'Projects',
    /** Ours. */
    daysToApprovalTitle: 'Days to approval',
    /** Ours. */
    daysToDeploymentTitle: 'Days to deployment',
    /** Ours. */
    longestChart: (what: string, shown: number) => `${what}: the ${shown} longest, in days`,
    /** Ours. */
    daysSeries: 'Days',
    /** Ours. */
    noneYet: 'No projects yet.',
    /** Ours. */
    stagesTitle: (project: string) => `Stages of ${project}`,
    /** Ours. */
    notReached: 'Not reached',
    /** Ours. */
    reachedOn: (date: string) => `Reached ${date}`,
    /** Ours. */
    noStages: 'No stages recorded.',

    /* ---------- Smart Resource Management ---------- */
    /** Ours. */
    techStackTitle: 'Tech stack',
    /** Ours. */
    noTechStack: 'No tech stack recorded.',
    /** Ours. */
    teamTitle: 'Team by role',
    /** Ours. */
    teamChart: (project: string) => `Team members of ${project} by role`,
    /** Ours. */
    membersSeries: 'Members',
    /** Ours. */
    role: 'Role',
    /** Ours. */
    members: 'Members',
    /** Ours. */
    allocation: 'Allocation',
    /** Ours. */
    noTeam: 'No team members recorded.',
    /** Ours. */
    environmentsTitle: 'Environments',
    /** Ours. */
    environment: 'Environment',
    /** Ours. */
    service: 'Service',
    /** Ours. */
    monthlyCost: 'Monthly Cost',
    /** Ours. */
    utilisation: 'Utilisation',
    /** Ours. */
    total: 'Total',
    /** Ours. */
    noEnvironments: 'No environments yet.',
  },
  /**
   * /overview/Dashboard and /overview/AllProjectData (issue 9). Seed words are marked "seed";
   * everything else in this section is ours.
   */
  overview: {
    title: 'Dashboard', // ours (the route's name)
    seoTitle: 'SEO Metrics Dashboard', // seed
    performanceTitle: 'Performance Metrics Dashboard', // seed
    moreData: 'More Data', // seed
    /** Bucket names (seed 001 section 9). */
    buckets: { 'Very Good': 'Very Good', Good: 'Good', Avg: 'Avg', Poor: 'Poor' }, // seed
    // ours from here on
    showProjects: (label: string) => `Show projects for ${label}`,
    moreDataFor: (label: string) => `for ${label}`,
    bucketChart: (label: string) => `${label}: share of projects per bucket (percent)`,
    impactChart: (label: string) => `${label}: share of projects by impact (percent)`,
    subChart: (label: string, count: number) => `${label}: the first ${count} projects`,
    subChartTitle: (count: number) => `First ${count} projects`,
    shareSeries: 'Share of projects (%)',
    impactLevelSeries: 'Impact (1 low, 2 high)',
    percent: (value: string) => `${value}%`,
    low: 'Low',
    high: 'High',
    lowImpact: 'Low impact',
    highImpact: 'High impact',
    noProjects: 'No projects yet.',
    seoFailed: 'The SEO metrics could not be loaded.',
    overallFailed: 'The performance scores could not be loaded.',
    recommendationsFailed: 'The recommendations could not be loaded.',
    cardsTitle: 'Project Performance',
    cardsIntro: (projectId: number) => `The performance record of project ${projectId}.`,
    cardsFailed: 'The project performance could not be loaded.',
    cardsNotYours: (projectId: number) => `Project ${projectId}, whose performance this set shows, is not one of your projects: its cards are not shown to you.`, // Ours: a 403 answer
    cardsLabel: 'Performance metrics',
    withinTarget: 'Within target',
    needsAttention: 'Needs attention',
    recommendationsTitle: 'Recommendations',
    estimatedSavings: (savings: string) => `Estimated savings: ${savings}`,
    noRecommendations: 'No recommendations.',
    /** The performance record's metrics, as the cards name them. */
    metricLabels: {
      performanceScore: 'Performance Score',
      speedIndex: 'Speed Index',
      timeToInteract: 'Time to Interactive',
      fcp: 'First Contentful Paint',
      lcp: 'Largest Contentful Paint',
      tbt: 'Total Blocking Time',
      cls: 'Cumulative Layout Shift',
    },
    /** /overview/AllProjectData. */
    allData: {
      title: 'All Project Data',
      back: 'Back to Dashboard',
      metricLabel: 'Metric',
      search: 'Search projects',
      download: 'Download CSV',
      tableLabel: (label: string) => `All projects: ${label}`,
      project: 'Project',
      value: 'Value',
      bucket: 'Bucket',
      impact: 'Impact',
      all: 'All',
      noRows: 'No projects.',
      failed: 'The data could not be loaded.',
      fileName: (key: string) => `all-project-data-${key}.csv`,
    },
  },
  /** Ours: above a board's fixed sample data (seed 001 section 2), shown when the server has no data for it. */
  sampleNote: 'Sample data: this server does not provide these figures, so the fixed sample figures are shown.',
  /** /overview/OverallAgencyDashboard and /overview/AgencyDashboard (issue 9). */
  agency: {
    overallTitle: 'Overall Agency Dashboard', // seed
    agencyTitle: (name: string) => `Agency ${name} Dashboard`, // seed
    // ours from here on
    untitled: 'Agency Dashboard',
    agencyLabel: 'Agency',
    chooseAgency: 'Choose an agency to see its dashboard.',
    noAgencies: 'No agencies yet.',
    agenciesFailed: 'The agencies could not be loaded.',
    failed: 'The agency dashboard could not be loaded.',
    notThere: "This agency's dashboard is not there for you: an agency reads only its own.", // Ours: a 403 answer
    goToHome: 'Go to Home', // Ours
    projectsTitle: 'Projects',
    project: 'Project',
    status: 'Status',
    performanceScore: 'Performance Score',
    onTime: 'On time',
    percent: (value: number) => `${value}%`,
    noProjects: 'No projects yet.',
    deliveriesTitle: 'Monthly deliveries',
    deliveriesChart: 'Projects delivered per month',
    delivered: 'Delivered',
  },
} as const;
