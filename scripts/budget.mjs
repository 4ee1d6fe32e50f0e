#!/usr/bin/env node
/**
 * `npm run budget`: checks the production build in dist/ (run `npm run build` first) against the
 * budgets of issue 2 section 8, using dist.stats.json (written by webpack.config.ts beside dist/):
 *   a. the JavaScript /login needs: at most 14 KB gzip (issue 38; 120 KB in issue 11). /login is served pre-rendered
 *      and its form works through the small 'public-page' script (src/public); the app loads after
 *      sign-in. Counted two ways: statically (the entry chunks + the 'public-page' chunk group)
 *      and, when Debian's chromium is there, as measured
 *      (every script Chromium loads while it opens /login of the served build, which also catches
 *      chunks the boot code imports; prefetched chunks are listed, not counted). The larger
 *      figure must fit.
 *   b. no emitted file carries MSW code
 *   c. apexcharts and @mui/x-data-grid are absent from the chunks /login and / load, and from every
 *      route chunk group but those of the routes that draw charts or grids (`draws: true` in the
 *      areas' manifests, src/features/<area>/manifest.ts); the HTML sanitiser
 *      (DOMPurify) is absent from them too (the bell loads it when its dropdown is first wanted)
 *   d. every route page is its own lazy chunk and no page module sits in an entry chunk
 *   e. no file in dist/ holds the demo password or another obvious credential, and dist/ holds no
 *      build stats (module paths are not for the public: they live beside dist/)
 *   f. /login bundles no feature module besides its own page (areas load with their first page)
 *   g. the JavaScript each signed-in first page of issue 11 loads (scripts/pages.mjs: /, /MyProjects,
 *      /PendingProjectsForApproval, /viewProjectDetails/{id}) stays under its limit
 *      (SIGNED_IN_JS_BUDGET_KB): measured in Chromium (every same-origin script the page loads until
 *      it shows its data and the network is idle, cold cache), signed in against the mock backend
 *      served in node (scripts/mockHttp.mjs). Lighthouse scores vary too much for CI; these sizes
 *      do not, and a size that jumps (a barrel import, a library pulled into the boot) shows here.
 *   h. each of those pages' pre-rendered frame preloads the scripts its first render needs: every
 *      script requested before the data showed is the entry's or preloaded, and every preload is used
 * Exits 1 with one line per breach.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createMockApi } from './mockHttp.mjs';
import { PAGES as FIRST_PAGES, checkShowsData, signIn } from './pages.mjs';
import { startServer } from './serve.mjs';
import { startMockServer } from './mockServer.mjs';
import { buildApiOrigin } from './productionServers.mjs';
import ts from 'typescript';
import buildStats from './buildStats.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
const FEATURES_DIR = path.join(ROOT, 'src/features');
/** The lazy page helper of the manifests: the chunk it loads beside every page (the RTK Query runtime) counts as a route chunk. */
const PAGE_HELPER_FILE = path.join(ROOT, 'src/store/manifest.ts');
const DEMO_SEED_FILE = path.join(ROOT, 'mocks/auth/seed.ts');

/**
 * /login's limit, KB gzip (level 9). It loaded 11.9 KB, then 24.5 KB once the contract's zod/mini
 * runtime came with its sign-in call; without it (src/api/signInCalls.ts) it is back near 12 KB
 * (issue 38). Keep the contract, the store and React off this page's first scripts.
 */
const LOGIN_JS_BUDGET_KB = 14;
/**
 * Limits for the signed-in first pages, KB gzip (level 9), 13-16 KB above their size when set
 * (2026-11-26: / 246.7, /MyProjects 272.4, /PendingProjectsForApproval 269.7,
 * /viewProjectDetails/12 309.1). Raise one only for JavaScript the page really needs, and say why
 * in the commit. Measured 2026-11-26 after the data router (+17 KB: createBrowserRouter, loaders,
 * useBlocker) and the contract's runtime schemas (zod/mini, about 8 KB), with the top bar's
 * popups, the idle question and the project page's team and task tabs loading when first wanted:
 * / 265.2, /MyProjects 278.1, /PendingProjectsForApproval 275.3, /viewProjectDetails/12 311.1.
 * Measured 2026-11-27 (issue 27) with the brand managers' worklist on / loading when its place
 * nears the window (and / without the RTK Query runtime, which the worklist brings), and the
 * project page's approval controls and dialogs loading when wanted: / 237.8, /viewProjectDetails/12
 * 276.0. / is back at its old 260; the project page's limit is down from 325.
 */
