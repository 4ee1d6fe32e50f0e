#!/usr/bin/env node
/**
 * `npm run perf` (issue 11; not part of `check`: scores vary from run to run and with the load of
 * the machine, so it never fails on a missed target): Lighthouse, mobile settings (the default
 * config: simulated throttling), performance category only, median of PERF_RUNS runs (default 3)
 * per figure, in Debian's chromium ($CHROME_PATH or /usr/bin/chromium), on both builds:
 *   - production: `APP_ENV=production webpack --mode production`. It has no mock, and its API base
 *     URL is '' (same origin): scripts/serve.mjs serves it with the mock backend running in node
 *     (scripts/mockHttp.mjs, the `api` hook) answering /api/*, /authenticate, /__mock__/* and the
 *     rest of the mock's paths, with the demo seed;
 *   - demo: `APP_ENV=demo webpack --mode production`, the mock runs in the page (service worker).
 * Both are built into temporary directories (never dist/), unless PERF_DIST_PRODUCTION /
 * PERF_DIST_DEMO name existing builds (their stats.json must say the same env).
 *
 * Pages: /login and /forgot_password signed out (Lighthouse resets the origin's storage first);
 * signed in: / (gbm), /MyProjects (gagency: the route is for the agency roles 6 and 7 only, a brand
 * manager is sent to /), /PendingProjectsForApproval (gbm) and /viewProjectDetails/12 (gbm's
 * approved 'Aurora Relaunch'). One chromium per build (chrome-launcher, fresh profile); Playwright
 * connects to it over CDP only between runs: it signs in with the password GET /__mock__/accounts
 * reveals, opens each page and waits for its data (a project card, the project's name), then
 * disconnects, and Lighthouse measures the page without resetting storage (the token lives in
 * localStorage); the HTTP cache is cleared before each run, so figures stay cold-load figures. A
 * run Lighthouse could not record (NO_NAVSTART...) is tried again, twice at most; a run that ends
 * on another path, or whose API calls fail, is flagged under the table.
 *
 * Prints one table: | build | page | perf | FCP | LCP | TBT | CLS | JS gzip | targets |, where
 * JS gzip is the gzip size (level 9, KB of 1024 bytes) of every same-origin .js file the page
 * loaded (network-requests, resourceType Script); figures that miss the issue's targets are
 * marked ✗ (production: perf >= 97 signed out, >= 95 signed in, TBT <= 150 ms, LCP <= 1.8 s,
 * CLS <= 0.02; demo: perf >= 92). Writes reports/perf.json (every run's figures too).
 * Exits 0 whatever the scores; 1 only when a build or a page could not be measured.
 *
 * The sitting (issue 38, scripts/sitting.cjs): the builds are made first; then, before the first
 * run and after the last, perf prints what tells this sitting from another (cores, memory, load,
 * node's and chromium's versions and chromium's flags, a calibration loop, the other processes'
 * share of the CPU during the runs, each run's benchmarkIndex) and whether the machine was quiet;
 * a sitting that was not is flagged "NOT QUIET" under the table, and with PERF_REQUIRE_QUIET=1
 * perf does not start on a busy machine and exits 3 after a sitting that was not quiet.
 *
 * Latency mode (issue 26): PERF_LATENCY=300 measures, instead of Lighthouse, the production build
 * with every backend answer 300 ms late: per signed-in first page, the round trips it waits for one
 * after the other before its data shows, and the time to data (scripts/roundTrips.mjs; Playwright
 * in the same chromium, median time of PERF_RUNS runs). Writes reports/perf-latency.json.
 *
 * Desktop (issue 27): PERF_PRESET=desktop runs Lighthouse's desktop preset (its desktop-config:
 * formFactor desktop, a 1350x940 screen, desktop throttling: 40 ms RTT, 10 Mbps, no CPU slowdown)
 * instead of the mobile default; PERF_PRESET=mobile,desktop measures both in the same browser and
 * sitting (a preset column then joins the table). Desktop target: perf >= 98 on every page of both
 * builds.
 *
 * Peers (issue 27, "Side by side, one sitting"): PERF_PEER=bulletproof-react,react-admin-demo (one
 * name or several, scripts/perfPeers.mjs says how to build each in a temporary folder) measures
 * the peers' builds with the same Lighthouse flags and chromium flags: sign-in, the first
 * signed-in page, a list and a details page. With PERF_PEER the portal's builds are measured only
 * when PERF_BUILDS names them (one sitting: PERF_BUILDS=production,demo PERF_PEER=...); then a
 * second table puts each page type side by side (the portal's worst page of that type).
 *
 * Options: PERF_RUNS (default 3), PERF_BUILDS (default "production,demo"; none with PERF_PEER),
 * PERF_DIST_PRODUCTION, PERF_DIST_DEMO, PERF_PAGES (a comma-separated subset of the paths of
 * scripts/pages.mjs), PERF_PRESET (mobile, desktop or both), PERF_PEER, PERF_PEER_DIST_<NAME>,
 * PERF_REPORT (the JSON file, default reports/perf.json), PERF_REQUIRE_QUIET, CHROME_PATH, PERF_LHR_DIR (a folder
 * that keeps every run's whole Lighthouse report, its trace and its network log). Each run's details in
 * reports/perf.json include its long tasks and its scripts' main-thread time.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createMockApi } from './mockHttp.mjs';
import { measureRoundTrips, printRoundTrips } from './roundTrips.mjs';
import { PAGES, checkShowsData, signIn } from './pages.mjs';
import { PAGE_KINDS, PEERS, displayedPath, peerDist, peerShowsData, resolvePath } from './perfPeers.mjs';
import { createStaticHandler, startServer } from './serve.mjs';
import { prepareBuild as prepareMeasuredBuild } from './measuredBuild.mjs';
import sittings from './sitting.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3) || 3);
const ALL_BUILDS = ['production', 'demo'];
const list = (value) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const PEER_NAMES = list(process.env.PERF_PEER);
// With peers, the portal's builds only when PERF_BUILDS names them.
const BUILDS = list(process.env.PERF_BUILDS ?? (PEER_NAMES.length ? '' : ALL_BUILDS.join(',')));
const ONLY = list(process.env.PERF_PAGES);
/** The pages measured: all, or those PERF_PAGES names. */
const MEASURED_PAGES = ONLY.length ? PAGES.filter((p) => ONLY.includes(p.path)) : PAGES;

