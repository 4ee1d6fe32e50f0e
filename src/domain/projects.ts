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
  /**
   * Listed for the card, but seed 000 gives the assigned list (My Projects) as 'Assigned project:
   * projectId, projectName', and the pending and approved cards show neither: optional, shown as
   * a placeholder when left out.
   */
  projectCreator: z.optional(loose({ username: z.string() })),
  projectCreatedDate: z.optional(z.string()),
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

/**
 * A choice as a project's answers carry it: the details list only its name ('cms.name',
 * 'markets.name', 'qualityAssurance[].name': seed 000 section 3), so the id the lookups give is
 * optional here (a choice without one cannot be preselected in the wizard: valuesFromDraft).
 */
export const ProjectChoice = loose({ id: z.optional(z.number()), name: z.string() });
export type ProjectChoice = z.infer<typeof ProjectChoice>;

/** The chosen code template: the details list only 'dfcTemplates.templateUrl'. */
const ChosenTemplate = loose({ id: z.optional(z.number()), name: z.optional(z.string()), templateUrl: z.string() });

/**
 * The project's choices as the draft and the details carry them. Required: what both lists name
 * (seed 000 section 3). The draft's own fields (duration, framework, cloudRegions, dfcUser,
 * noOfEnvironments) are optional: the draft call also answers the details (roles 6 and 7, seed 000
 * section 7), whose list does not name them.
 */
const projectChoices = {
  markets: orNull(ProjectChoice),
  duration: orNull(ProjectChoice),
  noOfSprints: orNull(z.number()),
  noOfTeamMembers: orNull(z.number()),
  qualityAssurance: z.array(ProjectChoice),
  cmsFlag: z.boolean(),
  cms: orNull(ProjectChoice),
  frontend: orNull(ProjectChoice),
  middleware: orNull(ProjectChoice),
  framework: orNull(ProjectChoice),
  backend: orNull(ProjectChoice),
  hostingType: orNull(ProjectChoice),
  cloudPlatform: orNull(ProjectChoice),
  cloudRegions: orNull(CloudRegion),
  dfcTemplates: orNull(ChosenTemplate),
  noOfHits: orNull(z.number()),
  endUsers: z.array(ProjectChoice),
  /** 'environments[] (id, name)': both listed. */
  environments: z.array(LookupOption),
  /** Count of the chosen environments (the draft's; the details do not list it). */
  noOfEnvironments: z.optional(z.number()),
  dfcUser: orNull(UserRef),
};

/**
 * The draft / update payload (PUT /api/update_dfc_project) and GET /api/get_dfc_project_draft/{id}.
 * The summary and the creator are the draft's (the details do not list them): optional, shown as
 * a placeholder, and left out of an update that did not read them; the brand needs only its name.
 */
export const ProjectDraft = loose({
  projectId: z.number(),
  projectName: z.string(),
  projectSummary: z.optional(z.string()),
  projectCreator: z.optional(UserRef),
  projectBrand: loose({ brandId: z.optional(z.number()), brandName: z.string() }),
  projectCreationStatus: CreationStatusField,
  ...projectChoices,
});
export type ProjectDraft = z.infer<typeof ProjectDraft>;

/**
 * The draft in full, as the portal's own backend (the mock) keeps and sends it: every field of the
 * seeds' draft list, choices with their lookup ids. The answer's schema above is the lenient one.
 */
export const FullProjectDraft = loose({
  projectId: z.number(),
  projectName: z.string(),
  projectSummary: z.string(),
  projectCreator: UserRef,
  projectBrand: Brand,
  projectCreationStatus: CreationStatusField,
  ...wizardChoices,
});
export type FullProjectDraft = z.infer<typeof FullProjectDraft>;

/** A report of a project's lists (the seeds name only 'report lists'): its version, date and name. */
export const ProjectReport = loose({ version: z.number(), reportCreatedDate: textOrEmpty(), name: textOrEmpty() });
export type ProjectReport = z.infer<typeof ProjectReport>;

/** The details' own fields (seed 000 / 001 section 3, "Project details"), beyond the draft's. */
const detailsOwn = {
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
};

/** GET /api/get_dfc_project/{projectId} (roles 6 and 7 read the same through the draft call). */
export const ProjectDetails = z.extend(ProjectDraft, detailsOwn);
export type ProjectDetails = z.infer<typeof ProjectDetails>;

/** The details in full, as the mock keeps and sends them (FullProjectDraft's fields and the details' own). */
export const FullProjectDetails = z.extend(FullProjectDraft, detailsOwn);
export type FullProjectDetails = z.infer<typeof FullProjectDetails>;

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
/**
 * A project's choice as the wizard can preselect it: with its lookup id (the options are told
 * apart by id). A choice the answer names only (the details' 'markets.name') gives null: the
 * wizard's field starts empty and the user picks again.
 */
export function withLookupId<T extends { id?: number; name?: string }>(choice: T | null | undefined): (T & { id: number; name: string }) | null {
  return choice && typeof choice.id === 'number' && typeof choice.name === 'string' ? (choice as T & { id: number; name: string }) : null;
}

/** The choices of a list that carry their lookup ids (withLookupId). */
export function listWithLookupIds<T extends { id?: number; name?: string }>(choices: readonly T[] | null | undefined): (T & { id: number; name: string })[] {
  return (choices ?? []).flatMap((choice) => withLookupId(choice) ?? []);
}

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
