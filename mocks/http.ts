/**
 * The mock backend over plain HTTP, in node: the same handlers as the browser's service worker
 * (mocks/serviceWorker.ts) and jest (mocks/node.ts), answered through msw's getResponse. `npm run perf`
 * serves the production build (which has no mock) with it, so that it can sign in and measure the
 * signed-in pages. scripts/mockHttp.mjs bundles this file for node; the app never imports it.
 *
 * Every service lives on the server's own origin (the production config's base URLs are ''). The
 * data is a fresh seed held in memory (no IndexedDB in node); answers come at once unless a
 * latency is given.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { webcrypto } from 'node:crypto';
import { getResponse } from 'msw';
import { provideSubtleCrypto } from './core/jwt';
import { setLatency } from './core/latency';
import { dropObjectRules } from './core/access';
import { createHandlers } from './areas';
import { db, resetDb } from './core/state';
import { mockNow } from './core/clock';
import { APP_BUILD_STEP_MS } from './apps/model';
import { LARGE_DEMO } from '../src/domain/contract/mockAdmin';
import { setMockScale } from './scale';
import type { MockScale } from '../src/domain/contract/mockAdmin';
import { handlerLookup } from './match';

// Node 20 has globalThis.crypto.subtle; older runtimes get node:crypto's WebCrypto (as jest does).
if (!globalThis.crypto?.subtle) provideSubtleCrypto(webcrypto.subtle as unknown as SubtleCrypto);

export interface NodeMockApiOptions {
  /** Simulated answer time in ms, [min, max] (default: none). */
  latencyMs?: readonly [number, number];
  /** How much data it seeds (default 'normal'; 'large': the large demo, for `npm run bench`). */
  scale?: MockScale;
  /**
   * `npm run bench` only: also answers POST /__mock__/bench/running_build ({appId}: {buildNo}), a
   * build of that app that runs from now on (see startRunningBuild).
   */
  bench?: boolean;
  /**
   * `npm run contract:ci` only: entries whose object rules are switched off (a deliberately drifted
   * copy, scripts/mockServer.mjs --drop-object-rules; mocks/core/access.ts dropObjectRules).
   */
  dropObjectRules?: readonly string[];
}

/** The bench's path for a running build (under /__mock__/, which the node server routes to the mock). */
const BENCH_RUNNING_BUILD = '/__mock__/bench/running_build';

/**
 * Where the browser reports CSP violations when the CSP names this mock (CSP_REPORT_URL,
 * scripts/securityHeaders.cjs): POST takes them, GET lists them. Not a contract entry: a real
 * backend has its own receiver, or none. The browser sends them itself (no service worker sees
 * them), so only this node server receives them.
 */
const CSP_REPORTS = '/__mock__/csp_reports';
/** report-uri sends one application/csp-report; report-to (the Reporting API) a list as application/reports+json. */
const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
/** The newest reports kept, and the largest body taken: a flood of reports cannot fill the memory. */
const CSP_REPORTS_KEPT = 200;
const CSP_REPORT_MAX_BYTES = 64 * 1024;

/** One violation as GET /__mock__/csp_reports lists it: the fields both formats carry, and the report as sent. */
export interface CspReport {
  receivedAt: string;
  via: 'report-uri' | 'report-to';
  documentUrl: string;
  effectiveDirective: string;
  blockedUrl: string;
  disposition: string;
  sample: string;
  report: Record<string, unknown>;
}

const cspReports: CspReport[] = [];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The violations a report body holds (none when it is not one of the two formats). */
function cspViolations(contentType: string, body: unknown): CspReport[] {
  const receivedAt = new Date().toISOString();
  if (contentType === 'application/csp-report') {
    const report = isObject(body) ? body['csp-report'] : undefined;
    if (!isObject(report)) return [];
    return [
      {
        receivedAt,
        via: 'report-uri',
        documentUrl: text(report['document-uri']),
        effectiveDirective: text(report['effective-directive']) || text(report['violated-directive']),
        blockedUrl: text(report['blocked-uri']),
        disposition: text(report.disposition),
        sample: text(report['script-sample']),
        report,
      },
    ];
  }
  return (Array.isArray(body) ? body : [])
    .filter((entry): entry is Record<string, unknown> => isObject(entry) && entry.type === 'csp-violation' && isObject(entry.body))
    .map((entry) => {
      const report = entry.body as Record<string, unknown>;
      return {
        receivedAt,
        via: 'report-to' as const,
        documentUrl: text(report.documentURL),
        effectiveDirective: text(report.effectiveDirective),
        blockedUrl: text(report.blockedURL),
        disposition: text(report.disposition),
        sample: text(report.sample),
        report,
      };
    });
}

function answerJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** POST: keeps the violations of a report (204); GET: lists them, oldest first. */
async function answerCspReports(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    answerJson(res, 200, { reports: cspReports });
    return;
  }
  if (req.method !== 'POST') {
    req.resume();
    answerJson(res, 405, { message: 'GET or POST' }, { Allow: 'GET, HEAD, POST' });
    return;
  }
  const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!CSP_REPORT_TYPES.includes(contentType)) {
    req.resume();
    answerJson(res, 415, { message: `Expected ${CSP_REPORT_TYPES.join(' or ')}` });
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > CSP_REPORT_MAX_BYTES) {
    req.resume();
    answerJson(res, 413, { message: `At most ${CSP_REPORT_MAX_BYTES} bytes` });
    return;
  }
  const raw = await readBody(req, CSP_REPORT_MAX_BYTES);
  let body: unknown;
  try {
    body = raw === null ? undefined : JSON.parse(raw.toString('utf8'));
  } catch {
    body = undefined;
  }
  const violations = body === undefined ? [] : cspViolations(contentType, body);
  if (violations.length === 0) {
    answerJson(res, raw === null ? 413 : 400, { message: raw === null ? `At most ${CSP_REPORT_MAX_BYTES} bytes` : 'No CSP violation in the report' });
    return;
  }
  cspReports.push(...violations);
  cspReports.splice(0, Math.max(0, cspReports.length - CSP_REPORTS_KEPT));
  res.writeHead(204, { 'Cache-Control': 'no-store' });
  res.end();
}

/**
 * A running clean-cache build of the app, LARGE_DEMO.logLines lines long, just past its Checkout
 * step. It has no job: its log grows with the mock clock through the Build step (almost every line,
 * in APP_BUILD_STEP_MS.Build of mock time), so the clock's speed sets how fast lines arrive.
 */
function startRunningBuild(appId: number): number {
  const buildNo = db.appCounters.buildNo;
  db.appCounters.buildNo = buildNo + 1;
  db.appBuilds.push({
    buildNo,
    appId,
    buildStatus: 'IN_PROGRESS',
    startedAt: mockNow() - APP_BUILD_STEP_MS.Checkout,
    endedAt: null,
    failedStep: null,
    cleanCache: true,
    logLines: LARGE_DEMO.logLines,
    jobId: null,
    by: 0,
  });
  return buildNo;
}

export interface NodeMockApi {
  /** Whether one of the mock's handlers answers this method and path (query strings aside). */
  matches(method: string, urlPath: string): boolean;
  /** Answers the request with the mock (404 {message} when no handler answers after all). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

const BASE = 'http://mock.invalid';

function readBody(req: IncomingMessage): Promise<Buffer>;
/** With `maxBytes`: null once the body is longer (the rest is read and dropped). */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null>;
function readBody(req: IncomingMessage, maxBytes = Infinity): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= maxBytes) chunks.push(chunk);
    });
    req.on('end', () => resolve(length <= maxBytes ? Buffer.concat(chunks) : null));
    req.on('error', reject);
  });
}

/** The node request as a fetch Request on `origin`. */
async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

export function createNodeMockApi(options: NodeMockApiOptions = {}): NodeMockApi {
  if (options.latencyMs) setLatency(options.latencyMs[0], options.latencyMs[1]);
  dropObjectRules(options.dropObjectRules ?? []);
  const handlers = createHandlers({});
  // The handlers that answer a method at an address (getResponse is given only these).
  const matching = handlerLookup(handlers);
  if (options.scale && options.scale !== 'normal') {
    setMockScale(options.scale);
    resetDb();
  }

  return {
    matches(method, urlPath) {
      return matching(method, new URL(urlPath, BASE), BASE).length > 0;
    },

    async handle(req, res) {
      if ((req.url ?? '').split('?')[0] === CSP_REPORTS) {
        await answerCspReports(req, res);
        return;
      }
      if (options.bench && req.method === 'POST' && (req.url ?? '').split('?')[0] === BENCH_RUNNING_BUILD) {
        const { appId } = JSON.parse((await readBody(req)).toString('utf8') || '{}') as { appId?: unknown };
        const known = typeof appId === 'number' && db.apps.some((app) => app.appId === appId);
        res.writeHead(known ? 200 : 404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(known ? { buildNo: startRunningBuild(appId) } : { message: `No app ${String(appId)}` }));
        return;
      }
      const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
      let response: Response | undefined;
      try {
        const request = await toRequest(req, origin);
        response = await getResponse([...matching(request.method, new URL(request.url), origin)], request, { baseUrl: origin, quiet: true });
      } catch (error) {
        console.error('[mock backend] a handler failed', error);
        response = Response.json({ message: 'Mock backend error' }, { status: 500 });
      }
      if (!response) response = Response.json({ message: 'Not found' }, { status: 404 });
      // HttpResponse.error() (an injected 'network' fault): drop the connection.
      if (response.type === 'error') {
        res.destroy();
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-encoding' && name !== 'transfer-encoding') res.setHeader(name, value);
      });
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Length', body.length);
      if (response.statusText) res.writeHead(response.status, response.statusText);
      else res.writeHead(response.status);
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
