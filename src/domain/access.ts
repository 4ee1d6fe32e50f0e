/**
 * What the access rules of the contract (./contract/access.ts) mean: which caller stands in which
 * relation to an object, in words and as pure functions over what a server knows of the object.
 * The mock enforces them (mocks/core/access.ts), `npm run openapi` writes their words into each
 * operation, and `npm run contract:check -- --access` judges a backend's answers by them. The
 * portal's pages never need this module (it stays out of their bundles).
 *
 * The tenancy the seeds leave open (docs/deviations.md, "Access"; docs/backend.md):
 * - agencies (roles 6, 7) are outside firms: each reads and works on the projects it is the
 *   agency or the creator of, and nothing of another agency's;
 * - brand managers (2, 3) and technical users (8) are the portal owner's staff: they read every
 *   project; a brand manager decides (approve, reject, send to tech) on the projects they manage
 *   (created by them; every brand manager manages a project an agency created);
 * - project managers (4, 5) read no project; they and the admin (1) read every project's
 *   dashboards, as staff;
 * - the tech chain, its builds and environments are the assigned technical user's.
 */
import { ALL_ROLES, CAPABILITIES, ROLE_NAMES, can, type Capability } from './roles';
import type { AccessRule, ObjectKind, ObjectRelations, ProjectRelation, Relation, Scope, Who } from './contract/access';

export { parseObjectRule } from './contract/access';

/** The caller, as a token tells it. */
export interface Caller {
  userId: number;
  role: number;
}

/** What the relations of a project read: its agency, its creator (and whether an agency created it), its tech user. */
export interface ProjectParties {
  agencyUserId: number;
  creatorUserId: number;
  createdByAgency: boolean;
  techUserId: number | null;
}

/** Agencies: outside firms, the portal's tenants. Every other role is the portal owner's staff. */
export const isAgencyRole = (role: number) => can(role, 'readOwnProjects');

const isAgencyOrCreator = (caller: Caller, p: ProjectParties) => caller.userId === p.agencyUserId || caller.userId === p.creatorUserId;

const PROJECT_RELATIONS: Record<ProjectRelation, (caller: Caller, p: ProjectParties) => boolean> = {
  reader: (c, p) => can(c.role, 'readAnyProject') || (can(c.role, 'readOwnProjects') && isAgencyOrCreator(c, p)),
  filler: (c, p) => isAgencyOrCreator(c, p),
  manager: (c, p) => can(c.role, 'businessManagerApproval') && (c.userId === p.creatorUserId || p.createdByAgency),
  techUser: (c, p) => can(c.role, 'techTeamChain') && p.techUserId === c.userId,
  party: (c, p) => PROJECT_RELATIONS.filler(c, p) || PROJECT_RELATIONS.manager(c, p) || PROJECT_RELATIONS.techUser(c, p),
  environment: (c, p) => PROJECT_RELATIONS.techUser(c, p) || (can(c.role, 'webServiceCreation') && c.userId === p.creatorUserId),
  dashboardReader: (c, p) => can(c.role, 'dashboardsOfAnyProject') || PROJECT_RELATIONS.reader(c, p),
};

/** Whether the caller stands in the relation to the project. */
export function projectRelationHolds(relation: ProjectRelation, caller: Caller, project: ProjectParties): boolean {
  return PROJECT_RELATIONS[relation](caller, project);
}

/** Who owns a devops project: a portal project (named by its devops URL), the shared organisation project, or the user who created it. */
export type DevopsOwner = { kind: 'portal'; project: ProjectParties } | { kind: 'shared' } | { kind: 'user'; userId: number; agency: boolean };

/**
 * A devops project's readers and parties (and its repositories' and import requests'): a portal
 * project's are that project's readers and parties; the shared organisation project is the
 * staff's; a project made in Git tools is its creator's, and the staff's.
 */
export function devopsRelationHolds(relation: 'reader' | 'party', caller: Caller, owner: DevopsOwner): boolean {
  if (owner.kind === 'portal') return projectRelationHolds(relation, caller, owner.project);
  if (isAgencyRole(caller.role)) return owner.kind === 'user' && owner.userId === caller.userId;
  return true;
}

