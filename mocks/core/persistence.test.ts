/**
 * Persistence against an in-memory IndexedDB (fake-indexeddb, in this file only): a record per
 * table and one per row, a table of another version (or incomplete) is re-seeded alone, commitDb
 * resolves once the write is stored.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { closePersistedDb, commitDb, loadPersistedDb, MOCK_DATABASE_NAME, persistDb, ROW_STORE, TABLE_STORE } from './persistence';
import type { SavedTable } from './writePlan';
import { readSavedTable } from './savedTables';
import { lookupsTable } from '../lookups/table';
import { notificationsTable } from '../notifications/table';
import { beginChanges, endChanges } from './changes';
import { db, resetDb } from './state';
import { tables, type Table } from './tables';

const ALL = () => tables().map((t) => t.name);

function promised<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Reads one table record (not its rows) through a connection of its own. */
async function readRecord(name: string): Promise<SavedTable | undefined> {
  const connection = await promised(indexedDB.open(MOCK_DATABASE_NAME));
  try {
    return await promised(connection.transaction(TABLE_STORE, 'readonly').objectStore(TABLE_STORE).get(name));
  } finally {
    connection.close();
  }
}

async function writeRecord(name: IDBValidKey, value: unknown, store = TABLE_STORE): Promise<void> {
  const connection = await promised(indexedDB.open(MOCK_DATABASE_NAME));
  const tx = connection.transaction(store, 'readwrite');
  if (value === undefined) tx.objectStore(store).delete(name);
  else tx.objectStore(store).put(value, name);
  await new Promise((resolve) => (tx.oncomplete = resolve));
  connection.close();
}

/** A reload: the memory forgets, the connection is new. */
async function reload() {
  resetDb();
  await closePersistedDb();
  return loadPersistedDb();
}

function withVersion(table: Table, version: number) {
  const original = table.version;
  (table as { version: number }).version = version;
  return () => ((table as { version: number }).version = original);
}

beforeEach(async () => {
  await closePersistedDb();
  globalThis.indexedDB = new IDBFactory();
});
afterAll(() => closePersistedDb());

