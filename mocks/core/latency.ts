/**
 * Simulated network latency of the mock backend. Off by default (jest answers at once);
 * mocks/serviceWorker.ts turns it on. Runtime only, never saved.
 */
let range = { min: 0, max: 0 };

export function setLatency(minMs: number, maxMs: number = minMs): void {
  const min = Math.max(0, minMs);
  range = { min, max: Math.max(min, maxMs) };
}

/** Milliseconds the next answer should wait (0 when latency is off). */
export function nextLatencyMs(): number {
  if (range.max <= 0) return 0;
  return Math.round(range.min + Math.random() * (range.max - range.min));
}
