/**
 * Team members of a project (contract.team, seed 001 section 6): whoever reads the project sees
 * its team; users of type AGENCY add existing or new members (to a project they are the agency
 * or the creator of; the rules check the project of a new member's body).
 */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import { assignTeamMembers, createTeamMember, teamMembersNotIn, teamOf } from './teams';
import { db } from '../core/state';
import { handle } from '../core/contract';
import { answer, positiveInt, readJson } from '../core/http';

const { team } = contract;

export const teamRoutes = [
  handle(team.members, ({ params, user }) => answer(teamOf(user, positiveInt(params.projectId)))),
  handle(team.notInProject, ({ params, user }) => answer(teamMembersNotIn(user, positiveInt(params.projectId)))),

  handle(team.assign, async ({ request, params, user }) =>
    answer(assignTeamMembers(user, positiveInt(params.projectId), await readJson(request))),
  ),
  handle(team.createMember, async ({ request, user }) => answer(createTeamMember(user, await readJson(request)))),

  handle(team.roles, () => HttpResponse.json(db.teamRoles)),
  handle(team.skills, () => HttpResponse.json(db.skills)),
];
