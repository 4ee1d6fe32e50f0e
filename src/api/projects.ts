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
 * wizard's lookups, drafts and templates, details, approval, team members and tasks, and the
 * user-tasks extension (a user's tasks across projects, for My Worklist).
 * Tags: an approval or a submission refreshes the lists and the project; a saved task its
 * project's tasks and the users' task lists.
 */
import { approvalContract, lookupsContract, projectsContract, tasksContract, teamContract, type UserTask } from '../domain/contract/projects';

import { worklistContract } from '../domain/contract/worklist';

const contract = { projects: projectsContract, lookups: lookupsContract, approval: approvalContract, team: teamContract, tasks: tasksContract, worklist: worklistContract };
import { api, fromCall } from './baseApi';
import { callsOf } from './call';
import { holdingList } from '../store/heldLists';

export type ProjectListKind = 'assigned' | 'submitted' | 'approvedForGbm' | 'approvedForTech';

/** The list endpoints' paths (tests override them with server.use). */
export const PROJECT_LIST_URL: Record<ProjectListKind, string> = {
  assigned: contract.projects.assigned.path,
  submitted: contract.projects.submitted.path,
  approvedForGbm: contract.projects.approvedForGbm.path,
  approvedForTech: contract.projects.approvedForTech.path,
};

const projects = callsOf(contract.projects);
const lookups = callsOf(contract.lookups);
const approval = callsOf(contract.approval);
const team = callsOf(contract.team);
const tasks = callsOf(contract.tasks);
const worklist = callsOf(contract.worklist);

export type ApprovalAction =
  | { kind: 'approveByBusinessManager'; projectId: number; techUserId: number }
  | { kind: 'rejectByBusinessManager'; projectId: number }
  | { kind: 'assignToTech'; projectId: number; techUserId: number }
  | { kind: 'approveByTech'; projectId: number }
  | { kind: 'rejectByTech'; projectId: number };

function decide(action: ApprovalAction, signal: AbortSignal): Promise<unknown> {
  const { projectId } = action;
  switch (action.kind) {
    case 'approveByBusinessManager':
      return approval.approveByBusinessManager({ params: { userId: action.techUserId, projectId } }, signal);
    case 'rejectByBusinessManager':
      return approval.rejectByBusinessManager({ params: { projectId } }, signal);
    case 'assignToTech':
      return approval.assignToTech({ params: { userId: action.techUserId, projectId } }, signal);
    case 'approveByTech':
      return approval.approveByTech({ params: { projectId } }, signal);
    case 'rejectByTech':
      return approval.rejectByTech({ params: { projectId } }, signal);
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

const projectParams = (projectId: number) => ({ params: { projectId } });

/** The most agency lookups in flight at once (issue 26 part 6): a long pending list asks in parallel, not all at once. */
export const AGENCY_LOOKUPS_IN_FLIGHT = 6;

/**
 * Runs at most `max` tasks at a time; the others wait in order. A task whose signal aborts while
 * it waits never starts (it rejects as cancelled); one that runs is aborted by its own call.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    if (running >= max) return;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };
  return <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const cancelled = () => reject({ status: 0, code: 'cancelled', message: 'cancelled' });
      if (signal?.aborted) return cancelled();
      const onAbort = () => {
        const index = waiting.indexOf(start);
        if (index >= 0) {
          waiting.splice(index, 1);
          cancelled();
        }
      };
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            next();
          });
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(start);
      next();
    });
}

const agencyLookup = concurrencyLimit(AGENCY_LOOKUPS_IN_FLIGHT);

/** The tag id of every user's task list (any saved task may join or leave one). */
const USER_TASKS = 'USER';

export const projectsApi = api.enhanceEndpoints({ addTagTypes: ['Project', 'ProjectList', 'Team', 'Task', 'Template'] }).injectEndpoints({
  // A name another module already injected is an error, never a silent swap of one call for another.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /* creation */
    brands: build.query<Brand[], void>({ queryFn: fromCall((_: void, signal) => projects.brands(undefined, signal)) }),
    agencies: build.query<UserRef[], void>({ queryFn: fromCall((_: void, signal) => projects.agencies(undefined, signal)) }),
    createProject: build.mutation<ProjectCreationAnswer, ProjectCreation>({
      queryFn: fromCall((body: ProjectCreation, signal) => projects.create({ body }, signal)),
      invalidatesTags: ['ProjectList'],
    }),

    /* lists */
    /** Held as heldList says (src/store/heldLists.ts): an agency's list of thousands is not frozen item by item. */
    projectList: build.query<ProjectCard[], ProjectListKind>({
      queryFn: holdingList(fromCall((kind: ProjectListKind, signal) => projects[kind](undefined, signal))),
      structuralSharing: false,
      providesTags: ['ProjectList'],
    }),
    /** Extension (issue 24): every project the caller created (the brand manager's worklist keeps those waiting for details). */
    createdProjects: build.query<ProjectCard[], void>({
      queryFn: fromCall((_: void, signal) => worklist.createdProjects(undefined, signal)),
      providesTags: ['ProjectList'],
    }),
    /** Per pending card, at most AGENCY_LOOKUPS_IN_FLIGHT at once; cached (a card's name does not change with its status). */
    agencyOfProject: build.query<string, number>({
      queryFn: fromCall(async (projectId: number, signal) =>
        textOf(await agencyLookup(() => projects.agencyOfProject(projectParams(projectId), signal), signal), 'username'),
      ),
      keepUnusedDataFor: 600,
    }),

    /* wizard */
    autoPopulate: build.query<AutoPopulate, number>({
      queryFn: fromCall((projectId: number, signal) => projects.autoPopulate(projectParams(projectId), signal)),
      providesTags: (_r, _e, id) => [{ type: 'Project', id }],
    }),
    projectDraft: build.query<ProjectDraft, number>({
      queryFn: fromCall((projectId: number, signal) => projects.draft(projectParams(projectId), signal)),
      providesTags: (_r, _e, id) => [{ type: 'Project', id }],
    }),
    lookup: build.query<LookupOption[] | CodeTemplate[], LookupList>({
      queryFn: fromCall((list: LookupList, signal) => lookups[list](undefined, signal)),
      keepUnusedDataFor: 600,
    }),
    cloudRegions: build.query<CloudRegion[], number>({
      queryFn: fromCall((cloudPlatformId: number, signal) => projects.cloudRegions({ params: { cloudPlatformId } }, signal)),
      keepUnusedDataFor: 600,
    }),
    savedTemplates: build.query<SavedTemplate[], void>({
      queryFn: fromCall((_: void, signal) => projects.savedTemplates(undefined, signal)),
      providesTags: ['Template'],
    }),
    saveTemplate: build.mutation<string, SavedTemplate>({
      queryFn: fromCall(async (body: SavedTemplate, signal) => textOf(await projects.saveTemplate({ body }, signal), 'message')),
      invalidatesTags: ['Template'],
    }),
    updateProject: build.mutation<unknown, ProjectDraft>({
      queryFn: fromCall((body: ProjectDraft, signal) => projects.update({ body }, signal)),
      invalidatesTags: (_r, _e, body) => ['ProjectList', { type: 'Project', id: body.projectId }],
    }),

    /* details and approval */
    projectDetails: build.query<ProjectDetails, { projectId: number; draft: boolean }>({
      queryFn: fromCall(({ projectId, draft }: { projectId: number; draft: boolean }, signal) =>
        draft ? (projects.draft(projectParams(projectId), signal) as Promise<ProjectDetails>) : projects.details(projectParams(projectId), signal),
      ),
      providesTags: (_r, _e, { projectId }) => [{ type: 'Project', id: projectId }],
    }),
    techUsers: build.query<UserRef[], void>({ queryFn: fromCall((_: void, signal) => approval.techUsers(undefined, signal)) }),
    decideProject: build.mutation<unknown, ApprovalAction>({
      queryFn: fromCall(decide),
      invalidatesTags: (_r, _e, action) => ['ProjectList', { type: 'Project', id: action.projectId }],
    }),

    /* team members */
    teamMembers: build.query<TeamMember[], number>({
      queryFn: fromCall((projectId: number, signal) => team.members(projectParams(projectId), signal)),
      providesTags: (_r, _e, id) => [{ type: 'Team', id }],
    }),
    usersNotInProject: build.query<TeamMember[], number>({
      queryFn: fromCall((projectId: number, signal) => team.notInProject(projectParams(projectId), signal)),
      providesTags: (_r, _e, id) => [{ type: 'Team', id }],
    }),
    assignTeamMembers: build.mutation<unknown, { projectId: number; userIds: number[] }>({
      queryFn: fromCall(({ projectId, userIds }: { projectId: number; userIds: number[] }, signal) =>
        team.assign({ params: { projectId }, body: userIds }, signal),
      ),
      invalidatesTags: (_r, _e, { projectId }) => [{ type: 'Team', id: projectId }],
    }),
    createTeamMember: build.mutation<unknown, NewTeamMember>({
      queryFn: fromCall((body: NewTeamMember, signal) => team.createMember({ body }, signal)),
      invalidatesTags: (_r, _e, body) => [{ type: 'Team', id: body.dfcProjectId }],
    }),
    teamRoles: build.query<TeamRole[], void>({ queryFn: fromCall((_: void, signal) => team.roles(undefined, signal)) }),
    skills: build.query<Skill[], void>({ queryFn: fromCall((_: void, signal) => team.skills(undefined, signal)) }),

    /* tasks */
    tasks: build.query<Task[], number>({
      queryFn: fromCall((projectId: number, signal) => tasks.list(projectParams(projectId), signal)),
      providesTags: (_r, _e, id) => [{ type: 'Task', id }],
    }),
    projectStates: build.query<string[], void>({ queryFn: fromCall((_: void, signal) => tasks.states(undefined, signal)) }),
    saveTask: build.mutation<unknown, TaskPayload>({
      queryFn: fromCall((body: TaskPayload, signal) => (body.taskId ? tasks.update({ body }, signal) : tasks.create({ body }, signal))),
      invalidatesTags: (_r, _e, body) => [
        { type: 'Task', id: body.dfcProject.projectId },
        { type: 'Task', id: USER_TASKS },
      ],
    }),
    /** Extension: the tasks assigned to a user, across projects (My Worklist). A saved task refreshes it. */
    userTasks: build.query<UserTask[], number>({
      queryFn: fromCall((userId: number, signal) => tasks.ofUser({ params: { userId } }, signal)),
      providesTags: [{ type: 'Task', id: USER_TASKS }],
    }),
  }),
});

export const {
  useBrandsQuery,
  useAgenciesQuery,
  useCreateProjectMutation,
  useProjectListQuery,
  useAgencyOfProjectQuery,
  useCreatedProjectsQuery,
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
  useUserTasksQuery,
} = projectsApi;
