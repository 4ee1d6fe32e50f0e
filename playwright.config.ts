import { defineConfig, devices } from '@playwright/test';

/**
 * e2e specs drive Debian's chromium (never a downloaded browser) against the demo build in dist/,
 * served by scripts/serve.mjs. `npm run e2e` builds the demo bundle first when it is missing.
 */
const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  // e2e/production/ runs against the production build (playwright.production.config.ts).
  testIgnore: 'production/**',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two at once in CI too: 584 s of tests took 655 s on one worker, about 400 on two (2 cores).
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${BASE_URL}/login`,
    env: { PORT: String(PORT) },
    reuseExistingServer: !CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
