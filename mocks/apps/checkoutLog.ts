/** The Checkout step of a build's console log (./appLogs.ts), and the dependency downloads of a clean-cache build; their lines are ./checkoutLog.txt. */
import { between, pickOne, seededRandom } from '../core/random';
import logData from './logData.json';
import text from './checkoutLog.txt';
import { COMMITS, type Ctx, secs, taskDownload, taskHeader, templates } from './logContext';

const t = templates(text);

/* ---------- Checkout ---------- */

export function checkout(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 0);
  const { appName, repoUrl, buildNo } = ctx.input;
  const fetch = t.line('fetch');
  const lines = t.lines('checkout', {
    agent: between(random, 1, 9),
    machine: between(random, 100, 999),
    machineNo: between(random, 100, 999),
    appName,
    buildNo,
    toolTask: taskDownload(ctx.tool === 'maven' ? 'maven' : 'commandLine'),
    deployTask: taskDownload('webApp'),
    getSources: taskHeader('getSources'),
    repoUrl,
    fetch,
  });
  if (failing) {
    const denied = t.lines('denied', { appName, repoUrl });
    lines.push(...t.lines('checkoutFailed', { denied, backoff: secs(random, 3, 9).slice(0, -1), fetch, appName }));
    return lines;
  }
  const objects = between(random, 120, 900);
  const ms = between(random, 4, 40);
  const [kib, kibCents, mib, mibCents] = [between(random, 80, 900), between(random, 10, 99), between(random, 2, 30), between(random, 10, 99)];
  const commit = pickOne(random, COMMITS).replace('{n}', String(between(random, 10, 240)));
  lines.push(...t.lines('checkoutDone', { objects, ms, kib, kibCents, mib, mibCents, repoUrl, shortSha: ctx.sha.slice(0, 7), commit, appName }));
  return lines;
}

/* ---------- dependency downloads (clean cache) ---------- */

const MAVEN_ARTIFACTS: readonly string[] = logData.mavenArtifacts;

const NPM_PACKAGES: readonly string[] = logData.npmPackages;

const NPM_FILES: readonly string[] = logData.npmFiles;

export function mavenDownloads(ctx: Ctx): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 201);
  const lines: string[] = [];
  for (let i = 0; lines.length < ctx.fill; i += 1) {
    const [base, round] = [MAVEN_ARTIFACTS[i % MAVEN_ARTIFACTS.length], Math.floor(i / MAVEN_ARTIFACTS.length)];
    const parts = base.split('/');
    const version = round === 0 ? parts.at(-1)! : `${parts.at(-1)}-r${round}`;
    const name = parts.at(-2)!;
    const ext = i % 3 === 2 ? 'jar' : 'pom';
    const path = `${[...parts.slice(0, -1), version].join('/')}/${name}-${version}.${ext}`;
    lines.push(t.line('mavenDownloading', { path }));
    if (lines.length < ctx.fill) lines.push(t.line('mavenDownloaded', { path, size: between(random, 1, 900), rate: between(random, 200, 9000) }));
  }
  return lines;
}

export function yarnDownloads(ctx: Ctx): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 202);
  const lines: string[] = [];
  const half = Math.ceil(ctx.fill / 2);
  let clock = 0.4;
  for (let i = 0; lines.length < half; i += 1) {
    const name = `${NPM_PACKAGES[i % NPM_PACKAGES.length]}${i < NPM_PACKAGES.length ? '' : `/-/${NPM_PACKAGES[i % NPM_PACKAGES.length].split('/').at(-1)}-${1 + Math.floor(i / NPM_PACKAGES.length)}.0.0.tgz`}`;
    clock += between(random, 1, 40) / 1000;
    lines.push(t.line('yarnRequest', { clock: clock.toFixed(3), name }));
    if (lines.length < half) lines.push(t.line('yarnRequestDone', { clock: (clock + 0.08).toFixed(3), name }));
  }
  for (let i = 0; lines.length < ctx.fill; i += 1) {
    const pkg = NPM_PACKAGES[i % NPM_PACKAGES.length];
    const round = Math.floor(i / NPM_PACKAGES.length);
    const file = round < NPM_FILES.length ? NPM_FILES[round] : `dist/chunks/chunk-${round}.js`;
    clock += between(random, 0, 3) / 1000;
    lines.push(t.line('yarnCopy', { clock: clock.toFixed(3), cacheName: pkg.replace('/', '-'), pkg, file }));
  }
  return lines;
}
