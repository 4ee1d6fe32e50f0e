import type { UserTask } from '../domain/contract/projects';

/** A task as GET /api/get_user_tasks/{userId} returns it: gbm's NEW task in project 12 unless told otherwise. */
export function userTask(overrides: Partial<UserTask> = {}): UserTask {
  return {
    taskId: 1,
    taskName: 'A task',
    taskDescription: '',
    state: 'NEW',
    createdOn: '2030-01-02T10:00:00Z',
    expectedCompletionDate: '2030-02-01',
    assignedTMUser: { userId: 2, username: 'gbm' },
    dfcProject: { projectId: 12 },
    projectId: 12,
    projectName: 'Aurora Relaunch',
    ...overrides,
  };
}
