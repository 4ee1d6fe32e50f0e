import { object, string } from 'yup';
import { FAULT_KINDS, type Fault, type FaultKind, type JobFault } from '../../domain/contract/mockAdmin';
import { demoTexts } from '../../texts/demo';

const t = demoTexts.faults;

/** What the 'Add a fault' form holds, as typed. */
export interface FaultValues {
  target: string;
  kind: FaultKind;
  times: string;
}

/** What the 'Make a server job fail' form holds, as typed. */
export interface JobFaultValues {
  jobKind: string;
  step: string;
  times: string;
}

export const EMPTY_FAULT: FaultValues = { target: '*', kind: FAULT_KINDS[0], times: '' };
export const EMPTY_JOB_FAULT: JobFaultValues = { jobKind: '*', step: '0', times: '' };

const WHOLE_FROM_1 = /^\s*[1-9]\d*\s*$/;
const WHOLE_FROM_0 = /^\s*\d+\s*$/;

/** How many answers (or jobs) a fault spoils: empty (until removed) or a whole number of 1 or more. */
const times = string().test('times', t.timesInvalid, (value = '') => value.trim() === '' || WHOLE_FROM_1.test(value));

export const faultSchema = object({ times });

/** The step a job fails at: a whole number of 0 or more (0 is the first step); empty is refused too. */
export const jobFaultSchema = object({
  step: string().test('step', t.stepInvalid, (value = '') => WHOLE_FROM_0.test(value)),
  times,
});

const timesOf = (value: string) => (value.trim() === '' ? {} : { times: Number(value) });

/** The fault the valid values describe (without `times` when it lasts until removed). */
export const faultOf = (values: FaultValues): Fault => ({ target: values.target, kind: values.kind, ...timesOf(values.times) });

export const jobFaultOf = (values: JobFaultValues): JobFault => ({ jobKind: values.jobKind, step: Number(values.step), ...timesOf(values.times) });