/** Lighthouse's presets: mobile is its default config, desktop its desktop-config. */
const PRESET_CONFIGS = { mobile: undefined, desktop: desktopConfig };
const PRESET_TEXT = {
  mobile: "mobile (Lighthouse's default: a phone screen, slow 4G, 4x CPU slowdown)",
  desktop: "desktop (Lighthouse's desktop-config: 1350x940, 40 ms RTT, 10 Mbps, no CPU slowdown)",
};
const PRESETS = list(process.env.PERF_PRESET ?? 'mobile');

/** The issue's targets, per build, page and preset; a peer has none. */
function targetsFor(build, page, preset) {
  if (!ALL_BUILDS.includes(build)) return {};
  if (preset === 'desktop') return { perf: 98 };
  if (build === 'demo') return { perf: 92 };
  return { perf: page.user ? 95 : 97, TBT: 150, LCP: 1800, CLS: 0.02 };
}

const METRICS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' };

const log = (line) => process.stdout.write(`perf: ${line}\n`);
const errorText = (error) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/* ---------- builds ---------- */

const prepareBuild = (build) => prepareMeasuredBuild(build, { prefix: 'PERF', log });

/* ---------- one Lighthouse run ---------- */

/** gzip -9 size of each served .js file, by URL path. */
function gzipSizer(distDir) {
  const sizes = new Map();
  return (urlPath) => {
    if (!sizes.has(urlPath)) {
      const file = path.join(distDir, decodeURIComponent(urlPath));
      sizes.set(urlPath, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : null);
    }
    return sizes.get(urlPath);
  };
}

