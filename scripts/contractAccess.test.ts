/**
 * `npm run contract:check -- --access` (scripts/contractAccess.mjs) against a small fake backend:
 * which pairs (owner, other user) it asserts, and that an answer giving another's data away is
 * reported as a leak naming the entry, the users and what leaked.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as access from '../src/domain/access';
import { defineGroup, get, put, type AnyEndpoint } from '../src/domain/contract/define';
import type { AccessSession, CallResult, SessionUser } from './contractAccess.mjs';

/**
 * A script's ES module as CommonJS, with its own relative imports (it has no other): jest runs no
 * .mjs outside its experimental ESM mode, so the test transpiles the script as ts-jest would a .ts file.
 */
function loadScript(file: string): unknown {
  const module = { exports: {} };
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const load = (name: string) => {
    if (!name.startsWith('.')) throw new Error(`${file} imports ${name}: only relative imports are loaded here`);
    return loadScript(path.resolve(path.dirname(file), name));
  };
  new Function('require', 'module', 'exports', outputText)(load, module, module.exports);
  return module.exports;
}

const { certainlyFails, claimsOfToken, createAccessCheck, judge, runAccessCheck } = loadScript(path.join(__dirname, 'contractAccess.mjs')) as typeof import('./contractAccess.mjs');

const group = defineGroup('projects', {
  assigned: get('/assigned', 'array').allow('signedIn').scoped('own'),
  details: get('/details/:projectId', 'object').allow('projectDetails', 'project reader :projectId'),
  update: put('/update', 'text').allow('createProject', 'project filler body.projectId'),
});
const apps = defineGroup('apps', { projectBasic: get('/basic/:projectId', 'object').allow('apps', 'project reader :projectId') });
const ENDPOINTS: AnyEndpoint[] = [...Object.values(group), ...Object.values(apps)];

/** The fake backend's users: two agencies (one with its Role as a text), a brand manager, a project manager. */
const CLAIMS: Record<string, Record<string, unknown>> = {
  ga: { Id: 6, Role: 6, TYPE: 'AGENCY', sub: 'ga' },
  la: { Id: 7, Role: '7', TYPE: 'AGENCY', sub: 'la' },
  bm: { Id: 2, Role: 2, TYPE: 'INTERNAL', sub: 'bm' },
  pm: { Id: 4, Role: 4, TYPE: 'INTERNAL', sub: 'pm' },
};

const base64url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenOf = (claims: Record<string, unknown>) => `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify(claims))}.signature`;

interface FakeProject {
  projectId: number;
  projectName: string;
  dfcUser?: { userId: number };
  projectCreator?: { userId: number };
  techUser?: { userId: number } | null;
  envUrl?: string;
}

const HARBOR: FakeProject = { projectId: 1, projectName: 'Harbor Adoption Stories', dfcUser: { userId: 6 }, projectCreator: { userId: 2 }, techUser: null, envUrl: 'https://harbor-adoption.example' };
const ZENITH: FakeProject = { projectId: 2, projectName: 'Zenith Snack Finder', dfcUser: { userId: 7 }, projectCreator: { userId: 2 }, techUser: null, envUrl: 'https://zenith-snacks.example' };
/** A project whose details show neither its agency nor its creator. */
const SECRET: FakeProject = { projectId: 3, projectName: 'Quiet Launch' };

interface Fake {
  lists: Record<string, number[]>;
  projects?: FakeProject[];
  /** Entries that answer every caller (a dropped object rule). */
  leaky?: string[];
  /** Extra project ids a user's list shows (a list not cut to the caller). */
  listLeaks?: Record<string, number[]>;
}

