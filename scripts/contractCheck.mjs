#!/usr/bin/env node
/**
 * `npm run contract:check -- --base URL --user U --password P [--writes]`: where a live backend
 * differs from the portal's endpoint contract (src/domain/contract), endpoint by endpoint.
 *
 * It signs in (POST /authenticate), calls every entry that does not change state, with path
 * parameters taken from earlier answers (parameterSources below: a project id from a project list, an
 * app id from that project's apps, …), checks the status and the answer against the entry's
 * schema (leniently, as the portal reads it: extra fields pass) and prints one row per entry:
 *
 *   ok                                 2xx and the answer conforms
 *   differs: <field>: <problem>        2xx, but a documented field is missing or of another type
 *   not reachable (<status or network>) any other answer, or none
 *   skipped: changes state             a write (only called with --writes)
 *   skipped: no parameter value (<name>) no earlier answer gave a value for a path parameter
 *
 * Exit 1 when a row differs or is not reachable. Several users (`--user a --user b`, one
 * `--password` for all or one per user): each entry is called as the first user, and as the next
 * one when a user is refused (403), so roles that each see part of the portal cover it together.
 * `--build-server URL` and `--devops URL`: those services' base URLs (default: --base).
 * `--query name=value`: a query parameter's value when neither its schema nor an earlier answer
 * gives one (e.g. `--query api-version=7.1` for the devops service). `--timeout ms`: per call (15000).
 * `--writes` also calls the entries that change state and take no request body (after the reads;
 * use a test backend: they change its data); entries that take a body are skipped.
 *
 * `--access` runs the access check instead (./contractAccess.mjs): every user's objects called as
 * every other user who certainly may not use them must be refused (403 or 404), with none of the
 * owner's data in the answer.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { answerProblem, loadContract, pathParameterNames } from './contractTools.mjs';

/* ---------- where each parameter comes from ---------- */

const present = (value) => value !== undefined && value !== null && value !== '';
const first = (list, pick) => (Array.isArray(list) ? list.map(pick).find(present) : undefined);
/** A list answer, bare or wrapped as {result: [...]} (the apps group) or {value: [...]} (the devops service). */
const listOf = (data) => (Array.isArray(data) ? data : Array.isArray(data?.result) ? data.result : Array.isArray(data?.value) ? data.value : []);
const field = (name) => (data) => first(listOf(data), (item) => item?.[name]);

/** The project cards a user sees (every list), the furthest along first: it has apps, builds and reports if any has. */
const PROJECT_LISTS = ['projects.assigned', 'projects.submitted', 'projects.approvedForGbm', 'projects.approvedForTech'];

/**
 * Where each path or query parameter comes from, tried in order: `from` names the entry (or
 * entries) whose answer gives it, called first as the same user if it was not yet, and `pick`
 * reads the value from its answer(s); `value` is a fixed value. A key 'entry:name' applies to one
 * entry's path parameter only, 'entry?name' to one entry's query parameter (the same name means
 * another thing there, or the entry has no query schema yet). `projectStatuses`: the statuses in
 * their order (src/domain/projects.ts).
 */
