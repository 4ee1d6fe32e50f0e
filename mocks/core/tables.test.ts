import { authTable } from '../auth/table';
import { projectsTable } from '../projects/table';
import { createSeed } from './state';
import { db, resetDb } from './state';
import { defineTable, findTable, tableData, tables, type SeedContext, type Table } from './tables';
import type { DbState } from './types';

/**
 * An area would add its keys by interface merging in its own table module (see tables.ts); a test
 * must not change the program's DbState, so this one defines its table untyped.
 */
type LooseSpec = {
  name: string;
  version: number;
  keys: string[];
  sequences?: string[];
  dependsOn?: Table[];
  seed(ctx: SeedContext): Record<string, unknown>;
};
const defineLooseTable = defineTable as unknown as (spec: LooseSpec) => Table;
type Notes = Array<{ noteId: number; userId: number }>;
const loose = (state: DbState) => state as unknown as { testNotes?: Notes; sequences: Record<string, number> };

describe('defineTable', () => {
  it('refuses a key or a sequence another table owns, and a dependency not defined before', () => {
    expect(() => defineTable({ name: 'thief', version: 1, keys: ['users'], seed: () => ({ users: [] }) })).toThrow(/belongs to table auth/);
    expect(() =>
      defineTable({ name: 'thief', version: 1, keys: [], sequences: ['projectId'], seed: () => ({ sequences: { projectId: 1 } }) }),
    ).toThrow(/belongs to table projects/);
    const ghost: Table = { name: 'ghost', version: 1, keys: [], sequences: [], dependsOn: [], seed: () => ({}) };
    expect(() => defineTable({ name: 'orphan', version: 1, keys: [], dependsOn: [ghost], seed: () => ({}) })).toThrow(/must be defined before/);
    expect(findTable('thief')).toBeUndefined();
    expect(findTable('orphan')).toBeUndefined();
  });

  it('seeds a table defined late into the live state (after its dependencies), and into every later seed', () => {
    const same = db;
    const notesTable = defineLooseTable({
      name: 'testNotes',
      version: 1,
      keys: ['testNotes'],
      sequences: ['testNoteId'],
      dependsOn: [authTable, projectsTable],
      seed: ({ db: state }: SeedContext) => ({
        testNotes: state.users.slice(0, 2).map((u, index) => ({ noteId: index + 1, userId: u.userId })),
        sequences: { testNoteId: 3 },
      }),
    });
    expect(tables().at(-1)).toBe(notesTable);
    expect(db).toBe(same);
    expect(loose(db).testNotes).toEqual([{ noteId: 1, userId: 1 }, { noteId: 2, userId: 2 }]);
    expect(loose(db).sequences.testNoteId).toBe(3);
    expect(db.users.length).toBeGreaterThan(0);

    loose(db).testNotes = [];
    resetDb();
    expect(loose(db).testNotes).toHaveLength(2);
    expect(loose(createSeed()).testNotes).toHaveLength(2);
    expect(tableData(notesTable, db)).toEqual({ testNotes: loose(db).testNotes, sequences: { testNoteId: 3 } });
  });
});
