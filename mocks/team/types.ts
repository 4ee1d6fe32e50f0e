/** The row type of team members (kept in the projects table, mocks/projects/table.ts). */
import type { Skill, TeamRole } from '../../src/domain/projects';

/**
 * A team-member user (seed 001 section 3): a person who works on projects and does not sign in.
 * Ids share the user id space (they never collide with the accounts').
 */
export interface StoredTeamMember {
  userId: number;
  username: string;
  email: string;
  teamMembers: { role: TeamRole; experience: number; teamMemberSkills: Skill[] };
}
