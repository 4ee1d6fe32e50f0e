/**
 * The console log of an app's build (contract.apps.consoleLog, GET api/v2/cicdconsolelog/{buildNo}).
 * Generated on request and never stored: the same build always gives the same text (every choice
 * comes from a generator seeded with appId, buildNo and the step), and a running build gives the
 * part of it that the mock clock has reached, so polling shows it growing.
 *
 * The log reads like an Azure Pipelines job log: every line starts with its timestamp
 * ('2024-05-01T10:22:33.1230000Z '), steps open with '##[section]Starting: …' and close with
 * '##[section]Finishing: …'. The four steps are the build job's (APP_BUILD_STEPS, APP_BUILD_STEP_MS):
 * - **Checkout**: job initialisation and `git fetch` of the app's repository (the devops project's
 *   `_git/{appName}`); a failure is Azure Repos' TF401019 and 'Git fetch failed with exit code: 128'.
 * - **Build**: Maven (`buildType` maven, or a spring_boot app) or Yarn (yarn, or react / node);
 *   build type NA copies the files. Tool output carries its own ANSI colours (Maven's
 *   `[\u001b[1;34mINFO\u001b[m]`, green BUILD SUCCESS, red `[ERROR]` and BUILD FAILURE; Yarn's red
 *   `error`, TypeScript's cyan file names and red `error TS…`). A failure is a javac compilation
 *   error and 'BUILD FAILURE', or a TypeScript error and 'error Command failed with exit code 1.'.
 * - **Test**: surefire (with Spring Boot log lines) and JaCoCo, or Jest with a coverage table. A
 *   failure is a Java stack trace (AssertionError or NullPointerException) and 'BUILD FAILURE', or
 *   a Jest failure with its code frame (and a TypeError stack for node apps) and 'error Command
 *   failed with exit code 1.'.
 * - **Deploy**: Azure Web App (zip deploy), Docker build and push then Azure Web App for Containers,
 *   or an upload to the static website's storage, then the health check (healthPath). A failure is
 *   the app failing to start: a Spring Boot BeanCreationException stack trace, a Node.js startup
 *   error, or the storage upload refused.
 * A failed step is the last one in the log. A clean-cache build (`cleanCache`, a few seeded builds)
 * downloads every dependency: its log is exactly LONG_LOG_LINES (20 000) lines once it got past
 * the Build step.
 *
 * Pure: no table, no clock (the caller gives the progress). The lines are data: templates in
 * ./checkoutLog.txt, ./mavenLog.txt, ./yarnLog.txt, ./deployLog.txt and ./logCommon.txt (their form:
 * ./README.md), the tasks, commit messages and the packages a clean-cache build downloads in
 * ./logData.json; the generators fill them (seeded values, times, colours of ./logStyles.ts).
 */
import { APP_BUILD_STEPS, APP_BUILD_STEP_MS, type BuildLogInput, type Ctx, LONG_LOG_LINES, contextOf, iso7, toolOf } from './logContext';
import { checkout } from './checkoutLog';
import { mavenBuild, mavenTest } from './mavenLog';
import { copyBuild, noTests, yarnBuild, yarnTest } from './yarnLog';
import { deploy } from './deployLog';

/* ---------- assembling ---------- */

/** The lines (without timestamps) of each step the build runs, up to the failing one. */
function stepLines(ctx: Ctx): string[][] {
  const failed = ctx.input.failedStep;
  const sections: string[][] = [];
  for (const step of APP_BUILD_STEPS) {
    const failing = step === failed;
    switch (step) {
      case 'Checkout':
        sections.push(checkout(ctx, failing));
        break;
      case 'Build':
        sections.push(ctx.tool === 'maven' ? mavenBuild(ctx, failing) : ctx.tool === 'yarn' ? yarnBuild(ctx, failing) : copyBuild(ctx, failing));
        break;
      case 'Test':
        sections.push(ctx.tool === 'maven' ? mavenTest(ctx, failing) : ctx.tool === 'yarn' ? yarnTest(ctx, failing) : noTests(failing));
        break;
      case 'Deploy':
        sections.push(deploy(ctx, failing));
        break;
    }
    if (failing) break;
  }
  return sections;
}

/** Every line of the whole log, step by step (a clean-cache build filled to its logLines, LONG_LOG_LINES unless given). */
function allSteps(input: BuildLogInput): string[][] {
  let sections = stepLines(contextOf(input, 0));
  if (input.cleanCache && toolOf(input) !== 'none' && sections.length > 1) {
    const total = sections.reduce((n, s) => n + s.length, 0);
    const fill = (input.logLines ?? LONG_LOG_LINES) - total;
    if (fill > 0) sections = stepLines(contextOf(input, fill));
  }
  return sections;
}

/** The log's lines: the whole log of an ended build, or as far as a running one has come. */
export function buildLogLines(input: BuildLogInput): string[] {
  const sections = allSteps(input);
  const ctx = contextOf(input, 0);
  const lines: string[] = [];
  sections.forEach((section, index) => {
    let count = section.length;
    if (input.progress) {
      if (index > input.progress.step) return;
      if (index === input.progress.step) count = Math.floor(section.length * Math.min(1, Math.max(0, input.progress.fraction)));
    }
    const start = ctx.stepStart[index];
    const duration = APP_BUILD_STEP_MS[APP_BUILD_STEPS[index]];
    for (let i = 0; i < count; i += 1) lines.push(`${iso7(start + Math.floor((i * duration) / section.length))} ${section[i]}`);
  });
  return lines;
}

/** The log as one text (lines joined with '\n'). */
export function buildLogText(input: BuildLogInput): string {
  return buildLogLines(input).join('\n');
}
