/**
 * The mock's answers against the contract's schemas (issue 26): every GET entry that has an answer
 * schema and changes nothing is called, as a user its access rule lets in, once for every seeded
 * record its path parameters can name (and, without parameters, once for every such user: the
 * answer depends on who asks); each 200 answer must pass checkAnswer. The write entries are
 * called once each on a fresh state. Entries without a schema yet, or whose parameters name
 * records this test cannot list, are printed as skipped.
 */
import { contract, allEndpoints, buildPath, type AnyEndpoint } from '../src/domain/contract';
import { checkAnswer } from '../src/domain/contract/check';
import { CONTENT_PAGES } from '../src/domain/content';
import { DEFAULT_REGION_SERVICE_ID } from '../src/domain/cloud';
import { routes } from './areas';
import { urlPattern, type ServiceUrls } from './core/contract';
import { db } from './core/state';
import type { MockUser } from './core/types';
import { DEMO_PASSWORD } from './auth/seed';
import { ORIGIN, signInAs } from './testing';

type Params = Record<string, string | number>;

const urls = (globalThis as { __APP_CONFIG__?: ServiceUrls }).__APP_CONFIG__ ?? {};
const routeOf = new Map(routes.map((route) => [route.endpoint.id, route]));

/* ---------- the seeded records a parameter can name ---------- */
const unique = <T,>(values: T[]) => [...new Set(values)];
const rows = (table: string) => ((db as unknown as Record<string, unknown>)[table] ?? []) as Record<string, unknown>[];
const column = (table: string, key: string) => unique(rows(table).map((row) => row[key]).filter((v): v is string | number => v !== undefined && v !== null));

/** Values by parameter name, or by 'group.entry:name' where a name means another thing there. */
const PARAM_VALUES: Record<string, () => Array<string | number>> = {
  projectId: () => column('projects', 'projectId'),
  userId: () => column('users', 'userId'),
  username: () => column('users', 'username'),
  appId: () => column('apps', 'appId'),
  cloudPlatformId: () => (db as unknown as { lookups: { cloud_platforms: { id: number }[] } }).lookups.cloud_platforms.map((p) => p.id),
  serviceName: () => column('cloudRegions', 'serviceName'),
  serviceId: () => [DEFAULT_REGION_SERVICE_ID],
  'content.items:page': () => [...CONTENT_PAGES],
  'notifications.page:page': () => [1, 2, 3],
};

