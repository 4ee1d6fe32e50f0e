/**
 * Calls only the mock backend answers (mock mode only): demo accounts, demo-data reset, the fault
 * switch, the mock clock and the state of its storage. Nothing here is called when config.mock is false.
 */
import { defineGroup, del, get, post } from './define';

export interface DemoAccount {
  username: string;
  role: number;
  note: string;
}

export interface DemoAccounts {
  password: string;
  accounts: DemoAccount[];
}

/** What a fault makes an endpoint answer (seed-independent; for demos and tests). */
export const FAULT_KINDS = ['500', '401', '403', 'network', 'timeout', 'malformed', 'empty'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A fault on one contract entry ('group.name'), a whole group ('group.*') or every endpoint ('*'). */
export interface Fault {
  target: string;
  kind: FaultKind;
  /** How many answers it spoils before it clears itself; absent: until removed. */
  times?: number;
}

/** Failing server jobs: the next job of a kind ('*' for any) fails at a step (default its first). */
export interface JobFault {
  jobKind: string;
  step?: number;
  times?: number;
}

export interface Faults {
  faults: Fault[];
  jobFaults: JobFault[];
}

/** A kind of server job the mock runs (its name in JobFault.jobKind) and how the faults panel labels it. */
export interface MockJobKind {
  kind: string;
  label: string;
}

export interface MockJobKinds {
  kinds: MockJobKind[];
}

export interface MockClock {
  /** The mock's time, ms since the epoch. */
  now: number;
  /** How many mock milliseconds pass per real one. */
  speed: number;
}

export interface ClockChange {
  speed?: number;
  /** Moves the mock's time forward by this many ms. */
  advanceMs?: number;
}

/**
 * Whether the mock saves its changes in the browser's storage ('ok'), or could not read it and
 * runs read-only on its sample data ('read-only': every change answers 503; a reset repairs it).
 */
export interface MockStorage {
  mode: 'ok' | 'read-only';
  /** Why the storage could not be read (read-only only). */
  reason?: string;
}

export const mockAdminContract = defineGroup('mockAdmin', {
  accounts: get('/__mock__/accounts', 'object', { service: 'mock' }).returns<DemoAccounts>(),
  reset: post('/__mock__/reset', 'none', { service: 'mock' }).returns<unknown>(),
  faults: get('/__mock__/faults', 'object', { service: 'mock' }).returns<Faults>(),
  setFaults: post('/__mock__/faults', 'object', { service: 'mock' }).returns<Faults>().takes<Partial<Faults>>(),
  clearFaults: del('/__mock__/faults', 'object', { service: 'mock' }).returns<Faults>(),
  jobKinds: get('/__mock__/job_kinds', 'object', { service: 'mock' }).returns<MockJobKinds>(),
  clock: get('/__mock__/clock', 'object', { service: 'mock' }).returns<MockClock>(),
  setClock: post('/__mock__/clock', 'object', { service: 'mock' }).returns<MockClock>().takes<ClockChange>(),
  storage: get('/__mock__/storage', 'object', { service: 'mock' }).returns<MockStorage>(),
});
