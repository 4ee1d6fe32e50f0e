/**
 * The tech team area (seed 001 sections 2 and 4): the approved project page's slice joins the app
 * when that page first loads. Its sagas are page sagas (saga.ts), started and stopped by the page.
 */
import { registerFeature } from '../../store/features';
import { techProjectSlice } from './slice';

registerFeature({ name: 'techTeam', slices: [techProjectSlice] });

export { techProjectActions, selectTechProject } from './slice';
