import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run e2e:production`: the few journeys only a production build takes (the pre-rendered
 * sign-in pages, whose own small script works before the app loads; src/public; a backend on
 * another origin), against the production build in dist/ served by nginx with the shipped config,
 * the mock backend running in node on another origin with latency (scripts/productionServers.mjs).
 * Everything else runs against the demo build (playwright.config.ts).
 */
const PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 4174);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The backend's origin (scripts/productionServers.mjs API_ORIGIN; the specs read E2E_API_ORIGIN). */
const API_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? PORT + 1)}`;
process.env.E2E_API_ORIGIN = API_ORIGIN;

export default defineConfig({
  ...base,
  testDir: 'e2e/production',
  testIgnore: undefined,
  use: { ...base.use, baseURL: BASE_URL },
  webServer: {
    command: 'node scripts/productionServers.mjs',
    url: `${BASE_URL}/login`,
    env: { E2E_PRODUCTION_PORT: String(PORT), ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
