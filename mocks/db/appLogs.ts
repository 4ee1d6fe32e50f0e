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
 * Pure: no table, no clock (the caller gives the progress).
 */
import { domainWordOf } from './appReports';
import { between, pickOne, seededRandom, type Random } from './random';

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

/* ---------- ANSI ---------- */

const E = '\u001b[';
const M = {
  info: `[${E}1;34mINFO${E}m]`,
  warning: `[${E}1;33mWARNING${E}m]`,
  error: `[${E}1;31mERROR${E}m]`,
  bold: (s: string) => `${E}1m${s}${E}m`,
  green: (s: string) => `${E}1;32m${s}${E}m`,
  red: (s: string) => `${E}1;31m${s}${E}m`,
  plugin: (goal: string, execution: string, artifact: string) =>
    `${E}1m--- ${E}0;32m${goal}${E}m ${E}1m(${execution})${E}m @ ${E}36m${artifact}${E}0;1m ---${E}m`,
};
const Y = {
  error: `${E}31merror${E}39m`,
  warning: `${E}33mwarning${E}39m`,
  info: `${E}34minfo${E}39m`,
  success: `${E}32msuccess${E}39m`,
  dim: (s: string) => `${E}2m${s}${E}22m`,
  bold: (s: string) => `${E}1m${s}${E}22m`,
};
const J = {
  pass: `${E}0m${E}7m${E}1m${E}32m PASS ${E}39m${E}22m${E}27m${E}0m`,
  fail: `${E}0m${E}7m${E}1m${E}31m FAIL ${E}39m${E}22m${E}27m${E}0m`,
  red: (s: string) => `${E}31m${s}${E}39m`,
  green: (s: string) => `${E}32m${s}${E}39m`,
  boldRed: (s: string) => `${E}1m${E}31m${s}${E}39m${E}22m`,
  dim: (s: string) => `${E}2m${s}${E}22m`,
};
const TS = {
  file: (s: string) => `${E}96m${s}${E}0m`,
  num: (s: string | number) => `${E}93m${s}${E}0m`,
  error: `${E}91merror${E}0m`,
  code: (s: string) => `${E}90m ${s}: ${E}0m`,
  gutter: (s: string | number) => `${E}7m${s}${E}0m`,
  squiggle: (s: string) => `${E}91m${s}${E}0m`,
};

/** ANSI colour sequences (ESC [ … m). */
const ANSI_SGR = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g');

