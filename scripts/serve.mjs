#!/usr/bin/env node
/**
 * `npm run serve`: a small static server for the built portal in dist/ (or $DIST_DIR) on
 * 127.0.0.1:4173 (or $PORT).
 * Paths without a file extension get the page pre-rendered for them (dist/login.html for /login,
 * dist/home.html for /, dist/viewProjectDetails/[projectId].html for /viewProjectDetails/12), else index.html (SPA fallback); the build's brotli copy (<file>.br) or
 * gzip when the client accepts it; long caching for the hashed files in /assets, no-cache for
 * the HTML and the mock service worker, and the security headers of scripts/securityHeaders.cjs for
 * that build (a demo build's CSP allows its mock worker; connect-src extended with the origins of
 * API_BASE_URL, BUILD_SERVER_URL and DEVOPS_SERVICE_URL when they are set; CSP_REPORT_URL or the
 * build's config names where violations are reported).
 * A native form POST to a page answers 303 back to it (postBackLocation).
 * Optional `api` hook of createStaticHandler/startServer (`npm run perf` passes the node mock
 * backend of scripts/mockHttp.mjs): requests it matches go to it, with the same headers.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import buildStats from './buildStats.cjs';
import headersModule from './securityHeaders.cjs';

const { checkReportUrl, connectSrcFromEnv, securityHeaders } = headersModule;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The CSP violation report URL of an environment: CSP_REPORT_URL when it is set (empty: none),
 * else config/<appEnv>.json's `cspReportUrl`, else none (''). Read when the headers are made, as
 * the connect-src origins are.
 */
export function cspReportUrlOf(appEnv, env = process.env) {
  if (env.CSP_REPORT_URL !== undefined) return env.CSP_REPORT_URL && checkReportUrl(env.CSP_REPORT_URL);
  const file = path.join(ROOT, 'config', `${appEnv}.json`);
  const url = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')).cspReportUrl ?? '') : '';
  return url && checkReportUrl(url);
}

/**
 * The header options of the build in `dist` (scripts/securityHeaders.cjs): `mockWorker` when it
 * carries the mock's service worker (a demo build), and the report URL of the build's environment
 * (its stats name it; without them, demo for a build with the worker, production without).
 * nginx's headers (scripts/nginx.mjs) are chosen the same way.
 */
