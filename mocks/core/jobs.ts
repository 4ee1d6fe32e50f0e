/**
 * The job engine: long work (environment creation, devops chain steps, builds, ...) is a stored
 * record in the `jobs` table whose steps run one after another on the mock clock (mocks/core/clock.ts).
 * Nothing runs in the background: `advanceJobs()` (handlers call it at the start of every request)
 * moves every unfinished job to where the clock says and calls its kind's effects, once per step,
 * in order. Jobs are saved with the rest of the state, so a job whose page was closed completes on
 * the next advance after a reload.
 */
import { mockNow } from './clock';
import { takeJobFault } from './faults';
import { conflict, notFound, ok, type Outcome } from './outcome';
import { db, nextId } from './state';
import type { JobStep, JobSubject, StoredJob } from './types';
import './jobsTable';

export type { JobState, JobStep, JobStepState, JobSubject } from './types';
export type Job = StoredJob;

/**
 * What a kind of job does to the rest of the state (e.g. moving a project's status). Registered in
 * code, not stored. Each is called once: onStepDone after each step that ends well (the last one
 * too, before onSucceeded), onFailed when a step fails.
 */
export interface JobEffects {
  onStepDone?(job: Job, stepIndex: number): void;
  onSucceeded?(job: Job): void;
  onFailed?(job: Job, stepIndex: number): void;
}

/** A kind of job as its area defines it: how the faults panel names it, and its effects. */
export interface JobKindDefinition extends JobEffects {
  label: string;
}

/** The job registry: every kind the mock runs, in the order the areas define them. */
const kinds = new Map<string, JobKindDefinition>();

/** Registers (or replaces) a job kind: its label and its effects. */
export function defineJobKind(kind: string, definition: JobKindDefinition): void {
  kinds.set(kind, definition);
}

/** Every registered job kind with its label (GET /__mock__/job_kinds). */
export function jobKinds(): Array<{ kind: string; label: string }> {
  return [...kinds].map(([kind, { label }]) => ({ kind, label }));
}

export interface StartJobInput {
  kind: string;
  subject: JobSubject;
  /** userId of who starts it. */
  createdBy: number;
  /** Durations come from the caller (config). */
  steps: ReadonlyArray<{ name: string; durationMs: number }>;
  /** Mock-clock time the first step starts (default now; later: the job is queued until then). */
  startAt?: number;
}

function clampStep(job: Job, step: number, from = 0): number {
  return Math.min(Math.max(step, from), job.steps.length - 1);
}

function startStep(job: Job, index: number, at: number): void {
  const step = job.steps[index];
  step.state = 'running';
  step.startedAt = at;
  delete step.endedAt;
  delete step.message;
}

/**
 * Creates a job whose steps run one after another from now (or `startAt`) on the mock clock. When
 * the fault switch has a job fault for this kind (takeJobFault), the job fails at that step.
 */
export function startJob(input: StartJobInput): Job {
  if (input.steps.length === 0) throw new Error(`A job of kind ${input.kind} needs at least one step`);
  for (const { name, durationMs } of input.steps) {
    if (!Number.isFinite(durationMs) || durationMs < 0) throw new RangeError(`Step ${name} of ${input.kind}: bad duration ${durationMs}`);
  }
  const now = mockNow();
  const startAt = Math.max(now, input.startAt ?? now);
  const job: Job = {
    jobId: nextId('jobId'),
    kind: input.kind,
    subject: { type: input.subject.type, id: input.subject.id },
    createdBy: input.createdBy,
    createdAt: now,
    startAt,
    state: 'queued',
    steps: input.steps.map((s): JobStep => ({ name: s.name, durationMs: s.durationMs, state: 'pending' })),
    attempt: 1,
  };
  if (startAt <= now) {
    job.state = 'running';
    startStep(job, 0, startAt);
  }
  const fault = takeJobFault(input.kind);
  if (fault) job.failAtStep = clampStep(job, fault.step);
  db.jobs.push(job);
  return job;
}

function callEffect(job: Job, name: keyof JobEffects, stepIndex?: number): void {
  const effect = kinds.get(job.kind)?.[name];
  if (!effect) return;
  try {
    effect(job, stepIndex as number);
  } catch (error) {
    console.error(`[mock backend] the ${name} effect of job ${job.jobId} (${job.kind}) failed`, error);
  }
}

