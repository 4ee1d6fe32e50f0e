/**
 * The cloud area (seed 000 sections 2 and 4): Cloud Plans and Plan Selection. Its slice (the
 * environment job's watch) joins the app when one of its pages first loads; its saga is a page
 * saga (saga.ts), started and stopped by Plan Selection.
 */
import { registerFeature } from '../../store/features';
import { cloudSlice } from './slice';

registerFeature({ name: 'cloud', slices: [cloudSlice] });

export { cloudActions, selectEnvironmentWatch, initialWatchState, type EnvironmentWatchState } from './slice';