export function parameterSources({ projectStatuses = [], contentPages = [] } = {}) {
  const furthestProject = (...lists) =>
    lists
      .flatMap(listOf)
      .filter((card) => present(card?.projectId))
      .sort((a, b) => projectStatuses.indexOf(b.projectStatus) - projectStatuses.indexOf(a.projectStatus))[0]?.projectId;
  const region = (data) => data?.cloudRegions ?? data?.cloudRegion;
  return {
    projectId: [
      { from: PROJECT_LISTS, pick: furthestProject },
      { from: 'dashboards.projectList', pick: field('projectId') },
    ],
    appId: [{ from: 'apps.list', pick: field('appId') }],
    'apps.consoleLog:buildNo': [{ from: 'apps.buildHistory', pick: field('buildNo') }],
    'apps.consoleLogText:buildNo': [{ from: 'apps.buildHistory', pick: field('buildNo') }],
    'apps.consoleLogText?start': [{ value: 0 }],
    'apps.buildReports:buildNo': [{ from: 'apps.buildHistory', pick: field('buildNo') }],
    cloudPlatformId: [{ from: 'lookups.get_cloud_platforms', pick: field('id') }],
    serviceName: [{ from: 'projects.cloudRegions', pick: field('serviceName') }],
    serviceId: [{ from: 'projects.cloudRegions', pick: field('cpId') }],
    userId: [{ from: 'approval.techUsers', pick: field('userId') }],
    username: [{ from: 'dashboards.agencies', pick: field('username') }],
    'notifications.page:page': [{ value: 1 }],
    'content.items:page': [{ value: contentPages[0] }],
    'techTeam.lighthouseReportVersion:version': [{ from: 'projects.details', pick: (data) => first(data?.dfcLighthouseReports, (report) => report?.version) }],
    'techTeam.sonarReportVersion:version': [{ from: 'projects.details', pick: (data) => first(data?.sonarReports, (report) => report?.version) }],
    'cloud.priceList?skip': [{ value: 0 }],
    'cloud.priceList?region': [{ from: 'projects.details', pick: (data) => region(data)?.name }],
    'cloud.priceList?service': [{ from: 'projects.details', pick: (data) => region(data)?.serviceName }],
    'cloud.checkStatus?statusUrl': [],
    project: [{ from: 'devopsService.projects', pick: field('name') }],
    repoId: [{ from: 'devopsService.repositories', pick: field('id') }],
    'buildServer.build:jobName': [{ from: 'gitJobs.branchBuilds', pick: (data) => data?.name }],
    'buildServer.build:buildNo': [{ from: 'gitJobs.branchBuilds', pick: (data) => first(data?.builds, (build) => build?.number) }],
  };
}

/* ---------- arguments ---------- */

