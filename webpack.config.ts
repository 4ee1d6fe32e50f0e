import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { connectSrcFromEnv, securityHeaders } from './scripts/securityHeaders.cjs';
import { statsFileOf } from './scripts/buildStats.cjs';
import { TRUSTED_TYPES_POLICY } from './src/domain/trustedTypes';

/**
 * APP_ENV picks config/<APP_ENV>.json (development, demo, test, production).
 * API_BASE_URL, BUILD_SERVER_URL and DEVOPS_SERVICE_URL override the file's URLs, so one build
 * can be pointed at a real backend without editing a file.
 */
type Env = 'development' | 'demo' | 'test' | 'production';

/**
 * Writes dist.stats.json (beside the output, never in it: scripts/buildStats.cjs) for `npm run
 * budget` and the e2e runner: the build's env, chunk groups, chunks, their files and the names of
 * the modules in each chunk (no source).
 */
class BudgetStatsPlugin {
  constructor(private readonly env: Env) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('BudgetStatsPlugin', ({ compilation }) => {
      // A failed build emits nothing: let webpack report its errors.
      if (compilation.errors.length > 0) return;
      const { chunkGraph, requestShortener } = compilation;
      /** Module names, with concatenated (scope-hoisted) modules listed one by one. */
      const names = (module: webpack.Module): string[] => {
        const inner = (module as { modules?: Iterable<webpack.Module> }).modules;
        return inner ? [...inner].flatMap(names) : [module.readableIdentifier(requestShortener)];
      };
      const groups = (byName: Map<string, webpack.ChunkGroup>) =>
        Object.fromEntries(
          [...byName].map(([name, group]) => [
            name,
            { chunks: group.chunks.map((c) => c.id), files: group.chunks.flatMap((c) => [...c.files]) },
          ]),
        );
      const out = {
        env: this.env,
        entrypoints: groups(compilation.entrypoints),
        namedChunkGroups: groups(compilation.namedChunkGroups),
        chunks: [...compilation.chunks].map((chunk) => ({
          id: chunk.id,
          name: chunk.name ?? null,
          files: [...chunk.files],
          initial: chunk.canBeInitial(),
          modules: [...chunkGraph.getChunkModulesIterable(chunk)].flatMap(names).sort(),
        })),
      };
      fs.writeFileSync(statsFileOf(compiler.outputPath), JSON.stringify(out));
    });
  }
}

/** What src/prerender/render.tsx exports (bundled for node by PrerenderPlugin). */
interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  PRERENDERED_FRAMES: readonly string[];
  FRAME_CHUNK_GROUPS: Readonly<Record<string, readonly string[]>>;
  FRAME_FIRST_CALLS: Readonly<Record<string, string | undefined>>;
  prerenderedFile(path: string): string;
  renderPage(path: string): Promise<{ path: string; frame: boolean; html: string; styleTag: string; title: string }>;
}

/**
 * After a production build has emitted, pre-renders the public pages and the signed-in frames
 * (issue 11): bundles src/prerender/render.tsx for node with the same loaders and definitions,
 * renders each page of PRERENDERED_PATHS and PRERENDERED_FRAMES, and writes its file
 * (dist/login.html, dist/home.html for /, dist/viewProjectDetails/[projectId].html for a path
 * parameter) from dist/index.html with the page's markup in #root
 * (data-prerendered names the path, data-prerendered-frame marks a signed-in frame) and its
 * styles in <head>. The server answers /login with login.html and / with home.html
 * (scripts/serve.mjs; any host: try the path, then path.html, then the directory's [param].html,
 * then index.html; / gets home.html).
 */
