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
import { handle } from '../core/contract';
import { answer, positiveInt, readJson } from '../core/http';
import './access';

const { tasks } = contract;

export const taskRoutes = [
  handle(tasks.states, () => HttpResponse.json(db.taskStates)),
  handle(tasks.list, ({ params, user }) => answer(tasksOf(user, positiveInt(params.projectId)))),
  handle(tasks.create, async ({ request, user }) => answer(createTask(user, await readJson(request)))),
  handle(tasks.update, async ({ request, user }) => answer(updateTask(user, await readJson(request)))),
  handle(tasks.ofUser, ({ params, user }) => answer(tasksOfUser(user, positiveInt(params.userId)))),
];