/** The figures of one Lighthouse result; `isApi(url, base)`: the page's calls to its backend. */
function figures(lhr, base, gzipSize, isApi) {
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => (r.sessionTargetType ?? 'page') === 'page');
  const sameOrigin = (r) => {
    try {
      return new URL(r.url).origin === base;
    } catch {
      return false;
    }
  };
  const scripts = [
    ...new Set(
      requests
        .filter((r) => r.resourceType === 'Script' && sameOrigin(r))
        .map((r) => new URL(r.url).pathname)
        .filter((p) => p.endsWith('.js')),
    ),
  ];
  const sizes = scripts.map(gzipSize).filter((s) => s != null);
  const api = requests.filter((r) => (r.resourceType === 'Fetch' || r.resourceType === 'XHR') && isApi(r.url, base));
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const out = {
    finalPath: displayedPath(lhr.finalDisplayedUrl ?? lhr.finalUrl),
    runtimeError: lhr.runtimeError?.message,
    perf: lhr.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100),
    jsGzipBytes: sizes.length ? sizes.reduce((a, b) => a + b, 0) : null,
    scripts,
    apiCalls: api.length,
    apiFailures: api.filter((r) => !(r.statusCode >= 200 && r.statusCode < 400)).map((r) => `${r.statusCode} ${new URL(r.url).pathname}`),
    lcpElement: lcpElement ? lcpElement.nodeLabel || lcpElement.snippet : null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // Where the main thread went: long tasks (start and duration, ms) and each script's time.
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => `${t.url ? t.url.replace(base, '') : '?'} @${Math.round(t.startTime)} ${Math.round(t.duration)}`),
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).map((b) => `${b.url.replace(base, '')} ${Math.round(b.total)} (script ${Math.round(b.scripting)})`),
  };
  for (const [name, id] of Object.entries(METRICS)) out[name] = lhr.audits[id]?.numericValue ?? null;
  return out;
}

/** One Lighthouse run of `url` with the preset's config (`flags` are the same for every target). */
async function lighthouseRun(url, port, base, gzipSize, isApi, preset, flags = {}) {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'], ...flags }, PRESET_CONFIGS[preset]);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // PERF_LHR_DIR: every run's whole Lighthouse report, to read what a figure is made of.
  if (process.env.PERF_LHR_DIR) {
    fs.mkdirSync(process.env.PERF_LHR_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.PERF_LHR_DIR, name), JSON.stringify(result.lhr));
    // And what it was computed from (the trace and the network log), for Lighthouse's own tools.
    const { Trace, DevtoolsLog } = result.artifacts ?? {};
    if (Trace && DevtoolsLog) fs.writeFileSync(path.join(process.env.PERF_LHR_DIR, name.replace(/\.json$/, '.artifacts.json')), JSON.stringify({ Trace, DevtoolsLog }));
  }
  return figures(result.lhr, base, gzipSize, isApi);
}

/**
 * The row of a page: medians of its runs, what missed a target, and what looks wrong.
 * `at`: the path measured (the page's own, or its template filled in after signing in).
 */
function summarise(build, page, preset, runs, error, at = page.path) {
  const ok = runs.filter((r) => !r.runtimeError && r.perf != null);
  const row = { build, preset, page: page.path, kind: page.kind ?? null, user: page.user ?? null, runs: ok.length, targets: targetsFor(build, page, preset) };
  for (const key of ['perf', 'FCP', 'LCP', 'TBT', 'CLS', 'jsGzipBytes', 'benchmarkIndex']) row[key] = median(ok.map((r) => r[key]));
  row.scripts = [...new Set(ok.flatMap((r) => r.scripts))];
  row.lcpElement = ok[0]?.lcpElement ?? null;
  row.misses = [];
  const t = row.targets;
  if (t.perf != null && row.perf != null && row.perf < t.perf) row.misses.push('perf');
  if (t.LCP != null && row.LCP != null && row.LCP > t.LCP) row.misses.push('LCP');
  if (t.TBT != null && row.TBT != null && row.TBT > t.TBT) row.misses.push('TBT');
  if (t.CLS != null && row.CLS != null && row.CLS > t.CLS) row.misses.push('CLS');
  const notes = [];
  if (error) notes.push(`not measured: ${errorText(error)}`);
  for (const message of new Set(runs.map((r) => r.runtimeError).filter(Boolean))) notes.push(`Lighthouse error: ${message}`);
  for (const p of new Set(runs.map((r) => r.finalPath).filter((p) => p !== at))) notes.push(`a run ended on ${p}`);
  const failures = [...new Set(runs.flatMap((r) => r.apiFailures))];
  if (failures.length) notes.push(`failed API calls: ${failures.join(', ')}`);
  if (page.user && runs.some((r) => r.apiCalls === 0)) notes.push('a signed-in run made no API call');
  row.notes = notes;
  row.measured = !error && ok.length > 0;
  row.runDetails = runs;
  return row;
}

