/**
 * scripts/serve.mjs, run as `npm run serve` runs it (a child process on a free port, a small
 * build in a temporary directory), asked over raw sockets: what it answers a native form POST and
 * the requests of e2e/production/hostAttacks.ts, and the CSP it sends a demo and a production build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOST_ATTACKS, answerProblems, locationOf, rawRequest, type RawAnswer } from '../e2e/production/hostAttacks';
import { securityHeaders } from './securityHeaders.cjs';

interface Served {
  port: number;
  child: ChildProcess;
  dir: string;
}

const PAGE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** A build's files: the app, the pre-rendered /login and /, and the mock's worker for a demo build. */
function makeBuild(demo: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfc-serve-test-'));
  for (const file of ['index.html', 'login.html', 'home.html']) fs.writeFileSync(path.join(dir, file), PAGE);
  if (demo) fs.writeFileSync(path.join(dir, 'mockServiceWorker.js'), '// the mock');
  return dir;
}

/** Starts `node scripts/serve.mjs` on a free port for a build; resolves once it says where it listens. */
function serve(demo: boolean, env: Record<string, string> = {}): Promise<Served> {
  const dir = makeBuild(demo);
  const child = spawn(process.execPath, [path.join(__dirname, 'serve.mjs')], {
    env: { ...process.env, DIST_DIR: dir, PORT: '0', CSP_REPORT_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ port: Number(port), child, dir });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
}

function stop(served: Served | undefined): void {
  if (!served) return;
  served.child.removeAllListeners('exit');
  served.child.kill();
  fs.rmSync(served.dir, { recursive: true, force: true });
}

const header = (answer: RawAnswer, name: string) => answer.headers.find(([n]) => n === name)?.[1];

describe('scripts/serve.mjs', () => {
  let production: Served | undefined;
  let demo: Served | undefined;

  beforeAll(async () => {
    [production, demo] = await Promise.all([serve(false, { CSP_REPORT_URL: 'http://127.0.0.1:9/__mock__/csp_reports' }), serve(true)]);
  });
  afterAll(() => {
    stop(production);
    stop(demo);
  });

  it('sends a native form POST back to its page by GET, to the path as it was sent', async () => {
    const { port } = production!;
    for (const [target, location] of [
      ['/login', '/login'],
      ['/login?next=%2Fhome', '/login'],
      ['/viewProjectDetails/12', '/viewProjectDetails/12'],
      ['/login%0d%0aSet-Cookie:%20x=1', '/login%0d%0aSet-Cookie:%20x=1'],
    ]) {
      const answer = await rawRequest(port, 'POST', target);
      expect({ target, status: answer.status, location: locationOf(answer) }).toEqual({ target, status: 303, location });
    }
  });

  it('sends a POST whose path would name another host back to / (never to that host)', async () => {
    const { port } = production!;
    for (const target of ['//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/', '/%5Cevil.example/', 'http://evil.example/login']) {
      const answer = await rawRequest(port, 'POST', target);
      expect({ target, status: answer.status, location: locationOf(answer) }).toEqual({ target, status: 303, location: '/' });
    }
  });

  it.each(HOST_ATTACKS.flatMap((attack) => ['POST', 'GET'].map((method) => [method, attack.name, attack] as const)))(
    'answers %s with %s without an injected header or a Location to another origin',
    async (method, _name, attack) => {
      const { port } = production!;
      const answer = await rawRequest(port, method, attack.target, attack.host);
      expect(answerProblems(answer, `http://127.0.0.1:${port}`)).toEqual([]);
    },
  );

  it("sends a production build a CSP without the mock worker's policy and worker-src, reporting to CSP_REPORT_URL", async () => {
    const answer = await rawRequest(production!.port, 'GET', '/login');
    const csp = header(answer, 'content-security-policy')!;
    expect(csp).toContain('trusted-types default dfc-sanitizer dfc-chunks;');
    expect(csp).not.toContain('dfc-mock-worker');
    expect(csp).not.toContain('worker-src');
    expect(csp).toMatch(/; report-uri http:\/\/127\.0\.0\.1:9\/__mock__\/csp_reports$/);
  });

  it("sends a demo build a CSP with its mock worker's policy and worker-src, and no report URL when none is set", async () => {
    const answer = await rawRequest(demo!.port, 'GET', '/login');
    const csp = header(answer, 'content-security-policy')!;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain('trusted-types default dfc-sanitizer dfc-chunks dfc-mock-worker');
    expect(csp).not.toContain('report-uri');
  });

  it('refuses a report URL that would end the CSP directive or that names no http(s) place', () => {
    for (const url of ['/r; script-src *', '/r,x', 'javascript:alert(1)', '//evil.example/r', '/r"x', '/r$x', '/r\\x']) {
      expect(() => securityHeaders({ reportUrl: url })).toThrow(/CSP report URL/);
    }
    expect(securityHeaders({ reportUrl: '/__mock__/csp_reports' })['Content-Security-Policy']).toMatch(/; report-uri \/__mock__\/csp_reports$/);
  });
});
