/** What every step of a build's console log (./appLogs.ts) reads: the build, its tool, names, times and the seeded choices. */
import { domainWordOf } from './appReports';
import { between, seededRandom, type Random } from '../core/random';
import logData from './logData.json';

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
  return {
    input,
    tool: toolOf(input),
    artifact,
    version: `1.0.${input.buildNo}`,
    ...domainWordOf(input.appName),
    host,
    appUrl: appUrl.replace(/\/+$/, ''),
    scmUrl: (input.appServiceUrl ?? `https://${host}.scm.azurewebsites.net`).replace(/\/+$/, ''),
    sha,
    stepStart,
    fill,
  };
}

export const stepEnd = (ctx: Ctx, index: number) => ctx.stepStart[index] + APP_BUILD_STEP_MS[APP_BUILD_STEPS[index]];

export function taskHeader(task: string, description: string, version: string, help: string): string[] {
  return [
    '==============================================================================',
    `Task         : ${task}`,
    `Description  : ${description}`,
    `Version      : ${version}`,
    'Author       : Microsoft Corporation',
    `Help         : ${help}`,
    '==============================================================================',
  ];
}

export const COMMITS: readonly string[] = logData.commits;
