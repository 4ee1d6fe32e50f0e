/**
 * Who may call an entry of the contract, declared with the entry (`.allow(…)`, ./define.ts): the
 * roles (a capability of src/domain/roles.ts, or one of the words below), and for an entry whose
 * path, query or body names an object (a project, app, build, report, devops project or repository,
 * agency, job, …) what the caller must be to that object. The mock enforces it
 * (mocks/core/access.ts), `npm run openapi` publishes it, `npm run contract:check -- --access`
 * proves it against a backend; the relations' meaning is in ../access.ts.
 *
 * An object rule is one line of text: '<kind> <relation> <where>', where is ':name' (a path
 * parameter), '?name' (a query parameter) or 'body.name' (a field of the JSON body, dotted for a
 * nested one), e.g. 'project reader :projectId' or 'app party body.appId'.
 */
import type { Capability } from '../roles';

/** The relations a caller may have to a project (and to what belongs to one: its apps, builds, tasks, …). */
export type ProjectRelation = 'reader' | 'party' | 'filler' | 'manager' | 'techUser' | 'environment' | 'dashboardReader';

/** The kinds of object an entry may name, each with the relations it knows. */
export interface ObjectRelations {
  project: ProjectRelation;
  /** An app (appId): its project's relations. */
  app: ProjectRelation;
  /** An app's build (buildNo of the apps' pipeline): its app's project's. */
  build: ProjectRelation;
  /** A task (taskId): its project's. */
  task: ProjectRelation;
  /** A container group (its name names the project, seed 000 section 7). */
  container: ProjectRelation;
  /** A cloud resource name (derived from the project's name). */
  resource: ProjectRelation;
  /** A build server queue item (queueId) or build (jobName and buildNo) of the tech chain: its project's. */
  serverBuild: ProjectRelation;
  /** An environment request (the status URL): who follows it. */
  environmentJob: 'follower';
  /** A project of the devops service, and its repositories and import requests. */
  devopsProject: 'reader' | 'party';
  repository: 'reader' | 'party';
  importRequest: 'reader' | 'party';
  /** An agency (its user name, or its user id). */
  agency: 'dashboardReader' | 'assignee';
  /** A notification of the inbox. */
  notification: 'owner';
}

export type ObjectKind = keyof ObjectRelations;
export type Relation = ObjectRelations[ObjectKind];

type Where = `:${string}` | `?${string}` | `body.${string}`;

/** '<kind> <relation> <where>': the relation must be one the kind knows. */
export type ObjectRuleText = { [K in ObjectKind]: `${K} ${ObjectRelations[K]} ${Where}` }[ObjectKind];

/**
 * Who, by role: anyone (no token), any signed-in user, any signed-in user even before the password
 * reset the token asks for (the reset page's calls), users of type AGENCY, or the roles of a capability.
 */
export type Who = 'anyone' | 'signedIn' | 'beforePasswordReset' | 'agencyUser' | Capability;

/**
 * How a list answer is cut to the caller (an entry that names no object but answers records that
 * belong to some): 'own' the caller's own records, 'readable' the projects (and their records)
 * the caller reads, 'dashboard' those whose dashboards the caller reads, 'devops' the devops
 * projects and builds the caller reads.
 */
export type Scope = 'own' | 'readable' | 'dashboard' | 'devops';

export interface AccessRule {
  readonly who: Who;
  /** Every one must hold (each for the object it names, when the call names one). */
  readonly objects: readonly ObjectRuleText[];
  readonly scope?: Scope;
}

export interface ObjectRule<K extends ObjectKind = ObjectKind> {
  kind: K;
  relation: ObjectRelations[K];
  in: 'path' | 'query' | 'body';
  /** The parameter's name, or the body field's dotted path. */
  name: string;
}

/** An object rule's parts. */
export function parseObjectRule(text: ObjectRuleText): ObjectRule {
  const [kind, relation, where] = text.split(' ') as [ObjectKind, Relation, string];
  if (where.startsWith(':')) return { kind, relation, in: 'path', name: where.slice(1) } as ObjectRule;
  if (where.startsWith('?')) return { kind, relation, in: 'query', name: where.slice(1) } as ObjectRule;
  return { kind, relation, in: 'body', name: where.slice('body.'.length) } as ObjectRule;
}
