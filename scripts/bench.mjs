#!/usr/bin/env node
/**
 * `npm run bench` (issue 27; not part of `check`: timings vary with the machine): the portal at the
 * large demo's scale, in Debian's chromium ($CHROME_PATH or /usr/bin/chromium, never a downloaded
 * one) driven by Playwright, desktop viewport 1366x900, CPU slowed 4x through the DevTools protocol
 * (Emulation.setCPUThrottlingRate), no network throttling. Prints one markdown table, the median of
 * BENCH_RUNS runs (default 3) per figure with its target and ✓/✗, and writes reports/bench.json.
 *
 * Builds: the production build (BENCH_DIST_PRODUCTION, else built into a temporary directory),
 * served by scripts/serve.mjs with the node mock (scripts/mockHttp.mjs) at the large scale on the
 * same origin; the demo build (BENCH_DIST_DEMO, else built likewise) for the mock's own write.
 * Measurement runs in the page (scripts/benchPage.mjs, added with addInitScript): Event Timing,
 * long tasks, resource timing and "painted" = the frame that first shows it (see there).
 *
 * The figures (accounts and data: docs/mock-backend.md, "A large demo"):
 * - Card lists: approved (gbm, /ApprovedProjectsList), pending (gbm, /PendingProjectsForApproval),
 *   My Projects (gagency, /MyProjects), the portfolio's apps (gbm, /project/34/apps?rows=all: All is
 *   the pager's 'Rows per page' choice, kept in the address). The project lists have no pager: they
 *   always show every card. For each:
 *   - "All painted after data": from the responseEnd of the list's API call to the frame that shows
 *     every card, or the windowed grid of all of them (aria-setsize = the answer's length). Target 1 s;
 *   - "scroll: longest long task": the window scrolled from top to bottom with the mouse wheel, 1,800
 *     px a step (at most 250 steps); the longest long task meanwhile. Target: none over 50 ms;
 *   - "search keystroke": in the list's search box, e / Backspace / a / Backspace, 1.5 s apart; the
 *     longest Event Timing entry (input delay to the next paint) of those keys. Target 200 ms.
 * - The console log of 100,000 lines (the newest build of portfolio_react_0001, Build History tab):
 *   - "shown after data": the first byte of its log call (the range call or the seeds' whole one,
 *     made by the page or by the log's worker: timed by Playwright's request timing) to the frame
 *     showing its lines (500 ms). The details (JSON) add the time from its last byte, the page's long
 *     tasks meanwhile, and the CPU time of this node process (the mock answering) in the span;
 *   - "next match": 'section' searched, then Next match clicked 3 times; the longest Event Timing
 *     entry of those clicks (100 ms);
 *   - "tail at ~1,000 lines/s": a running clean-cache build of portfolio_spring_boot_0002 (the bench's
 *     own mock path, mocks/http.ts: its log grows with the mock clock, about 100,000 lines in the
 *     20 s Build step) with the mock clock at 0.2x, so about 1,000 lines a second arrive (the page
 *     reads the log every buildPollMs, 3 s); the page follows it for BENCH_TAIL_SECONDS (15); the
 *     longest long task (50 ms). The line rate reached (from the count the page shows), the polls,
 *     their bytes, the long tasks and the node process's CPU time in the span are in the JSON.
 * - The inbox of 5,046 (gbm, /notificationsCmpnt): 'Go to next page' clicked 3 times (the pointer
 *   rests on it 300 ms first, as for every timed click); the click to the frame showing the new rows,
 *   the longest of the three (100 ms).
 * - Dashboards of 525 projects (gbm): /overview/Dashboard, the last dashboard answer's responseEnd to
 *   the frame where every chart in the window holds its svg, stable 1.5 s (1.5 s); the charts below
 *   are drawn as they near the window: the page scrolled one window height at a time, each scroll to
 *   the frame where every chart in view holds its svg, the longest (1.5 s); /overview/AllProjectData, the
 *   'Project' column header clicked 3 times (ascending, descending, unsorted; the pointer rests on it
 *   first), click to the frame showing the rows in the new order, the longest (100 ms).
 * - The mock: "seeding (node)": createNodeMockApi({scale: 'large'}), the normal seed and the large
 *   one on top (2 s). In the demo build (the mock in the service worker, IndexedDB): "switch to large"
 *   (POST /__mock__/scale, no target) and "one write": GET /api/mark_notification/{id} round trip
 *   from the page once the page the sign-in opened has settled (network idle, then a second with
 *   no long task: its own start would otherwise hold the answers on its main thread), median of 6 (20 ms). The worker answers after 120-300 ms of simulated latency and
 *   has no switch for it (mocks/workerProtocol.ts LATENCY_MS): the bench makes the worker's timers of
 *   that length fire at once (its setTimeout, through Playwright) and says whether it worked. The
 *   CPU slowdown applies to the page, not to the worker. A build without the large demo (before issue
 *   27) is measured at its normal scale and says so.
 * - Memory (tech, /viewApprovedProjectDetails/29, 'Setup Devops Project' started, mock clock stopped
 *   so the chain stays running and the page keeps polling): Playwright's page clock runs 30 minutes
 *   of page time in 5 s steps, the tab hidden and shown every 5 minutes (another tab brought to front;
 *   when that does not hide it, document.visibilityState is overridden), a mouse move per shown step
 *   (no idle sign-out), 'Keep waiting' clicked when offered; JS heap after a forced GC
 *   (HeapProfiler.collectGarbage, Runtime.getHeapUsage) at the start and the end: the change, 10 %.
 *
 * Options: BENCH_RUNS (3), BENCH_DIST_PRODUCTION, BENCH_DIST_DEMO, BENCH_ONLY (groups: cards, log,
 * inbox, dashboards, mock, memory), BENCH_TAIL_SECONDS (15), BENCH_REPORT (reports/bench.json),
 * BENCH_LABEL (names the build in the table), CHROME_PATH. Exits 0 whatever the figures; 1 when none
 * could be measured. Before the runs and after them it prints the sitting (scripts/sitting.cjs: the
 * machine, versions, chromium's flags, the other processes' CPU share) and flags one that was NOT
 * QUIET; BENCH_REQUIRE_QUIET=1 refuses a busy machine and exits 3 after a sitting that was not quiet.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createMockApi } from './mockHttp.mjs';
import { signIn } from './pages.mjs';
import { startServer } from './serve.mjs';
import { pageHelpers } from './benchPage.mjs';
import { prepareBuild as prepareMeasuredBuild } from './measuredBuild.mjs';
import sittings from './sitting.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((g) => g.trim()).filter(Boolean);
const TAIL_SECONDS = Math.max(3, Number(process.env.BENCH_TAIL_SECONDS ?? 15) || 15);
const VIEWPORT = { width: 1366, height: 900 };
const CPU_SLOWDOWN = 4;
/** Waits for a page state (a throttled CPU rendering thousands of cards unwindowed takes long). */
const WAIT_MS = 180_000;

