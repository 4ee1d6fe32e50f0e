/** The Build and Test steps of a Yarn build's console log (./appLogs.ts), and of an app without a build tool; their lines are ./yarnLog.txt. */
import { between, seededRandom, type Random } from '../core/random';
import text from './yarnLog.txt';
import { type Ctx, secs, taskHeader, templates } from './logContext';
import { yarnDownloads } from './checkoutLog';

const t = templates(text);

/** The app's flavour: React (vite) unless it is a Node app. */
const flavourOf = (ctx: Ctx) => (ctx.input.environment !== 'node' ? 'react' : 'node');

/** A decimal as the tools print it: whole min to max, two digits after the point. */
const decimal = (random: Random, min: number, max: number) => `${between(random, min, max)}.${between(random, 10, 99)}`;

const command = () => t.lines('command', { task: taskHeader('commandLine') });

/** A code frame's line numbers around `line`. */
const around = (line: number) => ({ line, lineM2: line - 2, lineM1: line - 1, lineP1: line + 1 });

export function yarnBuild(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 1);
  const flavour = flavourOf(ctx);
  const lines = t.lines('build', {
    command: command(),
    script: `${ctx.sha.slice(8, 16)}-${ctx.sha.slice(16, 20)}`,
    verbose: ctx.fill > 0 ? t.line('cleanCache') : '',
    downloads: ctx.fill > 0 ? yarnDownloads(ctx) : [],
    installSecs: between(random, 18, 60),
    installCents: between(random, 10, 99),
  });
  lines.push(t.line(`${flavour}.buildCommand`));
  if (failing) {
    const line = flavour === 'react' ? between(random, 60, 140) : between(random, 20, 90);
    lines.push(...t.lines(`${flavour}.buildError`, { ...ctx.values, line, lineBlank: ' '.repeat(String(line).length) }), ...t.lines('buildFailed', { failed: t.lines('failed') }));
    return lines;
  }
  if (flavour === 'react') {
    const modules = between(random, 300, 1800);
    const [cssKb, cssCents, cssGz, cssGzCents] = [between(random, 8, 40), between(random, 10, 99), between(random, 2, 9), between(random, 10, 99)];
    const [jsKb, jsCents, jsGz, jsGzCents] = [between(random, 140, 480), between(random, 10, 99), between(random, 45, 150), between(random, 10, 99)];
    const [builtSecs, builtCents] = [between(random, 5, 19), between(random, 10, 99)];
    const hashes = { cssHash: ctx.sha.slice(0, 8), jsHash: ctx.sha.slice(8, 16) };
    lines.push(...t.lines('react.bundle', { modules, cssKb, cssCents, cssGz, cssGzCents, jsKb, jsCents, jsGz, jsGzCents, builtSecs, builtCents, ...hashes }));
  }
  lines.push(...t.lines('buildDone', { doneSecs: between(random, 8, 30), doneCents: between(random, 10, 99) }));
  return lines;
}

export function yarnTest(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 2);
  const flavour = flavourOf(ctx);
  const suites = t.lines(`${flavour}.suites`, ctx.values);
  // The failing suite: the cart's (React) or the app's own route (Node).
  const failIndex = failing ? (flavour === 'react' ? 2 : 0) : -1;
  const lines = t.lines('test', { command: command(), script: `${ctx.sha.slice(20, 28)}-${ctx.sha.slice(28, 32)}` });
  let tests = 0;
  suites.forEach((path, index) => {
    const slash = path.lastIndexOf('/') + 1;
    const suite = t.line('suite', { folder: path.slice(0, slash), file: path.slice(slash) });
    tests += between(random, 3, 12);
    if (index !== failIndex) {
      lines.push(index < 2 ? t.line('suitePassedIn', { suite, secs: secs(random, 2, 7) }) : t.line('suitePassed', { suite }));
      return;
    }
    lines.push(t.line('suiteFailed', { suite }), ...t.lines(`${flavour}.testFailure`, { ...ctx.values, ...around(between(random, 30, 70)) }));
  });
  const time = `${secs(random, 9, 25)} s`;
  if (failing) {
    const counts = { passedSuites: suites.length - 1, suites: suites.length, passedTests: tests - 1, tests };
    lines.push(...t.lines('testFailed', { ...counts, time, failed: t.lines('failed') }));
    return lines;
  }
  const pct = () => decimal(random, 70, 98);
  const [stmts, branches, functions, covered] = [pct(), pct(), pct(), pct()];
  lines.push(...t.lines('testDone', { stmts, branches, functions, covered, suites: suites.length, tests, time, doneSecs: secs(random, 10, 28).slice(0, -1) }));
  return lines;
}

/* ---------- no build tool (NA) ---------- */

export function copyBuild(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 1);
  const files = t.lines('copyFiles');
  const lines = t.lines('copy', { task: taskHeader('copyFiles'), count: files.length });
  if (failing) {
    lines.push(...t.lines('copyFailed', { file: files[between(random, 0, files.length - 1)] }));
    return lines;
  }
  for (const file of files) lines.push(t.line('copyFile', { file }));
  lines.push(...t.lines('copyDone'));
  return lines;
}

export function noTests(failing: boolean): string[] {
  return t.lines(failing ? 'noTestsFailed' : 'noTests');
}
