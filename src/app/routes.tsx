import { matchPath } from 'react-router-dom';
import type { PreloadableComponent } from '../components/lazyWithPreload';
import { can } from '../domain/roles';
import { mustResetPassword } from '../domain/session';
import { selectSession } from '../session/slice';
import type { ManifestRoute, RouteAccess } from '../store/manifest';
import { FEATURES } from './features';
import type { AppStore } from './store';

export type { RouteAccess } from '../store/manifest';

/**
 * THE route table: every route of both seeds, who may use it, and its lazily loaded page, read from
 * the areas' manifests (src/app/features.ts) in the list's order.
 * access: 'public' needs no token; 'token' needs a token of any kind (also one that must reset
 * its password); a capability needs a token whose role has it (src/domain/roles.ts).
 */
export interface RouteDef {
  path: string;
  access: RouteAccess;
  title: string;
  page: PreloadableComponent;
  /**
   * Starts the page's data with its code (a data router loader calls it, without awaiting the
   * data): e.g. an RTK Query prefetch of the list or record the page shows first.
   */
  prefetch?: (context: { store: AppStore; params: Readonly<Record<string, string | undefined>> }) => void;
}

/**
 * A manifest's prefetch, run only for a session that may use the route (signed in, the password
 * not waiting for a reset, the role with the route's capability). It never fails: the page asks
 * for its data itself anyway.
 */
function guardedPrefetch({ access, prefetch }: ManifestRoute): RouteDef['prefetch'] {
  if (!prefetch) return undefined;
  return ({ store, params }) => {
    const session = selectSession(store.getState());
    if (!session || mustResetPassword(session.claims)) return;
    if (access !== 'public' && access !== 'token' && !can(session.role, access)) return;
    prefetch({ store, params, session }).catch(() => undefined);
  };
}

export const routes: RouteDef[] = FEATURES.flatMap((feature) =>
  feature.routes.map((route): RouteDef => {
    const prefetch = guardedPrefetch(route);
    return { path: route.path, access: route.access, title: route.title, page: route.page, ...(prefetch ? { prefetch } : {}) };
  }),
);

/** The route of the table that matches a path first, if any: which page to load ahead of the first render. */
export function routeFor(pathname: string): RouteDef | undefined {
  return routes.find((def) => matchPath(def.path, pathname) !== null);
}
