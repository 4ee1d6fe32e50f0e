import { onTableDefined, seedTable, seedTables } from './tables';
import type { DbState } from './types';

/** A complete fresh state: every table defined so far seeded, in dependency order. */
export function createSeed(now: number = Date.now()): DbState {
  return seedTables(now);
}

/**
 * The current state: the keys of every table (./tables.ts), each area's table seeded as its module
 * defines it. The object itself never changes identity (modules may keep a reference); a reset or
 * a load replaces its contents.
 */
export const db: DbState = createSeed();

// A table defined after this point (an area's module imported later) is seeded into the live state.
onTableDefined((table) => seedTable(table, db, Date.now()));

export function replaceState(next: DbState): void {
  for (const key of Object.keys(db)) delete (db as unknown as Record<string, unknown>)[key];
  Object.assign(db, next);
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
