import {
  BUCKETS,
  BUCKET_BOUNDS,
  PERFORMANCE_METRICS,
  RECOMMENDATION_LISTS,
  bucketOf,
  impactColour,
  performanceCard,
  type BucketMetric,
} from '../../src/domain/dashboards';
import { PROJECT_STATUSES } from '../../src/domain/projects';
import { approveByBusinessManager } from '../approval/approval';
import { advanceClock, mockNow, setClockSpeed } from '../core/clock';
import { DASHBOARD_MIN_PROJECTS, OVERALL_AGENCY_NAME } from './model';
import { LIFECYCLE_STAGES, YET_TO_CREATE, lifecycleStats } from './lifecycle';
import { OPPORTUNITIES, RECOMMENDATION_OPPORTUNITY, formatSavings, seedDashboards } from './table';
import {
  agencyDashboard,
  agencyList,
  dashboardProjectList,
  overallAgencyDashboard,
  performanceOverall,
  performanceRecord,
  recommendations,
  resourceManagement,
  seoMonitoring,
  seoRecords,
} from './dashboards';
import { advanceJobs, findJob } from '../core/jobs';
import type { Outcome } from '../core/outcome';
import { db } from '../core/state';
import { addNotification } from '../notifications/notifications';
import { startDevopsChain } from '../techTeam/techTeam';
import type { MockUser } from '../core/types';

