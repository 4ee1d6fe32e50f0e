import type { UserTask } from '../../src/domain/contract/projects';
import type { Task, TaskPayload, TeamMember } from '../../src/domain/projects';
import { call, getJson, postJson, putJson, signInAs } from '../testing';

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
    expect(task).toEqual({ ...payload(), taskId: 20, createdOn: expect.any(String) });
    expect(Math.abs(Date.parse(task.createdOn) - Date.now())).toBeLessThan(5000);
    expect((await getJson<Task[]>('/api/get_project_tasks/12', token)).map((t) => t.taskId)).toContain(20);
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

describe("a user's tasks (extension GET /api/get_user_tasks/{userId})", () => {
  const TECH = 8;
  const GAGENCY = 6;
  const summary = (tasks: UserTask[]) => tasks.map((t) => [t.taskId, t.projectId, t.projectName, t.state, t.assignedTMUser?.username]);

  it("answers the signed-in user's tasks across projects, each with its project's id and name", async () => {
    const tasks = await getJson<UserTask[]>(`/api/get_user_tasks/${TECH}`, await signInAs('tech'));
    expect(summary(tasks)).toEqual([
      [14, 14, 'Zenith Loyalty App', 'IN_PROGRESS', 'tech'],
      [15, 28, 'Meridian Summer Campaign', 'NEW', 'tech'],
      [16, 31, 'Cascade Skin Science', 'DONE', 'tech'],
    ]);
    expect(Object.keys(tasks[0]).sort()).toEqual(
      ['assignedTMUser', 'createdOn', 'dfcProject', 'expectedCompletionDate', 'taskDescription', 'taskId', 'taskName', 'state', 'projectId', 'projectName'].sort(),
    );
    expect(tasks.every((t) => t.dfcProject.projectId === t.projectId && t.assignedTMUser?.userId === TECH)).toBe(true);
    expect(summary(await getJson<UserTask[]>(`/api/get_user_tasks/${GAGENCY}`, await signInAs('gagency')))).toEqual([
      [17, 1, 'Harbor Adoption Stories', 'BLOCKED', 'gagency'],
      [18, 17, 'Nimbus Careers Portal', 'IN_REVIEW', 'gagency'],
      [19, 17, 'Nimbus Careers Portal', 'DONE', 'gagency'],
    ]);
  });

  it('makes the demo accounts with tasks team members of those projects', async () => {
    const token = await signInAs('tech');
    for (const projectId of [14, 28, 31]) {
      const team = await getJson<TeamMember[]>(`/api/get_team_members_of_project/${projectId}`, token);
      expect(team.find((m) => m.userId === TECH)).toMatchObject({ username: 'tech', teamMembers: { role: { roleName: 'DevOps Engineer' } } });
    }
  });

  it("answers another user's tasks only in the projects the caller may read", async () => {
    // lagency is the agency of 14 and 28, not of 31.
    const seen = await getJson<UserTask[]>(`/api/get_user_tasks/${TECH}`, await signInAs('lagency'));
    expect(seen.map((t) => t.projectId)).toEqual([14, 28]);
    // A team-member user (Priya Sharma, 101) has tasks too; a brand manager reads every project.
    const priya = await getJson<UserTask[]>('/api/get_user_tasks/101', await signInAs('gbm'));
    expect(priya.length).toBeGreaterThan(0);
    expect(priya.every((t) => t.assignedTMUser?.username === 'Priya Sharma')).toBe(true);
    expect(await getJson<UserTask[]>('/api/get_user_tasks/2', await signInAs('gbm'))).toEqual([]);
  });

  it('lists a task newly assigned to the user', async () => {
    const token = await signInAs('lagency');
    const created = (await (
      await postJson('/api/create_project_task', payload({ dfcProject: { projectId: 14 }, assignedTMUser: { username: 'tech' } }), token)
    ).json()) as Task;
    expect(created.assignedTMUser).toEqual({ userId: TECH, username: 'tech' });
    const tasks = await getJson<UserTask[]>(`/api/get_user_tasks/${TECH}`, await signInAs('tech'));
    expect(tasks.find((t) => t.taskId === created.taskId)).toMatchObject({ projectId: 14, projectName: 'Zenith Loyalty App', taskName: 'Newsletter sign-up' });
  });

  it('answers 401 without a token, 404 for an unknown user and 400 for a bad id', async () => {
    const token = await signInAs('tech');
    expect((await call(`/api/get_user_tasks/${TECH}`)).status).toBe(401);
    expect((await call('/api/get_user_tasks/999', { token })).status).toBe(404);
    expect((await call('/api/get_user_tasks/abc', { token })).status).toBe(400);
  });
});
