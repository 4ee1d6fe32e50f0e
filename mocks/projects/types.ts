/**
 * The project row, and the keys of the projects table (./table.ts): it also keeps the saved
 * templates, the teams and the tasks, whose row types are their areas'.
 */
import type { FullProjectDetails, Skill, TeamRole, UserRef } from '../../src/domain/projects';
import type { StoredTask } from '../tasks/types';
import type { StoredTeamMember } from '../team/types';
import type { StoredTemplate } from '../templates/types';

/**
 * A project row: the wire details in full (FullProjectDetails) plus what the server keeps to itself (the tech user it
 * is assigned to, the team-member user ids).
 */
export interface StoredProject extends FullProjectDetails {
  /** Every project is created for an agency. */
  dfcUser: UserRef;
  techUser: UserRef | null;
  teamMemberIds: number[];
}

declare module '../core/types' {
  interface DbState {
    projects: StoredProject[];
    templates: StoredTemplate[];
    teamRoles: TeamRole[];
    skills: Skill[];
    teamMembers: StoredTeamMember[];
    /** Task states of GET /api/get_project_states. */
    taskStates: string[];
    tasks: StoredTask[];
  }
  interface Sequences {
    projectId: number;
    templateId: number;
    taskId: number;
    /** New team-member users. */
    userId: number;
  }
}
