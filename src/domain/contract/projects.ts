/**
 * The project lifecycle (seed 000 section 7, seed 001 section 7): creation, the card lists, the
 * wizard's lookups, drafts and templates, details, approval, team members and tasks, plus one
 * named extension (tasks.ofUser: a user's tasks across projects).
 */
import * as z from 'zod/mini';
import {
  AutoPopulate,
  Brand,
  CloudRegion,
  CodeTemplate,
  LOOKUP_LISTS,
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
  type LookupList,
} from '../projects';
import { loose, TextAnswer, Unread } from './check';
import { defineGroup, get, post, put, type Endpoint } from './define';

const ProjectCards = z.array(ProjectCard);

export const projectsContract = defineGroup('projects', {
  brands: get('/api/project_brands', 'array').returns(z.array(Brand)).allow('signedIn'),
  agencies: get('/api/agencyList', 'array').returns(z.array(UserRef)).allow('signedIn'),
  /** {data: 0, projectId} when created, {data: 1} when the name exists. */
  create: post('/api/projectsetup', 'object').returns(ProjectCreationAnswer).takes(ProjectCreation).allow('createProject', 'agency assignee body.dfcUser.userId'),

  assigned: get('/api/assignedprojects/', 'array').returns(ProjectCards).allow('signedIn').scoped('own'),
  submitted: get('/api/get_submitted_projects', 'array').returns(ProjectCards).allow('signedIn').scoped('own'),
  approvedForGbm: get('/api/get_approved_projects_for_gbm', 'array').returns(ProjectCards).allow('signedIn').scoped('own'),
  approvedForTech: get('/api/get_approved_projects_for_tech', 'array').returns(ProjectCards).allow('signedIn').scoped('own'),
  /** The agency's user name (plain text, or {username}). */
  agencyOfProject: get('/api/get_agency_by_projectid/:projectId', 'any').returns(z.union([z.string(), loose({ username: z.string() })])).allow('projectDetails', 'project reader :projectId'),

  autoPopulate: get('/api/dfc_project_auto_populate_fields/:projectId', 'object').returns(AutoPopulate).allow('createProject', 'project reader :projectId'),
  draft: get('/api/get_dfc_project_draft/:projectId', 'object').returns(ProjectDraft).allow('createProject', 'project reader :projectId'),
  details: get('/api/get_dfc_project/:projectId', 'object').returns(ProjectDetails).allow('projectDetails', 'project reader :projectId'),
  update: put('/api/update_dfc_project', 'any').returns(Unread).takes(ProjectDraft).allow('createProject', 'project filler body.projectId', 'agency assignee body.dfcUser.userId'),

  cloudRegions: get('/api/get_cloud_regions/:cloudPlatformId/', 'array').returns(z.array(CloudRegion)).allow('signedIn'),
  cloudRegionsByService: get('api/get_cloud_regions_by_service/:serviceName/:serviceId', 'array').returns(z.array(CloudRegion)).allow('signedIn'),
  savedTemplates: get('/api/get_dfc_project_template_by_user_id', 'array').returns(z.array(SavedTemplate)).allow('createProject').scoped('own'),
  /** 'success', or a message that the name exists. */
  saveTemplate: post('/api/create_dfc_project_template', 'any')
    .returns(TextAnswer)
    .takes(SavedTemplate)
    .allow('createProject', 'agency assignee body.dfcUser.userId'),
});

/** GET /api/get_<list> for the wizard's thirteen option lists (id and name; code templates add templateUrl). */
export const lookupsContract = defineGroup(
  'lookups',
  Object.fromEntries(
    LOOKUP_LISTS.map((list) => [
      list,
      get(`/api/${list}`, 'array')
        .returns(list === 'get_dfc_templates' ? z.array(CodeTemplate) : z.array(LookupOption))
        .allow('signedIn'),
    ]),
  ) as Record<
    LookupList,
    Endpoint<string, LookupOption[] | CodeTemplate[]>
  >,
);

export const approvalContract = defineGroup('approval', {
  techUsers: get('/api/get_all_tech', 'array').returns(z.array(UserRef)).allow('businessManagerApproval'),
  approveByBusinessManager: put('/api/approve_project_by_bm/:userId/:projectId/', 'any').returns(Unread).allow('businessManagerApproval', 'project manager :projectId'),
  rejectByBusinessManager: put('/api/reject_project_by_bm/:projectId', 'any').returns(Unread).allow('businessManagerApproval', 'project manager :projectId'),
  assignToTech: put('/api/tech_assign_by_bm/:userId/:projectId', 'any').returns(Unread).allow('businessManagerApproval', 'project manager :projectId'),
  approveByTech: put('/api/approve_project_by_tech/:projectId', 'any').returns(Unread).allow('techApproval', 'project techUser :projectId'),
  rejectByTech: put('/api/reject_project_by_tech/:projectId', 'any').returns(Unread).allow('techApproval', 'project techUser :projectId'),
});

export const teamContract = defineGroup('team', {
  members: get('/api/get_team_members_of_project/:projectId', 'array').returns(z.array(TeamMember)).allow('projectDetails', 'project reader :projectId'),
  notInProject: get('/api/get_team_members_not_in_project/:projectId', 'array').returns(z.array(TeamMember)).allow('projectDetails', 'project reader :projectId'),
  assign: post('/api/assign_tm_to_project/:projectId', 'any').returns(Unread).takes(z.array(z.number())).allow('agencyUser', 'project filler :projectId'),
  createMember: post('/api/create_user_team_member', 'any').returns(Unread).takes(NewTeamMember).allow('agencyUser', 'project filler body.dfcProjectId'),
  roles: get('/api/get_team_member_roles', 'array').returns(z.array(TeamRole)).allow('signedIn'),
  skills: get('/api/get_team_member_skills', 'array').returns(z.array(Skill)).allow('signedIn'),
});

/** A task of GET /api/get_user_tasks/{userId} (extension): the task, with its project's id and name. */
export const UserTask = z.extend(Task, { projectId: z.number(), projectName: z.string() });
export type UserTask = z.infer<typeof UserTask>;

export const tasksContract = defineGroup('tasks', {
  list: get('/api/get_project_tasks/:projectId', 'array').returns(z.array(Task)).allow('projectDetails', 'project reader :projectId'),
  states: get('/api/get_project_states', 'array').returns(z.array(z.string())).allow('signedIn'),
  create: post('/api/create_project_task', 'any').returns(Unread).takes(TaskPayload).allow('projectDetails', 'task party body.taskId', 'project party body.dfcProject.projectId'),
  update: put('/api/update_project_task', 'any').returns(Unread).takes(TaskPayload).allow('projectDetails', 'task party body.taskId', 'project party body.dfcProject.projectId'),

  /* ---------- beyond the seeds ---------- */
  /**
   * Extension (not in the seeds): the tasks assigned to a user (a team member is a user, seed 001
   * section 3), across the projects the caller may read, each with its project's id and name.
   * My Worklist lists the signed-in user's open ones; the seeds read tasks one project at a time.
   */
  ofUser: get('/api/get_user_tasks/:userId', 'array').returns(z.array(UserTask)).allow('signedIn').scoped('readable'),
});
