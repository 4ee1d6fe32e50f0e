/**
 * Browser persistence in IndexedDB (not localStorage: the app's logout clears localStorage, and
 * the mock data must survive reloads and sign-outs), one record per row: each table
 * (mocks/core/tables.ts) has a record in TABLE_STORE under its name (`{version, data, rows}`: its
 * keys saved whole and its sequences in `data`; for each key saved row by row, the row keys in the
 * array's order and the next row key in `rows`), and each element of a key saved row by row
 * (an array of objects when the table is written whole) is a record of ROW_STORE under
 * `[table, key, rowKey]` (rowKey: a number the row keeps while it is in the array). A table saved
 * with another version, incomplete, or not saved is re-seeded alone when loading. Without
 * IndexedDB (jest, node) nothing is saved.
 *
 * A call that may write (mocks/core/contract.ts) runs in a session of ./changes.ts, which notes
 * which rows, keys and sequences it changed: commitDb() then writes only those records (planned in
 * ./writePlan.ts: added and changed rows put, removed rows deleted, the table's record when its
 * whole keys, sequences or row order changed), in one transaction; a table whose changes cannot be told row by row (a
 * replaced state, a key no longer an array of objects, a row the saved layout does not know) is
 * written whole. commitDb() without a session writes every table whole.
 *
 * Storage failures are said aloud, never swallowed:
 * - a commit that fails (quota exceeded, the connection lost to a newer layout) throws a
 *   StorageWriteError; handle() (mocks/core/contract.ts) puts back what the call changed (the
 *   session's undo log) and answers 503; what persistence knows of the saved layout is only
 *   updated once a transaction completed;
 * - a load whose read fails (the database does not open, a read fails, or an upgrade is blocked
 *   by a connection of another layout) puts the mock in read-only mode for the rest of the worker's
 *   life: it serves the seed from memory, never writes to IndexedDB (so it never overwrites the
 *   stored data with the seed), and handle() answers every changing call with 503.
 *   repairPersistedDb() (the demo reset) deletes the database and starts again from the seed.
 */
import { currentChanges, forgetChanges, sanitized } from './changes';
import { growSeed, replaceState, resetDb } from './state';
import { applyTableData, isTableData, seedTable, tables, type AnyTableData, type Table, type TableKey } from './tables';
import type { DbState } from './types';
import { changesWrite, isEmpty, isObject, isSavedRows, knowLoaded, knowWritten, rowGroup, wholeWrite } from './writePlan';
import type { RowRecordKey, SavedRows, SavedTable, Write } from './writePlan';

/**
 * Version of the saved layout (a record per table and one per row). Bump only when that layout
 * changes: it wipes every table. A change of one table bumps that table's version.
 */
export const SCHEMA_VERSION = 4;

export const MOCK_DATABASE_NAME = 'dfc-portal-mock-backend';
/** The object store of the table records (keyed by table name). */
export const TABLE_STORE = 'tables';
/** The object store of the rows (keyed by [table, key, rowKey]). */
export const ROW_STORE = 'rows';
/** How a write's transaction is opened (see execute()). */
export const WRITE_OPTIONS: IDBTransactionOptions = { durability: 'relaxed' };

/** Which tables a load kept and which it seeded (absent or of another version). */
export interface LoadReport {
  kept: string[];
  seeded: string[];
  /** Set when the saved tables could not be read: why (the mock is read-only, on the seed). */
  readOnly?: string;
}

/** Whether the mock saves its changes ('ok'), or runs read-only on its seed (and why). */
export type StorageStatus = { mode: 'ok' } | { mode: 'read-only'; reason: string };

/** A commit that did not reach IndexedDB; `reason` says why, in words. */
export class StorageWriteError extends Error {
  constructor(readonly reason: string, options?: { cause?: unknown }) {
    super(`could not save the state: ${reason}`, options);
    this.name = 'StorageWriteError';
  }
}

/** An error in a few words: 'QuotaExceededError: ...'. */
export function describeStorageError(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) {
    const { name, message } = error;
    if (!message) return name;
    return name && name !== 'Error' && !message.startsWith(name) ? `${name}: ${message}` : message;
  }
  return String(error);
}

/** Why the saved tables could not be read, while the mock is read-only; null when it saves. */
let readOnlyReason: string | null = null;

export function storageStatus(): StorageStatus {
  return readOnlyReason === null ? { mode: 'ok' } : { mode: 'read-only', reason: readOnlyReason };
}

/** Whether a commit writes to IndexedDB (and so can fail): IndexedDB exists and the mock is not read-only. */
function storageWritable(): boolean {
  return available() && readOnlyReason === null;
}

/** Whether the state is kept in IndexedDB at all (not in jest without it, nor in node): a commit may then fail. */
export function persistenceAvailable(): boolean {
  return available();
}

