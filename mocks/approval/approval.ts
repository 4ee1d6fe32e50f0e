/**
 * The two-stage approval (seed 000 section 4, seed 001 section 4). A SUBMITTED project in
 * PROJECT_DETAILS_FILLED with techApprovalFlag false waits for a brand manager (roles 2, 3):
 * approve (naming the tech user who takes it on), reject (back to the agency as a DRAFT) or send
 * it to a tech user (flag true). Then only that tech user (role 8) approves or rejects.
 * Wrong role: 403. Wrong state: 409.
 */
import { CREATION_STATUS, type UserRef } from '../../src/domain/projects';
import { can, ROLE } from '../../src/domain/roles';
import { badRequest, conflict, forbidden, notFound, ok, type Outcome } from '../core/outcome';
import { findProject, holds } from '../projects/projects';
import { notify } from '../projects/projectNotices';
import { db } from '../core/state';
import type { MockUser } from '../core/types';
import type { StoredProject } from '../projects/types';

export const APPROVAL_ANSWER = {
  approved: 'Approved Successfully',
  rejected: 'Rejected Successfully',
  sentToTech: 'Sent for Tech Verification Successfully',
} as const;

type Answer = Outcome<{ message: string }>;

const NOT_WAITING_FOR_MANAGER = 'The project is not waiting for a brand manager decision';
const NOT_WAITING_FOR_TECH = 'The project is not waiting for tech verification';

function techUserRef(userId: number | null): UserRef | undefined {
  const user = db.users.find((u) => u.userId === userId && u.role === ROLE.TECHNICAL_USER && u.status === 'ACTIVE');
  return user && { userId: user.userId, username: user.username };
}

const submittedWithDetails = (p: StoredProject) =>
  p.projectCreationStatus === CREATION_STATUS.submitted && p.projectStatus === 'PROJECT_DETAILS_FILLED';

/** The project a brand manager may decide on now. */
function forManager(user: MockUser, projectId: number | null): Outcome<StoredProject> {
  const project = findProject(projectId);
  if (!project) return notFound('Project not found');
  if (!can(user.role, 'businessManagerApproval')) return forbidden('Only a brand manager may decide here');
  if (!holds('manager', user, project)) return forbidden('The project is managed by another brand manager');
  if (!submittedWithDetails(project) || project.techApprovalFlag) return conflict(NOT_WAITING_FOR_MANAGER);
  return ok(project);
}

/** The project this tech user may decide on now. */
function forTech(user: MockUser, projectId: number | null): Outcome<StoredProject> {
  const project = findProject(projectId);
  if (!project) return notFound('Project not found');
  if (!can(user.role, 'techApproval')) return forbidden('Only a tech user may verify a project');
  if (!submittedWithDetails(project) || !project.techApprovalFlag) return conflict(NOT_WAITING_FOR_TECH);
  if (project.techUser?.userId !== user.userId) return forbidden('The project was sent to another tech user');
  return ok(project);
}

function backToAgency(project: StoredProject): void {
  Object.assign(project, {
    projectCreationStatus: CREATION_STATUS.draft,
    projectStatus: null,
    techApprovalFlag: false,
    techUser: null,
  });
}

/** PUT /api/approve_project_by_bm/{userId}/{projectId}/ */
export function approveByBusinessManager(user: MockUser, techUserId: number | null, projectId: number | null): Answer {
  const found = forManager(user, projectId);
  if (!found.ok) return found;
  const tech = techUserRef(techUserId);
  if (!tech) return badRequest('Unknown tech user');
  const project = found.value;
  Object.assign(project, {
    projectCreationStatus: CREATION_STATUS.approved,
    projectStatus: 'APPROVAL_COMPLETED',
    techUser: tech,
  });
  notify.approvedByBusinessManager(project, user, tech);
  return ok({ message: APPROVAL_ANSWER.approved });
}

/** PUT /api/reject_project_by_bm/{projectId} */
export function rejectByBusinessManager(user: MockUser, projectId: number | null): Answer {
  const found = forManager(user, projectId);
  if (!found.ok) return found;
  backToAgency(found.value);
  notify.rejectedByBusinessManager(found.value, user);
  return ok({ message: APPROVAL_ANSWER.rejected });
}

/** PUT /api/tech_assign_by_bm/{userId}/{projectId} */
export function assignToTech(user: MockUser, techUserId: number | null, projectId: number | null): Answer {
  const found = forManager(user, projectId);
  if (!found.ok) return found;
  const tech = techUserRef(techUserId);
  if (!tech) return badRequest('Unknown tech user');
  Object.assign(found.value, { techApprovalFlag: true, techUser: tech });
  notify.sentToTech(found.value, user, tech);
  return ok({ message: APPROVAL_ANSWER.sentToTech });
}

/** PUT /api/approve_project_by_tech/{projectId} */
export function approveByTech(user: MockUser, projectId: number | null): Answer {
  const found = forTech(user, projectId);
  if (!found.ok) return found;
  Object.assign(found.value, { projectCreationStatus: CREATION_STATUS.approved, projectStatus: 'APPROVAL_COMPLETED' });
  notify.approvedByTech(found.value, user);
  return ok({ message: APPROVAL_ANSWER.approved });
}

/** PUT /api/reject_project_by_tech/{projectId} */
export function rejectByTech(user: MockUser, projectId: number | null): Answer {
  const found = forTech(user, projectId);
  if (!found.ok) return found;
  backToAgency(found.value);
  notify.rejectedByTech(found.value, user);
  return ok({ message: APPROVAL_ANSWER.rejected });
}

/** GET /api/get_all_tech */
export function techUsers(): UserRef[] {
  return db.users
    .filter((u) => u.role === ROLE.TECHNICAL_USER && u.status === 'ACTIVE')
    .map((u) => ({ userId: u.userId, username: u.username }));
}
