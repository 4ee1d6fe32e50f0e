/**
 * Projects: wire types of seed 000 section 3 and seed 001 section 3 (field names exactly as
 * documented), and the pure rules of the lifecycle (seed 000 sections 2, 4, 5, 9).
 */

export { datePart } from './format';

/* ---------- lookups ---------- */
export interface LookupOption {
  id: number;
  name: string;
}

export interface CloudRegion {
  id: number;
  name: string;
  /** Cloud platform id. */
  cpId: number;
  serviceName: string;
}

export interface CodeTemplate {
  id: number;
  name: string;
  templateUrl: string;
}

export interface Brand {
  brandId: number;
  brandName: string;
}

/** A user reference as the payloads carry it (dfcUser, projectCreator, agencies, tech users). */
export interface UserRef {
  userId: number;
  username: string;
}

/** The 13 list endpoints of the wizard: GET /api/<name>. */
export const LOOKUP_LISTS = [
  'get_markets',
  'get_durations',
  'get_frontends',
  'get_middlewares',
  'get_backends',
  'get_frameworks',
  'get_quality_assurance',
  'get_cms',
  'get_dfc_templates',
  'get_cloud_platforms',
  'get_hosting_type',
  'get_environments',
  'get_end_users',
] as const;
export type LookupList = (typeof LOOKUP_LISTS)[number];

/* ---------- statuses ---------- */
export const CREATION_STATUS = { draft: 'DRAFT', submitted: 'SUBMITTED', approved: 'APPROVED' } as const;
export type CreationStatus = (typeof CREATION_STATUS)[keyof typeof CREATION_STATUS];

export const PROJECT_STATUSES = [
  'PROJECT_DETAILS_FILLED',
  'APPROVAL_COMPLETED',
  'DEVOPS_SETUP_IN_PROGRESS',
  'DEVOPS_SETUP_COMPLETED',
  'ENVIRONMENT_SETUP_COMPLETED',
  'SONAR_ISSUES',
  'SONAR_ANALYSIS_COMPLETED',
  'DEPLOYMENT_COMPLETED',
  'STATIC_WEB_APP_DEPLOYMENT_COMPLETED',
  'DOCKER_IMAGE_CREATION_COMPLETED',
  'LIGHTHOUSE_SETUP_COMPLETED',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * Whether a project's apps are its next step (the details page's View Apps): once it is approved,
 * at APPROVAL_COMPLETED and every later status; not while it waits for approval or has no details.
 */
export function appsAreNext(status: string | null | undefined): boolean {
  return status != null && status !== 'PROJECT_DETAILS_FILLED' && (PROJECT_STATUSES as readonly string[]).includes(status);
}

/* ---------- projects ---------- */
/** A card of the project lists (My Projects, pending, approved). */
export interface ProjectCard {
  projectId: number;
  projectName: string;
  agencyUserName?: string | null;
  /** Filled from GET /api/get_agency_by_projectid on pending-approval cards. */
  agencyName?: string | null;
  projectStatus: string | null;
  projectCreator: { username: string };
  projectCreatedDate: string;
  projectCreationStatus: CreationStatus | '' | null;
}

/** POST /api/projectsetup body. */
export interface ProjectCreation {
  projectName: string;
  projectBrand: Brand;
  dfcUser: UserRef;
  projectSummary: string;
}

/** POST /api/projectsetup answer: data 1 on a duplicate name. */
export interface ProjectCreationAnswer {
  data: number;
  projectId?: number;
}
export const DUPLICATE_PROJECT_NAME = 1;

/** GET /api/dfc_project_auto_populate_fields/{id}. */
export interface AutoPopulate {
  projectName: string;
  projectSummary: string;
  projectCreator: UserRef;
  projectBrand: Brand;
}

/** The draft / update payload (PUT /api/update_dfc_project) and GET /api/get_dfc_project_draft/{id}. */
export interface ProjectDraft {
  projectId: number;
  projectName: string;
  projectSummary: string;
  projectCreator: UserRef;
  dfcUser: UserRef | null;
  projectBrand: Brand;
  projectCreationStatus: CreationStatus | '' | null;
  markets: LookupOption | null;
  duration: LookupOption | null;
  noOfSprints: number | null;
  noOfTeamMembers: number | null;
  qualityAssurance: LookupOption[];
  cmsFlag: boolean;
  cms: LookupOption | null;
  frontend: LookupOption | null;
  middleware: LookupOption | null;
  framework: LookupOption | null;
  backend: LookupOption | null;
  hostingType: LookupOption | null;
  cloudPlatform: LookupOption | null;
  cloudRegions: CloudRegion | null;
  dfcTemplates: CodeTemplate | null;
  noOfHits: number | null;
  endUsers: LookupOption[];
  environments: LookupOption[];
  /** Count of the chosen environments. */
  noOfEnvironments: number;
}

export interface ProjectReport {
  version: number;
  reportCreatedDate: string;
  name: string;
}

