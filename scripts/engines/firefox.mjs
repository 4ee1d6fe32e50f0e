/**
 * Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (never a downloaded browser:
 * puppeteer-core has none, and PUPPETEER_SKIP_DOWNLOAD keeps it so). The driver the steps of
 * `npm run engines` use in Firefox (webkit.mjs has the same methods).
 * BiDi reports the page's console errors and uncaught errors as they happen, from the first
 * script on; a preload script reports CSP violations.
 */
import puppeteer from 'puppeteer-core';
import { reportCspViolations } from './inPage.mjs';

export const FIREFOX = '/usr/bin/firefox-esr';
const REPORTER = '__enginesCspViolation';

/** Console errors that say nothing about the portal's health (as e2e/fixtures.ts). */
const BENIGN_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 4\d\d/];

export async function launchFirefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // A quiet profile: no update checks, telemetry or first-run pages competing for the 2 cores.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  const version = await browser.version();
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!BENIGN_CONSOLE_ERRORS.some((re) => re.test(text))) problems.push(`console error at ${pathOf(page.url())}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught page error at ${pathOf(page.url())}: ${error?.stack || error?.message || String(error)}`));
  await page.exposeFunction(REPORTER, (text) => problems.push(text));
  await page.evaluateOnNewDocument(reportCspViolations, REPORTER);

  return {
    engine: 'Firefox',
    version,
    async goto(url, { wait = true } = {}) {
      if (wait) await page.goto(url, { waitUntil: 'load' });
      else await page.evaluate((to) => globalThis.location.assign(to), url);
    },
    run: (fn, ...args) => page.evaluate(fn, ...args),
    async waitFor(fn, args, timeoutMs) {
      const handle = await page.waitForFunction(fn, { timeout: timeoutMs, polling: 100 }, ...args);
      return handle.jsonValue();
    },
    click: (css) => page.click(css),
    async fill(css, text) {
      await page.$eval(css, (el) => el.select?.());
      await page.type(css, text);
    },
    takeProblems: async () => problems.splice(0, problems.length),
    close: () => browser.close(),
  };
}

const pathOf = (url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};
