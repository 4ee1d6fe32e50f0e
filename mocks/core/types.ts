/**
 * Tables of the mock backend. Plain serialisable data only (they are saved to IndexedDB as they
 * are), with field names as the seeds document them where the wire shows them.
 */
import type { ProjectDetails, SavedTemplate, Skill, Task, TeamRole, UserRef } from '../../src/domain/projects';
import type { Role } from '../../src/domain/roles';

export type UserType = 'AGENCY' | 'INTERNAL';
export type UserStatus = 'ACTIVE' | 'LOCKED';

export interface MockUser {
  userId: number;
  username: string;
  /** Mock data only: the demo backend compares plain strings. */
  password: string;
  email: string;
  displayName: string;
  role: Role;
  type: UserType;
  status: UserStatus;
  /** false until the user has reset the password (the token's resetStatus claim). */
  resetStatus: boolean;
  /** Set on agency users. */
  agencyId?: number;
  /** One line for the login page's list of demo accounts. */
  note: string;
}

export interface Agency {
  agencyId: number;
  agencyName: string;
  userId: number;
  username: string;
}

export interface Brand {
  brandId: number;
  brandName: string;
}

/** Lookup option (seed 000 section 3): id and name. */
export interface LookupOption {
  id: number;
  name: string;
}

/** Code template: id, name, templateUrl. */
export interface DfcTemplate extends LookupOption {
  templateUrl: string;
}

/** Cloud region: id, name, cpId (cloud platform id), serviceName. */
export interface CloudRegion extends LookupOption {
  cpId: number;
  serviceName: string;
}

/** The lists of GET /api/get_<name>, keyed by that name. */
export interface Lookups {
  markets: LookupOption[];
  durations: LookupOption[];
  frontends: LookupOption[];
  middlewares: LookupOption[];
  backends: LookupOption[];
  frameworks: LookupOption[];
  quality_assurance: LookupOption[];
  cms: LookupOption[];
  dfc_templates: DfcTemplate[];
  cloud_platforms: LookupOption[];
  hosting_type: LookupOption[];
  environments: LookupOption[];
  end_users: LookupOption[];
}

export type LookupName = keyof Lookups;

/** A notification row: the wire Notification plus its owner. */
export interface StoredNotification {
  notificationId: number;
  userId: number;
  /** Server HTML. */
  notification: string;
  /** ISO timestamp. */
  createdOn: string;
  readUnreadFlag: 'UNREAD' | 'READ';
}

export interface DbSettings {
  /** Lifetime of issued tokens, in seconds. */
  tokenLifetimeSeconds: number;
}

/**
 * A project row: the wire ProjectDetails plus what the server keeps to itself (the tech user it
 * is assigned to, the team-member user ids).
 */
export interface StoredProject extends ProjectDetails {
  /** Every project is created for an agency. */
  dfcUser: UserRef;
  techUser: UserRef | null;
  teamMemberIds: number[];
}

/** A saved template row: the wire SavedTemplate plus its owner. Names are stored upper-cased. */
export interface StoredTemplate extends SavedTemplate {
  templateId: number;
  ownerId: number;
}

/**
 * A team-member user (seed 001 section 3): a person who works on projects and does not sign in.
 * Ids share the user id space (they never collide with the accounts').
 */
export interface StoredTeamMember {
  userId: number;
  username: string;
  email: string;
  teamMembers: { role: TeamRole; experience: number; teamMemberSkills: Skill[] };
}

/** A task row: exactly the wire Task. */
export type StoredTask = Task;

/** The mock clock (mocks/core/clock.ts): mock time = base + (real now - realBase) * speed. */
export interface ClockState {
  /** Mock time (ms since epoch) at realBase. */
  base: number;
  /** Real time (Date.now()) when the clock was last rebased. */
  realBase: number;
  /** Mock milliseconds per real millisecond (1 = real time). */
  speed: number;
}

export type JobState = 'queued' | 'running' | 'succeeded' | 'failed';
export type JobStepState = 'pending' | 'running' | 'done' | 'failed';

/** What a job works on, e.g. `{ type: 'project', id: 12 }`. */
export interface JobSubject {
  type: string;
  id: number;
}

export interface JobStep {
  name: string;
  durationMs: number;
  state: JobStepState;
  /** Mock-clock times (ms since epoch). */
  startedAt?: number;
  endedAt?: number;
  message?: string;
}

/** Long work (mocks/core/jobs.ts): a stored, serialisable record advanced by the mock clock. */
export interface StoredJob {
  jobId: number;
  kind: string;
  subject: JobSubject;
  /** userId of who started it. */
  createdBy: number;
  /** Mock-clock time (ms since epoch) the job was started. */
  createdAt: number;
  /** When the first step starts (later than createdAt while the job is queued). */
  startAt: number;
  state: JobState;
  steps: JobStep[];
  /** 1, then one more for each retry. */
  attempt: number;
  /** Mock-clock time of the last step's end, once succeeded or failed. */
  endedAt?: number;
  /** Index of the step that fails when it ends (a fault taken when the job started or was retried). */
  failAtStep?: number;
  /** Set by the job kind's effects; must stay serialisable. */
  result?: unknown;
}

/**
 * Next id of each growing table. Each sequence is owned (seeded and saved) by one table; an area
 * adds its own by interface merging (`declare module './types' { interface Sequences { ... } }`).
 */
export interface Sequences {
  notificationId: number;
  projectId: number;
  templateId: number;
  taskId: number;
  /** New team-member users. */
  userId: number;
  jobId: number;
}

/**
 * The whole state: the top-level keys of every table (mocks/core/tables.ts), plus the sequences of
 * every table. An area adds its keys by interface merging in its own table module:
 * `declare module './types' { interface DbState { environments: StoredEnvironment[] } }`.
 */
export interface DbState {
  /** HS256 key of the tokens (base64url of random bytes), generated at seed time. */
  signingKey: string;
  settings: DbSettings;
  sequences: Sequences;
  users: MockUser[];
  agencies: Agency[];
  brands: Brand[];
  lookups: Lookups;
  cloudRegions: CloudRegion[];
  notifications: StoredNotification[];
  projects: StoredProject[];
  templates: StoredTemplate[];
  teamRoles: TeamRole[];
  skills: Skill[];
  teamMembers: StoredTeamMember[];
  /** Task states of GET /api/get_project_states. */
  taskStates: string[];
  tasks: StoredTask[];
  jobs: StoredJob[];
  clock: ClockState;
}
