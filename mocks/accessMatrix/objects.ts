/**
 * The objects of the access matrix, taken from the mock's rows as a test reads them (never through
 * the mock's finders): each knows what a call names of it at a rule's place and, through the
 * oracle (./oracle.ts), who stands in which relation to it. The seed holds no environment request,
 * build-server build or import request: ./fixtures.ts starts those before the entry's calls.
 */
import type { ObjectKind, ObjectRule, ProjectRelation } from '../../src/domain/contract/access';
import { resourceName } from '../../src/domain/cloud';
import { devopsProjectNameOf } from '../../src/domain/gitTools';
import { containerName } from '../../src/domain/techTeam';
import { db } from '../core/state';
import type { StoredProject } from '../projects/types';
import { remoteUrlOf } from '../gitTools/gitTools';
import {
  agencyRelation,
  devopsRelation,
  followsEnvironmentJob,
  projectRelations,
  type DevopsOwner,
  type Named,
  type Person,
  type ProjectRow,
} from './oracle';

/** An object a call may name: its words for a failure message, and its data no refused answer may hold. */
export interface MatrixObject extends Named {
  kind: ObjectKind;
  label: string;
  /** Its names (project, app, task, repository, agency name, …): never in a refused answer. */
  names: string[];
  /** Path parameters that are not objects but go with this one (a build's job name). */
  params?: Record<string, string>;
}

/** An environment request the fixtures started: its status URL, who asked, and for which project. */
export interface EnvironmentRequest {
  statusUrl: string;
  requestedBy: number;
  projectId: number;
}

export const people = (): Person[] => db.users.map(({ userId, username, role, type }) => ({ userId, username, role, type }));

function projectRow(project: StoredProject): ProjectRow {
  const creator = db.users.find((u) => u.userId === project.projectCreator.userId);
  return {
    projectId: project.projectId,
    name: project.projectName,
    agencyUserId: project.dfcUser.userId,
    creatorUserId: project.projectCreator.userId,
    creatorRole: creator?.role ?? 0,
    techUserId: project.techUser?.userId ?? null,
  };
}

const rowOf = (projectId: number) => {
  const project = db.projects.find((p) => p.projectId === projectId);
  return project && projectRow(project);
};

/** An object that is its project's (an app, a build, a task, …): the project's relations, and its agency's for an agency rule. */
function projectOwned(kind: ObjectKind, label: string, row: ProjectRow, ids: Partial<Record<ObjectKind, string | number>>, names: string[]): MatrixObject {
  return {
    kind,
    label,
    names: [...names, row.name],
    value: (rule) => (rule.kind === 'project' ? row.projectId : rule.kind === 'agency' ? row.agencyUserId : ids[rule.kind]),
    holds: (user, rule) =>
      rule.kind === 'agency'
        ? agencyRelation(rule.relation as 'assignee', user, row.agencyUserId)
        : projectRelations(user, row)[rule.relation as ProjectRelation],
  };
}

/** A devops project, repository or import request: the devops project's owner decides. */
function devopsOwned(
  kind: ObjectKind,
  label: string,
  owner: DevopsOwner,
  ids: { project: { id: string; name: string }; repo?: { id: string; url: string }; importRequestId?: number },
  names: string[],
): MatrixObject {
  const value = (rule: ObjectRule) => {
    if (rule.kind === 'devopsProject') return rule.name === 'projectId' ? ids.project.id : ids.project.name;
    if (rule.kind === 'repository') return rule.name === 'repourl' ? ids.repo?.url : ids.repo?.id;
    return rule.kind === 'importRequest' ? ids.importRequestId : undefined;
  };
  return { kind, label, names, value, holds: (user, rule) => devopsRelation(rule.relation as 'reader', user, owner) };
}

function devopsOwnerOf(project: { name: string; createdBy?: number }): DevopsOwner {
  if (project.createdBy !== undefined) return { kind: 'user', userId: project.createdBy };
  const portal = db.projects.find((p) => (devopsProjectNameOf(p.devopsUrl) ?? '').toLowerCase() === project.name.toLowerCase());
  return portal ? { kind: 'portal', project: projectRow(portal) } : { kind: 'shared' };
}

function devopsProjectOf(id: string) {
  const project = db.devops.projects.find((p) => p.id === id);
  if (!project) throw new Error(`access matrix: no devops project ${id}`);
  return project;
}

