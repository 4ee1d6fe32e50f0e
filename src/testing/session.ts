import { http, HttpResponse, server } from '../../mocks/node';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';

/** Records every action dispatched to the store from now on (tests; the store of makeStore). */
export function recordActions(store: { runSaga: (saga: Saga) => unknown }): UnknownAction[] {
  const actions: UnknownAction[] = [];
  store.runSaga(function* recorder() {
    yield takeEvery('*', (action: UnknownAction) => void actions.push(action));
  });
  return actions;
}

/** Waits until `check` holds (real timers). */
export async function until(check: () => boolean, ms = 3000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Another tab wrote (or removed) the token: the storage event this tab receives. */
export function tokenFromAnotherTab(token: string | null): void {
  const oldValue = window.localStorage.getItem('token');
  if (token) window.localStorage.setItem('token', token);
  else window.localStorage.removeItem('token');
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue, newValue: token }));
}

/**
 * Every signed-in store runs the areas' signed-in sagas, the bell's badge poll among them: for a
 * test that signs in with a made-up token, its count answers 0 so that only the test's own calls
 * meet that token (a 401 there would refresh and end the session mid-test).
 */
export function answerBadgeCount(): void {
  server.use(http.get('*/api/unread_notifications_count', () => HttpResponse.json(0)));
}
