/** The row type of tasks (kept in the projects table, mocks/projects/table.ts). */
import type { Task } from '../../src/domain/projects';

/** A task row: exactly the wire Task. */
export type StoredTask = Task;
