/**
 * The project lifecycle (seed 000 section 7, seed 001 section 7): creation, the card lists, the
 * wizard's lookups, drafts and templates, details, approval, team members and tasks.
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
  brands: get<Brand[]>('/api/project_brands', 'array'),
  agencies: get<UserRef[]>('/api/agencyList', 'array'),
  /** {data: 0, projectId} when created, {data: 1} when the name exists. */
  create: post<ProjectCreationAnswer, ProjectCreation>('/api/projectsetup', 'object'),

  assigned: get<ProjectCard[]>('/api/assignedprojects/', 'array'),
  submitted: get<ProjectCard[]>('/api/get_submitted_projects', 'array'),
  approvedForGbm: get<ProjectCard[]>('/api/get_approved_projects_for_gbm', 'array'),
  approvedForTech: get<ProjectCard[]>('/api/get_approved_projects_for_tech', 'array'),
  /** The agency's user name (plain text, or {username}). */
  agencyOfProject: get<unknown>('/api/get_agency_by_projectid/:projectId', 'any'),

  autoPopulate: get<AutoPopulate>('/api/dfc_project_auto_populate_fields/:projectId', 'object'),
  draft: get<ProjectDraft & Partial<ProjectDetails>>('/api/get_dfc_project_draft/:projectId', 'object'),
  details: get<ProjectDetails>('/api/get_dfc_project/:projectId', 'object'),
  update: put<unknown, ProjectDraft>('/api/update_dfc_project', 'any'),

  cloudRegions: get<CloudRegion[]>('/api/get_cloud_regions/:cloudPlatformId/', 'array'),
  cloudRegionsByService: get<CloudRegion[]>('api/get_cloud_regions_by_service/:serviceName/:serviceId', 'array'),
  savedTemplates: get<SavedTemplate[]>('/api/get_dfc_project_template_by_user_id', 'array'),
  /** 'success', or a message that the name exists. */
  saveTemplate: post<unknown, SavedTemplate>('/api/create_dfc_project_template', 'any'),
});

/** GET /api/get_<list> for the wizard's thirteen option lists (id and name; code templates add templateUrl). */
export const lookupsContract = defineGroup(
  'lookups',
  Object.fromEntries(LOOKUP_LISTS.map((list) => [list, get<LookupOption[] | CodeTemplate[]>(`/api/${list}`, 'array')])) as Record<
    LookupList,
    Endpoint<string, LookupOption[] | CodeTemplate[]>
  >,
);

export const approvalContract = defineGroup('approval', {
  techUsers: get<UserRef[]>('/api/get_all_tech', 'array'),
  approveByBusinessManager: put<unknown>('/api/approve_project_by_bm/:userId/:projectId/', 'any'),
  rejectByBusinessManager: put<unknown>('/api/reject_project_by_bm/:projectId', 'any'),
  assignToTech: put<unknown>('/api/tech_assign_by_bm/:userId/:projectId', 'any'),
  approveByTech: put<unknown>('/api/approve_project_by_tech/:projectId', 'any'),
  rejectByTech: put<unknown>('/api/reject_project_by_tech/:projectId', 'any'),
});

export const teamContract = defineGroup('team', {
  members: get<TeamMember[]>('/api/get_team_members_of_project/:projectId', 'array'),
  notInProject: get<TeamMember[]>('/api/get_team_members_not_in_project/:projectId', 'array'),
  assign: post<unknown, number[]>('/api/assign_tm_to_project/:projectId', 'any'),
  createMember: post<unknown, NewTeamMember>('/api/create_user_team_member', 'any'),
  roles: get<TeamRole[]>('/api/get_team_member_roles', 'array'),
  skills: get<Skill[]>('/api/get_team_member_skills', 'array'),
});

export const tasksContract = defineGroup('tasks', {
  list: get<Task[]>('/api/get_project_tasks/:projectId', 'array'),
  states: get<string[]>('/api/get_project_states', 'array'),
  create: post<unknown, TaskPayload>('/api/create_project_task', 'any'),
  update: put<unknown, TaskPayload>('/api/update_project_task', 'any'),
});