/** The large demo (mocks/scale, docs/mock-backend.md). */
const PORTFOLIO = 34;
const LOG_APP = 'portfolio_react_0001';
const TAIL_APP = 'portfolio_spring_boot_0002';
/** Mock clock speed while the tail is followed: ~100,000 lines in 20 s of mock time -> ~1,000 a second. */
const TAIL_CLOCK_SPEED = 0.2;
const MEMORY_PROJECT = 29;
const MEMORY_MINUTES = 30;
const MEMORY_STEP_MS = 5_000;
const MEMORY_TOGGLE_MINUTES = 5;

const log = (line) => process.stdout.write(`bench: ${line}\n`);
const errorText = (error) => (error instanceof Error ? error.message.split('\n')[0] : String(error));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const maxOf = (values) => (values.length ? Math.max(...values) : 0);
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/* ---------- the figures: what each row is, and its target ---------- */

const ms = (v) => `${Math.round(v)} ms`;
const CARD_LISTS = [
  { key: 'approved', user: 'gbm', path: '/ApprovedProjectsList', api: '/api/get_approved_projects_for_gbm', name: 'approved (gbm)' },
  { key: 'pending', user: 'gbm', path: '/PendingProjectsForApproval', api: '/api/get_submitted_projects', name: 'pending (gbm)' },
  { key: 'myProjects', user: 'gagency', path: '/MyProjects', api: '/api/assignedprojects/', name: 'My Projects (gagency)' },
  { key: 'apps', user: 'gbm', path: `/project/${PORTFOLIO}/apps?rows=all`, api: `/api/v2/project/${PORTFOLIO}/app`, name: 'portfolio apps, All (gbm)' },
];

