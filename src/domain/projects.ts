/**
 * Projects: wire types of seed 000 section 3 and seed 001 section 3 (field names exactly as
 * documented), and the pure rules of the lifecycle (seed 000 sections 2, 4, 5, 9).
 * Each wire type is a runtime schema (zod/mini) and the type inferred from it, of one name. Objects
 * are loose (extra fields pass); a documented field the portal needs is required, a nullable one
 * reads as null when left out (orNull), a list the seeds do not promise as [] (listOrEmpty).
 */
import * as z from 'zod/mini';
import { listOrEmpty, loose, orNull, textOrEmpty } from './contract/check';
import { can } from './roles';

export { datePart } from './format';

/* ---------- lookups ---------- */
export const LookupOption = loose({ id: z.number(), name: z.string() });
export type LookupOption = z.infer<typeof LookupOption>;

export const CloudRegion = loose({
  id: z.number(),
  name: z.string(),
  /** Cloud platform id. */
  cpId: z.number(),
  serviceName: z.string(),
});
export type CloudRegion = z.infer<typeof CloudRegion>;

export const CodeTemplate = loose({ id: z.number(), name: z.string(), templateUrl: z.string() });
export type CodeTemplate = z.infer<typeof CodeTemplate>;

export const Brand = loose({ brandId: z.number(), brandName: z.string() });
export type Brand = z.infer<typeof Brand>;

/** A user reference as the payloads carry it (dfcUser, projectCreator, agencies, tech users). */
export const UserRef = loose({ userId: z.number(), username: z.string() });
export type UserRef = z.infer<typeof UserRef>;

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
/** A project's creation status on the wire: one of the three, or '' / null before any (left out reads as null). */
const CreationStatusField = orNull(z.union([z.enum([CREATION_STATUS.draft, CREATION_STATUS.submitted, CREATION_STATUS.approved]), z.literal('')]));

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
export const ProjectCard = loose({
  projectId: z.number(),
  projectName: z.string(),
  agencyUserName: z.optional(z.nullable(z.string())),
  /** Filled from GET /api/get_agency_by_projectid on pending-approval cards. */
  agencyName: z.optional(z.nullable(z.string())),
  /** Empty before the wizard's details: 'YET TO CREATE'. */
  projectStatus: orNull(z.string()),
  projectCreator: loose({ username: z.string() }),
  projectCreatedDate: z.string(),
  projectCreationStatus: CreationStatusField,
});
export type ProjectCard = z.infer<typeof ProjectCard>;

/** POST /api/projectsetup body. */
export const ProjectCreation = loose({
  projectName: z.string(),
  projectBrand: Brand,
  dfcUser: UserRef,
  projectSummary: z.string(),
});
export type ProjectCreation = z.infer<typeof ProjectCreation>;

/** POST /api/projectsetup answer: data 1 on a duplicate name. */
export const ProjectCreationAnswer = loose({ data: z.number(), projectId: z.optional(z.number()) });
export type ProjectCreationAnswer = z.infer<typeof ProjectCreationAnswer>;
export const DUPLICATE_PROJECT_NAME = 1;

/** GET /api/dfc_project_auto_populate_fields/{id}. */
export const AutoPopulate = loose({
  projectName: z.string(),
  projectSummary: z.string(),
  projectCreator: UserRef,
  projectBrand: Brand,
});
export type AutoPopulate = z.infer<typeof AutoPopulate>;

/** The wizard's choices, shared by the draft and a saved template (seed 000 section 3). */
const wizardChoices = {
  markets: orNull(LookupOption),
  duration: orNull(LookupOption),
  noOfSprints: orNull(z.number()),
  noOfTeamMembers: orNull(z.number()),
  qualityAssurance: z.array(LookupOption),
  cmsFlag: z.boolean(),
  cms: orNull(LookupOption),
  frontend: orNull(LookupOption),
  middleware: orNull(LookupOption),
  framework: orNull(LookupOption),
  backend: orNull(LookupOption),
  hostingType: orNull(LookupOption),
  cloudPlatform: orNull(LookupOption),
  cloudRegions: orNull(CloudRegion),
  dfcTemplates: orNull(CodeTemplate),
  noOfHits: orNull(z.number()),
  endUsers: z.array(LookupOption),
  environments: z.array(LookupOption),
  /** Count of the chosen environments. */
  noOfEnvironments: z.number(),
  dfcUser: orNull(UserRef),
};