export function buildHeaderOptions(dist, env = process.env) {
  const mockWorker = fs.existsSync(path.join(dist, 'mockServiceWorker.js'));
  let appEnv = mockWorker ? 'demo' : 'production';
  try {
    appEnv = JSON.parse(fs.readFileSync(buildStats.statsFileOf(dist), 'utf8')).env ?? appEnv;
  } catch {
    // no stats beside the build (a copied dist/): the worker tells
  }
  return { mockWorker, reportUrl: cspReportUrlOf(appEnv, env) };
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg', '.webmanifest']);
const SERVICE_WORKER = '/mockServiceWorker.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A request target a POST may be sent back to: its path as the client wrote it (never decoded or
 * normalised), made only of the characters a path holds unencoded and '%' (no CR, LF, tab, space
 * or backslash), and not starting with `//` or `/\`, raw or percent-encoded, which a browser reads
 * as another host. The query is dropped. nginx's map ($dfc_portal_post_back) uses this pattern
 * (scripts/nginx.mjs), so the two answer alike.
 */
export const POST_BACK_PATTERN = "^(/(?![/\\x5C]|%2[Ff]|%5[Cc])[-A-Za-z0-9._~!$&'()*+,;=:@%/]*)(?:[?].*)?$";
const POST_BACK = new RegExp(POST_BACK_PATTERN);

/**
 * Where a native form POST to a page goes back to, by GET (303): the raw request target's path
 * when POST_BACK_PATTERN takes it, else the portal's root. It never names another origin and
 * never carries a CR or LF into a header.
 */
export function postBackLocation(rawTarget) {
  return POST_BACK.exec(rawTarget ?? '')?.[1] ?? '/';
}

/**
 * Builds the request handler for the files under `root`.
 * `api` (optional): `{ match(req, urlPath): boolean, handle(req, res): void | Promise<void> }`;
 * a request whose decoded path it matches (any method) is handed to `handle` after the security
 * headers are set, instead of being served from `root`. Without it nothing changes.
 */
export function createStaticHandler({ root = path.join(ROOT, 'dist'), headers, api } = {}) {
  const rootDir = path.resolve(root);
  const sent = headers ?? securityHeaders(buildHeaderOptions(rootDir));
  const gzipCache = new Map(); // file -> { mtimeMs, body }

  /** The file a URL path names, or null when it leaves the root or names no file. */
  function fileFor(urlPath) {
    const resolved = path.resolve(rootDir, `.${urlPath}`);
    if (resolved !== rootDir && !resolved.startsWith(rootDir + path.sep)) return null;
    try {
      return fs.statSync(resolved).isFile() ? resolved : null;
    } catch {
      return null;
    }
  }

  /** The page pre-rendered for a route with a path parameter: /a/b is answered by a/[name].html. */
  function parameterPageFor(urlPath) {
    const dir = path.posix.dirname(urlPath);
    if (dir === '/' || !/^[^/]+$/.test(path.posix.basename(urlPath))) return null;
    const dirFile = path.resolve(rootDir, `.${dir}`);
    if (!dirFile.startsWith(rootDir + path.sep)) return null;
    let names;
    try {
      names = fs.readdirSync(dirFile);
    } catch {
      return null;
    }
    const name = names.find((entry) => /^\[\w+\]\.html$/.test(entry));
    return name ? fileFor(`${dir}/${name}`) : null;
  }

  function cacheControl(urlPath, file) {
    if (file.endsWith('.html') || urlPath === SERVICE_WORKER) return 'no-cache';
    if (urlPath.startsWith('/assets/')) return IMMUTABLE;
    return 'public, max-age=3600';
  }

  function gzipped(file, stat) {
    const cached = gzipCache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.body;
    const body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
    gzipCache.set(file, { mtimeMs: stat.mtimeMs, body });
    return body;
  }

  /** The build's brotli copy of `file`, or null when there is none as new as the file. */
  function precompressed(file, stat) {
    try {
      const br = fs.statSync(`${file}.br`);
      return br.mtimeMs >= stat.mtimeMs ? fs.readFileSync(`${file}.br`) : null;
    } catch {
      return null;
    }
  }

  /** Hands the request to the api hook when it matches; true when it did. */
  function toApi(req, res) {
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return false;
    }
    if (!api.match(req, urlPath)) return false;
    Promise.resolve()
      .then(() => api.handle(req, res))
      .catch((error) => {
        console.error(`serve: the api hook failed on ${req.method} ${urlPath}:`, error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end();
      });
    return true;
  }

  return function handle(req, res) {
    for (const [name, value] of Object.entries(sent)) res.setHeader(name, value);
    if (api && toApi(req, res)) return;
    let pathname;
    let urlPath;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      urlPath = decodeURIComponent(pathname);
    } catch {
      req.resume();
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad Request\n');
      return;
    }
    // A form posted natively before its page's script ran (src/components/useEarlySubmit.ts) goes
    // back to its page, by GET, without what it sent (nginx: `return 303 $dfc_portal_post_back;`).
    if (req.method === 'POST' && !/\.[a-z0-9]+$/i.test(pathname)) {
      req.resume();
      res.writeHead(303, { Location: postBackLocation(req.url), 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed\n');
      return;
    }
    let file = fileFor(urlPath);
    // A page pre-rendered at build time (dist/login.html for /login, the frame
    // dist/viewProjectDetails/[projectId].html for /viewProjectDetails/12), else the SPA fallback.
    if (!file && path.posix.extname(urlPath) === '') {
      const page = urlPath.replace(/\/+$/, '');
      file = (urlPath === '/' ? fileFor('/home.html') : (fileFor(`${page}.html`) ?? parameterPageFor(page))) ?? fileFor('/index.html');
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not Found\n');
      return;
    }

    const stat = fs.statSync(file);
    const ext = path.extname(file).toLowerCase();
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControl(urlPath, file));
    res.setHeader('ETag', etag);
    if (urlPath === SERVICE_WORKER) res.setHeader('Service-Worker-Allowed', '/');
    if (COMPRESSIBLE.has(ext)) res.setHeader('Vary', 'Accept-Encoding');

    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304);
      res.end();
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    // The build's brotli copy (<file>.br, webpack.config.ts PrecompressPlugin) when the browser
    // takes br and the copy is not older than the file; else gzip made here; else the file.
    const brotli = COMPRESSIBLE.has(ext) && /\bbr\b/.test(accepted) ? precompressed(file, stat) : null;
    const gzip = !brotli && /\bgzip\b/.test(accepted) && COMPRESSIBLE.has(ext);
    const body = brotli ?? (gzip ? gzipped(file, stat) : fs.readFileSync(file));
    if (brotli) res.setHeader('Content-Encoding', 'br');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** Starts the server; resolves with it once it listens. `api`: see createStaticHandler. */
export function startServer({ port = Number(process.env.PORT ?? 4173), host = '127.0.0.1', root, api } = {}) {
  const dir = path.resolve(root ?? process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`serve: ${path.relative(process.cwd(), dir) || dir}/index.html is missing. Run \`npm run build\` or \`npm run build:demo\` first.`);
  }
  const headers = securityHeaders({ connectSrc: connectSrcFromEnv(), ...buildHeaderOptions(dir) });
  const server = http.createServer(createStaticHandler({ root: dir, headers, api }));
  server.root = dir;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Runs a server started by `start` until Ctrl+C, saying where it listens (`label`, `what`):
 * `node scripts/serve.mjs` and `node scripts/mockHttp.mjs`.
 */
export async function serveUntilStopped(label, what, start) {
  try {
    const server = await start();
    const { address, port } = server.address();
    console.log(`${label}: ${path.relative(process.cwd(), server.root) || '.'}/ ${what} http://${address}:${port}/ (Ctrl+C to stop)`);
    const stop = () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) await serveUntilStopped('serve', 'at', () => startServer());
