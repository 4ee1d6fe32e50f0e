/**
 * The build a measuring script (`npm run perf`, `npm run bench`) works on: the directory that
 * `<PREFIX>_DIST_<BUILD>` names (it must hold a build of that env: its stats.json says which), or
 * a fresh `APP_ENV=<build> webpack --mode production` into a temporary directory, which the caller
 * removes when `temporary`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import buildStats from './buildStats.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The env a build was made for ('production', 'demo'), from its stats; guessed from its files without them. */
export function distEnv(dir) {
  try {
    return JSON.parse(fs.readFileSync(buildStats.statsFileOf(dir), 'utf8')).env ?? null;
  } catch {
    return fs.existsSync(path.join(dir, 'mockServiceWorker.js')) ? 'demo' : 'production';
  }
}

/** `{dir, temporary}`: the build named by `<prefix>_DIST_<BUILD>`, or a fresh one (`log` says where). */
export function prepareBuild(build, { prefix, log }) {
  const name = `${prefix}_DIST_${build.toUpperCase()}`;
  const given = process.env[name];
  if (given) {
    const dir = path.resolve(given);
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${name}=${given} holds no build (index.html is missing)`);
    const env = distEnv(dir);
    if (env && env !== build) throw new Error(`${name}=${given} holds a '${env}' build`);
    return { dir, temporary: false };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.toLowerCase()}-${build}-`));
  log(`building the ${build} bundle into ${dir} (APP_ENV=${build} webpack --mode production)`);
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production', '--output-path', dir], {
    cwd: ROOT,
    env: { ...process.env, APP_ENV: build },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`the ${build} build failed`);
  }
  return { dir, temporary: true };
}
