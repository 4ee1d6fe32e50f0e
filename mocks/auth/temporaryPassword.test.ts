/**
 * Accounts without a password (the imported ones) and the temporary password of 'Forgot
 * Password': no password signs such an account in until the user asks for a temporary one,
 * which leads to the password reset; nobody else learns it from any answer.
 */
import type { MockUser } from '../core/types';
import { db } from '../core/state';
import { DEMO_PASSWORD } from './seed';
import { NO_PASSWORD } from './users';
import { call, decodePart, postJson, signInAs } from '../testing';

const forgot = (email: string) => call(`/api/forgot_password/${encodeURIComponent(email)}`, { method: 'POST' });
const signIn = (username: string, password: string) => postJson('/authenticate', { username, password });

/** An account as an import makes it: no password, a reset due. */
function withoutPassword(username: string): MockUser {
  const user: MockUser = {
    userId: 900,
    username,
    password: NO_PASSWORD,
    email: `${username}@example.com`,
    displayName: username,
    role: 5,
    type: 'INTERNAL',
    status: 'ACTIVE',
    resetStatus: false,
    note: 'Imported from Excel',
  };
  db.users.push(user);
  return user;
}

/** The temporary password the mock issued (what the e-mail would bring). */
const temporaryOf = (username: string) => db.users.find((u) => u.username === username)?.temporaryPassword ?? '';

describe('an account without a password', () => {
  it.each([DEMO_PASSWORD, '', 'anything'])('answers 401 INVALID_CREDENTIALS to the password %p, as a wrong password', async (password) => {
    withoutPassword('nopass');
    const response = await signIn('nopass', password);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'INVALID_CREDENTIALS' });
  });

  it("signs in after 'Forgot Password' with the temporary password only, must reset (a refresh too), and then has its own", async () => {
    withoutPassword('nopass');
    const answer = await forgot('nopass@example.com');
    expect(await answer.text()).toBe('Valid');
    const temporary = temporaryOf('nopass');
    expect(temporary.length).toBeGreaterThanOrEqual(16);
    expect((await signIn('nopass', DEMO_PASSWORD)).status).toBe(401);

    const token = await signInAs('nopass', temporary);
    expect(decodePart(token, 1)).toMatchObject({ sub: 'nopass', resetStatus: false });
    const refreshed = ((await (await call('/refresh', { token })).json()) as { token: string }).token;
    expect(decodePart(refreshed, 1)).toMatchObject({ resetStatus: false });
    expect((await call('/api/unread_notifications_count', { token })).status).toBe(403);

    expect(await (await postJson('/api/reset/password/', [temporary, 'Mine#2024'], token)).text()).toBe('success');
    expect(decodePart(await signInAs('nopass', 'Mine#2024'), 1)).toMatchObject({ resetStatus: true });
    // The temporary password was for one reset.
    expect((await signIn('nopass', temporary)).status).toBe(401);
  });

  it('is shown the temporary password by no answer, no notice and no demo page', async () => {
    withoutPassword('nopass');
    const answer = await (await forgot('nopass@example.com')).text();
    const temporary = temporaryOf('nopass');
    expect(temporary).not.toBe('');
    expect(answer).not.toContain(temporary);
    expect(JSON.stringify(db.notifications)).not.toContain(temporary);
    expect(JSON.stringify(await (await call('/__mock__/accounts')).json())).not.toContain(temporary);
  });
});

describe("'Forgot Password' for an account with a password", () => {
  it('leaves the own password working (nobody locks another user out) and the reset not due', async () => {
    await forgot('gbm@example.com');
    expect(temporaryOf('gbm')).not.toBe('');
    expect(decodePart(await signInAs('gbm'), 1)).toMatchObject({ resetStatus: true });
  });

  it('issues a temporary password that signs in and leads to the reset', async () => {
    await forgot('lbm@example.com');
    const token = await signInAs('lbm', temporaryOf('lbm'));
    expect(decodePart(token, 1)).toMatchObject({ sub: 'lbm', resetStatus: false });
    expect(await (await postJson('/api/reset/password/', [temporaryOf('lbm'), 'Fresh#2024'], token)).text()).toBe('success');
    expect((await signIn('lbm', DEMO_PASSWORD)).status).toBe(401);
  });
});
