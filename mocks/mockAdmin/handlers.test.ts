import type { MockJobKinds } from '../../src/domain/contract/mockAdmin';
import { GIT_JOB_KINDS } from '../../src/domain/gitTools';
import { setMockScale } from '../scale';
import { call, decodePart, getJson, postJson, signInAs } from '../testing';

interface Accounts {
  password: string;
  accounts: { username: string; role: number; note: string }[];
}

const accounts = async () => (await (await call('/__mock__/accounts')).json()) as Accounts;

describe('GET /__mock__/accounts', () => {
  it('lists every demo account with its role and a note, without a token', async () => {
    const { password, accounts: list } = await accounts();
    expect(password).toBe('Password@1');
    expect(list.map((a) => a.username)).toEqual([
      'admin', 'gbm', 'lbm', 'gpm', 'lpm', 'gagency', 'lagency', 'tech', 'locked', 'newuser', 'tech2',
    ]);
    expect(list.map((a) => a.role)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 2, 2, 8]);
    expect(list[0].note).toBe('Admin');
    expect(list.find((a) => a.username === 'locked')?.note).toBe('Always answers ACCOUNT_LOCKED');
    expect(list.find((a) => a.username === 'newuser')?.note).toBe('Must reset the password first');
    expect(list.every((a) => a.note.length > 0)).toBe(true);
  });

  it('lists accounts that sign in with the listed password and role', async () => {
    const { password, accounts: list } = await accounts();
    for (const account of list.filter((a) => a.username !== 'locked')) {
      expect(decodePart(await signInAs(account.username, password), 1)).toMatchObject({ sub: account.username, Role: account.role });
    }
  });
});

describe('POST /__mock__/reset', () => {
  it('restores the seed: passwords, reset status and notification flags', async () => {
    const newuser = await signInAs('newuser');
    expect(await (await postJson('/api/reset/password/', ['Password@1', 'Changed#123'], newuser)).text()).toBe('success');
    const gbm = await signInAs('gbm');
    const unread = (await (await call('/api/unread_notifications_count', { token: gbm })).json()) as number;
    const first = ((await (await call('/api/notifications/1', { token: gbm })).json()) as { content: { notificationId: number }[] })
      .content[0];
    await call(`/api/mark_notification/${first.notificationId}`, { token: gbm });

    const response = await call('/__mock__/reset', { method: 'POST' });
    expect(response.status).toBe(204);

    expect(decodePart(await signInAs('newuser'), 1)).toMatchObject({ resetStatus: false });
    expect((await postJson('/authenticate', { username: 'newuser', password: 'Changed#123' })).status).toBe(401);
    const again = await signInAs('gbm');
    expect(await (await call('/api/unread_notifications_count', { token: again })).json()).toBe(unread);
  });
});

describe('GET /__mock__/job_kinds', () => {
  it('lists every kind of job the mock runs, each with its label, without a token', async () => {
    const response = await call('/__mock__/job_kinds');
    expect(response.status).toBe(200);
    const { kinds } = (await response.json()) as MockJobKinds;
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining([...GIT_JOB_KINDS]));
    expect(Object.fromEntries(kinds.map((k) => [k.kind, k.label]))).toEqual({
      devopsChain: 'Devops chain',
      infraSync: 'Sync Infra',
      environmentCreation: 'Environment creation',
      sonarAnalysis: 'Sonar analysis',
      staticWebAppDeployment: 'Static web app deployment',
      containerRestart: 'Container restart',
      'build:dfc-deploy-web-app': 'Build: deploy web app',
      'build:dfc-docker-image': 'Build: Docker image',
      'build:dfc-lighthouse': 'Build: Lighthouse',
      gitImport: 'Git import',
      'build:dfc-git-branch': 'Build: git branch',
      'build:dfc-git-merge': 'Build: git merge',
      appRepoSetup: 'App repository setup',
      appBuild: 'App build',
      appReport: 'App report',
    });
  });
});

describe('POST /__mock__/scale', () => {
  afterEach(() => setMockScale('normal'));

  const approvedForGbm = async () => (await getJson<unknown[]>('/api/get_approved_projects_for_gbm', await signInAs('gbm'))).length;
  const unreadOfGbm = async () => getJson<number>('/api/unread_notifications_count', await signInAs('gbm'));

  it('reseeds the demo data at the large scale and back, and clears the fault switch', async () => {
    const normalApproved = await approvedForGbm();
    const normalUnread = await unreadOfGbm();
    await postJson('/__mock__/faults', { faults: [{ target: 'projects.*', kind: '500' }] });

    const large = await postJson('/__mock__/scale', { scale: 'large' });
    expect(large.status).toBe(200);
    expect(await large.json()).toEqual({ scale: 'large' });
    expect(await approvedForGbm()).toBeGreaterThan(normalApproved + 1000);
    expect(await unreadOfGbm()).toBeGreaterThan(normalUnread + 500);
    expect((await (await call('/__mock__/faults')).json()) as unknown).toEqual({ faults: [], jobFaults: [] });

    const normal = await postJson('/__mock__/scale', { scale: 'normal' });
    expect(await normal.json()).toEqual({ scale: 'normal' });
    expect(await approvedForGbm()).toBe(normalApproved);
  });

  it('refuses a scale it does not know, and keeps the data', async () => {
    const before = await approvedForGbm();
    const response = await postJson('/__mock__/scale', { scale: 'huge' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Expected {scale: 'normal' | 'large'}" });
    expect(await approvedForGbm()).toBe(before);
  });
});
