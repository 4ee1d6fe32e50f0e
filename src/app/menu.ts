import { texts } from '../texts';
import { can } from '../domain/roles';
import type { MainMenuGroupId, MenuSection, UserMenuLink } from '../store/manifest';
import { FEATURES } from './features';

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

export function userMenuFor(role: number | null | undefined): UserMenuLink[] {
  return USER_MENU.filter((item) => !item.capability || can(role, item.capability));
}
