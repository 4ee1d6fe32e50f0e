import { mockAdminContract } from '../domain/contract/mockAdmin';
import type { ClockChange, DemoAccounts, Faults, MockClock, MockStorage } from '../domain/contract/mockAdmin';
import { callsOf } from './call';

export type { DemoAccount, DemoAccounts, Fault, FaultKind, Faults, JobFault, MockClock, MockStorage } from '../domain/contract/mockAdmin';

/**
 * Calls that only the mock backend answers (mock mode only): the demo accounts listed on the
 * login page, the demo-data reset, the fault switch, the mock clock and whether the mock could
 * read its storage (the shell's read-only banner). Nothing here is called
 * when config.mock is false.
 */
const calls = callsOf(mockAdminContract);

export const demoAccounts = (): Promise<DemoAccounts> => calls.accounts();
export const resetDemoData = async (): Promise<void> => {
  await calls.reset();
};
export const getFaults = (): Promise<Faults> => calls.faults();
/** Replaces the lists it is given (faults, jobFaults). */
export const setFaults = (faults: Partial<Faults>): Promise<Faults> => calls.setFaults({ body: faults });
export const clearFaults = (): Promise<Faults> => calls.clearFaults();
export const getClock = (): Promise<MockClock> => calls.clock();
export const setClock = (change: ClockChange): Promise<MockClock> => calls.setClock({ body: change });
/** Whether the mock saves its changes, or runs read-only because it could not read its storage. */
export const getStorageStatus = (signal?: AbortSignal): Promise<MockStorage> => calls.storage(undefined, signal);