/** The text without its ANSI colour codes (tests, and a client that shows plain text). */
export function stripAnsi(text: string): string {
  return text.replace(ANSI_SGR, '');
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

interface Ctx {
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
const iso7 = (ms: number) => new Date(ms).toISOString().replace('Z', '0000Z');
const secs = (random: Random, min: number, max: number) => `${between(random, min, max)}.${String(between(random, 0, 999)).padStart(3, '0')}`;

function contextOf(input: BuildLogInput, fill: number): Ctx {
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

const stepEnd = (ctx: Ctx, index: number) => ctx.stepStart[index] + APP_BUILD_STEP_MS[APP_BUILD_STEPS[index]];

function taskHeader(task: string, description: string, version: string, help: string): string[] {
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

const COMMITS = [
  'Merge PR {n}: Add order history endpoint',
  'Bump spring-boot to 3.2.5',
  'Fix VAT rounding in the cart total',
  'Update hero banner copy for the relaunch',
  'Merge PR {n}: Lazy-load product images',
  'Add health endpoint to the pipeline settings',
  'Merge PR {n}: Move API base URL to app settings',
  'Tidy up unused dependencies',
];

/* ---------- Checkout ---------- */

function checkout(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 0);
  const { appName, repoUrl, buildNo } = ctx.input;
  const fetch = `git -c http.extraheader="AUTHORIZATION: bearer ***" fetch --force --tags --prune --prune-tags --progress --no-recurse-submodules origin --depth=1 +refs/heads/main:refs/remotes/origin/main`;
  const lines = [
    '##[section]Starting: Initialize job',
    `Agent name: 'Azure Pipelines ${between(random, 1, 9)}'`,
    `Agent machine name: 'fv-az${between(random, 100, 999)}-${between(random, 100, 999)}'`,
    "Current agent version: '3.240.1'",
    'Operating System',
    'Ubuntu 22.04.4 LTS',
    'Runner Image',
    'Image: ubuntu-22.04',
    'Version: 20240516.1.0',
    `Pipeline: DFC-CI-CD-PIPELINE (${appName})`,
    `Build number: ${buildNo}`,
    'Download all required tasks.',
    ctx.tool === 'maven' ? 'Downloading task: Maven (4.238.1)' : 'Downloading task: CmdLine (2.237.1)',
    'Downloading task: AzureWebApp (1.238.3)',
    '##[section]Finishing: Initialize job',
    `##[section]Starting: Checkout ${appName}@main to s`,
    ...taskHeader('Get sources', 'Get sources from a repository. Supports Git, TfsVC, and SVN repositories.', '1.0.0', '[More Information](https://go.microsoft.com/fwlink/?LinkId=798199)'),
    `Syncing repository: ${appName} (Git)`,
    'git version',
    'git version 2.45.1',
    'git lfs version',
    'git-lfs/3.5.1 (GitHub; linux amd64; go 1.21.8)',
    'git init "/home/vsts/work/1/s"',
    'Initialized empty Git repository in /home/vsts/work/1/s/.git/',
    `git remote add origin ${repoUrl}`,
    'git config gc.auto 0',
    'git config core.longpaths true',
    fetch,
  ];
  if (failing) {
    const denied = [
      `remote: TF401019: The Git repository with name or identifier ${appName} does not exist or you do not have permissions for the operation you are attempting.`,
      `fatal: repository '${repoUrl}/' not found`,
    ];
    lines.push(...denied, `##[warning]Git fetch failed with exit code 128, back off ${secs(random, 3, 9).slice(0, -1)} seconds before retry.`, fetch, ...denied);
    lines.push('##[error]Git fetch failed with exit code: 128', `##[section]Finishing: Checkout ${appName}@main to s`);
    return lines;
  }
  const objects = between(random, 120, 900);
  lines.push(
    'remote: Azure Repos        ',
    `remote: Found ${objects} objects to send. (${between(random, 4, 40)} ms)        `,
    `Receiving objects: 100% (${objects}/${objects}), ${between(random, 80, 900)}.${between(random, 10, 99)} KiB | ${between(random, 2, 30)}.${between(random, 10, 99)} MiB/s, done.`,
    `From ${repoUrl}`,
    ' * [new branch]      main       -> origin/main',
    'git checkout --progress --force refs/remotes/origin/main',
    "Note: switching to 'refs/remotes/origin/main'.",
    `HEAD is now at ${ctx.sha.slice(0, 7)} ${pickOne(random, COMMITS).replace('{n}', String(between(random, 10, 240)))}`,
    `##[section]Finishing: Checkout ${appName}@main to s`,
  );
  return lines;
}

/* ---------- dependency downloads (clean cache) ---------- */

const MAVEN_ARTIFACTS = [
  'org/springframework/boot/spring-boot-starter-parent/3.2.5',
  'org/springframework/boot/spring-boot-dependencies/3.2.5',
  'org/springframework/boot/spring-boot-starter-web/3.2.5',
  'org/springframework/boot/spring-boot-starter-data-jpa/3.2.5',
  'org/springframework/boot/spring-boot-starter-actuator/3.2.5',
  'org/springframework/boot/spring-boot-starter-validation/3.2.5',
  'org/springframework/boot/spring-boot-autoconfigure/3.2.5',
  'org/springframework/spring-core/6.1.6',
  'org/springframework/spring-context/6.1.6',
  'org/springframework/spring-webmvc/6.1.6',
  'org/springframework/spring-jdbc/6.1.6',
  'org/springframework/data/spring-data-jpa/3.2.5',
  'org/hibernate/orm/hibernate-core/6.4.4.Final',
  'org/postgresql/postgresql/42.6.2',
  'com/fasterxml/jackson/core/jackson-databind/2.15.4',
  'com/fasterxml/jackson/core/jackson-core/2.15.4',
  'com/fasterxml/jackson/datatype/jackson-datatype-jsr310/2.15.4',
  'org/apache/tomcat/embed/tomcat-embed-core/10.1.20',
  'io/micrometer/micrometer-core/1.12.5',
  'ch/qos/logback/logback-classic/1.4.14',
  'org/slf4j/slf4j-api/2.0.13',
  'org/yaml/snakeyaml/2.2',
  'jakarta/persistence/jakarta.persistence-api/3.1.0',
  'org/junit/jupiter/junit-jupiter-api/5.10.2',
  'org/mockito/mockito-core/5.7.0',
  'org/assertj/assertj-core/3.24.2',
  'net/bytebuddy/byte-buddy/1.14.13',
  'org/apache/maven/plugins/maven-compiler-plugin/3.11.0',
  'org/apache/maven/plugins/maven-surefire-plugin/3.1.2',
  'org/apache/maven/plugins/maven-resources-plugin/3.3.1',
  'org/apache/maven/plugins/maven-jar-plugin/3.3.0',
  'org/codehaus/plexus/plexus-utils/3.5.1',
  'org/apache/commons/commons-lang3/3.13.0',
  'com/google/guava/guava/32.1.3-jre',
  'org/jacoco/org.jacoco.agent/0.8.11',
];

const NPM_PACKAGES = [
  'react', 'react-dom', 'react-router-dom', '@remix-run/router', 'scheduler', 'loose-envify', 'vite', 'esbuild', 'rollup', 'postcss',
  'typescript', '@types/react', '@types/react-dom', '@types/node', 'csstype', 'axios', 'follow-redirects', 'form-data', 'express',
  'body-parser', 'cookie', 'debug', 'ms', 'qs', 'side-channel', 'jest', 'jest-cli', '@jest/core', 'jest-environment-jsdom', 'jsdom',
  'whatwg-url', 'tr46', 'babel-jest', '@babel/core', '@babel/parser', '@babel/traverse', '@babel/types', 'chalk', 'ansi-styles',
  'supports-color', 'semver', 'lodash', 'dayjs', 'zod', 'clsx', 'eslint', 'espree', 'acorn', 'glob', 'minimatch', 'brace-expansion',
  '@testing-library/react', '@testing-library/dom', '@testing-library/jest-dom', 'aria-query', 'pretty-format', 'react-is',
];

const NPM_FILES = ['package.json', 'index.js', 'LICENSE', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'lib/index.js', 'cjs/index.js'];

function mavenDownloads(ctx: Ctx): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 201);
  const lines: string[] = [];
  for (let i = 0; lines.length < ctx.fill; i += 1) {
    const [base, round] = [MAVEN_ARTIFACTS[i % MAVEN_ARTIFACTS.length], Math.floor(i / MAVEN_ARTIFACTS.length)];
    const parts = base.split('/');
    const version = round === 0 ? parts.at(-1)! : `${parts.at(-1)}-r${round}`;
    const name = parts.at(-2)!;
    const path = [...parts.slice(0, -1), version].join('/');
    const ext = i % 3 === 2 ? 'jar' : 'pom';
    const url = `https://repo.maven.apache.org/maven2/${path}/${name}-${version}.${ext}`;
    lines.push(`${M.info} Downloading from central: ${url}`);
    if (lines.length < ctx.fill) lines.push(`${M.info} Downloaded from central: ${url} (${between(random, 1, 900)} kB at ${between(random, 200, 9000)} kB/s)`);
  }
  return lines;
}

function yarnDownloads(ctx: Ctx): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 202);
  const lines: string[] = [];
  const half = Math.ceil(ctx.fill / 2);
  let clock = 0.4;
  for (let i = 0; lines.length < half; i += 1) {
    const name = `${NPM_PACKAGES[i % NPM_PACKAGES.length]}${i < NPM_PACKAGES.length ? '' : `/-/${NPM_PACKAGES[i % NPM_PACKAGES.length].split('/').at(-1)}-${1 + Math.floor(i / NPM_PACKAGES.length)}.0.0.tgz`}`;
    clock += between(random, 1, 40) / 1000;
    lines.push(`verbose ${clock.toFixed(3)} Performing "GET" request to "https://registry.yarnpkg.com/${name}".`);
    if (lines.length < half) lines.push(`verbose ${(clock + 0.08).toFixed(3)} Request "https://registry.yarnpkg.com/${name}" finished with status code 200.`);
  }
  for (let i = 0; lines.length < ctx.fill; i += 1) {
    const pkg = NPM_PACKAGES[i % NPM_PACKAGES.length];
    const round = Math.floor(i / NPM_PACKAGES.length);
    const file = round < NPM_FILES.length ? NPM_FILES[round] : `dist/chunks/chunk-${round}.js`;
    clock += between(random, 0, 3) / 1000;
    lines.push(`verbose ${clock.toFixed(3)} Copying "/usr/local/share/.cache/yarn/v6/npm-${pkg.replace('/', '-')}/node_modules/${pkg}/${file}" to "/home/vsts/work/1/s/node_modules/${pkg}/${file}".`);
  }
  return lines;
}

