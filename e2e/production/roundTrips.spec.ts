/**
 * The round-trip budget (issue 26): every signed-in first page shows its data after at most two
 * backend answers waited for one after the other, with the backend on another origin 150-400 ms
 * away (scripts/productionServers.mjs). A lookup chained after a lookup, or a page that asks for
 * its data only after an answer it could have done without, fails here. The times to data are
 * `npm run perf`'s (PERF_LATENCY), not a test's.
 */
import { expect, test } from '@playwright/test';
import { PAGES } from '../../scripts/pages.mjs';
import { measureRoundTrips } from '../../scripts/roundTrips.mjs';
import { watchCspViolations } from '../fixtures';
import { apiOrigin, signIn } from './backend';

const MAX_DATA_ROUND_TRIPS = 2;

for (const spec of PAGES.filter((p) => p.user)) {
  test(`${spec.path} (${spec.user}) shows its data within ${MAX_DATA_ROUND_TRIPS} sequential round trips`, async ({ page, baseURL }) => {
    const errors: string[] = [];
    await watchCspViolations(page, (problem) => errors.push(problem));
    await signIn(page, spec.user!);
    const measured = await measureRoundTrips(page, baseURL!, spec, { isBackend: (url: string) => url.startsWith(`${apiOrigin()}/`) });
    expect(measured.dataRoundTrips, `calls: ${measured.dataCalls.join(', ')}`).toBeLessThanOrEqual(MAX_DATA_ROUND_TRIPS);
    expect(errors).toEqual([]);
  });
}