const available = () => typeof indexedDB !== 'undefined';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function completion(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    // A request's error bubbles here before the abort sets tx.error: take the request's.
    tx.onerror = (event) => reject(tx.error ?? (event.target as IDBRequest | null)?.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  if (!opening) {
    const req = indexedDB.open(MOCK_DATABASE_NAME, SCHEMA_VERSION);
    let blocked = false;
    req.onupgradeneeded = () => {
      // Blocked first, then let through when the other connection closed: this load went read-only
      // meanwhile and must change nothing, so the upgrade is called off.
      if (blocked) {
        req.transaction?.abort();
        return;
      }
      // Another layout: drop every older store (a record per table up to SCHEMA_VERSION 3, the
      // whole state in one record up to 2).
      const database = req.result;
      for (const name of Array.from(database.objectStoreNames)) database.deleteObjectStore(name);
      database.createObjectStore(TABLE_STORE);
      database.createObjectStore(ROW_STORE);
    };
    const connected = new Promise<IDBDatabase>((resolve, reject) => {
      req.onsuccess = () => {
        if (blocked) req.result.close();
        else resolve(req.result);
      };
      req.onerror = () => reject(req.error);
      // A connection of the former layout still holds the database open: do not wait for it (the
      // load then runs read-only, and never writes).
      req.onblocked = () => {
        blocked = true;
        reject(new Error('a tab or worker of another version of the demo keeps its database open (blocked upgrade)'));
      };
    });
    const current: Promise<IDBDatabase> = connected.then(
      (database) => {
        const forget = () => {
          if (opening === current) opening = null;
        };
        // A newer tab upgrades the layout: let it, and reopen on the next write.
        database.onversionchange = () => {
          database.close();
          forget();
        };
        database.onclose = forget;
        return database;
      },
      (error: unknown) => {
        if (opening === current) opening = null;
        throw error;
      },
    );
    opening = current;
  }
  return opening;
}

/** Closes the connection (tests; the next read or write opens a new one). */
export async function closePersistedDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current.catch(() => null))?.close();
}

/** Deletes the database; rejects when another connection blocks the deletion. */
function deleteDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase(MOCK_DATABASE_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error ?? new Error('the database could not be deleted'));
    // The deletion would wait for the other connection to close: say so instead of hanging (the
    // browser still deletes it once that connection closes; the next start then seeds afresh).
    req.onblocked = () => reject(new Error('a tab or worker of another version of the demo keeps its database open; close the other demo tabs'));
  });
}

/** What the stores hold: each table's record, and each key's rows by row key. */
interface Stored {
  tables: Map<string, unknown>;
  rows: Map<string, Map<number, unknown>>;
}

async function readStored(): Promise<Stored> {
  const database = await open();
  const tx = database.transaction([TABLE_STORE, ROW_STORE], 'readonly');
  const tableStore = tx.objectStore(TABLE_STORE);
  const rowStore = tx.objectStore(ROW_STORE);
  const list = tables();
  const [records, keys, values] = await Promise.all([
    Promise.all(list.map((table) => request(tableStore.get(table.name)))),
    request(rowStore.getAllKeys()),
    request(rowStore.getAll()),
  ]);
  const rows = new Map<string, Map<number, unknown>>();
  keys.forEach((key, index) => {
    if (!Array.isArray(key) || key.length !== 3) return;
    const [table, name, row] = key as RowRecordKey;
    const group = rowGroup(table, name);
    let byKey = rows.get(group);
    if (!byKey) rows.set(group, (byKey = new Map()));
    byKey.set(row, values[index]);
  });
  return { tables: new Map(list.map((table, index) => [table.name, records[index]])), rows };
}

/** A saved table's data, its rows put back in their order; null when it is of another version or incomplete. */
function savedTable(table: Table, record: unknown, stored: Stored): { data: AnyTableData; layout: Map<string, SavedRows> } | null {
  if (!isObject(record)) return null;
  const { version, data, rows } = record as Partial<SavedTable>;
  if (version !== table.version || !isObject(data) || !isObject(rows)) return null;
  const assembled: Record<string, unknown> = { ...data };
  const layout = new Map<string, SavedRows>();
  for (const [key, entry] of Object.entries(rows)) {
    if (!table.keys.includes(key as TableKey) || !isSavedRows(entry)) return null;
    const byKey = stored.rows.get(rowGroup(table.name, key));
    const list: unknown[] = [];
    for (const row of entry.order) {
      if (!byKey?.has(row)) return null;
      list.push(byKey.get(row));
    }
    assembled[key] = list;
    layout.set(key, entry);
  }
  return isTableData(table, assembled) ? { data: assembled, layout } : null;
}

/** A new task, so the browser can paint and answer input between two tables' seeds. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads the saved tables; a table that is not saved, was saved with another version or is
 * incomplete is seeded (after the tables it depends on, which it may read) and saved at once, the
 * others keep their data. Without IndexedDB: a fresh seed.
 *
 * `yieldBetweenTables` (the browser): each table is read or seeded in its own task, so a fresh
 * demo's seeding does not block the page in one long task.
 */