export function parseArguments(argv) {
  const options = { users: [], passwords: [], writes: false, access: false, timeoutMs: 15000, queryValues: {} };
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${name} needs a value`);
      i += 1;
      return next;
    };
    if (name === '--base') options.base = value();
    else if (name === '--user') options.users.push(value());
    else if (name === '--password') options.passwords.push(value());
    else if (name === '--build-server') options.buildServer = value();
    else if (name === '--devops') options.devops = value();
    else if (name === '--timeout') options.timeoutMs = Number(value());
    else if (name === '--writes') options.writes = true;
    else if (name === '--access') options.access = true;
    else if (name === '--query') {
      const [key, ...rest] = value().split('=');
      if (!key || rest.length === 0) throw new Error('--query takes name=value');
      options.queryValues[key] = rest.join('=');
    }
    else throw new Error(`unknown argument ${name}`);
  }
  if (!options.base) throw new Error('--base URL is required');
  if (options.users.length === 0) throw new Error('--user is required');
  if (options.access && options.users.length < 2) throw new Error('--access needs two users or more (--user a --user b …)');
  if (options.passwords.length !== 1 && options.passwords.length !== options.users.length) {
    throw new Error('give one --password for every user, or one for all');
  }
  return options;
}

/* ---------- calls ---------- */

const trimSlash = (url) => url.replace(/\/+$/, '');

/** The answer as the portal's client reads it: JSON when it parses, else the text itself. */
function parseBody(text, contentType) {
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return /json/i.test(contentType ?? '') ? { notJson: text } : text;
  }
}

function shortMessage(data) {
  const text = typeof data === 'string' ? data : typeof data?.message === 'string' ? data.message : '';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * The calls both checks make: the users and their sign-in, and each user's call of an entry with
 * its parameters taken from earlier answers (parameterSources). A focus ({name: value}) fixes
 * parameters for a call and for the calls its other values come from: the access check calls a
 * project's apps, an app's builds, … of one chosen object of a user.
 */
export function createSession(options, { endpoints, buildPath, domain, toJSONSchema, answerHeaderProblem }) {
  const bases = {
    api: trimSlash(options.base),
    buildServer: trimSlash(options.buildServer ?? options.base),
    devopsService: trimSlash(options.devops ?? options.base),
  };
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  const auth = byId.get('auth.authenticate');
  /** Each entry's query as JSON schema (as openapi.mjs describes it): its fields, which are required, fixed values. */
  const queryShapes = new Map(
    endpoints.filter((endpoint) => endpoint.schemas.query).map((endpoint) => [endpoint.id, toJSONSchema(endpoint.schemas.query, { unrepresentable: 'any', io: 'output' })]),
  );

  async function send(endpoint, { url, token, body }) {
    const headers = { Accept: 'application/json, text/plain, */*' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await fetch(url, {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: globalThis.AbortSignal.timeout(options.timeoutMs),
      });
      const data = parseBody(await response.text(), response.headers.get('content-type'));
      return { status: response.status, data, headers: response.headers };
    } catch (error) {
      const cause = error?.cause?.errors?.[0] ?? error?.cause;
      const reason = error?.name === 'TimeoutError' ? `timeout after ${options.timeoutMs} ms` : (cause?.code ?? cause?.message ?? error?.message ?? String(error));
      return { status: 0, network: reason };
    }
  }

  function urlOf(endpoint, params, query) {
    const route = buildPath(endpoint, params);
    const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
    return `${bases[endpoint.service]}${route.startsWith('/') ? '' : '/'}${route}${search}`;
  }

  /** A 2xx answer checked against the entry: a verdict. */
  function verdictOf(endpoint, result) {
    if (result.network) return { kind: 'unreachable', verdict: `not reachable (network: ${result.network})` };
    if (result.status < 200 || result.status > 299) {
      const message = shortMessage(result.data);
      return { kind: 'unreachable', verdict: `not reachable (${result.status}${message ? `: ${message}` : ''})` };
    }
    if (result.data?.notJson !== undefined) return { kind: 'differs', verdict: 'differs: the answer says it is JSON but does not parse' };
    const problem = answerProblem(endpoint, result.data);
    if (problem) return { kind: 'differs', verdict: `differs: ${problem.field || 'the answer'}: ${problem.problem}` };
    const headerProblem = answerHeaderProblem(endpoint.answerHeaders, result.headers);
    return headerProblem ? { kind: 'differs', verdict: `differs: ${headerProblem}` } : { kind: 'ok', verdict: 'ok' };
  }

  /* ---------- users and their answers ---------- */

  const users = options.users.map((username, at) => ({ username, password: options.passwords[at] ?? options.passwords[0], answers: new Map() }));

  /** The token of a sign-in or refresh answer: a JWT, or {token}. */
  const tokenOf = (data) => (typeof data === 'string' && data.split('.').length === 3 ? data : typeof data?.token === 'string' ? data.token : undefined);

  async function signIn(user) {
    const result = await send(auth, { url: urlOf(auth), body: { username: user.username, password: user.password } });
    user.token = tokenOf(result.data);
    const verdict = verdictOf(auth, result);
    if (verdict.kind === 'ok' && !user.token) return { kind: 'differs', verdict: 'differs: the answer: no token (a JWT, or {token})' };
    return verdict;
  }

  const sources = parameterSources(domain);

  function sourcesOf(endpoint, name, where = ':') {
    return sources[`${endpoint.id}${where}${name}`] ?? sources[name] ?? [];
  }

  /** A parameter's value for this user, calling the entries it comes from as needed. */
  async function valueOf(user, endpoint, name, trail, where, focus) {
    if (focus && Object.hasOwn(focus, name)) return focus[name];
    for (const source of sourcesOf(endpoint, name, where)) {
      if (source.value !== undefined) return source.value;
      // Only reads give values (a write only with --writes), and never the entry that asks, or one that asked for it.
      const froms = [source.from]
        .flat()
        .map((id) => byId.get(id))
        .filter((from) => from && (!from.changes || options.writes) && !trail.includes(from.id));
      const datas = [];
      for (const from of froms) {
        const answer = await answerOf(user, from, [...trail, endpoint.id], focus);
        if (answer.result && answer.result.status >= 200 && answer.result.status < 300) datas.push(answer.result.data);
      }
      const value = datas.length > 0 ? source.pick(...datas) : undefined;
      if (present(value)) return value;
    }
    return undefined;
  }

  /**
   * The query: the fields of the entry's query schema (each required one must have a value: the
   * focus's, its schema's const, enum or default, or its source), those the sources name for this
   * entry, and the query parameters of its access rule that the focus gives.
   */
  async function queryOf(user, endpoint, trail, focus, placeholder) {
    const shape = queryShapes.get(endpoint.id) ?? { properties: {}, required: [] };
    const prefix = `${endpoint.id}?`;
    const tableNames = Object.keys(sources).filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
    const ruleNames = (endpoint.rule?.objects ?? []).map((text) => text.split(' ')[2]).filter((where) => where?.startsWith('?') && focus && Object.hasOwn(focus, where.slice(1))).map((where) => where.slice(1));
    const names = [...new Set([...Object.keys(shape.properties ?? {}), ...tableNames, ...ruleNames])];
    const query = {};
    for (const name of names) {
      const schema = shape.properties?.[name] ?? {};
      const required = (shape.required ?? []).includes(name) || (!shape.properties?.[name] && tableNames.includes(name));
      const focused = focus && Object.hasOwn(focus, name) ? focus[name] : undefined;
      const value = focused ?? schema.const ?? schema.enum?.[0] ?? schema.default ?? (await valueOf(user, endpoint, name, trail, '?', focus)) ?? options.queryValues[name];
      if (present(value)) query[name] = String(value);
      else if (required && placeholder !== undefined) query[name] = placeholder;
      else if (required) return { missing: name };
    }
    return { query };
  }

  /**
   * The URL of this user's call of an entry (not made): { url, call } or { missing: name }. With a
   * placeholder, a parameter no answer gives takes it (the access check's writes, which only need
   * the object named).
   */
  async function callOf(user, endpoint, trail = [], focus = undefined, placeholder = undefined) {
    const params = {};
    for (const name of pathParameterNames(endpoint.path)) {
      const value = (await valueOf(user, endpoint, name, trail, ':', focus)) ?? placeholder;
      if (value === undefined) return { missing: name };
      params[name] = value;
    }
    const { query, missing } = await queryOf(user, endpoint, trail, focus, placeholder);
    if (missing) return { missing };
    const url = urlOf(endpoint, params, query);
    return { url, call: `${endpoint.method} ${url.slice(bases[endpoint.service].length)}` };
  }

  /** This user's call of an entry (with a focus: of that focus), made once: { call, result } or { missing: name }. */
  function answerOf(user, endpoint, trail = [], focus = undefined) {
    const key = focus ? `${endpoint.id} ${JSON.stringify(Object.entries(focus).sort())}` : endpoint.id;
    if (!user.answers.has(key)) {
      user.answers.set(
        key,
        (async () => {
          const target = await callOf(user, endpoint, trail, focus);
          if (target.missing) return target;
          const result = await send(endpoint, { url: target.url, token: user.token });
          // A backend may retire the old token when it issues a new one: go on with the new one.
          if (endpoint.id === 'auth.refresh' && result.status >= 200 && result.status < 300) user.token = tokenOf(result.data) ?? user.token;
          return { call: target.call, url: target.url, result };
        })(),
      );
    }
    return user.answers.get(key);
  }

  return { byId, auth, users, projectLists: PROJECT_LISTS, send, verdictOf, signIn, callOf, answerOf };
}

/**
 * The conformance run: `run()` resolves with the rows, `{ id, call, verdict, kind, user }`
 * (kind: 'ok' | 'differs' | 'unreachable' | 'skipped').
 */
export function createCheck(options, loaded) {
  const { endpoints } = loaded;
  const { auth, users, verdictOf, signIn, answerOf } = createSession(options, loaded);

  /** One entry's row: the first signed-in user who is not refused decides. */
  async function rowOf(endpoint) {
    const call = `${endpoint.method} ${endpoint.path}`;
    if (endpoint.changes && !options.writes) return { id: endpoint.id, call, kind: 'skipped', verdict: 'skipped: changes state' };
    if (endpoint.changes && endpoint.schemas.body) return { id: endpoint.id, call, kind: 'skipped', verdict: 'skipped: takes a request body (not generated)' };
    let refused;
    let missing;
    for (const user of users.filter((one) => one.token)) {
      const answer = await answerOf(user, endpoint);
      if (answer.missing) {
        // The user who got furthest (path parameters in order, then the query) names the missing value.
        const rank = (name) => (pathParameterNames(endpoint.path).includes(name) ? pathParameterNames(endpoint.path).indexOf(name) : Infinity);
        if (missing === undefined || rank(answer.missing) > rank(missing)) missing = answer.missing;
        continue;
      }
      const row = { id: endpoint.id, call: answer.call, user: user.username, ...verdictOf(endpoint, answer.result) };
      if (answer.result.status === 403) {
        refused ??= row;
        continue;
      }
      return row;
    }
    if (refused) return { ...refused, verdict: `${refused.verdict}${users.length > 1 ? ' (refused to every user)' : ''}` };
    return { id: endpoint.id, call, kind: 'skipped', verdict: `skipped: no parameter value (${missing})` };
  }

  return {
    async run() {
      // One row for the sign-in: ok when every user signed in, else the first user's problem.
      const signIns = [];
      for (const user of users) signIns.push({ id: auth.id, call: `${auth.method} ${auth.path}`, user: user.username, ...(await signIn(user)) });
      const rows = [signIns.find((row) => row.kind !== 'ok') ?? { ...signIns[0], user: users.map((user) => user.username).join(', ') }];
      if (!users.some((user) => user.token)) return rows;
      const rest = endpoints.filter((endpoint) => endpoint !== auth);
      // Reads first, then (with --writes) the writes, deletions last, so that a write does not take away what another call needs.
      // The logout ends the checking users' sessions: it comes after everything else.
      const order = (one) => (one.id === 'auth.logout' ? 3 : !one.changes ? 0 : one.method === 'DELETE' ? 2 : 1);
      for (const endpoint of [...rest].sort((a, b) => order(a) - order(b))) rows.push(await rowOf(endpoint));
      return rows;
    },
  };
}

/** The rows as a table: entry, call, verdict (and the user whose answer decided it). */
export function formatRows(rows) {
  const idWidth = Math.max(...rows.map((row) => row.id.length));
  const callWidth = Math.min(60, Math.max(...rows.map((row) => row.call.length)));
  return rows.map((row) => `${row.id.padEnd(idWidth)}  ${row.call.padEnd(callWidth)}  ${row.verdict}${row.user && row.kind !== 'skipped' ? `  [${row.user}]` : ''}`).join('\n');
}

export const failed = (rows) => rows.filter((row) => row.kind === 'differs' || row.kind === 'unreachable');

async function main() {
  let options;
  try {
    options = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`contract:check: ${error.message}`);
    console.error('usage: npm run contract:check -- --base URL --user U --password P [--user U2 ...] [--build-server URL] [--devops URL] [--query name=value] [--timeout ms] [--writes] [--access]');
    process.exit(2);
  }
  const loaded = loadContract();
  // The exit status without process.exit(), which may cut a long table short when stdout is a pipe.
  if (options.access) {
    const { runAccessCheck } = await import('./contractAccess.mjs');
    process.exitCode = await runAccessCheck(options, loaded, createSession(options, loaded));
    return;
  }
  const rows = await createCheck(options, loaded).run();
  console.log(formatRows(rows));
  if (rows.length === 1) console.log('\n(no user signed in: no other entry was called)');
  const count = (kind) => rows.filter((row) => row.kind === kind).length;
  console.log(`\ncontract:check: ${count('ok')} ok, ${count('differs')} differ, ${count('unreachable')} not reachable, ${count('skipped')} skipped (${rows.length} entries)`);
  process.exitCode = failed(rows).length > 0 ? 1 : 0;
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) await main();
