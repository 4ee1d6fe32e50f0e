/**
 * The notifications area (seed 001 section 2): its slice joins the app when the shell's bell or the
 * inbox page first loads; the shell shows the bell. Its signed-in saga (the bell's badge poll, the
 * inbox page's refresh, the toggles) starts from its manifest (manifest.ts).
 */
import { registerFeature } from '../../store/features';
import { notificationsSlice } from './slice';

registerFeature({ name: 'notifications', slices: [notificationsSlice] });

export { NotificationBell } from './components/NotificationBell';