/**
 * An agency's dashboard is read by the agency itself and by the staff; a project is made for an
 * agency (its assignee) by a brand manager, or by the agency itself.
 */
export function agencyRelationHolds(relation: ObjectRelations['agency'], caller: Caller, agencyUserId: number): boolean {
  if (caller.userId === agencyUserId) return true;
  return relation === 'dashboardReader' ? !isAgencyRole(caller.role) : can(caller.role, 'businessManagerApproval');
}

/* ---------- in words (the 403 answers, the OpenAPI document, the docs) ---------- */

export const RELATION_TEXT: Record<Relation, string> = {
  reader: 'who reads it (roles 2, 3 and 8 read every project; roles 6 and 7 the projects they are the agency or the creator of)',
  party: "one of its parties (its agency, its creator, the brand manager who manages it, its assigned technical user)",
  filler: 'its agency or its creator',
  manager: 'the brand manager who manages it (its creator; every brand manager for a project an agency created)',
  techUser: 'its assigned technical user',
  environment: 'its assigned technical user, or the global brand manager who created it',
  dashboardReader: 'who reads its dashboards (roles 1 to 5 and 8; roles 6 and 7 their own)',
  follower: 'who requested it, or who sets up environments for its project',
  owner: 'its owner',
  assignee: 'the agency itself, or a brand manager',
};

export const KIND_TEXT: Record<ObjectKind, string> = {
  project: 'the project',
  app: "the app's project",
  build: "the build's project",
  task: "the task's project",
  container: "the container group's project",
  resource: "the resource's project",
  serverBuild: "the build's project",
  environmentJob: 'the environment request',
  devopsProject: 'the devops project',
  repository: "the repository's devops project",
  importRequest: "the import's devops project",
  agency: 'the agency',
  notification: 'the notification',
};

export const SCOPE_TEXT: Record<Scope, string> = {
  own: "answers only the caller's own records",
  readable: 'answers only the projects (and their records) the caller reads',
  dashboard: 'answers only the projects whose dashboards the caller reads',
  devops: 'answers only the devops projects and builds the caller reads',
};

/** A capability's roles in words ('roles 2 (Global Brand Manager), 3 (Local Brand Manager)', 'any role'): the 403 answer's reason. */
export function rolesText(name: Capability): string {
  const allowed = CAPABILITIES[name];
  return allowed.length === ALL_ROLES.length ? 'any role' : `roles ${allowed.map((r) => `${r} (${ROLE_NAMES[r]})`).join(', ')}`;
}

export function whoText(who: Who): string {
  switch (who) {
    case 'anyone':
      return 'anyone (no token)';
    case 'signedIn':
      return 'any signed-in user';
    case 'beforePasswordReset':
      return 'any signed-in user, also before the password reset';
    case 'agencyUser':
      return 'users of type AGENCY';
    default:
      return rolesText(who);
  }
}

/** The whole rule in words, for a 403 answer and the OpenAPI document. */
export function ruleText(rule: AccessRule): string {
  const parts = [whoText(rule.who)];
  for (const text of rule.objects) {
    const [kind, relation, where] = text.split(' ') as [ObjectKind, Relation, string];
    parts.push(`${KIND_TEXT[kind]} (${where}): ${RELATION_TEXT[relation]}`);
  }
  if (rule.scope) parts.push(SCOPE_TEXT[rule.scope]);
  return parts.join('; ');
}

/**
 * The names by which a path, query or body names an object: an entry that has one must declare an
 * object rule for it (mocks/accessModel.test.ts). A name that means something else in one entry
 * (a cloud service's name in a lookup path) is not listed for that place.
 */
export const NAMED_OBJECTS: Record<'path' | 'query' | 'body', readonly string[]> = {
  path: ['projectId', 'appId', 'buildNo', 'queueId', 'project', 'repoId', 'importRequestId', 'username', 'notificationId'],
  query: ['projectId', 'appId', 'statusUrl', 'repoId', 'repourl', 'name'],
  body: ['projectId', 'appId', 'dfcProject.projectId', 'dfcProjectId', 'serviceName', 'taskId', 'dfcUser.userId'],
};
