/** What every step of a build's console log (./appLogs.ts) reads: the build, its tool, names, times and the seeded choices. */
import { domainWordOf } from './appReports';
import { between, seededRandom, type Random } from '../core/random';
import logData from './logData.json';
import commonText from './logCommon.txt';
import { STYLES } from './logStyles';

export type AppBuildStep = 'Checkout' | 'Build' | 'Test' | 'Deploy';

/** The steps of the 'appBuild' job and their durations (mock ms). */
export const APP_BUILD_STEP_MS: Readonly<Record<AppBuildStep, number>> = { Checkout: 3_000, Build: 20_000, Test: 10_000, Deploy: 8_000 };
export const APP_BUILD_STEPS = Object.keys(APP_BUILD_STEP_MS) as AppBuildStep[];

/** The length of a clean-cache build's log. */
export const LONG_LOG_LINES = 20_000;

export interface BuildLogInput {
  buildNo: number;
  appId: number;
  appName: string;
  appType: string;
  environment: string;
  buildType: string;
  healthPath: string;
  websitePort: string;
  appUrl: string | null;
  appServiceUrl: string | null;
  /** The app's repository (`{devopsUrl}/_git/{appName}`). */
  repoUrl: string;
  /** Mock-clock ms when the build started (its first step). */
  startedAt: number;
  /** The step it fails at (known from the start for a running build that will fail), else null. */
  failedStep: AppBuildStep | null;
  /** A clean dependency cache: every dependency is downloaded (a 20 000-line log). */
  cleanCache: boolean;
  /** A clean-cache log of this many lines instead of LONG_LOG_LINES. */
  logLines?: number;
  /** null: the build has ended (the whole log); else the running step (index) and how much of it is done (0 to 1). */
  progress: { step: number; fraction: number } | null;
}

/* ---------- context ---------- */

export type BuildTool = 'maven' | 'yarn' | 'none';
type Tool = BuildTool;

/** The tool that builds an app: its build type, else its technology (spring_boot: Maven; react, node: Yarn); NA: none. */
export function toolOf(input: { buildType: string; environment: string }): Tool {
  if (input.buildType === 'maven') return 'maven';
  if (input.buildType === 'yarn') return 'yarn';
  if (input.buildType === 'na') return 'none';
  if (input.environment === 'spring_boot') return 'maven';
  return input.environment === 'react' || input.environment === 'node' ? 'yarn' : 'none';
}

export interface Ctx {
  input: BuildLogInput;
  tool: Tool;
  artifact: string;
  version: string;
  pkg: string;
  Name: string;
  host: string;
  appUrl: string;
  scmUrl: string;
  sha: string;
  /** ms of each step's start. */
  stepStart: number[];
  /** Dependency lines to add to the Build step (clean cache). */
  fill: number;
  /** What every template may name: artifact, version, pkg, Name, host, appUrl, scmUrl, appName, buildNo, repoUrl. */
  values: TemplateValues;
}

const HEX = '0123456789abcdef';
export const iso7 = (ms: number) => new Date(ms).toISOString().replace('Z', '0000Z');
export const secs = (random: Random, min: number, max: number) => `${between(random, min, max)}.${String(between(random, 0, 999)).padStart(3, '0')}`;

export function contextOf(input: BuildLogInput, fill: number): Ctx {
  const random = seededRandom(input.appId, input.buildNo, 101);
  let sha = '';
  for (let i = 0; i < 40; i += 1) sha += HEX[Math.floor(random() * 16)];
  const artifact = input.appName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'app';
  const appUrl = input.appUrl ?? `https://${artifact}.azurewebsites.net`;
  const host = new URL(appUrl).hostname.split('.')[0];
  const stepStart: number[] = [];
  let at = input.startedAt;
  for (const step of APP_BUILD_STEPS) {
    stepStart.push(at);
    at += APP_BUILD_STEP_MS[step];
  }
  const named = {
    artifact,
    version: `1.0.${input.buildNo}`,
    ...domainWordOf(input.appName),
    host,
    appUrl: appUrl.replace(/\/+$/, ''),
    scmUrl: (input.appServiceUrl ?? `https://${host}.scm.azurewebsites.net`).replace(/\/+$/, ''),
  };
  const { appName, buildNo, repoUrl } = input;
  return { input, tool: toolOf(input), ...named, sha, stepStart, fill, values: { ...named, appName, buildNo, repoUrl } };
}

export const stepEnd = (ctx: Ctx, index: number) => ctx.stepStart[index] + APP_BUILD_STEP_MS[APP_BUILD_STEPS[index]];

/* ---------- templates ---------- */

