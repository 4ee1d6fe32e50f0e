import path from 'node:path';
import fs from 'node:fs';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { connectSrcFromEnv, securityHeaders } from './scripts/securityHeaders.cjs';

/**
 * APP_ENV picks config/<APP_ENV>.json (development, demo, test, production).
 * API_BASE_URL, BUILD_SERVER_URL and DEVOPS_SERVICE_URL override the file's URLs, so one build
 * can be pointed at a real backend without editing a file.
 */
type Env = 'development' | 'demo' | 'test' | 'production';

/**
 * Writes dist/stats.json for `npm run budget`: chunk groups, chunks, their files and the names of
 * the modules in each chunk (no source). Production builds only.
 */
class BudgetStatsPlugin {
  constructor(private readonly env: Env) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('BudgetStatsPlugin', ({ compilation }) => {
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
      fs.writeFileSync(path.join(compiler.outputPath, 'stats.json'), JSON.stringify(out));
    });
  }
}

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
    headers: securityHeaders({ dev: true, connectSrc: connectSrcFromEnv({ API_BASE_URL: cfg.apiBaseUrl, BUILD_SERVER_URL: cfg.buildServerUrl, DEVOPS_SERVICE_URL: cfg.devopsServiceUrl }) }),
    static: { directory: path.resolve(__dirname, 'public') },
    client: { overlay: { runtimeErrors: false } },
  };
  return {
    mode: production ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
        },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_CONFIG__: JSON.stringify(cfg),
        __MOCK__: JSON.stringify(Boolean(cfg.mock)),
        __DEV_TOOLS__: JSON.stringify(!production),
      }),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer', inject: 'body' }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: { ignore: ['**/index.html', ...(cfg.mock ? [] : ['**/mockServiceWorker.js'])] },
            noErrorOnMissing: true,
          },
        ],
      }),
      ...(production ? [new BudgetStatsPlugin(env)] : []),
    ],
    optimization: {
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer,
  };
};
