import { fork } from 'redux-saga/effects';
import { authSaga, sessionSaga } from '../session/saga';
import { resilient, type AnySaga } from '../store/sagas';

/** The session's sagas; feature sagas join through registerFeature (src/store/features.ts). */
export function* rootSaga() {
  yield fork(resilient(authSaga as AnySaga, 'auth'));
  yield fork(resilient(sessionSaga as AnySaga, 'session'));
}
