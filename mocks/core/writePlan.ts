/**
 * The row-level write plan of the mock's IndexedDB persistence (./persistence.ts holds the
 * connection, loading and failure handling): which records a commit puts and deletes, from what a
 * session of ./changes.ts noted, and what is known of the saved layout (each table's keys saved row
 * by row, and each row's row key) once a load or a commit completed. A table whose changes cannot
 * be told row by row is planned whole.
 */
import { plainState, valueBefore, type Changes } from './changes';
import { onStateReplaced } from './state';
import type { AnyTableData, Table } from './tables';
import type { DbState } from './types';

/** How a key saved row by row is kept: its row keys in the array's order, and the next row key. */
export interface SavedRows {
  order: number[];
  next: number;
}

/** A saved table's record: its version, its keys saved whole and its sequences, its keys saved row by row. */
export interface SavedTable {
  version: number;
  data: AnyTableData;
  rows: Record<string, SavedRows>;
}

/** A row's record key: its table, its key (the state's top-level key) and its row key. */
export type RowRecordKey = [table: string, key: string, row: number];

/** For each table saved and known to match the state, its keys saved row by row (as last loaded or committed). */
const saved = new Map<string, Map<string, SavedRows>>();
/** The row key of each row of a key saved row by row. */
const rowKeys = new Map<string, WeakMap<object, number>>();

// A replaced state (a reset) is written whole by the next commit.
onStateReplaced(() => saved.clear());

function keysOf(key: string): WeakMap<object, number> {
  let keys = rowKeys.get(key);
  if (!keys) rowKeys.set(key, (keys = new WeakMap()));
  return keys;
}

export const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Whether a key's value is saved row by row: an array of objects (else it is saved whole, in the table's record). */
const isRowArray = (value: unknown): value is object[] => Array.isArray(value) && value.every(isObject);

export const isSavedRows = (value: unknown): value is SavedRows =>
  isObject(value) && Array.isArray((value as SavedRows).order) && (value as SavedRows).order.every(Number.isInteger) &&
  Number.isInteger((value as SavedRows).next);

export const rowGroup = (table: string, key: string) => `${table}\n${key}`;

/** What one commit writes, and what persistence knows once its transaction completed. */
export interface Write {
  /** Row records to delete (one, or a table's range), before any put. */
  deletes: Array<RowRecordKey | IDBKeyRange>;
  rows: Array<[RowRecordKey, unknown]>;
  tables: Array<[string, SavedTable]>;
  layouts: Map<string, Map<string, SavedRows>>;
  /** Keys written whole: their row keys afresh. */
  keyMaps: Map<string, WeakMap<object, number>>;
  /** Rows added to a key: their new row keys. */
  assigned: Array<[key: string, row: object, rowKey: number]>;
}

const emptyWrite = (): Write => ({ deletes: [], rows: [], tables: [], layouts: new Map(), keyMaps: new Map(), assigned: [] });

/** A table's record: its keys saved whole (not in `layout`), its sequences, its row layout. */
function tableRecord(table: Table, layout: Map<string, SavedRows>): SavedTable {
  const state = plainState<DbState>();
  const values = state as unknown as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const key of table.keys) if (!layout.has(key)) data[key] = values[key];
  if (table.sequences.length > 0) data.sequences = Object.fromEntries(table.sequences.map((s) => [s, state.sequences[s]]));
  return { version: table.version, data: data as AnyTableData, rows: Object.fromEntries(layout) };
}

/** Writes a table whole: its rows afresh (every former row record deleted) and its record. */
function writeWhole(table: Table, write: Write): void {
  const values = plainState<Record<string, unknown>>();
  write.deletes.push(IDBKeyRange.bound([table.name], [table.name, []]));
  const layout = new Map<string, SavedRows>();
  for (const key of table.keys) {
    const value = values[key];
    if (!isRowArray(value)) continue;
    const keys = new WeakMap<object, number>();
    const order: number[] = [];
    let next = 0;
    for (const row of value) {
      let rowKey = keys.get(row);
      if (rowKey === undefined) {
        rowKey = next++;
        keys.set(row, rowKey);
        write.rows.push([[table.name, key, rowKey], row]);
      }
      order.push(rowKey);
    }
    layout.set(key, { order, next });
    write.keyMaps.set(key, keys);
  }
  write.tables.push([table.name, tableRecord(table, layout)]);
  write.layouts.set(table.name, layout);
}

/** Every table of `list` written whole. */
export function wholeWrite(list: readonly Table[]): Write {
  const write = emptyWrite();
  for (const table of list) writeWhole(table, write);
  return write;
}

const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((row, i) => row === b[i]);

