#!/usr/bin/env node
/**
 * `npm run check`: the README's whole check, step by step, stopping at the first failure, with
 * each step's time and a summary at the end (CI has 90 minutes; the target is under 25).
 */
import { spawn } from 'node:child_process';
import { PRODUCTION_E2E_BUILD_ENV } from './productionServers.mjs';

/**
 * The steps in order; the steps of an inner list run at the same time (lint and typecheck each
 * keep about one core busy, about 35 s each in CI alone), their output printed whole, one step
 * after the other, when both have ended.
 */
const STEPS = [['lint', 'typecheck'], 'openapi', 'test', 'contract:ci', 'build', 'budget', 'e2e:production', 'build:demo', 'e2e', 'engines'];
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

/** Runs one step: its output goes to the terminal, or is kept and given back when `keep`. */
function runStep(step, keep) {
  return new Promise((resolve) => {
    const start = Date.now();
    const args = ['run', step, ...(STEP_ARGS[step] ? ['--', ...STEP_ARGS[step]] : [])];
    const child = spawn('npm', args, { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...STEP_ENV[step] } });
    const output = [];
    if (keep) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ step, ms: Date.now() - start, ok: code === 0, code, output: Buffer.concat(output) }));
  });
}

for (const entry of STEPS) {
  const group = [entry].flat();
  console.log(`\ncheck: ${group.join(' and ')}${group.length > 1 ? ' (at the same time)' : ''}`);
  const results = await Promise.all(group.map((step) => runStep(step, group.length > 1)));
  for (const { step, ms, ok, output } of results) {
    if (group.length > 1) {
      console.log(`\ncheck: ${step} (${seconds(ms)})`);
      process.stdout.write(output);
    }
    times.push([step, ms, ok]);
  }
  const failed = results.find((result) => !result.ok);
  if (failed) {
    summary();
    console.error(`check: ${failed.step} failed`);
    process.exit(failed.code ?? 1);
  }
}
summary();