const value = <T>(outcome: Outcome<T>): T => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.status} ${outcome.message}`);
  return outcome.value;
};
const user = (username: string) => db.users.find((u) => u.username === username) as MockUser;
/** A staff reader (the global brand manager): every project's dashboards. */
const STAFF = { userId: 2, role: 2 as const };
const name = (projectId: number) => db.projects.find((p) => p.projectId === projectId)?.projectName;
const stageOf = (projectId: number, stage: string) => value(lifecycleStats(projectId)).stages.find((s) => s.stage === stage)?.reachedAt;

beforeEach(() => setClockSpeed(0));

describe('the dashboards table', () => {
  it('has a record for every project with a status, at least 25, with the seeded names; the project list is the same projects', () => {
    const withStatus = db.projects.filter((p) => p.projectStatus !== null).map((p) => p.projectId);
    const ids = db.dashboards.map((d) => d.projectId);
    expect(ids.length).toBeGreaterThanOrEqual(DASHBOARD_MIN_PROJECTS);
    expect(ids).toEqual(expect.arrayContaining(withStatus));
    expect(dashboardProjectList(STAFF)).toEqual(ids.map((projectId) => ({ projectId, projectName: name(projectId) })));
    expect(seoRecords(STAFF).map((r) => r.projectName)).toEqual(ids.map(name));
    expect(performanceOverall(STAFF)).toEqual(db.dashboards.map((d) => ({ projectName: name(d.projectId), performanceScore: d.performance.performanceScore })));
  });

  it('is the same on every seed', () => {
    expect(seedDashboards(db.projects)).toEqual(db.dashboards);
  });

  it('has every bucket of every metric', () => {
    const seo = seoRecords(STAFF);
    for (const metric of Object.keys(BUCKET_BOUNDS) as BucketMetric[]) {
      const values =
        metric === 'performanceScore' ? performanceOverall(STAFF).map((r) => r.performanceScore) : seo.map((r) => r[metric]);
      expect({ metric, buckets: [...new Set(values.map((v) => bucketOf(metric, v)))].sort() }).toEqual({ metric, buckets: [...BUCKETS].sort() });
    }
  });

  it('has exact bucket boundaries', () => {
    const seo = seoRecords(STAFF);
    const has = (metric: keyof (typeof seo)[number], v: number) => seo.some((r) => r[metric] === v);
    expect(has('bounceRate', 80) && has('bounceRate', 56) && has('bounceRate', 36)).toBe(true);
    expect(has('newUsersPercent', 35) && has('newUsersPercent', 50) && has('newUsersPercent', 20)).toBe(true);
    expect(has('backLinkCount', 5000) && has('backLinkCount', 2000) && has('backLinkCount', 500)).toBe(true);
    expect(has('clickThroughRate', 4) && has('avgSessionDuartion', 120) && has('pagesPerSession', 5)).toBe(true);
    const scores = performanceOverall(STAFF).map((r) => r.performanceScore);
    expect(scores).toEqual(expect.arrayContaining([60, 61, 50, 35, 20]));
  });

  it('has every performance card colour and text, both sides of each threshold', () => {
    const records = db.dashboards.map((d) => d.performance);
    for (const metric of PERFORMANCE_METRICS) {
      const cards = new Set(records.map((r) => JSON.stringify(performanceCard(metric, r[metric]))));
      expect({ metric, kinds: cards.size }).toEqual({ metric, kinds: 2 });
    }
    const above = (metric: (typeof PERFORMANCE_METRICS)[number], limit: number) => [records.some((r) => r[metric] > limit), records.some((r) => r[metric] <= limit)];
    expect(above('performanceScore', 60)).toEqual([true, true]);
    expect(above('speedIndex', 1)).toEqual([true, true]);
    expect(above('timeToInteract', 5)).toEqual([true, true]);
    for (const metric of ['fcp', 'lcp', 'tbt'] as const) expect(above(metric, 1)).toEqual([true, true]);
    expect(above('cls', 0.1)).toEqual([true, true]);
    const exact = (metric: (typeof PERFORMANCE_METRICS)[number], v: number) => records.some((r) => r[metric] === v);
    expect([exact('speedIndex', 1), exact('timeToInteract', 5), exact('fcp', 1), exact('lcp', 1), exact('tbt', 1), exact('cls', 0.1)]).toEqual(Array(6).fill(true));
    const impacts = new Set(records.flatMap((r) => r.recomendations.map((x) => impactColour(x.impact))));
    expect([...impacts].sort()).toEqual(['green', 'red']);
  });

  it('spells the records as the wire does, with real Lighthouse opportunities', () => {
    const known = OPPORTUNITIES.map((o) => o.oppurtunity);
    for (const d of db.dashboards) {
      expect(Object.keys(d.seo).sort()).toEqual(
        ['avgSessionDuartion', 'backLinkCount', 'bounceRate', 'clickThroughRate', 'newUsersPercent', 'numberOfUsers', 'pagesPerSession', 'returningVisitors', 'users'],
      );
      expect(Object.keys(d.performance).sort()).toEqual(['cls', 'fcp', 'lcp', 'performanceScore', 'recomendations', 'speedIndex', 'tbt', 'timeToInteract']);
      expect(d.performance.recomendations.length).toBeGreaterThanOrEqual(2);
      for (const r of d.performance.recomendations) {
        expect(Object.keys(r).sort()).toEqual(['estimatedSavings', 'impact', 'oppurtunity']);
        expect(known).toContain(r.oppurtunity);
        expect(['low', 'high']).toContain(r.impact);
        expect(r.estimatedSavings).toMatch(/^(\d+ KiB|\d+\.\d{1,2} s)$/);
      }
      expect(d.seo.users).toBeLessThan(d.seo.numberOfUsers);
    }
    expect(formatSavings(0.456, 's')).toBe('0.46 s');
    expect(formatSavings(1.23, 's')).toBe('1.2 s');
    expect(formatSavings(339.6, 'KiB')).toBe('340 KiB');
  });

  it('answers the five recommendation lists from the projects recommendations, each with both impacts', () => {
    const lists = recommendations(STAFF);
    expect(Object.keys(lists).sort()).toEqual([...RECOMMENDATION_LISTS].sort());
    for (const list of RECOMMENDATION_LISTS) {
      const expected = db.dashboards.flatMap((d) => {
        const found = d.performance.recomendations.find((r) => r.oppurtunity === RECOMMENDATION_OPPORTUNITY[list]);
        return found ? [{ projectName: name(d.projectId), impact: found.impact }] : [];
      });
      expect(lists[list]).toEqual(expected);
      expect(new Set(lists[list].map((e) => e.impact))).toEqual(new Set(['low', 'high']));
    }
  });

  it('answers a project performance record, 404 for an unknown project or one without a record', () => {
    expect(value(performanceRecord(12)).performanceScore).toBe(db.dashboards.find((d) => d.projectId === 12)?.performance.performanceScore);
    expect(performanceRecord(999)).toMatchObject({ ok: false, status: 404 });
    expect(performanceRecord(null)).toMatchObject({ ok: false, status: 404 });
    expect(performanceRecord(3)).toMatchObject({ ok: false, status: 404 }); // YET TO CREATE, no record
  });
});

describe('SEO monitoring (extension)', () => {
  it('has 8 to 12 keywords from the project and its brand, and 12 months of backlinks ending at the mock month', () => {
    const board = value(seoMonitoring(12));
    expect(board.projectName).toBe('Aurora Relaunch');
    expect(board.keywords.length).toBeGreaterThanOrEqual(8);
    expect(board.keywords.length).toBeLessThanOrEqual(12);
    expect(board.keywords.map((k) => k.keyword)).toEqual(expect.arrayContaining(['aurora relaunch', 'aurora skin']));
    expect(new Set(board.keywords.map((k) => k.keyword)).size).toBe(board.keywords.length);
    for (const k of board.keywords) {
      expect(k.rank).toBeGreaterThanOrEqual(1);
      expect(k.previousRank).toBeGreaterThanOrEqual(1);
      expect(k.searchVolume).toBeGreaterThan(0);
    }
    expect(board.backlinks).toHaveLength(12);
    expect(board.backlinks[11]).toEqual({ month: new Date(mockNow()).toISOString().slice(0, 7), count: db.dashboards.find((d) => d.projectId === 12)?.seo.backLinkCount });
    expect(value(seoMonitoring(12))).toEqual(board);
    expect(value(seoMonitoring(3)).keywords.length).toBeGreaterThanOrEqual(8); // a project without a record too
    expect(seoMonitoring(999)).toMatchObject({ ok: false, status: 404 });
  });
});

describe('lifecycle stats (extension), computed from the records', () => {
  it('counts the projects per status, null as YET TO CREATE', () => {
    const { perStatus } = value(lifecycleStats(12));
    expect(perStatus.map((s) => s.status)).toEqual([YET_TO_CREATE, ...PROJECT_STATUSES]);
    expect(perStatus.reduce((sum, s) => sum + s.count, 0)).toBe(db.projects.length);
    expect(perStatus[0].count).toBe(db.projects.filter((p) => p.projectStatus === null).length);
  });

  it('dates every stage of a project that came all the way, in order', () => {
    const { stages, daysToApproval, daysToDeployment } = value(lifecycleStats(12));
    expect(stages.map((s) => s.stage)).toEqual([...LIFECYCLE_STAGES]);
    const times = stages.map((s) => Date.parse(s.reachedAt as string));
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(stages[0].reachedAt).toBe(db.projects.find((p) => p.projectId === 12)?.projectCreatedDate);
    expect(stages[5].reachedAt).toBe(db.projects.find((p) => p.projectId === 12)?.sonarReports[0].reportCreatedDate);
    expect(daysToApproval.map((d) => d.projectName)).toContain('Aurora Relaunch');
    const deployed = daysToDeployment.map((d) => d.projectName);
    expect(deployed).toEqual(expect.arrayContaining(['Harbor Adoption Stories', 'Aurora Relaunch', 'Nimbus Careers Portal', 'Harbor Pet Care', 'Meridian Summer Campaign']));
    expect(deployed).not.toContain('Solstice Recipes Hub'); // a docker image, not deployed yet
    expect(daysToDeployment.every((d) => d.days >= 27 && d.days <= 31)).toBe(true);
  });

  it('leaves the stages not reached null', () => {
    expect(value(lifecycleStats(3)).stages.map((s) => s.reachedAt !== null)).toEqual([true, false, false, false, false, false, false, false]);
    expect(value(lifecycleStats(29)).stages.map((s) => s.reachedAt !== null)).toEqual([true, true, true, false, false, false, false, false]);
    expect(lifecycleStats(999)).toMatchObject({ ok: false, status: 404 });
  });

  it('dates the approval of a project approved now from the approval record', () => {
    expect(stageOf(15, 'Approved')).toBeNull();
    const before = value(lifecycleStats(15));
    expect(value(approveByBusinessManager(user('gbm'), 8, 15)).message).toBe('Approved Successfully');
    const after = value(lifecycleStats(15));
    const approvedAt = Date.parse(after.stages[2].reachedAt as string);
    expect(Math.abs(approvedAt - Date.now())).toBeLessThan(60_000);
    expect(after.daysToApproval.find((d) => d.projectName === 'Summer Glow Campaign')?.days).toBeCloseTo(12, 0);
    expect(before.daysToApproval.some((d) => d.projectName === 'Summer Glow Campaign')).toBe(false);
    const count = (stats: typeof after, status: string) => stats.perStatus.find((s) => s.status === status)?.count;
    expect(count(after, 'APPROVAL_COMPLETED')).toBe((count(before, 'APPROVAL_COMPLETED') ?? 0) + 1);
  });

  it("reads only the notices whose link names the project: 150's notice is not 15's", () => {
    const gbm = user('gbm');
    addNotification(gbm.userId, 'Project <b>Other</b> was approved by the brand manager. <a href="/viewProjectDetails/150">View project</a>', Date.now() + 10 * 86_400_000);
    expect(value(approveByBusinessManager(gbm, 8, 15)).message).toBe('Approved Successfully');
    expect(Math.abs(Date.parse(stageOf(15, 'Approved') as string) - Date.now())).toBeLessThan(60_000);
  });

  it('dates the devops set-up when a devops chain succeeds on the mock clock', () => {
    expect(stageOf(29, 'Devops set up')).toBeNull();
    const started = value(startDevopsChain(user('tech'), 29));
    expect(stageOf(29, 'Devops set up')).toBeNull();
    advanceClock(60_000);
    const job = findJob(started.jobId);
    advanceJobs(); // as every handler does before it answers
    expect(job?.state).toBe('succeeded');
    expect(stageOf(29, 'Devops set up')).toBe(new Date(job?.endedAt as number).toISOString());
  });
});

describe('resource management (extension)', () => {
  it('shows the stack, the team by role with its allocation and the environments with cost and utilisation', () => {
    const board = value(resourceManagement(12));
    expect(board.techStack).toEqual([
      { layer: 'Frontend', name: 'React' },
      { layer: 'Middleware', name: 'Spring Boot' },
      { layer: 'Framework', name: 'Spring Boot' },
      { layer: 'Backend', name: 'PostgreSQL' },
      { layer: 'Cloud', name: 'Azure (Azure App Service, West Europe)' },
    ]);
    // Priya Sharma (Frontend) is in projects 1 and 12: 50 %; Marco Rossi (Backend) in 12, 23, 28: 33 %.
    expect(board.team).toEqual(
      expect.arrayContaining([
        { role: 'Frontend Developer', members: 1, allocationPercent: 50 },
        { role: 'Backend Developer', members: 1, allocationPercent: 33 },
      ]),
    );
    expect(board.team.reduce((sum, t) => sum + t.members, 0)).toBe(5);
    expect(board.environments.map((e) => e.name)).toEqual(['Dev', 'QA', 'Prod']);
    const [dev, , prod] = board.environments;
    expect(prod.monthlyCost).toBeGreaterThan(dev.monthlyCost);
    expect(prod).toMatchObject({ service: 'Azure App Service', currency: 'USD' });
    expect(prod.utilisationPercent).toBeGreaterThanOrEqual(55);
    expect(value(resourceManagement(3))).toEqual({ projectName: name(3), techStack: [], team: [], environments: [] });
    expect(resourceManagement(999)).toMatchObject({ ok: false, status: 404 });
  });
});

describe('agencies (extension)', () => {
  it('lists the agency users and serves their fixed sample dashboards', () => {
    expect(agencyList(STAFF)).toEqual([{ username: 'gagency' }, { username: 'lagency' }]);
    const northwind = value(agencyDashboard('gagency'));
    expect(northwind.agencyName).toBe('Northwind Creative');
    expect(northwind.projects.map((p) => p.projectName)).toContain('Aurora Relaunch');
    expect(northwind.monthlyDeliveries).toHaveLength(12);
    const bluefin = value(agencyDashboard('lagency'));
    const overall = overallAgencyDashboard(STAFF);
    expect(overall.agencyName).toBe(OVERALL_AGENCY_NAME);
    expect(overall.projects).toHaveLength(northwind.projects.length + bluefin.projects.length);
    expect(overall.monthlyDeliveries.map((m) => m.delivered)).toEqual(northwind.monthlyDeliveries.map((m, i) => m.delivered + bluefin.monthlyDeliveries[i].delivered));
    for (const p of overall.projects) expect(p.onTimePercent).toBeGreaterThanOrEqual(55);
    expect(agencyDashboard('gbm')).toMatchObject({ ok: false, status: 404 });
    expect(agencyDashboard('nobody')).toMatchObject({ ok: false, status: 404 });
  });
});
