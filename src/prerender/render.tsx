/**
 * Build-time pre-rendering (issue 11): the same React components as the app (providers, shell,
 * route table, page) rendered in node once the lazy page has loaded (react-dom/static waits for
 * it), with the styles emotion computed for them. webpack.config.ts bundles this file for node
 * after each production build and writes the result into dist/<file> (prerenderedFile); the
 * server answers /login with dist/login.html. The page paints with its styles before any
 * JavaScript runs.
 *
 * - A public page is the same for every visitor: a small script (src/public) makes its form work
 *   before the app loads (a mock build's /login also carries the demo box, withDemoBox); the app
 *   hydrates it only when that script could not load.
 * - A signed-in page's frame is the page as it looks before its data and its visitor are known:
 *   the top navigation's place, the page's headings and texts, its loading state, the footer.
 *   src/main.tsx renders the app over it once the page's code is in, in one frame; a visitor
 *   without a session never sees it (src/boot.ts clears it). Its style tags also hold what the
 *   page needs once its visitor and data are in (renderPage's styles-only renders).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import createCache, { type EmotionCache } from '@emotion/cache';
import { styleTags } from './styleTags';
import { CacheProvider } from '@emotion/react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ThemeProvider, type Theme } from '@mui/material';
import { ShellErrorBoundary } from '../components/ShellErrorBoundary';
import { AppProviders } from '../app/App';
import { appRouteObjects } from '../app/router';
import { SignedInFrameContext } from '../app/layout/signedInChrome';
import { routes } from '../app/routes';
import { makeStore } from '../app/store';
import type { AppStore, RootState } from '../app/store';
import '../features/notifications';
import { unreadCountLoaded } from '../features/notifications/slice';
import { projectsApi, type ProjectListKind } from '../api/projects';
import { projectsContract } from '../domain/contract/projects';
import { routePath } from '../domain/contract/define';
import { CREATION_STATUS, PROJECT_STATUSES, type ProjectCard, type ProjectDetails } from '../domain/projects';
import { initialAuthState } from '../session/slice';
import { PRODUCT_NAME } from '../texts';
import { CAPABILITIES, can, type Capability } from '../domain/roles';
import { theme } from '../shared/theme';
import { DemoAccountsView } from '../features/mockAdmin/DemoAccountsView';

declare const __MOCK__: boolean | undefined;

/** Whether this is a mock build's render (development, demo): its /login carries the demo box. */
const MOCK_BUILD = typeof __MOCK__ !== 'undefined' && Boolean(__MOCK__);

/** The public pages pre-rendered at build time: the same for every visitor. */
export const PRERENDERED_PATHS = ['/login', '/forgot_password'] as const;

/**
 * The signed-in pages whose frame is pre-rendered (their route table paths): the first page after
 * sign-in, the project lists and a project's details, whose frame (headings, loading state) needs
 * no data. One frame serves every value of a path parameter.
 */
export const PRERENDERED_FRAMES = ['/', '/MyProjects', '/PendingProjectsForApproval', '/viewProjectDetails/:projectId'] as const;

/**
 * The chunk groups (their webpackChunkName) a signed-in frame's first render loads besides the
 * entry: the app, the page, the top navigation, the idle dialog, the HTTP client and, for a page
 * that reads the API, the RTK Query runtime. The build names their files in the frame's
 * data-preload (webpack.config.ts) and the entry preloads them (src/boot.ts), so they download
 * beside the app's chunk instead of one round trip after another;
 * `npm run budget` checks that the page loads no other script before its data shows, and that
 * each preload is used.
 */
export const FRAME_CHUNK_GROUPS: Readonly<Record<(typeof PRERENDERED_FRAMES)[number], readonly string[]>> = {
  '/': ['app', 'route-home', 'top-nav', 'idle', 'http-client'],
  '/MyProjects': ['app', 'route-my-projects', 'top-nav', 'idle', 'http-client', 'api-runtime'],
  '/PendingProjectsForApproval': ['app', 'route-pending-projects', 'top-nav', 'idle', 'http-client', 'api-runtime'],
  // early-call: the entry imports it at once to start the page's first call (FRAME_FIRST_CALLS);
  // a mock build starts no early call (src/boot.ts), so it has no such chunk.
  '/viewProjectDetails/:projectId': ['app', 'route-project-details', 'top-nav', 'idle', 'http-client', 'api-runtime', ...(MOCK_BUILD ? [] : ['early-call'])],
};

