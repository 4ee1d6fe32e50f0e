/**
 * Logout ends the token on the server too (issue 36): after the sign-out, without waiting, the
 * portal calls POST /api/logout with the token it had; whatever that answers (404 from a backend
 * without the extension, a failure, a late answer) the sign-out has happened and stays as it is.
 */
import { delay, http, HttpResponse, server } from '../../mocks/node';
import { makeStore } from '../app/store';
import { tokenFor } from '../testing/tokens';
import { answerBadgeCount, recordActions, until } from '../testing/session';
import { initialAuthState, logoutRequested } from './slice';

beforeEach(answerBadgeCount);

function signedInStore(token: string) {
  window.localStorage.setItem('token', token);
  return makeStore({ auth: { ...initialAuthState, token } });
}

/** The logout calls that reached the server (their bearer), and the refreshes. */
function watch(answer: () => Response | Promise<Response>) {
  const seen = { logouts: [] as Array<string | null>, refreshes: 0 };
  server.use(
    http.post('/api/logout', ({ request }) => {
      seen.logouts.push(request.headers.get('Authorization'));
      return answer();
    }),
    http.get('/refresh', () => ((seen.refreshes += 1), HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }))),
  );
  return seen;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('logout', () => {
  it('signs out at once, then has the mock end the token: it answers 401 afterwards, on /refresh and on a call', async () => {
    const token = await tokenFor('gbm');
    const store = signedInStore(token);
    store.dispatch(logoutRequested({ reason: 'user' }));
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();

    // The call goes after the sign-out: the token is refused once it has arrived.
    const refused = async (path: string) => (await fetch(`http://localhost${path}`, { headers: { Authorization: `Bearer ${token}` } })).status === 401;
    for (let tries = 0; !(await refused('/refresh')); tries += 1) {
      if (tries > 100) throw new Error('the token was not ended');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await refused('/api/notifications/1')).toBe(true);
  });

  it.each([
    ['answers 404 (a backend without the extension)', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })],
    ['fails (a network error)', () => HttpResponse.error()],
    ['answers 401', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })],
    ['answers 500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
  ])('calls POST /api/logout with the token and still signs out when it %s', async (_what, answer) => {
    const token = await tokenFor('lagency');
    const seen = watch(answer);
    const store = signedInStore(token);
    const actions = recordActions(store);
    store.dispatch(logoutRequested({ reason: 'user' }));
    expect(store.getState().auth.token).toBeNull();
    await until(() => seen.logouts.length === 1);
    expect(seen.logouts).toEqual([`Bearer ${token}`]);
    await settle();
    // Nothing follows: no refresh of the ended token, no second logout, still signed out.
    expect(seen.refreshes).toBe(0);
    expect(seen.logouts).toHaveLength(1);
    expect(actions.filter((action) => action.type === logoutRequested.type)).toHaveLength(1);
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('does not wait for the answer: the sign-out is done while /api/logout is still under way', async () => {
    let answered = false;
    const seen = watch(async () => {
      await delay(400);
      answered = true;
      return new HttpResponse(null, { status: 204 });
    });
    const store = signedInStore(await tokenFor('tech'));
    store.dispatch(logoutRequested({ reason: 'idle' }));
    expect(store.getState().auth.token).toBeNull();
    await until(() => seen.logouts.length === 1);
    expect(answered).toBe(false);
    await until(() => answered);
  });

  it.each(['refresh-failed', 'expired'] as const)('after a %s sign-out (the server has ended the token already) calls no logout', async (reason) => {
    const seen = watch(() => new HttpResponse(null, { status: 204 }));
    const store = signedInStore(await tokenFor('gbm'));
    store.dispatch(logoutRequested({ reason }));
    expect(store.getState().auth.token).toBeNull();
    await settle();
    expect(seen.logouts).toEqual([]);
  });
});
