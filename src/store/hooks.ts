import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';
import type { RootState } from './root';
import { untilSignedOut } from './sagas';

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction> & Dispatch<UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** What a store made by makeStore offers besides Redux's own: running a saga on its middleware. */
export interface SagaRunner {
  runSaga(saga: Saga, ...args: unknown[]): Task;
}

/**
 * Runs a saga while the calling page is mounted (and the user signed in): a page's polls and
 * workflows. Unmounting the page or signing out cancels it, and with it its HTTP calls.
 * `deps` restart it (e.g. another project id).
 */
export function usePageSaga(saga: Saga, args: unknown[] = [], deps: unknown[] = args): void {
  const store = useStore() as unknown as SagaRunner;
  useEffect(() => {
    const task = store.runSaga(untilSignedOut, saga, ...args);
    return () => task.cancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, saga, ...deps]);
}