/**
 * The first data call of a signed-in frame's page, which the entry starts while the page's code
 * loads (src/api/earlyAnswer.ts; src/boot.ts): the call's path, then 'roles=path' for the roles
 * whose page makes another call, separated by ';'. The build writes it in the frame's
 * data-first-call (webpack.config.ts). The details page reads a project through the draft call
 * for the roles that read drafts (src/features/projects/pages/ProjectDetailsPage.tsx).
 */
export const FRAME_FIRST_CALLS: Readonly<Partial<Record<(typeof PRERENDERED_FRAMES)[number], string>>> = {
  '/viewProjectDetails/:projectId': `${routePath(projectsContract.details)}; ${CAPABILITIES.readDraftProject.join(',')}=${routePath(projectsContract.draft)}`,
};

/**
 * The file of dist/ that holds a route's pre-rendered page: login.html for /login, home.html for /,
 * viewProjectDetails/[projectId].html for /viewProjectDetails/:projectId (a path parameter is a
 * file name in brackets; the server answers /viewProjectDetails/12 with it).
 */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'home.html' : `${path.replace(/^\//, '').replace(/:(\w+)/g, '[$1]')}.html`;
}

/** A location of a route path, for rendering its frame: the parameter's value needs no data. */
function sampleLocation(path: string): string {
  return path.replace(/:\w+/g, '1');
}

export interface PrerenderedPage {
  path: string;
  /** A signed-in page's frame (not hydrated: the app renders over it). */
  frame: boolean;
  /** The markup for #root. */
  html: string;
  /** emotion's style tag for <head>: the client's emotion cache adopts it (its ids are marked inserted). */
  styleTag: string;
  title: string;
}

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}

/**
 * A token of no one, shaped like the server's (its claims, no signature; it signs nothing in),
 * for a build-time render of a page as a user of `role` sees it.
 */