/** Every row of the table: id, group, label, target (at most, in its unit), format. */
const ROWS = [
  ...CARD_LISTS.flatMap((list) => [
    { id: `${list.key}.render`, group: 'cards', label: `${list.name}: All painted after data`, max: 1000, format: ms },
    { id: `${list.key}.search`, group: 'cards', label: `${list.name}: search keystroke (Event Timing)`, max: 200, format: ms },
    { id: `${list.key}.scroll`, group: 'cards', label: `${list.name}: scroll, longest long task`, max: 50, format: ms },
  ]),
  { id: 'log.render', group: 'log', label: '100,000-line log: shown after data', max: 500, format: ms },
  { id: 'log.next', group: 'log', label: '100,000-line log: next match (Event Timing)', max: 100, format: ms },
  { id: 'log.tail', group: 'log', label: 'log tail at ~1,000 lines/s: longest long task', max: 50, format: ms },
  { id: 'inbox.page', group: 'inbox', label: 'inbox of 5,046: next page painted after click', max: 100, format: ms },
  { id: 'dashboards.charts', group: 'dashboards', label: 'dashboards (525 projects): the charts in view drawn after data', max: 1500, format: ms },
  { id: 'dashboards.chartsScrolled', group: 'dashboards', label: 'dashboards: the charts below drawn after scrolling to them (longest)', max: 1500, format: ms },
  { id: 'dashboards.sort', group: 'dashboards', label: 'All Project Data grid: sort painted after click', max: 100, format: ms },
  { id: 'mock.seed', group: 'mock', label: 'mock seeding at large (node)', max: 2000, format: ms },
  { id: 'mock.scale', group: 'mock', label: 'demo: switch to large (POST /__mock__/scale)', max: null, format: ms },
  { id: 'mock.write', group: 'mock', label: 'demo: one write committed (round trip)', max: 20, format: ms },
  { id: 'memory.heap', group: 'memory', label: `tech page, ${MEMORY_MINUTES} min polling: JS heap change`, max: 10, format: (v) => `${v >= 0 ? '+' : ''}${v.toFixed(1)} %` },
];
const wanted = (group) => !ONLY.length || ONLY.includes(group);

/* ---------- builds ---------- */

const prepareBuild = (build) => prepareMeasuredBuild(build, { prefix: 'BENCH', log });

/* ---------- sessions: a signed-in, throttled tab per account ---------- */

async function openSession(browser, base, user, build = 'production') {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(pageHelpers);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await signIn(page, base, user, build);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp, base, user };
}

const bench = (page) => ({
  now: () => page.evaluate(() => globalThis.__bench.now()),
  events: (since) => page.evaluate((s) => globalThis.__bench.events(s), since),
  longest: async (since) => maxOf((await page.evaluate((s) => globalThis.__bench.longTasks(s), since)).map((t) => t.duration)),
  responseEnd: (pattern, until) => page.evaluate(([p, u]) => globalThis.__bench.responseEnd(p, u ?? Infinity), [pattern, until ?? null]),
  painted: (kind, arg, stableMs = 0) =>
    page.evaluate(([k, a, t, s]) => globalThis.__bench.painted(k, a, t, s), [kind, arg ?? null, WAIT_MS, stableMs]),
  lastClick: () => page.evaluate(() => globalThis.__bench.lastClick()),
  text: (selector) => page.evaluate((s) => globalThis.__bench.text(s), selector),
});