/** GET /api/get_dfc_project/{projectId} (roles 6 and 7 read the same through the draft call). */
export interface ProjectDetails extends ProjectDraft {
  projectStatus: ProjectStatus | null;
  techApprovalFlag: boolean;
  ipAddress: string | null;
  devopsUrl: string | null;
  envUrl: string | null;
  devopsStatus: string[];
  dfcLighthouseReports: ProjectReport[];
  sonarReports: ProjectReport[];
  lighthouseFile: string | null;
  projectCreatedDate: string;
  /**
   * Beyond the seeds (a named extension of their contract): the tech team user the project was
   * sent to for verification, or who took it on at approval; null before. Only that user may
   * verify the project, so the details page shows the tech controls to that user alone.
   */
  techUser: UserRef | null;
}

/** A saved project template (GET /api/get_dfc_project_template_by_user_id, POST create). */
export interface SavedTemplate {
  templateName: string;
  hostingType: LookupOption | null;
  markets: LookupOption | null;
  cms: LookupOption | null;
  frontend: LookupOption | null;
  middleware: LookupOption | null;
  framework: LookupOption | null;
  backend: LookupOption | null;
  cloudPlatform: LookupOption | null;
  dfcTemplates: CodeTemplate | null;
  noOfHits: number | null;
  endUsers: LookupOption[];
  noOfSprints: number | null;
  noOfTeamMembers: number | null;
  cmsFlag: boolean;
  noOfEnvironments: number;
  qualityAssurance: LookupOption[];
  environments: LookupOption[];
  cloudRegions: CloudRegion | null;
  duration: LookupOption | null;
  dfcUser: UserRef | null;
}
/** POST /api/create_dfc_project_template answers 'success' or a message saying the name exists. */
export const TEMPLATE_SAVED = 'success';

/* ---------- team and tasks ---------- */
export interface TeamRole {
  roleId: number;
  roleName: string;
}

export interface Skill {
  skillId: number;
  skillName: string;
}

export interface TeamMember {
  userId: number;
  username: string;
  teamMembers: {
    role: TeamRole;
    experience: number;
    teamMemberSkills: Skill[];
  };
}

/** POST /api/create_user_team_member body. */
export interface NewTeamMember {
  username: string;
  userEmail: string;
  dfcProjectId: number;
  teamMembers: { role: TeamRole; experience: number; teamMemberSkills: Skill[] };
}

export interface Task {
  taskId: number;
  taskName: string;
  taskDescription: string;
  state: string;
  createdOn: string;
  expectedCompletionDate: string;
  assignedTMUser: { userId?: number; username: string } | null;
  dfcProject: { projectId: number };
}

/** POST /api/create_project_task and PUT /api/update_project_task body (taskId on update). */
export type TaskPayload = Omit<Task, 'taskId' | 'createdOn'> & { taskId?: number };

/* ---------- rules ---------- */
/** 'YET TO CREATE' when empty, underscores shown as spaces (seed 000 section 2). */
export function statusText(status: string | null | undefined): string {
  return status ? status.replace(/_/g, ' ') : 'YET TO CREATE';
}

export type CardTone = 'yetToCreate' | 'submitted' | 'approved';

/** Card colour and button of My Projects: pink Create Project, yellow / green View Project. */
export function cardTone(creationStatus: ProjectCard['projectCreationStatus']): CardTone {
  if (creationStatus === CREATION_STATUS.approved) return 'approved';
  if (creationStatus === CREATION_STATUS.submitted) return 'submitted';
  return 'yetToCreate';
}

export function isCreated(creationStatus: ProjectCard['projectCreationStatus']): boolean {
  return cardTone(creationStatus) !== 'yetToCreate';
}

/**
 * Where a card click goes: an agency's own SUBMITTED or APPROVED project opens its details;
 * other clicks go to the list's base path plus the id.
 */
export function cardTarget(card: Pick<ProjectCard, 'projectId' | 'projectCreationStatus'>, basePath: string, agencyView: boolean): string {
  if (agencyView && isCreated(card.projectCreationStatus)) return `/viewProjectDetails/${card.projectId}`;
  return `${basePath}${card.projectId}`;
}

/** Wizard defaults seen in the seed (000 section 9). */
export const WIZARD_DEFAULTS = {
  noOfSprints: 20,
  noOfTeamMembers: 10,
  noOfEnvironments: 1,
  hostingType: 'PaaS',
  cloudPlatform: 'Azure',
  noOfHits: 500,
} as const;

/** Ticking the CMS flag clears frontend, middleware, framework and backend; unticking clears the CMS. */
export function applyCmsFlag<T extends Pick<ProjectDraft, 'cmsFlag' | 'cms' | 'frontend' | 'middleware' | 'framework' | 'backend'>>(
  draft: T,
  cmsFlag: boolean,
): T {
  return cmsFlag
    ? { ...draft, cmsFlag, frontend: null, middleware: null, framework: null, backend: null }
    : { ...draft, cmsFlag, cms: null };
}

/** Template names are upper-cased as typed. */
export function templateName(typed: string): string {
  return typed.toUpperCase();
}

/** Sprints and team members become whole numbers when saved as a template. */
export function wholeNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? n : null;
}

/** Who handles an approval now (seed 000 section 4). */
export function approvalStage(details: Pick<ProjectDetails, 'projectStatus' | 'techApprovalFlag'>): 'businessManager' | 'tech' | null {
  if (details.projectStatus !== 'PROJECT_DETAILS_FILLED') return null;
  return details.techApprovalFlag ? 'tech' : 'businessManager';
}
