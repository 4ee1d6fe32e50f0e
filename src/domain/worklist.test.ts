import type { UserTask } from './contract/projects';
import { userTask } from '../testing/tasks';
import { PROJECT_STATUSES, type ProjectCard, type ProjectDetails } from './projects';
import { ALL_ROLES, type Role } from './roles';
import {
  cardWaits,
  isAssignedTo,
  isOpenTask,
  taskWaits,
  taskWorkItems,
  waitsForBusinessManager,
  waitsForDevopsStep,
  waitsForFilling,
  waitsForTechUser,
  workItemOf,
  workKindsFor,
  workTarget,
  WORK_SOURCES,
  type ProjectWorkKind,
  type WorkKind,
} from './worklist';

const ME = { userId: 9, username: 'tech' };
type Facts = Pick<ProjectDetails, 'projectStatus' | 'techApprovalFlag' | 'techUser'>;
const facts = (projectStatus: Facts['projectStatus'], techApprovalFlag: boolean, techUser: Facts['techUser'] = null): Facts => ({
  projectStatus,
  techApprovalFlag,
  techUser,
});

function card(overrides: Partial<ProjectCard> = {}): ProjectCard {
  return {
    projectId: 7,
    projectName: 'Aurora Relaunch',
    projectStatus: null,
    projectCreator: { username: 'gbm' },
    projectCreatedDate: '2024-03-05',
    projectCreationStatus: null,
    ...overrides,
  };
}

describe('who has which work', () => {
  it.each<[Role, WorkKind[]]>([
    [1, []],
    [2, ['approve', 'tasks']],
    [3, ['approve', 'tasks']],
    [4, []],
    [5, []],
    [6, ['fill', 'tasks']],
    [7, ['fill', 'tasks']],
    [8, ['techVerify', 'devops', 'tasks']],
  ])('role %i: %j', (role, kinds) => {
    expect(workKindsFor(role)).toEqual(kinds);
  });

  it('no role, no work', () => {
    expect(workKindsFor(null)).toEqual([]);
  });

  it('every kind reads a list its roles may read', () => {
    const listRoles: Record<string, readonly number[]> = { submitted: [2, 3, 8], assigned: [6, 7], approvedForTech: [8] };
    for (const source of Object.values(WORK_SOURCES)) {
      for (const role of source.roles) expect(listRoles[source.list]).toContain(role);
    }
    expect(ALL_ROLES.flatMap(workKindsFor).filter((kind) => kind !== 'tasks').sort()).toEqual(['approve', 'approve', 'devops', 'fill', 'fill', 'techVerify']);
  });

  it('reads tasks only for the roles that may open the project view, where tasks are', () => {
    expect(ALL_ROLES.filter((role) => workKindsFor(role).includes('tasks'))).toEqual([2, 3, 6, 7, 8]);
  });
});

describe('approvals', () => {
  it.each<[string, Facts, boolean, boolean]>([
    // name, details, waits for a brand manager, waits for ME (tech)
    ['details filled, not sent to tech', facts('PROJECT_DETAILS_FILLED', false), true, false],
    ['sent to me', facts('PROJECT_DETAILS_FILLED', true, { userId: 9, username: 'tech' }), false, true],
    ['sent to me (known by name only)', facts('PROJECT_DETAILS_FILLED', true, { userId: 99, username: 'tech' }), false, true],
    ['sent to another tech user', facts('PROJECT_DETAILS_FILLED', true, { userId: 10, username: 'tech2' }), false, false],
    ['sent to tech, no techUser in the answer', facts('PROJECT_DETAILS_FILLED', true, null), false, true],
    ['already approved', facts('APPROVAL_COMPLETED', true, { userId: 9, username: 'tech' }), false, false],
    ['back to the agency', facts(null, false), false, false],
  ])('%s', (_name, details, manager, tech) => {
    expect(waitsForBusinessManager(details)).toBe(manager);
    expect(waitsForTechUser(details, ME)).toBe(tech);
  });
});

describe('devops steps', () => {
  const waiting: Record<(typeof PROJECT_STATUSES)[number], boolean> = {
    PROJECT_DETAILS_FILLED: false,
    APPROVAL_COMPLETED: true,
    DEVOPS_SETUP_IN_PROGRESS: false,
    DEVOPS_SETUP_COMPLETED: true,
    ENVIRONMENT_SETUP_COMPLETED: true,
    SONAR_ISSUES: true,
    SONAR_ANALYSIS_COMPLETED: true,
    DEPLOYMENT_COMPLETED: true,
    STATIC_WEB_APP_DEPLOYMENT_COMPLETED: true,
    DOCKER_IMAGE_CREATION_COMPLETED: true,
    LIGHTHOUSE_SETUP_COMPLETED: false,
  };
  it.each(PROJECT_STATUSES.map((status) => [status, waiting[status]] as const))('%s waits: %s', (status, expected) => {
    expect(waitsForDevopsStep(status)).toBe(expected);
  });

  it.each([null, undefined, '', 'SOMETHING_NEW'])('%j does not wait', (status) => {
    expect(waitsForDevopsStep(status)).toBe(false);
  });
});

describe('filling', () => {
  it.each<[ProjectCard['projectCreationStatus'], boolean]>([
    [null, true],
    ['', true],
    ['DRAFT', true],
    ['SUBMITTED', false],
    ['APPROVED', false],
  ])('creation status %j waits: %s', (projectCreationStatus, expected) => {
    expect(waitsForFilling({ projectCreationStatus })).toBe(expected);
  });
});

