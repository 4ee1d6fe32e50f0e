/** Mirrors the approval calls of src/api/projects.ts (decideProject) and the tech user list. */
import { http, HttpResponse } from 'msw';
import { approveByBusinessManager, approveByTech, assignToTech, rejectByBusinessManager, rejectByTech, techUsers } from '../db';
import { answerChange, positiveInt, signedIn } from './http';

type Params = { projectId: string; userId?: string };

export const approvalHandlers = [
  http.get('/api/get_all_tech', signedIn(() => HttpResponse.json(techUsers()))),

  // Matches the documented trailing slash too.
  http.put(
    '/api/approve_project_by_bm/:userId/:projectId',
    signedIn<Params>(({ params, user }) =>
      answerChange(approveByBusinessManager(user, positiveInt(params.userId), positiveInt(params.projectId))),
    ),
  ),
  http.put(
    '/api/reject_project_by_bm/:projectId',
    signedIn<Params>(({ params, user }) => answerChange(rejectByBusinessManager(user, positiveInt(params.projectId)))),
  ),
  http.put(
    '/api/tech_assign_by_bm/:userId/:projectId',
    signedIn<Params>(({ params, user }) =>
      answerChange(assignToTech(user, positiveInt(params.userId), positiveInt(params.projectId))),
    ),
  ),
  http.put(
    '/api/approve_project_by_tech/:projectId',
    signedIn<Params>(({ params, user }) => answerChange(approveByTech(user, positiveInt(params.projectId)))),
  ),
  http.put(
    '/api/reject_project_by_tech/:projectId',
    signedIn<Params>(({ params, user }) => answerChange(rejectByTech(user, positiveInt(params.projectId)))),
  ),
];
