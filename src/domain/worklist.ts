/**
 * My Worklist (seed 000 section 2: the user menu's My Worklist leads to /my_profile): what waits
 * on the signed-in user. Pure rules, no I/O: which call each kind of work comes from, which of its
 * projects or tasks wait on the user, and where each one opens.
 *
 * - Project work, read from the project lists the role already has (seed 000 sections 4 and 6;
 *   seed 001 section 4): approvals, tech verification, devops steps, projects to fill in.
 * - Tasks assigned to the user (seed 001 sections 2, 3: a team member is a user, a task has an
 *   assigned team member), read with one named extension, GET /api/get_user_tasks/{userId} (the
 *   user's tasks across projects, each with its project's id and name): the seeds only read tasks
 *   one project at a time. Open tasks only (a DONE or otherwise closed one waits on nobody); each
 *   opens the project view, whose Tasks tab holds it (the view has no tab address).
 */
import type { UserTask } from './contract/projects';
import { approvalStage, CREATION_STATUS, type ProjectCard, type ProjectDetails, type ProjectStatus } from './projects';
import { CAPABILITIES, type Role } from './roles';
import { stageButtons } from './techTeam';

/** The kinds of work read from the project lists. */
export const PROJECT_WORK_KINDS = ['approve', 'techVerify', 'devops', 'fill'] as const;
export type ProjectWorkKind = (typeof PROJECT_WORK_KINDS)[number];

