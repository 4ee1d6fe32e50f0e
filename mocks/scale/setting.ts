/**
 * The scale every fresh seed of the mock is grown to (./index.ts): config's `mockScale`, handed in
 * by the worker's start (mocks/serviceWorker.ts) or the node server before the state loads, or the
 * one POST /__mock__/scale chose. Like the fault switch it lives in memory: it holds for the
 * resets that follow, until the worker stops; the data seeded at it stays stored.
 */
import type { MockScale } from '../../src/domain/contract/mockAdmin';

let scale: MockScale = 'normal';

export function setMockScale(value: MockScale): void {
  scale = value;
}

export function mockScale(): MockScale {
  return scale;
}
