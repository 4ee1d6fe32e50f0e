import type {
  AgencyDashboard,
  AgencyListEntry,
  LifecycleStats,
  OverallRecord,
  PerformanceRecord,
  ProjectListEntry,
  RecommendationsResponse,
  ResourceManagement,
  SeoMonitoring,
  SeoRecord,
} from '../../src/domain/dashboards';
import { advanceClock, setClockSpeed } from '../core/clock';
import { db } from '../core/state';
import { server } from '../node';
import { dashboardRoutes } from './handlers';
import { call, putJson, signInAs } from '../testing';

let tokens: Record<string, string> = {};
const tokenOf = async (username: string) => (tokens[username] ??= await signInAs(username));
const get = async (path: string, username = 'admin') => call(path, { token: await tokenOf(username) });

async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await response;
  const body = await r.text();
  if (r.status !== status) throw new Error(`${r.url} answered ${r.status} (expected ${status}): ${body}`);
  return JSON.parse(body) as T;
}

const keys = (value: object) => Object.keys(value).sort();

const PATHS = [
  '/get_dfc_Seodashboard',
  '/get_dfc_seodashboard',
  '/get_dfc_performance_dashboard/12',
  '/get_dfc_project_list',
  '/get_dfc_performanceoverall',
  '/dfc_recommendations',
  '/api/ext/seo_monitoring/12',
  '/api/ext/lifecycle_stats/12',
  '/api/ext/resource_management/12',
  '/api/ext/agencies',
  '/api/ext/agency_dashboard',
  '/api/ext/agency_dashboard/gagency',
];

beforeEach(() => {
  server.use(...dashboardRoutes.map((route) => route.create({})));
  tokens = {};
  setClockSpeed(0);
});

describe('who may read the dashboards', () => {
  it('answers 401 without a token on every entry', async () => {
    for (const path of PATHS) expect({ path, status: (await call(path)).status }).toEqual({ path, status: 401 });
  });

  // Project 3 is gagency's.
  it("lets every role (1 to 8) read; a project's figures the staff and the project's agency", async () => {
    for (const username of ['admin', 'gbm', 'lbm', 'gpm', 'lpm', 'gagency', 'lagency', 'tech']) {
      expect((await get('/get_dfc_Seodashboard', username)).status).toBe(200);
      expect((await get('/api/ext/lifecycle_stats/3', username)).status).toBe(username === 'lagency' ? 403 : 200);
    }
  });

  it("refuses an agency another agency's project figures and agency dashboard, and lists only its own", async () => {
    const own = (username: string) => new Set(db.projects.filter((p) => p.dfcUser.username === username || p.projectCreator.username === username).map((p) => p.projectName));
    for (const path of ['/get_dfc_performance_dashboard/3', '/api/ext/seo_monitoring/3', '/api/ext/lifecycle_stats/3', '/api/ext/resource_management/3', '/api/ext/agency_dashboard/gagency']) {
      const refused = await get(path, 'lagency');
      expect(`${path} ${refused.status}`).toBe(`${path} 403`);
      expect(await refused.text()).not.toContain(db.projects.find((p) => p.projectId === 3)!.projectName);
    }
    expect((await get('/api/ext/agency_dashboard/lagency', 'lagency')).status).toBe(200);
    expect((await get('/api/ext/agency_dashboard/lagency', 'gpm')).status).toBe(200);
    expect(await json(get('/api/ext/agencies', 'lagency'))).toEqual([{ username: 'lagency' }]);
    const mine = own('lagency');
    const names = [
      ...(await json<SeoRecord[]>(get('/get_dfc_Seodashboard', 'lagency'))).map((r) => r.projectName),
      ...(await json<Array<{ projectName: string }>>(get('/get_dfc_project_list', 'lagency'))).map((r) => r.projectName),
      ...(await json<Array<{ projectName: string }>>(get('/get_dfc_performanceoverall', 'lagency'))).map((r) => r.projectName),
      ...Object.values(await json<Record<string, Array<{ projectName: string }>>>(get('/dfc_recommendations', 'lagency'))).flat().map((r) => r.projectName),
      ...(await json<{ projects: Array<{ projectName: string }> }>(get('/api/ext/agency_dashboard', 'lagency'))).projects.map((r) => r.projectName),
    ];
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !mine.has(name))).toEqual([]);
  });
});

