#!/usr/bin/env node
/**
 * `npm run engines`: the demo build in Debian's Firefox ESR (puppeteer-core over WebDriver BiDi,
 * scripts/engines/firefox.mjs) and in WebKitGTK (WebKitWebDriver and its MiniBrowser with
 * selenium-webdriver on Xvfb, scripts/engines/webkit.mjs), both at once, each against its own
 * scripts/serve.mjs server with the production headers (scripts/engines/server.mjs).
 * In each engine: sign in through the form as gbm, gagency, tech and admin and open every first
 * page of each (scripts/engines/pages.cjs), checking its heading; the project journey from
 * creation to the submitted wizard; then issue 37's engine scenarios, made deterministic by requests
 * the server holds: leaving a page while the app's chunk loads (Firefox), LOGIN clicked before the
 * sign-in page's script has loaded (WebKitGTK, in a session of its own).
 * A step fails on an uncaught page error, a console error, a CSP violation (the page's
 * securitypolicyviolation event, or a report the server received) or a heading that never shows.
 * Reads the demo build in dist/, or $DIST_DIR. `npm run engines -- firefox` (or webkit) runs one;
 * ENGINES_SERIAL=1 runs them one after the other; ENGINES_USERS=gbm,admin opens only their pages
 * ('-': none); ENGINES_SCENARIO_ONLY=1 runs the engine scenario alone. Never downloads a browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIREFOX, launchFirefox } from './engines/firefox.mjs';
import pagesModule from './engines/pages.cjs';
import { earlyLoginClick, leaveWhileLoading, openPage, projectJourney, signIn } from './engines/scenarios.mjs';
import { startEngineServer } from './engines/server.mjs';
import { launchWebKit, miniBrowser, WEBKIT_DRIVER, XVFB } from './engines/webkit.mjs';

const { ENGINE_USERS, pagesOf } = pagesModule;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.PUPPETEER_SKIP_DOWNLOAD = '1';

const ENGINES = {
  firefox: { name: 'Firefox', launch: launchFirefox, needs: [[FIREFOX, 'firefox-esr']], scenario: ['leave a page while the app loads', leaveWhileLoading] },
  webkit: {
    name: 'WebKitGTK',
    launch: launchWebKit,
    needs: [
      [WEBKIT_DRIVER, 'webkit2gtk-driver'],
      [miniBrowser() ?? 'MiniBrowser', 'webkit2gtk-driver'],
      [XVFB, 'xvfb'],
    ],
    scenario: ['LOGIN clicked before the sign-in page works', earlyLoginClick],
    // Its own session, whose commands wait for no page load (the held script delays it).
    scenarioLaunch: () => launchWebKit({ pageLoadStrategy: 'none' }),
  },
};

/** ENGINES_USERS=gbm,tech: only these users' pages (the journey and scenario always run); '-': none. */
const ONLY_USERS = process.env.ENGINES_SCENARIO_ONLY === '1' ? [] : process.env.ENGINES_USERS?.split(',');
/** ENGINES_SCENARIO_ONLY=1: the engine's scenario alone (no users' pages, no journey). */
const SCENARIO_ONLY = process.env.ENGINES_SCENARIO_ONLY === '1';
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one engine's steps; resolves with its rows ({ what, ms, problems }). */
async function runEngine(key, dist) {
  const engine = ENGINES[key];
  const started = Date.now();
  const rows = [];
  const server = await startEngineServer(dist);
  const say = (line) => console.log(`[${engine.name}] ${line}`);
  let driver;
  try {
    driver = await engine.launch();
  } catch (error) {
    server.close();
    say(`FAIL could not start: ${error.message}`);
    return { engine: engine.name, version: '?', rows: [{ what: 'start', ms: Date.now() - started, problems: [error.message] }], ms: Date.now() - started };
  }
  say(`${driver.version}, started in ${seconds(Date.now() - started)}`);

  /**
   * Runs a step, then reads what the page and the server noted meanwhile. A page that fails is
   * opened once more, as the e2e run retries a test once in CI: a second failure fails the step;
   * a pass is listed as flaky in the summary with what the first try saw (never hidden).
   */
  async function step(what, fn, kind = 'page', retried = false) {
    const t0 = Date.now();
    const problems = [];
    let result;
    try {
      result = await fn();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    problems.push(...(await driver.takeProblems()), ...server.takeCspReports());
    const ms = Date.now() - t0;
    if (problems.length > 0 && kind === 'page' && !retried) {
      say(`retry ${what}: ${problems[0].split('\n')[0]}`);
      const passed = await step(what, fn, kind, true);
      if (passed) rows.at(-1).flaky = problems;
      return passed;
    }
    rows.push({ what, ms, problems, kind });
    say(`${problems.length ? 'FAIL' : 'ok  '} ${what.padEnd(58)} ${String(ms).padStart(6)} ms${typeof result === 'string' ? `  '${result}'` : ''}`);
    for (const problem of problems) say(`       ${problem.split('\n').slice(0, 6).join('\n       ')}`);
    return problems.length === 0;
  }

  try {
    for (const user of ENGINE_USERS.filter((u) => !ONLY_USERS || ONLY_USERS.includes(u.username))) {
      if (!(await step(`${user.username} signs in (${user.kind})`, () => signIn(driver, server.base, user.username), 'sign-in'))) continue;
      for (const page of pagesOf(user.username)) await step(`${user.username} ${page.path}`, () => openPage(driver, page));
    }
    const name = `Engine Journey ${key} ${Date.now().toString(36)}`;
    if (!SCENARIO_ONLY) await step('journey: project created, wizard filled, submitted', () => projectJourney(driver, server.base, name), 'journey');
    const [what, scenario] = engine.scenario;
    await step(
      `scenario: ${what}`,
      async () => {
        if (engine.scenarioLaunch) {
          await driver.close().catch(() => undefined);
          driver = await engine.scenarioLaunch();
        }
        return scenario(driver, server.base, server);
      },
      'scenario',
    );
  } finally {
    await driver.close().catch(() => undefined);
    server.close();
  }
  return { engine: engine.name, version: driver.version, rows, ms: Date.now() - started };
}

function missing(keys) {
  const lacks = keys.flatMap((key) => ENGINES[key].needs.filter(([file]) => !fs.existsSync(file)));
  if (lacks.length === 0) return false;
  const packages = [...new Set(lacks.map(([, pkg]) => pkg))].join(' ');
  console.error(`engines: ${lacks.map(([file]) => file).join(', ')} missing. Install Debian's ${packages} (apt-get install -y ${packages}; .ci/run does).`);
  return true;
}

const dist = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(path.join(dist, 'mockServiceWorker.js'))) {
  console.error(`engines: ${dist} holds no demo build (npm run build:demo, or DIST_DIR=<a demo build>)`);
  process.exit(1);
}
const chosen = process.argv.slice(2).filter((arg) => arg in ENGINES);
const keys = chosen.length > 0 ? chosen : Object.keys(ENGINES);
if (missing(keys)) process.exit(1);

