/**
 * Team members of a project (seed 001 sections 2, 3, 6, 7). Whoever may read a project sees its
 * team; users of TYPE AGENCY who may read it add existing or new team members.
 */
import type { TeamMember } from '../../src/domain/projects';
import { AGENCY_TYPE } from '../../src/domain/roles';
import { badRequest, conflict, forbidden, ok, type Outcome } from '../core/outcome';
import { readableProject } from '../projects/projects';
import { db, nextId } from '../core/state';
import type { MockUser } from '../core/types';
import type { StoredProject } from '../projects/types';
import type { StoredTeamMember } from './types';
import { asRecord } from '../wizard/wizardFields';
import '../projects/table';

export const EMAIL_TAKEN = 'A user with this e-mail already exists';

export const toTeamMember = ({ userId, username, teamMembers }: StoredTeamMember): TeamMember =>
  structuredClone({ userId, username, teamMembers });

const byName = (a: StoredTeamMember, b: StoredTeamMember) => a.username.localeCompare(b.username);

export function findTeamMember(userId: number): StoredTeamMember | undefined {
  return db.teamMembers.find((m) => m.userId === userId);
}

/** GET /api/get_team_members_of_project/{projectId} */
export function teamOf(user: MockUser, projectId: number | null): Outcome<TeamMember[]> {
  const found = readableProject(user, projectId);
  if (!found.ok) return found;
  const ids = found.value.teamMemberIds;
  return ok(db.teamMembers.filter((m) => ids.includes(m.userId)).sort(byName).map(toTeamMember));
}

/** GET /api/get_team_members_not_in_project/{projectId} */
export function teamMembersNotIn(user: MockUser, projectId: number | null): Outcome<TeamMember[]> {
  const found = readableProject(user, projectId);
  if (!found.ok) return found;
  const ids = found.value.teamMemberIds;
  return ok(db.teamMembers.filter((m) => !ids.includes(m.userId)).sort(byName).map(toTeamMember));
}

function editableTeam(user: MockUser, projectId: number | null): Outcome<StoredProject> {
  const found = readableProject(user, projectId);
  if (!found.ok) return found;
  if (user.type !== AGENCY_TYPE) return forbidden('Only the agency adds team members');
  return found;
}

/** POST /api/assign_tm_to_project/{projectId} with a list of user ids; answers the new team. */
export function assignTeamMembers(user: MockUser, projectId: number | null, body: unknown): Outcome<TeamMember[]> {
  const found = editableTeam(user, projectId);
  if (!found.ok) return found;
  if (!Array.isArray(body) || body.length === 0) return badRequest('Choose at least one team member');
  const ids = body.map(Number);
  if (ids.some((id) => !findTeamMember(id))) return badRequest('Unknown team member');
  const project = found.value;
  for (const id of ids) if (!project.teamMemberIds.includes(id)) project.teamMemberIds.push(id);
  return teamOf(user, project.projectId);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailTaken(email: string): boolean {
  const wanted = email.toLowerCase();
  return [...db.users, ...db.teamMembers].some((u) => u.email.toLowerCase() === wanted);
}

/** POST /api/create_user_team_member: a new team-member user, added to the project; answers it. */
export function createTeamMember(user: MockUser, body: unknown): Outcome<TeamMember> {
  const input = asRecord(body);
  const found = editableTeam(user, Number(input?.dfcProjectId) || null);
  if (!found.ok) return found;
  const username = typeof input?.username === 'string' ? input.username.trim() : '';
  const email = typeof input?.userEmail === 'string' ? input.userEmail.trim() : '';
  const info = asRecord(input?.teamMembers);
  const roleId = Number(asRecord(info?.role)?.roleId);
  const role = db.teamRoles.find((r) => r.roleId === roleId);
  const experience = typeof info?.experience === 'string' && info.experience.trim() !== '' ? Number(info.experience) : info?.experience;
  const skillIds: unknown[] | null = Array.isArray(info?.teamMemberSkills)
    ? info.teamMemberSkills.map((s: unknown) => Number(asRecord(s)?.skillId))
    : null;
  const skills = db.skills.filter((s) => skillIds?.includes(s.skillId));

  if (!username) return badRequest('Missing username');
  if (!EMAIL.test(email)) return badRequest('Invalid userEmail');
  if (!role) return badRequest('Unknown role');
  if (typeof experience !== 'number' || !Number.isFinite(experience) || experience < 0) return badRequest('Invalid experience');
  if (!skillIds || skillIds.some((id) => !skills.some((s) => s.skillId === id))) return badRequest('Unknown skill');
  if (emailTaken(email)) return conflict(EMAIL_TAKEN);

  const member: StoredTeamMember = {
    userId: nextId('userId'),
    username,
    email,
    teamMembers: {
      role: { ...role },
      experience,
      teamMemberSkills: skills.map((s) => ({ ...s })),
    },
  };
  db.teamMembers.push(member);
  found.value.teamMemberIds.push(member.userId);
  return ok(toTeamMember(member));
}
