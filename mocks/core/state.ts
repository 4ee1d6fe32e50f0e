import { tracked } from './changes';
import { onTableDefined, seedTable, seedTables } from './tables';
import type { DbState } from './types';

/** What grows a fresh seed beyond the tables' own seeds (mocks/scale registers the large demo's). */
type SeedGrowth = (state: DbState, now: number) => void;
const growths: SeedGrowth[] = [];

/** Registers a growth of every fresh seed from now on (at module load). */
export function onSeedGrown(growth: SeedGrowth): void {
  growths.push(growth);
}

/** Runs the registered growths on a fresh seed (createSeed; the persistence's first load of an empty store). */
export function growSeed(state: DbState, now: number): void {
  for (const growth of growths) growth(state, now);
}

/** A complete fresh state: every table defined so far seeded, in dependency order, then grown. */
export function createSeed(now: number = Date.now()): DbState {
  const state = seedTables(now);
  growSeed(state, now);
  return state;
}

/**
 * The current state: the keys of every table (./tables.ts), each area's table seeded as its module
 * defines it. The object itself never changes identity (modules may keep a reference); a reset or
 * a load replaces its contents. It is a Proxy over the plain state that notes what a call that may
 * write changes (./changes.ts); outside such a call it answers as the plain object does.
 */
export const db: DbState = tracked(createSeed());

/** What to do when the whole state is replaced (persistence forgets what it knows is saved). */
const replacedListeners: Array<() => void> = [];

/** Calls back after each replaceState (a reset, a load). */
export function onStateReplaced(listener: () => void): void {
  replacedListeners.push(listener);
}

// A table defined after this point (an area's module imported later) is seeded into the live state.
onTableDefined((table) => seedTable(table, db, Date.now()));

export function replaceState(next: DbState): void {
  for (const key of Object.keys(db)) delete (db as unknown as Record<string, unknown>)[key];
  Object.assign(db, next);
  for (const listener of replacedListeners) listener();
}

/** A fresh seed of every table (jest calls this before each test). */
export function resetDb(): void {
  replaceState(createSeed());
}

export function nextId(sequence: keyof DbState['sequences']): number {
  const id = db.sequences[sequence];
  db.sequences[sequence] = id + 1;
  return id;
}
