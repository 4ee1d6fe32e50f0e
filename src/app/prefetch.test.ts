import { matchPath } from 'react-router-dom';
import { appsApi } from '../api/apps';
import { PROJECT_LIST_URL, projectsApi } from '../api/projects';
import { initialAuthState } from '../session/slice';
import { until } from '../testing/session';
import { tokenFor, type DemoUser } from '../testing/tokens';
import { routeFor } from './routes';
import { makeStore, type AppStore } from './store';

/*
 * A route's prefetch starts the query its page issues first, with the page's own argument, so the
 * page's hook finds it in the cache (against the mock backend through the MSW node server).
 */

type State = ReturnType<AppStore['getState']>;
type CacheEntry = { status: string } | undefined;
/** The cache entry of one query, read with the endpoint's own selector (the api slice joins the store lazily). */
type Select = (state: State) => CacheEntry;

async function storeOf(user: DemoUser | null): Promise<AppStore> {
  return makeStore({ auth: { ...initialAuthState, token: user ? await tokenFor(user) : null } });
}

/** Runs the prefetch of the route that matches `address`, with the address's parameters. */
function prefetch(store: AppStore, address: string): void {
  const def = routeFor(address);
  if (!def?.prefetch) throw new Error(`${address} has no prefetch`);
  def.prefetch({ store, params: matchPath(def.path, address)?.params ?? {} });
}

/** A query's status; 'uninitialized' also while the api slice is not in the store yet. */
const statusOf = (store: AppStore, select: Select) => ('api' in store.getState() ? select(store.getState())?.status : undefined) ?? 'uninitialized';
/** Waits for the mock's answer (the first prefetch also waits for jest to load the api modules). */
const fulfilled = (store: AppStore, select: Select) => until(() => statusOf(store, select) === 'fulfilled', 15000);

const selectors = {
  list: (kind: 'assigned' | 'submitted' | 'approvedForGbm' | 'approvedForTech'): Select => projectsApi.endpoints.projectList.select(kind) as unknown as Select,
  details: (projectId: number, draft: boolean): Select => projectsApi.endpoints.projectDetails.select({ projectId, draft }) as unknown as Select,
  userTasks: (userId: number): Select => projectsApi.endpoints.userTasks.select(userId) as unknown as Select,
  projectBasic: (projectId: number): Select => appsApi.endpoints.projectBasic.select(projectId) as unknown as Select,
  apps: (projectId: number): Select => appsApi.endpoints.apps.select(projectId) as unknown as Select,
};

const CASES: Array<{ address: string; user: DemoUser; queries: () => Select[] }> = [
  { address: '/MyProjects', user: 'gagency', queries: () => [selectors.list('assigned')] },
  { address: '/PendingProjectsForApproval', user: 'gbm', queries: () => [selectors.list('submitted')] },
  { address: '/ApprovedProjectsList', user: 'gbm', queries: () => [selectors.list('approvedForGbm')] },
  { address: '/ApprovedProjectsList', user: 'tech', queries: () => [selectors.list('approvedForTech')] },
  { address: '/viewProjectDetails/12', user: 'gbm', queries: () => [selectors.details(12, false)] },
  { address: '/viewApprovedProjectDetails/12', user: 'tech', queries: () => [selectors.details(12, false)] },
  { address: '/project/12/apps', user: 'tech', queries: () => [selectors.projectBasic(12), selectors.apps(12)] },
  // My Worklist: the tech user's lists (pending for verification, approved for devops) and tasks.
  { address: '/my_profile', user: 'tech', queries: () => [selectors.list('submitted'), selectors.list('approvedForTech')] },
];

describe("a route's prefetch", () => {
  it.each(CASES)('puts the first query of $address ($user) in the cache', async ({ address, user, queries }) => {
    const store = await storeOf(user);
    prefetch(store, address);
    for (const select of queries()) await fulfilled(store, select);
  });

  it("reads the project through the draft call for an agency, as the project view does", async () => {
    const store = await storeOf('gagency');
    prefetch(store, '/viewProjectDetails/12');
    await until(() => statusOf(store, selectors.details(12, true)) !== 'uninitialized');
    expect(statusOf(store, selectors.details(12, false))).toBe('uninitialized');
  });

  it("reads the worklist's tasks of a role that has tasks", async () => {
    const store = await storeOf('gagency');
    const userId = Number(JSON.parse(atob((store.getState().auth.token ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).Id);
    prefetch(store, '/my_profile');
    await fulfilled(store, selectors.userTasks(userId));
    expect(statusOf(store, selectors.list('assigned'))).not.toBe('uninitialized');
  });

  it('fetches no list for a visitor who is not signed in, nor for a role the route is not for', async () => {
    const requests: string[] = [];
    const signedOut = await storeOf(null);
    const agency = await storeOf('gagency');
    const { server } = await import('../../mocks/node');
    const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      prefetch(signedOut, '/MyProjects');
      prefetch(agency, '/PendingProjectsForApproval');
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The lists these routes read (the session's own calls, the bell's badge, may go meanwhile).
      const lists = [PROJECT_LIST_URL.assigned, PROJECT_LIST_URL.submitted].map((url) => url.replace(/^\/?/, '/'));
      expect(requests.filter((path) => lists.includes(path))).toEqual([]);
      expect(statusOf(agency, selectors.list('submitted'))).toBe('uninitialized');
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