/** The draft / update payload (PUT /api/update_dfc_project) and GET /api/get_dfc_project_draft/{id}. */
export const ProjectDraft = loose({
  projectId: z.number(),
  projectName: z.string(),
  projectSummary: z.string(),
  projectCreator: UserRef,
  projectBrand: Brand,
  projectCreationStatus: CreationStatusField,
  ...wizardChoices,
});
export type ProjectDraft = z.infer<typeof ProjectDraft>;

/** A report of a project's lists (the seeds name only 'report lists'): its version, date and name. */
export const ProjectReport = loose({ version: z.number(), reportCreatedDate: textOrEmpty(), name: textOrEmpty() });
export type ProjectReport = z.infer<typeof ProjectReport>;

/** GET /api/get_dfc_project/{projectId} (roles 6 and 7 read the same through the draft call). */
export const ProjectDetails = z.extend(ProjectDraft, {
  projectStatus: orNull(z.enum(PROJECT_STATUSES)),
  techApprovalFlag: z.boolean(),
  ipAddress: orNull(z.string()),
  devopsUrl: orNull(z.string()),
  envUrl: orNull(z.string()),
  devopsStatus: z.array(z.string()),
  dfcLighthouseReports: listOrEmpty(ProjectReport),
  sonarReports: listOrEmpty(ProjectReport),
  lighthouseFile: orNull(z.string()),
  /** Documented on the cards only: '' when left out. */
  projectCreatedDate: textOrEmpty(),
  /**
   * Beyond the seeds (a named extension of their contract): the tech team user the project was
   * sent to for verification, or who took it on at approval; null before. Only that user may
   * verify the project, so the details page shows the tech controls to that user alone.
   */
  techUser: orNull(UserRef),
});
export type ProjectDetails = z.infer<typeof ProjectDetails>;

/** A saved project template (GET /api/get_dfc_project_template_by_user_id, POST create). */
export const SavedTemplate = loose({ templateName: z.string(), ...wizardChoices });
export type SavedTemplate = z.infer<typeof SavedTemplate>;
/** POST /api/create_dfc_project_template answers 'success' or a message saying the name exists. */
export const TEMPLATE_SAVED = 'success';

/* ---------- team and tasks ---------- */
export const TeamRole = loose({ roleId: z.number(), roleName: z.string() });
export type TeamRole = z.infer<typeof TeamRole>;

export const Skill = loose({ skillId: z.number(), skillName: z.string() });
export type Skill = z.infer<typeof Skill>;

/** A member's part in the team: role, years of experience and skills (seed 001 section 3). */
const MemberProfile = loose({ role: TeamRole, experience: z.number(), teamMemberSkills: z.array(Skill) });

export const TeamMember = loose({ userId: z.number(), username: z.string(), teamMembers: MemberProfile });
export type TeamMember = z.infer<typeof TeamMember>;

/** POST /api/create_user_team_member body. */
export const NewTeamMember = loose({
  username: z.string(),
  userEmail: z.string(),
  dfcProjectId: z.number(),
  teamMembers: MemberProfile,
});
export type NewTeamMember = z.infer<typeof NewTeamMember>;

const taskFields = {
  taskName: z.string(),
  taskDescription: z.string(),
  state: z.string(),
  expectedCompletionDate: z.string(),
  assignedTMUser: orNull(loose({ userId: z.optional(z.number()), username: z.string() })),
  dfcProject: loose({ projectId: z.number() }),
};

export const Task = loose({ taskId: z.number(), createdOn: z.string(), ...taskFields });
export type Task = z.infer<typeof Task>;

/** POST /api/create_project_task and PUT /api/update_project_task body (taskId on update). */
export const TaskPayload = loose({ taskId: z.optional(z.number()), ...taskFields });
export type TaskPayload = z.infer<typeof TaskPayload>;

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

/**
 * Whether the user is certainly not one of the project's parties, as far as its details tell
 * (src/domain/access.ts): a technical user (who is no brand manager) is a party only as the
 * assigned technical user the details name. Anyone else's right depends on what the page cannot
 * see for sure (who created the project), so the server's 403 says it.
 */
export function isCertainlyNotAParty(role: number | null, userId: number | null, details: { techUser?: { userId: number } | null } | undefined): boolean {
  const techOnly = can(role, 'techTeamChain') && !can(role, 'businessManagerApproval');
  return techOnly && !!details?.techUser && details.techUser.userId !== userId;
}

/** Who handles an approval now (seed 000 section 4). */
export function approvalStage(details: Pick<ProjectDetails, 'projectStatus' | 'techApprovalFlag'>): 'businessManager' | 'tech' | null {
  if (details.projectStatus !== 'PROJECT_DETAILS_FILLED') return null;
  return details.techApprovalFlag ? 'tech' : 'businessManager';
}
