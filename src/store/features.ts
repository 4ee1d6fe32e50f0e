import type { Slice } from '@reduxjs/toolkit';
import { appReducer } from './root';
import { runWhileSignedIn, type AnySaga } from './sagas';

/**
 * How an area plugs into the app: its features/<area>/index.ts calls this once, when the area's
 * first page (or the shell's part of it) loads, never at boot. Its slices join the store
 * (combineSlices().inject), its signed-in sagas start (now when signed in, and at every sign-in).
 * RTK Query endpoints join by their api module's own injectEndpoints when it is imported.
 */
export interface FeatureModule {
  name: string;
  slices?: Slice[];
  signedInSagas?: Record<string, AnySaga>;
}

const registered = new Set<string>();

export function registerFeature(feature: FeatureModule): void {
  if (registered.has(feature.name)) return;
  registered.add(feature.name);
  for (const slice of feature.slices ?? []) appReducer.inject(slice);
  for (const [name, saga] of Object.entries(feature.signedInSagas ?? {})) runWhileSignedIn(`${feature.name}/${name}`, saga);
}

/** The names of the areas loaded so far (tests and the budget check read it). */
export function registeredFeatures(): string[] {
  return [...registered];
}
