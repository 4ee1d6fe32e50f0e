import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../app/RouteGuard';
import { makeStore } from '../app/store';
import { unsignedToken } from '../testing/tokens';
import { initialAuthState, loginSucceeded } from './slice';
import { answerBadgeCount } from '../testing/session';

// Signed-in stores run the bell's badge poll: its count answers 0 (src/testing/session.ts).
beforeEach(answerBadgeCount);

/**
 * Expiry by the server's clock: a browser clock a day off neither signs out early nor keeps an
 * expired session (the refresh timing: saga.test.ts, the math: domain/session.test.ts).
 */
const DAY_MS = 24 * 3600 * 1000;
const realNow = Date.now.bind(Date);
const seconds = (ms: number) => Math.floor(ms / 1000);
const skewClock = (skew: number) => jest.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);

/** A token the server issued just now by its clock, valid 30 minutes. */
function freshServerToken(): string {
  const iat = seconds(realNow());
  return unsignedToken({ sub: 'gbm', Id: 2, Role: 2, iat, exp: iat + 1800 });
}

afterEach(() => jest.restoreAllMocks());

describe('the server clock', () => {
  it('a sign-in stores the measured offset beside the token', () => {
    skewClock(DAY_MS);
    const store = makeStore();
    store.dispatch(loginSucceeded({ token: freshServerToken() }));
    const offset = store.getState().auth.clockOffsetMs;
    expect(offset).toBeLessThanOrEqual(-DAY_MS + 100);
    expect(offset).toBeGreaterThan(-DAY_MS - 1500);
    expect(Number(window.localStorage.getItem('clockOffset'))).toBe(offset);
  });

  it.each([
    ['a day ahead', DAY_MS],
    ['a day behind', -DAY_MS],
  ])('a page that starts with the browser clock %s keeps the stored session', (_name, skew) => {
    const token = freshServerToken();
    skewClock(skew);
    // What the tab that signed in stored: the token and the offset it measured.
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('clockOffset', String(-skew));
    const store = makeStore();
    expect(store.getState().auth.token).toBe(token);
    expect(store.getState().auth.clockOffsetMs).toBe(-skew);
    expect(window.localStorage.getItem('token')).toBe(token);
  });

  it('a page that starts with the browser clock a day behind ends a session that the server clock has ended', () => {
    const iat = seconds(realNow()) - 1800;
    window.localStorage.setItem('token', unsignedToken({ iat, exp: iat + 1790 }));
    window.localStorage.setItem('clockOffset', String(DAY_MS));
    skewClock(-DAY_MS);
    expect(makeStore().getState().auth.token).toBeNull();
  });

  it.each([
    ['a day ahead', DAY_MS, '/page'],
    ['a day behind', -DAY_MS, '/page'],
  ])('the route guard keeps a fresh session with the browser clock %s', (_name, skew, where) => {
    skewClock(skew);
    const store = makeStore({ auth: initialAuthState }, { sagas: false });
    store.dispatch(loginSucceeded({ token: freshServerToken() }));
    guarded(store);
    expect(screen.getByTestId('where')).toHaveTextContent(where);
  });

  it('the route guard ends a session that the server clock has ended, with the browser clock a day behind', () => {
    const iat = seconds(realNow()) - 1800;
    const store = makeStore({ auth: { ...initialAuthState, token: unsignedToken({ iat, exp: iat + 1790 }), clockOffsetMs: DAY_MS } }, { sagas: false });
    skewClock(-DAY_MS);
    guarded(store);
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });
});

/** A page behind the route guard, and /login. */
function guarded(store: ReturnType<typeof makeStore>) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/page']}>
        <Routes>
          <Route
            path="/page"
            element={
              <RouteGuard access="token">
                <p data-testid="where">/page</p>
              </RouteGuard>
            }
          />
          <Route path="/login" element={<p data-testid="where">/login</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}