const paramNames = (endpoint: AnyEndpoint) => [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** Every record the parameters can name (one parameter's values each, the others at their first); null when one has no source. */
function paramSets(endpoint: AnyEndpoint): Params[] | null {
  const names = paramNames(endpoint);
  if (names.length === 0) return [{}];
  const values: Record<string, Array<string | number>> = {};
  for (const name of names) {
    const source = PARAM_VALUES[`${endpoint.id}:${name}`] ?? PARAM_VALUES[name];
    const found = source?.() ?? [];
    if (found.length === 0) return null;
    values[name] = found;
  }
  const first = Object.fromEntries(names.map((name) => [name, values[name][0]]));
  return names.flatMap((name) => values[name].map((value) => ({ ...first, [name]: value }))).filter(
    (set, i, all) => all.findIndex((other) => JSON.stringify(other) === JSON.stringify(set)) === i,
  );
}

/* ---------- calling ---------- */
/** Tokens of this test (each test starts on a fresh state, whose signing key is new). */
const tokens = new Map<string, string>();
beforeEach(() => tokens.clear());
async function tokenOf(username: string): Promise<string> {
  if (!tokens.has(username)) tokens.set(username, await signInAs(username));
  return tokens.get(username)!;
}

/** The users who may sign in and use the portal (not locked, no password reset pending). */
const usable = (): MockUser[] => rows('users').map((row) => row as unknown as MockUser).filter((u) => u.resetStatus && u.status !== 'LOCKED' && u.password === DEMO_PASSWORD);

function urlOf(endpoint: AnyEndpoint, params: Params): string {
  const pattern = urlPattern(endpoint, urls);
  const path = buildPath({ path: pattern.replace(/^https?:\/\/[^/]+/, '') }, params);
  const base = pattern.match(/^https?:\/\/[^/]+/)?.[0] ?? ORIGIN;
  return `${base}${path}`;
}

/** The body as the portal's client reads it: JSON when it parses, else the text. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function answer(endpoint: AnyEndpoint, as: string | null, params: Params = {}, body?: unknown) {
  const headers = new Headers();
  if (as) headers.set('Authorization', `Bearer ${await tokenOf(as)}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(urlOf(endpoint, params), { method: endpoint.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, data: await bodyOf(response) };
}

/* ---------- the reads ---------- */
const reads = allEndpoints().filter((endpoint) => endpoint.method === 'GET' && !endpoint.changes);
const skipped: string[] = [];

afterAll(() => {
  if (skipped.length > 0) console.info(`Contract answers not checked:\n  ${skipped.join('\n  ')}`);
});

describe("the mock's answers of every read fit the contract's schemas, for every seeded record", () => {
  it.each(reads.map((endpoint) => [endpoint.id, endpoint] as const))('%s', async (_id, endpoint) => {
    if (!endpoint.schemas.answer) {
      skipped.push(`${endpoint.id}: no answer schema yet`);
      return;
    }
    const route = routeOf.get(endpoint.id);
    expect(route).toBeDefined();
    const sets = paramSets(endpoint);
    if (sets === null) {
      skipped.push(`${endpoint.id}: no seeded records for ${paramNames(endpoint).join(', ')}`);
      return;
    }
    const problems: string[] = [];
    let checked = 0;
    for (const params of sets) {
      const context = { params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), query: new URLSearchParams() };
      const users = route!.access.public ? [null] : usable().filter((user) => route!.access.check(user, context, endpoint.id) === null);
      // Without parameters the answer depends on the caller: every allowed user; else the first.
      for (const user of paramNames(endpoint).length === 0 ? users : users.slice(0, 1)) {
        const { status, data } = await answer(endpoint, user?.username ?? null, params);
        if (status < 200 || status >= 300) continue;
        checked += 1;
        const check = checkAnswer(endpoint, data);
        if (!check.ok) problems.push(`${JSON.stringify(params)} as ${user?.username ?? 'anyone'}: ${check.problem.field || '(answer)'}: ${check.problem.problem}`);
      }
    }
    expect(problems).toEqual([]);
    if (checked === 0) skipped.push(`${endpoint.id}: no 2xx answer for any seeded record`);
  });
});

/* ---------- the writes ---------- */
type Read = (endpoint: AnyEndpoint, as: string, params?: Params) => Promise<unknown>;
interface WriteCase {
  endpoint: AnyEndpoint;
  as: string | null;
  /** Params and body, read from the fresh state (a read's answers). */
  input: (read: Read) => Promise<{ params?: Params; body?: unknown }>;
}

const read: Read = async (endpoint, as, params = {}) => {
  const { status, data } = await answer(endpoint, as, params);
  if (status !== 200) throw new Error(`${endpoint.id} answered ${status}`);
  return data;
};

type Row = Record<string, unknown>;
const { projects, approval, team, tasks, content, auth, notifications, mockAdmin } = contract;

/** The first project on a user's list, or one of the records of a table that fits. */
const firstCard = async (list: AnyEndpoint, as: string) => ((await read(list, as)) as Row[])[0].projectId as number;
const gagencyDraft = () => rows('projects').find((p) => (p.dfcUser as Row).username === 'gagency' && p.projectCreationStatus !== 'APPROVED')!.projectId as number;
const techUserId = () => column('users', 'userId').find((id) => rows('users').find((u) => u.userId === id)!.role === 8)!;

const WRITES: WriteCase[] = [
  { endpoint: auth.authenticate, as: null, input: async () => ({ body: { username: 'gbm', password: DEMO_PASSWORD } }) },
  { endpoint: auth.forgotPassword, as: null, input: async () => ({ params: { email: 'gbm@example.com' } }) },
  { endpoint: auth.resetPassword, as: 'lbm', input: async () => ({ body: [DEMO_PASSWORD, 'Changed@123'] }) },
  {
    endpoint: projects.create,
    as: 'gbm',
    input: async (get) => ({
      body: {
        projectName: 'Contract Check',
        projectBrand: ((await get(projects.brands, 'gbm')) as Row[])[0],
        dfcUser: ((await get(projects.agencies, 'gbm')) as Row[])[0],
        projectSummary: 'Checked against the contract.',
      },
    }),
  },
  {
    endpoint: projects.update,
    as: 'gagency',
    input: async (get) => ({ body: { ...((await get(projects.draft, 'gagency', { projectId: gagencyDraft() })) as Row), projectCreationStatus: 'DRAFT' } }),
  },
  {
    endpoint: projects.saveTemplate,
    as: 'gagency',
    input: async (get) => ({ body: { ...((await get(projects.draft, 'gagency', { projectId: gagencyDraft() })) as Row), templateName: 'CONTRACT CHECK' } }),
  },
  { endpoint: approval.approveByBusinessManager, as: 'gbm', input: async () => ({ params: { userId: techUserId(), projectId: await firstCard(projects.submitted, 'gbm') } }) },
  { endpoint: approval.rejectByBusinessManager, as: 'gbm', input: async () => ({ params: { projectId: await firstCard(projects.submitted, 'gbm') } }) },
  { endpoint: approval.assignToTech, as: 'gbm', input: async () => ({ params: { userId: techUserId(), projectId: await firstCard(projects.submitted, 'gbm') } }) },
  { endpoint: approval.approveByTech, as: 'tech', input: async () => ({ params: { projectId: await firstCard(projects.submitted, 'tech') } }) },
  { endpoint: approval.rejectByTech, as: 'tech', input: async () => ({ params: { projectId: await firstCard(projects.submitted, 'tech') } }) },
  {
    endpoint: team.assign,
    as: 'gagency',
    input: async (get) => {
      const projectId = await firstCard(projects.assigned, 'gagency');
      return { params: { projectId }, body: [((await get(team.notInProject, 'gagency', { projectId })) as Row[])[0].userId] };
    },
  },
  {
    endpoint: team.createMember,
    as: 'gagency',
    input: async (get) => ({
      body: {
        username: 'Contract Check',
        userEmail: 'contract.check@example.com',
        dfcProjectId: await firstCard(projects.assigned, 'gagency'),
        teamMembers: { role: ((await get(team.roles, 'gagency')) as Row[])[0], experience: 3, teamMemberSkills: ((await get(team.skills, 'gagency')) as Row[]).slice(0, 1) },
      },
    }),
  },
  {
    endpoint: tasks.create,
    as: 'gagency',
    input: async (get) => ({
      body: {
        taskName: 'Contract check',
        taskDescription: 'Checked against the contract.',
        state: ((await get(tasks.states, 'gagency')) as string[])[0],
        expectedCompletionDate: '2030-01-01',
        assignedTMUser: null,
        dfcProject: { projectId: await firstCard(projects.assigned, 'gagency') },
      },
    }),
  },
  {
    endpoint: tasks.update,
    as: 'gagency',
    input: async () => {
      const mine = new Set(rows('projects').filter((p) => (p.dfcUser as Row).username === 'gagency').map((p) => p.projectId));
      const task = rows('tasks').find((t) => mine.has((t.dfcProject as Row | undefined)?.projectId ?? t.projectId));
      return { body: { ...task, taskName: 'Contract check' } };
    },
  },
  { endpoint: content.save, as: 'admin', input: async (get) => ({ body: { ...((await get(content.items, 'admin', { page: 'about_dfc' })) as Row[])[0], title: 'Contract check' } }) },
  { endpoint: notifications.toggle, as: 'gbm', input: async () => ({ params: { notificationId: rows('notifications').find((n) => n.username === 'gbm' || n.userId === 2)!.notificationId as number } }) },
  { endpoint: mockAdmin.setFaults, as: null, input: async () => ({ body: { faults: [{ target: 'projects.brands', kind: '500', times: 1 }] } }) },
  { endpoint: mockAdmin.clearFaults, as: null, input: async () => ({}) },
  { endpoint: mockAdmin.setClock, as: null, input: async () => ({ body: { speed: 1 } }) },
  { endpoint: mockAdmin.reset, as: null, input: async () => ({}) },
];

describe('the answers of the write entries fit the schemas (once each, on a fresh state)', () => {
  it.each(WRITES.map((write) => [write.endpoint.id, write] as const))('%s', async (_id, write) => {
    const { params = {}, body } = await write.input(read);
    const { status, data } = await answer(write.endpoint, write.as, params, body);
    expect({ ok: status >= 200 && status < 300, data: status < 300 ? 'answered' : data }).toEqual({ ok: true, data: 'answered' });
    const check = checkAnswer(write.endpoint, data);
    expect(check.ok ? null : check.problem).toBeNull();
  });
});