/** A key's rows as the call left them: the records to put and delete, its new layout; null when it must be written whole. */
function keyChanges(table: Table, key: string, entry: SavedRows, changes: Changes, write: Write): SavedRows | null {
  const value = plainState<Record<string, unknown>>()[key];
  if (!isRowArray(value)) return null;
  const keys = keysOf(key);
  const puts = new Set<object>();
  let layout = entry;
  if (changes.replaced.has(key) || changes.arrays.has(key)) {
    const before = valueBefore(key);
    const previous = new Set<object>(Array.isArray(before) ? before.filter(isObject) : []);
    const current = new Set<object>(value);
    let removed = 0;
    for (const row of previous) {
      if (current.has(row)) continue;
      const rowKey = keys.get(row);
      if (rowKey === undefined) return null;
      write.deletes.push([table.name, key, rowKey]);
      removed += 1;
    }
    const added = new Map<object, number>();
    let next = entry.next;
    const order: number[] = [];
    for (const row of value) {
      let rowKey = previous.has(row) ? keys.get(row) : added.get(row);
      if (rowKey === undefined) {
        if (previous.has(row)) return null;
        rowKey = next++;
        added.set(row, rowKey);
        puts.add(row);
        write.rows.push([[table.name, key, rowKey], row]);
        write.assigned.push([key, row, rowKey]);
      }
      order.push(rowKey);
    }
    // Most of the key is new (a reset, a map() of every row): written whole instead.
    if (removed + added.size > value.length) return null;
    layout = sameOrder(order, entry.order) && next === entry.next ? entry : { order, next };
  } else if (value.length !== entry.order.length) {
    // Changed where no session saw it: the saved layout no longer matches.
    return null;
  }
  const changed = changes.rows.get(key);
  if (changed) {
    const live = new Set(layout.order);
    for (const row of changed) {
      if (puts.has(row)) continue;
      const rowKey = keys.get(row);
      if (rowKey === undefined) {
        if (value.includes(row)) return null;
        continue;
      }
      // A row the call changed and then removed is deleted, not put.
      if (live.has(rowKey)) write.rows.push([[table.name, key, rowKey], row]);
    }
  }
  return layout;
}

/** Adds the records the session changed in this table to `write` (or the whole table when they cannot be told). */
function writeChanges(table: Table, changes: Changes, write: Write): void {
  const layout = saved.get(table.name);
  if (!layout) {
    writeWhole(table, write);
    return;
  }
  const own = emptyWrite();
  const next = new Map(layout);
  let record = table.sequences.some((s) => changes.sequences.has(s));
  for (const key of table.keys) {
    const touched = changes.replaced.has(key) || changes.arrays.has(key) || changes.rows.has(key) || changes.values.has(key);
    if (!touched) continue;
    const entry = layout.get(key);
    if (!entry) {
      // Saved whole, in the table's record.
      record = true;
      continue;
    }
    const changed = keyChanges(table, key, entry, changes, own);
    if (!changed) {
      writeWhole(table, write);
      return;
    }
    if (changed !== entry) {
      next.set(key, changed);
      record = true;
    }
  }
  if (record) own.tables.push([table.name, tableRecord(table, next)]);
  write.deletes.push(...own.deletes);
  write.rows.push(...own.rows);
  write.tables.push(...own.tables);
  write.assigned.push(...own.assigned);
  write.layouts.set(table.name, next);
}

export const isEmpty = (write: Write) => write.deletes.length + write.rows.length + write.tables.length === 0;

/** What the session `changes` changed in every table of `list`, as one write. */
export function changesWrite(list: readonly Table[], changes: Changes): Write {
  const write = emptyWrite();
  for (const table of list) writeChanges(table, changes, write);
  return write;
}

/** A load's layouts: each table's keys saved row by row, and the row key of each row of `state`. */
export function knowLoaded(state: DbState, layouts: ReadonlyMap<string, Map<string, SavedRows>>): void {
  rowKeys.clear();
  const values = state as unknown as Record<string, unknown[]>;
  for (const [name, layout] of layouts) {
    saved.set(name, layout);
    for (const [key, { order }] of layout) {
      const keys = keysOf(key);
      order.forEach((row, index) => keys.set(values[key][index] as object, row));
    }
  }
}

/** A completed write: what persistence knows of the saved layout follows. */
export function knowWritten(write: Write): void {
  for (const [name, layout] of write.layouts) saved.set(name, layout);
  for (const [key, keys] of write.keyMaps) rowKeys.set(key, keys);
  for (const [key, row, rowKey] of write.assigned) keysOf(key).set(row, rowKey);
}