class PrerenderPlugin {
  constructor(private readonly nodeConfig: (outputDir: string) => webpack.Configuration) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfc-prerender-'));
      try {
        await new Promise<void>((resolve, reject) => {
          webpack(this.nodeConfig(bundleDir), (error, stats) => {
            if (error) reject(error);
            else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
            else resolve();
          });
        });
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { PRERENDERED_PATHS, PRERENDERED_FRAMES, FRAME_CHUNK_GROUPS, FRAME_FIRST_CALLS, prerenderedFile, renderPage } = require(path.join(bundleDir, 'prerender.js')) as PrerenderModule;
        const template = fs.readFileSync(path.join(compiler.outputPath, 'index.html'), 'utf8');
        const emptyRoot = /<div id="?root"?><\/div>/;
        if (!emptyRoot.test(template)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
        // The page's first data call, which the entry starts while the code loads (src/boot.ts).
        const firstCall = (route: string) => {
          const call = FRAME_FIRST_CALLS[route];
          return call ? ` data-first-call="${escapeHtml(call)}"` : '';
        };
        // A signed-in frame preloads its first render's scripts; a sign-in page prefetches the
        // HTTP client's chunks (its form's call) and the app's (src/public/enhance.ts), for after sign-in.
        const preloads = (frame: boolean, route: string) =>
          frame
            ? ` data-preload="${escapeHtml(frameScripts(compilation, FRAME_CHUNK_GROUPS[route] ?? []).join(' '))}"${firstCall(route)}`
            : ` data-prefetch="${escapeHtml(frameScripts(compilation, ['http-client', 'app']).join(' '))}"`;
        for (const route of [...PRERENDERED_PATHS, ...PRERENDERED_FRAMES]) {
          const page = await renderPage(route);
          const frame = page.frame ? ' data-prerendered-frame' : '';
          const html = template
            .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
            .replace('</head>', () => `${page.styleTag}</head>`)
            .replace(emptyRoot, () => `<div id="root" data-prerendered="${escapeHtml(route)}"${frame}${preloads(page.frame, route)}>${page.html}</div>`);
          const file = path.join(compiler.outputPath, prerenderedFile(route));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, html);
        }
      } finally {
        fs.rmSync(bundleDir, { recursive: true, force: true });
      }
    });
  }
}

/**
 * The scripts of the named chunk groups that the entry does not already load (their URLs): a
 * signed-in frame's #root names them in data-preload, and the entry preloads them when a session
 * is stored (src/boot.ts), so they download beside the app's chunk (one round trip) rather than
 * each after the script that imports it (issue 27: /viewProjectDetails/{id} waited for five or six
 * round trips of code). A name that is no chunk group fails the build.
 */
function frameScripts(compilation: webpack.Compilation, groups: readonly string[]): string[] {
  const entry = new Set([...compilation.entrypoints.values()].flatMap((group) => group.getFiles()));
  const files = groups.flatMap((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`prerender: no chunk group named "${name}" to preload`);
    return group.getFiles().filter((file) => file.endsWith('.js') && !entry.has(file));
  });
  const publicPath = String(compilation.outputOptions.publicPath ?? '/');
  return [...new Set(files)].map((file) => publicPath + file);
}

/**
 * Writes a brotli-compressed copy (<file>.br, highest quality) beside every text file of a
 * production build, after the pre-rendered pages are written: about 15 % less to download than
 * gzip for the JavaScript. scripts/serve.mjs sends it to browsers that accept br (nginx:
 * `brotli_static on;`); a host that does not know it serves the plain file, compressed its own way.
 */
class PrecompressPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async () => {
      const brotli = promisify(zlib.brotliCompress);
      const files = walkFiles(compiler.outputPath).filter((file) => PRECOMPRESSED.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(file);
          const body = await brotli(source, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          await fs.promises.writeFile(`${file}.br`, body);
        }),
      );
    });
  }
}

/**
 * Mock builds (development, demo): builds the mock backend's service worker (mocks/serviceWorker.ts)
 * as one self-contained script, /mockServiceWorker.js, with the same loaders and definitions. A
 * service worker cannot load chunks after its installation, so everything, exceljs included, is in
 * that one file (it loads in the worker, never in the page). A child compilation: the dev server
 * serves it from memory and rebuilds it with the app.
 */
class MockWorkerPlugin {
  static readonly FILE = 'mockServiceWorker.js';

  apply(compiler: webpack.Compiler) {
    compiler.hooks.make.tapAsync('MockWorkerPlugin', (compilation, callback) => {
      const child = compilation.createChildCompiler('mock-worker', { filename: MockWorkerPlugin.FILE, chunkFilename: 'mock-worker-[id].js', globalObject: 'self', publicPath: '/' }, [
        new webpack.EntryPlugin(compiler.context, './mocks/serviceWorker.ts', { name: 'mockServiceWorker' }),
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ]);
      // import() calls (exceljs) become part of the one file instead of chunks of their own.
      const { module } = child.options;
      child.options = {
        ...child.options,
        module: { ...module, parser: { ...module.parser, javascript: { ...module.parser?.javascript, dynamicImportMode: 'eager' } } },
      };
      child.runAsChild((error) => callback(error ?? undefined));
    });
  }
}