/* ---------- a build: serve it, sign in, measure ---------- */

/** Playwright, connected to the running chromium for a moment (it stays detached during the runs). */
async function withPlaywright(port, use) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    try {
      return await use(page, context);
    } finally {
      await page.close().catch(() => undefined);
    }
  } finally {
    await browser.close().catch(() => undefined); // disconnects; chromium keeps running
  }
}

/** Empties the HTTP cache (the session in localStorage, and the demo's worker, stay). */
const clearHttpCache = (port) => withPlaywright(port, async (page, context) => (await context.newCDPSession(page)).send('Network.clearBrowserCache'));

/**
 * What is measured: one of the portal's builds, or a peer. `label`: the table's first column;
 * `dir`: its dist; `pages`; `peer`: served without the portal's headers and mock, no targets;
 * `signIn(page, base, user)`: resolves with the parameters of the pages' paths; `showsData(page,
 * base, spec, path)`: throws when the page does not show its data; `isApi(url, base)`.
 */
function portalTarget(build, dir) {
  return {
    label: build,
    dir,
    peer: false,
    pages: MEASURED_PAGES,
    signIn: async (page, base, user) => {
      await signIn(page, base, user, build);
      return {};
    },
    showsData: (page, base, spec) => checkShowsData(page, base, spec),
    isApi: (url, base) => URL.canParse(url) && new URL(url).origin === base,
  };
}

function peerTarget(name) {
  const peer = PEERS[name];
  const { variable, dir } = peerDist(name);
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${variable}=${dir} holds no build of ${name} (index.html is missing; scripts/perfPeers.mjs says how to build it)`);
  return { label: name, dir, peer: true, pages: peer.pages, signIn: (page, base) => peer.signIn(page, base), showsData: peerShowsData, isApi: peer.isApi };
}

/** Serves the target's dist on a free port: the portal's server (with the node mock for production), or the same static handler without its headers for a peer. */
async function serveTarget(target) {
  if (!target.peer) return startServer({ port: 0, root: target.dir, api: target.label === 'production' ? await createMockApi() : undefined });
  const server = http.createServer(createStaticHandler({ root: target.dir, headers: {} }));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return server;
}

async function measureTarget(target) {
  const server = await serveTarget(target);
  const base = `http://127.0.0.1:${server.address().port}`;
  const gzipSize = gzipSizer(target.dir);
  const build = target.label;
  // A fresh profile per target (chrome-launcher makes and removes it).
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless', ...CHROME_ARGS] });
  const rows = [];
  try {
    // Every preset of PERF_PRESET, RUNS runs each, of the page at `at`.
    const measure = async (spec, at, flags, beforeRun) => {
      for (const preset of PRESETS) {
        const runs = [];
        let error;
        try {
          for (let i = 0; i < RUNS; i += 1) {
            // A run Lighthouse could not record (NO_NAVSTART and the like) is tried again, twice at most.
            let run;
            for (let attempt = 0; attempt < 3 && (!run || run.runtimeError); attempt += 1) {
              await beforeRun?.();
              run = await lighthouseRun(`${base}${at}`, chrome.port, base, gzipSize, target.isApi, preset, flags);
            }
            runs.push(run);
          }
        } catch (e) {
          error = e;
        }
        const row = summarise(build, spec, preset, runs, error, at);
        const indexes = runs.map((r) => (r.benchmarkIndex == null ? '-' : Math.round(r.benchmarkIndex))).join(', ');
        log(`  ${build} ${preset} ${at}${spec.user ? ` (${spec.user})` : ''}: perf ${row.perf ?? '-'}, benchmarkIndex ${indexes || '-'}${row.notes.length ? ` [${row.notes.join('; ')}]` : ''}`);
        rows.push(row);
      }
    };
    const failAll = (spec, error) => {
      for (const preset of PRESETS) rows.push(summarise(build, spec, preset, [], error));
    };

    // Signed out first: Lighthouse's storage reset would also drop a session.
    for (const spec of target.pages.filter((p) => !p.user)) {
      log(`${build} ${spec.path} (signed out), ${RUNS} run(s) x ${PRESETS.join(', ')}...`);
      await measure(spec, spec.path);
    }

    const users = [...new Set(target.pages.filter((p) => p.user).map((p) => p.user))];
    for (const user of users) {
      const specs = target.pages.filter((p) => p.user === user);
      let params;
      try {
        // Once more after a failure: a peer's sign-in (its mock's worker, its redirect) can miss its
        // time on a busy machine, and a sitting should not lose three pages to it.
        const signInOnce = () => withPlaywright(chrome.port, (page) => target.signIn(page, base, user));
        params = await signInOnce().catch((error) => {
          log(`  signing in as ${user} failed (${errorText(error)}); trying once more`);
          return signInOnce();
        });
      } catch (error) {
        for (const spec of specs) failAll(spec, new Error(`signing in as ${user} failed: ${errorText(error)}`));
        continue;
      }
      for (const spec of specs) {
        const at = resolvePath(spec.path, params);
        log(`${build} ${at} (signed in as ${user}), ${RUNS} run(s) x ${PRESETS.join(', ')}...`);
        try {
          // The page shows its data before it is measured (and the session is still valid).
          await withPlaywright(chrome.port, (page) => target.showsData(page, base, spec, at));
        } catch (error) {
          failAll(spec, new Error(`${at} did not show its data: ${errorText(error)}`));
          continue;
        }
        await measure(spec, at, { disableStorageReset: true }, () => clearHttpCache(chrome.port));
      }
    }
  } finally {
    await chrome.kill();
    server.closeAllConnections();
    server.close();
  }
  const order = (row) => target.pages.findIndex((p) => p.path === row.page) * PRESETS.length + PRESETS.indexOf(row.preset);
  return rows.sort((a, b) => order(a) - order(b));
}

