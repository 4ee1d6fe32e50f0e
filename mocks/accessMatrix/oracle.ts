/**
 * What the access matrix (mocks/accessMatrix.test.ts) expects: who stands in which relation to an
 * object, written out again from the words of the tenancy (the header of src/domain/access.ts and
 * its RELATION_TEXT) over plain seed rows. It calls neither the relation functions of
 * src/domain/access.ts nor the mock's finders: a matrix that asked them would only check itself.
 * The role table (which roles a capability names) is the seeds', read from src/domain/roles.ts.
 */
import type { ObjectRule, ProjectRelation, Who } from '../../src/domain/contract/access';
import { AGENCY_TYPE, can } from '../../src/domain/roles';

/** A demo user as the users table keeps it. */
export interface Person {
  userId: number;
  username: string;
  role: number;
  type: string;
}

/** What the tenancy reads of a project: its agency, its creator (and the creator's role), its tech user. */
export interface ProjectRow {
  projectId: number;
  name: string;
  agencyUserId: number;
  creatorUserId: number;
  creatorRole: number;
  techUserId: number | null;
}

/** Who owns a devops project: a portal project (its devops URL names it), the shared organisation project, or who made it in Git tools. */
export type DevopsOwner = { kind: 'portal'; project: ProjectRow } | { kind: 'shared' } | { kind: 'user'; userId: number };

/** 'agencies (roles 6, 7) are outside firms'; 'brand managers (2, 3) and technical users (8) are the portal owner's staff'. */
const AGENCY_ROLES = [6, 7];
const BRAND_MANAGER_ROLES = [2, 3];
const TECHNICAL_USER_ROLE = 8;
/** 'roles 2, 3 and 8 read every project'. */
const READ_EVERY_PROJECT = [2, 3, 8];
/** 'roles 1 to 5 and 8' read every project's dashboards. */
const READ_EVERY_DASHBOARD = [1, 2, 3, 4, 5, 8];
/** 'the global brand manager who created it' sets up its environment. */
const GLOBAL_BRAND_MANAGER = 2;

export const isAgency = (user: Person) => AGENCY_ROLES.includes(user.role);

/** The caller's relations to a project, each as its words say. */
export function projectRelations(user: Person, project: ProjectRow): Record<ProjectRelation, boolean> {
  const agencyOrCreator = user.userId === project.agencyUserId || user.userId === project.creatorUserId;
  // 'roles 2, 3 and 8 read every project; roles 6 and 7 the projects they are the agency or the creator of'
  const reader = READ_EVERY_PROJECT.includes(user.role) || (isAgency(user) && agencyOrCreator);
  // 'its agency or its creator'
  const filler = agencyOrCreator;
  // 'the brand manager who manages it (its creator; every brand manager for a project an agency created)'
  const manager = BRAND_MANAGER_ROLES.includes(user.role) && (user.userId === project.creatorUserId || AGENCY_ROLES.includes(project.creatorRole));
  // 'its assigned technical user'
  const techUser = user.role === TECHNICAL_USER_ROLE && project.techUserId === user.userId;
  return {
    reader,
    filler,
    manager,
    techUser,
    // 'one of its parties (its agency, its creator, the brand manager who manages it, its assigned technical user)'
    party: filler || manager || techUser,
    // 'its assigned technical user, or the global brand manager who created it'
    environment: techUser || (user.role === GLOBAL_BRAND_MANAGER && user.userId === project.creatorUserId),
    // 'who reads its dashboards (roles 1 to 5 and 8; roles 6 and 7 their own)'
    dashboardReader: READ_EVERY_DASHBOARD.includes(user.role) || (isAgency(user) && reader),
  };
}

/**
 * A devops project's readers and parties: a portal project's are that project's; the shared
 * organisation project is the staff's; a project made in Git tools is its creator's and the staff's.
 */
export function devopsRelation(relation: 'reader' | 'party', user: Person, owner: DevopsOwner): boolean {
  if (owner.kind === 'portal') return projectRelations(user, owner.project)[relation];
  if (owner.kind === 'user' && owner.userId === user.userId) return true;
  return !isAgency(user);
}

/** An agency's dashboard: 'the agency itself and the staff'; a project for it: 'the agency itself, or a brand manager'. */
export function agencyRelation(relation: 'dashboardReader' | 'assignee', user: Person, agencyUserId: number): boolean {
  if (user.userId === agencyUserId) return true;
  return relation === 'dashboardReader' ? !isAgency(user) : BRAND_MANAGER_ROLES.includes(user.role);
}

/** An environment request: 'who requested it, or who sets up environments for its project'. */
export function followsEnvironmentJob(user: Person, requestedBy: number, project: ProjectRow | undefined): boolean {
  return user.userId === requestedBy || (project !== undefined && projectRelations(user, project).environment);
}

/** Whether the caller's role (or user type) is one the rule names. */
export function whoAllows(who: Who, user: Person): boolean {
  switch (who) {
    case 'anyone':
    case 'signedIn':
    case 'beforePasswordReset':
      return true;
    case 'agencyUser':
      return user.type === AGENCY_TYPE;
    default:
      return can(user.role, who);
  }
}

/** What an object of the matrix names for a rule, and whether a caller stands in the rule's relation to it. */
export interface Named {
  /** The value the call gives at the rule's place; undefined when this object names nothing of the rule's kind. */
  value(rule: ObjectRule): string | number | undefined;
  holds(user: Person, rule: ObjectRule): boolean;
}
