#!/usr/bin/env node
/**
 * The world `npm run e2e:production` tests the production build in: the build served by nginx
 * with the shipped config (scripts/nginx.mjs), and the backend on another origin with the latency
 * of a real network (the node mock, scripts/mockServer.mjs: CORS for the portal's origin only,
 * 150-400 ms per answer). The build must call that origin: `npm run check` builds it with
 * PRODUCTION_E2E_BUILD_ENV (API_BASE_URL and the two service URLs), and the CSP's connect-src
 * comes from the same variables; its CSP reports violations to the mock (CSP_REPORT_URL: the
 * mock lists them at GET /__mock__/csp_reports).
 *
 * Run directly (playwright.production.config.ts's webServer), it starts both and runs until stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startNginx } from './nginx.mjs';
import { parseLatency, startMockServer } from './mockServer.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PORTAL_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 4174);
export const API_PORT = Number(process.env.E2E_API_PORT ?? PORTAL_PORT + 1);
export const PORTAL_ORIGIN = `http://127.0.0.1:${PORTAL_PORT}`;
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
export const LATENCY = process.env.E2E_API_LATENCY ?? '150-400';

/** Where the mock receives CSP violation reports (and lists them, by GET). */
export const CSP_REPORTS_URL = `${API_ORIGIN}/__mock__/csp_reports`;

/**
 * What the production build for the e2e run is built and served with: every service on the
 * mock's origin, and the CSP's violation reports sent to the mock.
 */
export const PRODUCTION_E2E_BUILD_ENV = {
  API_BASE_URL: API_ORIGIN,
  BUILD_SERVER_URL: API_ORIGIN,
  DEVOPS_SERVICE_URL: API_ORIGIN,
  CSP_REPORT_URL: CSP_REPORTS_URL,
};

/** The origin of the backend the build in `dist` calls when it is another origin (its inlined config's API base URL), else null. */
export function buildApiOrigin(dist) {
  const assets = path.join(dist, 'assets');
  if (!fs.existsSync(assets)) return null;
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const match = /\bapiBaseUrl"?:"(https?:\/\/[^"/]+)/.exec(fs.readFileSync(path.join(assets, file), 'utf8'));
    if (match) return match[1];
  }
  return null;
}

/** Whether the build in `dist` calls `origin` (its inlined config names it as the API base URL). */
export function buildCallsOrigin(dist, origin = API_ORIGIN) {
  return buildApiOrigin(dist) === origin;
}

export async function startProductionServers(dist = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'))) {
  const api = await startMockServer({ port: API_PORT, allowOrigin: PORTAL_ORIGIN, latencyMs: parseLatency(LATENCY) });
  const nginx = await startNginx({ dist, port: PORTAL_PORT, env: PRODUCTION_E2E_BUILD_ENV });
  return {
    stop() {
      nginx.stop();
      api.close();
      api.closeAllConnections();
    },
  };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) {
  const servers = await startProductionServers();
  console.log(`productionServers: nginx at ${PORTAL_ORIGIN}/, the mock backend at ${API_ORIGIN}/ (${LATENCY} ms)`);
  const stop = () => {
    servers.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
