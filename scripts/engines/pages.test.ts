/**
 * The engine step's pages (scripts/engines/pages.mjs) are the first pages the route table gives
 * each of its users: every route without a parameter whose capability the role has
 * (src/domain/roles.ts), public and token-only routes left out.
 */
import { routes } from '../../src/app/routes';
import { can, type Capability } from '../../src/domain/roles';
import { ENGINE_USERS, pagesOf } from './pages.cjs';

/** What the route table gives a role: its first pages (no ':' in the path), with their titles. */
function firstPagesOfRole(role: number): Array<{ path: string; title: string }> {
  return routes
    .filter((route) => !route.path.includes(':') && route.access !== 'public' && route.access !== 'token' && can(role, route.access as Capability))
    .map((route) => ({ path: route.path, title: route.title }));
}

describe('the engine step pages', () => {
  it.each(ENGINE_USERS.map((user) => [user.username, user.role] as const))(
    'are, for %s, every first page the route table gives its role, with the route title',
    (username, role) => {
      expect(pagesOf(username).map(({ path, title }) => ({ path, title }))).toEqual(firstPagesOfRole(role));
    },
  );
});
