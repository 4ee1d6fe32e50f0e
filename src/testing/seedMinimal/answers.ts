/**
 * The minimal answers a backend written from the seeds alone sends: for every documented contract
 * entry, only the fields seed 000 and seed 001 list for that answer (section 3's entities, section
 * 7's calls). The suite beside this file checks that each entry's schema accepts its answer and
 * that the page calling it renders it. Where the portal needs a field the seeds do not list for
 * the answer, the field is here with a note (NEEDED) saying why.
 */
import { LOOKUP_LISTS } from '../../domain/projects';
import { webAppRead } from '../appRead';

/** Entries the seeds do not document (the portal's extensions and our readings of "details not shown"): not checked here. */
export const NOT_DOCUMENTED: Record<string, string> = {
  'auth.logout': 'extension: the server ends the session',
  'tasks.ofUser': 'extension: My Worklist',
  'techTeam.activity': 'extension: the activity timeline',
  'worklist.createdProjects': 'extension: the brand manager worklist',
  'dashboards.seoMonitoring': 'extension: a board the seeds fill with sample data',
  'dashboards.lifecycleStats': 'extension: a board the seeds fill with sample data',
  'dashboards.resourceManagement': 'extension: a board the seeds fill with sample data',
  'dashboards.agencies': 'extension: a board the seeds fill with sample data',
  'dashboards.overallAgencyDashboard': 'extension: a board the seeds fill with sample data',
  'dashboards.agencyDashboard': 'extension: a board the seeds fill with sample data',
  'buildServer.triggerBuild': 'build server: "details not shown" (our Jenkins reading)',
  'buildServer.queueItem': 'build server: "details not shown" (our Jenkins reading)',
  'buildServer.build': 'build server: "details not shown" (our Jenkins reading)',
  'devopsService.projects': 'devops service: no paths or fields in the seeds (our Azure DevOps reading)',
  'devopsService.createProject': 'devops service: no paths or fields in the seeds (our Azure DevOps reading)',
  'devopsService.createImportRequest': 'devops service: no paths or fields in the seeds (our Azure DevOps reading)',
  'devopsService.importRequest': 'devops service: no paths or fields in the seeds (our Azure DevOps reading)',
  'devopsService.refs': 'devops service: no paths or fields in the seeds (our Azure DevOps reading)',
  'devopsService.commits': 'devops service: no paths or fields in the seeds (our Azure DevOps reading)',
  'devopsService.createServiceEndpoint': 'devops service: no paths or fields in the seeds (our Azure DevOps reading)',
  'devopsService.merges': 'devops service: our own entry (the merge job\'s result)',
  'gitJobs.branchJob': 'build server job: "details not shown" (our Jenkins reading)',
  'gitJobs.mergeJob': 'build server job: "details not shown" (our Jenkins reading)',
  'gitJobs.branchBuilds': 'build server job: "details not shown" (our Jenkins reading)',
  'gitJobs.mergeBuilds': 'build server job: "details not shown" (our Jenkins reading)',
  'apps.consoleLogText': 'extension: a console log read from a byte on',
};

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzZWVkIn0.c2lnbmF0dXJl';
/** Writes whose answer the seeds do not show ('answer body not shown'): an empty body. */
const NOT_SHOWN = '';

/* ---------- projects (seed 000 section 3) ---------- */

/** Seed 000 / 001 section 3, "Project details": exactly the listed fields. */
export const seedDetails = {
  projectId: 4101,
  projectName: 'Seed Harbour',
  projectBrand: { brandName: 'Seed Brand' },
  cmsFlag: false,
  cms: null,
  markets: { name: 'Seed Europe' },
  noOfSprints: 14,
  hostingType: { name: 'Seed PaaS' },
  noOfHits: 750,
  cloudPlatform: { name: 'Seed Azure' },
  noOfTeamMembers: 9,
  frontend: { name: 'Seed React' },
  middleware: { name: 'Seed Node' },
  backend: { name: 'Seed Java' },
  environments: [{ id: 1, name: 'Seed DEV' }],
  qualityAssurance: [{ name: 'Seed Unit Tests' }],
  endUsers: [{ name: 'Seed Consumers' }],
  projectStatus: 'PROJECT_DETAILS_FILLED',
  techApprovalFlag: false,
  ipAddress: null,
  devopsUrl: null,
  envUrl: null,
  devopsStatus: [],
  dfcLighthouseReports: [{ version: 1, reportCreatedDate: '2026-01-02T10:00:00', name: 'seed-lighthouse' }],
  sonarReports: [],
  lighthouseFile: null,
  dfcTemplates: { templateUrl: 'https://templates.example/seed' },
};

const option = (id: number, name: string) => ({ id, name });