const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A JSON call from the signed-in page (its token), answer parsed. */
function callFromPage(page, url, init = {}) {
  return page.evaluate(
    async ([u, i]) => {
      const token = globalThis.localStorage.getItem('token');
      const headers = { ...(i.headers ?? {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
      const response = await fetch(u, { ...i, headers });
      const text = await response.text();
      let body = text;
      try {
        body = JSON.parse(text);
      } catch {
        // plain text
      }
      return { status: response.status, body };
    },
    [url, init],
  );
}

const listOf = (body) => (Array.isArray(body) ? body : Array.isArray(body?.result) ? body.result : Array.isArray(body?.content) ? body.content : []);

/** The mock's own calls, from node (no session needed). */
async function mockCall(base, urlPath, body) {
  const response = await fetch(`${base}${urlPath}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${urlPath}: ${response.status}`);
  return response.json();
}

/** Event Timing entries of these event names since `since`: the longest duration (0 when none reached 16 ms). */
async function longestEvent(page, since, names) {
  const events = await bench(page).events(since);
  return maxOf(events.filter((e) => names.includes(e.name)).map((e) => e.duration));
}
const KEY_EVENTS = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input'];
const CLICK_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'];

/** Moves the mouse wheel down the window until its end (or maxSteps); the longest long task meanwhile. */
async function scrollDown(page, { step = 1800, maxSteps = 250 } = {}) {
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  await sleep(500);
  const b = bench(page);
  const since = await b.now();
  await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
  let steps = 0;
  for (; steps < maxSteps; steps += 1) {
    await page.mouse.wheel(0, step);
    await sleep(50);
    if (steps % 10 === 9 && (await page.evaluate(() => globalThis.scrollY + globalThis.innerHeight >= globalThis.document.documentElement.scrollHeight - 4))) break;
  }
  await sleep(500);
  const reached = await page.evaluate(() => (globalThis.scrollY + globalThis.innerHeight) / globalThis.document.documentElement.scrollHeight);
  return { longest: await b.longest(since), steps, reached };
}

/* ---------- card lists ---------- */

/** One card list: All painted after its data, scrolling, a keystroke in its search. */
async function cardListFigures(session, list) {
  const { page, base } = session;
  const b = bench(page);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === list.api && r.request().method() === 'GET', { timeout: WAIT_MS });
  await page.goto(`${base}${list.path}`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => globalThis.__bench.watchCards());
  const total = listOf(await (await answer).json()).length;
  const { paintedAt } = await page.evaluate(([n, t]) => globalThis.__bench.cardsPainted(n, t), [total, WAIT_MS]);
  const dataAt = await b.responseEnd(`${escapeRe(list.api)}$`, paintedAt);
  const render = paintedAt - dataAt;

  await sleep(2000); // the list settles: what follows is scrolling, not the first render
  const scroll = await scrollDown(page);
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  await sleep(500);

  const box = page.locator('#main').getByRole('searchbox').first();
  await box.click();
  await sleep(500);
  const since = await b.now();
  for (const key of ['e', 'Backspace', 'a', 'Backspace']) {
    await page.keyboard.press(key);
    await sleep(1500);
  }
  const search = await longestEvent(page, since, KEY_EVENTS);
  return { [`${list.key}.render`]: render, [`${list.key}.scroll`]: scroll.longest, [`${list.key}.search`]: search, details: { [list.key]: { total, scroll } } };
}

/* ---------- the console log ---------- */

/** The app ids of the portfolio's log and tail apps. */
async function portfolioApps(session) {
  const { status, body } = await callFromPage(session.page, `/api/v2/project/${PORTFOLIO}/app`);
  const apps = listOf(body);
  const idOf = (name) => apps.find((a) => a.appName === name)?.appId;
  if (status !== 200 || !idOf(LOG_APP) || !idOf(TAIL_APP)) throw new Error(`the portfolio's apps were not found (GET apps: ${status}, ${apps.length} apps)`);
  return { logApp: idOf(LOG_APP), tailApp: idOf(TAIL_APP) };
}

/** The log's calls: the seeds' whole-log call and the range call (made by the page, or by the log's worker). */
const LOG_CALL = /\/api\/v2\/cicdconsolelog\/\d+(\/progressiveText(\?.*)?)?$/;

/** Long tasks of the page's main thread since `since` (page time): how many, the longest, their total. */
async function longTaskSummary(page, since, until = Infinity) {
  const tasks = (await page.evaluate((s) => globalThis.__bench.longTasks(s), since)).filter((t) => t.start < until);
  return { count: tasks.length, longest: Math.round(maxOf(tasks.map((t) => t.duration))), total: Math.round(tasks.reduce((sum, t) => sum + t.duration, 0)) };
}

/** CPU time (ms) this node process (the mock and the bench's own work) spent since `from` (process.cpuUsage()). */
const nodeCpuMs = (from) => {
  const used = process.cpuUsage(from);
  return Math.round((used.user + used.system) / 1000);
};

/**
 * Opens an app's Build History tab and waits for its log's lines. The log's answer is timed by the
 * browser's network events (Playwright's request timing: they include the worker's calls, which the
 * page's resource timing does not see): "shown after data" runs from its first byte to the frame
 * showing its lines; the time from its last byte is in the details (below zero when the lines show
 * while the answer still streams). Also: the page's long tasks from the click to that frame plus a
 * second, and the CPU this node process (the mock answering, the bench) used meanwhile.
 */
async function openBuildLog(session, appId) {
  const { page, base } = session;
  const b = bench(page);
  await page.goto(`${base}/app/${appId}/View`, { waitUntil: 'domcontentloaded' });
  const answers = [];
  const onFinished = (request) => {
    if (LOG_CALL.test(request.url())) answers.push(request);
  };
  page.context().on('requestfinished', onFinished);
  // Playwright sometimes reports a worker's finished call as failed (net::ERR_ABORTED, no response
  // event) while the server sent it whole and the worker read it: its timing is still the browser's.
  const onFailed = (request) => {
    if (LOG_CALL.test(request.url()) && request.timing().responseStart >= 0) answers.push(request);
  };
  page.context().on('requestfailed', onFailed);
  const cpu = process.cpuUsage();
  const clickedAt = await b.now();
  try {
    await page.getByRole('tab', { name: 'Build History' }).click();
    const { paintedAt } = await b.painted('logRows');
    await sleep(1000);
    // The lines may show before the answer's last byte: its end is reported later.
    for (let waited = 0; !answers.length && waited < 30_000; waited += 100) await sleep(100);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const first = answers[0];
    if (!first) throw new Error('no console log call was seen');
    const timing = first.timing();
    const shownAt = timeOrigin + paintedAt;
    return {
      render: shownAt - (timing.startTime + timing.responseStart),
      afterLastByte: shownAt - (timing.startTime + timing.responseEnd),
      call: new URL(first.url()).pathname + new URL(first.url()).search,
      longTasks: await longTaskSummary(page, clickedAt, paintedAt + 1000),
      nodeCpuMs: nodeCpuMs(cpu),
    };
  } finally {
    page.context().off('requestfinished', onFinished);
    page.context().off('requestfailed', onFailed);
  }
}

/** The line count the log says above it ('100,000 lines'). */
const shownLines = async (page) => {
  // Only the header's own text: a log line may say 'n lines' too.
  const texts = await page.locator('.ConsoleLog').first().locator('p').allTextContents();
  const count = texts.map((text) => /^([\d,]+) lines?$/.exec(text.trim())).find(Boolean);
  return count ? Number(count[1].replace(/,/g, '')) : 0;
};

async function logFigures(session, apps) {
  const { page, base } = session;
  const b = bench(page);
  const opened = await openBuildLog(session, apps.logApp);

  await page.getByLabel('Search the log').fill('section');
  await page.getByRole('button', { name: 'Next match' }).and(page.locator(':enabled')).waitFor();
  await sleep(1500);
  const since = await b.now();
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole('button', { name: 'Next match' }).click();
    await sleep(1000);
  }
  const next = await longestEvent(page, since, CLICK_EVENTS);

  // The tail: a running build whose log grows ~1,000 lines a second, followed at the bottom. The
  // rate is read from the count the page shows (reading the answers' bodies over the protocol, as
  // this bench once did, put the download of every 18 MB answer into the measured span).
  const { buildNo } = await mockCall(base, '/__mock__/bench/running_build', { appId: apps.tailApp });
  await mockCall(base, '/__mock__/clock', { speed: TAIL_CLOCK_SPEED });
  let tail;
  let rate;
  let tailDetails;
  try {
    await openBuildLog(session, apps.tailApp);
    await sleep(3000);
    const calls = [];
    const onFinished = (request) => {
      if (LOG_CALL.test(request.url())) calls.push(request);
    };
    page.context().on('requestfinished', onFinished);
    const tailSince = await b.now();
    const linesBefore = await shownLines(page);
    const cpu = process.cpuUsage();
    const started = performance.now();
    await sleep(TAIL_SECONDS * 1000);
    tail = await b.longest(tailSince);
    const linesAfter = await shownLines(page);
    rate = Math.round(((linesAfter - linesBefore) * 1000) / (performance.now() - started));
    page.context().off('requestfinished', onFinished);
    const sizes = await Promise.all(calls.map(async (request) => (await request.sizes().catch(() => null))?.responseBodySize ?? null));
    tailDetails = {
      polls: calls.length,
      bytesPerPoll: Math.round(sizes.reduce((sum, n) => sum + (n ?? 0), 0) / Math.max(1, calls.length)),
      calls: [...new Set(calls.map((request) => new URL(request.url()).pathname.replace(/\d+/, 'N')))],
      longTasks: await longTaskSummary(page, tailSince),
      nodeCpuMs: nodeCpuMs(cpu),
    };
  } finally {
    await mockCall(base, '/__mock__/clock', { speed: 1 });
  }
  return {
    'log.render': opened.render,
    'log.next': next,
    'log.tail': tail,
    details: { log: { open: opened, tailBuild: buildNo, tailLinesPerSecond: rate, tail: tailDetails } },
  };
}

/* ---------- inbox ---------- */

/**
 * The pointer rests on a control before it presses it, as a user's does: the hover's own work (a
 * grid header showing its sort and menu icons) is done by then and not timed as the click's.
 * Playwright's click() alone moves, presses and releases at once, so the first click of a control
 * also paid for that hover (issue 38: a 26 ms task at 4x before the grid's first sort).
 */
const POINTER_REST_MS = 300;

/** Clicks `control` (the pointer rested on it first) and returns the time from the click to the frame where `selector`'s text changed. */
async function clickToPaint(page, control, selector) {
  const b = bench(page);
  await control.hover();
  await sleep(POINTER_REST_MS);
  const before = await b.text(selector);
  // Watching from before the click: a frame that shows the change before the click() call returns
  // to the script is the frame it is timed at (watching after it added Playwright's round trip).
  const shown = b.painted('changed', { selector, before });
  await control.click();
  const { paintedAt } = await shown;
  return paintedAt - (await b.lastClick());
}

async function inboxFigures(session) {
  const { page, base } = session;
  await page.goto(`${base}/notificationsCmpnt`, { waitUntil: 'domcontentloaded' });
  const rows = '#main ul[aria-labelledby]';
  await page.locator(`${rows} li`).first().waitFor();
  await sleep(1000);
  const times = [];
  for (let i = 0; i < 3; i += 1) {
    times.push(await clickToPaint(page, page.getByRole('button', { name: 'Go to next page' }), rows));
    await sleep(1000);
  }
  return { 'inbox.page': maxOf(times), details: { inbox: { pageChanges: times } } };
}

/* ---------- dashboards ---------- */

async function dashboardFigures(session) {
  const { page, base } = session;
  const b = bench(page);
  await page.goto(`${base}/overview/Dashboard`, { waitUntil: 'domcontentloaded' });
  const { paintedAt } = await b.painted('chartsInView', null, 30_000, 1500);
  const dataAt = await b.responseEnd('/(get_dfc_|dfc_recommendations|api/ext/)', paintedAt);
  const charts = paintedAt - dataAt;
  // The charts below the fold are drawn as they come near the window: one window height at a time,
  // the scroll to the frame where every chart in view holds its svg; the longest.
  const scrolled = [];
  for (let step = 0; step < 40; step += 1) {
    const moved = await page.evaluate(() => {
      const view = globalThis;
      const before = view.scrollY;
      view.scrollBy(0, view.innerHeight);
      return view.scrollY > before;
    });
    if (!moved) break;
    const since = await page.evaluate(() => performance.now());
    const shown = await b.painted('chartsInView', null, 30_000).catch(() => null);
    if (shown) scrolled.push(shown.paintedAt - since);
  }
  const count = await page.locator('figure[data-chart-type] svg.apexcharts-svg').count();

  await page.goto(`${base}/overview/AllProjectData`, { waitUntil: 'domcontentloaded' });
  const grid = '[role="grid"]';
  await page.locator(`${grid} [role="row"] [role="gridcell"]`).first().waitFor();
  await sleep(1000);
  const header = page.getByRole('columnheader', { name: 'Project' });
  const sorts = [];
  for (let i = 0; i < 3; i += 1) {
    sorts.push(await clickToPaint(page, header, grid));
    await sleep(1000);
  }
  return {
    'dashboards.charts': charts,
    'dashboards.chartsScrolled': maxOf(scrolled),
    'dashboards.sort': maxOf(sorts),
    details: { dashboards: { charts: count, scrolled, sorts } },
  };
}

/* ---------- memory ---------- */

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Hides or shows the tab: another tab brought to front, or (when that leaves it visible) visibilityState overridden. */
async function setHidden(page, other, hidden, state) {
  if (hidden) await other.bringToFront();
  else await page.bringToFront();
  await sleep(100);
  const seen = await page.evaluate(() => globalThis.document.visibilityState);
  if (seen === (hidden ? 'hidden' : 'visible') && !state.overridden) return;
  state.overridden = true;
  await page.evaluate((h) => {
    Object.defineProperty(globalThis.document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(globalThis.document, 'hidden', { configurable: true, get: () => h });
    globalThis.document.dispatchEvent(new globalThis.Event('visibilitychange'));
  }, hidden);
}

async function memoryFigures(browser, base) {
  const session = await openSession(browser, base, 'tech');
  const { page, context, cdp } = session;
  const other = await context.newPage();
  const state = { overridden: false };
  let keptWaiting = 0;
  await mockCall(base, '/__mock__/clock', { speed: 0 });
  try {
    await page.bringToFront();
    await page.clock.install();
    await page.goto(`${base}/viewApprovedProjectDetails/${MEMORY_PROJECT}`, { waitUntil: 'domcontentloaded' });
    const setup = page.getByRole('button', { name: 'Setup Devops Project' });
    await setup.waitFor();
    const started = await setup.isEnabled();
    if (started) await setup.click();
    for (let i = 0; i < 4; i += 1) {
      await page.clock.runFor(MEMORY_STEP_MS);
      await sleep(200);
    }
    const start = await heapAfterGc(cdp);
    // What the page asked meanwhile (path without ids: count), to show that it polled.
    const calls = {};
    page.on('request', (request) => {
      const key = new URL(request.url()).pathname.replace(/\/\d+/g, '/N');
      if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') calls[key] = (calls[key] ?? 0) + 1;
    });
    const steps = (MEMORY_MINUTES * 60_000) / MEMORY_STEP_MS;
    const toggleEvery = (MEMORY_TOGGLE_MINUTES * 60_000) / MEMORY_STEP_MS;
    let hidden = false;
    for (let i = 0; i < steps; i += 1) {
      if (i > 0 && i % toggleEvery === 0) {
        hidden = !hidden;
        await setHidden(page, other, hidden, state);
      }
      if (!hidden) {
        await page.mouse.move(100 + (i % 50), 200);
        const keep = page.getByRole('button', { name: 'Keep waiting' });
        if (await keep.isVisible().catch(() => false)) {
          await keep.click();
          keptWaiting += 1;
        }
      }
      await page.clock.runFor(MEMORY_STEP_MS);
      await sleep(60);
    }
    if (hidden) await setHidden(page, other, false, state);
    await page.clock.runFor(MEMORY_STEP_MS);
    await sleep(500);
    const end = await heapAfterGc(cdp);
    const signedIn = new URL(page.url()).pathname === `/viewApprovedProjectDetails/${MEMORY_PROJECT}`;
    return {
      'memory.heap': ((end - start) / start) * 100,
      details: { memory: { startBytes: start, endBytes: end, chainStarted: started, keptWaiting, visibilityOverridden: state.overridden, stayedOnPage: signedIn, calls } },
    };
  } finally {
    await mockCall(base, '/__mock__/clock', { speed: 1 }).catch(() => undefined);
    await context.close();
  }
}

/* ---------- the mock's write, in the demo build ---------- */

/** Makes the demo worker's simulated latency (timers of 120-300 ms) fire at once; fast: a read then answers in under 100 ms. */
async function latencyOff(context, page) {
  const read = () =>
    page.evaluate(async () => {
      const t = performance.now();
      await (await fetch('/__mock__/clock')).json();
      return performance.now() - t;
    });
  const before = [await read(), await read(), await read()];
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 10_000 }));
  await worker.evaluate(() => {
    const original = globalThis.setTimeout;
    globalThis.setTimeout = (fn, delay, ...rest) => original(fn, delay >= 120 && delay <= 300 ? 0 : delay, ...rest);
  });
  const reads = [await read(), await read(), await read()];
  return { fast: median(reads) < 100, reads: { before, after: reads } };
}

