/**
 * The mock backend's own endpoints (contract.mockAdmin, service 'mock', mock mode only): demo
 * accounts, demo-data reset, the fault switch and the mock clock. No token needed; never spoiled
 * by a fault.
 */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import type { ClockChange } from '../../src/domain/contract/mockAdmin';
import { demoAccounts, resetDb } from '../db';
import { advanceClock, clockState, setClockSpeed } from '../db/clock';
import { clearFaults, currentFaults, setFaults } from '../db/faults';
import { publicAccess } from './access';
import { handle } from './contract';
import { answer, message, readJson } from './http';

const { mockAdmin } = contract;

function changeClock(body: unknown): Response {
  const change = (body ?? {}) as ClockChange;
  const valid = (value: unknown, min: number) => value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= min);
  if (typeof change !== 'object' || !valid(change.speed, 0) || !valid(change.advanceMs, 0)) {
    return message('Expected {speed?: number >= 0, advanceMs?: number >= 0}', 400);
  }
  if (change.speed !== undefined) setClockSpeed(change.speed);
  if (change.advanceMs !== undefined) advanceClock(change.advanceMs);
  return HttpResponse.json(clockState());
}

export const mockAdminRoutes = [
  handle(mockAdmin.accounts, publicAccess, () => HttpResponse.json(demoAccounts())),

  /** Back to the seed; the fault switch is cleared too. */
  handle(mockAdmin.reset, publicAccess, () => {
    resetDb();
    clearFaults();
    return new HttpResponse(null, { status: 204 });
  }),

  handle(mockAdmin.faults, publicAccess, () => HttpResponse.json(currentFaults())),
  /** Replaces the lists the body gives ({faults?, jobFaults?}); answers the whole switch. */
  handle(mockAdmin.setFaults, publicAccess, async ({ request }) => answer(setFaults(await readJson(request)))),
  handle(mockAdmin.clearFaults, publicAccess, () => HttpResponse.json(clearFaults())),

  handle(mockAdmin.clock, publicAccess, () => HttpResponse.json(clockState())),
  /** {speed?, advanceMs?}: sets the speed, moves the time forward; answers the clock. */
  handle(mockAdmin.setClock, publicAccess, async ({ request }) => changeClock(await readJson(request))),
];
