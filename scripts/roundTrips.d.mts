/** Types of roundTrips.mjs (e2e/production imports it). */
import type { Page } from '@playwright/test';

export interface RoundTrips {
  page: string;
  user?: string;
  dataRoundTrips: number;
  codeRoundTrips: number;
  roundTrips: number;
  calls: number;
  timeToDataMs: number;
  dataCalls: string[];
}

export declare function chainDepth(requests: readonly { start: number; end?: number }[]): number;
export declare function measureRoundTrips(
  page: Page,
  base: string,
  spec: { path: string; user?: string; ready: (page: Page) => { waitFor(options: { state: 'attached'; timeout: number }): Promise<void> } },
  options?: { isBackend?: (url: string) => boolean },
): Promise<RoundTrips>;
export declare function printRoundTrips(rows: readonly RoundTrips[], latencyMs: number): void;