describe('the seeds entries', () => {
  it('answers the SEO records, the same on both paths, spelt as the wire spells them', async () => {
    const records = await json<SeoRecord[]>(get('/get_dfc_Seodashboard'));
    expect(records.length).toBeGreaterThanOrEqual(25);
    for (const r of records) {
      expect(keys(r)).toEqual([
        'avgSessionDuartion',
        'backLinkCount',
        'bounceRate',
        'clickThroughRate',
        'newUsersPercent',
        'numberOfUsers',
        'pagesPerSession',
        'projectName',
        'returningVisitors',
        'users',
      ]);
    }
    expect(await json<SeoRecord[]>(get('/get_dfc_seodashboard', 'tech'))).toEqual(records);
  });

  it('answers a project performance record; 404 for an unknown project, one without a record, or no id', async () => {
    const record = await json<PerformanceRecord>(get('/get_dfc_performance_dashboard/28'));
    expect(keys(record)).toEqual(['cls', 'fcp', 'lcp', 'performanceScore', 'recomendations', 'speedIndex', 'tbt', 'timeToInteract']);
    for (const r of record.recomendations) expect(keys(r)).toEqual(['estimatedSavings', 'impact', 'oppurtunity']);
    expect((await get('/get_dfc_performance_dashboard/999')).status).toBe(404);
    expect((await get('/get_dfc_performance_dashboard/3')).status).toBe(404);
    expect((await get('/get_dfc_performance_dashboard/abc')).status).toBe(404);
  });

  it('answers the project list, the overall scores and the recommendation lists for the same projects', async () => {
    const list = await json<ProjectListEntry[]>(get('/get_dfc_project_list'));
    const seo = await json<SeoRecord[]>(get('/get_dfc_Seodashboard'));
    expect(list.map((p) => p.projectName)).toEqual(seo.map((r) => r.projectName));
    for (const p of list) expect(keys(p)).toEqual(['projectId', 'projectName']);
    const overall = await json<OverallRecord[]>(get('/get_dfc_performanceoverall'));
    expect(overall.map((o) => o.projectName)).toEqual(seo.map((r) => r.projectName));
    for (const o of overall) expect(keys(o)).toEqual(['performanceScore', 'projectName']);
    const first = await json<PerformanceRecord>(get(`/get_dfc_performance_dashboard/${list[0].projectId}`));
    expect(overall[0].performanceScore).toBe(first.performanceScore);

    const lists = await json<RecommendationsResponse>(get('/dfc_recommendations'));
    expect(keys(lists)).toEqual(['initialServerResponseTime', 'renderBlockingImages', 'unusedCss', 'unusedHttp2', 'unusedJavascript']);
    for (const entries of Object.values(lists)) {
      for (const e of entries) {
        expect(keys(e)).toEqual(['impact', 'projectName']);
        expect(list.map((p) => p.projectName)).toContain(e.projectName);
      }
    }
    const withJs = first.recomendations.find((r) => r.oppurtunity === 'Reduce unused JavaScript');
    expect(lists.unusedJavascript.find((e) => e.projectName === list[0].projectName)?.impact).toBe(withJs?.impact);
  });
});

describe('the extensions', () => {
  it('answers SEO monitoring and resource management of a project; 404 unknown', async () => {
    const seo = await json<SeoMonitoring>(get('/api/ext/seo_monitoring/12'));
    expect(keys(seo)).toEqual(['backlinks', 'keywords', 'projectName']);
    expect(keys(seo.keywords[0])).toEqual(['keyword', 'previousRank', 'rank', 'searchVolume']);
    expect(keys(seo.backlinks[0])).toEqual(['count', 'month']);
    const resources = await json<ResourceManagement>(get('/api/ext/resource_management/12'));
    expect(keys(resources)).toEqual(['environments', 'projectName', 'team', 'techStack']);
    expect(keys(resources.environments[0])).toEqual(['currency', 'monthlyCost', 'name', 'service', 'utilisationPercent']);
    expect(keys(resources.team[0])).toEqual(['allocationPercent', 'members', 'role']);
    expect(keys(resources.techStack[0])).toEqual(['layer', 'name']);
    for (const path of ['/api/ext/seo_monitoring/999', '/api/ext/resource_management/999', '/api/ext/lifecycle_stats/999']) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('answers the agencies and their dashboards; 404 for a user who is not an agency', async () => {
    expect(await json<AgencyListEntry[]>(get('/api/ext/agencies'))).toEqual([{ username: 'gagency' }, { username: 'lagency' }]);
    const overall = await json<AgencyDashboard>(get('/api/ext/agency_dashboard'));
    expect(keys(overall)).toEqual(['agencyName', 'monthlyDeliveries', 'projects']);
    expect(keys(overall.projects[0])).toEqual(['onTimePercent', 'performanceScore', 'projectName', 'status']);
    expect(keys(overall.monthlyDeliveries[0])).toEqual(['delivered', 'month']);
    expect((await json<AgencyDashboard>(get('/api/ext/agency_dashboard/lagency'))).agencyName).toBe('Bluefin Digital');
    expect((await get('/api/ext/agency_dashboard/gbm')).status).toBe(404);
  });

  it('computes the lifecycle stats at request time: they move when a project is approved and its devops chain runs', async () => {
    const stats = async (id: number) => json<LifecycleStats>(get(`/api/ext/lifecycle_stats/${id}`));
    const reached = (s: LifecycleStats, stage: string) => s.stages.find((x) => x.stage === stage)?.reachedAt ?? null;
    const before = await stats(15);
    expect(keys(before)).toEqual(['daysToApproval', 'daysToDeployment', 'perStatus', 'stages']);
    expect(reached(before, 'Approved')).toBeNull();

    // gbm approves project 15 and gives it to tech (user 8), through the approval handler.
    expect((await putJson('/api/approve_project_by_bm/8/15/', undefined, await tokenOf('gbm'))).status).toBe(200);
    const approved = await stats(15);
    expect(reached(approved, 'Approved')).not.toBeNull();
    expect(approved.daysToApproval.map((d) => d.projectName)).toContain('Summer Glow Campaign');
    const count = (s: LifecycleStats, status: string) => s.perStatus.find((x) => x.status === status)?.count;
    expect(count(approved, 'PROJECT_DETAILS_FILLED')).toBe((count(before, 'PROJECT_DETAILS_FILLED') ?? 0) - 1);
    expect(count(approved, 'APPROVAL_COMPLETED')).toBe((count(before, 'APPROVAL_COMPLETED') ?? 0) + 1);

    // tech runs its devops chain on the mock clock (six steps, 28 s).
    expect(reached(approved, 'Devops set up')).toBeNull();
    expect((await get('/api/create-azure-devops-project/15', 'tech')).status).toBe(200);
    expect(reached(await stats(15), 'Devops set up')).toBeNull();
    advanceClock(60_000);
    const chained = await stats(15);
    const job = db.jobs.find((j) => j.kind === 'devopsChain' && j.subject.id === 15);
    expect(job?.state).toBe('succeeded');
    expect(reached(chained, 'Devops set up')).toBe(new Date(job?.endedAt as number).toISOString());
  });
});