/** A session over a fake backend: every call is answered in memory, by the caller's token. */
function fakeSession({ lists, projects = [HARBOR, ZENITH, SECRET], leaky = [], listLeaks = {} }: Fake) {
  const sent: { id: string; username: string; body: unknown }[] = [];
  const byId = new Map(ENDPOINTS.map((endpoint) => [endpoint.id, endpoint]));
  const usernameOf = (token?: string) => Object.keys(CLAIMS).find((name) => tokenOf(CLAIMS[name]) === token) ?? '';

  function serve(id: string, focus: Record<string, unknown>, username: string, body?: unknown): CallResult {
    const caller = { userId: Number(CLAIMS[username].Id), role: Number(CLAIMS[username].Role) };
    const projectId = Number(focus.projectId ?? (body as { projectId?: unknown } | undefined)?.projectId);
    const project = projects.find((one) => one.projectId === projectId);
    const parties = project && { agencyUserId: project.dfcUser?.userId ?? -1, creatorUserId: project.projectCreator?.userId ?? -1, createdByAgency: false, techUserId: null };
    const refused = (relation: 'reader' | 'filler') => !leaky.includes(id) && !!parties && !access.projectRelationHolds(relation, caller, parties);
    switch (id) {
      case 'projects.assigned':
        return { status: 200, data: [...(lists[username] ?? []), ...(listLeaks[username] ?? [])].map((pid) => ({ projectId: pid, projectName: projects.find((one) => one.projectId === pid)?.projectName })) };
      case 'projects.details':
        if (!project) return { status: 404, data: { message: 'Not found' } };
        return refused('reader') ? { status: 403, data: { message: 'Forbidden: only who reads it' } } : { status: 200, data: project };
      case 'apps.projectBasic':
        if (!project) return { status: 404, data: { message: 'Not found' } };
        return refused('reader') ? { status: 403, data: { message: 'Forbidden' } } : { status: 200, data: { projectName: project.projectName, envUrl: project.envUrl } };
      case 'projects.update':
        return refused('filler') ? { status: 403, data: { message: 'Forbidden' } } : { status: 200, data: 'updated' };
      default:
        return { status: 404, data: { message: 'Not found' } };
    }
  }

  const focusOf = (url: string) => JSON.parse(url.slice(url.indexOf(' ') + 1)) as Record<string, unknown>;
  const session: AccessSession = {
    users: Object.keys(CLAIMS).map((username) => ({ username })),
    byId,
    projectLists: ['projects.assigned'],
    async signIn(user: SessionUser) {
      user.token = tokenOf(CLAIMS[user.username]);
      return { kind: 'ok', verdict: 'ok' };
    },
    async callOf(_user, endpoint, _trail, focus) {
      const url = `${endpoint.id} ${JSON.stringify(focus ?? {})}`;
      return { url, call: `${endpoint.method} ${url}` };
    },
    async answerOf(user, endpoint, _trail, focus) {
      const url = `${endpoint.id} ${JSON.stringify(focus ?? {})}`;
      return { url, call: `${endpoint.method} ${url}`, result: serve(endpoint.id, focus ?? {}, user.username) };
    },
    async send(endpoint, { url, token, body }) {
      sent.push({ id: endpoint.id, username: usernameOf(token), body });
      return serve(endpoint.id, focusOf(url), usernameOf(token), body);
    },
  };
  return { session, sent };
}

const DOMAIN = { access, projectStatuses: [] };
const run = (fake: Fake, options = {}) => {
  const { session, sent } = fakeSession(fake);
  return createAccessCheck(options, { endpoints: ENDPOINTS, domain: DOMAIN }, session)
    .run()
    .then((result) => ({ ...result, sent }));
};
const pairsOf = (rows: { id: string; pair: string }[], id: string) => rows.filter((row) => row.id === id).map((row) => row.pair);

const LISTS = { ga: [1], la: [2], bm: [1, 2], pm: [] };

describe('contract:check --access', () => {
  it('asserts exactly the pairs where the rule certainly does not hold for the other user, and finds them refused', async () => {
    const { rows, problems } = await run({ lists: LISTS });
    expect(problems).toEqual([]);
    // The brand manager reads every project: never asserted; each agency only on what is not its own; the project manager on all.
    expect(pairsOf(rows, 'projects.details')).toEqual([
      "la on ga's project 1 (Harbor Adoption Stories)",
      "pm on ga's project 1 (Harbor Adoption Stories)",
      "ga on la's project 2 (Zenith Snack Finder)",
      "pm on la's project 2 (Zenith Snack Finder)",
      "ga on bm's project 2 (Zenith Snack Finder)",
      "la on bm's project 1 (Harbor Adoption Stories)",
      "pm on bm's project 1 (Harbor Adoption Stories)",
    ]);
    expect(rows.filter((row) => row.id === 'projects.details').every((row) => row.kind === 'refused' && row.verdict === 'refused (403)')).toBe(true);
  });

  it('does not assert a pair on a project whose details do not show its parties, unless no party could make the rule hold', async () => {
    const { rows } = await run({ lists: { ...LISTS, bm: [3] } });
    // Project 3 could be either agency's: only the project manager (who reads no project) is asserted.
    expect(pairsOf(rows, 'projects.details').filter((pair) => pair.includes("bm's"))).toEqual(["pm on bm's project 3 (Quiet Launch)"]);
  });

  it('reports a 200 to another user as a leak that names the entry, the users and what leaked, and fails', async () => {
    const { session } = fakeSession({ lists: LISTS, leaky: ['apps.projectBasic'] });
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const status = await runAccessCheck({}, { endpoints: ENDPOINTS, domain: DOMAIN }, session);
      const output = log.mock.calls.map((call) => String(call[0])).join('\n');
      expect(status).toBe(1);
      expect(output).toMatch(/apps\.projectBasic +la on ga's project 1 \(Harbor Adoption Stories\) +LEAK: 200, answered 'Harbor Adoption Stories', 'https:\/\/harbor-adoption\.example'/);
      expect(output).toContain("apps.projectBasic: ga on la's project 2 (Zenith Snack Finder): 'Zenith Snack Finder', 'https://zenith-snacks.example'");
      expect(output).toMatch(/projects\.details +la on ga's project 1 \(Harbor Adoption Stories\) +refused \(403\)/);
      expect(output).toMatch(/contract:check --access: 7 refused, 7 leaks, 0 not proven/);
    } finally {
      log.mockRestore();
    }
  });

  it('passes a backend that refuses every pair', async () => {
    const { session } = fakeSession({ lists: LISTS });
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await runAccessCheck({}, { endpoints: ENDPOINTS, domain: DOMAIN }, session)).toBe(0);
    } finally {
      log.mockRestore();
    }
  });

  it("reports a list that shows another user's project as a leak", async () => {
    const { rows } = await run({ lists: LISTS, listLeaks: { la: [1] } });
    const row = rows.find((one) => one.id === 'projects.assigned' && one.pair === "la's list, none of ga's 1 project");
    expect(row).toMatchObject({ kind: 'leak', verdict: "LEAK: 200, lists 'project 1 (Harbor Adoption Stories)'" });
    expect(rows.filter((one) => one.id === 'projects.assigned' && one.kind === 'leak')).toHaveLength(2); // ga's list and bm's list both show project 1
  });

  it('calls writes only with --writes, as the other user, with a body naming the object where the rule says', async () => {
    const without = await run({ lists: LISTS });
    expect(without.notAsserted).toContainEqual({ id: 'projects.update', write: true, reason: 'changes state (only with --writes)' });
    expect(without.sent.some((call) => call.id === 'projects.update')).toBe(false);

    const { rows, sent } = await run({ lists: LISTS }, { writes: true });
    expect(pairsOf(rows, 'projects.update')).toContain("la on ga's project 1 (Harbor Adoption Stories)");
    expect(sent).toContainEqual({ id: 'projects.update', username: 'la', body: { projectId: 1 } });
    expect(rows.filter((row) => row.id === 'projects.update').every((row) => row.kind === 'refused')).toBe(true);
  });
});

