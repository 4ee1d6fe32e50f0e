#!/usr/bin/env node
/**
 * `npm run serve`: a small static server for the built portal in dist/ (or $DIST_DIR) on
 * 127.0.0.1:4173 (or $PORT).
 * SPA fallback to index.html for paths without a file extension, gzip when the client accepts it,
 * long caching for the hashed files in /assets, no-cache for index.html and the mock service
 * worker, and the security headers of scripts/securityHeaders.cjs (connect-src extended with the
 * origins of API_BASE_URL, BUILD_SERVER_URL and DEVOPS_SERVICE_URL when they are set).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import headersModule from './securityHeaders.cjs';

const { connectSrcFromEnv, securityHeaders } = headersModule;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/** Builds the request handler for the files under `root`. */
export function createStaticHandler({ root = path.join(ROOT, 'dist'), headers = securityHeaders() } = {}) {
  const rootDir = path.resolve(root);
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

  function cacheControl(urlPath, file) {
    if (file.endsWith(`${path.sep}index.html`) || urlPath === SERVICE_WORKER) return 'no-cache';
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

  return function handle(req, res) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed\n');
      return;
    }
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad Request\n');
      return;
    }
    let file = fileFor(urlPath);
    if (!file && path.posix.extname(urlPath) === '') file = fileFor('/index.html'); // SPA fallback
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
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const gzip = acceptsGzip && COMPRESSIBLE.has(ext);
    const body = gzip ? gzipped(file, stat) : fs.readFileSync(file);
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** Starts the server; resolves with it once it listens. */
export function startServer({ port = Number(process.env.PORT ?? 4173), host = '127.0.0.1', root } = {}) {
  const dir = path.resolve(root ?? process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`serve: ${path.relative(process.cwd(), dir) || dir}/index.html is missing. Run \`npm run build\` or \`npm run build:demo\` first.`);
  }
  const headers = securityHeaders({ connectSrc: connectSrcFromEnv() });
  const server = http.createServer(createStaticHandler({ root: dir, headers }));
  server.root = dir;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) {
  try {
    const server = await startServer();
    const { address, port } = server.address();
    console.log(`serve: ${path.relative(process.cwd(), server.root) || '.'}/ at http://${address}:${port}/ (Ctrl+C to stop)`);
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
