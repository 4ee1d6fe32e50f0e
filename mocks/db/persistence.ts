/**
 * Browser persistence in IndexedDB (not localStorage: the app's logout clears localStorage, and
 * the mock data must survive reloads and sign-outs). Without IndexedDB (jest) nothing is saved.
 */
import { SCHEMA_VERSION } from './seed';
import { db, replaceState, resetDb } from './state';
import type { DbState } from './types';

const DATABASE = 'dfc-portal-mock-backend';
const STORE = 'state';
const RECORD = 'db';
const SAVE_DEBOUNCE_MS = 100;

const available = () => typeof indexedDB !== 'undefined';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  if (!opening) {
    const req = indexedDB.open(DATABASE, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    opening = request(req).catch((error: unknown) => {
      opening = null;
      throw error;
    });
  }
  return opening;
}

function isCurrentState(value: unknown): value is DbState {
  const state = value as DbState | undefined;
  return (
    typeof state === 'object' && state !== null && state.schemaVersion === SCHEMA_VERSION &&
    typeof state.signingKey === 'string' && Array.isArray(state.users) && Array.isArray(state.notifications) &&
    Array.isArray(state.projects)
  );
}

/** Loads the saved state; a fresh seed (saved at once) when there is none or it is of another version. */
export async function loadPersistedDb(): Promise<void> {
  if (!available()) {
    resetDb();
    return;
  }
  try {
    const database = await open();
    const saved = await request(database.transaction(STORE, 'readonly').objectStore(STORE).get(RECORD));
    if (isCurrentState(saved)) {
      replaceState(saved);
      return;
    }
  } catch (error) {
    console.warn('[mock backend] could not read the saved state; starting from the seed', error);
  }
  resetDb();
  await saveNow();
}

async function saveNow(): Promise<void> {
  if (!available()) return;
  try {
    const database = await open();
    const tx = database.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(structuredClone(db), RECORD);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } catch (error) {
    console.warn('[mock backend] could not save the state', error);
  }
}

let timer: ReturnType<typeof setTimeout> | null = null;

function flush(): void {
  if (timer === null) return;
  clearTimeout(timer);
  timer = null;
  void saveNow();
}

let flushOnPageHide = false;

/** Saves the state soon (debounced); a no-op without IndexedDB. */
export function persistDb(): void {
  if (!available()) return;
  if (!flushOnPageHide && typeof addEventListener === 'function') {
    flushOnPageHide = true;
    addEventListener('pagehide', flush);
  }
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void saveNow();
  }, SAVE_DEBOUNCE_MS);
}
