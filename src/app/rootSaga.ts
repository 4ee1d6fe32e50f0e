import { fork } from 'redux-saga/effects';
import { applyTimingDefaults } from '../config';
import { authSaga, sessionSaga } from '../session/saga';
import { startSignedInSagas } from '../store/features';
import { resilient, type AnySaga } from '../store/sagas';
import { FEATURES, TIMING_DEFAULTS } from './features';

/*
 * When the store's code loads (before any store exists, at boot and in tests): the areas' default
 * timings (config files only override them), and their signed-in sagas, registered to run from
 * sign-in to logout. Each saga's code loads when it first starts.
 */
applyTimingDefaults(TIMING_DEFAULTS);
for (const feature of FEATURES) startSignedInSagas(feature.name, feature.signedInSagas ?? {});

/** The session's sagas; the areas' signed-in sagas run inside the session's (src/store/sagas.ts signedIn). */
export function* rootSaga() {
  yield fork(resilient(authSaga as AnySaga, 'auth'));
  yield fork(resilient(sessionSaga as AnySaga, 'session'));
}
