/** Mirrors the team-member calls of src/api/projects.ts. */
import { http, HttpResponse } from 'msw';
import { assignTeamMembers, createTeamMember, db, teamMembersNotIn, teamOf } from '../db';
import { answer, answerChange, positiveInt, readJson, signedIn } from './http';

type ProjectParams = { projectId: string };

export const teamHandlers = [
  http.get(
    '/api/get_team_members_of_project/:projectId',
    signedIn<ProjectParams>(({ params, user }) => answer(teamOf(user, positiveInt(params.projectId)))),
  ),
  http.get(
    '/api/get_team_members_not_in_project/:projectId',
    signedIn<ProjectParams>(({ params, user }) => answer(teamMembersNotIn(user, positiveInt(params.projectId)))),
  ),
  http.post(
    '/api/assign_tm_to_project/:projectId',
    signedIn<ProjectParams>(async ({ request, params, user }) =>
      answerChange(assignTeamMembers(user, positiveInt(params.projectId), await readJson(request))),
    ),
  ),
  http.post(
    '/api/create_user_team_member',
    signedIn(async ({ request, user }) => answerChange(createTeamMember(user, await readJson(request)))),
  ),
  http.get('/api/get_team_member_roles', signedIn(() => HttpResponse.json(db.teamRoles))),
  http.get('/api/get_team_member_skills', signedIn(() => HttpResponse.json(db.skills))),
];
