#!/usr/bin/env node
/**
 * `npm run perf` (not part of `check`): Lighthouse, mobile settings, median of 3 runs, on the
 * build in dist/ served by scripts/serve.mjs, in Debian's chromium ($CHROME_PATH or
 * /usr/bin/chromium). Prints performance, accessibility and best-practices scores and FCP, LCP,
 * TBT and CLS per page; writes reports/perf.json.
 *
 * Pages, signed out: /login, / (which sends a signed-out user to /login), /forgot_password.
 * With a demo build (the mock backend runs in the page) it also measures / signed in: Playwright
 * signs in as gbm in a browser that exposes a debugging port, and Lighthouse measures / in that
 * browser without resetting storage (the token lives in localStorage); the HTTP cache is cleared
 * before each run so that the figures stay cold-load figures.
 *
 * dist/ is used as it is (run `npm run build:demo` or `npm run build` first); when it holds no
 * build, the demo build is made. Options: PERF_RUNS (default 3), DIST_DIR (default dist/).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const SIGNED_OUT_PAGES = ['/login', '/', '/forgot_password'];
const SIGNED_IN_USER = 'gbm';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

function distEnv() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    console.log('perf: dist/ holds no build; running `npm run build:demo`');
    const result = spawnSync('npm', ['run', 'build:demo'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(1);
  }
  try {
    return JSON.parse(fs.readFileSync(path.join(DIST, 'stats.json'), 'utf8')).env;
  } catch {
    return fs.existsSync(path.join(DIST, 'mockServiceWorker.js')) ? 'demo' : 'production';
  }
}

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const out = { finalUrl: new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname, runtimeError: lhr.runtimeError?.message };
  for (const id of CATEGORIES) out[id] = lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  for (const [name, id] of Object.entries(METRICS)) out[name] = lhr.audits[id]?.numericValue ?? null;
  out.failedAudits = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return out;
}

function summarise(page, runs) {
  const row = { page, runs: runs.length, finalUrl: runs[0]?.finalUrl };
  for (const key of [...CATEGORIES, ...Object.keys(METRICS)]) row[key] = median(runs.map((r) => r[key]));
  row.failedAudits = [...new Set(runs.flatMap((r) => r.failedAudits))];
  row.errors = [...new Set(runs.map((r) => r.runtimeError).filter(Boolean))];
  return row;
}

async function lighthouseRuns(url, port, extra = {}, beforeRun = async () => {}) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    await beforeRun();
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...extra });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    runs.push(figures(result.lhr));
  }
  return runs;
}

async function measureSignedOut(base) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const rows = [];
    for (const page of SIGNED_OUT_PAGES) {
      process.stdout.write(`perf: ${page} (signed out), ${RUNS} runs...\n`);
      rows.push(summarise(`${page} (signed out)`, await lighthouseRuns(`${base}${page}`, chrome.port)));
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

/** / signed in: Playwright signs in, Lighthouse measures in the same browser profile. */
async function measureSignedIn(base) {
  const { chromium } = await import('@playwright/test');
  const debugPort = 9300 + Math.floor(Math.random() * 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: [...CHROME_FLAGS.filter((f) => f !== '--headless'), `--remote-debugging-port=${debugPort}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/login`);
    // Runs in the page (a function, not a string: the CSP forbids eval): the app renders once
    // the mock worker controls it.
    await page.waitForFunction(
      () => globalThis.navigator.serviceWorker?.controller != null && globalThis.document.getElementById('root')?.childElementCount > 0,
    );
    const password = await page.evaluate(async () => (await (await fetch('/__mock__/accounts')).json()).password);
    await page.getByLabel('Username', { exact: true }).fill(SIGNED_IN_USER);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await page.waitForURL(`${base}/`);
    const cdp = await context.newCDPSession(page);
    process.stdout.write(`perf: / (signed in as ${SIGNED_IN_USER}), ${RUNS} runs...\n`);
    const runs = await lighthouseRuns(`${base}/`, debugPort, { disableStorageReset: true }, async () => {
      await cdp.send('Network.clearBrowserCache');
    });
    return [summarise(`/ (signed in as ${SIGNED_IN_USER})`, runs)];
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

function printTable(rows, env) {
  const fmt = {
    performance: (v) => String(v ?? '-'),
    accessibility: (v) => String(v ?? '-'),
    'best-practices': (v) => String(v ?? '-'),
    FCP: (v) => (v == null ? '-' : `${(v / 1000).toFixed(2)} s`),
    LCP: (v) => (v == null ? '-' : `${(v / 1000).toFixed(2)} s`),
    TBT: (v) => (v == null ? '-' : `${Math.round(v)} ms`),
    CLS: (v) => (v == null ? '-' : v.toFixed(3)),
  };
  const headers = ['page', 'ends on', 'perf', 'a11y', 'best-pr.', 'FCP', 'LCP', 'TBT', 'CLS'];
  const body = rows.map((r) => [
    r.page,
    r.finalUrl ?? '-',
    fmt.performance(r.performance),
    fmt.accessibility(r.accessibility),
    fmt['best-practices'](r['best-practices']),
    fmt.FCP(r.FCP),
    fmt.LCP(r.LCP),
    fmt.TBT(r.TBT),
    fmt.CLS(r.CLS),
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile settings (simulated throttling), '${env}' build in dist/:`);
  console.log(line(headers));
  for (const row of body) console.log(line(row));
  for (const r of rows) {
    if (r.failedAudits.length) console.log(`  ${r.page}: failed audits: ${r.failedAudits.join(', ')}`);
    if (r.errors.length) console.log(`  ${r.page}: Lighthouse errors: ${r.errors.join('; ')}`);
  }
}

const env = distEnv();
const server = await startServer({ port: 0, root: DIST });
const base = `http://127.0.0.1:${server.address().port}`;
try {
  const rows = await measureSignedOut(base);
  if (env === 'demo') {
    try {
      rows.push(...(await measureSignedIn(base)));
    } catch (error) {
      console.log(`perf: the signed-in run of / failed and is left out: ${error instanceof Error ? error.message : error}`);
    }
  } else {
    console.log(`perf: a '${env}' build has no mock backend to sign in against; / is measured signed out only`);
  }
  printTable(rows, env);
  fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'reports', 'perf.json'), JSON.stringify({ env, runs: RUNS, rows }, null, 2));
  console.log('\nperf: figures written to reports/perf.json');
} finally {
  server.closeAllConnections();
  server.close();
}
