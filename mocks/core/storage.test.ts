/**
 * Storage failures are said aloud (fake-indexeddb, in this file only): a write whose commit fails
 * answers 503 and changes nothing; a load that cannot read the stored tables (a blocked upgrade,
 * a database of a newer layout) runs read-only on the seed, never writes to IndexedDB, answers
 * every write with 503 and says so at GET /__mock__/storage; the demo reset repairs it.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { db } from './state';
import { closePersistedDb, loadPersistedDb, MOCK_DATABASE_NAME, SCHEMA_VERSION } from './persistence';
import { readSavedTable as savedRecord } from './savedTables';
import { READ_ONLY_MESSAGE, STORAGE_HEADER, WRITE_FAILED_MESSAGE } from './contract';
import { call, getJson, postJson, signInAs } from '../testing';

interface Notice {
  notificationId: number;
  readUnreadFlag: string;
}

const creation = (projectName: string) => ({
  projectName,
  projectBrand: { brandId: 3, brandName: 'Nimbus Health' },
  dfcUser: { userId: 6, username: 'gagency' },
  projectSummary: 'A project the storage may refuse.',
});

function promised<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The database as it is on disk: its version, its stores and the records of one store. */
async function onDisk(store: string): Promise<{ version: number; stores: string[]; records: unknown[] }> {
  const connection = await promised(indexedDB.open(MOCK_DATABASE_NAME));
  try {
    const stores = Array.from(connection.objectStoreNames);
    const records = stores.includes(store) ? await promised(connection.transaction(store, 'readonly').objectStore(store).getAll()) : [];
    return { version: connection.version, stores, records };
  } finally {
    connection.close();
  }
}

/** A database of another layout: version `version`, one store 'state' with one record. */
async function otherLayout(version: number): Promise<IDBDatabase> {
  const req = indexedDB.open(MOCK_DATABASE_NAME, version);
  req.onupgradeneeded = () => req.result.createObjectStore('state');
  const connection = await promised(req);
  const tx = connection.transaction('state', 'readwrite');
  tx.objectStore('state').put({ kept: 'the other version’s data' }, 'db');
  await new Promise((resolve) => (tx.oncomplete = resolve));
  return connection;
}

const storage = async () => (await (await call('/__mock__/storage')).json()) as { mode: string; reason?: string };

