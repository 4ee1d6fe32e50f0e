import type { Task, TaskPayload } from '../../src/domain/projects';
import { call, getJson, postJson, putJson, signInAs } from './testing';

const payload = (over: Partial<TaskPayload> = {}): TaskPayload => ({
  taskName: 'Newsletter sign-up',
  taskDescription: 'Double opt-in form in the footer.',
  state: 'NEW',
  expectedCompletionDate: '2030-05-17',
  assignedTMUser: { userId: 101, username: 'Priya Sharma' },
  dfcProject: { projectId: 12 },
  ...over,
});

describe('tasks of a project', () => {
  it('answers the task states', async () => {
    expect(await getJson<string[]>('/api/get_project_states', await signInAs('gagency'))).toEqual([
      'NEW', 'IN_PROGRESS', 'BLOCKED', 'IN_REVIEW', 'DONE',
    ]);
  });

  it('answers the tasks of a project in several states', async () => {
    const tasks = await getJson<Task[]>('/api/get_project_tasks/12', await signInAs('gbm'));
    expect(tasks).toHaveLength(5);
    expect(new Set(tasks.map((t) => t.state)).size).toBe(5);
    expect(tasks.every((t) => t.dfcProject.projectId === 12)).toBe(true);
    expect(Object.keys(tasks[0]).sort()).toEqual(
      ['assignedTMUser', 'createdOn', 'dfcProject', 'expectedCompletionDate', 'taskDescription', 'taskId', 'taskName', 'state'].sort(),
    );
    expect(await getJson<Task[]>('/api/get_project_tasks/18', await signInAs('gbm'))).toEqual([]);
    expect((await call('/api/get_project_tasks/12', { token: await signInAs('lagency') })).status).toBe(403);
    expect((await call('/api/get_project_tasks/12')).status).toBe(401);
  });

  it('creates a task with a new id and the creation time', async () => {
    const token = await signInAs('gagency');
    const response = await postJson('/api/create_project_task', payload(), token);
    expect(response.status).toBe(200);
    const task = (await response.json()) as Task;
    expect(task).toEqual({ ...payload(), taskId: 14, createdOn: expect.any(String) });
    expect(Math.abs(Date.parse(task.createdOn) - Date.now())).toBeLessThan(5000);
    expect((await getJson<Task[]>('/api/get_project_tasks/12', token)).map((t) => t.taskId)).toContain(14);
  });

  it('finds the assignee by name when no id is given, and allows none', async () => {
    const token = await signInAs('gagency');
    const byName = (await (await postJson('/api/create_project_task', payload({ assignedTMUser: { username: 'Marco Rossi' } }), token)).json()) as Task;
    expect(byName.assignedTMUser).toEqual({ userId: 102, username: 'Marco Rossi' });
    const nobody = (await (await postJson('/api/create_project_task', payload({ assignedTMUser: null }), token)).json()) as Task;
    expect(nobody.assignedTMUser).toBeNull();
  });

  it('updates a task and keeps its project and creation time', async () => {
    const token = await signInAs('gagency');
    const [first] = await getJson<Task[]>('/api/get_project_tasks/12', token);
    const response = await putJson(
      '/api/update_project_task',
      { ...first, state: 'IN_PROGRESS', taskName: 'Hero banner v2', dfcProject: { projectId: 1 }, assignedTMUser: { userId: 102, username: 'x' } },
      token,
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Task;
    expect(updated).toEqual({ ...first, state: 'IN_PROGRESS', taskName: 'Hero banner v2', assignedTMUser: { userId: 102, username: 'Marco Rossi' } });
    expect((await getJson<Task[]>('/api/get_project_tasks/12', token))[0]).toEqual(updated);
  });

  it('answers 404 for an unknown task and 400 for a bad state, name, date or assignee', async () => {
    const token = await signInAs('gagency');
    expect((await putJson('/api/update_project_task', { ...payload(), taskId: 9999 }, token)).status).toBe(404);
    expect((await putJson('/api/update_project_task', payload(), token)).status).toBe(404);
    for (const bad of [
      payload({ state: 'FINISHED' }),
      payload({ taskName: ' ' }),
      payload({ expectedCompletionDate: 'soon' }),
      payload({ assignedTMUser: { userId: 108, username: 'Kenji Watanabe' } }),
    ]) {
      expect((await postJson('/api/create_project_task', bad, token)).status).toBe(400);
    }
    expect((await postJson('/api/create_project_task', payload({ dfcProject: { projectId: 999 } }), token)).status).toBe(404);
    expect((await postJson('/api/create_project_task', payload(), await signInAs('lagency'))).status).toBe(403);
  });
});
