import { createSlice } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { delay, put } from 'redux-saga/effects';
import { makeStore } from '../app/store';
import { initialAuthState, loggedOut, loginSucceeded } from '../session/slice';
import { answerBadgeCount, until } from '../testing/session';
import { unsignedToken } from '../testing/tokens';
import { registerFeature, registeredFeatures, startSignedInSagas } from './features';
import { usePageSaga } from './hooks';
import type { RootState } from './root';

// Signed-in stores run the bell's badge poll: its count answers 0 (src/testing/session.ts).
beforeEach(answerBadgeCount);

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

  it('registers a feature once, however often its module is imported', () => {
    const first = createSlice({ name: 'onceArea', initialState: { value: 1 }, reducers: {} });
    const second = createSlice({ name: 'onceAreaAgain', initialState: { value: 2 }, reducers: {} });
    const store = makeStore(signedInState(), { sagas: false });
    registerFeature({ name: 'onceArea', slices: [first] });
    registerFeature({ name: 'onceArea', slices: [second] });
    store.dispatch({ type: 'any' });
    expect((store.getState() as RootState & { onceAreaAgain?: unknown }).onceAreaAgain).toBeUndefined();
  });
});

describe("an area's signed-in sagas (from its manifest)", () => {
  /** A lazily loaded counter saga with a slice of its own, and how often its code was loaded. */
  function lazyCounter(sliceName: string) {
    const { seen, saga } = counter();
    const slice = createSlice({ name: sliceName, initialState: { ready: true }, reducers: {} });
    const loads = { count: 0, sliceThere: [] as boolean[] };
    let store: { getState: () => unknown } | null = null;
    function* checked() {
      yield put({ type: 'probe' });
      loads.sliceThere.push(Boolean((store?.getState() as Record<string, unknown>)[sliceName]));
      yield* saga();
    }
    const load = async () => {
      loads.count += 1;
      return { saga: checked, slices: [slice] };
    };
    return { seen, loads, load, watch: (s: { getState: () => unknown }) => void (store = s) };
  }

  it('loads no code before a sign-in, then runs until logout and again at the next sign-in, its code loaded once', async () => {
    const area = lazyCounter('lateArea');
    const store = makeStore({ auth: initialAuthState });
    area.watch(store);
    startSignedInSagas('lateArea', { ticker: area.load });
    await wait(20);
    expect(area.loads.count).toBe(0);

    store.dispatch(loginSucceeded({ token: unsignedToken({ exp: farFuture() }) }));
    await until(() => area.seen.ticks > 0, 10000);
    expect(area.seen.started).toBe(1);

    store.dispatch(loggedOut());
    const ticksAtLogout = area.seen.ticks;
    await wait(40);
    expect(area.seen.ticks).toBe(ticksAtLogout);

    store.dispatch(loginSucceeded({ token: unsignedToken({ exp: farFuture() }) }));
    await until(() => area.seen.ticks > ticksAtLogout, 10000);
    expect(area.seen.started).toBe(2);
    expect(area.loads.count).toBe(1);
  });

  it('starts at once when registered during a session, its slices in the store before it runs', async () => {
    const area = lazyCounter('sessionArea');
    const store = makeStore(signedInState());
    area.watch(store);
    await wait(10);
    startSignedInSagas('sessionArea', { ticker: area.load });
    await until(() => area.seen.started > 0, 10000);
    expect(area.loads.sliceThere).toEqual([true]);
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