/* ---------- Maven ---------- */

const MAVEN_RULE = `${M.info} ------------------------------------------------------------------------`;

function mavenProject(ctx: Ctx): string[] {
  const header = `com.dfc:${ctx.artifact}`;
  const dashes = Math.max(3, Math.floor((68 - header.length) / 2));
  return [
    `${M.info} `,
    `${M.info} ${M.bold(`${'-'.repeat(dashes)}< `)}${E}0;36m${header}${E}0;1m >${'-'.repeat(dashes)}${E}m`,
    `${M.info} ${M.bold(`Building ${ctx.artifact} ${ctx.version}`)}`,
    `${M.info}   from pom.xml`,
    `${M.info} ${M.bold('--------------------------------[ jar ]---------------------------------')}`,
  ];
}

function mavenEnd(ctx: Ctx, ok: boolean, seconds: string, stepIndex: number): string[] {
  return [
    MAVEN_RULE,
    `${M.info} ${ok ? M.green('BUILD SUCCESS') : M.red('BUILD FAILURE')}`,
    MAVEN_RULE,
    `${M.info} Total time:  ${seconds} s`,
    `${M.info} Finished at: ${new Date(stepEnd(ctx, stepIndex)).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    MAVEN_RULE,
  ];
}

const mavenTask = () =>
  taskHeader('Maven', 'Build, test, and deploy with Apache Maven', '4.238.1', 'https://docs.microsoft.com/azure/devops/pipelines/tasks/build/maven');

function mavenBuild(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 1);
  const { artifact, pkg, Name } = ctx;
  const sources = between(random, 18, 64);
  const lines = [
    '##[section]Starting: Build',
    ...mavenTask(),
    `/usr/bin/mvn -f /home/vsts/work/1/s/pom.xml -B -Dstyle.color=always -DskipTests clean package`,
    `${M.info} Scanning for projects...`,
    ...(ctx.fill > 0 ? mavenDownloads(ctx) : []),
    ...mavenProject(ctx),
    `${M.info} `,
    `${M.info} ${M.plugin('clean:3.3.2:clean', 'default-clean', artifact)}`,
    `${M.info} `,
    `${M.info} ${M.plugin('resources:3.3.1:resources', 'default-resources', artifact)}`,
    `${M.info} Copying 1 resource from src/main/resources to target/classes`,
    `${M.info} Copying ${between(random, 2, 6)} resources from src/main/resources to target/classes`,
    `${M.info} `,
    `${M.info} ${M.plugin('compiler:3.11.0:compile', 'default-compile', artifact)}`,
    `${M.info} Changes detected - recompiling the module! :dependency`,
    `${M.info} Compiling ${sources} source files with javac [debug release 17] to target/classes`,
  ];
  if (failing) {
    const file = `/home/vsts/work/1/s/src/main/java/com/dfc/${pkg}/service/${Name}Service.java`;
    const at = `[${between(random, 30, 140)},${between(random, 9, 40)}]`;
    const symbol = `  symbol:   method findByCustomerId(java.lang.Long)`;
    const location = `  location: variable ${pkg}Repository of type com.dfc.${pkg}.repository.${Name}Repository`;
    lines.push(
      `${M.info} -------------------------------------------------------------`,
      `${M.error} COMPILATION ERROR : `,
      `${M.info} -------------------------------------------------------------`,
      `${M.error} ${file}:${at} cannot find symbol`,
      symbol,
      location,
      `${M.info} 1 error`,
      `${M.info} -------------------------------------------------------------`,
      ...mavenEnd(ctx, false, secs(random, 6, 14), 1),
      `${M.error} Failed to execute goal ${E}32morg.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile${E}m ${M.bold('(default-compile)')} on project ${E}36m${artifact}${E}m: ${M.red('Compilation failure')}`,
      `${M.error} ${M.red(`${file}:${at} cannot find symbol`)}`,
      `${M.error} ${M.red(symbol)}`,
      `${M.error} ${M.red(location)}`,
      `${M.error} -> ${M.bold('[Help 1]')}`,
      `${M.error} `,
      `${M.error} To see the full stack trace of the errors, re-run Maven with the ${M.bold('-e')} switch.`,
      `${M.error} Re-run Maven using the ${M.bold('-X')} switch to enable full debug logging.`,
      `${M.error} `,
      `${M.error} For more information about the errors and possible solutions, please read the following articles:`,
      `${M.error} ${M.bold('[Help 1]')} http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException`,
      '##[error]Build failed.',
      '##[section]Finishing: Build',
    );
    return lines;
  }
  lines.push(
    `${M.warning} /home/vsts/work/1/s/src/main/java/com/dfc/${pkg}/web/${Name}Controller.java: Some input files use unchecked or unsafe operations.`,
    `${M.warning} /home/vsts/work/1/s/src/main/java/com/dfc/${pkg}/web/${Name}Controller.java: Recompile with -Xlint:unchecked for details.`,
    `${M.info} `,
    `${M.info} ${M.plugin('resources:3.3.1:testResources', 'default-testResources', artifact)}`,
    `${M.info} skip non existing resourceDirectory /home/vsts/work/1/s/src/test/resources`,
    `${M.info} `,
    `${M.info} ${M.plugin('compiler:3.11.0:testCompile', 'default-testCompile', artifact)}`,
    `${M.info} Changes detected - recompiling the module! :dependency`,
    `${M.info} Compiling ${between(random, 6, 24)} source files with javac [debug release 17] to target/test-classes`,
    `${M.info} `,
    `${M.info} ${M.plugin('surefire:3.1.2:test', 'default-test', artifact)}`,
    `${M.info} Tests are skipped.`,
    `${M.info} `,
    `${M.info} ${M.plugin('jar:3.3.0:jar', 'default-jar', artifact)}`,
    `${M.info} Building jar: /home/vsts/work/1/s/target/${artifact}-${ctx.version}.jar`,
    `${M.info} `,
    `${M.info} ${M.plugin('spring-boot:3.2.5:repackage', 'repackage', artifact)}`,
    `${M.info} Replacing main artifact /home/vsts/work/1/s/target/${artifact}-${ctx.version}.jar with repackaged archive, adding nested dependencies in BOOT-INF/.`,
    `${M.info} The original artifact has been renamed to /home/vsts/work/1/s/target/${artifact}-${ctx.version}.jar.original`,
    ...mavenEnd(ctx, true, secs(random, 12, 19), 1),
    '##[section]Finishing: Build',
  );
  return lines;
}

function springLog(ctx: Ctx, at: number, level: 'INFO' | 'WARN' | 'ERROR', logger: string, text: string, pid: number): string {
  const colour = level === 'INFO' ? '32' : level === 'WARN' ? '33' : '31';
  return `${new Date(at).toISOString()} ${E}${colour}m ${level}${E}0;39m ${E}35m${pid}${E}0;39m ${E}2m---${E}0;39m ${E}2m[${ctx.artifact}] [           main]${E}0;39m ${E}36m${logger.padEnd(40).slice(0, 40)}${E}0;39m ${E}2m:${E}0;39m ${text}`;
}

function mavenTest(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 2);
  const { artifact, pkg, Name } = ctx;
  const start = ctx.stepStart[2];
  const pid = between(random, 1800, 4800);
  const classes = [`web.${Name}ControllerTest`, `service.${Name}ServiceTest`, `repository.${Name}RepositoryTest`, 'config.SecurityConfigTest', `domain.${Name}Test`].map(
    (c) => `com.dfc.${pkg}.${c}`,
  );
  // Drawn either way, so that a failing run shows the same lines as a passing one up to its failure.
  const failPick = between(random, 0, 1);
  const failAt = failing ? failPick : -1;
  const lines = [
    '##[section]Starting: Test',
    ...mavenTask(),
    `/usr/bin/mvn -f /home/vsts/work/1/s/pom.xml -B -Dstyle.color=always test jacoco:report`,
    `${M.info} Scanning for projects...`,
    ...mavenProject(ctx),
    `${M.info} `,
    `${M.info} ${M.plugin('surefire:3.1.2:test', 'default-test', artifact)}`,
    `${M.info} Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider`,
    `${M.info} `,
    `${M.info} -------------------------------------------------------`,
    `${M.info}  T E S T S`,
    `${M.info} -------------------------------------------------------`,
  ];
  let total = 0;
  let failure: string[] = [];
  classes.forEach((cls, index) => {
    const short = cls.split('.').at(-1)!;
    const run = between(random, 3, 14);
    total += run;
    lines.push(`${M.info} Running ${M.bold(cls)}`);
    if (index === 0) {
      lines.push(
        springLog(ctx, start + 1200, 'INFO', `c.d.${pkg}.web.${short}`, `Starting ${short} using Java 17.0.11 with PID ${pid}`, pid),
        springLog(ctx, start + 1300, 'INFO', `c.d.${pkg}.web.${short}`, 'No active profile set, falling back to 1 default profile: "default"', pid),
        springLog(ctx, start + 2900, 'INFO', 'o.s.b.t.m.w.SpringBootMockServletContext', 'Initializing Spring TestDispatcherServlet \'\'', pid),
        springLog(ctx, start + 3400, 'INFO', `c.d.${pkg}.web.${short}`, `Started ${short} in ${secs(random, 2, 5)} seconds (process running for ${secs(random, 5, 8)})`, pid),
      );
    }
    if (index !== failAt) {
      lines.push(`${M.info} ${M.green('Tests run: ')}${E}0;1;32m${run}${E}m, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: ${secs(random, 0, 5)} s -- in ${M.bold(cls)}`);
      return;
    }
    if (index === 0) {
      const test = `create${Name}Returns201`;
      const line = between(random, 40, 90);
      lines.push(
        `${M.error} ${M.red('Tests ')}run: ${run}, ${M.red('Failures: ')}${E}0;1;31m1${E}m, Errors: 0, Skipped: 0, Time elapsed: ${secs(random, 2, 6)} s ${M.red('<<< FAILURE!')} -- in ${M.red(cls)}`,
        `${M.error} ${cls}.${test} -- Time elapsed: 0.${between(random, 100, 999)} s <<< FAILURE!`,
        'java.lang.AssertionError: Status expected:<201> but was:<500>',
        '\tat org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)',
        '\tat org.springframework.test.util.AssertionErrors.assertEquals(AssertionErrors.java:122)',
        '\tat org.springframework.test.web.servlet.result.StatusResultMatchers.lambda$matcher$9(StatusResultMatchers.java:637)',
        '\tat org.springframework.test.web.servlet.MockMvc$1.andExpect(MockMvc.java:214)',
        `\tat ${cls}.${test}(${short}.java:${line})`,
        '\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)',
        '\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)',
        '\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)',
        '',
      );
      failure = [`${M.error} ${M.red('Failures: ')}`, `${M.error}   ${short}.${test}:${line} Status expected:<201> but was:<500>`];
    } else {
      const test = 'totalIncludesVat';
      const line = between(random, 30, 80);
      lines.push(
        `${M.error} ${M.red('Tests ')}run: ${run}, Failures: 0, ${M.red('Errors: ')}${E}0;1;31m1${E}m, Skipped: 0, Time elapsed: ${secs(random, 0, 2)} s ${M.red('<<< FAILURE!')} -- in ${M.red(cls)}`,
        `${M.error} ${cls}.${test} -- Time elapsed: 0.0${between(random, 10, 99)} s <<< ERROR!`,
        `java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because the return value of "com.dfc.${pkg}.domain.${Name}Line.getUnitPrice()" is null`,
        `\tat com.dfc.${pkg}.service.${Name}Service.lineTotal(${Name}Service.java:${between(random, 80, 120)})`,
        '\tat java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)',
        '\tat java.base/java.util.ArrayList$ArrayListSpliterator.forEachRemaining(ArrayList.java:1708)',
        '\tat java.base/java.util.stream.AbstractPipeline.copyInto(AbstractPipeline.java:509)',
        '\tat java.base/java.util.stream.ReduceOps$ReduceOp.evaluateSequential(ReduceOps.java:921)',
        '\tat java.base/java.util.stream.ReferencePipeline.reduce(ReferencePipeline.java:662)',
        `\tat com.dfc.${pkg}.service.${Name}Service.total(${Name}Service.java:${between(random, 60, 79)})`,
        `\tat ${cls}.${test}(${short}.java:${line})`,
        '\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)',
        '',
      );
      failure = [`${M.error} ${M.red('Errors: ')}`, `${M.error}   ${short}.${test}:${line} » NullPointer Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)"`];
    }
  });
  lines.push(`${M.info} `, `${M.info} Results:`, `${M.info} `);
  if (failing) {
    const errors = failAt === 1 ? 1 : 0;
    lines.push(
      ...failure,
      `${M.info} `,
      `${M.error} ${M.red(`Tests run: ${total}, Failures: ${1 - errors}, Errors: ${errors}, Skipped: 0`)}`,
      `${M.info} `,
      ...mavenEnd(ctx, false, secs(random, 8, 14), 2),
      `${M.error} Failed to execute goal ${E}32morg.apache.maven.plugins:maven-surefire-plugin:3.1.2:test${E}m ${M.bold('(default-test)')} on project ${E}36m${artifact}${E}m: ${M.red('There are test failures.')}`,
      `${M.error} `,
      `${M.error} Please refer to /home/vsts/work/1/s/target/surefire-reports for the individual test results.`,
      `${M.error} Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.`,
      `${M.error} -> ${M.bold('[Help 1]')}`,
      '##[error]Build failed.',
      '##[section]Finishing: Test',
    );
    return lines;
  }
  lines.push(
    `${M.info} ${M.green(`Tests run: ${total}, Failures: 0, Errors: 0, Skipped: 0`)}`,
    `${M.info} `,
    `${M.info} ${M.plugin('jacoco:0.8.11:report', 'default-cli', artifact)}`,
    `${M.info} Loading execution data file /home/vsts/work/1/s/target/jacoco.exec`,
    `${M.info} Analyzed bundle '${artifact}' with ${between(random, 18, 64)} classes`,
    ...mavenEnd(ctx, true, secs(random, 8, 14), 2),
    `Result Publish: Publishing test results to test run '${10_000 + ctx.input.buildNo}'.`,
    `Published Test Run : ${ctx.input.repoUrl.replace(/\/_git\/.*$/, '')}/_TestManagement/Runs?runId=${10_000 + ctx.input.buildNo}`,
    '##[section]Finishing: Test',
  );
  return lines;
}

