import type { Timings } from '../config';
import { appsManifest } from '../features/apps/manifest';
import { authManifest } from '../features/auth/manifest';
import { cloudManifest } from '../features/cloud/manifest';
import { contentManifest } from '../features/content/manifest';
import { dashboardsManifest } from '../features/dashboards/manifest';
import { gitToolsManifest } from '../features/gitTools/manifest';
import { homeManifest } from '../features/home/manifest';
import { importsManifest } from '../features/imports/manifest';
import { notificationsManifest } from '../features/notifications/manifest';
import { projectsManifest } from '../features/projects/manifest';
import { techTeamManifest } from '../features/techTeam/manifest';
import { wizardManifest } from '../features/wizard/manifest';
import type { FeatureManifest } from '../store/manifest';

/**
 * THE list of areas: the only place an area is named. The route table (routes.tsx), the menus
 * (menu.ts), the signed-in sagas and the timings' defaults (rootSaga.ts) and the top navigation's
 * preload (layout/signedInChrome.ts) read it. The order is the menus' order: an area's user menu
 * links and main menu sections follow those of the areas above it.
 */
export const FEATURES: readonly FeatureManifest[] = [
  authManifest,
  homeManifest,
  notificationsManifest,
  projectsManifest,
  wizardManifest,
  techTeamManifest,
  cloudManifest,
  gitToolsManifest,
  appsManifest,
  importsManifest,
  contentManifest,
  dashboardsManifest,
];

/** Every timing's default, as the areas declare them (a test checks that each is declared once). */
export const TIMING_DEFAULTS = Object.assign({}, ...FEATURES.map((feature) => feature.timings ?? {})) as Timings;
