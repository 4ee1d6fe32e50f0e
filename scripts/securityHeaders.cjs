'use strict';
/**
 * The headers `npm run serve` and the dev server send, and the ones a real host of the portal
 * should send (docs/hosting.md lists them). Emotion injects <style> elements at run time, hence
 * 'unsafe-inline' for styles only; scripts come from the portal's own origin alone.
 * A build with the mock (demo) has a service worker and a Trusted Types policy for its URL; a
 * production build has neither, so its CSP names neither (scripts/serve.mjs buildHeaderOptions
 * tells them apart).
 *
 * Plain CommonJS on purpose: webpack.config.ts (through ts-node) requires it and
 * scripts/serve.mjs imports it with plain node, so there is one source of truth.
 * Types: securityHeaders.d.cts.
 */

/** The env vars holding the URLs the browser calls (the backend, build server, devops service). */
const URL_ENV_VARS = ['API_BASE_URL', 'BUILD_SERVER_URL', 'DEVOPS_SERVICE_URL'];

/** The origins of absolute http(s) URLs among `urls`; relative or empty values are skipped. */
function originsOf(urls) {
  const origins = new Set();
  for (const value of urls) {
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // relative URL (same origin): nothing to add
    }
  }
  return [...origins];
}

/** The connect-src origins named by API_BASE_URL, BUILD_SERVER_URL and DEVOPS_SERVICE_URL. */
function connectSrcFromEnv(env = process.env) {
  return originsOf(URL_ENV_VARS.map((name) => env[name]));
}

/**
 * The Trusted Types policies the portal creates (src/domain/trustedTypes.ts; a jest test keeps the
 * two lists equal). The CSP allows these and no other, and requires them for every script sink.
 */
const TRUSTED_TYPES_POLICIES = ['default', 'dfc-sanitizer', 'dfc-chunks', 'dfc-mock-worker'];
/** The policy only a build with the mock creates (mocks/browser.ts signs its worker's URL with it). */
const MOCK_WORKER_POLICY = 'dfc-mock-worker';

/**
 * Checks a CSP violation report URL: an absolute http(s) URL or a path on the portal's origin,
 * with nothing that would end a directive or a header (space, ';', ',', quotes, '$', '\\').
 */
function checkReportUrl(url) {
  if (!/^(https?:\/\/[^\s;,"'$\\]+|\/(?![/\\])[^\s;,"'$\\]*)$/.test(url)) {
    throw new Error(`securityHeaders: the CSP report URL must be an http(s) URL or a path without spaces, ';', ',', quotes, '$' or '\\' (got ${JSON.stringify(url)})`);
  }
  return url;
}

function securityHeaders(options = {}) {
  const connect = ["'self'", ...(options.connectSrc ?? [])];
  if (options.dev) connect.push('ws:');
  const policies = options.mockWorker ? TRUSTED_TYPES_POLICIES : TRUSTED_TYPES_POLICIES.filter((name) => name !== MOCK_WORKER_POLICY);
  const reportUrl = options.reportUrl ? checkReportUrl(options.reportUrl) : '';
  const csp = [
    "default-src 'self'",
    options.dev ? "script-src 'self' 'unsafe-eval'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    // Only a build with the mock runs a worker (its service worker).
    ...(options.mockWorker ? ["worker-src 'self'"] : []),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    // The dev server's hot reload and error overlay write HTML and evaluate code: no Trusted Types there.
    ...(options.dev ? [] : ["require-trusted-types-for 'script'", `trusted-types ${policies.join(' ')}`]),
    // Violations are reported there. report-uri only, no report-to: Chromium ignores report-uri
    // once report-to is present, and sends report-to's reports in batches, late (the e2e runs'
    // Chromium sent none).
    ...(reportUrl ? [`report-uri ${reportUrl}`] : []),
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Browsers ignore it over plain http (localhost); over https it keeps every later visit on https.
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}

/**
 * The same headers as an nginx include (deploy/nginx/dfc-security-headers.conf, written by
 * scripts/nginx.mjs): one `add_header ... always;` per header, so that nginx sends exactly what
 * `npm run serve` sends. A location that adds a header of its own must include it again (nginx
 * drops the inherited add_header lines of a level that has its own).
 */
function nginxHeaders(options = {}) {
  const lines = Object.entries(securityHeaders(options)).map(([name, value]) => {
    // nginx would read '$' as a variable.
    if (/["\\\r\n$]/.test(value)) throw new Error(`nginxHeaders: ${name} holds a character nginx needs escaped`);
    return `add_header ${name} "${value}" always;`;
  });
  return `${lines.join('\n')}\n`;
}

module.exports = {
  securityHeaders,
  nginxHeaders,
  connectSrcFromEnv,
  originsOf,
  checkReportUrl,
  URL_ENV_VARS,
  TRUSTED_TYPES_POLICIES,
};
