/**
 * The access matrix (issue 36): every contract entry of the portal's backend, the build server and
 * the devops service × every demo user × {the caller's own object, another tenant's object} taken
 * from the seed, with the status the tenancy expects, computed by an oracle written from its words
 * (mocks/accessMatrix/oracle.ts), never by the mock's own rule functions. The mock's own entries are
 * public: one call each. jest reseeds the mock before each test: one test per entry, so an entry's
 * writes never reach another entry's reads.
 *
 * With ACCESS_MATRIX_REPORT set, the run writes its counts (entries, rows, calls, skipped halves,
 * 2xx and refused rows) and every judged call to that file as JSON.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { allEndpoints, contract, type AnyEndpoint } from '../src/domain/contract';
import { primaryKind } from './accessMatrix/calls';
import { startEnvironmentRequests, startImportRequests, startServerBuilds, type Send } from './accessMatrix/fixtures';
import { newCounts, runEntry, runMockEntry, type Answer, type Counts, type EntryContext, type Judged } from './accessMatrix/matrix';
import { people, type EnvironmentRequest } from './accessMatrix/objects';
import { findUserByUsername, issueToken } from './auth/users';
import { dropObjectRules } from './core/access';
import { http, HttpResponse, server } from './node';
import { call, decodePart, signInAs } from './testing';

/** The demo users (mocks/auth/seed.ts): one of each role, both agencies, both technical users. */
const DEMO_USERS = ['admin', 'gbm', 'lbm', 'gpm', 'lpm', 'gagency', 'lagency', 'tech', 'tech2'];

const served = allEndpoints().filter((endpoint) => endpoint.service !== 'mock');
const mockOwn = allEndpoints().filter((endpoint) => endpoint.service === 'mock');
const counts = newCounts();
const judged: Judged[] = [];

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, text: await response.text() };
}

function request(method: string, url: string, body: unknown, token: string | undefined): Promise<Response> {
  if (body instanceof FormData) return call(url, { method, body, token });
  const json = body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return call(url, { method, ...json, token });
}

/** The token sign-in gives the user (issued directly: a sign-in call per user and entry would cost a third of the run). */
async function tokenOf(username: string): Promise<string> {
  const user = findUserByUsername(username);
  if (!user) throw new Error(`access matrix: no demo user ${username}`);
  return issueToken(user);
}

/** The demo users' tokens (every test runs on a fresh seed, with a fresh signing key) and the entry's context. */
async function contextFor(endpoint: AnyEndpoint, into: { counts: Counts; judged: Judged[] } = { counts, judged }): Promise<EntryContext> {
  const tokens = new Map(await Promise.all(DEMO_USERS.map(async (username) => [username, await tokenOf(username)] as const)));
  const send = async (matrixCall: { method: string; url: string; body?: unknown }, username: string | undefined) =>
    answerOf(await request(matrixCall.method, matrixCall.url, matrixCall.body, username === undefined ? undefined : tokens.get(username)));
  const fixture: Send = async (username, method, path, body) => {
    into.counts.fixtureCalls += 1;
    return answerOf(await request(method, path, body, tokens.get(username)));
  };
  let environmentRequests: EnvironmentRequest[] = [];
  const kind = primaryKind(endpoint);
  if (kind === 'environmentJob') environmentRequests = await startEnvironmentRequests(fixture);
  if (kind === 'serverBuild') await startServerBuilds(fixture);
  if (kind === 'importRequest') await startImportRequests(fixture);
  const all = people();
  const users = DEMO_USERS.map((username) => all.find((u) => u.username === username)).filter((u) => u !== undefined);
  return { users, send, environmentRequests, ...into };
}

describe('the access matrix', () => {
  afterAll(() => {
    const file = process.env.ACCESS_MATRIX_REPORT;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    // The counts, then every judged call as one line: [entry, user, half, object, expected, status].
    const lines = judged.map((row) => `    ${JSON.stringify(row)}`).join(',\n');
    const head = JSON.stringify({ ...counts, users: DEMO_USERS }, null, 2).slice(0, -2);
    writeFileSync(file, `${head},\n  "judged": [\n${lines}\n  ]\n}\n`);
  });

  const titleOf = (endpoint: AnyEndpoint) => {
    const kind = primaryKind(endpoint);
    return kind ? `${endpoint.id}: each user reaches their own ${kind} and is refused another tenant's` : `${endpoint.id}: each user is answered as their role allows`;
  };

  it.each(served.map((endpoint) => [titleOf(endpoint), endpoint] as const))('%s', async (_title, endpoint) => {
    const failures = await runEntry(endpoint, await contextFor(endpoint));
    expect(failures).toEqual([]);
  });

  it.each(mockOwn.map((endpoint) => [endpoint.id, endpoint] as const))('%s (the mock\'s own): answers without a token', async (_id, endpoint) => {
    const failures = await runMockEntry(endpoint, await contextFor(endpoint));
    expect(failures).toEqual([]);
  });
});

describe('the access matrix itself', () => {
  const aside = () => ({ counts: newCounts(), judged: [] as Judged[] });
  const details = contract.projects.details;

  it("fails the row of another tenant's object when the entry's object rule is switched off", async () => {
    // The project basics have no check of their own behind the access rule (issue 36, item 1).
    const basics = contract.apps.projectBasic;
    dropObjectRules([basics.id]);
    try {
      const failures = await runEntry(basics, await contextFor(basics, aside()));
      expect(failures).toContainEqual(expect.stringMatching(/^apps\.projectBasic · lagency · other \(project 1\): expected refused \(403\/404\), received 200/));
    } finally {
      dropObjectRules([]);
    }
  });

  it("fails a refusal whose body holds the other tenant's data", async () => {
    const project = await (await call('/api/get_dfc_project/2', { token: await signInAs('gbm') })).json();
    // gagency's refusal quotes the project's summary; every other caller gets the mock's own answer.
    const callerOf = (request: Request) => decodePart<{ sub: string }>((request.headers.get('Authorization') ?? '').replace(/^Bearer /, ''), 1).sub;
    server.use(
      http.get('/api/get_dfc_project/:projectId', ({ request }) =>
        callerOf(request) === 'gagency' ? HttpResponse.json({ message: `Forbidden: ${project.projectSummary}` }, { status: 403 }) : undefined,
      ),
    );
    const failures = await runEntry(details, await contextFor(details, aside()));
    expect(failures).toContainEqual(expect.stringMatching(/^projects\.details · gagency · other \(project 2\): expected refused without the object's data.* leaked: /));
  });
});
