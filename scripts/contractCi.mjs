#!/usr/bin/env node
/**
 * `npm run contract:ci` (a step of `npm run check`): `npm run contract:check` against the node
 * mock backend as a real HTTP server (scripts/mockServer.mjs), where every row must be ok, then
 * against a deliberately drifted copy of it (the same mock behind a proxy that renames one field
 * and turns one number into a string, DRIFTS below), where the check must exit 1 with exactly
 * those two rows saying 'differs'. Both tables are printed.
 *
 * Users: the mock's demo accounts share one password, read at run time from its GET
 * /__mock__/accounts. The check signs in as admin and gbm: admin is refused the project reads
 * (403), which the check then makes as gbm (the global brand manager reaches every read entry of
 * the mock on his own), so the run also shows how two roles cover a backend together.
 *
 * Then `contract:check --access` (./contractAccess.mjs) as two agencies, two brand managers, a
 * project manager and a technical user (ACCESS_USERS), reads only: against the mock, where nothing
 * may leak (exit 0), and against a second mock server whose entry DROPPED has its object rules
 * switched off (scripts/mockServer.mjs --drop-object-rules, a process of its own), where the check
 * must exit 1 with leaks of that entry only. Both tables are printed.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { loadContract, ROOT } from './contractTools.mjs';
import { startMockServer } from './mockServer.mjs';

const USERS = ['admin', 'gbm'];

/** The access check's users: two agencies, two brand managers, a project manager (role 4) and a technical user assigned to few projects. */
const ACCESS_USERS = ['gagency', 'lagency', 'gbm', 'lbm', 'gpm', 'tech2'];

/** The entry whose object rules the second mock drops: any role 2-8 then reads any project's basic data and environments. */
export const DROPPED = 'apps.projectBasic';

/** What the drifted copy changes: one entry's field renamed, another's number sent as a string. */
export const DRIFTS = [
  {
    entry: 'projects.details',
    change: 'projectName renamed projectTitle',
    apply: ({ projectName, ...rest }) => ({ ...rest, projectTitle: projectName }),
  },
  {
    entry: 'team.roles',
    change: 'roleId sent as a string',
    apply: (roles) => roles.map((role) => ({ ...role, roleId: String(role.roleId) })),
  },
];

