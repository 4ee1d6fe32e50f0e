/**
 * Calls only the mock backend answers (mock mode only): demo accounts, demo-data reset, the fault
 * switch, the mock clock and the state of its storage. Nothing here is called when config.mock is false.
 */
import * as z from 'zod/mini';
import { loose } from './check';
import { defineGroup, del, get, post } from './define';

export const DemoAccount = loose({ username: z.string(), role: z.number(), note: z.string() });
export type DemoAccount = z.infer<typeof DemoAccount>;

export const DemoAccounts = loose({ password: z.string(), accounts: z.array(DemoAccount) });
export type DemoAccounts = z.infer<typeof DemoAccounts>;

/** What a fault makes an endpoint answer (seed-independent; for demos and tests). */
export const FAULT_KINDS = ['500', '401', '403', 'network', 'timeout', 'malformed', 'empty'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A fault on one contract entry ('group.name'), a whole group ('group.*') or every endpoint ('*'). */
export const Fault = loose({
  target: z.string(),
  kind: z.enum(FAULT_KINDS),
  /** How many answers it spoils before it clears itself; absent: until removed. */
  times: z.optional(z.number()),
});
export type Fault = z.infer<typeof Fault>;

/** Failing server jobs: the next job of a kind ('*' for any) fails at a step (default its first). */
export const JobFault = loose({ jobKind: z.string(), step: z.optional(z.number()), times: z.optional(z.number()) });
export type JobFault = z.infer<typeof JobFault>;

export const Faults = loose({ faults: z.array(Fault), jobFaults: z.array(JobFault) });
export type Faults = z.infer<typeof Faults>;

/** A change of the fault switch: the lists it replaces. */
const FaultsChange = z.partial(Faults);

/** A kind of server job the mock runs (its name in JobFault.jobKind) and how the faults panel labels it. */
export const MockJobKind = loose({ kind: z.string(), label: z.string() });
export type MockJobKind = z.infer<typeof MockJobKind>;

export const MockJobKinds = loose({ kinds: z.array(MockJobKind) });
export type MockJobKinds = z.infer<typeof MockJobKinds>;

export const MockClock = loose({
  /** The mock's time, ms since the epoch. */
  now: z.number(),
  /** How many mock milliseconds pass per real one. */
  speed: z.number(),
});
export type MockClock = z.infer<typeof MockClock>;

export const ClockChange = loose({
  speed: z.optional(z.number()),
  /** Moves the mock's time forward by this many ms. */
  advanceMs: z.optional(z.number()),
});
export type ClockChange = z.infer<typeof ClockChange>;

/**
 * Whether the mock saves its changes in the browser's storage ('ok'), or could not read it and
 * runs read-only on its sample data ('read-only': every change answers 503; a reset repairs it).
 */
export const MockStorage = loose({
  mode: z.enum(['ok', 'read-only']),
  /** Why the storage could not be read (read-only only). */
  reason: z.optional(z.string()),
});
export type MockStorage = z.infer<typeof MockStorage>;

/** How much data the mock seeds: the normal demo, or the large one (thousands of projects, apps, notifications). */
export const MOCK_SCALES = ['normal', 'large'] as const;
export const MockScale = z.enum(MOCK_SCALES);
export type MockScale = z.infer<typeof MockScale>;

/** What the large scale seeds on top of the normal demo (mocks/scale; the faults panel says it). */
export const LARGE_DEMO = {
  /** New projects, over every creation and project status, brand manager, agency and tech user. */
  projects: 10_000,
  /** Apps of one project (the portfolio project, the first new one). */
  apps: 2_000,
  /** Builds of that project's first app, each with a long (clean-cache) console log. */
  builds: 200,
  /** Lines of each of those builds' console logs (generated when read, never stored). */
  logLines: 100_000,
  /** Notifications of one user (gbm). */
  notifications: 5_000,
  /** New projects with SEO and performance records (the dashboards). */
  dashboards: 500,
  /** Tasks and team members of the portfolio project. */
  tasks: 1_000,
  teamMembers: 200,
} as const;
export type LargeDemo = typeof LARGE_DEMO;

/** The body of POST /__mock__/scale, and its answer: the scale the demo data was seeded at. */
export const MockScaleSetting = loose({ scale: MockScale });
export type MockScaleSetting = z.infer<typeof MockScaleSetting>;

export const mockAdminContract = defineGroup('mockAdmin', {
  accounts: get('/__mock__/accounts', 'object', { service: 'mock' }).returns(DemoAccounts).allow('anyone'),
  reset: post('/__mock__/reset', 'none', { service: 'mock' }).returns(z.unknown()).allow('anyone'),
  faults: get('/__mock__/faults', 'object', { service: 'mock' }).returns(Faults).allow('anyone'),
  setFaults: post('/__mock__/faults', 'object', { service: 'mock' }).returns(Faults).takes(FaultsChange).allow('anyone'),
  clearFaults: del('/__mock__/faults', 'object', { service: 'mock' }).returns(Faults).allow('anyone'),
  jobKinds: get('/__mock__/job_kinds', 'object', { service: 'mock' }).returns(MockJobKinds).allow('anyone'),
  clock: get('/__mock__/clock', 'object', { service: 'mock' }).returns(MockClock).allow('anyone'),
  setClock: post('/__mock__/clock', 'object', { service: 'mock' }).returns(MockClock).takes(ClockChange).allow('anyone'),
  storage: get('/__mock__/storage', 'object', { service: 'mock' }).returns(MockStorage).allow('anyone'),
  /** Reseeds the demo data at the scale given (the fault switch is cleared, as by a reset). */
  setScale: post('/__mock__/scale', 'object', { service: 'mock' }).returns(MockScaleSetting).takes(MockScaleSetting).allow('anyone'),
});