describe('the verdict of one call', () => {
  it("counts a refusal that repeats the owner's data as a leak, but not what the caller sent itself", () => {
    expect(judge({ status: 403, data: { message: 'Harbor Adoption Stories is not yours' } }, ['Harbor Adoption Stories'], 'GET /details/1')).toMatchObject({ kind: 'leak' });
    expect(judge({ status: 404, data: { message: 'No project Harbor Adoption Stories' } }, ['Harbor Adoption Stories'], 'GET /find/Harbor Adoption Stories')).toMatchObject({ kind: 'refused', verdict: 'refused (404)' });
    expect(judge({ status: 200, data: { result: [] } }, [], 'GET /apps/1')).toMatchObject({ kind: 'leak', verdict: 'LEAK: 200, answered {"result":[]}' });
    expect(judge({ status: 400, data: { message: 'Bad request' } }, [], 'x')).toMatchObject({ kind: 'unproven', verdict: 'not proven (400: Bad request)' });
  });
});

describe('what the check reads of a token and of a project', () => {
  it('reads the claims leniently: Role as a number or a numeric text; no Id or Role, no claims', () => {
    expect(claimsOfToken(tokenOf({ Id: 7, Role: '7', TYPE: 'AGENCY', sub: 'la' }))).toEqual({ userId: 7, role: 7, type: 'AGENCY', subject: 'la' });
    expect(claimsOfToken(tokenOf({ Id: '12', Role: 2 }))).toEqual({ userId: 12, role: 2, type: undefined, subject: undefined });
    expect(claimsOfToken(tokenOf({ Role: 2 }))).toBeUndefined();
    expect(claimsOfToken('not-a-token')).toBeUndefined();
  });

  it('decides a relation only when no party the answers did not show could make it hold', () => {
    const lbm = { userId: 3, role: 3 };
    const manages = (p: access.ProjectParties) => access.projectRelationHolds('manager', lbm, p);
    // Created by another brand manager: lbm manages it only if an agency created it, which the creator (a known staff user) rules out.
    expect(certainlyFails(manages, lbm, { agencyUserId: 6, creatorUserId: 2, techUserId: null, createdByAgency: false })).toBe(true);
    // A creator the signed-in users do not include may be an agency: not decided.
    expect(certainlyFails(manages, lbm, { agencyUserId: 6, creatorUserId: 99, techUserId: null })).toBe(false);
    // A tech user the answer does not show may be the caller.
    const tech2 = { userId: 11, role: 8 };
    expect(certainlyFails((p) => access.projectRelationHolds('techUser', tech2, p), tech2, { agencyUserId: 6, creatorUserId: 2, createdByAgency: false })).toBe(false);
    expect(certainlyFails((p) => access.projectRelationHolds('techUser', tech2, p), tech2, { agencyUserId: 6, creatorUserId: 2, createdByAgency: false, techUserId: 8 })).toBe(true);
  });
});
