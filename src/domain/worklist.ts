/**
 * My Worklist (seed 000 section 2: the user menu's My Worklist leads to /my_profile): what waits
 * on the signed-in user, read from the project lists the role already has (seed 000 sections 4
 * and 6; seed 001 section 4). Pure rules, no I/O: which list each kind of work comes from, which
 * of its projects wait on the user, and where each one opens.
 *
 * Not included: tasks (GET /api/get_project_tasks/{projectId}, assigned to a team member).
 * Team members do not sign in, tasks are read one project at a time, and no call lists the
 * tasks of a user, so the worklist would need one call per project to find (almost always)
 * nothing.
 */
import { approvalStage, CREATION_STATUS, type ProjectCard, type ProjectDetails, type ProjectStatus } from './projects';
import type { Role } from './roles';
import { stageButtons } from './techTeam';

/** The kinds of work, in the order the worklist shows them. */
export const WORK_KINDS = ['approve', 'techVerify', 'devops', 'fill'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** The list calls of src/api/projects.ts a kind reads (ProjectListKind). */
export type WorkList = 'assigned' | 'submitted' | 'approvedForTech';

export interface WorkSource {
  roles: readonly Role[];
  list: WorkList;
  /**
   * The cards do not say who a pending project waits on (techApprovalFlag, techUser): each card's
   * details are read (GET /api/get_dfc_project/{projectId}) before it counts.
   */
  needsDetails: boolean;
}

export const WORK_SOURCES: Record<WorkKind, WorkSource> = {
  /** Roles 2, 3: submitted projects waiting for a brand manager's decision. */
  approve: { roles: [2, 3], list: 'submitted', needsDetails: true },
  /** Role 8: submitted projects sent to this tech user for verification. */
  techVerify: { roles: [8], list: 'submitted', needsDetails: true },
  /** Role 8: approved projects whose devops chain has a next step. */
  devops: { roles: [8], list: 'approvedForTech', needsDetails: false },
  /** Roles 6, 7: assigned projects not yet created, or back as a DRAFT (saved early, or rejected). */
  fill: { roles: [6, 7], list: 'assigned', needsDetails: false },
};

export function workKindsFor(role: Role | null | undefined): WorkKind[] {
  return role == null ? [] : WORK_KINDS.filter((kind) => WORK_SOURCES[kind].roles.includes(role));
}

/** The signed-in user (token claims Id and sub). */
export interface WorkUser {
  userId: number;
  username: string;
}

type ApprovalFacts = Pick<ProjectDetails, 'projectStatus' | 'techApprovalFlag'> & { techUser?: ProjectDetails['techUser'] };

/** A brand manager (roles 2, 3) decides: details filled, not sent to tech (seed 000 section 4). */
export function waitsForBusinessManager(details: ApprovalFacts): boolean {
  return approvalStage(details) === 'businessManager';
}

/**
 * The tech user decides once tech approval is flagged, and only the tech user it was sent to
 * (techUser, an extension of ours). An answer without techUser (a backend without the
 * extension) counts: as on the details page, the server then decides who may verify. The user
 * is known by the token's Id or, failing that, its sub (user name).
 */
export function waitsForTechUser(details: ApprovalFacts, me: WorkUser): boolean {
  if (approvalStage(details) !== 'tech') return false;
  const techUser = details.techUser;
  return techUser == null || techUser.userId === me.userId || techUser.username === me.username;
}

/** The status that ends the chain: its stage buttons only re-run Lighthouse, re-deploy or download. */
export const LAST_DEVOPS_STATUS: ProjectStatus = 'LIGHTHOUSE_SETUP_COMPLETED';

/**
 * An approved project waits on its tech user when its status has a next step: APPROVAL_COMPLETED
 * (Setup Devops Project) or a status with stage buttons (seed 001 section 4; stageButtons), the
 * last status aside. DEVOPS_SETUP_IN_PROGRESS does not count: its chain runs on the server (a
 * failed chain shows on the project page, which the list does not tell).
 */
export function waitsForDevopsStep(status: string | null | undefined): boolean {
  if (status === 'APPROVAL_COMPLETED') return true;
  if (!status || status === LAST_DEVOPS_STATUS) return false;
  return stageButtons({ projectStatus: status as ProjectStatus, ipAddress: null, envUrl: null }).length > 0;
}

/** Not yet created ('' or none) or a DRAFT: the agency fills (or finishes and resubmits) the wizard. */
export function waitsForFilling(card: Pick<ProjectCard, 'projectCreationStatus'>): boolean {
  const creation = card.projectCreationStatus;
  return !creation || creation === CREATION_STATUS.draft;
}

/** Where an item opens: the project view, the wizard, or the tech team's project page. */
export function workTarget(kind: WorkKind, projectId: number): string {
  switch (kind) {
    case 'approve':
    case 'techVerify':
      return `/viewProjectDetails/${projectId}`;
    case 'fill':
      return `/DFCCreateProject/${projectId}`;
    case 'devops':
      return `/viewApprovedProjectDetails/${projectId}`;
  }
}

export interface WorkItem {
  kind: WorkKind;
  projectId: number;
  projectName: string;
  to: string;
  /** The card's project status (null when not yet created). */
  projectStatus: string | null;
  projectCreationStatus: ProjectCard['projectCreationStatus'];
}

/**
 * Whether a card of the kind's list waits on the user. Kinds that need details answer null
 * while the details are not known.
 */
export function cardWaits(kind: WorkKind, card: ProjectCard, details: ApprovalFacts | undefined, me: WorkUser): boolean | null {
  switch (kind) {
    case 'approve':
      return details ? waitsForBusinessManager(details) : null;
    case 'techVerify':
      return details ? waitsForTechUser(details, me) : null;
    case 'devops':
      return waitsForDevopsStep(card.projectStatus);
    case 'fill':
      return waitsForFilling(card);
  }
}

export function workItemOf(kind: WorkKind, card: ProjectCard): WorkItem {
  return {
    kind,
    projectId: card.projectId,
    projectName: card.projectName,
    to: workTarget(kind, card.projectId),
    projectStatus: card.projectStatus ?? null,
    projectCreationStatus: card.projectCreationStatus ?? null,
  };
}
