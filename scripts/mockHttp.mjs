#!/usr/bin/env node
/**
 * The mock backend in node, as an `api` hook for scripts/serve.mjs: `npm run perf` serves the
 * production build (which carries no mock) with it, so that it can sign in and measure the
 * signed-in pages with the demo data.
 *
 * createMockApi() bundles mocks/http.ts for node with webpack (target node, ts-loader
 * transpileOnly as in webpack.config.ts; packages stay external and load from node_modules) into
 * a temporary directory, loads it and returns `{ match, handle }`: every /api/* and /__mock__/*
 * request goes to the mock, and any other one that one of its handlers answers (method and path:
 * /authenticate, the build server's and devops service's paths; the production config puts every
 * service on the portal's own origin). The data is a fresh seed in memory, per call; answers come at once unless
 * `latencyMs` is given.
 *
 * Run directly, it serves a build with the mock: `DIST_DIR=/tmp/prod node scripts/mockHttp.mjs`
 * (127.0.0.1:4173 or $PORT; the demo password is at GET /__mock__/accounts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { serveUntilStopped, startServer } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(ROOT, 'mocks/http.ts');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
/** Paths that always go to the mock (404 {message} when no handler answers), never to the SPA fallback. */
const API_PREFIXES = ['/api/', '/__mock__/'];

/** Packages (bare specifiers and node built-ins) are not bundled: they load from the project's node_modules. */
function externals({ request }, callback) {
  if (!request || request.startsWith('.') || path.isAbsolute(request)) return callback();
  if (request.startsWith('node:')) return callback(null, `commonjs ${request}`);
  try {
    return callback(null, `commonjs ${requireFromRoot.resolve(request)}`);
  } catch {
    return callback(); // not resolvable by node: let webpack try (and report it)
  }
}

function bundle(outputDir) {
  const config = {
    mode: 'development',
    target: 'node',
    context: ROOT,
    entry: { 'mock-http': ENTRY },
    output: { path: outputDir, filename: '[name].cjs', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
        },
        // The mock's seed data files (content pages, log templates) as their text, as in webpack.config.ts.
        { test: /\.(html|txt)$/, include: path.join(ROOT, 'mocks'), type: 'asset/source' },
      ],
    },
    externals: [externals],
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(path.join(outputDir, 'mock-http.cjs'));
    });
  });
}

/**
 * The mock backend as serve.mjs's `api` hook: `{ match(req, urlPath), handle(req, res), seedMs }`.
 * options.latencyMs: [min, max] simulated answer time (default: none); options.scale: 'normal'
 * (default) or 'large' (the large demo); options.bench: the bench's own mock path (mocks/http.ts);
 * options.dropObjectRules: entries whose object rules the mock switches off (a drifted copy for
 * `npm run contract:ci`, scripts/mockServer.mjs).
 * seedMs: how long creating the mock and seeding its data took (ms).
 */
export async function createMockApi(options = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfc-mock-http-'));
  try {
    const file = await bundle(dir);
    const { createNodeMockApi } = createRequire(import.meta.url)(file);
    const started = performance.now();
    const api = createNodeMockApi({ latencyMs: options.latencyMs, scale: options.scale, bench: options.bench, dropObjectRules: options.dropObjectRules });
    const seedMs = performance.now() - started;
    return {
      match: (req, urlPath) => API_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) || api.matches(req.method ?? 'GET', urlPath),
      handle: (req, res) => api.handle(req, res),
      seedMs,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) await serveUntilStopped('mockHttp', 'with the mock backend at', async () => startServer({ api: await createMockApi() }));
