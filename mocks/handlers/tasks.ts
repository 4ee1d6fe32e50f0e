/**
 * Tasks of a project (contract.tasks, seed 001 section 6): whoever reads the project sees and
 * edits its tasks (the project of a task body is checked by mocks/db); the states are for anyone
 * signed in. A user's tasks (extension): anyone signed in, answered for the projects the caller
 * may read (mocks/db/tasks.ts).
 */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import { createTask, db, tasksOf, updateTask } from '../db';
import { tasksOfUser } from '../db/tasks';
import { roles, signedIn } from './access';
import { handle } from './contract';
import { answer, positiveInt, readJson } from './http';
import { readsProject } from './projects';

const { tasks } = contract;

/** The roles that read projects (the project itself is in the body). */
const projectRoles = roles(2, 3, 6, 7, 8);

export const taskRoutes = [
  handle(tasks.states, signedIn, () => HttpResponse.json(db.taskStates)),
  handle(tasks.list, readsProject, ({ params, user }) => answer(tasksOf(user, positiveInt(params.projectId)))),
  handle(tasks.create, projectRoles, async ({ request, user }) => answer(createTask(user, await readJson(request)))),
  handle(tasks.update, projectRoles, async ({ request, user }) => answer(updateTask(user, await readJson(request)))),
  handle(tasks.ofUser, signedIn, ({ params, user }) => answer(tasksOfUser(user, positiveInt(params.userId)))),
];