/** Seed 000 section 3, "Project draft / update payload": the listed fields (choices are lookup options, id and name). */
export const seedDraft = {
  projectId: 4102,
  projectName: 'Seed Draft',
  projectSummary: 'A draft the seeds describe',
  projectCreator: { userId: 21, username: 'seed.creator' },
  dfcUser: { userId: 31, username: 'seed.agency' },
  projectBrand: { brandId: 3, brandName: 'Seed Brand' },
  projectCreationStatus: 'DRAFT',
  markets: option(1, 'Seed Europe'),
  duration: option(2, '1< and >3 months'),
  noOfSprints: 20,
  noOfTeamMembers: 10,
  qualityAssurance: [option(1, 'Seed Unit Tests')],
  cmsFlag: false,
  cms: null,
  frontend: option(1, 'Seed React'),
  middleware: option(1, 'Seed Node'),
  framework: option(1, 'Seed Spring'),
  backend: option(1, 'Seed Java'),
  hostingType: option(1, 'PaaS'),
  cloudPlatform: option(1, 'Azure'),
  cloudRegions: { id: 1, name: 'Seed West Europe', cpId: 1, serviceName: 'Azure App Service' },
  dfcTemplates: { id: 1, name: 'Seed Starter', templateUrl: 'https://templates.example/seed' },
  noOfHits: 500,
  endUsers: [option(1, 'Seed Consumers')],
  environments: [option(1, 'Seed DEV')],
  noOfEnvironments: 1,
};

/** Seed 000 section 3, "Assigned project: projectId, projectName" (GET /api/assignedprojects). */
export const seedAssigned = [{ projectId: 4103, projectName: 'Seed Assigned' }];

/** Seed 000 / 001 section 3, "Project card" (agencyName is the portal's own, filled by a second lookup). */
export const seedCard = (projectId: number, projectName: string, projectCreationStatus: string) => ({
  projectId,
  projectName,
  agencyUserName: 'seed.agency',
  projectStatus: projectCreationStatus === 'APPROVED' ? 'APPROVAL_COMPLETED' : 'PROJECT_DETAILS_FILLED',
  projectCreator: { username: 'seed.creator' },
  projectCreatedDate: '2026-01-02T10:00:00',
  projectCreationStatus,
});

const lighthouseItem = (title: string) => ({ title, score: 80 });

/** Seed 001 section 3, "App (read)": the listed fields. */
export const seedApp = webAppRead({
  appId: 5101,
  appName: 'seed_web_app',
  appEnvironment: [{ key: 'MODE', value: 'seed' }],
  projectId: 4101,
  projectName: 'Seed Harbour',
  path: '/seed',
  appServiceUrl: 'https://admin.example/seed',
  appUrl: 'https://seed.example',
});

/**
 * Seed 001 section 3, "Report app ... Read: name, appType, reportType, reportPath, websiteUrl".
 * NEEDED: appId and projectId (the report-app payload's; its page names the app in its reports,
 * upload and update, and leads back to the project's apps).
 */
export const seedReportApp = {
  appId: 5102,
  projectId: 4101,
  name: 'seed_report_app',
  appType: 'point_analyse',
  reportType: 'Lighthouse Report',
  reportPath: '/reports/seed.html',
  websiteUrl: 'https://seed.example',
};

/**
 * For every documented entry, its minimal answers (one, or several when the seeds describe the
 * answer in more than one way). NEEDED marks a field beyond the seeds' list for that answer.
 */
