import { advanceClock, mockNow, setClockSpeed } from './clock';
import * as faults from './faults';
import { advanceJobs, defineJobKind, findJob, jobsOf, latestJobOf, retryJob, retryOrStartJob, startJob, type Job } from './jobs';
import { jobsTable } from './jobsTable';
import { db, replaceState } from './state';
import { tableData } from './tables';

// The fault switch (another module): jest/setup.ts has loaded it already, so spy on it.
const faultOf = jest.spyOn(faults, 'takeJobFault');

const STEPS = [
  { name: 'provision', durationMs: 10_000 },
  { name: 'deploy', durationMs: 20_000 },
  { name: 'verify', durationMs: 5_000 },
];
const subject = { type: 'project', id: 7 };
let calls: string[] = [];

beforeAll(() => {
  defineJobKind('demo', {
    label: 'Demo',
    onStepDone: (job, step) => calls.push(`done ${job.jobId}:${job.steps[step].name}`),
    onSucceeded: (job) => {
      calls.push(`succeeded ${job.jobId}`);
      job.result = { url: `https://env-${job.subject.id}.example.com` };
    },
    onFailed: (job, step) => calls.push(`failed ${job.jobId}:${job.steps[step].name}`),
  });
});
beforeEach(() => {
  calls = [];
  faultOf.mockReset();
  faultOf.mockReturnValue(null);
  setClockSpeed(0); // only advanceClock moves the time
});

const start = () => startJob({ kind: 'demo', subject, createdBy: 6, steps: STEPS });
const states = (job: Job) => [job.state, ...job.steps.map((s) => s.state)];

