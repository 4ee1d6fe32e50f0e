/** Mirrors the task calls of src/api/projects.ts. */
import { http, HttpResponse } from 'msw';
import { createTask, db, tasksOf, updateTask } from '../db';
import { answer, answerChange, positiveInt, readJson, signedIn } from './http';

export const taskHandlers = [
  http.get('/api/get_project_states', signedIn(() => HttpResponse.json(db.taskStates))),
  http.get(
    '/api/get_project_tasks/:projectId',
    signedIn<{ projectId: string }>(({ params, user }) => answer(tasksOf(user, positiveInt(params.projectId)))),
  ),
  http.post('/api/create_project_task', signedIn(async ({ request, user }) => answerChange(createTask(user, await readJson(request))))),
  http.put('/api/update_project_task', signedIn(async ({ request, user }) => answerChange(updateTask(user, await readJson(request))))),
];
