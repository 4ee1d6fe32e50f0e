import { api } from './baseApi';
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
} from '../domain/projects';

/**
 * The project lifecycle's calls (seed 000 section 7, seed 001 section 7): creation, lists, the
 * wizard's lookups, drafts and templates, details, approval, team members and tasks.
 * Tags: an approval or a submission refreshes the lists and the project.
 */
export type ProjectListKind = 'assigned' | 'submitted' | 'approvedForGbm' | 'approvedForTech';

export const PROJECT_LIST_URL: Record<ProjectListKind, string> = {
  assigned: '/api/assignedprojects/',
  submitted: '/api/get_submitted_projects',
  approvedForGbm: '/api/get_approved_projects_for_gbm',
  approvedForTech: '/api/get_approved_projects_for_tech',
};

export type ApprovalAction =
  | { kind: 'approveByBusinessManager'; projectId: number; techUserId: number }
  | { kind: 'rejectByBusinessManager'; projectId: number }
  | { kind: 'assignToTech'; projectId: number; techUserId: number }
  | { kind: 'approveByTech'; projectId: number }
  | { kind: 'rejectByTech'; projectId: number };

function approvalUrl(action: ApprovalAction): string {
  switch (action.kind) {
    case 'approveByBusinessManager':
      return `/api/approve_project_by_bm/${action.techUserId}/${action.projectId}/`;
    case 'rejectByBusinessManager':
      return `/api/reject_project_by_bm/${action.projectId}`;
    case 'assignToTech':
      return `/api/tech_assign_by_bm/${action.techUserId}/${action.projectId}`;
    case 'approveByTech':
      return `/api/approve_project_by_tech/${action.projectId}`;
    case 'rejectByTech':
      return `/api/reject_project_by_tech/${action.projectId}`;
  }
}

/** The text of an answer that may be plain text or {username} / {message}. */
function textOf(data: unknown, key: string): string {
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null && typeof (data as Record<string, unknown>)[key] === 'string') {
    return (data as Record<string, string>)[key];
  }
  return '';
}