describe('the job engine', () => {
  it('runs the steps one after another on the mock clock, with timestamps', () => {
    const t0 = mockNow();
    const job = start();
    expect(job).toMatchObject({ kind: 'demo', subject, createdBy: 6, createdAt: t0, state: 'running', attempt: 1 });
    expect(job.steps[0]).toMatchObject({ state: 'running', startedAt: t0 });
    expect(findJob(job.jobId)).toBe(job);

    advanceClock(9_999);
    expect(advanceJobs()).toEqual([]);
    expect(states(job)).toEqual(['running', 'running', 'pending', 'pending']);
    advanceClock(15_000); // t0 + 24_999: provision done at t0 + 10 s, deploy running
    expect(advanceJobs()).toEqual([job]);
    expect(states(job)).toEqual(['running', 'done', 'running', 'pending']);
    expect(job.steps[0]).toMatchObject({ startedAt: t0, endedAt: t0 + 10_000 });
    expect(job.steps[1]).toMatchObject({ startedAt: t0 + 10_000 });

    advanceClock(60_000);
    advanceJobs();
    expect(states(job)).toEqual(['succeeded', 'done', 'done', 'done']);
    expect(job.steps.map((s) => [s.startedAt! - t0, s.endedAt! - t0])).toEqual([[0, 10_000], [10_000, 30_000], [30_000, 35_000]]);
    expect(job.endedAt).toBe(t0 + 35_000);
    expect(job.result).toEqual({ url: 'https://env-7.example.com' });
  });

  it('calls each effect once, in order, however the clock is advanced', () => {
    const a = start();
    const b = start();
    advanceClock(10_000);
    advanceJobs();
    advanceJobs();
    advanceClock(1_000_000);
    advanceJobs();
    advanceJobs(mockNow() + 5);
    expect(calls).toEqual([
      `done ${a.jobId}:provision`,
      `done ${b.jobId}:provision`,
      `done ${a.jobId}:deploy`,
      `done ${a.jobId}:verify`,
      `succeeded ${a.jobId}`,
      `done ${b.jobId}:deploy`,
      `done ${b.jobId}:verify`,
      `succeeded ${b.jobId}`,
    ]);
    expect(advanceJobs()).toEqual([]);
  });

  it('queues a job until its start time', () => {
    const job = startJob({ kind: 'demo', subject, createdBy: 6, steps: STEPS, startAt: mockNow() + 5_000 });
    expect(states(job)).toEqual(['queued', 'pending', 'pending', 'pending']);
    advanceClock(4_999);
    expect(advanceJobs()).toEqual([]);
    advanceClock(1);
    advanceJobs();
    expect(job.steps[0]).toMatchObject({ state: 'running', startedAt: job.createdAt + 5_000 });
  });

  it('fails the step the fault switch names, then a retry continues from that step', () => {
    faultOf.mockReturnValueOnce({ step: 1 });
    const t0 = mockNow();
    const job = start();
    expect(faultOf).toHaveBeenCalledWith('demo');
    advanceClock(100_000);
    advanceJobs();
    expect(states(job)).toEqual(['failed', 'done', 'failed', 'pending']);
    expect(job.steps[1]).toMatchObject({ startedAt: t0 + 10_000, endedAt: t0 + 30_000, message: 'deploy failed' });
    expect(job.endedAt).toBe(t0 + 30_000);
    expect(calls).toEqual([`done ${job.jobId}:provision`, `failed ${job.jobId}:deploy`]);
    advanceJobs();
    expect(calls).toHaveLength(2);

    const t1 = mockNow();
    const retried = retryJob(job.jobId);
    expect(retried).toEqual({ ok: true, value: job });
    expect(states(job)).toEqual(['running', 'done', 'running', 'pending']);
    expect(job.attempt).toBe(2);
    expect(job.steps[0]).toMatchObject({ startedAt: t0, endedAt: t0 + 10_000 });
    expect(job.steps[1]).toEqual({ name: 'deploy', durationMs: 20_000, state: 'running', startedAt: t1 });
    advanceClock(25_000);
    advanceJobs();
    expect(states(job)).toEqual(['succeeded', 'done', 'done', 'done']);
    expect(job.steps[2]).toMatchObject({ startedAt: t1 + 20_000, endedAt: t1 + 25_000 });
    expect(calls.slice(2)).toEqual([`done ${job.jobId}:deploy`, `done ${job.jobId}:verify`, `succeeded ${job.jobId}`]);
  });

  it('fails again on retry while the fault switch says so, never before the failed step', () => {
    faultOf.mockReturnValue({ step: 0 });
    const job = startJob({ kind: 'demo', subject, createdBy: 6, steps: STEPS.slice(0, 2) });
    advanceClock(10_000);
    advanceJobs();
    expect(states(job)).toEqual(['failed', 'failed', 'pending']);
    retryJob(job.jobId);
    advanceClock(10_000);
    advanceJobs();
    expect(states(job)).toEqual(['failed', 'failed', 'pending']);
    faultOf.mockReturnValue({ step: 99 }); // past the end: the last step
    retryJob(job.jobId);
    advanceClock(30_000);
    advanceJobs();
    expect(states(job)).toEqual(['failed', 'done', 'failed']);
    expect(job.attempt).toBe(3);
  });

  it('retries only failed jobs, and answers 404 for an unknown one', () => {
    const job = start();
    expect(retryJob(job.jobId)).toMatchObject({ ok: false, status: 409 });
    expect(retryJob(9999)).toMatchObject({ ok: false, status: 404 });
  });

  it('resumes the latest job when it failed, else starts a new one', () => {
    const fresh = retryOrStartJob(undefined, start);
    expect(fresh).toMatchObject({ ok: true, value: { attempt: 1 } });
    const running = fresh.ok ? fresh.value : start();
    expect(retryOrStartJob(running, start)).toMatchObject({ ok: true, value: { jobId: running.jobId + 1 } });
    faultOf.mockReturnValue({ step: 0 });
    const failing = start();
    advanceClock(10_000);
    advanceJobs();
    expect(failing.state).toBe('failed');
    const starter = jest.fn(start);
    expect(retryOrStartJob(failing, starter)).toEqual({ ok: true, value: failing });
    expect(failing.attempt).toBe(2);
    expect(starter).not.toHaveBeenCalled();
  });

  it('finds the jobs of a subject, oldest first', () => {
    const a = start();
    const other = startJob({ kind: 'other', subject: { type: 'project', id: 8 }, createdBy: 6, steps: STEPS });
    const b = startJob({ kind: 'other', subject, createdBy: 6, steps: STEPS });
    expect(jobsOf(subject)).toEqual([a, b]);
    expect(jobsOf(subject, 'demo')).toEqual([a]);
    expect(latestJobOf(subject)).toBe(b);
    expect(latestJobOf({ type: 'project', id: 8 })).toBe(other);
    expect(latestJobOf({ type: 'task', id: 7 })).toBeUndefined();
    expect(b.jobId).toBe(a.jobId + 2);
  });

  it('survives a reload: a job whose page was closed completes on the next advance, its effects once', () => {
    const job = start();
    advanceClock(10_000);
    advanceJobs();
    const saved = structuredClone(tableData(jobsTable, db));
    replaceState({ ...db, ...saved, sequences: { ...db.sequences, ...saved.sequences } } as typeof db);
    const loaded = findJob(job.jobId)!;
    expect(loaded).not.toBe(job);
    advanceClock(60_000);
    advanceJobs();
    expect(loaded.state).toBe('succeeded');
    expect(calls).toEqual([`done ${job.jobId}:provision`, `done ${job.jobId}:deploy`, `done ${job.jobId}:verify`, `succeeded ${job.jobId}`]);
  });

  it('runs configured durations fast at a higher speed, with time only going forward', () => {
    let real = Date.now();
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => real);
    try {
      setClockSpeed(1000);
      const job = start();
      real += 20; // 20 s of mock time
      advanceJobs();
      expect(states(job)).toEqual(['running', 'done', 'running', 'pending']);
      const before = mockNow();
      setClockSpeed(1);
      expect(mockNow()).toBe(before);
      real += 15_000;
      advanceJobs();
      expect(states(job)).toEqual(['succeeded', 'done', 'done', 'done']);
      const times = job.steps.flatMap((s) => [s.startedAt!, s.endedAt!]);
      expect([...times].sort((x, y) => x - y)).toEqual(times);
    } finally {
      spy.mockRestore();
    }
  });

  it('calls an effect that throws once, logs it, and carries on', () => {
    defineJobKind('fragile', { label: 'Fragile', onStepDone: () => { throw new Error('boom'); } });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const job = startJob({ kind: 'fragile', subject, createdBy: 6, steps: STEPS });
    advanceClock(60_000);
    advanceJobs();
    expect(job.state).toBe('succeeded');
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});
