/**
 * The mock backend's own endpoints (contract.mockAdmin, service 'mock', mock mode only): demo
 * accounts, demo-data reset, the demo's scale, the fault switch, the mock clock and the state of its storage. No
 * token needed; never spoiled by a fault; they answer while the mock is read-only too.
 */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import { MOCK_SCALES, type ClockChange, type MockScale } from '../../src/domain/contract/mockAdmin';
import { demoAccounts } from '../auth/accounts';
import { repairPersistedDb, storageStatus } from '../core/persistence';
import { advanceClock, clockState, setClockSpeed } from '../core/clock';
import { clearFaults, currentFaults, setFaults } from '../core/faults';
import { handle } from '../core/contract';
import { jobKinds } from '../core/jobs';
import { answer, message, readJson } from '../core/http';
import { resetDb } from '../core/state';
import { setMockScale } from '../scale';

const { mockAdmin } = contract;

/** The reset's 503 message when the storage still cannot be used (the data was reset in memory). */
export const STILL_READ_ONLY_MESSAGE = (reason: string) =>
  `The demo data was reset, but the browser storage still cannot be used (${reason}), so the demo stays read-only. ` +
  'Close the other tabs of the demo, reload, and reset again.';

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

/** {scale}: the demo data seeded afresh at that scale (and every reset after it); the fault switch is cleared. */
function changeScale(body: unknown): Response {
  const scale = (body as { scale?: unknown } | null)?.scale;
  if (!MOCK_SCALES.includes(scale as MockScale)) return message(`Expected {scale: ${MOCK_SCALES.map((s) => `'${s}'`).join(' | ')}}`, 400);
  clearFaults();
  setMockScale(scale as MockScale);
  resetDb();
  return HttpResponse.json({ scale });
}

export const mockAdminRoutes = [
  handle(mockAdmin.accounts, () => HttpResponse.json(demoAccounts())),

  /**
   * Back to the seed; the fault switch is cleared too. While read-only, the stored data (which
   * could not be read) is deleted and the storage used afresh; 503 when it still cannot be.
   */
  handle(mockAdmin.reset, async () => {
    clearFaults();
    const storage = await repairPersistedDb();
    if (storage.mode === 'read-only') return message(STILL_READ_ONLY_MESSAGE(storage.reason), 503);
    return new HttpResponse(null, { status: 204 });
  }),

  /** {mode: 'ok'} or {mode: 'read-only', reason}: whether the mock saves its changes. */
  handle(mockAdmin.storage, () => HttpResponse.json(storageStatus())),
  handle(mockAdmin.setScale, async ({ request }) => changeScale(await readJson(request))),

  handle(mockAdmin.faults, () => HttpResponse.json(currentFaults())),
  /** Replaces the lists the body gives ({faults?, jobFaults?}); answers the whole switch. */
  handle(mockAdmin.setFaults, async ({ request }) => answer(setFaults(await readJson(request)))),
  handle(mockAdmin.clearFaults, () => HttpResponse.json(clearFaults())),

  /** The kinds of server job the mock runs (its job registry), each with its label (the faults panel's job fault choices). */
  handle(mockAdmin.jobKinds, () => HttpResponse.json({ kinds: jobKinds() })),

  handle(mockAdmin.clock, () => HttpResponse.json(clockState())),
  /** {speed?, advanceMs?}: sets the speed, moves the time forward; answers the clock. */
  handle(mockAdmin.setClock, async ({ request }) => changeClock(await readJson(request))),
];