describe('persistence in IndexedDB', () => {
  it('seeds and saves every table on the first load, and keeps them all on the next', async () => {
    expect(await loadPersistedDb()).toEqual({ kept: [], seeded: ALL() });
    const key = db.signingKey;
    for (const table of tables()) expect((await readRecord(table.name))?.version).toBe(table.version);
    expect(await reload()).toEqual({ kept: ALL(), seeded: [] });
    expect(db.signingKey).toBe(key);
  });

  it('commitDb resolves once the write is readable through a fresh connection, and a fresh load sees it', async () => {
    await loadPersistedDb();
    db.users[1].password = 'changed';
    db.sequences.projectId += 5;
    const projectId = db.sequences.projectId;
    await commitDb();
    const auth = await readSavedTable('auth');
    expect(auth?.data.users?.[1].password).toBe('changed');
    expect((await readSavedTable('projects'))?.data.sequences?.projectId).toBe(projectId);

    await reload();
    expect(db.users[1].password).toBe('changed');
    expect(db.sequences.projectId).toBe(projectId);
  });

  it("writes in a relaxed transaction (a write's round trip does not wait for the disk's flush)", async () => {
    await loadPersistedDb();
    const opened = jest.spyOn(IDBDatabase.prototype, 'transaction');
    db.sequences.projectId += 1;
    await commitDb();
    const writes = opened.mock.calls.filter(([, mode]) => mode === 'readwrite');
    opened.mockRestore();
    expect(writes.length).toBeGreaterThan(0);
    for (const [, , options] of writes) expect(options).toEqual({ durability: 'relaxed' });
  });

  it('inside a session, commits only what changed: removed rows deleted, added rows put, a new order in the table record', async () => {
    await loadPersistedDb();
    const writes: string[] = [];
    const put = IDBObjectStore.prototype.put;
    const remove = IDBObjectStore.prototype.delete;
    jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
      writes.push(`put ${this.name} ${Array.isArray(key) ? key.join('/') : String(key)}`);
      return put.call(this, value, key);
    });
    jest.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(function (this: IDBObjectStore, key) {
      writes.push(`delete ${this.name} ${Array.isArray(key) ? key.join('/') : String(key)}`);
      return remove.call(this, key);
    });
    const [first, second, third] = (await readRecord('content'))?.rows.contentItems.order ?? [];
    const next = (await readRecord('content'))?.rows.contentItems.next;
    const brands = (await readRecord('lookups'))?.rows.brands;
    beginChanges();
    try {
      const removed = db.contentItems[0].id;
      db.contentItems = db.contentItems.filter((item) => item.id !== removed);
      db.contentItems.splice(1, 1);
      db.contentItems.push({ id: 999, title: 'Added', content: '<p>new</p>', page: 'about_dfc' });
      db.contentItems[0].title = 'Changed';
      db.brands.reverse();
      await commitDb();
    } finally {
      endChanges();
      jest.restoreAllMocks();
    }
    expect(writes.sort()).toEqual(
      [
        `delete rows content/contentItems/${first}`,
        `delete rows content/contentItems/${third}`,
        `put rows content/contentItems/${second}`,
        `put rows content/contentItems/${next}`,
        'put tables content',
        'put tables lookups',
      ].sort(),
    );
    const expected = structuredClone({ contentItems: db.contentItems, brands: db.brands });
    expect((await readRecord('lookups'))?.rows.brands.order).toEqual([...(brands?.order ?? [])].reverse());
    await reload();
    expect({ contentItems: db.contentItems, brands: db.brands }).toEqual(expected);
  });

  it('persistDb still commits (the former name)', async () => {
    await loadPersistedDb();
    db.notifications.length = 0;
    await persistDb();
    expect((await readSavedTable('notifications'))?.data.notifications).toEqual([]);
  });

  it('re-seeds only the table whose version changed; its seed reads the loaded tables it depends on', async () => {
    await loadPersistedDb();
    const key = db.signingKey;
    db.users[1].password = 'changed';
    db.notifications.length = 0;
    db.projects[0].projectName = 'Kept project';
    db.brands.push({ brandId: 99, brandName: 'Kept brand' });
    await commitDb();

    const restore = withVersion(notificationsTable, notificationsTable.version + 1);
    try {
      expect(await reload()).toEqual({ kept: ALL().filter((n) => n !== 'notifications'), seeded: ['notifications'] });
      expect(db.notifications.length).toBeGreaterThan(0);
      expect(db.notifications.every((n) => db.users.some((u) => u.userId === n.userId))).toBe(true);
      expect(db.sequences.notificationId).toBe(db.notifications.length + 1);
      expect(db.signingKey).toBe(key);
      expect(db.users[1].password).toBe('changed');
      expect(db.projects[0].projectName).toBe('Kept project');
      expect(db.brands.at(-1)?.brandName).toBe('Kept brand');
      expect((await readRecord('notifications'))?.version).toBe(notificationsTable.version);
    } finally {
      restore();
    }
  });

  it('re-seeds a table whose record is missing, of another version or incomplete, alone', async () => {
    await loadPersistedDb();
    db.users[1].password = 'changed';
    await commitDb();

    await writeRecord('lookups', undefined);
    expect((await reload()).seeded).toEqual(['lookups']);

    const notifications = await readRecord('notifications');
    await writeRecord('notifications', { ...notifications, version: -1 });
    expect((await reload()).seeded).toEqual(['notifications']);

    // One row record missing: the table is incomplete.
    const projects = await readRecord('projects');
    await writeRecord(['projects', 'tasks', projects?.rows.tasks.order[0] ?? 0], undefined, ROW_STORE);
    expect((await reload()).seeded).toEqual(['projects']);
    expect(db.tasks.length).toBeGreaterThan(0);
    expect(db.users[1].password).toBe('changed');
    expect(db.lookups).toEqual(lookupsTable.seed({ now: Date.now(), db }).lookups);
  });

  it('drops the single record of the former layout and seeds every table', async () => {
    const old = indexedDB.open(MOCK_DATABASE_NAME, 1);
    old.onupgradeneeded = () => old.result.createObjectStore('state');
    const connection = await promised(old);
    const tx = connection.transaction('state', 'readwrite');
    tx.objectStore('state').put({ schemaVersion: 2 }, 'db');
    await new Promise((resolve) => (tx.oncomplete = resolve));
    connection.close();

    expect(await loadPersistedDb()).toEqual({ kept: [], seeded: ALL() });
    const reopened = await promised(indexedDB.open(MOCK_DATABASE_NAME));
    expect(Array.from(reopened.objectStoreNames).sort()).toEqual([ROW_STORE, TABLE_STORE].sort());
    reopened.close();
  });

  it('drops the former layout of one record per whole table and seeds every table', async () => {
    const old = indexedDB.open(MOCK_DATABASE_NAME, 3);
    old.onupgradeneeded = () => old.result.createObjectStore(TABLE_STORE);
    const connection = await promised(old);
    const tx = connection.transaction(TABLE_STORE, 'readwrite');
    tx.objectStore(TABLE_STORE).put({ version: 1, data: { contentItems: [] } }, 'content');
    await new Promise((resolve) => (tx.oncomplete = resolve));
    connection.close();

    expect(await loadPersistedDb()).toEqual({ kept: [], seeded: ALL() });
    expect(db.contentItems.length).toBeGreaterThan(0);
    expect((await readSavedTable('content'))?.data.contentItems).toEqual(db.contentItems);
  });
});