/** The text files a production build precompresses. */
const PRECOMPRESSED = /\.(html|js|css|json|svg|txt|webmanifest)$/;

function walkFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walkFiles(full) : [full];
  });
}

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function appConfig(env: Env) {
  const file = path.resolve(__dirname, 'config', `${env}.json`);
  const base = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    ...base,
    apiBaseUrl: process.env.API_BASE_URL ?? base.apiBaseUrl,
    buildServerUrl: process.env.BUILD_SERVER_URL ?? base.buildServerUrl,
    devopsServiceUrl: process.env.DEVOPS_SERVICE_URL ?? base.devopsServiceUrl,
  };
}

export default (_: unknown, argv: { mode?: string }): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const env = (process.env.APP_ENV ?? (argv.mode === 'production' ? 'production' : 'development')) as Env;
  const production = argv.mode === 'production';
  const cfg = appConfig(env);
  const devServer: DevServerConfiguration = {
    port: Number(process.env.PORT ?? 3000),
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: true,
    headers: securityHeaders({ dev: true, mockWorker: Boolean(cfg.mock), connectSrc: connectSrcFromEnv({ API_BASE_URL: cfg.apiBaseUrl, BUILD_SERVER_URL: cfg.buildServerUrl, DEVOPS_SERVICE_URL: cfg.devopsServiceUrl }) }),
    static: { directory: path.resolve(__dirname, 'public') },
    client: { overlay: { runtimeErrors: false } },
  };
  const rules: webpack.RuleSetRule[] = [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
    },
    { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
    // The mock's seed data files (content pages, log templates): their text (mocks/raw.d.ts).
    { test: /\.(html|txt)$/, include: path.resolve(__dirname, 'mocks'), type: 'asset/source' },
  ];
  const definitions = new webpack.DefinePlugin({
    __APP_CONFIG__: JSON.stringify(cfg),
    __MOCK__: JSON.stringify(Boolean(cfg.mock)),
    __DEV_TOOLS__: JSON.stringify(!production),
  });
  const resolve: webpack.ResolveOptions = {
    extensions: ['.tsx', '.ts', '.js'],
    // react-router's package exports only its development build (dev warnings on); production
    // builds take the production build it ships beside it.
    alias: production
      ? {
          'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
          'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
        }
      : {},
  };
  /** The node bundle that pre-renders the public pages (PrerenderPlugin). */
  const prerenderConfig = (outputDir: string): webpack.Configuration => ({
    mode: 'production',
    target: 'node',
    entry: { prerender: './src/prerender/render.tsx' },
    context: __dirname,
    output: { path: outputDir, filename: '[name].js', library: { type: 'commonjs2' }, publicPath: '/' },
    resolve,
    module: {
      rules: rules.map((rule) => (rule.type === 'asset/resource' ? { ...rule, generator: { ...rule.generator, emit: false } } : rule)),
      // No Web Worker in the pre-rendering (the console log's, src/features/apps/consoleLog): node never
      // starts it, and its own runtime cannot share the one chunk this bundle is limited to.
      parser: { javascript: { worker: false, url: false } },
    },
    plugins: [definitions, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  });
  return {
    mode: production ? 'production' : 'development',
    entry: './src/boot.ts',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
      // The chunk loader's script URLs pass a policy of its own under the CSP's Trusted Types.
      trustedTypes: { policyName: TRUSTED_TYPES_POLICY.chunks, onPolicyCreationFailure: 'stop' },
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve,
    module: { rules },
    plugins: [
      definitions,
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer', inject: 'body' }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: { ignore: ['**/index.html'] },
            noErrorOnMissing: true,
          },
        ],
      }),
      ...(cfg.mock ? [new MockWorkerPlugin()] : []),
      ...(production ? [new BudgetStatsPlugin(env), new PrerenderPlugin(prerenderConfig), new PrecompressPlugin()] : []),
    ],
    optimization: {
      // Fewer, larger shared chunks (webpack's defaults: 20 KB, up to 30 requests per import): a
      // signed-in page started 25 to 30 scripts, and each costs main-thread time to start, fetch
      // and evaluate. Measured (issue 11): /MyProjects TBT 1026 to 539 ms, / 335 to 261 ms.
      splitChunks: { chunks: 'async', minSize: 60_000, maxAsyncRequests: 8 },
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer,
  };
};
