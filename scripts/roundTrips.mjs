/**
 * Round trips under latency (issue 26): how many answers a first page waits for one after the
 * other before its data shows. With a backend 300 ms away, every sequential round trip costs the
 * user 300 ms; requests made in parallel cost one.
 *
 * measureRoundTrips(page, base, spec) opens a signed-in first page (scripts/pages.mjs) in a page
 * whose HTTP cache is cold and records every request until the page shows its data:
 * - data round trips: the longest chain of backend calls (fetch/XHR) in which each call started
 *   after the one before it had answered (a call that starts while another is still out does not
 *   wait for it); calls made before the data shows count;
 * - code round trips: the same chain over the page's scripts (the entry, then chunks it imports);
 * - round trips: the longest chain over both, in order (code, then the data its code asks for).
 * - time to data: from the navigation's start to the data on screen.
 * Used by `npm run perf` with PERF_LATENCY (a table) and by e2e/production (a budget).
 */

/** Calls that start within this many ms of an answer's end are not taken as waiting for it. */
const SLACK_MS = 2;

/** The depth of the longest chain of requests each of which started after the previous one ended. */
export function chainDepth(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map();
  let longest = 0;
  for (const request of sorted) {
    let before = 0;
    for (const earlier of sorted) {
      if (earlier === request || earlier.end === undefined) continue;
      if (earlier.end + SLACK_MS <= request.start) before = Math.max(before, depth.get(earlier) ?? 0);
    }
    depth.set(request, before + 1);
    longest = Math.max(longest, before + 1);
  }
  return longest;
}

/**
 * Opens `spec.path` (the user is signed in already) with a cold HTTP cache and measures its round
 * trips. `isBackend(url)`: whether a request is a call of the backend (default: fetch/XHR).
 */
export async function measureRoundTrips(page, base, spec, { isBackend } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const requests = [];
  const onRequest = (request) => {
    const type = request.resourceType();
    const kind =
      type === 'document' ? 'document' : type === 'script' ? 'code' : (isBackend ? isBackend(request.url()) : type === 'fetch' || type === 'xhr') ? 'data' : null;
    if (!kind) return;
    const entry = { kind, url: request.url(), start: Date.now(), end: undefined };
    requests.push(entry);
    // The browser's own times (request.timing(): epoch ms, then ms after the start), not when
    // Playwright's events reach this process.
    const done = () => {
      const timing = request.timing();
      if (timing.startTime > 0) entry.start = timing.startTime;
      entry.end ??= timing.responseEnd >= 0 ? entry.start + timing.responseEnd : Date.now();
    };
    request.response().then(
      (response) => (response ? response.finished().then(done, done) : done()),
      done,
    );
  };
  page.on('request', onRequest);
  const navigationStart = Date.now();
  try {
    await page.goto(`${base}${spec.path}`);
    await spec.ready(page).waitFor({ state: 'attached', timeout: 30_000 });
  } finally {
    page.off('request', onRequest);
  }
  const shownAt = Date.now();
  // What the page before it still had in flight does not count.
  const before = requests.filter((r) => r.kind !== 'document' && r.start >= navigationStart && r.start <= shownAt);
  const data = before.filter((r) => r.kind === 'data');
  const code = before.filter((r) => r.kind === 'code');
  return {
    page: spec.path,
    user: spec.user,
    dataRoundTrips: chainDepth(data),
    codeRoundTrips: chainDepth(code),
    roundTrips: chainDepth(before),
    calls: data.length,
    timeToDataMs: shownAt - navigationStart,
    dataCalls: data.map((r) => `${new URL(r.url).pathname} +${r.start - navigationStart}..${(r.end ?? shownAt) - navigationStart}`),
  };
}

/** One table of measureRoundTrips results. */
export function printRoundTrips(rows, latencyMs) {
  const headers = ['page', 'data round trips', 'code round trips', 'all (in order)', 'calls', 'time to data'];
  const body = rows.map((r) => [
    `${r.page} (${r.user})`,
    String(r.dataRoundTrips),
    String(r.codeRoundTrips),
    String(r.roundTrips),
    String(r.calls),
    `${(r.timeToDataMs / 1000).toFixed(2)} s`,
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log('');
  console.log(line(headers));
  console.log(`|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of body) console.log(line(row));
  console.log('');
  console.log(
    `Every backend answer ${latencyMs} ms late, cold HTTP cache, production build. Data round trips: the longest chain of ` +
      'backend calls each made after the previous one answered, before the data showed.',
  );
}
