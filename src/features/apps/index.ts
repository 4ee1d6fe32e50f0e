/**
 * The apps area (seed 001 section 2): the app page's workflow slice joins the app when an apps page
 * first loads. Its sagas are page sagas (saga.ts), started and stopped by the app page.
 */
import { registerFeature } from '../../store/features';
import { appWorkSlice } from './slice';

registerFeature({ name: 'apps', slices: [appWorkSlice] });

export { appWorkActions, selectAppWork } from './slice';