const SIGNED_IN_JS_BUDGET_KB = { '/': 260, '/MyProjects': 285, '/PendingProjectsForApproval': 285, '/viewProjectDetails/12': 290 };
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];
/** Chunk groups each first page loads besides the entry; optional ones count when they exist. */
const PAGES = {
  '/login': { groups: ['public-page'], optional: [] },
  '/': { groups: ['app', 'route-home'], optional: ['top-nav', 'idle'] },
};
const HEAVY_MODULES = [/node_modules\/(react-)?apexcharts\//, /node_modules\/@mui\/x-data-grid/];
/** Modules no first page needs: kept off the chunks of /login and / (issue 11). */
const LATER_MODULES = [/node_modules\/dompurify\//];
const MSW_MODULES = [/node_modules\/msw\//, /node_modules\/@mswjs\//, /(^|\/)mocks\//];
// The worker's path itself is in production on purpose: it retires a demo's worker (src/api/backend.ts).
// The page's side of the mock is caught by its messages to the worker (mocks/workerProtocol.ts).
const MSW_MARKERS = ['mock-backend:claim', 'mock-backend:keepalive', '[MSW]', 'setupWorker', 'msw/browser', /\bmsw\b/];
const PAGE_MODULE = /(^|\/)src\/features\/[^/]+\/pages\/[^/]+$/;

const failures = [];
const fail = (message) => failures.push(message);
const kb = (bytes) => (bytes / 1024).toFixed(1);

function readStats() {
  const file = buildStats.statsFileOf(DIST);
  if (!fs.existsSync(file)) {
    console.error(`budget: ${path.basename(file)} is missing. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const stats = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (stats.env !== 'production' || fs.existsSync(path.join(DIST, 'mockServiceWorker.js'))) {
    console.error(`budget: dist/ holds a '${stats.env}' build; the budget checks the production build. Run \`npm run build\` first.`);
    process.exit(1);
  }
  return stats;
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

const CHUNK_NAME = /webpackChunkName:\s*["']([^"']+)["']/g;
const chunkNamesIn = (text) => [...text.matchAll(CHUNK_NAME)].map((m) => m[1]);

/**
 * The route chunks, read from the areas' manifests (src/features/<area>/manifest.ts): the chunk
 * names (webpackChunkName) of each route's page, written in the route or in the constant it names,
 * and which of them may draw charts or grids (the route says `draws: true`); plus the chunk the
 * lazy page helper loads beside every page.
 */
function manifestRouteChunks() {
  const files = fs
    .readdirSync(FEATURES_DIR)
    .flatMap((area) => ['manifest.ts', 'manifest.tsx'].map((name) => path.join(FEATURES_DIR, area, name)))
    .filter((file) => fs.existsSync(file));
  const names = new Set(chunkNamesIn(fs.readFileSync(PAGE_HELPER_FILE, 'utf8')));
  const drawing = new Set();
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const constants = new Map();
    const routes = [];
    const visit = (node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
      if (ts.isObjectLiteralExpression(node)) {
        const props = new Map(node.properties.filter((p) => p.name && ts.isIdentifier(p.name)).map((p) => [p.name.text, p]));
        if (props.has('path') && props.has('page')) routes.push({ node, props });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const { node, props } of routes) {
      const page = props.get('page');
      const value = ts.isPropertyAssignment(page) ? page.initializer : page.name;
      const pageCode = ts.isIdentifier(value) ? constants.get(value.text) : value;
      const own = pageCode ? chunkNamesIn(pageCode.getText(source)) : [];
      const where = `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
      if (own.length === 0) fail(`d. the route at ${where} names no chunk (its page's import needs a webpackChunkName)`);
      const draws = props.get('draws');
      for (const name of own) {
        names.add(name);
        if (draws && ts.isPropertyAssignment(draws) && draws.initializer.kind === ts.SyntaxKind.TrueKeyword) drawing.add(name);
      }
    }
  }
  if (files.length === 0) fail('d. no src/features/<area>/manifest.ts found: the route chunks are unknown');
  return { names: [...names], drawing };
}

function demoPassword() {
  const source = fs.existsSync(DEMO_SEED_FILE) ? fs.readFileSync(DEMO_SEED_FILE, 'utf8') : '';
  return source.match(/DEMO_PASSWORD\s*=\s*['"]([^'"]+)['"]/)?.[1] ?? 'Password@1';
}

const stats = readStats();
const chunkById = new Map(stats.chunks.map((c) => [c.id, c]));
const entryChunks = Object.values(stats.entrypoints).flatMap((g) => g.chunks.map((id) => chunkById.get(id)));
const jsFiles = (chunks) => [...new Set(chunks.flatMap((c) => c.files.filter((f) => f.endsWith('.js'))))];
const groupChunks = (name) => (stats.namedChunkGroups[name]?.chunks ?? []).map((id) => chunkById.get(id));

/** Chunks a first visit of `page` loads: the entry plus its chunk groups. */
function pageChunks(page) {
  const { groups, optional } = PAGES[page];
  for (const name of groups) if (!stats.namedChunkGroups[name]) fail(`a/c. chunk group '${name}' (for ${page}) is missing from the build`);
  const present = [...groups, ...optional.filter((name) => stats.namedChunkGroups[name])];
  return { names: present, chunks: [...new Set([...entryChunks, ...present.flatMap(groupChunks)])] };
}

/**
 * The .js files of dist/ that Chromium loads as scripts while it opens /login, and those it only
 * prefetches (<link rel=prefetch>, idle time); null without chromium.
 */
async function measuredLoginScripts() {
  if (!fs.existsSync(CHROMIUM)) return null;
  const { chromium } = await import('@playwright/test');
  const server = await startServer({ port: 0, root: DIST });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    const prefetched = new Set();
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.replace(/^\//, '');
      if (!file.endsWith('.js') || !fs.existsSync(path.join(DIST, file))) return;
      (request.resourceType() === 'script' ? scripts : prefetched).add(file);
    });
    await page.goto(`http://127.0.0.1:${server.address().port}/login`, { waitUntil: 'networkidle' });
    // Runs in the page (a function, not a string: the CSP forbids eval): the app has rendered;
    // then late imports and prefetches settle.
    await page.waitForFunction(() => (globalThis.document.getElementById('root')?.childElementCount ?? 0) > 0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return { scripts: [...scripts].sort(), prefetched: [...prefetched].filter((f) => !scripts.has(f)).sort() };
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}

const chunkOfFile = new Map(stats.chunks.flatMap((c) => c.files.map((f) => [f, c])));
const printFiles = (files) => {
  for (const f of files) console.log(`     ${kb(gzipSize(f)).padStart(7)} KB  ${f}`);
  const total = files.reduce((sum, f) => sum + gzipSize(f), 0);
  console.log(`     ${kb(total).padStart(7)} KB  total (budget ${LOGIN_JS_BUDGET_KB} KB)`);
  return total;
};

// a. JavaScript for /login
const login = pageChunks('/login');
const loginFiles = jsFiles(login.chunks);
console.log(`a. JavaScript for /login, static: entry + ${login.names.join(' + ')} (gzip level 9):`);
const staticBytes = printFiles(loginFiles);
let measured = null;
try {
  measured = await measuredLoginScripts();
} catch (error) {
  fail(`a. could not open /login in chromium to measure its JavaScript: ${error instanceof Error ? error.message : error}`);
}
const measuredFiles = measured?.scripts ?? null;
const nameOf = (f) => chunkOfFile.get(f)?.name ?? f;
let measuredBytes = 0;
/** Chunks the boot loads whatever the page (measured on /login): they count for / too. */
const bootChunks = [];
if (measuredFiles) {
  console.log('   measured: the scripts Chromium loads while it opens /login:');
  measuredBytes = printFiles(measuredFiles);
  const extra = measuredFiles.filter((f) => !loginFiles.includes(f)).map(nameOf);
  if (extra.length) console.log(`   loaded at start besides entry + ${login.names.join(' + ')}: ${extra.join(', ')}`);
  if (measured.prefetched.length) {
    const bytes = measured.prefetched.reduce((sum, f) => sum + gzipSize(f), 0);
    console.log(`   prefetched at idle time, not counted: ${measured.prefetched.map(nameOf).join(', ')} (${kb(bytes)} KB gzip)`);
  }
  const loginOwn = new Set(login.names.flatMap(groupChunks));
  bootChunks.push(...measuredFiles.map((f) => chunkOfFile.get(f)).filter((c) => c && !loginOwn.has(c) && !c.initial));
  login.chunks = [...new Set([...login.chunks, ...bootChunks])];
} else if (!fs.existsSync(CHROMIUM)) {
  console.log(`   measured: skipped (${CHROMIUM} is missing); the static figure counts`);
}
const loginBytes = Math.max(staticBytes, measuredBytes);
if (loginBytes > LOGIN_JS_BUDGET_KB * 1024) {
  fail(`a. /login needs ${kb(loginBytes)} KB of JavaScript gzip, over the budget of ${LOGIN_JS_BUDGET_KB} KB`);
}
const home = pageChunks('/');
home.chunks = [...new Set([...home.chunks, ...bootChunks])];

// b. no MSW in the production build
const distFiles = walk(DIST).map((f) => path.relative(DIST, f).split(path.sep).join('/'));
for (const file of distFiles.filter((f) => f.endsWith('.js'))) {
  const text = fs.readFileSync(path.join(DIST, file), 'utf8');
  for (const marker of MSW_MARKERS) {
    const found = typeof marker === 'string' ? text.includes(marker) : marker.test(text);
    if (found) fail(`b. ${file} contains MSW code (marker ${marker})`);
  }
}
for (const chunk of stats.chunks) {
  for (const module of chunk.modules.filter((m) => MSW_MODULES.some((re) => re.test(m)))) {
    fail(`b. chunk ${chunk.name ?? chunk.id} bundles mock code: ${module}`);
  }
}
console.log('b. MSW markers and mocks/ modules searched in every emitted JS file and chunk');

// e (part). the build's stats stay out of what the host serves
for (const file of distFiles.filter((f) => /(^|\/)stats\.json(\.(gz|br))?$/.test(f))) fail(`e. dist/${file} would publish the build's module paths`);

// c. no charts or data grid on the first pages
for (const [page, { chunks }] of [['/login', login], ['/', home]]) {
  for (const chunk of chunks) {
    for (const module of chunk.modules.filter((m) => [...HEAVY_MODULES, ...LATER_MODULES].some((re) => re.test(m)))) {
      fail(`c. ${page} loads chunk ${chunk.name ?? chunk.id} which bundles ${module}`);
    }
  }
}
// ... nor on any route that draws neither: only the routes whose manifest says `draws: true` may bundle them.
const { names: routeGroups, drawing: DRAWING_ROUTES } = manifestRouteChunks();
for (const name of routeGroups.filter((n) => !DRAWING_ROUTES.has(n))) {
  for (const chunk of groupChunks(name)) {
    for (const module of (chunk?.modules ?? []).filter((m) => HEAVY_MODULES.some((re) => re.test(m)))) {
      fail(`c. route chunk '${name}' loads chunk ${chunk.name ?? chunk.id} which bundles ${module} (only ${[...DRAWING_ROUTES].join(', ')} may: draws: true in their manifests)`);
    }
  }
}
console.log(`c. apexcharts and @mui/x-data-grid (and DOMPurify on /login and /) looked for in the chunks of /login and /, and of the ${routeGroups.length - DRAWING_ROUTES.size} route chunks that draw no chart or grid (drawing: ${[...DRAWING_ROUTES].join(', ')})`);

// d. every route page is a lazy chunk of its own
const routeNames = routeGroups;
for (const name of routeNames) {
  const own = stats.chunks.find((c) => c.name === name);
  if (!stats.namedChunkGroups[name] || !own) fail(`d. route chunk '${name}' (an area's manifest) is not in the build`);
  else if (own.initial) fail(`d. route chunk '${name}' is loaded initially, not lazily`);
}
for (const chunk of stats.chunks.filter((c) => c.initial)) {
  for (const module of chunk.modules.filter((m) => PAGE_MODULE.test(m))) {
    fail(`d. page module ${module} is in the initial chunk ${chunk.name ?? chunk.id}`);
  }
}
console.log(`d. ${routeNames.length} route chunks of the areas' manifests checked: lazy, none of src/features/*/pages/* in an entry chunk`);

// f. /login carries no feature module but its own page's: no area's slice, sagas or endpoints
const OWN_LOGIN = /(^|\/)src\/features\/auth\/(pages\/LoginPage|components\/)/;
for (const chunk of login.chunks) {
  for (const module of chunk.modules.filter((m) => /(^|\/)src\/features\//.test(m) && !OWN_LOGIN.test(m))) {
    fail(`f. /login loads chunk ${chunk.name ?? chunk.id} which bundles the feature module ${module}`);
  }
}
console.log('f. /login checked for feature modules (slices, sagas, endpoints) other than its own page');

// g. JavaScript for each signed-in first page, measured
/**
 * Signs in as each page's user (mock backend in node) and opens the page in a fresh context with
 * that session and a cold cache; returns, per path, the same-origin .js files it loaded.
 */
/** Per path, the scripts a signed-in first page had requested when its data showed (measuredSignedInScripts). */
const shownWith = new Map();
/** webpack's chunk loading global (its default: from package.json's name). */
const CHUNK_LOADING_GLOBAL = `webpackChunk${JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).name.replace(/[^a-zA-Z0-9_]/g, '_')}`;
/** Per path, the served frame's data-preload, null without one (measuredSignedInScripts). */
const preloaded = new Map();
/** Per path, the ids of the chunks that ran on the page (measuredSignedInScripts). */
const ran = new Map();

async function measuredSignedInScripts() {
  const { chromium } = await import('@playwright/test');
  // A build whose backend is on another origin (npm run check builds it so for e2e:production)
  // meets the node mock there; otherwise on the portal's own origin.
  const apiOrigin = buildApiOrigin(DIST);
  if (apiOrigin) process.env.API_BASE_URL = apiOrigin; // the CSP's connect-src (startServer)
  const server = await startServer({ port: 0, root: DIST, api: apiOrigin ? undefined : await createMockApi() });
  const base = `http://127.0.0.1:${server.address().port}`;
  const backend = apiOrigin ? await startMockServer({ port: Number(new URL(apiOrigin).port), allowOrigin: base }) : null;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const loaded = new Map();
  try {
    shownWith.clear();
    ran.clear();
    preloaded.clear();
    const signedIn = FIRST_PAGES.filter((p) => p.user);
    for (const user of [...new Set(signedIn.map((p) => p.user))]) {
      const signing = await browser.newContext();
      await signIn(await signing.newPage(), base, user, 'production', apiOrigin ?? base);
      const storageState = await signing.storageState();
      await signing.close();
      for (const spec of signedIn.filter((p) => p.user === user)) {
        const context = await browser.newContext({ storageState });
        const page = await context.newPage();
        const scripts = new Set();
        page.on('request', (request) => {
          const file = new URL(request.url()).pathname.replace(/^\//, '');
          if (request.resourceType() === 'script' && file.endsWith('.js') && fs.existsSync(path.join(DIST, file))) scripts.add(file);
        });
        await checkShowsData(page, base, spec);
        const beforeData = [...scripts].sort();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        loaded.set(spec.path, [...scripts].sort());
        shownWith.set(spec.path, beforeData);
        // The chunks webpack ran (each chunk's script pushes its ids to the chunk loading global): a
        // preloaded script that no import needed was downloaded but never ran.
        // What the served frame named for preloading (#root keeps its attributes under the app).
        preloaded.set(spec.path, await page.evaluate(() => globalThis.document.getElementById('root')?.dataset.preload ?? null));
        ran.set(spec.path, new Set(await page.evaluate((global) => (globalThis[global] ?? []).flatMap((entry) => entry[0]), CHUNK_LOADING_GLOBAL)));
        await context.close();
      }
    }
    return loaded;
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
    backend?.closeAllConnections();
    backend?.close();
  }
}

if (fs.existsSync(CHROMIUM)) {
  let loaded = null;
  try {
    loaded = await measuredSignedInScripts();
  } catch (error) {
    fail(`g. could not measure the signed-in pages in chromium: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  }
  if (loaded) {
    console.log('g. JavaScript each signed-in first page loads (measured in Chromium, gzip level 9):');
    for (const page of FIRST_PAGES.map((p) => p.path).filter((p) => loaded.has(p))) {
      const files = loaded.get(page);
      const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
      const limit = SIGNED_IN_JS_BUDGET_KB[page];
      console.log(`   ${kb(bytes).padStart(7)} KB  ${page} (${files.length} scripts; limit ${limit ?? 'none'} KB)`);
      if (limit == null) fail(`g. ${page} has no limit in SIGNED_IN_JS_BUDGET_KB`);
      else if (bytes > limit * 1024) fail(`g. ${page} loads ${kb(bytes)} KB of JavaScript gzip, over its limit of ${limit} KB: ${files.map(nameOf).join(', ')}`);
    }
  }
  if (loaded) checkFramePreloads(loaded);
} else {
  console.log(`g. skipped: ${CHROMIUM} is missing`);
}

/**
 * h. A signed-in page's pre-rendered frame preloads the scripts its first render needs (issue 27;
 * FRAME_CHUNK_GROUPS, src/prerender/render.tsx; #root's data-preload, which the entry preloads):
 * every script the page had requested when its data showed is the entry's or preloaded (none
 * waited for the script that imports it), and every preload is a script the page loads (none is
 * wasted).
 */
function checkFramePreloads(loaded) {
  const entry = new Set(Object.values(stats.entrypoints).flatMap((group) => group.files));
  for (const page of FIRST_PAGES.filter((p) => p.user && loaded.has(p.path))) {
    const list = preloaded.get(page.path);
    if (list === null) {
      fail(`h. ${page.path} was not served a pre-rendered frame naming its scripts (#root data-preload)`);
      continue;
    }
    const preloads = list.split(' ').filter(Boolean).map((url) => url.replace(/^\//, ''));
    const late = shownWith.get(page.path).filter((file) => !entry.has(file) && !preloads.includes(file));
    const unused = preloads.filter((file) => !ran.get(page.path).has(chunkOfFile.get(file)?.id));
    console.log(`h. ${page.path}: ${preloads.length} scripts preloaded by its frame; loaded before its data showed and not preloaded: ${late.length}`);
    if (late.length > 0) fail(`h. ${page.path} loads ${late.map(nameOf).join(', ')} before its data shows, but its frame does not preload it`);
    if (unused.length > 0) fail(`h. ${page.path}'s frame preloads ${unused.map(nameOf).join(', ')}, which the page does not run`);
  }
}


// e. no credentials in dist/
const CREDENTIALS = [
  { what: 'the demo password', test: (text) => text.includes(demoPassword()) },
  { what: 'a Basic authorization value', test: (text) => /Basic [A-Za-z0-9+/]{12,}={0,2}/.test(text) },
  { what: 'a JSON web token', test: (text) => /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/.test(text) },
  { what: 'a private key', test: (text) => /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text) },
  { what: 'a cloud access key', test: (text) => /\bAKIA[0-9A-Z]{16}\b/.test(text) },
];
const BINARY = /\.(png|jpe?g|webp|gif|ico|woff2?|ttf|eot|gz|br)$/i;
const textFiles = distFiles.filter((f) => !BINARY.test(f));
for (const file of textFiles) {
  const text = fs.readFileSync(path.join(DIST, file), 'utf8');
  for (const { what, test } of CREDENTIALS) if (test(text)) fail(`e. ${file} contains ${what}`);
}
console.log(`e. ${textFiles.length} files of dist/ searched for the demo password and credentials`);

if (failures.length > 0) {
  console.error(`\nbudget: ${failures.length} breach(es):`);
  for (const message of failures) console.error(`  - ${message}`);
  process.exit(1);
}
console.log(`\nbudget: all checks passed (/login JavaScript ${kb(loginBytes)} KB gzip of ${LOGIN_JS_BUDGET_KB} KB)`);