describe('cards and targets', () => {
  it.each<[ProjectWorkKind, string]>([
    ['approve', '/viewProjectDetails/7'],
    ['techVerify', '/viewProjectDetails/7'],
    ['fill', '/DFCCreateProject/7'],
    ['devops', '/viewApprovedProjectDetails/7'],
  ])('%s opens %s', (kind, to) => {
    expect(workTarget(kind, 7)).toBe(to);
    expect(workItemOf(kind, card()).to).toBe(to);
  });

  it('a task opens its project view', () => {
    expect(workTarget('tasks', 7)).toBe('/viewProjectDetails/7');
  });

  it.each<[ProjectWorkKind, Partial<ProjectCard>, Facts | undefined, boolean | null]>([
    ['approve', { projectStatus: 'PROJECT_DETAILS_FILLED' }, undefined, null],
    ['approve', { projectStatus: 'PROJECT_DETAILS_FILLED' }, facts('PROJECT_DETAILS_FILLED', false), true],
    ['approve', { projectStatus: 'PROJECT_DETAILS_FILLED' }, facts('PROJECT_DETAILS_FILLED', true), false],
    ['techVerify', { projectStatus: 'PROJECT_DETAILS_FILLED' }, undefined, null],
    ['techVerify', { projectStatus: 'PROJECT_DETAILS_FILLED' }, facts('PROJECT_DETAILS_FILLED', true, ME), true],
    ['devops', { projectStatus: 'APPROVAL_COMPLETED' }, undefined, true],
    ['devops', { projectStatus: 'LIGHTHOUSE_SETUP_COMPLETED' }, undefined, false],
    ['fill', { projectCreationStatus: 'DRAFT' }, undefined, true],
    ['fill', { projectCreationStatus: 'SUBMITTED' }, undefined, false],
  ])('%s %j with details %j: %s', (kind, overrides, details, expected) => {
    expect(cardWaits(kind, card(overrides), details, ME)).toBe(expected);
  });
});

describe('tasks', () => {
  const task = (overrides: Partial<UserTask> = {}): UserTask =>
    userTask({
      taskId: 3,
      taskName: 'Container health probes',
      state: 'IN_PROGRESS',
      assignedTMUser: { userId: 9, username: 'tech' },
      dfcProject: { projectId: 14 },
      projectId: 14,
      projectName: 'Zenith Loyalty App',
      ...overrides,
    });

  it.each<[string, boolean]>([
    // The mock's states (GET /api/get_project_states): only DONE ends a task.
    ['NEW', true],
    ['IN_PROGRESS', true],
    ['BLOCKED', true],
    ['IN_REVIEW', true],
    ['DONE', false],
    // Other servers' spellings of the end.
    ['Done', false],
    [' closed ', false],
    ['COMPLETED', false],
    ['Resolved', false],
    ['cancelled', false],
    ['canceled', false],
    ['In progress', true],
    ['', true],
  ])('state %j is open: %s', (state, open) => {
    expect(isOpenTask(state)).toBe(open);
  });

  it.each<[string, UserTask['assignedTMUser'], boolean]>([
    ['me by id and name', { userId: 9, username: 'tech' }, true],
    ['me by id', { userId: 9, username: 'Tara Chen' }, true],
    ['me by name only (seed 001 names the user name)', { username: 'tech' }, true],
    ['someone else', { userId: 10, username: 'tech2' }, false],
    ['nobody', null, false],
  ])('assigned to %s: %s', (_name, assignedTMUser, mine) => {
    expect(isAssignedTo({ assignedTMUser }, ME)).toBe(mine);
    expect(taskWaits(task({ assignedTMUser }), ME)).toBe(mine);
  });

  it('a done task waits on nobody, even its assignee', () => {
    expect(taskWaits(task({ state: 'DONE' }), ME)).toBe(false);
  });

  it('lists the open tasks of the user, soonest due first, each opening its project view', () => {
    const items = taskWorkItems(
      [
        task({ taskId: 1, taskName: 'Later', expectedCompletionDate: '2030-03-01' }),
        task({ taskId: 2, taskName: 'Finished', state: 'DONE', expectedCompletionDate: '2029-01-01' }),
        task({ taskId: 3, taskName: 'No date', expectedCompletionDate: '' }),
        task({ taskId: 4, taskName: 'Sooner', state: 'BLOCKED', expectedCompletionDate: '2030-02-01T00:00:00Z', projectId: 28, projectName: 'Meridian Summer Campaign', dfcProject: { projectId: 28 } }),
        task({ taskId: 5, taskName: 'Not mine', assignedTMUser: { userId: 10, username: 'tech2' } }),
        task({ taskId: 6, taskName: 'Same day', expectedCompletionDate: '2030-03-01' }),
      ],
      ME,
    );
    expect(items.map((item) => [item.taskName, item.to, item.expectedCompletionDate])).toEqual([
      ['Sooner', '/viewProjectDetails/28', '2030-02-01'],
      ['Later', '/viewProjectDetails/14', '2030-03-01'],
      ['Same day', '/viewProjectDetails/14', '2030-03-01'],
      ['No date', '/viewProjectDetails/14', null],
    ]);
    expect(items[0]).toEqual({
      kind: 'tasks',
      taskId: 4,
      taskName: 'Sooner',
      projectId: 28,
      projectName: 'Meridian Summer Campaign',
      state: 'BLOCKED',
      expectedCompletionDate: '2030-02-01',
      to: '/viewProjectDetails/28',
    });
  });
});
