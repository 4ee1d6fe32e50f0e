import { createSlice } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { delay } from 'redux-saga/effects';
import { makeStore } from '../app/store';
import { initialAuthState, loggedOut, loginSucceeded } from '../session/slice';
import { unsignedToken } from '../testing/tokens';
import { registerFeature, registeredFeatures } from './features';
import { usePageSaga } from './hooks';
import type { RootState } from './root';

const farFuture = () => Math.floor(Date.now() / 1000) + 3600;
const signedInState = () => ({ auth: { ...initialAuthState, token: unsignedToken({ exp: farFuture() }) } });

/** A saga that counts its runs and how often it was cancelled. */
function counter() {
  const seen = { started: 0, ticks: 0 };
  function* saga() {
    seen.started += 1;
    while (true) {
      yield delay(5);
      seen.ticks += 1;
    }
  }
  return { seen, saga };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('feature modules', () => {
  it('injects a feature slice when the module registers, not before', () => {
    const slice = createSlice({ name: 'exampleArea', initialState: { value: 1 }, reducers: {} });
    const store = makeStore(signedInState(), { sagas: false });
    expect((store.getState() as RootState & { exampleArea?: unknown }).exampleArea).toBeUndefined();
    registerFeature({ name: 'exampleArea', slices: [slice] });
    store.dispatch({ type: 'any' });
    expect((store.getState() as RootState & { exampleArea?: unknown }).exampleArea).toEqual({ value: 1 });
    expect(registeredFeatures()).toContain('exampleArea');
  });

  it('starts a signed-in saga registered during a session at once, stops it at logout and starts it again at the next sign-in', async () => {
    const { seen, saga } = counter();
    const store = makeStore(signedInState());
    await wait(10);
    registerFeature({ name: 'lateArea', signedInSagas: { ticker: saga } });
    await wait(40);
    expect(seen.started).toBe(1);
    expect(seen.ticks).toBeGreaterThan(0);

    store.dispatch(loggedOut());
    const ticksAtLogout = seen.ticks;
    await wait(40);
    expect(seen.ticks).toBe(ticksAtLogout);

    store.dispatch(loginSucceeded({ token: unsignedToken({ exp: farFuture() }) }));
    await wait(40);
    expect(seen.started).toBe(2);
    expect(seen.ticks).toBeGreaterThan(ticksAtLogout);
  });

  it('registers a feature once, however often its module is imported', async () => {
    const { seen, saga } = counter();
    makeStore(signedInState());
    registerFeature({ name: 'onceArea', signedInSagas: { ticker: saga } });
    registerFeature({ name: 'onceArea', signedInSagas: { ticker: saga } });
    await wait(20);
    expect(seen.started).toBe(1);
  });
});

describe('usePageSaga', () => {
  function Page({ saga }: { saga: () => Generator }) {
    usePageSaga(saga);
    return <p>page</p>;
  }

  it('runs while the page is mounted and stops when it unmounts', async () => {
    const { seen, saga } = counter();
    const store = makeStore(signedInState());
    const view = render(
      <Provider store={store}>
        <Page saga={saga} />
      </Provider>,
    );
    await wait(30);
    expect(seen.ticks).toBeGreaterThan(0);
    view.unmount();
    const ticks = seen.ticks;
    await wait(30);
    expect(seen.ticks).toBe(ticks);
  });

  it('stops when the user signs out, even while the page is still mounted', async () => {
    const { seen, saga } = counter();
    const store = makeStore(signedInState());
    render(
      <Provider store={store}>
        <Page saga={saga} />
      </Provider>,
    );
    await wait(30);
    store.dispatch(loggedOut());
    const ticks = seen.ticks;
    await wait(30);
    expect(seen.ticks).toBe(ticks);
  });
});
