import { texts } from '../texts';
import { can } from '../domain/roles';
import type { MainMenuGroupId, MenuSection, UserMenuLink } from '../store/manifest';
import { FEATURES } from './features';
import { routeFor } from './routes';

export type { MenuLink, MenuSection, UserMenuLink } from '../store/manifest';

/**
 * The main menu (seed 000 section 2, routes of seed 001 section 2) as data: four groups of
 * sections of links, the sections from the areas' manifests (src/app/features.ts). MainMenu renders
 * it as dropdowns on wide screens and as a drawer on small ones.
 */
export interface MenuGroup {
  id: MainMenuGroupId;
  label: string;
  sections: readonly MenuSection[];
}

const GROUP_IDS: readonly MainMenuGroupId[] = ['overview', 'digitalStandards', 'guidelines', 'brandSites'];

const mainSections = FEATURES.flatMap((feature) => feature.menu?.main ?? []);

export const MAIN_MENU: readonly MenuGroup[] = GROUP_IDS.map((id) => ({
  id,
  label: texts.menu.groups[id],
  sections: mainSections.filter((section) => section.group === id).map((section) => section.links),
}));

/** The user menu (seed 000 section 2) before Logout, which asks first and is not a link. */
export const USER_MENU: readonly UserMenuLink[] = FEATURES.flatMap((feature) => feature.menu?.user ?? []);

/**
 * Whether a role may open an address: the route table's access for it (an address no route
 * matches goes home). A link a role sees must pass this, or it would bounce the role home.
 */
export function mayOpen(role: number | null | undefined, to: string): boolean {
  const access = routeFor(to.split(/[?#]/)[0])?.access;
  if (access === undefined) return false;
  return access === 'public' || access === 'token' || can(role, access);
}

/**
 * The role's user menu: each item for the roles of its capability, and only where its route lets
 * the role in. No role: the items every role has (the top bar shows only with a role).
 */
export function userMenuFor(role: number | null | undefined): UserMenuLink[] {
  return USER_MENU.filter((item) => (!item.capability || can(role, item.capability)) && (role == null || mayOpen(role, item.to)));
}
