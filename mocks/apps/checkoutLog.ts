/** The Checkout step of a build's console log (./appLogs.ts), and the dependency downloads of a clean-cache build. */
import { between, pickOne, seededRandom } from '../core/random';
import logData from './logData.json';
import { COMMITS, type Ctx, secs, taskHeader } from './logContext';
import { M } from './logStyles';

/* ---------- Checkout ---------- */

export function checkout(ctx: Ctx, failing: boolean): string[] {
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

const MAVEN_ARTIFACTS: readonly string[] = logData.mavenArtifacts;

const NPM_PACKAGES: readonly string[] = logData.npmPackages;

const NPM_FILES: readonly string[] = logData.npmFiles;

export function mavenDownloads(ctx: Ctx): string[] {
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

export function yarnDownloads(ctx: Ctx): string[] {
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
