/**
 * The tech team's area: the approved project page, the devops chain, the cloud recommender
 * (/getCloudPlans/) and Plan Selection (/ServiceRegionOptions/). Verbatim from the seeds, typos
 * and casing included ('Get LightHouse Report' and 'Get Lighthouse Report' are two different
 * buttons of the seeds). Texts marked "ours" are not in the seeds.
 *
 * Labels that the pure rules return (stage buttons, chain steps, recommendation questions,
 * environment texts) are defined once in src/domain and re-exported here.
 */
import {
  DEPLOYMENT_SUCCESSFUL,
  DEVOPS_CHAIN_STEPS,
  ENVIRONMENT_FAILED_URL_TEXT,
  STAGE_BUTTON_LABELS,
  environmentCreationText,
} from '../domain/techTeam';
import { RECOMMENDATION_QUESTIONS } from '../domain/cloud';
import { areaTexts } from './areas';

export const techTeamTexts = {
  /** /viewApprovedProjectDetails/{projectId} (seed 001 sections 2 and 4). */
  projectPage: {
    viewApps: 'View Apps',
    syncInfra: 'Sync Infra',
    setupDevopsProject: 'Setup Devops Project',
    stageButtons: STAGE_BUTTON_LABELS,
    environmentSetup: STAGE_BUTTON_LABELS.environmentSetup,
    /* Ours from here on: the seeds name the parts of the page, not their words. */
    title: 'Approved Project Details',
    name: 'Project Name',
    environments: 'Environments',
    status: 'Status',
    devopsUrl: 'Devops URL',
    environmentUrl: 'Environment URL',
    ipAddress: 'IP Address',
    none: '-',
    stagesTitle: 'Next steps',
    noStage: 'No step is available at this status.',
    projectFailed: 'The project could not be loaded.',
    projectNotFound: 'This project was not found, or it is not assigned to you.',
    approvedProjects: 'Approved Projects',
    syncing: 'Syncing the infrastructure…',
    syncFailed: (reason: string) => `Sync Infra could not start: ${reason}`,
    syncStarted: 'Sync Infra started: the infrastructure pipeline is running.',
    stageFailed: (label: string, reason: string) => `${label} failed: ${reason}`,
    dismiss: 'Dismiss',
    notLoaded: 'The project is not loaded yet.',
    noLighthouseReport: 'There is no Lighthouse report yet.',
    noSonarReport: 'There is no Sonar report yet.',
    noDevopsUrl: 'The project has no devops URL yet: run Setup Devops Project first.',
    noEnvironment: 'The project has no environment address yet: run Environment Setup first.',
  },
  /** What a running stage is doing (ours). */
  steps: {
    starting: (what: string) => `Starting: ${what}`,
    serverStep: (title: string, step: string) => `${title}: ${step}`,
    waitingForJob: (title: string) => `${title}: waiting for the server`,
    buildQueued: (job: string) => `Build of ${job} queued, waiting for it to start`,
    buildRunning: (job: string, buildNo: number) => `Build #${buildNo} of ${job} running`,
    buildFailed: (job: string, buildNo: number, result: string) => `Build #${buildNo} of ${job} ended with ${result}`,
    buildCancelled: 'The build was cancelled on the build server.',
    noArtifact: 'The Lighthouse build produced no report file.',
    requestingContainer: (name: string) => `Requesting the container group ${name}`,
    container: (status: string) => `Container group: ${status}`,
    containerFailed: 'The container group could not be created.',
    savingAddress: 'Saving the container address to the project',
    recording: 'Recording the result on the project',
    statusWait: 'Waiting for the project status to change',
    downloading: 'Downloading the report',
    jobFailed: (title: string, outcome: string) => `${title}: ${outcome}`,
  },
  /** The activity timeline (ours; an extension of the seeds' contract). */
  activity: {
    title: 'Activity',
    empty: 'Nothing has run on this project yet.',
    loading: 'Loading the activity…',
    failed: 'The activity could not be loaded.',
    unavailable: 'The backend does not offer the activity timeline.',
    by: (who: string) => `by ${who}`,
    running: 'Running',
    queued: 'Queued',
    attempt: (n: number) => `attempt ${n}`,
    steps: 'Steps',
    /** Ours: what the activity poll's bound says is still running (texts.common.stillRunning). */
    runningWhat: 'A server job of this project',
  },
  /** Transient messages of seed 001 section 4. */
  transient: {
    devopsCreationInProgress: 'Devops creation in progress',
    azureDevopsProjectUnderProgress: 'Azure Devops Project creation under progress',
    /** Ours: the seed mentions "repo and branch progress" without giving the words. */
    repoCreationInProgress: (repo: string) => `Repo ${repo} creation in progress`,
    /** Ours: as above. */
    branchCreationInProgress: 'Branch creation in progress',
    devopsCreated: 'DevOps Created Successfully',
    deploymentSuccessful: DEPLOYMENT_SUCCESSFUL,
  },
  /** The devops chain's visible steps (labels ours, from the seed's list of steps). */
  devopsChain: {
    steps: DEVOPS_CHAIN_STEPS,
    /** Ours. */
    stepState: { pending: 'Pending', in_progress: 'In Progress', done: 'Done', failed: 'Failed' },
    /** Ours. */
    retry: 'Retry from the failed step',
    /** Ours. */
    title: 'Devops chain',
    /** Ours. */
    saveFailed: (reason: string) => `The devops URL could not be saved: ${reason}`,
    /** Ours. */
    startFailed: (reason: string) => `Setup Devops Project could not start: ${reason}`,
    /** Ours. */
    repo: (name: string) => `Repo: ${name}`,
  },
  /** Project file upload (seed 001 sections 5 and 8); the catalogue texts are shared with areas.ts. */
  projectFileUpload: {
    ...areaTexts.upload,
    /** Ours, from "supported files CSV". */
    supportedFiles: 'Supported files: CSV',
    /** Ours, from "a disclaimer says not to upload personal data". */
    disclaimer: 'Please do not upload files that contain personal data.',
    /* Ours. */
    title: 'Project File Upload',
    dropLabel: "The project's data file (CSV)",
    upload: 'Upload',
    uploading: 'Uploading…',
  },
  /** /getCloudPlans/ (seed 000 section 2). */
  cloudParams: {
    title: 'Check preference to get cloud plans',
    questions: RECOMMENDATION_QUESTIONS,
    yes: 'Yes',
    no: 'No',
    submit: 'Submit Params',
    recommendedTitle: 'Services recommended to you are:',
    matching: (percentage: number) => `${percentage}% matching`,
    select: 'Select',
    /** Ours: the accessible name of a card's Select link. */
    selectService: (service: string) => `Select ${service}`,
    /** Ours. */
    project: (name: string) => `Project: ${name}`,
    /** Ours: the note beside loadBalance and osConfig, whose checkboxes the seeds leave open. */
    oursTitle: 'Two more questions',
    oursNote: 'The recommender also reads these two preferences; the original portal may not ask them.',
    /** Ours. */
    submitting: 'Finding the services that fit…',
    noRecommendations: 'No service matches these preferences.',
    recommendationsFailed: 'The recommendations could not be loaded. Your answers are kept: try again.',
    projectFailed: 'The project could not be loaded.',
    projectNotFound: 'This project was not found. Choose a project from the approved projects list.',
    approvedProjects: 'Approved Projects',
  },
  /** /ServiceRegionOptions/ (seed 000 section 2). */
  planSelection: {
    title: 'Plan Selection',
    /** Ours: the label of the region dropdown. */
    region: 'Region',
    createWithDefaults: 'Create Service with Default Plan Values',
    getPlans: 'Get Plans',
    previous: 'Previous',
    next: 'Next',
    /** Ours: the monthly estimate shown before the create button (issue 7, beyond the seeds). */
    monthlyEstimate: (amount: string) => `Estimated monthly cost: ${amount}`,
    requestRaised: 'Environment Creation Request Raised Successfully',
    loading: 'Loading',
    environmentCreation: environmentCreationText,
    failedUrl: ENVIRONMENT_FAILED_URL_TEXT,
    deploymentSuccessful: DEPLOYMENT_SUCCESSFUL,
    getLighthouseReport: 'Get LightHouse Report',
    downloadLighthouseReport: 'Download Light House Report',
    back: 'Back',
    /* Ours from here on: the seeds do not word these. */
    service: 'Service',
    plansTitle: 'Plans',
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    loadingPlans: 'Loading plans…',
    noPlans: 'No plans are listed for this service in this region.',
    plansFailed: 'The plans could not be loaded.',
    inertPlan: 'Not selectable',
    chosenPlan: 'Chosen plan',
    estimateBasis: (hits: string) => `Based on the project's expected hits (${hits}) a month, or on running all month for a time-priced plan.`,
    noEstimate: 'No monthly estimate for this unit of measure.',
    createWithPlan: 'Create Service with Selected Plan',
    chooseRegionFirst: 'Choose a region first.',
    loadingRegions: 'Loading regions…',
    regionsFailed: 'The regions of this service could not be loaded, so the standard regions are offered: Europe, India, USA and Asia.',
    noRegionsListed: 'No regions are listed for this service, so the standard regions are offered: Europe, India, USA and Asia.',
    requesting: 'Sending the request…',
    requestFailed: 'The environment request could not be sent. Your choices are kept: try again.',
    /** Ours: what the poll's bound says is still running (texts.common.stillRunning). */
    environmentCreationWhat: 'Environment creation',
    pollFailed: 'The environment status could not be read.',
    saving: 'Saving the service URL to the project…',
    saveFailed: 'The environment was created, but its URL could not be saved to the project.',
    resultTitle: 'Environment',
    status: 'Status',
    summary: 'Summary',
    hostingType: 'Hosting Type',
    cloudPlatform: 'Cloud Platform',
    frontEnd: 'Front End',
    middleware: 'Middleware',
    backEnd: 'Back End',
    cms: 'CMS',
    applicationServiceUrl: 'Application Service URL',
    ipAddress: 'IP Address',
    none: '-',
    chooseAnotherPlan: 'Choose another plan',
    /** Ours: what the project has saved, shown when the page follows no request of this tab. */
    savedEnvironment: 'Saved environment',
    projectStatus: 'Project status',
    /** Ours: an address naming a status URL (an old address, or another's link) is not followed. */
    linkNotFollowed:
      'This address names an environment request. A request is followed only in the browser tab that raised it, so nothing is read or saved from this address. The project keeps what it has saved.',
    downloading: 'Downloading…',
    noLighthouseReport: 'There is no Lighthouse report for this project yet.',
    lighthouseFailed: 'The Lighthouse report could not be downloaded. Try again.',
  },
} as const;