/* ---------- Yarn ---------- */

const cmdTask = () =>
  [
    ...taskHeader('Command line', 'Run a command line script using Bash on Linux and macOS and cmd.exe on Windows', '2.237.1', 'https://docs.microsoft.com/azure/devops/pipelines/tasks/utility/command-line'),
    'Generating script.',
    '========================== Starting Command Output ===========================',
  ];

const yarnFailed = () => [
  `${Y.error} Command failed with exit code 1.`,
  `${Y.info} Visit ${Y.bold('https://yarnpkg.com/en/docs/cli/run')} for documentation about this command.`,
  "##[error]Bash exited with code '1'.",
];

function yarnBuild(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 1);
  const react = ctx.input.environment !== 'node';
  const lines = [
    '##[section]Starting: Build',
    ...cmdTask(),
    `/usr/bin/bash --noprofile --norc /home/vsts/work/_temp/${ctx.sha.slice(8, 16)}-${ctx.sha.slice(16, 20)}.sh`,
    Y.bold(`yarn install v1.22.22${ctx.fill > 0 ? ' (--verbose, clean cache)' : ''}`),
    `${Y.dim('[1/4]')} Resolving packages...`,
    `${Y.dim('[2/4]')} Fetching packages...`,
  ];
  if (ctx.fill > 0) lines.push(...yarnDownloads(ctx));
  lines.push(
    `${Y.dim('[3/4]')} Linking dependencies...`,
    `${Y.warning} " > @testing-library/user-event@14.5.2" has unmet peer dependency "@testing-library/dom@>=7.21.4".`,
    `${Y.dim('[4/4]')} Building fresh packages...`,
    `Done in ${between(random, 18, 60)}.${between(random, 10, 99)}s.`,
    Y.bold('yarn run v1.22.22'),
    react ? '$ tsc -b && vite build' : '$ tsc -p tsconfig.build.json',
  );
  if (failing) {
    const [file, line, col] = react ? ['src/pages/Checkout.tsx', between(random, 60, 140), 38] : [`src/routes/${ctx.pkg}.ts`, between(random, 20, 90), 31];
    if (react) {
      lines.push(
        `${TS.file(file)}:${TS.num(line)}:${TS.num(col)} - ${TS.error}${TS.code('TS2322')}Type 'string | undefined' is not assignable to type 'string'.`,
        "  Type 'undefined' is not assignable to type 'string'.",
        '',
        `${TS.gutter(line)}       <Price value={order.total} currency={order.currency} />`,
        `${TS.gutter(' '.repeat(String(line).length))} ${' '.repeat(36)}${TS.squiggle('~~~~~~~~')}`,
        '',
        `  ${TS.file('src/components/Price.tsx')}:${TS.num(4)}:${TS.num(3)}`,
        `    ${TS.gutter(4)}   currency: string;`,
        `    ${TS.gutter(' ')}   ${TS.squiggle('~~~~~~~~')}`,
        "    The expected type comes from property 'currency' which is declared here on type 'IntrinsicAttributes & PriceProps'",
      );
    } else {
      lines.push(
        `${TS.file(file)}:${TS.num(line)}:${TS.num(col)} - ${TS.error}${TS.code('TS2339')}Property 'customerId' does not exist on type 'ParsedQs'.`,
        '',
        `${TS.gutter(line)}   const customerId = Number(req.query.customerId);`,
        `${TS.gutter(' '.repeat(String(line).length))} ${' '.repeat(36)}${TS.squiggle('~~~~~~~~~~')}`,
      );
    }
    lines.push('', `Found 1 error in ${file}${E}90m:${line}${E}0m`, '', ...yarnFailed(), '##[section]Finishing: Build');
    return lines;
  }
  if (react) {
    lines.push(
      `${E}36mvite v5.2.11 ${E}32mbuilding for production...${E}36m${E}39m`,
      'transforming...',
      `${E}32m✓${E}39m ${between(random, 300, 1800)} modules transformed.`,
      'rendering chunks...',
      'computing gzip size...',
      `${E}2mdist/${E}22m${E}32mindex.html                 ${E}39m${E}1m${E}2m  0.62 kB${E}22m${E}1m${E}22m${E}2m │ gzip:  0.38 kB${E}22m`,
      `${E}2mdist/${E}22m${E}35massets/index-${ctx.sha.slice(0, 8)}.css  ${E}39m${E}1m${E}2m ${between(random, 8, 40)}.${between(random, 10, 99)} kB${E}22m${E}1m${E}22m${E}2m │ gzip:  ${between(random, 2, 9)}.${between(random, 10, 99)} kB${E}22m`,
      `${E}2mdist/${E}22m${E}36massets/index-${ctx.sha.slice(8, 16)}.js   ${E}39m${E}1m${E}2m${between(random, 140, 480)}.${between(random, 10, 99)} kB${E}22m${E}1m${E}22m${E}2m │ gzip: ${between(random, 45, 150)}.${between(random, 10, 99)} kB${E}22m`,
      `${E}32m✓ built in ${between(random, 5, 19)}.${between(random, 10, 99)}s${E}39m`,
    );
  }
  lines.push(`Done in ${between(random, 8, 30)}.${between(random, 10, 99)}s.`, '##[section]Finishing: Build');
  return lines;
}

