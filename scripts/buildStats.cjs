'use strict';
/**
 * Where a build's stats (chunks and module names, for `npm run budget` and the e2e runner) live:
 * beside the output directory, never inside it, so a host that serves the directory does not
 * publish the app's module paths. `dist/` -> `dist.stats.json`.
 * Plain CommonJS: webpack.config.ts (through ts-node) and the .mjs scripts both use it.
 */
function statsFileOf(outputDir) {
  return `${String(outputDir).replace(/[\\/]+$/, '')}.stats.json`;
}

module.exports = { statsFileOf };