export async function loadPersistedDb(options: { yieldBetweenTables?: boolean } = {}): Promise<LoadReport> {
  const report: LoadReport = { kept: [], seeded: [] };
  if (!available()) {
    resetDb();
    report.seeded = tables().map((t) => t.name);
    return report;
  }
  readOnlyReason = null;
  let stored: Stored = { tables: new Map(), rows: new Map() };
  try {
    stored = await readStored();
  } catch (error) {
    // Running on the seed and saving it would overwrite the stored data: read-only instead.
    readOnlyReason = describeStorageError(error);
    report.readOnly = readOnlyReason;
    console.warn('[mock backend] could not read the saved state; running read-only on the seed', error);
  }
  const now = Date.now();
  const state = { sequences: {} } as DbState;
  const seeded: Table[] = [];
  const layouts = new Map<string, Map<string, SavedRows>>();
  for (const table of tables()) {
    const found = savedTable(table, stored.tables.get(table.name), stored);
    if (found) {
      applyTableData(table, state, found.data);
      layouts.set(table.name, found.layout);
      report.kept.push(table.name);
    } else {
      seedTable(table, state, now);
      seeded.push(table);
      report.seeded.push(table.name);
    }
    if (options.yieldBetweenTables) await nextTask();
  }
  // Nothing was stored: a fresh demo, grown as a fresh seed is (the large demo's data).
  if (report.kept.length === 0) growSeed(state, now);
  replaceState(state);
  // Loaded inside a call (the demo reset while read-only): what it changed before is loaded or saved now.
  forgetChanges();
  knowLoaded(state, layouts);
  if (seeded.length > 0 && readOnlyReason === null) {
    try {
      await commit(() => wholeWrite(seeded));
    } catch (error) {
      // Served from memory; the next commit writes these tables (or answers 503).
      console.warn('[mock backend] could not save the seeded tables', error);
    }
  }
  return report;
}

/**
 * The demo reset while read-only: deletes the database (the stored data could not be read
 * anyway) and loads again, which seeds and saves every table. Resolves with the mode reached: still
 * read-only when the deletion is blocked or the new database cannot be used either. Saving and
 * without IndexedDB: the seed in memory (handle() commits it).
 */
export async function repairPersistedDb(): Promise<StorageStatus> {
  if (!available() || readOnlyReason === null) {
    resetDb();
    return storageStatus();
  }
  await closePersistedDb();
  try {
    await deleteDatabase();
  } catch (error) {
    readOnlyReason = describeStorageError(error);
    resetDb();
    return storageStatus();
  }
  await loadPersistedDb();
  return storageStatus();
}

async function execute(write: Write): Promise<void> {
  if (isEmpty(write)) return;
  const database = await open();
  // Relaxed: the commit completes once the browser has the data, without waiting for the disk to
  // flush it (a demo's change survives reloads and sign-outs either way; only a crash of the
  // machine in that instant could lose it). Chromium's default flushes, which cost each write
  // several ms of the demo's round trip.
  const tx = database.transaction([TABLE_STORE, ROW_STORE], 'readwrite', WRITE_OPTIONS);
  const done = completion(tx);
  try {
    // put() copies the value at once (structured clone): the record is the state of this moment.
    const rowStore = tx.objectStore(ROW_STORE);
    const tableStore = tx.objectStore(TABLE_STORE);
    for (const key of write.deletes) rowStore.delete(key);
    for (const [key, row] of write.rows) rowStore.put(sanitized(row), key);
    for (const [name, record] of write.tables) tableStore.put(sanitized(record), name);
  } catch (error) {
    done.catch(() => undefined);
    try {
      tx.abort();
    } catch {
      // Already aborted (a put that throws after the transaction ended).
    }
    throw error;
  }
  await done;
  knowWritten(write);
}

const isClosedConnection = (error: unknown) => error instanceof DOMException && error.name === 'InvalidStateError';

/** Writes what `plan` says (planned again for a second try), in one transaction. */
async function commit(plan: () => Write): Promise<void> {
  // Read-only: never a write, whatever asks for it.
  if (!storageWritable()) return;
  try {
    try {
      await execute(plan());
    } catch (error) {
      if (!isClosedConnection(error)) throw error;
      // The connection was closed under us (another tab upgraded the layout): one more try.
      opening = null;
      await execute(plan());
    }
  } catch (error) {
    console.warn('[mock backend] could not save the state', error);
    throw new StorageWriteError(describeStorageError(error), { cause: error });
  }
}

/**
 * Saves the state and resolves once the IndexedDB transaction has completed, so a reload right
 * after the answer sees the write: inside a session of ./changes.ts (a call that may write), what
 * the session changed (the rows added, changed and removed, the records of the tables whose whole
 * keys, sequences or row order changed; a table the saved layout does not know yet, whole);
 * without one, every table whole. A no-op without IndexedDB and while read-only; a failed save
 * rejects with a StorageWriteError (the caller puts the state back and says so), and nothing of it
 * is known as saved.
 */
export function commitDb(): Promise<void> {
  const changes = currentChanges();
  if (!changes) return commit(() => wholeWrite(tables()));
  return commit(() => changesWrite(tables(), changes));
}

/** Former name of commitDb (it used to save later); the same commit now. */
export function persistDb(): Promise<void> {
  return commitDb();
}
