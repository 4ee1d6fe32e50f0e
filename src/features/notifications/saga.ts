/* Filled in by the notifications feature: the sagas that run while signed in. */
export function* notificationsSignedInSaga() {}
