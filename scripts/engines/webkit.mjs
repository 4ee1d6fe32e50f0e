/**
 * WebKitGTK's MiniBrowser (Debian's webkit2gtk-driver) driven through WebKitWebDriver by
 * selenium-webdriver, on a virtual display (Xvfb: this MiniBrowser has no headless mode). The
 * same driver methods as firefox.mjs.
 * WebKitWebDriver speaks classic WebDriver only (no BiDi, no log, no script before the page's
 * own), so the page's console errors, uncaught errors and CSP violations are noted by a watch put
 * into each document as soon as the driver can reach it (inPage.mjs watchPage) and read after every
 * step; what a document logs before that is not seen, but the CSP reports the server receives are.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Builder, By } from 'selenium-webdriver';
import { takeWatched, watchPage } from './inPage.mjs';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB = '/usr/bin/Xvfb';

/** The MiniBrowser webkit2gtk-driver installs beside the engine (its path names the architecture). */
export function miniBrowser() {
  for (const dir of fs.readdirSync('/usr/lib', { withFileTypes: true })) {
    const file = path.join('/usr/lib', dir.name, 'webkit2gtk-4.1', 'MiniBrowser');
    if (dir.isDirectory() && fs.existsSync(file)) return file;
  }
  return null;
}

/** Starts Xvfb on a display it picks itself; resolves with the process and the display (':N'). */
function startXvfb() {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let stderr = '';
    xvfb.stderr.on('data', (chunk) => (stderr += chunk));
    xvfb.stdio[3].once('data', (chunk) => resolve({ xvfb, display: `:${String(chunk).trim()}` }));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (${code}): ${stderr.trim()}`)));
  });
}

/**
 * The script that polls `fn(...args)` in the page every 50 ms until it returns something truthy
 * or `ms` have passed, then answers it (null on time out). Sent as the driver's script text (not
 * evaluated by the page: the CSP forbids that).
 */
function pollScript(fn) {
  return `const done = arguments[arguments.length - 1];
const fn = (${fn});
const args = arguments[0];
const until = Date.now() + arguments[1];
const tick = () => {
  let value = null;
  try {
    value = fn(...args);
  } catch {
    value = null;
  }
  if (value || Date.now() >= until) done(value || null);
  else setTimeout(tick, 50);
};
tick();`;
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until WebKitWebDriver answers /status. */
async function driverUp(url, child) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver stopped (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('WebKitWebDriver did not answer within 10 s');
}

/**
 * Starts MiniBrowser. `pageLoadStrategy` 'none': no command waits for a page's load (for a
 * scenario that acts while the page still loads); goto then waits for the document itself, and
 * waits poll with short scripts (an asynchronous script outlives a document replaced under it there).
 */
export async function launchWebKit({ pageLoadStrategy = 'normal' } = {}) {
  const loadless = pageLoadStrategy === 'none';
  const binary = miniBrowser();
  if (!binary) throw new Error("engines: WebKitGTK's MiniBrowser is missing (apt-get install -y webkit2gtk-driver)");
  const { xvfb, display } = await startXvfb();
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' });
  const stop = () => {
    for (const proc of [child, xvfb]) if (proc.exitCode === null) proc.kill('SIGTERM');
  };
  let driver;
  try {
    const url = `http://127.0.0.1:${port}`;
    await driverUp(url, child);
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        // 'none' (the scenario's session): a command waits for no load event; a chunk the scenario
        // holds at the server delays that event, and the scenario acts meanwhile.
        pageLoadStrategy,
      })
      .build();
  } catch (error) {
    stop();
    throw error;
  }
  const capabilities = await driver.getCapabilities();
  await driver.manage().window().setRect({ width: 1280, height: 900 });
  // A wait polls in the page for up to its own time (waitFor): the script time-out is past any.
  await driver.manage().setTimeouts({ script: 120_000 });
  const problems = [];
  const run = (fn, ...args) => driver.executeScript(fn, ...args);

  /** Reads what the document's watch noted; a document without one gets one (a new page). */
  async function collect() {
    try {
      const noted = await run(takeWatched);
      if (noted) problems.push(...noted);
      else await run(watchPage);
    } catch {
      // the document is being replaced: the next step reads the new one
    }
  }

  /** Polls `fn(...args)` with one short script every 100 ms until it returns something truthy. */
  async function pollFor(fn, args, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let value = null;
      try {
        value = await run(fn, ...args);
      } catch {
        // between documents
      }
      await collect();
      if (value) return value;
      if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms`);
      await sleep(100);
    }
  }

  return {
    engine: 'WebKitGTK',
    version: `MiniBrowser ${capabilities.get('browserVersion')}`,
    async goto(url, { wait = true } = {}) {
      await collect();
      if (wait) {
        await driver.get(url);
        if (loadless) await pollFor((to) => globalThis.location.pathname === to && globalThis.document.readyState === 'complete', [new URL(url).pathname], 30_000);
        await run(watchPage);
      } else await run((to) => globalThis.location.assign(to), url);
    },
    async run(fn, ...args) {
      const value = await run(fn, ...args);
      await collect();
      return value;
    },
    async waitFor(fn, args, timeoutMs) {
      if (loadless) return pollFor(fn, args, timeoutMs);
      // Polled in the page (one round trip per wait); a document replaced meanwhile ends the
      // script early, and the wait goes on in the new one.
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        let value = null;
        try {
          value = await driver.executeAsyncScript(pollScript(fn), args, Math.max(0, deadline - Date.now()));
        } catch {
          await sleep(100);
        }
        await collect();
        if (value) return value;
        if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms`);
      }
    },
    async click(css) {
      await driver.findElement(By.css(css)).click();
      await collect();
    },
    async fill(css, text) {
      const input = await driver.findElement(By.css(css));
      await input.clear();
      await input.sendKeys(text);
    },
    async takeProblems() {
      await collect();
      return problems.splice(0, problems.length);
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        stop();
      }
    },
  };
}
