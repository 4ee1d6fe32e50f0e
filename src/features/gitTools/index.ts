/**
 * The Git tools area (seed 001 sections 2, 4, 5, 7 and 8): /git_tools, /gitcmpnt/ and
 * /create_web_service. Its slice joins the app when one of its pages first loads; its saga is a
 * page saga (saga.ts), started and stopped by the page.
 */
import { registerFeature } from '../../store/features';
import { gitToolsSlice } from './slice';

registerFeature({ name: 'gitTools', slices: [gitToolsSlice] });

export { gitToolsActions, selectGitTools } from './slice';
