/** Mirrors src/api/projects.ts: creation, the card lists, the wizard's reads and update, details. */
import { http, HttpResponse } from 'msw';
import {
  agencyNameOf,
  approvedProjectsForGbm,
  approvedProjectsForTech,
  assignedProjects,
  createProject,
  readableProject,
  submittedProjects,
  toAutoPopulate,
  toDetails,
  updateProject,
} from '../db';
import { answer, answerChange, plain, positiveInt, readJson, signedIn } from './http';

type ProjectParams = { projectId: string };

export const projectHandlers = [
  http.post(
    '/api/projectsetup',
    signedIn(async ({ request, user }) => answerChange(createProject(user, await readJson(request)))),
  ),

  // Matches /api/assignedprojects and /api/assignedprojects/.
  http.get('/api/assignedprojects', signedIn(({ user }) => HttpResponse.json(assignedProjects(user)))),
  http.get('/api/get_submitted_projects', signedIn(({ user }) => HttpResponse.json(submittedProjects(user)))),
  http.get('/api/get_approved_projects_for_gbm', signedIn(({ user }) => HttpResponse.json(approvedProjectsForGbm(user)))),
  http.get('/api/get_approved_projects_for_tech', signedIn(({ user }) => HttpResponse.json(approvedProjectsForTech(user)))),

  http.get(
    '/api/get_agency_by_projectid/:projectId',
    signedIn<ProjectParams>(({ params, user }) => answer(readableProject(user, positiveInt(params.projectId)), (p) => plain(agencyNameOf(p)))),
  ),

  http.get(
    '/api/dfc_project_auto_populate_fields/:projectId',
    signedIn<ProjectParams>(({ params, user }) =>
      answer(readableProject(user, positiveInt(params.projectId)), (p) => HttpResponse.json(toAutoPopulate(p))),
    ),
  ),

  ...['/api/get_dfc_project_draft/:projectId', '/api/get_dfc_project/:projectId'].map((path) =>
    http.get(
      path,
      signedIn<ProjectParams>(({ params, user }) =>
        answer(readableProject(user, positiveInt(params.projectId)), (p) => HttpResponse.json(toDetails(p))),
      ),
    ),
  ),

  http.put(
    '/api/update_dfc_project',
    signedIn(async ({ request, user }) => answerChange(updateProject(user, await readJson(request)))),
  ),
];
