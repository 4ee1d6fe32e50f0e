/**
 * The console log of an app's build (contract.apps.consoleLog, GET api/v2/cicdconsolelog/{buildNo},
 * and its range call consoleLogText, GET …/progressiveText?start=N). Generated on request, never
 * stored in the tables: the same build always gives the same text (every choice comes from a
 * generator seeded with appId, buildNo and the step), and a running build gives the part of it
 * that the mock clock has reached, so polling shows it growing. The whole log of the last builds
 * read is kept in memory (wholeLogOf), so that a poll of a growing 18 MB log slices it instead of
 * generating it again.
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

/** How many of each step's lines a build has written: every line of an ended build, as far as a running one has come. */
function linesWritten(sectionLines: readonly number[], progress: BuildLogInput['progress']): number[] {
  return sectionLines.map((count, index) => {
    if (!progress || index < progress.step) return count;
    if (index > progress.step) return 0;
    return Math.floor(count * Math.min(1, Math.max(0, progress.fraction)));
  });
}

/** The log's lines: the whole log of an ended build, or as far as a running one has come. */
export function buildLogLines(input: BuildLogInput): string[] {
  return stampedLines(input, allSteps(input));
}

/** The written lines of the steps, each with its timestamp. */
function stampedLines(input: BuildLogInput, sections: readonly string[][]): string[] {
  const ctx = contextOf(input, 0);
  const written = linesWritten(sections.map((section) => section.length), input.progress);
  const lines: string[] = [];
  sections.forEach((section, index) => {
    const start = ctx.stepStart[index];
    const duration = APP_BUILD_STEP_MS[APP_BUILD_STEPS[index]];
    for (let i = 0; i < written[index]; i += 1) lines.push(`${iso7(start + Math.floor((i * duration) / section.length))} ${section[i]}`);
  });
  return lines;
}

/* ---------- the whole log, kept for the builds read last ---------- */

/**
 * A build's whole log (as it reads once the build ended), in UTF-8, with where each line starts:
 * a running build's log is its first lines (a line's text never depends on how far the build has
 * come), so a read of it, or of its new bytes (the range call), is a slice of this one, made once.
 */
interface WholeLog {
  key: string;
  text: string;
  bytes: Uint8Array;
  /** Each step's line count. */
  sectionLines: number[];
  /** Where line i starts, in characters of `text` and in bytes; entry [count] is one past the end. */
  charStarts: number[];
  byteStarts: number[];
}

/** Logs kept: the one being followed and the one looked at before it (a clean-cache log is 18 MB). */
const KEPT_LOGS = 2;
const kept: WholeLog[] = [];

/** What makes a build's log what it is, its progress aside. */
const keyOf = (input: BuildLogInput) => JSON.stringify({ ...input, progress: null });

function wholeLogOf(input: BuildLogInput): WholeLog {
  const key = keyOf(input);
  const found = kept.find((log) => log.key === key);
  if (found) return found;
  const whole = { ...input, progress: null };
  const sections = allSteps(whole);
  const lines = stampedLines(whole, sections);
  const text = lines.join('\n');
  const bytes = new TextEncoder().encode(text);
  const charStarts = [0];
  for (const line of lines) charStarts.push(charStarts[charStarts.length - 1] + line.length + 1);
  const byteStarts = [0];
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) byteStarts.push(at + 1);
  byteStarts.push(bytes.length + 1);
  const log = { key, text, bytes, sectionLines: sections.map((section) => section.length), charStarts, byteStarts };
  kept.unshift(log);
  kept.length = Math.min(kept.length, KEPT_LOGS);
  return log;
}

/** The lines the build has written so far, of its whole log. */
function writtenCount(log: WholeLog, input: BuildLogInput): number {
  return linesWritten(log.sectionLines, input.progress).reduce((sum, n) => sum + n, 0);
}

/** The log as one text (lines joined with '\n'). */
export function buildLogText(input: BuildLogInput): string {
  const log = wholeLogOf(input);
  const count = writtenCount(log, input);
  return count === 0 ? '' : log.text.slice(0, log.charStarts[count] - 1);
}

/** The log from byte `start` on (the range call): those bytes, the log's size so far in bytes, and whether the build still runs. */
export function buildLogBytes(input: BuildLogInput, start: number): { bytes: Uint8Array; size: number; more: boolean } {
  const log = wholeLogOf(input);
  const count = writtenCount(log, input);
  const size = count === 0 ? 0 : log.byteStarts[count] - 1;
  return { bytes: log.bytes.subarray(Math.min(Math.max(0, start), size), size), size, more: input.progress !== null };
}
