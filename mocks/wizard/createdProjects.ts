/**
 * The extension GET /api/get_created_projects (src/domain/contract/worklist.ts): the cards of the
 * projects the caller created, newest first, whatever their status. The home page's worklist
 * keeps those that still wait for details (not yet created, or a DRAFT).
 */
import type { ProjectCard } from '../../src/domain/projects';
import { db } from '../core/state';
import type { MockUser } from '../core/types';
import { toCard } from '../projects/projects';

export function createdProjects(user: MockUser): ProjectCard[] {
  return db.projects
    .filter((p) => p.projectCreator.userId === user.userId)
    .sort((a, b) => b.projectCreatedDate.localeCompare(a.projectCreatedDate) || b.projectId - a.projectId)
    .map(toCard);
}
