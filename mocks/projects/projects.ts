/**
 * Projects (seed 000 sections 2-7): creation, who sees which list, who may read a project, and
 * the agency's wizard updates (DRAFT, SUBMITTED). The approval steps are in approval.ts.
 */
import {
  CREATION_STATUS,
  DUPLICATE_PROJECT_NAME,
  type AutoPopulate,
  type ProjectCard,
  type ProjectCreationAnswer,
  type ProjectDetails,
  type UserRef,
} from '../../src/domain/projects';
import { projectRelationHolds, type ProjectParties } from '../../src/domain/access';
import type { ProjectRelation } from '../../src/domain/contract/access';
import { can, ROLE } from '../../src/domain/roles';
import { badRequest, conflict, forbidden, notFound, ok, type Outcome } from '../core/outcome';
import { notify } from './projectNotices';
import { db, nextId } from '../core/state';
import type { MockUser } from '../core/types';
import type { StoredProject } from './types';
import { emptyWizardFields, asRecord, parseWizardFields } from '../wizard/wizardFields';
import './table';

export const APPROVED_PROJECT_IS_FINAL = 'An approved project can no longer be changed';

export function findProject(projectId: number | null): StoredProject | undefined {
  return projectId === null ? undefined : db.projects.find((p) => p.projectId === projectId);
}

const refOf = (user: MockUser): UserRef => ({ userId: user.userId, username: user.username });

/** What the access relations (src/domain/access.ts) read of a stored project. */
export function partiesOf(project: StoredProject): ProjectParties {
  return {
    agencyUserId: project.dfcUser.userId,
    creatorUserId: project.projectCreator.userId,
    createdByAgency: createdByAgency(project),
    techUserId: project.techUser?.userId ?? null,
  };
}

/** Whether the user stands in the relation to the project (src/domain/access.ts). */
export function holds(relation: ProjectRelation, user: Pick<MockUser, 'userId' | 'role'>, project: StoredProject): boolean {
  return projectRelationHolds(relation, user, partiesOf(project));
}

/** The project's readers (the rule of project details): brand managers and tech users every project, agencies their own. */
export function canRead(user: MockUser, project: StoredProject): boolean {
  return holds('reader', user, project);
}

/** The project when it exists (404) and the user may read it (403). */
export function readableProject(user: MockUser, projectId: number | null): Outcome<StoredProject> {
  const project = findProject(projectId);
  if (!project) return notFound('Project not found');
  if (!canRead(user, project)) return forbidden('You may not see this project');
  return ok(project);
}

/* ---------- wire shapes ---------- */

export function toCard(p: StoredProject): ProjectCard {
  return {
    projectId: p.projectId,
    projectName: p.projectName,
    agencyUserName: p.dfcUser.username,
    projectStatus: p.projectStatus,
    projectCreator: { username: p.projectCreator.username },
    projectCreatedDate: p.projectCreatedDate,
    projectCreationStatus: p.projectCreationStatus,
  };
}

/** The details, with the assigned tech user (a named extension of the seeds' contract). */
export function toDetails(p: StoredProject): ProjectDetails {
  const { teamMemberIds: _team, ...details } = p;
  return structuredClone({ ...details, techUser: p.techUser ? { userId: p.techUser.userId, username: p.techUser.username } : null });
}

export function toAutoPopulate(p: StoredProject): AutoPopulate {
  return {
    projectName: p.projectName,
    projectSummary: p.projectSummary,
    projectCreator: { ...p.projectCreator },
    projectBrand: { ...p.projectBrand },
  };
}

/** The agency's display name ('Northwind Creative'), else its user name. */
export function agencyNameOf(project: StoredProject): string {
  const agency = db.agencies.find((a) => a.userId === project.dfcUser.userId);
  return agency?.agencyName ?? project.dfcUser.username;
}

/* ---------- lists ---------- */

const newestFirst = (a: StoredProject, b: StoredProject) =>
  b.projectCreatedDate.localeCompare(a.projectCreatedDate) || b.projectId - a.projectId;

const cards = (keep: (p: StoredProject) => boolean): ProjectCard[] => db.projects.filter(keep).sort(newestFirst).map(toCard);

/** My Projects: every project assigned to the calling agency, whatever its status. */
export function assignedProjects(user: MockUser): ProjectCard[] {
  return cards((p) => p.dfcUser.userId === user.userId);
}

/**
 * Beyond the seeds: a project an agency created has no brand manager behind it, so every brand
 * manager answers for it. Brand managers (roles 2 and 3) see the projects they created and every
 * agency-created project, in both the pending and the approved list.
 */
export function createdByAgency(p: StoredProject): boolean {
  return db.users.find((u) => u.userId === p.projectCreator.userId)?.type === 'AGENCY';
}

/** The projects a brand manager manages (the relation 'manager': their own, and every agency-created one). */
const managedBy = (user: MockUser) => (p: StoredProject) => holds('manager', user, p);

/**
 * Pending approval. Brand managers: the SUBMITTED projects waiting for a brand-manager decision
 * (details filled, not sent to tech) that they created or that an agency created. Tech users:
 * the SUBMITTED projects sent to them.
 */