function yarnTest(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 2);
  const react = ctx.input.environment !== 'node';
  const suites = react
    ? ['src/components/Header.test.tsx', 'src/pages/Home.test.tsx', 'src/features/cart/CartSummary.test.tsx', 'src/hooks/useCart.test.ts', 'src/api/client.test.ts', 'src/utils/format.test.ts']
    : [`src/routes/${ctx.pkg}.test.ts`, 'src/services/cache.test.ts', 'src/config.test.ts', 'src/middleware/auth.test.ts', 'src/utils/format.test.ts'];
  const failIndex = failing ? (react ? 2 : 0) : -1;
  const lines = [
    '##[section]Starting: Test',
    ...cmdTask(),
    `/usr/bin/bash --noprofile --norc /home/vsts/work/_temp/${ctx.sha.slice(20, 28)}-${ctx.sha.slice(28, 32)}.sh`,
    Y.bold('yarn run v1.22.22'),
    '$ jest --ci --coverage --reporters=default --reporters=jest-junit',
  ];
  let tests = 0;
  suites.forEach((suite, index) => {
    const slash = suite.lastIndexOf('/') + 1;
    const shown = `${J.dim(suite.slice(0, slash))}${E}1m${suite.slice(slash)}${E}22m`;
    tests += between(random, 3, 12);
    if (index !== failIndex) {
      lines.push(`${J.pass} ${shown}${index < 2 ? ` (${secs(random, 2, 7)} s)` : ''}`);
      return;
    }
    lines.push(`${J.fail} ${shown}`);
    if (react) {
      const line = between(random, 30, 70);
      lines.push(
        `${J.boldRed('  ● CartSummary › shows the total with VAT')}`,
        '',
        `    ${J.dim('expect(')}${J.red('element')}${J.dim(').')}toHaveTextContent${J.dim('()')}`,
        '',
        '    Expected element to have text content:',
        `    ${J.green('  €24.90')}`,
        '    Received:',
        `    ${J.red('  €22.90')}`,
        '',
        `    ${J.dim(`  ${line - 2} |`)}     render(<CartSummary items={items} />);`,
        `    ${J.dim(`  ${line - 1} |`)}     const total = screen.getByTestId('cart-total');`,
        `    ${J.boldRed('>')} ${J.dim(`${line} |`)}     expect(total).toHaveTextContent('€24.90');`,
        `    ${J.dim(`     |${' '.repeat(19)}`)}${J.boldRed('^')}`,
        `    ${J.dim(`  ${line + 1} |`)}   });`,
        '',
        `      ${J.dim('at Object.toHaveTextContent (')}src/features/cart/CartSummary.test.tsx${J.dim(`:${line}:19)`)}`,
        '',
      );
    } else {
      const line = between(random, 30, 70);
      lines.push(
        `${J.boldRed(`  ● GET /api/${ctx.pkg}/:id › answers 404 for an unknown id`)}`,
        '',
        `    TypeError: Cannot read properties of undefined (reading 'id')`,
        '',
        `    ${J.dim(`  ${line - 2} |`)}   const found = await repository.findById(req.params.id);`,
        `    ${J.dim(`  ${line - 1} |`)}   res.json({`,
        `    ${J.boldRed('>')} ${J.dim(`${line} |`)}     id: found.id,`,
        `    ${J.dim(`     |${' '.repeat(16)}`)}${J.boldRed('^')}`,
        `    ${J.dim(`  ${line + 1} |`)}     lines: found.lines,`,
        '',
        `      ${J.dim('at id (')}src/routes/${ctx.pkg}.ts${J.dim(`:${line}:16)`)}`,
        `      ${J.dim('at Layer.handle [as handle_request] (')}node_modules/express/lib/router/layer.js${J.dim(':95:5)')}`,
        `      ${J.dim('at next (')}node_modules/express/lib/router/route.js${J.dim(':149:13)')}`,
        `      ${J.dim('at Route.dispatch (')}node_modules/express/lib/router/route.js${J.dim(':119:3)')}`,
        `      ${J.dim('at processTicksAndRejections (')}node:internal/process/task_queues${J.dim(':95:5)')}`,
        '',
      );
    }
  });
  const passedSuites = suites.length - (failing ? 1 : 0);
  const time = `${secs(random, 9, 25)} s`;
  if (failing) {
    lines.push(
      `${Y.bold('Test Suites: ')}${J.boldRed('1 failed')}, ${E}1m${E}32m${passedSuites} passed${E}39m${E}22m, ${suites.length} total`,
      `${Y.bold('Tests:       ')}${J.boldRed('1 failed')}, ${E}1m${E}32m${tests - 1} passed${E}39m${E}22m, ${tests} total`,
      `${Y.bold('Snapshots:   ')}0 total`,
      `${Y.bold('Time:        ')}${time}`,
      `${J.dim('Ran all test suites')}.`,
      ...yarnFailed(),
      '##[section]Finishing: Test',
    );
    return lines;
  }
  const pct = () => `${between(random, 70, 98)}.${between(random, 10, 99)}`;
  lines.push(
    '----------------------|---------|----------|---------|---------|-------------------',
    'File                  | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s ',
    '----------------------|---------|----------|---------|---------|-------------------',
    `${E}32;1mAll files             ${E}0m|${E}32;1m   ${pct()} ${E}0m|${E}33;1m    ${pct()} ${E}0m|${E}32;1m   ${pct()} ${E}0m|${E}32;1m   ${pct()} ${E}0m|${E}32;1m                   ${E}0m`,
    '----------------------|---------|----------|---------|---------|-------------------',
    `${Y.bold('Test Suites: ')}${E}1m${E}32m${suites.length} passed${E}39m${E}22m, ${suites.length} total`,
    `${Y.bold('Tests:       ')}${E}1m${E}32m${tests} passed${E}39m${E}22m, ${tests} total`,
    `${Y.bold('Snapshots:   ')}0 total`,
    `${Y.bold('Time:        ')}${time}`,
    `${J.dim('Ran all test suites')}.`,
    `Done in ${secs(random, 10, 28).slice(0, -1)}s.`,
    '##[section]Finishing: Test',
  );
  return lines;
}

