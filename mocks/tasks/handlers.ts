/**
 * Tasks of a project (contract.tasks, seed 001 section 6): whoever reads the project sees and
 * edits its tasks (the project of a task body is checked by the rules); the states are for anyone
 * signed in. A user's tasks (extension): anyone signed in, answered for the projects the caller
 * may read (mocks/tasks/tasks.ts).
 */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import { createTask, tasksOf, updateTask } from './tasks';
import { db } from '../core/state';
import { tasksOfUser } from './tasks';
import { capability, signedIn } from '../core/access';
import { handle } from '../core/contract';
import { answer, positiveInt, readJson } from '../core/http';
import { readsProject } from '../projects/access';

const { tasks } = contract;

/** The roles that read projects (the project itself is in the body). */
const projectRoles = capability('projectDetails');

export const taskRoutes = [
  handle(tasks.states, signedIn, () => HttpResponse.json(db.taskStates)),
  handle(tasks.list, readsProject, ({ params, user }) => answer(tasksOf(user, positiveInt(params.projectId)))),
  handle(tasks.create, projectRoles, async ({ request, user }) => answer(createTask(user, await readJson(request)))),
  handle(tasks.update, projectRoles, async ({ request, user }) => answer(updateTask(user, await readJson(request)))),
  handle(tasks.ofUser, signedIn, ({ params, user }) => answer(tasksOfUser(user, positiveInt(params.userId)))),
];