function sampleToken(role: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'prerender', Id: 0, Role: role, resetStatus: true, exp: 4_102_444_800 })}.`;
}

/** Cards of no one, of two statuses (so the status filter shows), for a list's styles. */
const SAMPLE_CARDS: ProjectCard[] = [CREATION_STATUS.submitted, CREATION_STATUS.approved].map((status, index) => ({
  projectId: index + 1,
  projectName: `Sample ${index + 1}`,
  agencyUserName: 'sample',
  agencyName: 'Sample',
  projectStatus: PROJECT_STATUSES[index],
  projectCreator: { username: 'sample' },
  projectCreatedDate: '2026-01-01',
  projectCreationStatus: status,
}));

const option = (id: number, name: string) => ({ id, name });
/**
 * A project of no one with every field of its overview and status panel filled, approved and
 * under way (the details page as most of its visitors see it: no approval controls), for the
 * details page's styles.
 */
const SAMPLE_PROJECT: ProjectDetails = {
  projectId: 1,
  projectName: 'Sample',
  projectSummary: 'Sample',
  projectCreator: { userId: 0, username: 'sample' },
  dfcUser: { userId: 0, username: 'sample' },
  projectBrand: { brandId: 1, brandName: 'Sample' },
  projectCreationStatus: CREATION_STATUS.approved,
  markets: option(1, 'Sample'),
  duration: option(1, 'Sample'),
  noOfSprints: 1,
  noOfTeamMembers: 1,
  qualityAssurance: [option(1, 'Sample'), option(2, 'Sample')],
  cmsFlag: true,
  cms: option(1, 'Sample'),
  frontend: option(1, 'Sample'),
  middleware: option(1, 'Sample'),
  framework: option(1, 'Sample'),
  backend: option(1, 'Sample'),
  hostingType: option(1, 'Sample'),
  cloudPlatform: option(1, 'Sample'),
  cloudRegions: { id: 1, name: 'Sample', cpId: 1, serviceName: 'Sample' },
  dfcTemplates: { id: 1, name: 'Sample', templateUrl: '' },
  noOfHits: 1,
  endUsers: [option(1, 'Sample'), option(2, 'Sample')],
  environments: [option(1, 'Sample'), option(2, 'Sample')],
  noOfEnvironments: 2,
  projectStatus: 'LIGHTHOUSE_SETUP_COMPLETED',
  techApprovalFlag: true,
  // Addresses (the link buttons) and a devops line of each class (its dot's colour).
  ipAddress: '192.0.2.1',
  devopsUrl: 'https://sample.invalid/',
  envUrl: 'https://sample.invalid/',
  devopsStatus: ['DFC-PROJECT-SETUP-PIPELINE-SUCCESS', 'DFC-IAC-PIPELINE-FAILURE', 'DFC-IAC-PIPELINE-PENDING', 'DFC-PROJECT-SETUP-PIPELINE-IN-PROGRESS'],
  dfcLighthouseReports: [],
  sonarReports: [],
  lighthouseFile: null,
  projectCreatedDate: '2026-01-01',
  techUser: { userId: 0, username: 'sample' },
};

/** A frame's data, put in the store for a styles-only render as a user of `role`: the lists' cards, a project. */
const SAMPLE_DATA: Partial<Record<string, (store: AppStore, role: number) => Promise<unknown>>> = {
  '/MyProjects': (store) => cardsInto(store, 'assigned'),
  '/PendingProjectsForApproval': (store) => cardsInto(store, 'submitted'),
  '/viewProjectDetails/:projectId': (store, role) => projectInto(store, role),
};

/** The api's slice joins the store when its module loads, so the store's type does not name it. */
const apiDispatch = (store: AppStore) => store.dispatch as unknown as (thunk: unknown) => Promise<unknown>;

/** The sample project as the answer of its details call (the draft call for roles 6 and 7), at sampleLocation's id. */
function projectInto(store: AppStore, role: number): Promise<unknown> {
  const args = { projectId: SAMPLE_PROJECT.projectId, draft: can(role, 'readDraftProject') };
  return apiDispatch(store)(projectsApi.util.upsertQueryData('projectDetails', args, SAMPLE_PROJECT));
}

/** The sample cards as the answer of a project list, in the store's RTK Query cache. */
function cardsInto(store: AppStore, kind: ProjectListKind): Promise<unknown> {
  return apiDispatch(store)(projectsApi.util.upsertQueryData('projectList', kind, SAMPLE_CARDS));
}

/** How renderApp renders a signed-in page for its styles. */
interface RenderOptions {
  /** Changes the store before the render (a state to collect the styles of). */
  prepare?: (store: AppStore) => void | Promise<unknown>;
  /** Every useMediaQuery matches (node has none): the phone layout's styles. */
  everyMediaQuery?: boolean;
}

/**
 * The theme as given, with every useMediaQuery answering yes, and scrollable tabs showing their
 * scroll buttons (a phone's narrow screen shows them once the tabs are measured, after the render).
 */
const matchingEveryQuery = (theme: Theme): Theme => ({
  ...theme,
  components: {
    ...theme.components,
    MuiUseMediaQuery: { defaultProps: { defaultMatches: true } },
    MuiTabs: { ...theme.components?.MuiTabs, defaultProps: { ...theme.components?.MuiTabs?.defaultProps, scrollButtons: true } },
  },
});

/**
 * The app's route objects without loaders (a page's data is its visitor's, never the build's),
 * answered by a static handler: the same tree as the browser's data router (src/app/router.tsx).
 */
const staticHandler = createStaticHandler(appRouteObjects(null));

/** The static data router at `location`, for StaticRouterProvider. */
async function staticRouterAt(location: string) {
  const context = await staticHandler.query(new Request(new URL(location, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${location} answered ${context.status} instead of a page`);
  return { router: createStaticRouter(staticHandler.dataRoutes, context), context };
}