/** The objects of a kind, in the order of their rows. */
export function objectsOf(kind: ObjectKind, environmentRequests: readonly EnvironmentRequest[]): MatrixObject[] {
  const projects = db.projects.map(projectRow);
  const project = (id: number) => projects.find((p) => p.projectId === id) as ProjectRow;
  const appOf = (appId: number) => db.apps.find((a) => a.appId === appId);
  switch (kind) {
    case 'project':
      return projects.map((row) => projectOwned(kind, `project ${row.projectId}`, row, {}, []));
    case 'app':
      return db.apps.map((app) => projectOwned(kind, `app ${app.appId}`, project(app.projectId), { app: app.appId }, [app.appName]));
    case 'build':
      // A clean-cache build's log has 20 000 lines: the others first, to keep the run short.
      return [...db.appBuilds].sort((a, b) => Number(a.cleanCache) - Number(b.cleanCache)).flatMap((build) => {
        const app = appOf(build.appId);
        return app ? [projectOwned(kind, `build ${build.buildNo}`, project(app.projectId), { build: build.buildNo }, [app.appName])] : [];
      });
    case 'task':
      return db.tasks.map((task) =>
        projectOwned(kind, `task ${task.taskId}`, project(task.dfcProject.projectId), { task: task.taskId }, [task.taskName]),
      );
    case 'container':
      return db.projects
        .filter((p) => p.devopsUrl)
        .map((p) => {
          const name = containerName(p.devopsUrl, p.projectId);
          return projectOwned(kind, `container ${name}`, project(p.projectId), { container: name }, []);
        });
    case 'resource':
      return projects.map((row) => {
        const name = resourceName(row.name, row.projectId);
        return projectOwned(kind, `resource ${name}`, row, { resource: name }, []);
      });
    case 'serverBuild':
      return db.jobs
        .filter((job) => job.kind.startsWith('build:'))
        .map((job) => {
          const result = job.result as { jobName: string; projectId: number; buildNo: number; queueId: number };
          const object = projectOwned(kind, `${result.jobName} build ${result.buildNo} (queue item ${result.queueId})`, project(result.projectId), {}, []);
          return { ...object, value: (rule) => (rule.name === 'queueId' ? result.queueId : rule.name === 'buildNo' ? result.buildNo : object.value(rule)), params: { jobName: result.jobName } };
        });
    case 'environmentJob':
      return environmentRequests.map((request) => {
        const row = rowOf(request.projectId);
        return {
          kind,
          label: `environment request ${request.statusUrl}`,
          names: row ? [row.name] : [],
          value: (rule) => (rule.kind === 'environmentJob' ? request.statusUrl : undefined),
          holds: (user) => followsEnvironmentJob(user, request.requestedBy, row),
        };
      });
    case 'devopsProject':
      return db.devops.projects.map((p) => devopsOwned(kind, `devops project ${p.name}`, devopsOwnerOf(p), { project: p }, [p.name]));
    case 'repository':
      return db.devops.repos.map((repo) => {
        const p = devopsProjectOf(repo.projectId);
        const ids = { project: p, repo: { id: repo.id, url: remoteUrlOf(repo) } };
        return devopsOwned(kind, `repository ${p.name}/${repo.name}`, devopsOwnerOf(p), ids, [repo.name, p.name]);
      });
    case 'importRequest':
      return db.devops.imports.map((request) => {
        const p = devopsProjectOf(request.projectId);
        const repo = db.devops.repos.find((r) => r.id === request.repoId);
        const ids = { project: p, repo: repo && { id: repo.id, url: remoteUrlOf(repo) }, importRequestId: request.importRequestId };
        return devopsOwned(kind, `import request ${request.importRequestId} (${p.name})`, devopsOwnerOf(p), ids, [p.name, ...(repo ? [repo.name] : [])]);
      });
    case 'agency':
      return db.agencies.map((agency) => ({
        kind,
        label: `agency ${agency.username}`,
        names: [agency.agencyName],
        value: (rule) => (rule.kind !== 'agency' ? undefined : rule.name === 'username' ? agency.username : agency.userId),
        holds: (user, rule) => agencyRelation(rule.relation as 'assignee', user, agency.userId),
      }));
    case 'notification':
      return db.notifications.map((n) => ({
        kind,
        label: `notification ${n.notificationId}`,
        names: [n.notification],
        value: (rule) => (rule.kind === 'notification' ? n.notificationId : undefined),
        holds: (user) => user.userId === n.userId,
      }));
  }
}

/** The names of what an agency may not read: the projects and devops projects of others (for the lists cut to the caller). */
export function namesHiddenFrom(user: Person, scope: string): string[] {
  if (scope === 'devops') {
    return db.devops.projects.filter((p) => !devopsRelation('reader', user, devopsOwnerOf(p))).map((p) => p.name);
  }
  return db.projects.map(projectRow).filter((row) => !projectRelations(user, row).reader).map((row) => row.name);
}