/* ---------- no build tool (NA) ---------- */

function copyBuild(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 1);
  const files = ['index.html', 'css/site.css', 'js/site.js', 'img/logo.svg', 'img/hero.webp', 'fonts/brand.woff2', 'robots.txt'];
  const lines = [
    '##[section]Starting: Build',
    ...taskHeader('Copy files', 'Copy files from a source folder to a target folder using patterns matching file paths (not folder paths)', '2.238.0', 'https://docs.microsoft.com/azure/devops/pipelines/tasks/utility/copy-files'),
    'Build type NA: nothing to build; the repository content is published as it is.',
    `found ${files.length} files`,
  ];
  if (failing) {
    lines.push(`##[error]Error: ENOSPC: no space left on device, copyfile '/home/vsts/work/1/s/${files[between(random, 0, 6)]}'`, '##[section]Finishing: Build');
    return lines;
  }
  for (const file of files) lines.push(`Copying /home/vsts/work/1/s/${file} to /home/vsts/work/1/a/${file}`);
  lines.push('##[section]Finishing: Build');
  return lines;
}

function noTests(failing: boolean): string[] {
  if (failing) return ['##[section]Starting: Test', '##[error]The test step has no tests to run for build type NA and was configured to require them.', '##[section]Finishing: Test'];
  return ['##[section]Starting: Test', 'Build type NA: no tests configured.', '##[section]Finishing: Test'];
}

