import type { Slice } from '@reduxjs/toolkit';
import { call } from 'redux-saga/effects';
import type { LazySignedInSaga } from './manifest';
import { appReducer } from './root';
import { runWhileSignedIn } from './sagas';

/**
 * An area's module: its features/<area>/index.ts calls registerFeature once, when the area's first
 * page (or the shell's part of it) loads, never at boot, and its slices join the store
 * (combineSlices().inject). RTK Query endpoints join by their api module's own injectEndpoints when
 * it is imported. What runs while a user is signed in comes from the area's manifest instead
 * (startSignedInSagas), loaded when it first starts.
 */
export interface FeatureModule {
  name: string;
  slices?: Slice[];
}

const registered = new Set<string>();

export function registerFeature(feature: FeatureModule): void {
  if (registered.has(feature.name)) return;
  registered.add(feature.name);
  injectSlices(feature.slices ?? []);
}

function injectSlices(slices: readonly Slice[]): void {
  for (const slice of slices) appReducer.inject(slice);
}

/** The names of the areas loaded so far (tests and the budget check read it). */
export function registeredFeatures(): string[] {
  return [...registered];
}

/**
 * Registers an area's signed-in sagas (src/app/rootSaga.ts, from the manifests): each runs while a
 * user is signed in, from sign-in (or now, when signed in) until logout. Its code loads when it
 * first starts, not before: the slices it needs join the store, then it runs.
 */
export function startSignedInSagas(area: string, sagas: Readonly<Record<string, LazySignedInSaga>>): void {
  for (const [name, load] of Object.entries(sagas)) {
    let loading: ReturnType<LazySignedInSaga> | undefined;
    let loaded: Awaited<ReturnType<LazySignedInSaga>> | undefined;
    runWhileSignedIn(`${area}/${name}`, function* loadedSignedInSaga(): Generator<unknown, void, unknown> {
      // Loaded once; a failed load is tried again at the next sign-in. Once loaded, it starts at
      // once (no promise to wait for), so it listens before a page that is already loaded asks.
      if (!loaded) {
        loading ??= load().catch((error: unknown) => {
          loading = undefined;
          throw error;
        });
        loaded = (yield call(() => loading as ReturnType<LazySignedInSaga>)) as Awaited<ReturnType<LazySignedInSaga>>;
      }
      injectSlices(loaded.slices ?? []);
      yield call(loaded.saga as () => Generator<unknown, unknown, unknown>);
    });
  }
}
