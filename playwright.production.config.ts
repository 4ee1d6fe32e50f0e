import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run e2e:production`: the few journeys only a production build takes (the pre-rendered
 * sign-in pages, whose own small script works before the app loads; src/public), against the
 * production build in dist/ served with the mock backend running in node (scripts/mockHttp.mjs).
 * Everything else runs against the demo build (playwright.config.ts).
 */
const PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 4174);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...base,
  testDir: 'e2e/production',
  testIgnore: undefined,
  use: { ...base.use, baseURL: BASE_URL },
  webServer: {
    command: 'node scripts/mockHttp.mjs',
    url: `${BASE_URL}/login`,
    env: { PORT: String(PORT), ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