export const SEED_MINIMAL: Record<string, unknown[]> = {
  'auth.authenticate': [JWT],
  'auth.refresh': [JWT],
  'auth.resetPassword': ['success'],
  'auth.forgotPassword': ['Valid'],

  'notifications.unreadCount': [2],
  'notifications.count': [2],
  // Seed 000: notificationId, notification; the inbox (seed 001) adds createdOn and readUnreadFlag.
  'notifications.page': [[{ notificationId: 71, notification: '<b>Seed</b> notification' }]],
  'notifications.toggle': [NOT_SHOWN],

  // NEEDED: brandId (the creation payload sends projectBrand {brandId, brandName}, seed 000 section 3).
  'projects.brands': [[{ brandId: 3, brandName: 'Seed Brand' }]],
  // NEEDED: userId (the creation payload sends dfcUser {userId, username}).
  'projects.agencies': [[{ userId: 31, username: 'seed.agency' }]],
  'projects.create': [{ data: 0 }, { data: 1 }],
  'projects.assigned': [seedAssigned],
  'projects.submitted': [[seedCard(4104, 'Seed Pending', 'SUBMITTED')]],
  'projects.approvedForGbm': [[seedCard(4105, 'Seed Approved', 'APPROVED')]],
  'projects.approvedForTech': [[seedCard(4105, 'Seed Approved', 'APPROVED')]],
  'projects.agencyOfProject': ['seed.agency'],
  'projects.autoPopulate': [
    { projectName: 'Seed Draft', projectSummary: 'A draft the seeds describe', projectCreator: { userId: 21, username: 'seed.creator' }, projectBrand: { brandId: 3, brandName: 'Seed Brand' } },
  ],
  // The draft call answers the draft, and for roles 6 and 7 the details (seed 000 section 7).
  'projects.draft': [seedDraft, seedDetails],
  'projects.details': [seedDetails],
  'projects.update': [NOT_SHOWN],
  'projects.cloudRegions': [[{ id: 1, name: 'Seed West Europe', cpId: 1, serviceName: 'Azure App Service' }]],
  'projects.cloudRegionsByService': [[{ id: 1, name: 'Seed West Europe', cpId: 1, serviceName: 'Azure App Service' }]],
  'projects.savedTemplates': [
    [
      {
        templateName: 'SEED TEMPLATE',
        ...Object.fromEntries(Object.entries(seedDraft).filter(([key]) => !['projectId', 'projectName', 'projectSummary', 'projectCreator', 'projectBrand', 'projectCreationStatus'].includes(key))),
      },
    ],
  ],
  'projects.saveTemplate': ['success'],

  'approval.techUsers': [[{ userId: 41, username: 'seed.tech' }]],
  'approval.approveByBusinessManager': [NOT_SHOWN],
  'approval.rejectByBusinessManager': [NOT_SHOWN],
  'approval.assignToTech': [NOT_SHOWN],
  'approval.approveByTech': [NOT_SHOWN],
  'approval.rejectByTech': [NOT_SHOWN],

  'team.members': [[{ userId: 51, username: 'seed.member', teamMembers: { role: { roleId: 1, roleName: 'Seed Developer' }, experience: 4, teamMemberSkills: [{ skillId: 1, skillName: 'Seed Java' }] } }]],
  'team.notInProject': [[{ userId: 52, username: 'seed.other', teamMembers: { role: { roleId: 1, roleName: 'Seed Developer' }, experience: 2, teamMemberSkills: [] } }]],
  'team.assign': [NOT_SHOWN],
  'team.createMember': [NOT_SHOWN],
  'team.roles': [[{ roleId: 1, roleName: 'Seed Developer' }]],
  'team.skills': [[{ skillId: 1, skillName: 'Seed Java' }]],

  'tasks.list': [
    [{ taskId: 61, taskName: 'Seed task', taskDescription: 'Do it', state: 'OPEN', createdOn: '2026-01-02T10:00:00', expectedCompletionDate: '2026-02-01', assignedTMUser: { username: 'seed.member' }, dfcProject: { projectId: 4101 } }],
  ],
  'tasks.states': [['OPEN', 'DONE']],
  'tasks.create': [NOT_SHOWN],
  'tasks.update': [NOT_SHOWN],

  'cloud.recommendations': [[{ serviceName: 'Azure App Service', percentage: 90 }]],
  'cloud.priceList': [
    {
      items: [{ productName: 'Seed Plan', retailPrice: 1.5, currencyCode: 'EUR', unitOfMeasure: '1 Hour', armSkuName: 'true', armRegionName: 'westeurope', location: 'EU West', skuId: 'S1', skuName: 'Standard', serviceName: 'Azure App Service' }],
      totalItems: 1,
    },
  ],
  'cloud.createResource': [{ status: 'https://status.example/1' }],
  'cloud.createResourceSku': [{ status: 'https://status.example/2' }],
  'cloud.checkStatus': [{ status: 'Succeeded', service: 'https://seed.example', ipAddress: '10.0.0.1' }],
  'cloud.saveEnvUrl': [NOT_SHOWN],
  'cloud.projectStatus': ['ENVIRONMENT_SETUP_COMPLETED'],

  'techTeam.createDevopsProject': [NOT_SHOWN],
  'techTeam.saveDevopsUrl': [NOT_SHOWN],
  'techTeam.infrastructurePipeline': [NOT_SHOWN],
  'techTeam.sonarSetup': [NOT_SHOWN],
  'techTeam.staticWebApp': [NOT_SHOWN],
  'techTeam.runStaticWebApp': [NOT_SHOWN],
  'techTeam.setStaticWebAppStartStatus': [NOT_SHOWN],
  'techTeam.setDeploymentStatus': [NOT_SHOWN],
  'techTeam.setDockerStartStatus': [NOT_SHOWN],
  'techTeam.restartContainerGroup': [NOT_SHOWN],
  'techTeam.setLighthouseFile': [NOT_SHOWN],
  'techTeam.lighthouseReport': ['PGh0bWw+PC9odG1sPg=='],
  'techTeam.lighthouseReportVersion': ['PGh0bWw+PC9odG1sPg=='],
  'techTeam.sonarReportVersion': ['PGh0bWw+PC9odG1sPg=='],
  'techTeam.uploadProjectFile': [NOT_SHOWN],

  'apps.list': [{ result: [seedApp] }],
  'apps.app': [seedApp, seedReportApp],
  'apps.create': [{ data: 0 }],
  'apps.update': [{ data: 0 }],
  'apps.remove': [NOT_SHOWN],
  'apps.repoSetup': [NOT_SHOWN],
  'apps.buildNow': [NOT_SHOWN],
  'apps.buildHistory': [{ result: [{ buildNo: 7, buildStatus: 'SUCCESS', appId: 5101 }] }],
  'apps.consoleLog': [{ result: 'Seed build log' }],
  'apps.buildReports': [[{ reportName: 'seed-report', relativePath: '/reports/seed.html' }]],
  'apps.lighthouse': [
    {
      result: Object.fromEntries(['performance', 'accessibility', 'bestPractices', 'seo', 'unusedJavascript', 'unusedCSS', 'offScreenImages'].map((item) => [item, lighthouseItem(item)])),
    },
  ],
  'apps.zap': [{ result: { alerts: [{ alert: 'Seed alert', riskdesc: 'Low', desc: 'd', solution: 's' }], count: { high: 0, medium: 1, low: 2 } } }],
  'apps.sonar': [
    { result: { count: { severity: { major: 1, minor: 2, critical: 0 }, type: { bug: 1, codeSmell: 2 } }, issues: [{ key: 'k1', severity: 'MAJOR', status: 'OPEN', message: 'Seed issue', type: 'BUG' }] } },
  ],
  'apps.generateReport': [NOT_SHOWN],
  'apps.appReports': [[{ reportName: 'seed-report', relativePath: '/reports/seed.html' }]],
  'apps.createReportApp': [{ result: 5102 }],
  'apps.updateReportApp': [{ result: 5102 }],
  'apps.upload': [NOT_SHOWN],
  // Seed 001 section 7: "returns projectName".
  'apps.projectBasic': [{ projectName: 'Seed Harbour' }],

  'dashboards.seo': [
    [{ projectName: 'Seed Harbour', numberOfUsers: 100, newUsersPercent: 40, avgSessionDuartion: 90, backLinkCount: 600, bounceRate: 50, clickThroughRate: 2, pagesPerSession: 3, returningVisitors: 30, users: 100 }],
  ],
  'dashboards.performance': [
    { performanceScore: 70, speedIndex: 1, timeToInteract: 3, fcp: 1, lcp: 1, tbt: 1, cls: 0.05, recomendations: [{ impact: 'low', oppurtunity: 'Seed opportunity', estimatedSavings: '0.3 s' }] },
  ],
  'dashboards.projectList': [[{ projectId: 4101, projectName: 'Seed Harbour' }]],
  'dashboards.performanceOverall': [[{ projectName: 'Seed Harbour', performanceScore: 70 }]],
  'dashboards.recommendations': [
    Object.fromEntries(['unusedJavascript', 'renderBlockingImages', 'unusedCss', 'initialServerResponseTime', 'unusedHttp2'].map((list) => [list, [{ projectName: 'Seed Harbour', impact: 'low' }]])),
  ],

  'imports.users': [['seed.user']],
  'imports.projects': [['Seed Harbour']],

  'content.items': [[{ id: 1, title: 'Seed title', content: '<p>Seed content</p>', page: 'about_dfc' }]],
  'content.save': [NOT_SHOWN],

  // Seed 001 section 3, "Repository (external DevOps service): id, name, remoteUrl, project.id" (in our {count, value} list).
  'devopsService.repositories': [{ count: 1, value: [{ id: 'r1', name: 'Seed_Repo', remoteUrl: 'https://git.example/seed', project: { id: 'p1' } }] }],
  'devopsService.createRepository': [{ id: 'r1', name: 'Seed_Repo', remoteUrl: 'https://git.example/seed', project: { id: 'p1' } }],
};
// The lowercase SEO variant answers the same.
SEED_MINIMAL['dashboards.seoLowercase'] = SEED_MINIMAL['dashboards.seo'];

// Seed 000 section 3: "Lookup option: id and name ... Code template: id, name, templateUrl".
for (const list of LOOKUP_LISTS) {
  SEED_MINIMAL[`lookups.${list}`] = [list === 'get_dfc_templates' ? [{ id: 1, name: 'Seed Starter', templateUrl: 'https://templates.example/seed' }] : [option(1, `Seed ${list}`)]];
}