export function submittedProjects(user: MockUser): ProjectCard[] {
  const submitted = (p: StoredProject) => p.projectCreationStatus === CREATION_STATUS.submitted;
  if (can(user.role, 'businessManagerApproval')) {
    const mine = managedBy(user);
    return cards((p) => submitted(p) && mine(p) && p.projectStatus === 'PROJECT_DETAILS_FILLED' && !p.techApprovalFlag);
  }
  if (user.role === ROLE.TECHNICAL_USER) {
    return cards((p) => submitted(p) && p.techApprovalFlag && p.techUser?.userId === user.userId);
  }
  return [];
}

const approved = (p: StoredProject) => p.projectCreationStatus === CREATION_STATUS.approved;

/** Approved projects for a brand manager: those they created and every agency-created one. */
export function approvedProjectsForGbm(user: MockUser): ProjectCard[] {
  const mine = managedBy(user);
  return cards((p) => approved(p) && mine(p));
}

export function approvedProjectsForTech(user: MockUser): ProjectCard[] {
  return cards((p) => approved(p) && p.techUser?.userId === user.userId);
}

/* ---------- creation ---------- */

const normalName = (name: string) => name.trim().toLowerCase();

export function isDuplicateName(name: string): boolean {
  const wanted = normalName(name);
  return db.projects.some((p) => normalName(p.projectName) === wanted);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * POST /api/projectsetup. A brand manager (or an agency) creates a project for an agency; the
 * agency is told. data 1 when the name exists (case and surrounding spaces ignored).
 */
export function createProject(user: MockUser, body: unknown, now: number = Date.now()): Outcome<ProjectCreationAnswer> {
  if (!can(user.role, 'createProject')) return forbidden('You may not create projects');
  const input = asRecord(body);
  const projectName = text(input?.projectName);
  const projectSummary = text(input?.projectSummary);
  const brandId = asRecord(input?.projectBrand)?.brandId;
  const agencyUserId = asRecord(input?.dfcUser)?.userId;
  const missing = [
    !projectName && 'projectName',
    brandId === undefined && 'projectBrand',
    agencyUserId === undefined && 'dfcUser',
    !projectSummary && 'projectSummary',
  ].filter(Boolean);
  if (missing.length > 0) return badRequest(`Missing ${missing.join(', ')}`);
  const brand = db.brands.find((b) => b.brandId === Number(brandId));
  if (!brand) return badRequest('Unknown projectBrand');
  const agency = db.users.find((u) => u.userId === Number(agencyUserId) && u.type === 'AGENCY');
  if (!agency) return badRequest('Unknown dfcUser');

  if (isDuplicateName(projectName)) return ok({ data: DUPLICATE_PROJECT_NAME });

  const project: StoredProject = {
    projectId: nextId('projectId'),
    projectName,
    projectSummary,
    projectCreator: refOf(user),
    dfcUser: refOf(agency),
    projectBrand: { ...brand },
    projectCreationStatus: '',
    ...emptyWizardFields(),
    projectStatus: null,
    techApprovalFlag: false,
    ipAddress: null,
    devopsUrl: null,
    envUrl: null,
    devopsStatus: [],
    dfcLighthouseReports: [],
    sonarReports: [],
    lighthouseFile: null,
    projectCreatedDate: new Date(now).toISOString(),
    techUser: null,
    teamMemberIds: [],
  };
  db.projects.push(project);
  notify.created(project, user);
  return ok({ data: 0, projectId: project.projectId });
}

/* ---------- the agency's wizard ---------- */

/** The wizard is the project's agency's and its creator's. */
export function canEdit(user: MockUser, project: StoredProject): boolean {
  return holds('filler', user, project);
}

export const CODE_TEMPLATE_REQUIRED = 'Please select Code Template';

/**
 * PUT /api/update_dfc_project. The project's agency or its creator (a brand manager or an agency
 * user: seed 000 section 6 gives the wizard to roles 2, 3, 6, 7); anyone else 403. DRAFT keeps the choices and takes the
 * project out of any approval queue; SUBMITTED also needs a code template, puts the project in
 * front of its brand manager and tells them. Name, brand, creator and summary are read-only.
 */
export function updateProject(user: MockUser, body: unknown): Outcome<{ message: string }> {
  const input = asRecord(body);
  if (!input) return badRequest('Invalid project');
  const projectId = Number(input.projectId);
  const project = findProject(Number.isInteger(projectId) ? projectId : null);
  if (!project) return notFound('Project not found');
  if (!canEdit(user, project)) return forbidden("Only the project's agency or its creator may change it");
  if (project.projectCreationStatus === CREATION_STATUS.approved) return conflict(APPROVED_PROJECT_IS_FINAL);

  const status = input.projectCreationStatus;
  if (status !== CREATION_STATUS.draft && status !== CREATION_STATUS.submitted) {
    return badRequest('projectCreationStatus must be DRAFT or SUBMITTED');
  }
  const fields = parseWizardFields(input);
  if (!fields.ok) return fields;
  if (status === CREATION_STATUS.submitted && !fields.value.dfcTemplates) return badRequest(CODE_TEMPLATE_REQUIRED);

  Object.assign(project, fields.value, {
    projectCreationStatus: status,
    projectStatus: status === CREATION_STATUS.submitted ? 'PROJECT_DETAILS_FILLED' : null,
    techApprovalFlag: false,
    techUser: null,
  });
  if (status === CREATION_STATUS.submitted) notify.submitted(project, user);
  return ok({ message: 'updated' });
}