export const projectsApi = api.enhanceEndpoints({ addTagTypes: ['Project', 'ProjectList', 'Team', 'Task', 'Template'] }).injectEndpoints({
  endpoints: (build) => ({
    /* creation */
    brands: build.query<Brand[], void>({ query: () => ({ url: '/api/project_brands', expect: 'array' }) }),
    agencies: build.query<UserRef[], void>({ query: () => ({ url: '/api/agencyList', expect: 'array' }) }),
    createProject: build.mutation<ProjectCreationAnswer, ProjectCreation>({
      query: (body) => ({ url: '/api/projectsetup', method: 'POST', data: body, expect: 'object' }),
      invalidatesTags: ['ProjectList'],
    }),

    /* lists */
    projectList: build.query<ProjectCard[], ProjectListKind>({
      query: (kind) => ({ url: PROJECT_LIST_URL[kind], expect: 'array' }),
      providesTags: ['ProjectList'],
    }),
    agencyOfProject: build.query<string, number>({
      query: (projectId) => ({ url: `/api/get_agency_by_projectid/${projectId}` }),
      transformResponse: (data: unknown) => textOf(data, 'username'),
    }),

    /* wizard */
    autoPopulate: build.query<AutoPopulate, number>({
      query: (projectId) => ({ url: `/api/dfc_project_auto_populate_fields/${projectId}`, expect: 'object' }),
      providesTags: (_r, _e, id) => [{ type: 'Project', id }],
    }),
    projectDraft: build.query<ProjectDraft, number>({
      query: (projectId) => ({ url: `/api/get_dfc_project_draft/${projectId}`, expect: 'object' }),
      providesTags: (_r, _e, id) => [{ type: 'Project', id }],
    }),
    lookup: build.query<LookupOption[] | CodeTemplate[], LookupList>({
      query: (list) => ({ url: `/api/${list}`, expect: 'array' }),
      keepUnusedDataFor: 600,
    }),
    cloudRegions: build.query<CloudRegion[], number>({
      query: (cloudPlatformId) => ({ url: `/api/get_cloud_regions/${cloudPlatformId}/`, expect: 'array' }),
      keepUnusedDataFor: 600,
    }),
    savedTemplates: build.query<SavedTemplate[], void>({
      query: () => ({ url: '/api/get_dfc_project_template_by_user_id', expect: 'array' }),
      providesTags: ['Template'],
    }),
    saveTemplate: build.mutation<string, SavedTemplate>({
      query: (body) => ({ url: '/api/create_dfc_project_template', method: 'POST', data: body }),
      transformResponse: (data: unknown) => textOf(data, 'message'),
      invalidatesTags: ['Template'],
    }),
    updateProject: build.mutation<unknown, ProjectDraft>({
      query: (body) => ({ url: '/api/update_dfc_project', method: 'PUT', data: body }),
      invalidatesTags: (_r, _e, body) => ['ProjectList', { type: 'Project', id: body.projectId }],
    }),

    /* details and approval */
    projectDetails: build.query<ProjectDetails, { projectId: number; draft: boolean }>({
      query: ({ projectId, draft }) => ({
        url: draft ? `/api/get_dfc_project_draft/${projectId}` : `/api/get_dfc_project/${projectId}`,
        expect: 'object',
      }),
      providesTags: (_r, _e, { projectId }) => [{ type: 'Project', id: projectId }],
    }),
    techUsers: build.query<UserRef[], void>({ query: () => ({ url: '/api/get_all_tech', expect: 'array' }) }),
    decideProject: build.mutation<unknown, ApprovalAction>({
      query: (action) => ({ url: approvalUrl(action), method: 'PUT' }),
      invalidatesTags: (_r, _e, action) => ['ProjectList', { type: 'Project', id: action.projectId }],
    }),

    /* team members */
    teamMembers: build.query<TeamMember[], number>({
      query: (projectId) => ({ url: `/api/get_team_members_of_project/${projectId}`, expect: 'array' }),
      providesTags: (_r, _e, id) => [{ type: 'Team', id }],
    }),
    usersNotInProject: build.query<TeamMember[], number>({
      query: (projectId) => ({ url: `/api/get_team_members_not_in_project/${projectId}`, expect: 'array' }),
      providesTags: (_r, _e, id) => [{ type: 'Team', id }],
    }),
    assignTeamMembers: build.mutation<unknown, { projectId: number; userIds: number[] }>({
      query: ({ projectId, userIds }) => ({ url: `/api/assign_tm_to_project/${projectId}`, method: 'POST', data: userIds }),
      invalidatesTags: (_r, _e, { projectId }) => [{ type: 'Team', id: projectId }],
    }),
    createTeamMember: build.mutation<unknown, NewTeamMember>({
      query: (body) => ({ url: '/api/create_user_team_member', method: 'POST', data: body }),
      invalidatesTags: (_r, _e, body) => [{ type: 'Team', id: body.dfcProjectId }],
    }),
    teamRoles: build.query<TeamRole[], void>({ query: () => ({ url: '/api/get_team_member_roles', expect: 'array' }) }),
    skills: build.query<Skill[], void>({ query: () => ({ url: '/api/get_team_member_skills', expect: 'array' }) }),

    /* tasks */
    tasks: build.query<Task[], number>({
      query: (projectId) => ({ url: `/api/get_project_tasks/${projectId}`, expect: 'array' }),
      providesTags: (_r, _e, id) => [{ type: 'Task', id }],
    }),
    projectStates: build.query<string[], void>({ query: () => ({ url: '/api/get_project_states', expect: 'array' }) }),
    saveTask: build.mutation<unknown, TaskPayload>({
      query: (body) =>
        body.taskId
          ? { url: '/api/update_project_task', method: 'PUT', data: body }
          : { url: '/api/create_project_task', method: 'POST', data: body },
      invalidatesTags: (_r, _e, body) => [{ type: 'Task', id: body.dfcProject.projectId }],
    }),
  }),
});

export const {
  useBrandsQuery,
  useAgenciesQuery,
  useCreateProjectMutation,
  useProjectListQuery,
  useAgencyOfProjectQuery,
  useAutoPopulateQuery,
  useProjectDraftQuery,
  useLookupQuery,
  useCloudRegionsQuery,
  useSavedTemplatesQuery,
  useSaveTemplateMutation,
  useUpdateProjectMutation,
  useProjectDetailsQuery,
  useTechUsersQuery,
  useDecideProjectMutation,
  useTeamMembersQuery,
  useUsersNotInProjectQuery,
  useAssignTeamMembersMutation,
  useCreateTeamMemberMutation,
  useTeamRolesQuery,
  useSkillsQuery,
  useTasksQuery,
  useProjectStatesQuery,
  useSaveTaskMutation,
} = projectsApi;
