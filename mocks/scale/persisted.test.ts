/**
 * The worker's start at the large scale (config mockScale 'large'), against an in-memory IndexedDB
 * (fake-indexeddb, in this file only): an empty store is seeded large and saved; a later start
 * reads the large data back, whatever scale it was started at.
 */
import 'fake-indexeddb/auto';
import { closePersistedDb, loadPersistedDb } from '../core/persistence';
import { db } from '../core/state';
import '../areas';
import { LARGE, setMockScale } from '.';

afterEach(() => setMockScale('normal'));

it('seeds an empty store at the large scale and reads it back on the next start', async () => {
  setMockScale('large');
  const first = await loadPersistedDb();
  expect(first.kept).toEqual([]);
  const projects = db.projects.length;
  expect(projects).toBeGreaterThan(LARGE.projects);

  await closePersistedDb();
  setMockScale('normal');
  const second = await loadPersistedDb();
  expect(second.seeded).toEqual([]);
  expect(db.projects).toHaveLength(projects);
  expect(db.notifications.length).toBeGreaterThan(LARGE.notifications);
});