/** What a template's placeholders read: text, a number, or lines (for a `{...name}` line). */
export type TemplateValues = Readonly<Record<string, string | number | readonly string[]>>;

type Fill = (values: TemplateValues) => string;
type TemplateLine = Fill | { splice: string };

function valueOf(values: TemplateValues, name: string): string {
  const value = values[name] ?? STYLES[name];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new Error(`log template: no value for {${name}}`);
}

/**
 * Compiles a template's text from `at`: literal text, `{name}` (a value or a style constant),
 * `{style:text}` and `{style:a|b|c}` (a style of ./logStyles.ts applied to the filled text), `{{`
 * for a literal '{'. Inside a style it stops at the style's closing '}' or its next '|'.
 */
function compile(text: string, at: number, inside: boolean): [Fill, number] {
  const parts: Fill[] = [];
  let literal = '';
  const flush = () => {
    const done = literal;
    if (done) parts.push(() => done);
    literal = '';
  };
  let i = at;
  while (i < text.length) {
    const c = text[i];
    if (inside && (c === '}' || c === '|')) break;
    if (c === '{' && text[i + 1] === '{') {
      literal += '{';
      i += 2;
      continue;
    }
    const match = c === '{' ? /^\{([A-Za-z]\w*)([:}])/.exec(text.slice(i, i + 64)) : null;
    if (!match) {
      literal += c;
      i += 1;
      continue;
    }
    flush();
    const name = match[1];
    i += match[0].length;
    if (match[2] === '}') {
      parts.push((values) => valueOf(values, name));
      continue;
    }
    const style = STYLES[name];
    if (typeof style !== 'function') throw new Error(`log template: no style {${name}:}`);
    const args: Fill[] = [];
    for (;;) {
      const [arg, end] = compile(text, i, true);
      if (end >= text.length) throw new Error(`log template: {${name}: is not closed in ${text}`);
      args.push(arg);
      i = end + 1;
      if (text[end] === '}') break;
    }
    // A style of one argument reads every '|' as its text; one of more takes as many arguments.
    if (style.length > 1 && args.length !== style.length) throw new Error(`log template: {${name}:} takes ${style.length} arguments in ${text}`);
    parts.push(style.length > 1 ? (values) => style(...args.map((arg) => arg(values))) : (values) => style(args.map((arg) => arg(values)).join('|')));
  }
  flush();
  return [(values) => parts.map((part) => part(values)).join(''), i];
}

export interface Templates {
  /** The section's lines, filled with the values. */
  lines(section: string, values?: TemplateValues): string[];
  /** The section's only line, filled. */
  line(section: string, values?: TemplateValues): string;
}

/**
 * The line templates of a data file (./*.txt, see ./README.md): `@@ name` opens a section, every
 * line after it up to the next section is one template line, as it is (spaces included); a line
 * that is only `{...name}` stands for the lines of the value `name`. The notes before the first
 * section are the file's own.
 */
export function templates(text: string): Templates {
  const sections = new Map<string, TemplateLine[]>();
  let current: TemplateLine[] | null = null;
  const rows = text.split('\n');
  if (rows.at(-1) === '') rows.pop();
  for (const row of rows) {
    const header = /^@@ (\S+)$/.exec(row);
    if (header) {
      current = [];
      sections.set(header[1], current);
    } else if (current) {
      const splice = /^\{\.\.\.([A-Za-z]\w*)\}$/.exec(row);
      current.push(splice ? { splice: splice[1] } : compile(row, 0, false)[0]);
    }
  }
  const lines = (section: string, values: TemplateValues = {}): string[] => {
    const template = sections.get(section);
    if (!template) throw new Error(`log template: no section ${section}`);
    return template.flatMap((line) => {
      if (typeof line === 'function') return [line(values)];
      const spliced = values[line.splice];
      if (!Array.isArray(spliced)) throw new Error(`log template: no lines for {...${line.splice}}`);
      return spliced as string[];
    });
  };
  return {
    lines,
    line(section, values) {
      const [only, ...more] = lines(section, values);
      if (only === undefined || more.length) throw new Error(`log template: ${section} is not one line`);
      return only;
    },
  };
}

/* ---------- shared lines ---------- */

const common = templates(commonText);

/** The Azure Pipelines tasks a log runs (./logData.json `tasks`). */
export type TaskName = keyof typeof logData.tasks;

/** A task's banner ('Task : …', 'Version : …' between two rules). */
export const taskHeader = (task: TaskName) => common.lines('taskHeader', logData.tasks[task]);

/** 'Name (version)', as the job's initialisation downloads the task. */
export const taskDownload = (task: TaskName) => `${logData.tasks[task].id} (${logData.tasks[task].version})`;

export const COMMITS: readonly string[] = logData.commits;