/* ---------- output ---------- */

const fmt = {
  perf: (v) => (v == null ? '-' : String(v)),
  FCP: (v) => (v == null ? '-' : `${(v / 1000).toFixed(2)} s`),
  LCP: (v) => (v == null ? '-' : `${(v / 1000).toFixed(2)} s`),
  TBT: (v) => (v == null ? '-' : `${Math.round(v)} ms`),
  CLS: (v) => (v == null ? '-' : v.toFixed(3)),
  jsGzipBytes: (v) => (v == null ? '-' : `${(v / 1024).toFixed(1)} KB`),
};

function targetText(row) {
  if (!row.measured) return 'not measured';
  if (!Object.keys(row.targets).length) return 'peer';
  if (!row.misses.length) return 'met';
  const t = row.targets;
  const say = { perf: `perf < ${t.perf}`, LCP: `LCP > ${(t.LCP ?? 0) / 1000} s`, TBT: `TBT > ${t.TBT} ms`, CLS: `CLS > ${t.CLS}` };
  return `missed: ${row.misses.map((m) => say[m]).join(', ')}`;
}

/** Prints a markdown table; `left`: the indexes of the left-aligned columns. */
function printMarkdown(headers, body, left) {
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log('');
  console.log(line(headers));
  console.log(`|${widths.map((w, i) => (left.has(i) ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of body) console.log(line(row));
  console.log('');
}

function printTable(rows) {
  const withPreset = PRESETS.length > 1;
  const headers = ['build', ...(withPreset ? ['preset'] : []), 'page', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'JS gzip', 'targets'];
  const mark = (row, key) => `${fmt[key](row[key])}${row.misses.includes(key) ? ' ✗' : ''}`;
  const body = rows.map((r) => [
    r.build,
    ...(withPreset ? [r.preset] : []),
    r.user && !PEERS[r.build] ? `${r.page} (${r.user})` : r.page,
    mark(r, 'perf'),
    mark(r, 'FCP'),
    mark(r, 'LCP'),
    mark(r, 'TBT'),
    mark(r, 'CLS'),
    mark(r, 'jsGzipBytes'),
    targetText(r),
  ]);
  printMarkdown(headers, body, new Set([0, 1, headers.indexOf('page'), headers.length - 1]));
  console.log(
    `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} per figure, preset ${PRESETS.map((p) => PRESET_TEXT[p]).join(' and ')}, ` +
      `simulated throttling, ${CHROME_PATH}. JS gzip: same-origin .js files the page loaded, gzip -9, KB of 1024 bytes.`,
  );
  console.log(
    'Targets, ✗ marks a miss: mobile (issue 11): production perf >= 97 (/login, /forgot_password) and >= 95 (signed in), ' +
      'TBT <= 150 ms, LCP <= 1.8 s, CLS <= 0.02; demo perf >= 92; desktop (issue 27): perf >= 98 on every page of both builds; ' +
      'peers have none. Signed in as the user in brackets.',
  );
  const bench = [...new Set(rows.map((r) => r.benchmarkIndex).filter((b) => b != null))];
  if (bench.length) {
    console.log(`Lighthouse benchmarkIndex of this machine (higher is faster; a loaded machine lowers the scores): ${Math.min(...bench)}-${Math.max(...bench)}.`);
  }
  for (const r of rows.filter((row) => row.notes.length)) console.log(`  ${r.build}${withPreset ? ` ${r.preset}` : ''} ${r.page}: ${r.notes.join('; ')}`);
}

/**
 * The side-by-side table (with peers): per preset and page type, each build's and peer's perf
 * (and TBT); for the portal, its worst page of that type. The last column says, per build of the
 * portal, whether it is ahead of every peer (a higher perf), level with one, or behind ('-' when a
 * figure is missing).
 */
function printSideBySide(rows) {
  const labels = [...new Set(rows.map((r) => r.build))];
  const peers = labels.filter((l) => PEERS[l]);
  const ours = labels.filter((l) => !PEERS[l]);
  if (!peers.length) return;
  const worst = (label, preset, kind) =>
    rows
      .filter((r) => r.build === label && r.preset === preset && r.kind === kind && r.perf != null)
      .sort((a, b) => a.perf - b.perf || (b.TBT ?? 0) - (a.TBT ?? 0))[0];
  const several = (row) => rows.filter((r) => r.build === row.build && r.preset === row.preset && r.kind === row.kind).length > 1;
  const cell = (row) => (row ? `${row.perf} (${fmt.TBT(row.TBT)})${ours.includes(row.build) && several(row) ? ` ${row.page}` : ''}` : '-');
  for (const preset of PRESETS) {
    const body = PAGE_KINDS.map(({ kind, label }) => {
      const best = peers.map((p) => worst(p, preset, kind)?.perf).filter((v) => v != null);
      const verdicts = ours.map((build) => {
        const perf = worst(build, preset, kind)?.perf;
        if (perf == null || best.length < peers.length) return `${build} -`;
        const top = Math.max(...best);
        return `${build} ${perf > top ? 'ahead' : perf === top ? 'level' : 'behind'}`;
      });
      return [label, ...labels.map((l) => cell(worst(l, preset, kind))), verdicts.join(', ') || '-'];
    });
    console.log(`\nSide by side, ${preset}: perf (TBT) per page type; the portal's worst page of each type (named when it has several).`);
    printMarkdown(['page type', ...labels, 'the portal'], body, new Set([0, labels.length + 1]));
  }
}

