/**
 * Browser persistence in IndexedDB (not localStorage: the app's logout clears localStorage, and
 * the mock data must survive reloads and sign-outs). One record per table (mocks/core/tables.ts),
 * `{version, data}` under the table's name; a table saved with another version (or not saved) is
 * re-seeded alone when loading. Without IndexedDB (jest) nothing is saved.
 *
 * Storage failures are said aloud, never swallowed:
 * - a commit that fails (quota exceeded, the connection lost to a newer layout) throws a
 *   StorageWriteError; handle() (mocks/core/contract.ts) puts the state back as it was before
 *   the call and answers 503;
 * - a load whose read fails (the database does not open, a read fails, or an upgrade is blocked
 *   by a connection of another layout) puts the mock in read-only mode for the rest of the worker's
 *   life: it serves the seed from memory, never writes to IndexedDB (so it never overwrites the
 *   stored data with the seed), and handle() answers every changing call with 503.
 *   repairPersistedDb() (the demo reset) deletes the database and starts again from the seed.
 */
import { db, growSeed, replaceState, resetDb } from './state';
import { applyTableData, isTableData, seedTable, tableData, tables, type AnyTableData, type Table } from './tables';
import type { DbState } from './types';

/**
 * Version of the saved layout (one IndexedDB record per table). Bump only when that layout
 * changes: it wipes every table. A change of one table bumps that table's version.
 */
export const SCHEMA_VERSION = 3;

export const MOCK_DATABASE_NAME = 'dfc-portal-mock-backend';
/** The object store of the table records (keyed by table name). */
export const TABLE_STORE = 'tables';

/** A saved table. */
export interface SavedTable {
  version: number;
  data: AnyTableData;
}

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
      // Another layout: drop every older store (the whole state of SCHEMA_VERSION 2 and before).
      const database = req.result;
      for (const name of Array.from(database.objectStoreNames)) database.deleteObjectStore(name);
      database.createObjectStore(TABLE_STORE);
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

async function readTables(): Promise<Map<string, unknown>> {
  const database = await open();
  const store = database.transaction(TABLE_STORE, 'readonly').objectStore(TABLE_STORE);
  const list = tables();
  const records = await Promise.all(list.map((table) => request(store.get(table.name))));
  return new Map(list.map((table, index) => [table.name, records[index]]));
}

const isCurrent = (table: Table, saved: unknown): saved is SavedTable =>
  typeof saved === 'object' && saved !== null && (saved as SavedTable).version === table.version &&
  isTableData(table, (saved as SavedTable).data);

/**
 * Loads the saved tables; a table that is not saved or was saved with another version is seeded
 * (after the tables it depends on, which it may read) and saved at once, the others keep their data.
 * Without IndexedDB: a fresh seed.
 */
/** A new task, so the browser can paint and answer input between two tables' seeds. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
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
  let saved = new Map<string, unknown>();
  try {
    saved = await readTables();
  } catch (error) {
    // Running on the seed and saving it would overwrite the stored data: read-only instead.
    readOnlyReason = describeStorageError(error);
    report.readOnly = readOnlyReason;
    console.warn('[mock backend] could not read the saved state; running read-only on the seed', error);
  }
  const now = Date.now();
  const state = { sequences: {} } as DbState;
  const seeded: Table[] = [];
  for (const table of tables()) {
    const record = saved.get(table.name);
    if (isCurrent(table, record)) {
      applyTableData(table, state, record.data);
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
  if (seeded.length > 0 && readOnlyReason === null) {
    try {
      await commit(seeded);
    } catch (error) {
      // Served from memory; the next change commits every table (or answers 503).
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

async function writeTables(list: readonly Table[]): Promise<void> {
  const database = await open();
  const tx = database.transaction(TABLE_STORE, 'readwrite');
  const done = completion(tx);
  try {
    // put() copies the data at once (structured clone): the record is the state of this moment.
    const store = tx.objectStore(TABLE_STORE);
    for (const table of list) store.put({ version: table.version, data: tableData(table, db) } satisfies SavedTable, table.name);
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
}

const isClosedConnection = (error: unknown) => error instanceof DOMException && error.name === 'InvalidStateError';

async function commit(list: readonly Table[]): Promise<void> {
  // Read-only: never a write, whatever asks for it.
  if (!storageWritable()) return;
  try {
    try {
      await writeTables(list);
    } catch (error) {
      if (!isClosedConnection(error)) throw error;
      // The connection was closed under us (another tab upgraded the layout): one more try.
      opening = null;
      await writeTables(list);
    }
  } catch (error) {
    console.warn('[mock backend] could not save the state', error);
    throw new StorageWriteError(describeStorageError(error), { cause: error });
  }
}

/**
 * Saves every table and resolves once the IndexedDB transaction has completed, so a reload right
 * after the answer sees the write. A no-op without IndexedDB and while read-only; a failed save
 * rejects with a StorageWriteError (the caller puts the state back and says so).
 */
export function commitDb(): Promise<void> {
  return commit(tables());
}

/** Former name of commitDb (it used to save later); the same commit now. */
export function persistDb(): Promise<void> {
  return commitDb();
}
