/**
 * The notifications area (seed 001 section 2): its slice and its signed-in sagas (the bell's badge
 * poll, the inbox page's refresh, the toggles) join the app when the shell's bell or the inbox
 * page first loads; the shell shows the bell.
 */
import { registerFeature } from '../../store/features';
import { notificationsSignedInSaga } from './saga';
import { notificationsSlice } from './slice';

registerFeature({ name: 'notifications', slices: [notificationsSlice], signedInSagas: { inbox: notificationsSignedInSaga } });

export { NotificationBell } from './components/NotificationBell';
