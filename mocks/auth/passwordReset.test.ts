/**
 * The mock enforces resetStatus (seed 000 section 2) as a server would: a token that says the
 * password must be reset first may only call what the reset page needs (the reset itself, the
 * token refresh and the logout); every other endpoint answers 403 and changes nothing.
 */
import { routePath } from '../../src/domain/contract';
import { db } from '../core/state';
import { DEMO_PASSWORD } from './seed';
import { PASSWORD_RESET_FIRST } from '../core/access';
import { routes } from '../areas';
import { call, decodePart, postJson, putJson, signInAs } from '../testing';

const refused = { message: PASSWORD_RESET_FIRST };

/** newuser's token (resetStatus false). */
async function mustReset(): Promise<string> {
  const token = await signInAs('newuser');
  expect(decodePart(token, 1)).toMatchObject({ resetStatus: false });
  return token;
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual(refused);
}

describe('a token that must reset the password first', () => {
  it('gets 403 from every endpoint that needs a token, but the reset, the refresh and the logout, and changes nothing', async () => {
    const token = await mustReset();
    const before = JSON.stringify(db);
    const guarded = routes.filter((route) => !route.access.public && !route.access.beforePasswordReset);
    expect(guarded.length).toBeGreaterThan(50);
    const answers: string[] = [];
    for (const { endpoint } of guarded) {
      const path = routePath(endpoint).replace(/:\w+/g, '1');
      const body = endpoint.method === 'GET' ? undefined : '{}';
      const response = await call(path, { method: endpoint.method, body, headers: body ? { 'Content-Type': 'application/json' } : {}, token });
      answers.push(`${endpoint.id} ${response.status} ${(await response.text()).includes(PASSWORD_RESET_FIRST) ? 'refused' : 'answered'}`);
    }
    expect(answers).toEqual(guarded.map(({ endpoint }) => `${endpoint.id} 403 refused`));
    expect(JSON.stringify(db)).toBe(before);
    // The reset page's calls are the only ones let through.
    expect(routes.filter((route) => route.access.beforePasswordReset).map((route) => route.endpoint.id).sort()).toEqual([
      'auth.logout',
      'auth.refresh',
      'auth.resetPassword',
    ]);
  });

  it('is refused a read of the portal (the bell badge, notifications, lists)', async () => {
    const token = await mustReset();
    await expectRefused(await call('/api/unread_notifications_count', { token }));
    await expectRefused(await call('/api/notifications/1', { token }));
    await expectRefused(await call('/api/project_brands', { token }));
    await expectRefused(await call('/api/get_submitted_projects', { token }));
  });

  it('is refused a GET that changes state (the notification toggle), and nothing changes', async () => {
    const token = await mustReset();
    const notice = db.notifications.find((n) => n.userId === db.users.find((u) => u.username === 'newuser')?.userId) ?? db.notifications[0];
    const flag = notice.readUnreadFlag;
    await expectRefused(await call(`/api/mark_notification/${notice.notificationId}`, { token }));
    expect(notice.readUnreadFlag).toBe(flag);
  });

  it('is refused a write (POST, PUT), and nothing is created', async () => {
    const token = await mustReset();
    const projects = db.projects.length;
    await expectRefused(
      await postJson(
        '/api/projectsetup',
        { projectName: 'Before the reset', projectBrand: { brandId: 3, brandName: 'Nimbus Health' }, dfcUser: { userId: 6, username: 'gagency' }, projectSummary: 'x' },
        token,
      ),
    );
    await expectRefused(await putJson('/api/approve_project_by_bm/8/1/', undefined, token));
    expect(db.projects).toHaveLength(projects);
  });

  it('is refused by the build server and the devops service too (before the role rule)', async () => {
    const token = await mustReset();
    await expectRefused(await call('/job/dfc-deploy-web-app/buildWithParameters?projectId=1', { method: 'POST', token }));
    await expectRefused(await call('/queue/item/1/api/json', { token }));
    const devops = routes.find((route) => route.endpoint.service === 'devopsService' && route.endpoint.method === 'GET');
    expect(devops).toBeDefined();
    await expectRefused(await call(routePath(devops!.endpoint).replace(/:\w+/g, '1'), { token }));
  });

  it('may refresh its token (still resetStatus false) and reset the password; a new sign-in is then let through', async () => {
    const token = await mustReset();
    const refresh = await call('/refresh', { token });
    expect(refresh.status).toBe(200);
    const refreshed = ((await refresh.json()) as { token: string }).token;
    expect(decodePart(refreshed, 1)).toMatchObject({ sub: 'newuser', resetStatus: false });
    await expectRefused(await call('/api/unread_notifications_count', { token: refreshed }));

    const reset = await postJson('/api/reset/password/', [DEMO_PASSWORD, 'Changed#123'], refreshed);
    expect(reset.status).toBe(200);
    expect(await reset.text()).toBe('success');

    // The token counts: the old one still says resetStatus false.
    await expectRefused(await call('/api/unread_notifications_count', { token: refreshed }));
    const fresh = await signInAs('newuser', 'Changed#123');
    expect(decodePart(fresh, 1)).toMatchObject({ resetStatus: true });
    expect((await call('/api/unread_notifications_count', { token: fresh })).status).toBe(200);
  });

  it('leaves the public calls alone: sign-in, forgot password, the mock’s own endpoints', async () => {
    expect((await postJson('/authenticate', { username: 'newuser', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await call('/api/forgot_password/newuser%40example.com', { method: 'POST' })).status).toBe(200);
    expect((await call('/__mock__/accounts')).status).toBe(200);
    expect((await call('/__mock__/storage')).status).toBe(200);
  });

  it('does not touch a user whose token says the password was reset', async () => {
    const token = await signInAs('gbm');
    expect(decodePart(token, 1)).toMatchObject({ resetStatus: true });
    expect((await call('/api/unread_notifications_count', { token })).status).toBe(200);
  });
});
