/**
 * The projects table (mocks/core/tables.ts). One table since the first saved layout (splitting it
 * would re-seed every browser's projects): the templates, teams and tasks stay in it, their seeds
 * in their own areas.
 */
import { authTable } from '../auth/table';
import { defineTable, nextAfter } from '../core/tables';
import { lookupsTable } from '../lookups/table';
import { seedTasks, TASK_STATES } from '../tasks/seed';
import { seedSkills, seedTeamMembers, seedTeamRoles } from '../team/seed';
import { seedTemplates } from '../templates/seed';
import { seedProjects } from './seed';

/** Projects with their saved templates, teams and tasks. Owns the user id sequence (new team members). */
export const projectsTable = defineTable({
  name: 'projects',
  // 2: tech and gagency are team members with tasks (My Worklist's tasks).
  // 3: project 33, the tech user's at DEVOPS_SETUP_COMPLETED.
  version: 3,
  keys: ['projects', 'templates', 'teamRoles', 'skills', 'teamMembers', 'taskStates', 'tasks'],
  sequences: ['projectId', 'templateId', 'taskId', 'userId'],
  dependsOn: [authTable, lookupsTable],
  seed: ({ now, db }) => {
    const { users, brands, lookups, cloudRegions } = db;
    const teamRoles = seedTeamRoles();
    const skills = seedSkills();
    const teamMembers = seedTeamMembers(teamRoles, skills);
    const projects = seedProjects({ now, users, brands, lookups, cloudRegions });
    const templates = seedTemplates(users, lookups, cloudRegions);
    // Also makes tech and gagency team members of some projects they read (adds to both arrays).
    const tasks = seedTasks(projects, teamMembers, now);
    return {
      projects,
      templates,
      teamRoles,
      skills,
      teamMembers,
      taskStates: [...TASK_STATES],
      tasks,
      sequences: {
        projectId: nextAfter(projects.map((p) => p.projectId)),
        templateId: nextAfter(templates.map((t) => t.templateId)),
        taskId: nextAfter(tasks.map((t) => t.taskId)),
        userId: nextAfter([...users, ...teamMembers].map((u) => u.userId)),
      },
    };
  },
});