const started = Date.now();
const results = [];
if (process.env.ENGINES_SERIAL === '1') for (const key of keys) results.push(await runEngine(key, dist));
else results.push(...(await Promise.all(keys.map((key) => runEngine(key, dist)))));

console.log('\nengines: summary');
let failures = 0;
for (const { engine, version, rows, ms } of results) {
  const failed = rows.filter((row) => row.problems.length > 0);
  failures += failed.length;
  const pages = rows.filter((row) => row.kind === 'page');
  const count = (kind) => rows.filter((row) => row.kind === kind).length;
  const slowest = [...pages].sort((a, b) => b.ms - a.ms)[0];
  console.log(
    `  ${failed.length ? 'FAIL' : 'ok  '} ${engine.padEnd(10)} ${version.padEnd(22)} ${count('sign-in')} sign-ins, ${pages.length} pages, ${count('journey')} journey, ${count('scenario')} scenario: ` +
      `${failed.length} failed, ${seconds(ms)}${slowest ? ` (slowest page ${slowest.what} ${slowest.ms} ms)` : ''}`,
  );
  for (const row of failed) console.log(`       ${row.what}: ${row.problems[0].split('\n')[0]}`);
  for (const row of rows.filter((r) => r.flaky)) console.log(`       flaky (passed on its retry) ${row.what}: ${row.flaky[0].split('\n')[0]}`);
}
console.log(`  total ${seconds(Date.now() - started)}`);
process.exit(failures > 0 ? 1 : 0);
