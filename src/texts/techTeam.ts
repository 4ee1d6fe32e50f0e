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
  },
  /** Project file upload (seed 001 sections 5 and 8); the catalogue texts are shared with areas.ts. */
  projectFileUpload: {
    ...areaTexts.upload,
    /** Ours, from "supported files CSV". */
    supportedFiles: 'Supported files: CSV',
    /** Ours, from "a disclaimer says not to upload personal data". */
    disclaimer: 'Please do not upload files that contain personal data.',
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
  },
} as const;