/** Waits until the page's network is idle and a second passes with no long task (at most 15 s); false when it never did. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const since = await bench(page).now();
    await page.waitForTimeout(1000);
    if ((await bench(page).longest(since)) === 0) return true;
  }
  return false;
}

async function demoWriteFigures(browser, demoDir) {
  const server = await startServer({ port: 0, root: demoDir });
  const base = `http://127.0.0.1:${server.address().port}`;
  const session = await openSession(browser, base, 'gbm', 'demo');
  const { page, context } = session;
  try {
    const { fast, reads } = await latencyOff(context, page);
    const switched = await page.evaluate(async () => {
      const t = performance.now();
      const response = await fetch('/__mock__/scale', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ scale: 'large' }) });
      const body = await response.text();
      return { status: response.status, ms: performance.now() - t, large: response.ok && body.includes('"large"') };
    });
    // A build without the large demo answers something else (the app's page, from the static server).
    const large = switched.large;
    // A reseed signs everyone out (new signing key): in again.
    if (large) await signIn(page, base, 'gbm', 'demo');
    // The page the sign-in opened loads its code and data meanwhile, on the page's (slowed) main
    // thread that a write's answer also needs: the writes start once it has settled, so that they
    // time the mock's round trip, not the page's start.
    const settled = await settle(page);
    const inbox = await callFromPage(page, '/api/notifications/1');
    const first = listOf(inbox.body)[0];
    if (!first) throw new Error(`no notification to mark (GET /api/notifications/1: ${inbox.status})`);
    const writes = [];
    for (let i = 0; i < 6; i += 1) {
      writes.push(
        await page.evaluate(async (id) => {
          const token = globalThis.localStorage.getItem('token');
          const t = performance.now();
          const response = await fetch(`/api/mark_notification/${id}`, { headers: { Authorization: `Bearer ${token}` } });
          await response.text();
          if (!response.ok) throw new Error(`mark_notification: ${response.status}`);
          return performance.now() - t;
        }, first.notificationId),
      );
    }
    const notes = [];
    if (!large) notes.push('no large demo in this build (POST /__mock__/scale is not the mock\'s): the write is at the normal scale');
    if (!fast) notes.push("the worker's simulated latency could not be turned off: the write includes it");
    if (!settled) notes.push('the signed-in page had not settled (a long task in every second for 15 s): the writes may include its work');
    return { 'mock.scale': large ? switched.ms : null, 'mock.write': median(writes), notes, details: { demoWrite: { writes, latencyOff: fast, reads, scaleStatus: switched.status, settled } } };
  } finally {
    await context.close();
    server.closeAllConnections();
    server.close();
  }
}

/* ---------- a run ---------- */