const listen = (server) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The route of an entry as a regular expression ('/api/x/:id/' matches '/api/x/12' and '/api/x/12/'). */
function routeMatcher(endpoint, routePath) {
  const pattern = routePath(endpoint)
    .replace(/\/+$/, '')
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}/?$`);
}

/** A proxy in front of `target` that applies the drifts to the 2xx JSON answers of their entries. */
async function startDriftedCopy(target, drifts, { endpoints, routePath }) {
  const matchers = drifts.map((drift) => {
    const endpoint = endpoints.find((one) => one.id === drift.entry);
    if (!endpoint) throw new Error(`contract:ci: no entry ${drift.entry}`);
    return { drift, method: endpoint.method, route: routeMatcher(endpoint, routePath) };
  });
  const server = http.createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)));
      const upstream = await fetch(`${target}${req.url}`, { method: req.method, headers, body: body.length > 0 ? body : undefined });
      let payload = Buffer.from(await upstream.arrayBuffer());
      const pathname = new URL(req.url, target).pathname;
      const match = matchers.find((one) => one.method === req.method && one.route.test(pathname));
      if (match && upstream.ok) payload = Buffer.from(JSON.stringify(match.drift.apply(JSON.parse(payload.toString('utf8')))));
      upstream.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) res.setHeader(name, value);
      });
      res.setHeader('Content-Length', payload.length);
      res.writeHead(upstream.status);
      res.end(payload);
    } catch (error) {
      console.error('contract:ci: the drifted copy failed', error);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    }
  });
  return { server, url: await listen(server) };
}

/** `npm run contract:check` as a child process (not spawnSync: the servers answer from this process): its exit status and table. */
function runCheck(base, password, users = USERS, flags = []) {
  const args = ['scripts/contractCheck.mjs', '--base', base, ...users.flatMap((user) => ['--user', user]), '--password', password, ...flags];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * The mock without the object rules of `dropped`, as its own process (`node scripts/mockServer.mjs
 * --drop-object-rules`): it bundles the mock on the other core while this process bundles its own.
 * `{ child, ready }`: ready resolves with its URL once it listens.
 */
function startLeakyMock(dropped) {
  const args = ['scripts/mockServer.mjs', '--port', '0', '--allow-origin', 'http://127.0.0.1', '--drop-object-rules', dropped.join(',')];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.on('error', reject);
    child.on('exit', (status) => reject(new Error(`the mock without the object rules of ${dropped.join(', ')} ended (exit ${status}) ${output}`)));
  });
  return { child, ready };
}

const rowOf = (output, id) => output.split('\n').find((line) => line.startsWith(`${id} `)) ?? '';

async function main() {
  const started = Date.now();
  const loaded = loadContract();
  const leaky = startLeakyMock([DROPPED]);
  let mock;
  let drifted;
  const problems = [];
  try {
    const [own, other] = await Promise.allSettled([startMockServer({ port: 0, allowOrigin: 'http://127.0.0.1' }), leaky.ready]);
    mock = own.value;
    if (own.status === 'rejected' || other.status === 'rejected') throw own.reason ?? other.reason;
    const leakyUrl = other.value;
    const mockUrl = `http://127.0.0.1:${mock.address().port}`;
    drifted = await startDriftedCopy(mockUrl, DRIFTS, loaded);
    const { password } = await (await fetch(`${mockUrl}/__mock__/accounts`)).json();

    // The four runs at once: they only read.
    const [clean, drift, access, leak] = await Promise.all([
      runCheck(mockUrl, password),
      runCheck(drifted.url, password),
      runCheck(mockUrl, password, ACCESS_USERS, ['--access']),
      runCheck(leakyUrl, password, ACCESS_USERS, ['--access']),
    ]);
    console.log(`contract:ci: the node mock at ${mockUrl}, as ${USERS.join(' then ')}\n`);
    console.log(clean.output);
    if (clean.status !== 0) problems.push(`against the mock: exit ${clean.status}, expected 0 (every row ok or skipped)`);

    console.log(`contract:ci: the drifted copy at ${drifted.url} (${DRIFTS.map((one) => `${one.entry}: ${one.change}`).join('; ')})\n`);
    console.log(drift.output);
    if (drift.status !== 1) problems.push(`against the drifted copy: exit ${drift.status}, expected 1`);
    for (const { entry } of DRIFTS) {
      if (!/ {2}differs: /.test(rowOf(drift.output, entry))) problems.push(`against the drifted copy: the row of ${entry} does not say 'differs'`);
    }
    const others = drift.output.split('\n').filter((line) => / {2}(differs|not reachable)/.test(line) && !DRIFTS.some(({ entry }) => line.startsWith(`${entry} `)));
    if (others.length > 0) problems.push(`against the drifted copy: rows that should be ok:\n${others.join('\n')}`);

    console.log(`contract:ci: contract:check --access against the node mock at ${mockUrl}, as ${ACCESS_USERS.join(', ')}\n`);
    console.log(access.output);
    if (access.status !== 0) problems.push(`--access against the mock: exit ${access.status}, expected 0 (every call of another's object refused)`);
    console.log(`contract:ci: contract:check --access against the copy without the object rules of ${DROPPED} at ${leakyUrl}\n`);
    console.log(leak.output);
    const leakRows = leak.output.split('\n').filter((line) => / {2}LEAK: /.test(line));
    if (leak.status !== 1) problems.push(`--access against the copy without ${DROPPED}'s object rules: exit ${leak.status}, expected 1`);
    if (!leakRows.some((line) => line.startsWith(`${DROPPED} `))) problems.push(`--access against the copy without ${DROPPED}'s object rules: no row of ${DROPPED} says 'LEAK'`);
    const otherLeaks = leakRows.filter((line) => !line.startsWith(`${DROPPED} `));
    if (otherLeaks.length > 0) problems.push(`--access against the copy without ${DROPPED}'s object rules: leaks of other entries:\n${otherLeaks.join('\n')}`);
  } finally {
    // Closed with their keep-alive connections, so that this process ends at once.
    drifted?.server.close();
    drifted?.server.closeAllConnections();
    mock?.close();
    mock?.closeAllConnections();
    leaky.child.removeAllListeners('exit');
    leaky.child.kill();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (problems.length > 0) {
    console.error(`contract:ci: FAILED (${seconds} s)\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
    return;
  }
  console.log(`contract:ci: the mock conforms and both drifts are found; --access: nothing leaks from the mock, and the leak of ${DROPPED} is found (${seconds} s)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'scripts/contractCi.mjs')) await main();