/** Moves one unfinished job to `now`; whether anything changed. */
function advanceJob(job: Job, now: number): boolean {
  let moved = false;
  if (job.state === 'queued') {
    if (now < job.startAt) return false;
    job.state = 'running';
    startStep(job, 0, job.startAt);
    moved = true;
  }
  while (job.state === 'running') {
    const index = job.steps.findIndex((s) => s.state === 'running');
    if (index < 0) {
      // Not expected (a step always runs while the job does); end it as it stands.
      job.state = 'succeeded';
      job.endedAt = now;
      callEffect(job, 'onSucceeded');
      return true;
    }
    const step = job.steps[index];
    const end = (step.startedAt ?? job.startAt) + step.durationMs;
    if (now < end) break;
    moved = true;
    step.endedAt = end;
    if (job.failAtStep === index) {
      step.state = 'failed';
      step.message = `${step.name} failed`;
      job.state = 'failed';
      job.endedAt = end;
      delete job.failAtStep;
      callEffect(job, 'onFailed', index);
      break;
    }
    step.state = 'done';
    callEffect(job, 'onStepDone', index);
    if (index + 1 < job.steps.length) {
      startStep(job, index + 1, end);
    } else {
      job.state = 'succeeded';
      job.endedAt = end;
      callEffect(job, 'onSucceeded');
    }
  }
  return moved;
}

let advancing = false;

/**
 * Moves every queued or running job to where the clock says (steps end at startedAt + durationMs,
 * the next starts then), calling the effects in order, once per step. Returns the jobs that moved
 * (none: nothing to save). Cheap when nothing runs; a call from inside an effect does nothing.
 */
export function advanceJobs(now: number = mockNow()): Job[] {
  if (advancing) return [];
  const moved: Job[] = [];
  advancing = true;
  try {
    // By index: an effect may start a job, which this pass then advances too.
    for (let i = 0; i < db.jobs.length; i += 1) {
      const job = db.jobs[i];
      if ((job.state === 'queued' || job.state === 'running') && advanceJob(job, now)) moved.push(job);
    }
  } finally {
    advancing = false;
  }
  return moved;
}

/** Whether some job is queued or running (advanceJobs may then change the state). */
export function hasUnfinishedJobs(): boolean {
  return db.jobs.some((job) => job.state === 'queued' || job.state === 'running');
}

export function findJob(jobId: number): Job | undefined {
  return db.jobs.find((j) => j.jobId === jobId);
}

/** The jobs of a subject, oldest first (optionally of one kind). */
export function jobsOf(subject: JobSubject, kind?: string): Job[] {
  return db.jobs.filter((j) => j.subject.type === subject.type && j.subject.id === subject.id && (kind === undefined || j.kind === kind));
}

/** The newest job of a subject (optionally of one kind). */
export function latestJobOf(subject: JobSubject, kind?: string): Job | undefined {
  return jobsOf(subject, kind).at(-1);
}

/**
 * Restarts a failed job from its failed step (the steps done before stay done), now on the mock
 * clock. The fault switch is asked again (a fault before the failed step fails that step). 404 for
 * an unknown job, 409 when it has not failed.
 */
export function retryJob(jobId: number): Outcome<Job> {
  const job = findJob(jobId);
  if (!job) return notFound(`No job ${jobId}`);
  if (job.state !== 'failed') return conflict(`Job ${jobId} is ${job.state}: only a failed job can be retried`);
  const failed = job.steps.findIndex((s) => s.state === 'failed');
  const index = failed < 0 ? 0 : failed;
  job.state = 'running';
  job.attempt += 1;
  delete job.endedAt;
  startStep(job, index, mockNow());
  const fault = takeJobFault(job.kind);
  if (fault) job.failAtStep = clampStep(job, fault.step, index);
  return ok(job);
}

/**
 * Resumes the latest job of a kind when it failed (retryJob: from its failed step), else starts a
 * new one with `start`.
 */
export function retryOrStartJob(latest: Job | undefined, start: () => Job): Outcome<Job> {
  return latest?.state === 'failed' ? retryJob(latest.jobId) : ok(start());
}
