/** Mirrors the saved-template calls of src/api/projects.ts. */
import { http, HttpResponse } from 'msw';
import { saveTemplate, templatesOf } from '../db';
import { answerChange, plain, readJson, signedIn } from './http';

export const templateHandlers = [
  http.get('/api/get_dfc_project_template_by_user_id', signedIn(({ user }) => HttpResponse.json(templatesOf(user)))),

  /** text/plain 'success' or '{name} already exists, please enter another name'. */
  http.post(
    '/api/create_dfc_project_template',
    signedIn(async ({ request, user }) => answerChange(saveTemplate(user, await readJson(request)), plain)),
  ),
];