/** The app at `location` into `cache`: as the frame (no visitor), or signed in with `token`. */
async function renderApp(cache: EmotionCache, location: string, frame: boolean, token: string | null, options: RenderOptions = {}): Promise<string> {
  const store = makeStore({ auth: { ...initialAuthState, token } } as Partial<RootState>, { sagas: false });
  await options.prepare?.(store);
  const { router, context } = await staticRouterAt(location);
  // No hydration data: the app's router renders its first location without any (src/app/router.tsx).
  const app = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  const page = options.everyMediaQuery ? <ThemeProvider theme={matchingEveryQuery}>{app}</ThemeProvider> : app;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <ShellErrorBoundary>
      <CacheProvider value={cache}>
        <SignedInFrameContext.Provider value={frame}>
          <AppProviders store={store}>
            {page}
          </AppProviders>
        </SignedInFrameContext.Provider>
      </CacheProvider>
    </ShellErrorBoundary>,
    // A page that fails to render fails the build (not a frame of its error page, or one without its styles).
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length) throw new Error(`prerender: ${location} failed to render`, { cause: errors[0] });
  return text(prelude as unknown as AsyncIterable<Uint8Array | string>);
}

/**
 * The demo box of a mock build's /login (issue 27): the React box's markup with its list hidden,
 * placed where the app renders it (the aside after the sign-in form, which renders nothing at
 * build time), its styles collected into the page's cache. A light script drives it before the
 * app loads (src/public/demoBox.ts), so its place is on the page from the first paint.
 */
async function withDemoBox(cache: EmotionCache, html: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <DemoAccountsView accounts={undefined} resetDone={false} prerendered />
      </ThemeProvider>
    </CacheProvider>,
  );
  const box = await text(prelude as unknown as AsyncIterable<Uint8Array | string>);
  const parts = html.split('</form>');
  if (parts.length !== 2) throw new Error('prerender: /login has no single sign-in form to put the demo box after');
  return `${parts[0]}</form>${box}${parts[1]}`;
}

export async function renderPage(path: string, { mock = MOCK_BUILD }: { mock?: boolean } = {}): Promise<PrerenderedPage> {
  const def = routes.find((route) => route.path === path);
  const frame = (PRERENDERED_FRAMES as readonly string[]).includes(path);
  if (!def || (def.access === 'public') === frame) throw new Error(`prerender: ${path} is not a ${frame ? 'signed-in' : 'public'} route of the route table`);
  // compat: styles are collected in cache.inserted rather than written inline beside each element.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const page = await renderApp(cache, sampleLocation(path), frame, null);
  const html = mock && path === '/login' ? await withDemoBox(cache, page) : page;
  if (frame) {
    // The styles of the page as a signed-in user of a role that may open it sees it (its top
    // navigation, user menu, bell), collected into the same cache; the markup is dropped. The
    // app's render over the frame then finds them in place: inserting them at that commit was
    // about half of the longest task of a signed-in page's load (issue 11).
    // Every role that may open the page (menus and pages differ by role), and once more with an
    // unread count, so the bell's badge is styled too: a commit that inserts no style at all
    // never runs stylis while the page loads.
    const access = def.access as Capability | 'token';
    const roles = access === 'token' ? CAPABILITIES.signedIn : CAPABILITIES[access];
    for (const role of roles) await renderApp(cache, sampleLocation(path), false, sampleToken(role));
    // A list's filters and cards, a project's tabs, show once its data is in: rendered with
    // sample data too, as every role that may open the page.
    const sample = SAMPLE_DATA[path];
    if (sample) for (const role of roles) await renderApp(cache, sampleLocation(path), false, sampleToken(role), { prepare: (store) => sample(store, role) });
    await renderApp(cache, sampleLocation(path), false, sampleToken(roles[0]), { prepare: (store) => void store.dispatch(unreadCountLoaded({ count: 3 })) });
    // And as a phone shows it (the menu in a drawer, the tabs' scroll buttons), with the sample
    // data: node has no media queries, so every useMediaQuery answers yes for this pass.
    await renderApp(cache, sampleLocation(path), false, sampleToken(roles[0]), {
      everyMediaQuery: true,
      prepare: sample && ((store) => sample(store, roles[0])),
    });
  }
  return { path, frame, html, styleTag: styleTags(cache), title: `${def.title} | ${PRODUCT_NAME}` };
}
