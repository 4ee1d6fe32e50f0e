/** The mock backend's state and rules. Handlers call these; they hold no rules themselves. */
export { db, resetDb } from './state';
export {
  loadPersistedDb,
  persistDb,
  commitDb,
  closePersistedDb,
  repairPersistedDb,
  storageStatus,
  persistenceAvailable,
  describeStorageError,
  StorageWriteError,
  type LoadReport,
  type StorageStatus,
} from './persistence';
export { defineTable, tables, findTable, type Table, type TableSpec, type SeedContext } from './tables';
export { authTable, lookupsTable, notificationsTable, projectsTable, jobsTable } from './seed';
export { mockNow, setClockSpeed, advanceClock, clockState, configureClock, type ClockReading, type ClockConfig } from './clock';
export {
  defineJobKind,
  startJob,
  advanceJobs,
  hasUnfinishedJobs,
  retryJob,
  findJob,
  jobsOf,
  latestJobOf,
  type Job,
  type JobEffects,
  type StartJobInput,
} from './jobs';
export { setLatency, nextLatencyMs } from './latency';
export { provideSubtleCrypto } from './jwt';
export { createSeed, DEMO_PASSWORD, SCHEMA_VERSION, DEFAULT_TOKEN_LIFETIME_SECONDS } from './seed';
export {
  signIn,
  issueToken,
  claimsOf,
  userFromToken,
  callerFromToken,
  type Caller,
  resetPassword,
  forgotPassword,
  findUserById,
  findUserByUsername,
  findUserByEmail,
  type SignInResult,
} from './users';
export {
  notificationsPage,
  unreadCount,
  toggleNotification,
  addNotification,
  inboxOf,
  type NotificationPageBody,
} from './notifications';
export { demoAccounts, type DemoAccountsBody } from './accounts';
export type * from './types';
export { badRequest, conflict, forbidden, ok, refuse, type Outcome, type Refusal } from './outcome';
export { escapeHtml } from './html';
export { agencyUsers, brands, lookupList, regionsOfPlatform, regionsOfService } from './lookups';
export {
  agencyNameOf,
  approvedProjectsForGbm,
  approvedProjectsForTech,
  assignedProjects,
  canRead,
  createProject,
  findProject,
  readableProject,
  submittedProjects,
  toAutoPopulate,
  toCard,
  toDetails,
  updateProject,
  APPROVED_PROJECT_IS_FINAL,
  CODE_TEMPLATE_REQUIRED,
} from './projects';
export {
  approveByBusinessManager,
  approveByTech,
  assignToTech,
  rejectByBusinessManager,
  rejectByTech,
  techUsers,
  APPROVAL_ANSWER,
} from './approval';
export { saveTemplate, templatesOf, templateExists } from './templates';
export { assignTeamMembers, createTeamMember, teamMembersNotIn, teamOf, EMAIL_TAKEN } from './teams';
export { createTask, tasksOf, updateTask } from './tasks';
export { recommend, priceList, findPlan, resolveRegion, resolveService } from './cloud';
export {
  createResource,
  createResourceSku,
  checkEnvironmentStatus,
  environmentJobOf,
  environmentStatus,
  saveEnvironmentUrl,
  projectStatusText,
  projectOfResourceName,
  resourceNamesOf,
  statusUrlOf,
  jobIdOfStatusUrl,
  ENVIRONMENT_JOB_KIND,
  ENVIRONMENT_STEP_MS,
  ENV_URL_SAVED,
  type EnvironmentJobResult,
  type EnvironmentRequestRecord,
  type CreatedEnvironment,
} from './environments';
export {
  buildInfo,
  buildServerTable,
  queueItem,
  triggerBuild,
  lighthouseArtifactName,
  BUILD_MS,
  BUILD_QUEUED_MS,
  type BuildJobResult,
} from './buildServer';
export {
  createStaticWebApp,
  lighthouseReportFile,
  projectActivity,
  restartContainerGroup,
  runStaticWebApp,
  saveDevopsUrl,
  setDeploymentStatus,
  setDockerStartStatus,
  setLighthouseFile,
  setStaticWebAppStartStatus,
  sonarReportFile,
  startDevopsChain,
  startSonarAnalysis,
  syncInfra,
  uploadProjectFile,
  uploadsOf,
  techTeamTable,
  DEVOPS_CHAIN_KIND,
  INFRA_SYNC_KIND,
  SONAR_KIND,
  STATIC_DEPLOY_KIND,
  CONTAINER_RESTART_KIND,
  type JobStarted,
} from './techTeam';
export { fromBase64, toBase64, lighthouseReportHtml, sonarReportHtml, lighthouseScores, sonarSummary } from './reports';
