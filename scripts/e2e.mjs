#!/usr/bin/env node
/**
 * `npm run e2e`: Playwright in Debian's chromium against the served demo build.
 * 1. installs chromium with apt-get when /usr/bin/chromium is missing (root only);
 * 2. builds the demo bundle when dist/ does not hold one (or E2E_BUILD=1); with DIST_DIR set,
 *    serves that directory instead (it must hold a demo build);
 * 3. runs `playwright test` with any extra arguments (`npm run e2e -- e2e/roles.spec.ts`).
 * With --production (`npm run e2e:production`) it runs e2e/production/ against the production
 * build instead (playwright.production.config.ts), building it when dist/ holds none.
 * Playwright never downloads a browser of its own (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import buildStats from './buildStats.cjs';
import { API_ORIGIN, buildCallsOrigin, PRODUCTION_E2E_BUILD_ENV } from './productionServers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Installs Debian's `packages` with apt-get when `file` is missing (root only). */
function ensureDebianPackage(file, packages) {
  if (fs.existsSync(file)) return;
  if (process.getuid?.() !== 0) {
    console.error(`e2e: ${file} is missing. Install Debian's ${packages.join(' ')} (sudo apt-get install -y ${packages.join(' ')}) and run again.`);
    process.exit(1);
  }
  console.log(`e2e: ${file} is missing; installing ${packages.join(' ')} with apt-get`);
  const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], aptEnv) !== 0 || run('apt-get', ['install', '-y', ...packages], aptEnv) !== 0) {
    console.error(`e2e: apt-get could not install ${packages.join(' ')}`);
    process.exit(1);
  }
}

/** dist/ holds a demo build when it carries the mock worker and stats say so. */
function hasDemoBuild(dist) {
  if (!fs.existsSync(path.join(dist, 'mockServiceWorker.js')) || !fs.existsSync(path.join(dist, 'index.html'))) return false;
  try {
    return JSON.parse(fs.readFileSync(buildStats.statsFileOf(dist), 'utf8')).env === 'demo';
  } catch {
    return true; // a demo build without stats (older config): the worker is the marker
  }
}

/** dist/ holds a production build: no mock worker, and stats say so. */
function hasProductionBuild(dist) {
  if (fs.existsSync(path.join(dist, 'mockServiceWorker.js')) || !fs.existsSync(path.join(dist, 'login.html'))) return false;
  try {
    return JSON.parse(fs.readFileSync(buildStats.statsFileOf(dist), 'utf8')).env === 'production';
  } catch {
    return false;
  }
}

ensureDebianPackage(CHROMIUM, ['chromium']);
const args = process.argv.slice(2);
if (args[0] === '--production') {
  // The production build is served by nginx with the shipped config (scripts/nginx.mjs).
  ensureDebianPackage('/usr/sbin/nginx', ['nginx', 'libnginx-mod-http-brotli-static']);
  const dist = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  if (!hasProductionBuild(dist) || !buildCallsOrigin(dist)) {
    if (process.env.DIST_DIR) {
      console.error(
        `e2e: DIST_DIR=${process.env.DIST_DIR} holds no production build calling the backend at ${API_ORIGIN} ` +
          `(API_BASE_URL=${API_ORIGIN} BUILD_SERVER_URL=${API_ORIGIN} DEVOPS_SERVICE_URL=${API_ORIGIN} APP_ENV=production webpack --mode production --output-path ...)`,
      );
      process.exit(1);
    }
    console.log(`e2e: dist/ holds no production build calling ${API_ORIGIN}; running \`npm run build\` with the backend there`);
    if (run('npm', ['run', 'build'], PRODUCTION_E2E_BUILD_ENV) !== 0) process.exit(1);
  }
  if (!process.env.DIST_DIR && run('node', ['scripts/nginx.mjs', 'check']) !== 0) process.exit(1);
  process.exit(run('npx', ['--no-install', 'playwright', 'test', '-c', 'playwright.production.config.ts', ...args.slice(1)]));
}
if (process.env.DIST_DIR) {
  // serve.mjs serves $DIST_DIR instead of dist/: it must hold a demo build already.
  if (!hasDemoBuild(path.resolve(process.env.DIST_DIR))) {
    console.error(`e2e: DIST_DIR=${process.env.DIST_DIR} holds no demo build (APP_ENV=demo webpack --mode production --output-path ...)`);
    process.exit(1);
  }
} else if (process.env.E2E_BUILD === '1' || !hasDemoBuild(path.join(ROOT, 'dist'))) {
  console.log('e2e: dist/ holds no demo build; running `npm run build:demo`');
  if (run('npm', ['run', 'build:demo']) !== 0) process.exit(1);
}
process.exit(run('npx', ['--no-install', 'playwright', 'test', ...args]));
