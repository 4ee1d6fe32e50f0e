/**
 * Tasks of a project (seed 001 sections 2, 3, 4, 7). Whoever may read a project sees and edits
 * its tasks; the state is one of GET /api/get_project_states; the assignee, when given, is a
 * member of the project's team.
 *
 * **A user's tasks** (extension, GET /api/get_user_tasks/{userId}): the tasks assigned to a user
 * (an account or a team-member user), across the projects the caller may read, each with its
 * project's id and name. One rule for every caller, oneself included: a task of a project one may
 * not read is not answered (My Worklist never links to a project that would answer 403).
 */
import type { UserTask } from '../../src/domain/contract/projects';
import type { Task } from '../../src/domain/projects';
import { badRequest, notFound, ok, type Outcome } from '../core/outcome';
import { canRead, readableProject } from '../projects/projects';
import { db, nextId } from '../core/state';
import type { MockUser } from '../core/types';
import type { StoredProject } from '../projects/types';
import type { StoredTask } from './types';
import { asRecord } from '../wizard/wizardFields';
import '../projects/table';

const copy = (task: StoredTask): Task => structuredClone(task);

/** GET /api/get_project_tasks/{projectId}, by task id. */
export function tasksOf(user: MockUser, projectId: number | null): Outcome<Task[]> {
  const found = readableProject(user, projectId);
  if (!found.ok) return found;
  return ok(db.tasks.filter((t) => t.dfcProject.projectId === found.value.projectId).sort((a, b) => a.taskId - b.taskId).map(copy));
}

/** GET /api/get_user_tasks/{userId}: 400 for a bad id, 404 for an unknown user; by task id. */
export function tasksOfUser(caller: MockUser, userId: number | null): Outcome<UserTask[]> {
  if (userId === null) return badRequest('Invalid userId');
  if (!db.users.some((u) => u.userId === userId) && !db.teamMembers.some((m) => m.userId === userId)) return notFound('User not found');
  const readable = new Map(db.projects.filter((p) => canRead(caller, p)).map((p) => [p.projectId, p]));
  return ok(
    db.tasks
      .filter((t) => t.assignedTMUser?.userId === userId && readable.has(t.dfcProject.projectId))
      .sort((a, b) => a.taskId - b.taskId)
      .map((t) => {
        const project = readable.get(t.dfcProject.projectId) as StoredProject;
        return { ...copy(t), projectId: project.projectId, projectName: project.projectName };
      }),
  );
}

type TaskFields = Pick<Task, 'taskName' | 'taskDescription' | 'state' | 'expectedCompletionDate' | 'assignedTMUser'>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The editable fields of a task body, checked against the project. */
function taskFields(input: Record<string, unknown>, project: StoredProject): Outcome<TaskFields> {
  const taskName = text(input.taskName);
  if (!taskName) return badRequest('Missing taskName');
  const state = text(input.state);
  if (!db.taskStates.includes(state)) return badRequest('Unknown state');
  const expectedCompletionDate = text(input.expectedCompletionDate);
  if (expectedCompletionDate && Number.isNaN(Date.parse(expectedCompletionDate))) {
    return badRequest('Invalid expectedCompletionDate');
  }
  let assignedTMUser: Task['assignedTMUser'] = null;
  const assignee = asRecord(input.assignedTMUser);
  if (assignee && (assignee.userId !== undefined || text(assignee.username))) {
    const team = db.teamMembers.filter((m) => project.teamMemberIds.includes(m.userId));
    const member =
      assignee.userId !== undefined && assignee.userId !== null && assignee.userId !== ''
        ? team.find((m) => m.userId === Number(assignee.userId))
        : team.find((m) => m.username === text(assignee.username));
    if (!member) return badRequest('The assignee is not in the project team');
    assignedTMUser = { userId: member.userId, username: member.username };
  }
  return ok({ taskName, taskDescription: text(input.taskDescription), state, expectedCompletionDate, assignedTMUser });
}

function projectOfBody(user: MockUser, input: Record<string, unknown> | null): Outcome<StoredProject> {
  const projectId = Number(asRecord(input?.dfcProject)?.projectId);
  return readableProject(user, Number.isInteger(projectId) ? projectId : null);
}

/** POST /api/create_project_task: the new task. */
export function createTask(user: MockUser, body: unknown, now: number = Date.now()): Outcome<Task> {
  const input = asRecord(body);
  if (!input) return badRequest('Invalid task');
  const project = projectOfBody(user, input);
  if (!project.ok) return project;
  const fields = taskFields(input, project.value);
  if (!fields.ok) return fields;
  const task: StoredTask = {
    taskId: nextId('taskId'),
    ...fields.value,
    createdOn: new Date(now).toISOString(),
    dfcProject: { projectId: project.value.projectId },
  };
  db.tasks.push(task);
  return ok(copy(task));
}

/** PUT /api/update_project_task: the updated task (its project and creation date stay). */
export function updateTask(user: MockUser, body: unknown): Outcome<Task> {
  const input = asRecord(body);
  if (!input) return badRequest('Invalid task');
  const task = db.tasks.find((t) => t.taskId === Number(input.taskId));
  if (!task) return notFound('Task not found');
  const project = readableProject(user, task.dfcProject.projectId);
  if (!project.ok) return project;
  const fields = taskFields(input, project.value);
  if (!fields.ok) return fields;
  Object.assign(task, fields.value);
  return ok(copy(task));
}
