/**
 * A project's relations (src/domain/access.ts) on the stored rows: the object kind 'project' for
 * the contract's access rules (mocks/core/access.ts), and the helper every area whose objects
 * belong to a project (apps, builds, tasks, containers, resources, build-server builds) finds
 * them with.
 */
import type { ProjectRelation } from '../../src/domain/contract/access';
import { defineObjectKind, type Owned } from '../core/access';
import { positiveInt } from '../core/http';
import { db } from '../core/state';
import type { MockUser } from '../core/types';
import { findProject, holds } from './projects';
import type { StoredProject } from './types';

/** The project as an object of the access rules. */
export function ownedProject(project: StoredProject | undefined): Owned<ProjectRelation> | undefined {
  return project && { allows: (relation, user) => holds(relation, user, project) };
}

/** The project of an id the call gives (a path or query parameter, a body field). */
export function projectOfValue(value: string): StoredProject | undefined {
  return findProject(positiveInt(value));
}

defineObjectKind('project', (value) => ownedProject(projectOfValue(value)));

/** The projects the user reads (the lists of 'readable' entries). */
export function readableProjects(user: MockUser): StoredProject[] {
  return db.projects.filter((project) => holds('reader', user, project));
}
