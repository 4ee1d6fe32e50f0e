/**
 * The project lifecycle (seed 000 section 7, seed 001 section 7): creation, the card lists, the
 * wizard's lookups, drafts and templates, details, approval, team members and tasks, plus one
 * named extension (tasks.ofUser: a user's tasks across projects).
 */
import type {
  AutoPopulate,
  Brand,
  CloudRegion,
  CodeTemplate,
  LookupList,
  LookupOption,
  NewTeamMember,
  ProjectCard,
  ProjectCreation,
  ProjectCreationAnswer,
  ProjectDetails,
  ProjectDraft,
  SavedTemplate,
  Skill,
  Task,
  TaskPayload,
  TeamMember,
  TeamRole,
  UserRef,
} from '../projects';
import { LOOKUP_LISTS } from '../projects';
import { defineGroup, get, post, put, type Endpoint } from './define';

export const projectsContract = defineGroup('projects', {
  brands: get('/api/project_brands', 'array').returns<Brand[]>(),
  agencies: get('/api/agencyList', 'array').returns<UserRef[]>(),
  /** {data: 0, projectId} when created, {data: 1} when the name exists. */
  create: post('/api/projectsetup', 'object').returns<ProjectCreationAnswer>().takes<ProjectCreation>(),

  assigned: get('/api/assignedprojects/', 'array').returns<ProjectCard[]>(),
  submitted: get('/api/get_submitted_projects', 'array').returns<ProjectCard[]>(),
  approvedForGbm: get('/api/get_approved_projects_for_gbm', 'array').returns<ProjectCard[]>(),
  approvedForTech: get('/api/get_approved_projects_for_tech', 'array').returns<ProjectCard[]>(),
  /** The agency's user name (plain text, or {username}). */
  agencyOfProject: get('/api/get_agency_by_projectid/:projectId', 'any').returns<unknown>(),

  autoPopulate: get('/api/dfc_project_auto_populate_fields/:projectId', 'object').returns<AutoPopulate>(),
  draft: get('/api/get_dfc_project_draft/:projectId', 'object').returns<ProjectDraft & Partial<ProjectDetails>>(),
  details: get('/api/get_dfc_project/:projectId', 'object').returns<ProjectDetails>(),
  update: put('/api/update_dfc_project', 'any').returns<unknown>().takes<ProjectDraft>(),

  cloudRegions: get('/api/get_cloud_regions/:cloudPlatformId/', 'array').returns<CloudRegion[]>(),
  cloudRegionsByService: get('api/get_cloud_regions_by_service/:serviceName/:serviceId', 'array').returns<CloudRegion[]>(),
  savedTemplates: get('/api/get_dfc_project_template_by_user_id', 'array').returns<SavedTemplate[]>(),
  /** 'success', or a message that the name exists. */
  saveTemplate: post('/api/create_dfc_project_template', 'any').returns<unknown>().takes<SavedTemplate>(),
});

/** GET /api/get_<list> for the wizard's thirteen option lists (id and name; code templates add templateUrl). */
export const lookupsContract = defineGroup(
  'lookups',
  Object.fromEntries(LOOKUP_LISTS.map((list) => [list, get(`/api/${list}`, 'array').returns<LookupOption[] | CodeTemplate[]>()])) as Record<
    LookupList,
    Endpoint<string, LookupOption[] | CodeTemplate[]>
  >,
);

export const approvalContract = defineGroup('approval', {
  techUsers: get('/api/get_all_tech', 'array').returns<UserRef[]>(),
  approveByBusinessManager: put('/api/approve_project_by_bm/:userId/:projectId/', 'any').returns<unknown>(),
  rejectByBusinessManager: put('/api/reject_project_by_bm/:projectId', 'any').returns<unknown>(),
  assignToTech: put('/api/tech_assign_by_bm/:userId/:projectId', 'any').returns<unknown>(),
  approveByTech: put('/api/approve_project_by_tech/:projectId', 'any').returns<unknown>(),
  rejectByTech: put('/api/reject_project_by_tech/:projectId', 'any').returns<unknown>(),
});

export const teamContract = defineGroup('team', {
  members: get('/api/get_team_members_of_project/:projectId', 'array').returns<TeamMember[]>(),
  notInProject: get('/api/get_team_members_not_in_project/:projectId', 'array').returns<TeamMember[]>(),
  assign: post('/api/assign_tm_to_project/:projectId', 'any').returns<unknown>().takes<number[]>(),
  createMember: post('/api/create_user_team_member', 'any').returns<unknown>().takes<NewTeamMember>(),
  roles: get('/api/get_team_member_roles', 'array').returns<TeamRole[]>(),
  skills: get('/api/get_team_member_skills', 'array').returns<Skill[]>(),
});

/** A task of GET /api/get_user_tasks/{userId} (extension): the task, with its project's id and name. */
export interface UserTask extends Task {
  projectId: number;
  projectName: string;
}

export const tasksContract = defineGroup('tasks', {
  list: get('/api/get_project_tasks/:projectId', 'array').returns<Task[]>(),
  states: get('/api/get_project_states', 'array').returns<string[]>(),
  create: post('/api/create_project_task', 'any').returns<unknown>().takes<TaskPayload>(),
  update: put('/api/update_project_task', 'any').returns<unknown>().takes<TaskPayload>(),

  /* ---------- beyond the seeds ---------- */
  /**
   * Extension (not in the seeds): the tasks assigned to a user (a team member is a user, seed 001
   * section 3), across the projects the caller may read, each with its project's id and name.
   * My Worklist lists the signed-in user's open ones; the seeds read tasks one project at a time.
   */
  ofUser: get('/api/get_user_tasks/:userId', 'array').returns<UserTask[]>(),
});
