/** The Build and Test steps of a Maven build's console log (./appLogs.ts); their lines are ./mavenLog.txt. */
import { between, seededRandom } from '../core/random';
import text from './mavenLog.txt';
import { type Ctx, secs, stepEnd, taskHeader, templates } from './logContext';
import { mavenDownloads } from './checkoutLog';

const t = templates(text);

function mavenProject(ctx: Ctx): string[] {
  const header = t.line('projectId', ctx.values);
  const rule = '-'.repeat(Math.max(3, Math.floor((68 - header.length) / 2)));
  return t.lines('project', { ...ctx.values, header, rule });
}

/** Maven's closing lines: BUILD SUCCESS or FAILURE, the time, when the step (by index) ended. */
function mavenEnd(ctx: Ctx, ok: boolean, seconds: string, stepIndex: number): string[] {
  const finishedAt = new Date(stepEnd(ctx, stepIndex)).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return t.lines('end', { result: t.line(ok ? 'buildSuccess' : 'buildFailure'), seconds, finishedAt });
}

export function mavenBuild(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 1);
  const sources = between(random, 18, 64);
  const lines = t.lines('build', {
    ...ctx.values,
    task: taskHeader('maven'),
    downloads: ctx.fill > 0 ? mavenDownloads(ctx) : [],
    project: mavenProject(ctx),
    resources: between(random, 2, 6),
    sources,
  });
  if (failing) {
    const at = `[${between(random, 30, 140)},${between(random, 9, 40)}]`;
    const problem = { file: t.line('compileFile', ctx.values), at, symbol: t.line('symbol'), location: t.line('location', ctx.values) };
    lines.push(...t.lines('buildFailed', { ...ctx.values, ...problem, end: mavenEnd(ctx, false, secs(random, 6, 14), 1) }));
    return lines;
  }
  const testSources = between(random, 6, 24);
  lines.push(...t.lines('buildDone', { ...ctx.values, testSources, end: mavenEnd(ctx, true, secs(random, 12, 19), 1) }));
  return lines;
}

export function mavenTest(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 2);
  const start = ctx.stepStart[2];
  const pid = between(random, 1800, 4800);
  const classes = t.lines('testClasses', ctx.values);
  // Drawn either way, so that a failing run shows the same lines as a passing one up to its failure.
  const failPick = between(random, 0, 1);
  const failAt = failing ? failPick : -1;
  const lines = t.lines('test', { ...ctx.values, task: taskHeader('maven'), project: mavenProject(ctx) });
  let total = 0;
  let summary: string[] = [];
  classes.forEach((cls, index) => {
    const short = cls.split('.').at(-1)!;
    const run = between(random, 3, 14);
    total += run;
    const values = { ...ctx.values, cls, short, run, pid };
    lines.push(t.line('running', values));
    if (index === 0) {
      const [at1, at2, at3, at4] = [1200, 1300, 2900, 3400].map((ms) => new Date(start + ms).toISOString());
      lines.push(...t.lines('springStarted', { ...values, at1, at2, at3, at4, startSecs: secs(random, 2, 5), runningSecs: secs(random, 5, 8) }));
    }
    if (index !== failAt) {
      lines.push(t.line('classPassed', { ...values, elapsed: secs(random, 0, 5) }));
      return;
    }
    if (index === 0) {
      const line = between(random, 40, 90);
      lines.push(...t.lines('classFailed', { ...values, line, elapsed: secs(random, 2, 6), ms: between(random, 100, 999) }));
      summary = t.lines('failedSummary', { ...values, line });
    } else {
      const line = between(random, 30, 80);
      const elapsed = secs(random, 0, 2);
      const ms = between(random, 10, 99);
      lines.push(...t.lines('classErrored', { ...values, line, elapsed, ms, lineTotalAt: between(random, 80, 120), totalAt: between(random, 60, 79) }));
      summary = t.lines('erroredSummary', { ...values, line });
    }
  });
  lines.push(...t.lines('results'));
  if (failing) {
    const errors = failAt === 1 ? 1 : 0;
    lines.push(...t.lines('testFailed', { ...ctx.values, summary, total, failures: 1 - errors, errors, end: mavenEnd(ctx, false, secs(random, 8, 14), 2) }));
    return lines;
  }
  const classCount = between(random, 18, 64);
  const runId = 10_000 + ctx.input.buildNo;
  const devopsProject = ctx.input.repoUrl.replace(/\/_git\/.*$/, '');
  lines.push(...t.lines('testDone', { ...ctx.values, total, classes: classCount, end: mavenEnd(ctx, true, secs(random, 8, 14), 2), runId, devopsProject }));
  return lines;
}
