#!/usr/bin/env node
/**
 * The node mock backend (scripts/mockHttp.mjs) as a backend of its own, on another origin than
 * the portal: what a real deployment meets. CORS for the portal's origin only (preflight
 * answered; any other origin gets no CORS headers, so its browser refuses the answer), and
 * latency with jitter on every answer.
 *
 *   node scripts/mockServer.mjs --port 4175 --allow-origin http://127.0.0.1:4174 --latency 150-400
 *
 * `npm run e2e:production` starts it beside nginx (scripts/productionServers.mjs) for a production
 * build built with API_BASE_URL (and the build server and devops service URLs) pointing at it. The
 * CSP nginx sends there reports violations to it (POST /__mock__/csp_reports, listed by GET: the
 * mock answers both itself, mocks/http.ts); the browser sends those reports without CORS.
 *
 * `--drop-object-rules apps.projectBasic[,…]` (dropObjectRules): a deliberately drifted copy whose
 * named entries have their object rules switched off (mocks/core/access.ts dropObjectRules), for
 * `npm run contract:ci` to prove that `contract:check --access` finds the leak. Never for a demo.
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMockApi } from './mockHttp.mjs';

/** The request headers the portal sends across origins (a bearer token, JSON or form bodies). */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** Answer headers the portal reads (file names of downloads). */
const EXPOSED_HEADERS = 'Content-Disposition, Content-Length';

/** "150-400" -> [150, 400]; "250" -> [250, 250]; absent -> none. */
export function parseLatency(text) {
  if (!text) return undefined;
  const match = /^(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`--latency: expected ms or min-max ms, got ${text}`);
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  if (max < min) throw new Error(`--latency: ${max} is below ${min}`);
  return [min, max];
}

/**
 * Starts the mock on 127.0.0.1:`port` for pages of `allowOrigin` (one origin, e.g.
 * http://127.0.0.1:4174). Resolves with the server once it listens. `dropObjectRules`: entry ids
 * whose object rules this server's mock switches off (a drifted copy; see above).
 */
export async function startMockServer({ port, allowOrigin, latencyMs, dropObjectRules }) {
  const api = await createMockApi({ latencyMs, dropObjectRules });
  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    const allowed = origin !== undefined && origin === allowOrigin;
    res.setHeader('Vary', 'Origin');
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    if (req.method === 'OPTIONS') {
      if (allowed) {
        res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.writeHead(allowed ? 204 : 403);
      res.end();
      return;
    }
    Promise.resolve()
      .then(() => api.handle(req, res))
      .catch((error) => {
        console.error(`mockServer: ${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
      });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

function argument(name) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) {
  const port = Number(argument('--port') ?? 4175);
  const allowOrigin = argument('--allow-origin');
  if (!allowOrigin) {
    console.error('usage: node scripts/mockServer.mjs --port 4175 --allow-origin http://127.0.0.1:4174 [--latency 150-400] [--drop-object-rules entry,…]');
    process.exit(2);
  }
  const latencyMs = parseLatency(argument('--latency'));
  const dropObjectRules = argument('--drop-object-rules')?.split(',').filter(Boolean);
  const server = await startMockServer({ port, allowOrigin, latencyMs, dropObjectRules });
  const dropped = dropObjectRules?.length ? `, without the object rules of ${dropObjectRules.join(', ')}` : '';
  console.log(`mockServer: the mock backend at http://127.0.0.1:${server.address().port}/ for pages of ${allowOrigin}${latencyMs ? `, answering in ${latencyMs.join('-')} ms` : ''}${dropped}`);
}
