/**
 * What core itself names of the mock's state: the signed-in account (every handler's caller, whose
 * rows the auth table keeps), the jobs and the clock, and the state's shape. Every other row type
 * lives in its area (mocks/<area>/types.ts), whose table adds its keys to DbState and Sequences by
 * interface merging. Plain serialisable data only (saved to IndexedDB as it is), with field names
 * as the seeds document them where the wire shows them.
 */
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
 * adds its own by interface merging (`declare module '../core/types' { interface Sequences { ... } }`).
 */
export interface Sequences {
  jobId: number;
}

/**
 * The whole state: the top-level keys of every table (mocks/core/tables.ts), plus the sequences of
 * every table. An area adds its keys by interface merging in its own types or table module:
 * `declare module '../core/types' { interface DbState { environments: StoredEnvironment[] } }`.
 */
export interface DbState {
  sequences: Sequences;
  jobs: StoredJob[];
  clock: ClockState;
}

