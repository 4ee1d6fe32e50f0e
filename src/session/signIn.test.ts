import { http, HttpResponse, server } from '../../mocks/node';
import { makeStore } from '../app/store';
import { decodeToken } from '../domain/session';
import { texts } from '../texts';
import { selectSession } from './slice';
import { signIn } from './signIn';
import { recordActions } from '../testing/session';

const passwordOfDemo = async () => ((await (await fetch('http://localhost/__mock__/accounts')).json()) as { password: string }).password;

describe('sign-in', () => {
  it('stores the token of a good sign-in in state and storage', async () => {
    const store = makeStore();
    await signIn(store.dispatch, 'gbm', await passwordOfDemo());
    const token = store.getState().auth.token;
    expect(decodeToken(token)).toMatchObject({ sub: 'gbm', Role: 2, resetStatus: true });
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(selectSession(store.getState())?.role).toBe(2);
    expect(store.getState().auth.loading).toBe(false);
  });

  it('never puts the password into an action or the store', async () => {
    const store = makeStore();
    const actions = recordActions(store);
    const password = await passwordOfDemo();
    await signIn(store.dispatch, 'gbm', password);
    await signIn(store.dispatch, 'gbm', 'wrong-password-42');
    expect(actions.map((a) => a.type).filter((type) => type.startsWith('auth/login'))).toEqual([
      'auth/loginRequested',
      'auth/loginSucceeded',
      'auth/loginRequested',
      'auth/loginFailed',
    ]);
    for (const secret of [password, 'wrong-password-42']) {
      expect(JSON.stringify(actions)).not.toContain(secret);
      expect(JSON.stringify(store.getState())).not.toContain(secret);
    }
    expect(actions[0]).toEqual({ type: 'auth/loginRequested', payload: { username: 'gbm' } });
  });

  it('answers bad credentials with the documented message', async () => {
    const store = makeStore();
    await signIn(store.dispatch, 'gbm', 'wrong-password');
    expect(store.getState().auth).toMatchObject({ token: null, loading: false, error: texts.login.invalidCredentials });
  });

  it('answers a locked account with the lockout message', async () => {
    const store = makeStore();
    await signIn(store.dispatch, 'locked', await passwordOfDemo());
    expect(store.getState().auth.error).toBe('Account is locked. Please try after 15 minutes');
  });

  it('asks for both fields without calling the server', async () => {
    let calls = 0;
    const count = () => void (calls += 1);
    server.events.on('request:start', count);
    const store = makeStore();
    const actions = recordActions(store);
    await signIn(store.dispatch, '  ', 'x');
    await signIn(store.dispatch, 'gbm', '');
    expect(store.getState().auth.error).toBe('Please enter username and password');
    expect(actions.map((a) => a.type)).toEqual(['auth/loginFailed', 'auth/loginFailed']);
    expect(calls).toBe(0);
    server.events.removeListener('request:start', count);
  });

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a non-JSON body', () => HttpResponse.text('<html>proxy error</html>')],
  ])('answers %s with the invalid-credentials message', async (_name, answer) => {
    server.use(http.post('/authenticate', answer));
    const store = makeStore();
    await signIn(store.dispatch, 'gbm', 'whatever1');
    expect(store.getState().auth).toMatchObject({ token: null, loading: false, error: texts.login.invalidCredentials });
  });
});