/** A few turns of the event loop, for IndexedDB requests that were waiting on a connection to close. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const firstNotice = async (token: string) => (await getJson<{ content: Notice[] }>('/api/notifications/1', token)).content[0];

beforeEach(async () => {
  // The mock logs each storage failure: expected here.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await closePersistedDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  jest.restoreAllMocks();
  // Back to a mock that saves (the mode is the worker's, kept in the module).
  await closePersistedDb();
  globalThis.indexedDB = new IDBFactory();
  await loadPersistedDb();
  await closePersistedDb();
});

describe('a write whose commit fails (storage quota exceeded)', () => {
  const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  it('answers 503 with the reason, and a following read shows the old data', async () => {
    await loadPersistedDb();
    const token = await signInAs('gbm');
    const notice = await firstNotice(token);
    const unread = await getJson<number>('/api/unread_notifications_count', token);
    const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quotaExceeded();
    });

    const refused = await call(`/api/mark_notification/${notice.notificationId}`, { token });
    expect(refused.status).toBe(503);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toBe(WRITE_FAILED_MESSAGE('QuotaExceededError: The quota has been exceeded.'));
    expect(message).toMatch(/^The demo could not save this change \(browser storage: QuotaExceededError.*\)\. Nothing was changed\.$/);
    expect(put).toHaveBeenCalled();

    put.mockRestore();
    expect(await firstNotice(token)).toEqual(notice);
    expect(await getJson<number>('/api/unread_notifications_count', token)).toBe(unread);
    const stored = (await savedRecord('notifications'))?.data.notifications?.find((n) => n.notificationId === notice.notificationId);
    expect(stored?.readUnreadFlag).toBe(notice.readUnreadFlag);

    // Once there is room again, the same change goes through and is stored.
    const toggled = await getJson<Notice>(`/api/mark_notification/${notice.notificationId}`, token);
    expect(toggled.readUnreadFlag).not.toBe(notice.readUnreadFlag);
    const after = (await savedRecord('notifications'))?.data.notifications?.find((n) => n.notificationId === notice.notificationId);
    expect(after?.readUnreadFlag).toBe(toggled.readUnreadFlag);
  });

  it('puts every table back, sequences included, when the transaction aborts after the puts', async () => {
    await loadPersistedDb();
    const token = await signInAs('gbm');
    const projects = db.projects.length;
    const nextProjectId = db.sequences.projectId;
    const notices = db.notifications.length;
    const original = IDBObjectStore.prototype.put;
    jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      const request = original.apply(this, args);
      // As a browser does when the quota is exceeded: the transaction ends in an abort, not a throw.
      this.transaction.abort();
      return request;
    });

    const refused = await postJson('/api/projectsetup', creation('Refused by the storage'), token);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^The demo could not save this change \(browser storage: .+\)\. Nothing was changed\.$/);
    expect(db.projects).toHaveLength(projects);
    expect(db.sequences.projectId).toBe(nextProjectId);
    expect(db.notifications).toHaveLength(notices);

    jest.restoreAllMocks();
    expect((await call(`/api/get_dfc_project/${nextProjectId}`, { token })).status).toBe(404);
    const created = await postJson('/api/projectsetup', creation('Stored at last'), token);
    expect(created.status).toBe(200);
    expect(((await created.json()) as { projectId: number }).projectId).toBe(nextProjectId);
    expect((await savedRecord('projects'))?.data.projects?.some((p) => p.projectName === 'Stored at last')).toBe(true);
  });
});

describe('a load that cannot read the stored tables', () => {
  it('a blocked upgrade: read-only on the seed, every write answers 503, nothing reaches IndexedDB, the storage endpoint says so', async () => {
    // A tab of an older version of the demo keeps its database open and does not let go.
    const older = await otherLayout(SCHEMA_VERSION - 1);
    older.onversionchange = () => undefined;
    const put = jest.spyOn(IDBObjectStore.prototype, 'put');

    const report = await loadPersistedDb();
    expect(report.readOnly).toMatch(/blocked upgrade/);
    expect(report.kept).toEqual([]);
    expect(db.users.find((u) => u.username === 'gbm')).toBeDefined();

    const status = await storage();
    expect(status).toEqual({ mode: 'read-only', reason: report.readOnly });

    // Sign-in and reads answer, on the seed; the answers say read-only.
    const token = await signInAs('gbm');
    const notices = await call('/api/notifications/1', { token });
    expect(notices.status).toBe(200);
    expect(notices.headers.get(STORAGE_HEADER)).toBe('read-only');

    // Every change answers 503 with how to fix it, and changes nothing.
    const notice = await firstNotice(token);
    const toggle = await call(`/api/mark_notification/${notice.notificationId}`, { token });
    expect(toggle.status).toBe(503);
    expect(await toggle.json()).toEqual({ message: READ_ONLY_MESSAGE(report.readOnly as string) });
    expect((await firstNotice(token)).readUnreadFlag).toBe(notice.readUnreadFlag);
    const projects = db.projects.length;
    const create = await postJson('/api/projectsetup', creation('Never stored'), token);
    expect(create.status).toBe(503);
    expect(((await create.json()) as { message: string }).message).toMatch(/read-only.*Reset/);
    expect(db.projects).toHaveLength(projects);
    expect((await postJson('/api/reset/password/', ['Password@1', 'Changed#123'], token)).status).toBe(503);

    // Not a single write, and once the other tab lets go the stored data is as it was.
    expect(put).not.toHaveBeenCalled();
    older.close();
    await settle();
    expect(await onDisk('state')).toEqual({ version: SCHEMA_VERSION - 1, stores: ['state'], records: [{ kept: 'the other version’s data' }] });
    expect(put).not.toHaveBeenCalled();

    // The demo reset repairs it: a fresh database, the seed stored, writes stored again.
    expect((await call('/__mock__/reset', { method: 'POST' })).status).toBe(204);
    expect(await storage()).toEqual({ mode: 'ok' });
    const again = await signInAs('gbm');
    const fresh = await firstNotice(again);
    const toggled = await getJson<Notice>(`/api/mark_notification/${fresh.notificationId}`, again);
    const stored = (await savedRecord('notifications'))?.data.notifications?.find((n) => n.notificationId === fresh.notificationId);
    expect(stored?.readUnreadFlag).toBe(toggled.readUnreadFlag);
    expect((await call('/api/notifications/1', { token: again })).headers.get(STORAGE_HEADER)).toBeNull();
  });

  it('a database of a newer version: read-only, the newer data stays, and a reset the other tab blocks says so', async () => {
    const newer = await otherLayout(SCHEMA_VERSION + 1);
    newer.close();

    const report = await loadPersistedDb();
    expect(report.readOnly).toMatch(/VersionError|version/i);
    expect((await storage()).mode).toBe('read-only');
    const token = await signInAs('lagency');
    expect((await postJson('/api/projectsetup', creation('Never stored'), token)).status).toBe(503);
    expect(await onDisk('state')).toEqual({ version: SCHEMA_VERSION + 1, stores: ['state'], records: [{ kept: 'the other version’s data' }] });

    // The newer tab is still open: the reset cannot delete its database, and says so.
    const open = await promised(indexedDB.open(MOCK_DATABASE_NAME));
    open.onversionchange = () => undefined;
    const blocked = await call('/__mock__/reset', { method: 'POST' });
    expect(blocked.status).toBe(503);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/still cannot be used.*Close the other tabs/);
    expect((await storage()).mode).toBe('read-only');
    open.close();
    await settle();

    expect((await call('/__mock__/reset', { method: 'POST' })).status).toBe(204);
    expect(await storage()).toEqual({ mode: 'ok' });
    expect((await savedRecord('auth'))?.data.users?.length).toBe(db.users.length);
  });

  it('a read that fails: read-only, and the storage endpoint gives the reason', async () => {
    await loadPersistedDb();
    await closePersistedDb();
    jest.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(() => {
      throw new DOMException('The read failed.', 'UnknownError');
    });
    const report = await loadPersistedDb();
    expect(report.readOnly).toBe('UnknownError: The read failed.');
    expect(await storage()).toEqual({ mode: 'read-only', reason: 'UnknownError: The read failed.' });
    const put = jest.spyOn(IDBObjectStore.prototype, 'put');
    const token = await signInAs('gbm');
    expect((await postJson('/api/projectsetup', creation('Never stored'), token)).status).toBe(503);
    // The mock's own calls still answer (the clock, the faults), without writing.
    expect((await postJson('/__mock__/clock', { advanceMs: 1000 })).status).toBe(200);
    expect(put).not.toHaveBeenCalled();
  });
});