async function oneRun(browser, base, seedMs, demoDir, run) {
  const values = { 'mock.seed': seedMs };
  const details = {};
  const notes = [];
  const measure = async (group, what, fn) => {
    if (!wanted(group)) return;
    const started = performance.now();
    try {
      const { details: more, notes: said, ...figures } = await fn();
      Object.assign(values, figures);
      Object.assign(details, more);
      notes.push(...(said ?? []));
      log(`  run ${run}: ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    } catch (error) {
      notes.push(`${what} not measured: ${errorText(error)}`);
      log(`  run ${run}: ${what} NOT MEASURED: ${errorText(error)}`);
    }
  };
  const sessions = {};
  // Only the tab being measured is slowed down: chromium's CPU throttling busy-waits in a tab's main
  // thread even while the tab idles (up to 3/4 of the time at 4x), so a waiting tab took CPU from the measured one.
  const session = async (user) => {
    for (const [name, s] of Object.entries(sessions)) await s.cdp.send('Emulation.setCPUThrottlingRate', { rate: name === user ? CPU_SLOWDOWN : 1 });
    return (sessions[user] ??= await openSession(browser, base, user));
  };
  try {
    for (const list of CARD_LISTS) await measure('cards', list.name, async () => cardListFigures(await session(list.user), list));
    await measure('log', 'console log', async () => logFigures(await session('gbm'), await portfolioApps(await session('gbm'))));
    await measure('inbox', 'inbox', async () => inboxFigures(await session('gbm')));
    await measure('dashboards', 'dashboards', async () => dashboardFigures(await session('gbm')));
  } finally {
    for (const s of Object.values(sessions)) await s.context.close().catch(() => undefined);
  }
  await measure('memory', 'memory', () => memoryFigures(browser, base));
  if (demoDir) await measure('mock', 'demo write', () => demoWriteFigures(browser, demoDir));
  return { values, details, notes };
}

/* ---------- output ---------- */

function summarise(runs) {
  return ROWS.filter((row) => wanted(row.group)).map((row) => {
    const values = runs.map((r) => r.values[row.id] ?? null);
    const value = median(values);
    const ok = value === null || row.max === null ? null : row.id === 'memory.heap' ? Math.abs(value) <= row.max : value <= row.max;
    return { ...row, format: undefined, values, median: value, ok };
  });
}

function printTable(rows, label) {
  const format = Object.fromEntries(ROWS.map((r) => [r.id, r.format]));
  const body = rows.map((r) => [
    r.label,
    r.median === null ? 'not measured' : format[r.id](r.median),
    r.max === null ? '-' : r.id === 'memory.heap' ? `within ${r.max} %` : `≤ ${format[r.id](r.max)}`,
    r.ok === null ? '' : r.ok ? '✓' : '✗',
  ]);
  const headers = ['figure', label, 'target', ''];
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  console.log('');
  console.log(line(headers));
  console.log(`|${widths.map((w, i) => (i === 1 ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`);
  for (const row of body) console.log(line(row));
  console.log('');
  console.log(
    `${RUNS > 1 ? `Median of ${RUNS} runs` : '1 run'}, ${CHROME_PATH}, ${VIEWPORT.width}x${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}x slower (DevTools), ` +
      'no network throttling, the large demo. Event Timing reports only entries of 16 ms or more (0: none). What each figure measures: scripts/bench.mjs.',
  );
}

/* ---------- main ---------- */

const prepared = {};
let failed = false;
for (const build of ['production', ...(wanted('mock') ? ['demo'] : [])]) {
  try {
    prepared[build] = prepareBuild(build);
  } catch (error) {
    console.error(`bench: ${errorText(error)}`);
    failed = true;
  }
}
if (!prepared.production) process.exit(1);

log('bundling and seeding the node mock at the large scale...');
const api = await createMockApi({ scale: 'large', bench: true });
log(`  seeded in ${Math.round(api.seedMs)} ms`);
const server = await startServer({ port: 0, root: prepared.production.dir, api });
const base = `http://127.0.0.1:${server.address().port}`;
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS, headless: true });
// The sitting (scripts/sitting.cjs, issue 38): from here to the end of the runs; builds and the mock's seeding come before it.
process.once('exit', () => Object.values(prepared).forEach((p) => p.temporary && fs.rmSync(p.dir, { recursive: true, force: true })));
const sitting = await sittings.startSitting({ prefix: 'BENCH', chromePath: CHROME_PATH, chromeArgs: ['--headless', ...CHROME_ARGS], log });
const runs = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    log(`run ${run} of ${RUNS}...`);
    runs.push(await oneRun(browser, base, api.seedMs, prepared.demo?.dir, run));
  }
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
  for (const p of Object.values(prepared)) if (p.temporary) fs.rmSync(p.dir, { recursive: true, force: true });
}

const label = process.env.BENCH_LABEL || 'median';
const rows = summarise(runs);
printTable(rows, label);
const notes = [...new Set(runs.flatMap((r) => r.notes))];
for (const note of notes) console.log(`  ${note}`);
console.log('');
const sat = sitting.end();
const out = path.resolve(process.env.BENCH_REPORT ?? path.join(ROOT, 'reports', 'bench.json'));
fs.mkdirSync(path.dirname(out), { recursive: true });
const builds = Object.fromEntries(Object.entries(prepared).map(([b, p]) => [b, p.temporary ? '(temporary build)' : p.dir]));
const report = { generatedAt: new Date().toISOString(), label, runs: RUNS, chrome: CHROME_PATH, viewport: VIEWPORT, cpuSlowdown: CPU_SLOWDOWN, builds, rows, notes, runDetails: runs };
fs.writeFileSync(out, JSON.stringify({ ...report, sitting: sat }, null, 2));
console.log(`\nbench: figures written to ${path.relative(ROOT, out) || out}`);
if (failed || rows.every((r) => r.median === null)) process.exit(1);
process.exit(sitting.exitCode());
