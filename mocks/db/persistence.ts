/**
 * Browser persistence in IndexedDB (not localStorage: the app's logout clears localStorage, and
 * the mock data must survive reloads and sign-outs). One record per table (mocks/db/tables.ts),
 * `{version, data}` under the table's name; a table saved with another version (or not saved) is
 * re-seeded alone when loading. Without IndexedDB (jest) nothing is saved.
 */
import { SCHEMA_VERSION } from './seed';
import { db, replaceState, resetDb } from './state';
import { applyTableData, isTableData, seedTable, tableData, tables, type AnyTableData, type Table } from './tables';
import type { DbState } from './types';

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
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  if (!opening) {
    const req = indexedDB.open(MOCK_DATABASE_NAME, SCHEMA_VERSION);
    req.onupgradeneeded = () => {
      // Another layout: drop every older store (the whole state of SCHEMA_VERSION 2 and before).
      const database = req.result;
      for (const name of Array.from(database.objectStoreNames)) database.deleteObjectStore(name);
      database.createObjectStore(TABLE_STORE);
    };
    const connected = new Promise<IDBDatabase>((resolve, reject) => {
      let blocked = false;
      req.onsuccess = () => {
        if (blocked) req.result.close();
        else resolve(req.result);
      };
      req.onerror = () => reject(req.error);
      // A tab of the former layout still holds the database open: do not wait for it (no save meanwhile).
      req.onblocked = () => {
        blocked = true;
        reject(new Error('a tab of an older version keeps the mock database open; close it and reload'));
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
  let saved = new Map<string, unknown>();
  try {
    saved = await readTables();
  } catch (error) {
    console.warn('[mock backend] could not read the saved state; starting from the seed', error);
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
  replaceState(state);
  if (seeded.length > 0) await commit(seeded);
  return report;
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
    tx.abort();
    done.catch(() => undefined);
    throw error;
  }
  await done;
}

const isClosedConnection = (error: unknown) => error instanceof DOMException && error.name === 'InvalidStateError';

async function commit(list: readonly Table[]): Promise<void> {
  if (!available()) return;
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
  }
}

/**
 * Saves every table and resolves once the IndexedDB transaction has completed, so a reload right
 * after the answer sees the write. A no-op without IndexedDB; a failed save is logged, not thrown.
 */
export function commitDb(): Promise<void> {
  return commit(tables());
}

/** Former name of commitDb (it used to save later); the same commit now. */
export function persistDb(): Promise<void> {
  return commitDb();
}
