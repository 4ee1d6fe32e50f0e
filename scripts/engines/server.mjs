/**
 * The demo build served for `npm run engines` as e2e serves it: scripts/serve.mjs's startServer,
 * with the production headers of scripts/securityHeaders.cjs (CSP with Trusted Types enforced).
 * Its `api` hook adds three things the engine scenarios need:
 * - the CSP's report-uri points at this server, which keeps every report any engine sends (the
 *   browser sends them itself, past the mock's service worker);
 * - holds: a scenario makes the server keep a request unanswered until it says so (an entry chunk,
 *   assets/app.<hash>.js or assets/demo-page.<hash>.js, or a page), and learns when the engine
 *   asked for it and when the engine gave up on it (its connection closed unanswered). Those two
 *   chunks alone are sent with no-store instead of the long caching, so that every page asks for them;
 * - the addresses asked for while a scenario watches them (the password must never be in one).
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createStaticHandler, startServer } from '../serve.mjs';

export const CSP_REPORT_PATH = '/__engines__/csp_reports';
/** The entry chunks a scenario may hold: the app's, and the demo sign-in page's script. */
const HELD_CHUNK = /^\/assets\/(app|demo-page)\.[0-9a-f]+\.js$/;
const HOLD_MAX_MS = 15_000;
const ASKED_WITHIN_MS = 10_000;
const REPORT_MAX_BYTES = 64 * 1024;

/** Reads a request's body (at most REPORT_MAX_BYTES). */
async function bodyOf(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > REPORT_MAX_BYTES) break;
  }
  return body;
}

/** One line for a CSP report (report-uri's application/csp-report, or report-to's list). */
function describeReport(body) {
  try {
    const json = JSON.parse(body);
    const reports = Array.isArray(json) ? json.map((entry) => entry.body ?? {}) : [json['csp-report'] ?? {}];
    return reports
      .map((r) => `${r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive']} refused ${r['blocked-uri'] ?? r.blockedURL ?? 'inline'} on ${r['document-uri'] ?? r.documentURL}`)
      .join('; ');
  } catch {
    return body.slice(0, 300);
  }
}

export async function startEngineServer(dist) {
  const root = path.resolve(dist);
  // The CSP names the report URL when the headers are made (serve.mjs cspReportUrlOf).
  process.env.CSP_REPORT_URL = CSP_REPORT_PATH;
  const files = createStaticHandler({ root, headers: {} }); // the outer handler has set the headers
  const cspReports = [];
  const watchers = new Set();
  const holds = new Set();

  const api = {
    match(req, urlPath) {
      for (const seen of watchers) seen.push(req.url ?? '');
      if (urlPath === CSP_REPORT_PATH || (req.method === 'GET' && HELD_CHUNK.test(urlPath))) return true;
      return [...holds].some((hold) => hold.matches(req, urlPath));
    },
    async handle(req, res) {
      const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
      if (urlPath === CSP_REPORT_PATH) {
        cspReports.push(`CSP report: ${describeReport(await bodyOf(req))}`);
        res.writeHead(204, { 'Cache-Control': 'no-store' });
        res.end();
        return;
      }
      const hold = [...holds].find((h) => h.matches(req, urlPath));
      if (hold) {
        hold.arrived(req, res);
        await Promise.race([hold.released, sleep(HOLD_MAX_MS)]);
      }
      if (req.destroyed || res.destroyed) return;
      if (HELD_CHUNK.test(urlPath)) {
        // Never from a cache: every page that loads the chunk asks for it, so a hold catches it.
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? 'no-store' : value);
        delete req.headers['if-none-match'];
      }
      files(req, res);
    },
  };

  /**
   * Holds, from now on, every GET whose path `test` accepts: `requested` resolves when the engine
   * asks for it (its script load or its page; a prefetch of a chunk, which an engine may use for
   * the script, counts 1.5 s later), or rejects after ASKED_WITHIN_MS; `abandoned` resolves when the
   * engine closes a held request unanswered (it stopped the load); `release()` lets them all go.
   */
  function hold(what, test) {
    let asked;
    let abandon;
    let release;
    const requested = new Promise((resolve, reject) => {
      asked = resolve;
      setTimeout(() => reject(new Error(`${what} was not asked for within ${ASKED_WITHIN_MS / 1000} s`)), ASKED_WITHIN_MS).unref();
    });
    requested.catch(() => undefined);
    const abandoned = new Promise((resolve) => (abandon = resolve));
    const released = new Promise((resolve) => (release = resolve));
    const entry = {
      matches: (req, urlPath) => req.method === 'GET' && test(urlPath),
      arrived(req, res) {
        if (req.headers['sec-fetch-dest'] === 'empty') setTimeout(asked, 1500);
        else asked();
        res.once('close', () => {
          if (!res.writableEnded) abandon();
        });
      },
      released,
    };
    holds.add(entry);
    return {
      requested,
      abandoned,
      release() {
        holds.delete(entry);
        release();
      },
    };
  }

  const server = await startServer({ port: Number(process.env.ENGINES_PORT ?? 0), root, api });
  const base = `http://127.0.0.1:${server.address().port}`;

  return {
    base,
    /** Holds the entry chunk `name` ('app' or 'demo-page'): see hold(). */
    holdChunk: (name) => hold(`the chunk ${name}`, (urlPath) => HELD_CHUNK.test(urlPath) && urlPath.startsWith(`/assets/${name}.`)),
    /** Holds the page at `pagePath` (its HTML): see hold(). */
    holdPage: (pagePath) => hold(`the page ${pagePath}`, (urlPath) => urlPath === pagePath),
    /** Notes the address of every request from `start()` until `stop()`, which returns them. */
    addresses: {
      start() {
        const seen = [];
        watchers.add(seen);
        return {
          stop() {
            watchers.delete(seen);
            return seen;
          },
        };
      },
    },
    /** The CSP reports received since the last call. */
    takeCspReports: () => cspReports.splice(0, cspReports.length),
    close() {
      server.close();
      server.closeAllConnections();
    },
  };
}
