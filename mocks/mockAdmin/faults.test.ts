import type { Fault, Faults } from '../../src/domain/contract/mockAdmin';
import { clearFaults, takeJobFault } from '../core/faults';
import { call, postJson, signInAs } from '../testing';

const setFaults = (body: Partial<Faults>) => postJson('/__mock__/faults', body);
const switchOn = async (...faults: Fault[]) => expect((await setFaults({ faults })).status).toBe(200);
const currentFaults = async () => (await (await call('/__mock__/faults')).json()) as Faults;

let token: string;

beforeEach(async () => {
  clearFaults();
  token = await signInAs('gbm');
});
afterAll(() => clearFaults());

const unread = () => call('/api/unread_notifications_count', { token });

describe('a fault on one entry', () => {
  it.each(['500', '401', '403'] as const)('%s answers that status with {message}', async (kind) => {
    await switchOn({ target: 'notifications.unreadCount', kind });
    const response = await unread();
    expect(response.status).toBe(Number(kind));
    expect(await response.json()).toEqual({ message: `Fault injected: ${kind}` });
    // Before the bearer check: a call without a token is spoiled the same way.
    expect((await call('/api/unread_notifications_count')).status).toBe(Number(kind));
    // Only that entry.
    expect((await call('/api/notifications_count/', { token })).status).toBe(200);
  });

  it('network fails the request', async () => {
    await switchOn({ target: 'notifications.unreadCount', kind: 'network' });
    await expect(unread()).rejects.toThrow(TypeError);
  });

  it('timeout never answers (the client gives up)', async () => {
    await switchOn({ target: 'notifications.unreadCount', kind: 'timeout' });
    const controller = new AbortController();
    const pending = call('/api/unread_notifications_count', { token, signal: controller.signal });
    const outcome = await Promise.race([pending.then(() => 'answered', () => 'failed'), new Promise((r) => setTimeout(() => r('waiting'), 200))]);
    expect(outcome).toBe('waiting');
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('malformed answers 200 with a JSON content type and a body that is not JSON', async () => {
    await switchOn({ target: 'notifications.unreadCount', kind: 'malformed' });
    const response = await unread();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('{"not json');
  });

  it('empty answers 200 with no body', async () => {
    await switchOn({ target: 'notifications.unreadCount', kind: 'empty' });
    const response = await unread();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('keeps a spoiled write from changing anything', async () => {
    await switchOn({ target: 'projects.create', kind: '500' });
    const creation = { projectName: 'Never Stored', projectSummary: 'x', projectBrand: { brandId: 1 }, dfcUser: { userId: 6 } };
    expect((await postJson('/api/projectsetup', creation, token)).status).toBe(500);
    clearFaults();
    expect(await (await postJson('/api/projectsetup', creation, token)).json()).toMatchObject({ data: 0 });
  });
});

describe('targets', () => {
  it("'group.*' spoils every entry of the group and no other", async () => {
    await switchOn({ target: 'notifications.*', kind: '500' });
    expect((await unread()).status).toBe(500);
    expect((await call('/api/notifications/1', { token })).status).toBe(500);
    expect((await call('/api/mark_notification/1', { token })).status).toBe(500);
    expect((await call('/api/project_brands', { token })).status).toBe(200);
  });

  it("'*' spoils every endpoint but never /__mock__", async () => {
    await switchOn({ target: '*', kind: '500' });
    expect((await unread()).status).toBe(500);
    expect((await call('/api/project_brands', { token })).status).toBe(500);
    expect((await postJson('/authenticate', { username: 'gbm', password: 'Password@1' })).status).toBe(500);
    expect((await call('/__mock__/accounts')).status).toBe(200);
    expect((await call('/__mock__/clock')).status).toBe(200);
    expect((await currentFaults()).faults).toEqual([{ target: '*', kind: '500' }]);
    expect((await call('/__mock__/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await unread()).status).toBe(200);
  });

  it('no target spoils the mock endpoints, however named', async () => {
    await switchOn({ target: 'mockAdmin.*', kind: 'network' }, { target: 'mockAdmin.accounts', kind: 'timeout' });
    expect((await call('/__mock__/accounts')).status).toBe(200);
    expect((await currentFaults()).faults).toHaveLength(2);
    expect((await call('/__mock__/reset', { method: 'POST' })).status).toBe(204);
  });

  it('the most specific target wins', async () => {
    await switchOn({ target: '*', kind: '500' }, { target: 'notifications.*', kind: '401' }, { target: 'notifications.unreadCount', kind: '403' });
    expect((await unread()).status).toBe(403);
    expect((await call('/api/notifications/1', { token })).status).toBe(401);
    expect((await call('/api/project_brands', { token })).status).toBe(500);
  });
});

describe('times', () => {
  it('clears the fault after that many spoiled answers', async () => {
    await switchOn({ target: 'notifications.unreadCount', kind: '500', times: 2 });
    expect((await unread()).status).toBe(500);
    expect((await currentFaults()).faults).toEqual([{ target: 'notifications.unreadCount', kind: '500', times: 1 }]);
    expect((await call('/api/notifications_count/', { token })).status).toBe(200);
    expect((await unread()).status).toBe(500);
    expect((await unread()).status).toBe(200);
    expect((await currentFaults()).faults).toEqual([]);
  });

  it('without times the fault stays until removed', async () => {
    await switchOn({ target: 'notifications.unreadCount', kind: '500' });
    for (let i = 0; i < 3; i++) expect((await unread()).status).toBe(500);
    expect((await setFaults({ faults: [] })).status).toBe(200);
    expect((await unread()).status).toBe(200);
  });
});

describe('the switch', () => {
  it('replaces only the lists it is given and answers the whole switch', async () => {
    const first = (await (await setFaults({ faults: [{ target: '*', kind: 'empty' }], jobFaults: [{ jobKind: 'build', step: 2 }] })).json()) as Faults;
    expect(first).toEqual({ faults: [{ target: '*', kind: 'empty' }], jobFaults: [{ jobKind: 'build', step: 2 }] });
    const second = (await (await setFaults({ faults: [{ target: 'tasks.list', kind: '500', times: 1 }] })).json()) as Faults;
    expect(second).toEqual({ faults: [{ target: 'tasks.list', kind: '500', times: 1 }], jobFaults: [{ jobKind: 'build', step: 2 }] });
    expect(await (await call('/__mock__/faults', { method: 'DELETE' })).json()).toEqual({ faults: [], jobFaults: [] });
  });

  it.each([
    ['an unknown kind', { faults: [{ target: '*', kind: '418' }] }],
    ['a bad target', { faults: [{ target: 'notifications', kind: '500' }] }],
    ['times 0', { faults: [{ target: '*', kind: '500', times: 0 }] }],
    ['a job fault without a kind', { jobFaults: [{ step: 1 }] }],
    ['a list that is not a list', { faults: 'all' }],
  ])('answers 400 for %s and keeps the switch as it was', async (_what, body) => {
    await switchOn({ target: 'notifications.count', kind: '500' });
    const response = await setFaults(body as Partial<Faults>);
    expect(response.status).toBe(400);
    expect(typeof ((await response.json()) as { message: string }).message).toBe('string');
    expect((await currentFaults()).faults).toEqual([{ target: 'notifications.count', kind: '500' }]);
  });

  it('is cleared by POST /__mock__/reset', async () => {
    await setFaults({ faults: [{ target: '*', kind: '500' }], jobFaults: [{ jobKind: '*' }] });
    expect((await call('/__mock__/reset', { method: 'POST' })).status).toBe(204);
    expect(await currentFaults()).toEqual({ faults: [], jobFaults: [] });
  });
});

describe('job faults (takeJobFault)', () => {
  it('fails the next jobs of a kind at the step, the exact kind before *, counting times', async () => {
    await setFaults({ jobFaults: [{ jobKind: '*', step: 1 }, { jobKind: 'build', times: 1 }] });
    expect(takeJobFault('build')).toEqual({ step: 0 });
    expect(takeJobFault('build')).toEqual({ step: 1 });
    expect(takeJobFault('report')).toEqual({ step: 1 });
    expect((await currentFaults()).jobFaults).toEqual([{ jobKind: '*', step: 1 }]);
    clearFaults();
    expect(takeJobFault('build')).toBeNull();
  });
});