/** The kinds of work, in the order the worklist shows them: the project work, then the tasks. */
export const WORK_KINDS = [...PROJECT_WORK_KINDS, 'tasks'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export const isProjectWorkKind = (kind: WorkKind): kind is ProjectWorkKind => kind !== 'tasks';

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

export const WORK_SOURCES: Record<ProjectWorkKind, WorkSource> = {
  /** Roles 2, 3: submitted projects waiting for a brand manager's decision. */
  approve: { roles: [2, 3], list: 'submitted', needsDetails: true },
  /** Role 8: submitted projects sent to this tech user for verification. */
  techVerify: { roles: [8], list: 'submitted', needsDetails: true },
  /** Role 8: approved projects whose devops chain has a next step. */
  devops: { roles: [8], list: 'approvedForTech', needsDetails: false },
  /** Roles 6, 7: assigned projects not yet created, or back as a DRAFT (saved early, or rejected). */
  fill: { roles: [6, 7], list: 'assigned', needsDetails: false },
};

/**
 * The roles whose tasks the worklist reads: those that may open the project view
 * (/viewProjectDetails, capability projectDetails), where a task is seen and edited.
 */
export const TASK_ROLES: readonly Role[] = CAPABILITIES.projectDetails;

export function workKindsFor(role: Role | null | undefined): WorkKind[] {
  if (role == null) return [];
  return WORK_KINDS.filter((kind) => (isProjectWorkKind(kind) ? WORK_SOURCES[kind].roles : TASK_ROLES).includes(role));
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

/**
 * Issue 24: the brand managers' (roles 2, 3) own projects that wait for details, read with the
 * named extension GET /api/get_created_projects (every project the caller created). Agencies
 * find theirs on My Projects; a brand manager had no list of the projects they created before
 * their submission. Each opens the wizard, which the creator may fill too (seed 000 section 6).
 */
export const CREATED_WORK_ROLES: readonly Role[] = CAPABILITIES.createdProjectsWorklist;

export interface CreatedWorkItem {
  projectId: number;
  projectName: string;
  /** The agency that fills it in (the card's agency user name). */
  agency: string;
  /** DRAFT (saved early, or rejected) or null: not started. */
  draft: boolean;
  to: string;
}

/** The created projects that wait for details (not yet created, or a DRAFT), in the list's order (newest first). */
export function createdWorkItems(cards: readonly ProjectCard[]): CreatedWorkItem[] {
  return cards.filter(waitsForFilling).map((card) => ({
    projectId: card.projectId,
    projectName: card.projectName,
    agency: card.agencyName || card.agencyUserName || '',
    draft: card.projectCreationStatus === CREATION_STATUS.draft,
    to: workTarget('fill', card.projectId),
  }));
}

/** Where an item opens: the project view, the wizard, or the tech team's project page. */
export function workTarget(kind: WorkKind, projectId: number): string {
  switch (kind) {
    case 'approve':
    case 'techVerify':
    case 'tasks':
      return `/viewProjectDetails/${projectId}`;
    case 'fill':
      return `/DFCCreateProject/${projectId}`;
    case 'devops':
      return `/viewApprovedProjectDetails/${projectId}`;
  }
}

export interface WorkItem {
  kind: ProjectWorkKind;
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
export function cardWaits(kind: ProjectWorkKind, card: ProjectCard, details: ApprovalFacts | undefined, me: WorkUser): boolean | null {
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

export function workItemOf(kind: ProjectWorkKind, card: ProjectCard): WorkItem {
  return {
    kind,
    projectId: card.projectId,
    projectName: card.projectName,
    to: workTarget(kind, card.projectId),
    projectStatus: card.projectStatus ?? null,
    projectCreationStatus: card.projectCreationStatus ?? null,
  };
}

/* ---------- tasks ---------- */

/**
 * The task states that end a task: nobody waits on it any more. The states are the server's list
 * (GET /api/get_project_states; seed 001 section 4): the mock's is NEW, IN_PROGRESS, BLOCKED,
 * IN_REVIEW, DONE, where only DONE ends a task; a real server's list may name its end otherwise.
 * Every other state (blocked and in review included) is open: the task is still the assignee's.
 */
export const CLOSED_TASK_STATES: readonly string[] = ['DONE', 'CLOSED', 'COMPLETED', 'RESOLVED', 'CANCELLED', 'CANCELED'];

/** Open unless its state is a closing one, in any case and spelling ('Done', 'closed', 'COMPLETED '). */
export function isOpenTask(state: string | null | undefined): boolean {
  const key = (state ?? '').trim().toUpperCase().replace(/[\s-]+/g, '_');
  return !CLOSED_TASK_STATES.includes(key);
}

/**
 * Assigned to the user: the assignee is known by its user id or, failing that, its user name
 * (seed 001 names only assignedTMUser.username). An unassigned task waits on nobody.
 */
export function isAssignedTo(task: Pick<UserTask, 'assignedTMUser'>, me: WorkUser): boolean {
  const assignee = task.assignedTMUser;
  return assignee != null && (assignee.userId === me.userId || assignee.username === me.username);
}

export function taskWaits(task: Pick<UserTask, 'state' | 'assignedTMUser'>, me: WorkUser): boolean {
  return isOpenTask(task.state) && isAssignedTo(task, me);
}

export interface TaskWorkItem {
  kind: 'tasks';
  taskId: number;
  taskName: string;
  projectId: number;
  projectName: string;
  state: string;
  /** YYYY-MM-DD (dates are cut to 10 characters, seed 001), or null when none. */
  expectedCompletionDate: string | null;
  to: string;
}

const dueOf = (task: Pick<UserTask, 'expectedCompletionDate'>): string | null =>
  typeof task.expectedCompletionDate === 'string' && task.expectedCompletionDate ? task.expectedCompletionDate.slice(0, 10) : null;

/** The user's open tasks, soonest expected completion first (none last), then by task id. */
export function taskWorkItems(tasks: readonly UserTask[], me: WorkUser): TaskWorkItem[] {
  return tasks
    .filter((task) => taskWaits(task, me))
    .map((task): TaskWorkItem => {
      const projectId = task.projectId ?? task.dfcProject?.projectId;
      return {
        kind: 'tasks',
        taskId: task.taskId,
        taskName: task.taskName,
        projectId,
        projectName: task.projectName ?? '',
        state: task.state,
        expectedCompletionDate: dueOf(task),
        to: workTarget('tasks', projectId),
      };
    })
    .sort((a, b) => {
      if (a.expectedCompletionDate !== b.expectedCompletionDate) {
        if (a.expectedCompletionDate === null) return 1;
        if (b.expectedCompletionDate === null) return -1;
        return a.expectedCompletionDate < b.expectedCompletionDate ? -1 : 1;
      }
      return a.taskId - b.taskId;
    });
}
