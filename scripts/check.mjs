#!/usr/bin/env node
/**
 * `npm run check`: the README's whole check, step by step, stopping at the first failure, with
 * each step's time and a summary at the end (CI has 90 minutes; the target is under 25).
 */
import { spawnSync } from 'node:child_process';
import { PRODUCTION_E2E_BUILD_ENV } from './productionServers.mjs';

const STEPS = ['lint', 'typecheck', 'openapi', 'test', 'contract:ci', 'build', 'budget', 'e2e:production', 'build:demo', 'e2e', 'engines'];
/** engines: the demo build of build:demo, as e2e reads it, in Firefox ESR and WebKitGTK (scripts/engines.mjs). */
/** openapi: writes dist/openapi.json and lints it (Redocly, redocly.yaml); the build then starts from a clean dist/. */
const STEP_ARGS = { openapi: ['--lint'] };
/**
 * The production build is made once, for the budget and e2e:production: with its backend on
 * another origin (the node mock beside nginx, scripts/productionServers.mjs), as a real deployment has.
 */
const STEP_ENV = { build: PRODUCTION_E2E_BUILD_ENV };

const times = [];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

function summary() {
  console.log('\ncheck: step times');
  for (const [step, ms, ok] of times) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${step.padEnd(16)} ${seconds(ms).padStart(7)}`);
  console.log(`  total${' '.repeat(17)}${seconds(Date.now() - started).padStart(7)}`);
}

for (const step of STEPS) {
  const start = Date.now();
  console.log(`\ncheck: ${step}`);
  const result = spawnSync('npm', ['run', step, ...(STEP_ARGS[step] ? ['--', ...STEP_ARGS[step]] : [])], { stdio: 'inherit', env: { ...process.env, ...STEP_ENV[step] } });
  const ok = result.status === 0;
  times.push([step, Date.now() - start, ok]);
  if (!ok) {
    summary();
    console.error(`check: ${step} failed`);
    process.exit(result.status ?? 1);
  }
}
summary();
