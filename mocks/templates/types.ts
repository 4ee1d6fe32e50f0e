/** The row type of saved templates (kept in the projects table, mocks/projects/table.ts). */
import type { SavedTemplate } from '../../src/domain/projects';

/** A saved template row: the wire SavedTemplate plus its owner. Names are stored upper-cased. */
export interface StoredTemplate extends SavedTemplate {
  templateId: number;
  ownerId: number;
}