/* ---------- Deploy ---------- */

function deploy(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 3);
  const { appType, environment, healthPath, websitePort } = ctx.input;
  const health = `${ctx.appUrl}${healthPath ? (healthPath.startsWith('/') ? healthPath : `/${healthPath}`) : '/'}`;
  const deploymentId = ctx.sha.slice(0, 32);
  const lines = ['##[section]Starting: Deploy'];
  if (appType === 'static_site') {
    const account = ctx.host.replace(/[^a-z0-9]/g, '').slice(0, 24);
    lines.push(
      ...taskHeader('Azure CLI', 'Run Azure CLI commands against an Azure subscription in a PowerShell Core/Shell script when running on Linux agent', '2.238.1', 'https://aka.ms/azurecli-task'),
      `/usr/bin/az storage blob upload-batch --account-name ${account} --destination '$web' --source ${ctx.tool === 'none' ? '/home/vsts/work/1/a' : '/home/vsts/work/1/s/dist'} --overwrite`,
    );
    if (failing) {
      lines.push(
        'ERROR: (AuthorizationPermissionMismatch) This request is not authorized to perform this operation using this permission.',
        'Code: AuthorizationPermissionMismatch',
        "##[error]Script failed with exit code: 1",
        '##[section]Finishing: Deploy',
      );
      return lines;
    }
    const count = between(random, 6, 40);
    lines.push(`Finished[#############################################################]  100.0000%`, `${count} files uploaded to container '$web'`);
  } else {
    const container = appType === 'app_service_container';
    if (container) {
      const image = `dfcregistry.azurecr.io/${ctx.artifact}:${ctx.input.buildNo}`;
      lines.push(
        ...taskHeader('Docker', 'Build or push Docker images, login or logout, start or stop containers, or run a Docker command', '2.240.2', 'https://aka.ms/azpipes-docker-tsg'),
        `/usr/bin/docker build -f /home/vsts/work/1/s/Dockerfile -t ${image} /home/vsts/work/1/s`,
        '#1 [internal] load build definition from Dockerfile',
        '#1 DONE 0.0s',
        `#2 [internal] load metadata for ${environment === 'spring_boot' ? 'docker.io/library/eclipse-temurin:17-jre' : 'docker.io/library/node:20-alpine'}`,
        `#2 DONE ${between(random, 1, 3)}.${between(random, 1, 9)}s`,
        `#6 [3/4] COPY ${environment === 'spring_boot' ? `target/${ctx.artifact}-${ctx.version}.jar app.jar` : 'dist ./dist'}`,
        '#6 DONE 0.2s',
        '#8 exporting to image',
        `#8 naming to ${image} done`,
        '#8 DONE 0.4s',
        `/usr/bin/docker push ${image}`,
        `The push refers to repository [dfcregistry.azurecr.io/${ctx.artifact}]`,
        `${ctx.input.buildNo}: digest: sha256:${ctx.sha}${ctx.sha.slice(0, 24)} size: ${between(random, 1200, 2400)}`,
        ...taskHeader('Azure Web App for Containers', 'Deploy containers to Azure App Service', '1.238.3', 'https://aka.ms/azurewebappcontainerstroubleshooting'),
        `Got service connection details for Azure App Service:'${ctx.host}'`,
        `Updating App Service Configuration settings. Data: {"appCommandLine":"","linuxFxVersion":"DOCKER|${image}"}`,
      );
    } else {
      lines.push(
        ...taskHeader('Azure Web App', 'Deploy an Azure Web App for Linux or Windows', '1.238.3', 'https://aka.ms/azurewebapptroubleshooting'),
        `Got service connection details for Azure App Service:'${ctx.host}'`,
        'Package deployment using ZIP Deploy initiated.',
        `Deploy logs can be viewed at ${ctx.scmUrl}/api/deployments/${deploymentId}/log`,
      );
    }
    if (failing) {
      const port = websitePort || (environment === 'spring_boot' ? '8080' : '3000');
      lines.push(`Container ${ctx.host}_0_${ctx.sha.slice(0, 8)} didn't respond to HTTP pings on port: ${port}, failing site start. See container logs for debugging.`);
      lines.push('Last container log lines:');
      if (environment === 'spring_boot') {
        const at = ctx.stepStart[3] + 4000;
        lines.push(
          springLog(ctx, at, 'ERROR', 'o.s.boot.SpringApplication', 'Application run failed', 1),
          "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'entityManagerFactory' defined in class path resource [org/springframework/boot/autoconfigure/orm/jpa/HibernateJpaConfiguration.class]: Unable to open JDBC Connection for DDL execution",
          '\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:1786)',
          '\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.doCreateBean(AbstractAutowireCapableBeanFactory.java:600)',
          '\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.createBean(AbstractAutowireCapableBeanFactory.java:522)',
          '\tat org.springframework.beans.factory.support.AbstractBeanFactory.lambda$doGetBean$0(AbstractBeanFactory.java:325)',
          '\tat org.springframework.context.support.AbstractApplicationContext.refresh(AbstractApplicationContext.java:631)',
          '\tat org.springframework.boot.SpringApplication.refreshContext(SpringApplication.java:754)',
          '\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:334)',
          `\tat com.dfc.${ctx.pkg}.${ctx.Name}Application.main(${ctx.Name}Application.java:10)`,
          `Caused by: org.postgresql.util.PSQLException: Connection to ${ctx.artifact}-db.postgres.database.azure.com:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.`,
          '\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:346)',
          '\tat org.postgresql.core.ConnectionFactory.openConnection(ConnectionFactory.java:54)',
          '\tat org.postgresql.jdbc.PgConnection.<init>(PgConnection.java:273)',
          '\tat com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:554)',
          `\t... ${between(random, 30, 60)} common frames omitted`,
        );
      } else {
        lines.push(
          `/home/site/wwwroot/dist/config.js:${between(random, 8, 20)}`,
          '    throw new Error(`Missing required environment variable ${name}`);',
          '    ^',
          '',
          'Error: Missing required environment variable API_BASE_URL',
          '    at requireEnv (/home/site/wwwroot/dist/config.js:12:11)',
          '    at Object.<anonymous> (/home/site/wwwroot/dist/config.js:20:17)',
          '    at Module._compile (node:internal/modules/cjs/loader:1376:14)',
          '    at Module._extensions..js (node:internal/modules/cjs/loader:1435:10)',
          '    at Module.load (node:internal/modules/cjs/loader:1207:32)',
          '    at Module._load (node:internal/modules/cjs/loader:1023:12)',
          '    at Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:135:12)',
          '',
          'Node.js v20.12.2',
        );
      }
      lines.push(`##[error]Health check ${health} did not answer 200 within 230 s`, '##[error]Error: Failed to deploy web package to App Service.', '##[section]Finishing: Deploy');
      return lines;
    }
    if (!container) lines.push('Successfully deployed web package to App Service.', `Successfully updated deployment History at ${ctx.scmUrl}/api/deployments/${deploymentId}`);
  }
  lines.push(`Health check ${health} answered 200 in ${between(random, 1, 4)}.${between(random, 10, 99)} s`, `App Service Application URL: ${ctx.appUrl}`, '##[section]Finishing: Deploy');
  return lines;
}

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

/** Every line of the whole log, step by step (a clean-cache build filled to LONG_LOG_LINES). */
function allSteps(input: BuildLogInput): string[][] {
  let sections = stepLines(contextOf(input, 0));
  if (input.cleanCache && toolOf(input) !== 'none' && sections.length > 1) {
    const total = sections.reduce((n, s) => n + s.length, 0);
    const fill = LONG_LOG_LINES - total;
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
