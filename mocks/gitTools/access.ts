/**
 * The devops service's objects of the access rules (mocks/core/access.ts): a devops project, its
 * repositories and import requests. Who owns a devops project (src/domain/access.ts
 * devopsRelationHolds): the portal project whose devops URL names it (its readers and parties),
 * the user who made it in Git tools (them, and the staff), or nobody in particular (the shared
 * organisation project 'dfc-portal', and any other: the staff's, never an agency's).
 */
import { devopsRelationHolds, isAgencyRole, type DevopsOwner } from '../../src/domain/access';
import { devopsProjectNameOf } from '../../src/domain/gitTools';
import { defineObjectKind, type Owned } from '../core/access';
import { positiveInt } from '../core/http';
import { db } from '../core/state';
import type { MockUser } from '../core/types';
import { partiesOf } from '../projects/projects';
import { decoded, remoteUrlOf } from './gitTools';
import { normalisedUrl } from './gitJobs';
import { sameName, syncPortalProjects, type StoredDevopsProject, type StoredRepo } from './table';

/** Who owns the devops project. */
export function ownerOf(project: StoredDevopsProject): DevopsOwner {
  if (project.createdBy !== undefined) {
    const creator = db.users.find((u) => u.userId === project.createdBy);
    return { kind: 'user', userId: project.createdBy, agency: creator !== undefined && isAgencyRole(creator.role) };
  }
  const portal = db.projects.find((p) => sameName(devopsProjectNameOf(p.devopsUrl) ?? '', project.name));
  return portal ? { kind: 'portal', project: partiesOf(portal) } : { kind: 'shared' };
}

/** Whether the user reads (or, as a party, works in) the devops project. */
export function devopsAllows(relation: 'reader' | 'party', user: MockUser, project: StoredDevopsProject): boolean {
  return devopsRelationHolds(relation, user, ownerOf(project));
}

const owned = (project: StoredDevopsProject | undefined): Owned<'reader' | 'party'> | undefined =>
  project && { allows: (relation, user) => devopsAllows(relation, user, project) };

/** A devops project by id or name (any case). */
export function devopsProjectByRef(ref: string | undefined): StoredDevopsProject | undefined {
  syncPortalProjects();
  const wanted = decoded(ref);
  return db.devops.projects.find((p) => p.id === wanted) ?? db.devops.projects.find((p) => sameName(p.name, wanted));
}

const projectOfRepo = (repo: StoredRepo | undefined) => repo && db.devops.projects.find((p) => p.id === repo.projectId);

/**
 * A repository by id or name within the devops project the call names (path :project, or the
 * branch job's projectId), or by its remote URL (the merge job's repourl).
 */
function repoByRef(value: string, projectRef: string | undefined): StoredRepo | undefined {
  syncPortalProjects();
  if (/^https?:/i.test(value)) return db.devops.repos.find((r) => normalisedUrl(remoteUrlOf(r)) === normalisedUrl(value));
  const project = projectRef === undefined ? undefined : devopsProjectByRef(projectRef);
  const wanted = decoded(value);
  const repos = project ? db.devops.repos.filter((r) => r.projectId === project.id) : db.devops.repos;
  return repos.find((r) => r.id === wanted) ?? repos.find((r) => sameName(r.name, wanted));
}

const projectRefOf = (context: { params: Record<string, unknown>; query: URLSearchParams }) => {
  const param = context.params.project;
  return typeof param === 'string' ? param : (context.query.get('projectId') ?? undefined);
};

defineObjectKind('devopsProject', (value) => owned(devopsProjectByRef(value)));

defineObjectKind('repository', (value, context) => owned(projectOfRepo(repoByRef(value, projectRefOf(context)))));

defineObjectKind('importRequest', (value) => {
  const id = positiveInt(value);
  const request = id === null ? undefined : db.devops.imports.find((i) => i.importRequestId === id);
  return owned(request && db.devops.projects.find((p) => p.id === request.projectId));
});
