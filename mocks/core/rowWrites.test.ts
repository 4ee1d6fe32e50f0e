/**
 * At the large scale (mocks/scale), against an in-memory IndexedDB (fake-indexeddb, in this file
 * only): one write through the handlers puts exactly the records it changed, a reload sees it, and
 * a commit that fails puts back exactly the state as it was, in memory and on disk.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { CREATION_STATUS } from '../../src/domain/projects';
import { ROLE } from '../../src/domain/roles';
import { closePersistedDb, loadPersistedDb, MOCK_DATABASE_NAME, ROW_STORE, TABLE_STORE } from './persistence';
import type { SavedRows, SavedTable } from './writePlan';
import { plainState } from './changes';
import { db, resetDb } from './state';
import type { DbState, MockUser } from './types';
import { holds } from '../projects/projects';
import '../areas';
import { INBOX_USER, setMockScale } from '../scale';
import { call, signInAs } from '../testing';

/** Every put and delete IndexedDB was asked for, as `store key` (a row's key as table/key/row). */
function recordWrites(): { writes: string[]; stop: () => void } {
  const writes: string[] = [];
  const name = (key: unknown) => (Array.isArray(key) ? key.join('/') : key instanceof IDBKeyRange ? 'a range' : String(key));
  const put = IDBObjectStore.prototype.put;
  const remove = IDBObjectStore.prototype.delete;
  const putSpy = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
    writes.push(`put ${this.name} ${name(key)}`);
    return put.call(this, value, key);
  });
  const deleteSpy = jest.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(function (this: IDBObjectStore, key) {
    writes.push(`delete ${this.name} ${name(key)}`);
    return remove.call(this, key);
  });
  return {
    writes,
    stop: () => {
      putSpy.mockRestore();
      deleteSpy.mockRestore();
    },
  };
}

/** The state as text, key by key. */
const snapshot = () => new Map(Object.entries(plainState<DbState>()).map(([key, value]) => [key, JSON.stringify(value)]));
/** The keys whose value differs from a snapshot's (or that one of them lacks). */
function differing(before: Map<string, string>): string[] {
  const after = snapshot();
  return [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
}

/** A reload: the memory forgets (a normal seed), the connection is new, the large data is read back. */
async function reload(): Promise<void> {
  setMockScale('normal');
  resetDb();
  await closePersistedDb();
  await loadPersistedDb();
}

/** How the stored table record lays out a key's rows: their row keys in order, and the next one. */
async function layoutOf(table: string, key: string): Promise<SavedRows> {
  const connection = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(MOCK_DATABASE_NAME);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  try {
    const record = await new Promise<SavedTable>((resolve, reject) => {
      const req = connection.transaction(TABLE_STORE, 'readonly').objectStore(TABLE_STORE).get(table);
      req.onsuccess = () => resolve(req.result as SavedTable);
      req.onerror = () => reject(req.error);
    });
    return record.rows[key];
  } finally {
    connection.close();
  }
}

/** A project gbm may approve now, its index in db.projects, and a tech user to name. */
function approvable() {
  const manager = db.users.find((u) => u.username === INBOX_USER) as MockUser;
  const index = db.projects.findIndex(
    (p) =>
      p.projectCreationStatus === CREATION_STATUS.submitted && p.projectStatus === 'PROJECT_DETAILS_FILLED' && !p.techApprovalFlag && holds('manager', manager, p),
  );
  const tech = db.users.find((u) => u.role === ROLE.TECHNICAL_USER && u.status === 'ACTIVE');
  if (index < 0 || !tech) throw new Error('no project to approve in the large demo');
  return { index, project: db.projects[index], tech };
}

const approve = (token: string, techUserId: number, projectId: number) =>
  call(`/api/approve_project_by_bm/${techUserId}/${projectId}/`, { method: 'PUT', token });

let token: string;

// The large demo is seeded and stored once; each test starts from what is stored (jest reseeds the memory before each).
beforeAll(async () => {
  await closePersistedDb();
  globalThis.indexedDB = new IDBFactory();
  setMockScale('large');
  await loadPersistedDb();
}, 120_000);
beforeEach(async () => {
  await reload();
  token = await signInAs(INBOX_USER);
}, 60_000);
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await closePersistedDb();
  resetDb();
});