/* ---------- latency mode ---------- */

/** PERF_LATENCY: the signed-in first pages' round trips and time to data, every answer that late. */
async function latencyMode(latencyMs) {
  const prepared = prepareBuild('production');
  const server = await startServer({ port: 0, root: prepared.dir, api: await createMockApi({ latencyMs: [latencyMs, latencyMs] }) });
  const base = `http://127.0.0.1:${server.address().port}`;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const rows = [];
  try {
    for (const spec of MEASURED_PAGES.filter((p) => p.user)) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      try {
        await signIn(page, base, spec.user, 'production');
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await measureRoundTrips(page, base, spec));
        const row = { ...runs[0], roundTrips: Math.max(...runs.map((r) => r.roundTrips)), dataRoundTrips: Math.max(...runs.map((r) => r.dataRoundTrips)) };
        row.codeRoundTrips = Math.max(...runs.map((r) => r.codeRoundTrips));
        row.timeToDataMs = median(runs.map((r) => r.timeToDataMs));
        row.runs = runs;
        log(`  ${spec.path} (${spec.user}): ${row.dataRoundTrips} data round trips, ${(row.timeToDataMs / 1000).toFixed(2)} s to data`);
        rows.push(row);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
    if (prepared.temporary) fs.rmSync(prepared.dir, { recursive: true, force: true });
  }
  printRoundTrips(rows, latencyMs);
  const out = path.resolve(process.env.PERF_REPORT ?? path.join(ROOT, 'reports', 'perf-latency.json'));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ generatedAt: new Date().toISOString(), latencyMs, runs: RUNS, rows }, null, 2));
  console.log(`\nperf: figures written to ${path.relative(ROOT, out) || out}`);
}

