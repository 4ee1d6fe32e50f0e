import type { ComponentType } from 'react';
import type { Slice } from '@reduxjs/toolkit';
import { lazyWithPreload, type PreloadableComponent } from '../components/lazyWithPreload';
import type { Timings } from '../config';
import type { Session } from '../domain/session';
import type { Capability } from '../domain/roles';
import type { AppDispatch } from './hooks';
import type { RootState } from './root';
import type { AnySaga } from './sagas';

/**
 * How an area plugs into the app: its features/<area>/manifest.ts exports one FeatureManifest, and
 * src/app/features.ts lists them (one line per area). The route table, the menus, the signed-in
 * sagas and the timings' defaults are read from that list.
 *
 * A manifest is evaluated at boot (the route table is), so it imports only light things: texts,
 * src/domain, these types and lazy loaders. Pages, slices, sagas and api modules load with their
 * first use, never at boot.
 */
export interface FeatureManifest {
  /** The area's folder name (features/<name>/): names its signed-in sagas ('notifications/inbox'). */
  name: string;
  routes: readonly ManifestRoute[];
  menu?: {
    /** Sections of the main menu, each appended to its group in the order of the list of areas. */
    main?: readonly MainMenuSection[];
    /** Links of the user menu, appended in the order of the list of areas. */
    user?: readonly UserMenuLink[];
  };
  /** Sagas that run while a user is signed in, each loaded (with the slices it needs) when it first starts. */
  signedInSagas?: Readonly<Record<string, LazySignedInSaga>>;
  /** The defaults of the timings the area reads; config/<env>.json only overrides them. */
  timings?: Partial<Timings>;
  /** Code of the signed-in top navigation this area contributes (its bell), loaded ahead of a signed-in page's first render. */
  chrome?: () => Promise<unknown>;
}

/**
 * access: 'public' needs no token; 'token' needs a token of any kind (also one that must reset
 * its password); a capability needs a token whose role has it (src/domain/roles.ts).
 */
export type RouteAccess = 'public' | 'token' | Capability;

export interface ManifestRoute {
  path: string;
  access: RouteAccess;
  title: string;
  /** The lazily loaded page (lazyPage): its webpackChunkName names the chunk the budget script measures. */
  page: PreloadableComponent;
  /** The page's chunks may bundle charts or the data grid (scripts/budget.mjs allows it for these routes only). */
  draws?: true;
  /**
   * Starts the page's first query with its code, without awaiting it: e.g. an RTK Query prefetch of
   * the list or record the page shows first, with the very argument the page's hook passes, so that
   * the hook finds it in the cache. The route table calls it only for a signed-in session whose role
   * may use the route (and whose password need not be reset first); a failure is ignored (the page
   * asks again). Import api modules lazily inside it.
   */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
}

export interface PrefetchContext {
  store: { dispatch: AppDispatch; getState: () => RootState };
  params: Readonly<Record<string, string | undefined>>;
  session: Session;
}

export interface MenuLink {
  label: string;
  to: string;
}

/** A run of links; sections are separated by a divider. */
export type MenuSection = readonly MenuLink[];

export type MainMenuGroupId = 'overview' | 'digitalStandards' | 'guidelines' | 'brandSites';

export interface MainMenuSection {
  group: MainMenuGroupId;
  links: MenuSection;
}

/** A user-menu link, shown to the roles with `capability` (every signed-in role without one). */
export interface UserMenuLink extends MenuLink {
  capability?: Capability;
}

/** Loads a signed-in saga's module; `slices` join the store before the saga runs. */
export type LazySignedInSaga = () => Promise<{ saga: AnySaga; slices?: readonly Slice[] }>;

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page, one chunk each (name it with webpackChunkName). Unless told otherwise, the
 * RTK Query runtime loads beside it (in parallel), so pages may use the api hooks; the sign-in
 * pages opt out to stay light.
 */
export function lazyPage(load: () => Promise<PageModule>, options: { api?: boolean } = {}): PreloadableComponent {
  const loadAll =
    options.api === false
      ? load
      : async () => (await Promise.all([load(), import(/* webpackChunkName: "api-runtime" */ './apiRuntime')]))[0];
  // A chunk that cannot be fetched is tried once more (a passing network hiccup; webpack forgets
  // a failed chunk, so the second try fetches it anew). If it fails again, the release was most
  // likely replaced on the server: the route's boundary offers a reload (isChunkLoadError).
  // The boundary is part of the app's chunk already; imported here only when needed, it is not
  // evaluated with the manifests (at the store's step of the boot, src/main.tsx) but in its own.
  return lazyWithPreload(() =>
    loadAll().catch(async (error: unknown) => {
      const { isChunkLoadError } = await import(/* webpackMode: "eager" */ '../components/RouteErrorBoundary');
      if (!isChunkLoadError(error)) throw error;
      return loadAll();
    }),
  );
}

/**
 * A prefetch's api module: the page's code first (it brings the RTK Query runtime and the api
 * module the page uses), then the api module from it, imported weakly (`() => import(/* webpackMode:
 * "weak" *\/ '../../api/x')`: no code of its own, nothing more to fetch than the page needs).
 */
export async function apiOfPage<M>(store: PrefetchContext['store'], page: PreloadableComponent, apiModule: () => Promise<M>): Promise<M> {
  await page.preload();
  const [module, { api }] = await Promise.all([apiModule(), import(/* webpackMode: "weak" */ './apiRuntime')]);
  // A slice injected since the store's last action has no state yet: one action gives it its own,
  // which RTK Query's thunks read before they fetch.
  if (!(api.reducerPath in store.getState())) store.dispatch({ type: API_RUNTIME_JOINED });
  return module;
}

/** The action that gives the api slice its first state when a prefetch is the first to use it. */
const API_RUNTIME_JOINED = 'apiRuntime/joined';

/** A whole positive id of the address (a project's or an app's), or null: what the pages and their prefetches accept. */
export function idParam(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}