describe('one write at the large scale', () => {
  it('marking one notification read puts that notification’s record and nothing else; a reload sees it', async () => {
    expect(db.projects.length).toBeGreaterThan(10_000);
    const user = db.users.find((u) => u.username === INBOX_USER)?.userId;
    const index = db.notifications.findIndex((n) => n.userId === user && n.readUnreadFlag === 'UNREAD');
    const notice = db.notifications[index];
    const rowKey = (await layoutOf('notifications', 'notifications')).order[index];

    const { writes, stop } = recordWrites();
    const response = await call(`/api/mark_notification/${notice.notificationId}`, { token });
    stop();
    expect(response.status).toBe(200);
    expect(writes).toEqual([`put ${ROW_STORE} notifications/notifications/${rowKey}`]);

    const before = snapshot();
    await reload();
    expect(db.notifications[index]).toEqual({ ...notice, readUnreadFlag: 'READ' });
    expect(differing(before)).toEqual([]);
  });

  it('approving a project puts its record, the new notices’ and the notices’ table record (order, sequence), nothing else', async () => {
    const { index, project, tech } = approvable();
    const projectRow = (await layoutOf('projects', 'projects')).order[index];
    const notices = db.notifications.length;
    const { next } = await layoutOf('notifications', 'notifications');

    const { writes, stop } = recordWrites();
    const response = await approve(token, tech.userId, project.projectId);
    stop();
    expect(response.status).toBe(200);
    // The notices it sent (one or more), each a new row.
    const sent = db.notifications.length - notices;
    expect(sent).toBeGreaterThan(0);
    const newRows = Array.from({ length: sent }, (_, i) => `put ${ROW_STORE} notifications/notifications/${next + i}`);
    expect(writes.sort()).toEqual([`put ${ROW_STORE} projects/projects/${projectRow}`, ...newRows, `put ${TABLE_STORE} notifications`].sort());

    const before = snapshot();
    await reload();
    expect(db.projects[index].projectStatus).toBe('APPROVAL_COMPLETED');
    expect(differing(before)).toEqual([]);
  });

  it('deleting an app deletes its row and its builds’ rows, and puts only the apps that named it', async () => {
    const layout = await layoutOf('apps', 'apps');
    const index = db.apps.findIndex((app) => !db.apps.some((other) => other.dependentApp.some((d) => d.appId === app.appId)));
    const app = db.apps[index];
    const builds = db.appBuilds.filter((build) => build.appId === app.appId).length;
    expect(db.apps.length).toBeGreaterThan(2_000);

    const { writes, stop } = recordWrites();
    const response = await call(`/deleteapp/${app.appId}`, { method: 'DELETE', token });
    stop();
    expect(response.status).toBe(200);
    expect(writes.filter((write) => write.startsWith(`put ${ROW_STORE} apps/apps/`))).toEqual([]);
    expect(writes).toContain(`delete ${ROW_STORE} apps/apps/${layout.order[index]}`);
    expect(writes.filter((write) => write.startsWith(`delete ${ROW_STORE} apps/appBuilds/`))).toHaveLength(builds);
    expect(writes.filter((write) => write.startsWith(`put ${ROW_STORE}`))).toEqual([]);
  });

  it('a commit that fails puts back exactly the state as it was, in memory and on disk, and the next write goes through', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { index, project, tech } = approvable();
    const before = snapshot();
    const put = IDBObjectStore.prototype.put;
    const failing = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      const request = put.apply(this, args);
      // As a browser does when the quota is exceeded: the transaction ends in an abort.
      this.transaction.abort();
      return request;
    });
    expect((await approve(token, tech.userId, project.projectId)).status).toBe(503);
    failing.mockRestore();
    expect(differing(before)).toEqual([]);

    await reload();
    expect(differing(before)).toEqual([]);

    const { writes, stop } = recordWrites();
    expect((await approve(token, tech.userId, db.projects[index].projectId)).status).toBe(200);
    stop();
    expect(writes.filter((write) => write.startsWith(`put ${ROW_STORE} projects/`))).toHaveLength(1);
    expect(writes.filter((write) => !write.includes('notifications'))).toHaveLength(1);
  });
});