/* ---------- main ---------- */

if (process.env.PERF_LATENCY) {
  const latency = Number(process.env.PERF_LATENCY);
  if (!Number.isFinite(latency) || latency < 0) {
    console.error(`perf: PERF_LATENCY=${process.env.PERF_LATENCY} is not a number of ms`);
    process.exit(1);
  }
  await latencyMode(latency);
  process.exit(0);
}

const unknown = BUILDS.filter((b) => !ALL_BUILDS.includes(b));
if (unknown.length || (!BUILDS.length && !PEER_NAMES.length)) {
  console.error(`perf: PERF_BUILDS names ${unknown.join(', ') || 'no build'}; use production, demo or both`);
  process.exit(1);
}
const unknownPeers = PEER_NAMES.filter((p) => !PEERS[p]);
if (unknownPeers.length) {
  console.error(`perf: PERF_PEER names ${unknownPeers.join(', ')}; the peers are ${Object.keys(PEERS).join(', ')}`);
  process.exit(1);
}
const unknownPresets = PRESETS.filter((p) => !(p in PRESET_CONFIGS));
if (unknownPresets.length || !PRESETS.length) {
  console.error(`perf: PERF_PRESET names ${unknownPresets.join(', ') || 'no preset'}; use mobile, desktop or both`);
  process.exit(1);
}

const rows = [];
const builds = {};
let failed = false;
// Every build before the sitting starts: a webpack build is not part of what is measured.
const prepared = {};
process.once('exit', () => {
  for (const { dir, temporary } of Object.values(prepared)) if (temporary) fs.rmSync(dir, { recursive: true, force: true });
});
for (const build of BUILDS) {
  try {
    prepared[build] = prepareBuild(build);
    builds[build] = { dist: prepared[build].temporary ? '(temporary build)' : prepared[build].dir };
  } catch (error) {
    console.error(`perf: ${errorText(error)}`);
    failed = true;
  }
}
// The sitting (scripts/sitting.cjs): what tells it from another, and whether the machine was quiet.
const sitting = await sittings.startSitting({ prefix: 'PERF', chromePath: CHROME_PATH, chromeArgs: ['--headless', ...CHROME_ARGS], log });
log(`Lighthouse ${JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version}`);
for (const [build, { dir, temporary }] of Object.entries(prepared)) {
  try {
    rows.push(...(await measureTarget(portalTarget(build, dir))));
  } catch (error) {
    console.error(`perf: measuring the ${build} build failed: ${error instanceof Error ? error.stack : error}`);
    failed = true;
  } finally {
    if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  }
}
const peers = {};
for (const name of PEER_NAMES) {
  let target;
  try {
    target = peerTarget(name);
  } catch (error) {
    console.error(`perf: ${errorText(error)}`);
    failed = true;
    continue;
  }
  peers[name] = { dist: target.dir };
  try {
    rows.push(...(await measureTarget(target)));
  } catch (error) {
    console.error(`perf: measuring the peer ${name} failed: ${error instanceof Error ? error.stack : error}`);
    failed = true;
  }
}

if (rows.length) {
  printTable(rows);
  printSideBySide(rows);
}
console.log('');
const sat = sitting.end({ benchmarkIndexes: rows.flatMap((r) => r.runDetails.map((run) => run.benchmarkIndex)) });
if (rows.length) {
  const out = path.resolve(process.env.PERF_REPORT ?? path.join(ROOT, 'reports', 'perf.json'));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const report = { generatedAt: new Date().toISOString(), runs: RUNS, presets: PRESETS, chrome: CHROME_PATH, builds, peers, sitting: sat, rows };
  fs.writeFileSync(out, JSON.stringify(report, null, 2));
  console.log(`\nperf: figures written to ${path.relative(ROOT, out) || out}`);
}
if (failed || !rows.length || rows.some((r) => !r.measured)) {
  console.error('perf: some figures could not be measured (see above)');
  process.exit(1);
}
process.exit(sitting.exitCode());
