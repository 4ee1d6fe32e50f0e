import { createSeed } from './seed';
import type { DbState } from './types';

/**
 * The current state. The object itself never changes identity (modules may keep a reference);
 * a reset or a load replaces its contents.
 */
export const db: DbState = createSeed();

export function replaceState(next: DbState): void {
  for (const key of Object.keys(db)) delete (db as unknown as Record<string, unknown>)[key];
  Object.assign(db, next);
}

/** A fresh seed (jest calls this before each test). */
export function resetDb(): void {
  replaceState(createSeed());
}

export function nextId(sequence: keyof DbState['sequences']): number {
  const id = db.sequences[sequence];
  db.sequences[sequence] = id + 1;
  return id;
}
