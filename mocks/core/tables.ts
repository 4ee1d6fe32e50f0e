/**
 * Tables of the mock backend. The state (`db`, mocks/core/state.ts) stays one object whose top-level
 * keys the rule modules read (`db.users`, `db.projects`); a table owns a set of those keys and of
 * the sequences (`db.sequences.<name>`), has a name, a version and a seed. Persistence saves one
 * record per table, and a table whose saved version differs is re-seeded alone.
 *
 * An area defines its table in its own folder (`mocks/<area>/table.ts`, or beside its rules), and
 * its rules import it (`import './table';`), so the table is seeded before they read it; nothing
 * central lists the tables:
 *
 * ```ts
 * declare module '../core/types' {
 *   interface DbState { environments: StoredEnvironment[] }
 *   interface Sequences { environmentId: number }
 * }
 * export const environmentsTable = defineTable({
 *   name: 'environments',
 *   version: 1, // bump when this table's seed or shape changes: only this table is re-seeded
 *   keys: ['environments'],
 *   sequences: ['environmentId'],
 *   dependsOn: [projectsTable], // defined before; its data is in ctx.db when this seed runs
 *   seed: ({ db }) => ({ environments: [], sequences: { environmentId: 1 } }),
 * });
 * ```
 *
 * This module holds no state of its own but the list of tables; it must not import state.ts.
 */
import type { DbState, Sequences } from './types';

/** The top-level keys of `db` a table can own. */
export type TableKey = Exclude<keyof DbState, 'sequences'>;
export type SequenceName = keyof Sequences;

export interface SeedContext {
  /** Seed time (ms since epoch). */
  now: number;
  /** The state being built or loaded: every table this one depends on is in it already. */
  db: DbState;
}

/** What a table's seed returns and what its record saves: its keys and its sequences. */
export type TableData<K extends TableKey, S extends SequenceName> = Pick<DbState, K> &
  ([S] extends [never] ? { sequences?: Record<string, never> } : { sequences: Pick<Sequences, S> });

export interface TableSpec<K extends TableKey, S extends SequenceName> {
  /** Unique; the key of the table's IndexedDB record. */
  name: string;
  /** Bump when the seed or the shape of this table changes: a saved table of another version is re-seeded. */
  version: number;
  keys: readonly K[];
  sequences?: readonly S[];
  /** Tables whose data this seed reads (they are seeded or loaded first). */
  dependsOn?: readonly Table[];
  seed(ctx: SeedContext): TableData<K, S>;
}

/** The saved form of any table's data. */
export type AnyTableData = Partial<Omit<DbState, 'sequences'>> & { sequences?: Partial<Sequences> };

export interface Table {
  readonly name: string;
  readonly version: number;
  readonly keys: readonly TableKey[];
  readonly sequences: readonly SequenceName[];
  /** Names of the tables this one depends on. */
  readonly dependsOn: readonly string[];
  seed(ctx: SeedContext): AnyTableData;
}

/** Every table in definition order, which is a dependency order (a dependency must be defined first). */
const registry: Table[] = [];
const listeners: Array<(table: Table) => void> = [];

function owner(kind: 'key' | 'sequence', name: string, except: string): Table | undefined {
  return registry.find((t) => t.name !== except && (kind === 'key' ? t.keys : t.sequences).some((k) => k === name));
}

/**
 * Registers a table (at module load). Throws when a key or sequence is owned by another table or
 * a dependency is not defined. Defining a name again (hot reload) replaces the definition in place.
 */
export function defineTable<K extends TableKey, S extends SequenceName = never>(spec: TableSpec<K, S>): Table {
  const table: Table = {
    name: spec.name,
    version: spec.version,
    keys: [...spec.keys],
    sequences: [...(spec.sequences ?? [])],
    dependsOn: (spec.dependsOn ?? []).map((t) => t.name),
    seed: spec.seed as (ctx: SeedContext) => AnyTableData,
  };
  if (!Number.isInteger(table.version)) throw new Error(`Table ${table.name}: the version must be an integer`);
  for (const key of table.keys) {
    const other = owner('key', key, table.name);
    if (other) throw new Error(`Table ${table.name}: db.${key} belongs to table ${other.name}`);
  }
  for (const sequence of table.sequences) {
    const other = owner('sequence', sequence, table.name);
    if (other) throw new Error(`Table ${table.name}: sequence ${sequence} belongs to table ${other.name}`);
  }
  const at = registry.findIndex((t) => t.name === table.name);
  for (const dependency of table.dependsOn) {
    const index = registry.findIndex((t) => t.name === dependency);
    if (index < 0 || (at >= 0 && index >= at)) throw new Error(`Table ${table.name} depends on ${dependency}, which must be defined before it`);
  }
  if (at >= 0) {
    registry[at] = table;
    return table;
  }
  registry.push(table);
  for (const listener of listeners) listener(table);
  return table;
}

/** Every defined table, dependencies first. */
export function tables(): readonly Table[] {
  return registry;
}

export function findTable(name: string): Table | undefined {
  return registry.find((t) => t.name === name);
}

/** Calls back for each table defined from now on (state.ts seeds a late table into the live state). */
export function onTableDefined(listener: (table: Table) => void): void {
  listeners.push(listener);
}

/** Whether saved data has every key and sequence of the table. */
export function isTableData(table: Table, data: unknown): data is AnyTableData {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown> & { sequences?: Record<string, unknown> };
  if (!table.keys.every((key) => record[key] !== undefined)) return false;
  if (table.sequences.length === 0) return true;
  const sequences = record.sequences;
  return typeof sequences === 'object' && sequences !== null && table.sequences.every((s) => typeof sequences[s] === 'number');
}

/** Puts a table's data into the state (its keys and its sequences; nothing else is touched). */
export function applyTableData(table: Table, state: DbState, data: AnyTableData): void {
  const missing = [
    ...table.keys.filter((k) => data[k] === undefined),
    ...table.sequences.filter((s) => typeof data.sequences?.[s] !== 'number').map((s) => `sequences.${s}`),
  ];
  if (missing.length > 0) throw new Error(`Table ${table.name}: the data lacks ${missing.join(', ')}`);
  const target = state as unknown as Record<string, unknown>;
  for (const key of table.keys) target[key] = data[key];
  if (!state.sequences) state.sequences = {} as Sequences;
  for (const sequence of table.sequences) state.sequences[sequence] = data.sequences?.[sequence] as number;
}

/** Seeds one table into the state; its dependencies must be there already. */
export function seedTable(table: Table, state: DbState, now: number): void {
  applyTableData(table, state, table.seed({ now, db: state }));
}

/** The table's part of the state (the same objects, not a copy), as its record saves it. */
export function tableData(table: Table, state: DbState): AnyTableData {
  const source = state as unknown as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const key of table.keys) data[key] = source[key];
  if (table.sequences.length > 0) {
    data.sequences = Object.fromEntries(table.sequences.map((s) => [s, state.sequences[s]]));
  }
  return data as AnyTableData;
}

/** The next id after the given ones (a seed's sequence). */
export const nextAfter = (ids: number[]) => Math.max(0, ...ids) + 1;

/** A state with every given table freshly seeded, in dependency order. */
export function seedTables(now: number, list: readonly Table[] = registry): DbState {
  const state = { sequences: {} } as DbState;
  for (const table of list) seedTable(table, state, now);
  return state;
}
