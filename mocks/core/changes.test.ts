/**
 * The change tracking of a call that may write (./changes.ts), on the state itself: what a session
 * notes for each kind of change, that the state never holds a Proxy, and that undoing puts back
 * exactly what was there.
 */
import { beginChanges, currentChanges, endChanges, plainState, undoChanges, valueBefore, type Changes } from './changes';
import { db, nextId } from './state';
import type { DbState } from './types';
import '../areas';

const plain = () => plainState<DbState>();
const noted = () => currentChanges() as Changes;
/** What a session noted, in a form to compare: each kind's keys, and the rows by key (the rows' ids). */
const summary = (id: (row: object) => unknown = (row) => row) => {
  const { replaced, arrays, rows, values, sequences } = noted();
  return {
    replaced: [...replaced],
    arrays: [...arrays],
    rows: Object.fromEntries([...rows].map(([key, set]) => [key, [...set].map(id)])),
    values: [...values],
    sequences: [...sequences],
  };
};
const projectId = (row: object) => (row as { projectId: number }).projectId;
/** The state as text, key by key. */
const snapshot = () => new Map(Object.entries(plain()).map(([key, value]) => [key, JSON.stringify(value)]));
/** The keys whose value differs from a snapshot's (or that one of them lacks). */
const differing = (before: Map<string, string>) => {
  const after = snapshot();
  return [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
};

afterEach(() => endChanges());

describe('a session of changes', () => {
  it('hands out the plain objects outside a session', () => {
    expect(db.projects).toBe(plain().projects);
    expect(db.projects[0]).toBe(plain().projects[0]);
    expect(currentChanges()).toBeNull();
  });

  it('notes the row a nested change is in, and nothing for reads', () => {
    beginChanges();
    const [first, second] = plain().projects;
    expect(db.projects.filter((p) => p.projectId > 0).length).toBe(plain().projects.length);
    expect(summary()).toEqual({ replaced: [], arrays: [], rows: {}, values: [], sequences: [] });

    db.projects[1].projectName = 'Renamed';
    const found = db.projects.find((p) => p.projectId === first.projectId);
    if (found?.techUser) found.techUser.username = 'someone';
    else if (found) found.techUser = { userId: 1, username: 'someone' };
    expect(summary(projectId)).toEqual({ replaced: [], arrays: [], rows: { projects: [second.projectId, first.projectId] }, values: [], sequences: [] });
    // The state holds the plain objects, changed.
    expect(plain().projects[1]).toBe(second);
    expect(second.projectName).toBe('Renamed');
  });

  it('notes sequences, a whole value changed inside, an array changed itself and a replaced key', () => {
    beginChanges();
    nextId('projectId');
    db.clock.speed = 3;
    db.taskStates.push('Extra');
    const kept = plain().notifications.slice(1);
    db.notifications = db.notifications.filter((n) => n !== db.notifications[0]);
    expect(summary()).toEqual({ replaced: ['notifications'], arrays: ['taskStates'], rows: {}, values: ['clock'], sequences: ['projectId'] });
    // The new array holds the state's own rows, and what the key held before is at hand.
    expect(plain().notifications).toEqual(kept);
    expect(plain().notifications.every((row, i) => row === kept[i])).toBe(true);
    expect((valueBefore('notifications') as unknown[]).length).toBe(kept.length + 1);
  });

  it('hands back what a call adds as itself, and never stores a Proxy', () => {
    beginChanges();
    const task = { ...db.tasks[0], taskId: 9999, dfcProject: db.tasks[0].dfcProject };
    db.tasks.push(task);
    expect(db.tasks.at(-1)).toBe(task);
    expect(db.tasks.indexOf(task)).toBe(db.tasks.length - 1);
    task.taskName = 'Changed after the push';
    expect(summary()).toEqual({ replaced: [], arrays: ['tasks'], rows: {}, values: [], sequences: [] });
    // A handler's copy of the state's objects, and the stored state itself, clone.
    expect(structuredClone({ first: db.projects[0], tasks: db.tasks.slice(-2) }).first.projectId).toBe(plain().projects[0].projectId);
    endChanges();
    expect(() => structuredClone(plain())).not.toThrow();
  });

  it('puts back exactly the state it began with', () => {
    const before = snapshot();
    const projects = plain().projects;
    beginChanges();
    db.projects[2].projectName = 'Changed';
    db.projects[3].teamMemberIds.push(1234);
    delete (db.projects[4] as { techUser?: unknown }).techUser;
    db.projects.splice(5, 2);
    db.projects.push({ ...db.projects[0], projectId: 5000 });
    db.projects.sort((a, b) => b.projectId - a.projectId);
    db.notifications = db.notifications.filter((n) => n.readUnreadFlag === 'READ');
    nextId('notificationId');
    db.devops.repos.push({ ...db.devops.repos[0], name: 'another' });
    db.lookups = {} as DbState['lookups'];
    undoChanges();
    endChanges();
    expect(differing(before)).toEqual([]);
    expect(plain().projects).toBe(projects);
  });
});
