/**
 * The fault switch of the mock backend (mock mode only, for demos and tests): chosen contract
 * entries answer 500, 401, 403, a network error, a timeout, malformed JSON or an empty body, and
 * chosen server jobs fail at a step. In memory only (the mock's service worker): POST /__mock__/reset,
 * DELETE /__mock__/faults or the worker stopping clears it. The endpoints of service 'mock' are never spoiled.
 */
import { FAULT_KINDS, type Fault, type FaultKind, type Faults, type JobFault } from '../../src/domain/contract/mockAdmin';
import { badRequest, ok, type Outcome } from './outcome';

let faults: Fault[] = [];
let jobFaults: JobFault[] = [];

/** A copy of the switch. */
export function currentFaults(): Faults {
  return structuredClone({ faults, jobFaults });
}

/** Removes every fault and job fault. */
export function clearFaults(): Faults {
  faults = [];
  jobFaults = [];
  return currentFaults();
}

const isTimes = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isInteger(value) && value > 0);

/** 'group.name', 'group.*' or '*'. */
const TARGET = /^(\*|[A-Za-z]\w*\.(\*|[A-Za-z]\w*))$/;

function parseFault(value: unknown): Fault | null {
  const input = value as Partial<Fault> | null;
  if (typeof input !== 'object' || input === null) return null;
  if (typeof input.target !== 'string' || !TARGET.test(input.target)) return null;
  if (!(FAULT_KINDS as readonly unknown[]).includes(input.kind) || !isTimes(input.times)) return null;
  return { target: input.target, kind: input.kind as FaultKind, ...(input.times === undefined ? {} : { times: input.times }) };
}

function parseJobFault(value: unknown): JobFault | null {
  const input = value as Partial<JobFault> | null;
  if (typeof input !== 'object' || input === null) return null;
  if (typeof input.jobKind !== 'string' || input.jobKind.trim() === '' || !isTimes(input.times)) return null;
  if (input.step !== undefined && !(typeof input.step === 'number' && Number.isInteger(input.step) && input.step >= 0)) return null;
  return {
    jobKind: input.jobKind,
    ...(input.step === undefined ? {} : { step: input.step }),
    ...(input.times === undefined ? {} : { times: input.times }),
  };
}

/**
 * POST /__mock__/faults: replaces the lists the body gives (faults, jobFaults), keeps the other;
 * 400 when an entry is not a valid fault.
 */
export function setFaults(body: unknown): Outcome<Faults> {
  const input = body as Partial<Record<keyof Faults, unknown>> | null;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return badRequest('Expected {faults?, jobFaults?}');
  let nextFaults = faults;
  let nextJobFaults = jobFaults;
  if (input.faults !== undefined) {
    if (!Array.isArray(input.faults)) return badRequest('faults must be a list');
    const parsed = input.faults.map(parseFault);
    const bad = parsed.indexOf(null);
    if (bad >= 0) return badRequest(`faults[${bad}] needs a target ('group.name', 'group.*' or '*'), a kind of ${FAULT_KINDS.join(', ')} and times > 0 if any`);
    nextFaults = parsed as Fault[];
  }
  if (input.jobFaults !== undefined) {
    if (!Array.isArray(input.jobFaults)) return badRequest('jobFaults must be a list');
    const parsed = input.jobFaults.map(parseJobFault);
    const bad = parsed.indexOf(null);
    if (bad >= 0) return badRequest(`jobFaults[${bad}] needs a jobKind, a step >= 0 and times > 0 if any`);
    nextJobFaults = parsed as JobFault[];
  }
  faults = nextFaults;
  jobFaults = nextJobFaults;
  return ok(currentFaults());
}

const groupOf = (endpointId: string) => endpointId.slice(0, endpointId.indexOf('.'));

/** How closely a target names an entry: 3 the entry, 2 its group, 1 '*', 0 not at all. */
function specificity(target: string, endpointId: string): number {
  if (target === endpointId) return 3;
  if (target === `${groupOf(endpointId)}.*`) return 2;
  return target === '*' ? 1 : 0;
}

/**
 * The fault the next answer of the entry should show, the most specific target first, or null.
 * Counts one answer against the fault's `times` (removed when used up).
 */
export function takeFault(endpointId: string): FaultKind | null {
  let best: Fault | undefined;
  let bestScore = 0;
  for (const fault of faults) {
    const score = specificity(fault.target, endpointId);
    if (score > bestScore) {
      best = fault;
      bestScore = score;
    }
  }
  if (!best) return null;
  if (best.times !== undefined) {
    best.times -= 1;
    if (best.times <= 0) faults = faults.filter((f) => f !== best);
  }
  return best.kind;
}

/**
 * For the job engine: whether the next job of this kind fails, and at which step (0-based,
 * default 0: its first). A job fault names a kind or '*'; the exact kind wins. Consumes one
 * (`times`; absent: until removed).
 */
export function takeJobFault(jobKind: string): { step: number } | null {
  const fault = jobFaults.find((f) => f.jobKind === jobKind) ?? jobFaults.find((f) => f.jobKind === '*');
  if (!fault) return null;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) jobFaults = jobFaults.filter((f) => f !== fault);
  }
  return { step: fault.step ?? 0 };
}
