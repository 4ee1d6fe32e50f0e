/** The table `dashboards`: the SEO and performance records of the projects, the agencies' boards and their seeds. */
import {
  BUCKETS,
  type AgencyDashboard,
  type BucketMetric,
  type Impact,
  type PerformanceRecommendation,
  type PerformanceRecord,
  type RecommendationList,
} from '../../src/domain/dashboards';
import { CREATION_STATUS } from '../../src/domain/projects';
import { type Random } from '../core/random';
import { authTable } from '../auth/table';
import { projectsTable } from '../projects/table';
import { defineTable } from '../core/tables';
import type { Agency } from '../auth/types';
import type { StoredProject } from '../projects/types';
import {
  DASHBOARD_MIN_PROJECTS,
  OVERALL_AGENCY_NAME,
  type SeoFigures,
  type StoredAgencyDashboards,
  type StoredDashboard,
  between,
  clamp,
  intBetween,
  rngOf,
  roundTo,
  shuffled,
  twelveMonths,
} from './model';
import { YET_TO_CREATE, seedLifecycle } from './lifecycle';

/* ---------- SEO records ---------- */

type SeoMetric = Exclude<BucketMetric, 'performanceScore'>;

/**
 * Where each SEO metric is drawn, per bucket (index as BUCKETS: Very Good, Good, Avg, Poor), inside
 * the bucket's bounds (BUCKET_BOUNDS), away from its ends (the boundaries are set on purpose, below).
 */
const SEO_RANGES: Record<SeoMetric, { decimals: number; ranges: ReadonlyArray<readonly [number, number]> }> = {
  newUsersPercent: { decimals: 1, ranges: [[51, 74], [35.5, 49.5], [20.5, 34.5], [6, 19.5]] },
  returningVisitors: { decimals: 1, ranges: [[51, 68], [35.5, 49.5], [20.5, 34.5], [7, 19.5]] },
  backLinkCount: { decimals: 0, ranges: [[5200, 18600], [2050, 4950], [520, 1980], [35, 480]] },
  bounceRate: { decimals: 1, ranges: [[21, 35.5], [36.5, 55], [56.5, 79.5], [80.5, 93]] },
  clickThroughRate: { decimals: 2, ranges: [[4.1, 7.9], [3.05, 3.95], [1.05, 2.95], [0.18, 0.95]] },
  avgSessionDuartion: { decimals: 0, ranges: [[125, 312], [61, 119], [31, 59], [7, 29]] },
  pagesPerSession: { decimals: 2, ranges: [[5.1, 8.6], [3.05, 4.95], [2.05, 2.95], [1.1, 1.95]] },
};
const SEO_METRICS = Object.keys(SEO_RANGES) as SeoMetric[];

/** The SEO tier (bucket index) of the n-th record; each metric lands in it or a neighbour. */
const SEO_TIERS = [0, 1, 2, 3, 1, 0, 2, 1, 3, 0, 1, 2, 0, 3, 1, 2, 0, 1, 2, 3, 0, 1, 2, 1, 3];

/** Exact bucket boundaries on a few records (by position in projectId order). */
const SEO_BOUNDARIES: Record<number, Partial<SeoFigures>> = {
  0: { bounceRate: 80, newUsersPercent: 35 },
  3: { bounceRate: 56 },
  5: { bounceRate: 36, returningVisitors: 50 },
  7: { backLinkCount: 5000, clickThroughRate: 4 },
  10: { avgSessionDuartion: 120, pagesPerSession: 5 },
  12: { newUsersPercent: 20, backLinkCount: 500, clickThroughRate: 1 },
  15: { avgSessionDuartion: 30, pagesPerSession: 2, returningVisitors: 35 },
  18: { newUsersPercent: 50, backLinkCount: 2000, avgSessionDuartion: 60, pagesPerSession: 3, clickThroughRate: 3, returningVisitors: 20 },
};

/** Users of the last 12 months per tier. */
const AUDIENCE: ReadonlyArray<readonly [number, number]> = [[120_000, 480_000], [40_000, 150_000], [12_000, 50_000], [2_000, 15_000]];

function seoFiguresOf(projectId: number, index: number): SeoFigures {
  const rng = rngOf('seo', projectId);
  const tier = SEO_TIERS[index] ?? intBetween(rng, 0, 3);
  const figures = {} as Record<SeoMetric, number>;
  for (const metric of SEO_METRICS) {
    const shift = [-1, 0, 0, 1][Math.floor(rng() * 4)];
    const bucket = clamp(tier + shift, 0, BUCKETS.length - 1);
    const { decimals, ranges } = SEO_RANGES[metric];
    const [lo, hi] = ranges[bucket];
    figures[metric] = roundTo(between(rng, lo, hi), decimals);
  }
  const [lo, hi] = AUDIENCE[tier];
  const numberOfUsers = Math.round(between(rng, lo, hi) / 10) * 10;
  const users = Math.round((numberOfUsers * between(rng, 0.07, 0.14)) / 10) * 10;
  return { numberOfUsers, ...figures, users, ...SEO_BOUNDARIES[index] } as SeoFigures;
}

/* ---------- performance records ---------- */

/** The performance score of the n-th record (positions in projectId order; more records draw one). */
const PERFORMANCE_SCORES = [88, 61, 47, 72, 33, 54, 60, 19, 41, 96, 27, 83, 50, 12, 91, 35, 66, 79, 20, 44, 98, 58, 38, 75, 24];

/** Exact card boundaries on a few records (by position), each where its score makes it plausible. */
const PERFORMANCE_BOUNDARIES: Record<number, Partial<Omit<PerformanceRecord, 'recomendations'>>> = {
  20: { speedIndex: 1, lcp: 1 },
  14: { fcp: 1 },
  17: { timeToInteract: 5 },
  19: { tbt: 1 },
  16: { cls: 0.1 },
};

interface Opportunity {
  oppurtunity: string;
  unit: 's' | 'KiB';
  /** The saving's range, from a fast site's to a slow one's. */
  range: readonly [number, number];
  /** A saving from here on is 'high'. */
  highAt: number;
}

/** Real Lighthouse opportunities; the first five are the lists of GET /dfc_recommendations. */
export const OPPORTUNITIES: readonly Opportunity[] = [
  { oppurtunity: 'Reduce unused JavaScript', unit: 'KiB', range: [40, 920], highAt: 300 },
  { oppurtunity: 'Eliminate render-blocking resources', unit: 's', range: [0.08, 2.4], highAt: 0.8 },
  { oppurtunity: 'Reduce unused CSS', unit: 'KiB', range: [10, 260], highAt: 100 },
  { oppurtunity: 'Reduce initial server response time', unit: 's', range: [0.1, 1.9], highAt: 0.6 },
  { oppurtunity: 'Use HTTP/2', unit: 's', range: [0.05, 1.2], highAt: 0.45 },
  { oppurtunity: 'Properly size images', unit: 'KiB', range: [20, 1400], highAt: 400 },
  { oppurtunity: 'Serve images in next-gen formats', unit: 'KiB', range: [30, 1100], highAt: 300 },
  { oppurtunity: 'Efficiently encode images', unit: 'KiB', range: [10, 420], highAt: 200 },
  { oppurtunity: 'Enable text compression', unit: 'KiB', range: [15, 380], highAt: 150 },
  { oppurtunity: 'Avoid multiple page redirects', unit: 's', range: [0.15, 1.3], highAt: 0.6 },
  { oppurtunity: 'Preload Largest Contentful Paint image', unit: 's', range: [0.1, 1.1], highAt: 0.6 },
  { oppurtunity: 'Defer offscreen images', unit: 'KiB', range: [20, 600], highAt: 250 },
];

/** The opportunity each list of GET /dfc_recommendations gathers. */
export const RECOMMENDATION_OPPORTUNITY: Record<RecommendationList, string> = {
  unusedJavascript: 'Reduce unused JavaScript',
  renderBlockingImages: 'Eliminate render-blocking resources',
  unusedCss: 'Reduce unused CSS',
  initialServerResponseTime: 'Reduce initial server response time',
  unusedHttp2: 'Use HTTP/2',
};

/** '0.45 s' under a second, '1.2 s' from one on, '340 KiB'. */
export function formatSavings(value: number, unit: Opportunity['unit']): string {
  if (unit === 'KiB') return `${Math.round(value)} KiB`;
  return `${value < 1 ? value.toFixed(2) : value.toFixed(1)} s`;
}

function recommendationsOf(rng: Random, bad: number): PerformanceRecommendation[] {
  const count = clamp(2 + Math.round(bad * 7 + rng() * 3), 2, OPPORTUNITIES.length);
  const picked = shuffled(OPPORTUNITIES, rng).slice(0, count);
  const entries = picked.map((o) => {
    const magnitude = clamp(Math.pow(bad, 1.2) * between(rng, 0.3, 1.5), 0.01, 1);
    const saving = o.range[0] + (o.range[1] - o.range[0]) * magnitude;
    const shown = o.unit === 'KiB' ? Math.round(saving) : roundTo(saving, saving < 1 ? 2 : 1);
    const impact: Impact = shown >= o.highAt ? 'high' : 'low';
    return { order: OPPORTUNITIES.indexOf(o), entry: { oppurtunity: o.oppurtunity, impact, estimatedSavings: formatSavings(shown, o.unit) } };
  });
  // High impact first, then in Lighthouse's order.
  entries.sort((a, b) => Number(b.entry.impact === 'high') - Number(a.entry.impact === 'high') || a.order - b.order);
  return entries.map((e) => e.entry);
}

function performanceOf(projectId: number, index: number): PerformanceRecord {
  const rng = rngOf('performance', projectId);
  const score = PERFORMANCE_SCORES[index] ?? intBetween(rng, 10, 98);
  const bad = 1 - score / 100;
  const jitter = () => between(rng, 0.85, 1.15);
  const timings = {
    performanceScore: score,
    speedIndex: roundTo(0.7 + Math.pow(bad, 1.3) * 10 * jitter(), 1),
    timeToInteract: roundTo(1.2 + bad * 16 * jitter(), 1),
    fcp: roundTo(0.5 + bad * 4.5 * jitter(), 1),
    lcp: roundTo(0.8 + bad * 7 * jitter(), 1),
    tbt: roundTo(0.03 + Math.pow(bad, 1.5) * 3 * jitter(), 2),
    cls: roundTo(bad * 0.3 * between(rng, 0.3, 1.7), 3),
  };
  return { ...timings, ...PERFORMANCE_BOUNDARIES[index], recomendations: recommendationsOf(rng, bad) };
}

/* ---------- seeds ---------- */

/** The projects with a record: every one with a projectStatus, then drafts, then the rest, up to DASHBOARD_MIN_PROJECTS. */
export function dashboardProjects(projects: readonly StoredProject[]): StoredProject[] {
  const withStatus = projects.filter((p) => p.projectStatus !== null);
  const preference = (p: StoredProject) => (p.projectCreationStatus === CREATION_STATUS.draft ? 0 : 1);
  const others = projects.filter((p) => p.projectStatus === null).sort((a, b) => preference(a) - preference(b) || a.projectId - b.projectId);
  return [...withStatus, ...others.slice(0, Math.max(0, DASHBOARD_MIN_PROJECTS - withStatus.length))].sort((a, b) => a.projectId - b.projectId);
}

export function seedDashboards(projects: readonly StoredProject[]): StoredDashboard[] {
  return dashboardProjects(projects).map((p, index) => ({
    projectId: p.projectId,
    projectName: p.projectName,
    seo: seoFiguresOf(p.projectId, index),
    performance: performanceOf(p.projectId, index),
  }));
}

export function seedAgencyDashboards(
  agencies: readonly Agency[],
  projects: readonly StoredProject[],
  dashboards: readonly StoredDashboard[],
  now: number,
): StoredAgencyDashboards {
  const months = twelveMonths(now);
  const byAgency: Record<string, AgencyDashboard> = {};
  for (const agency of agencies) {
    const rng = rngOf('agency', agency.username);
    const own = dashboards.filter((d) => projects.find((p) => p.projectId === d.projectId)?.dfcUser.userId === agency.userId);
    byAgency[agency.username] = {
      agencyName: agency.agencyName,
      projects: own.map((d) => ({
        projectName: d.projectName,
        status: projects.find((p) => p.projectId === d.projectId)?.projectStatus ?? YET_TO_CREATE,
        performanceScore: d.performance.performanceScore,
        onTimePercent: intBetween(rng, 11, 20) * 5,
      })),
      monthlyDeliveries: months.map((month) => ({ month, delivered: intBetween(rng, 0, 9) })),
    };
  }
  const all = Object.values(byAgency);
  return {
    byAgency,
    overall: {
      agencyName: OVERALL_AGENCY_NAME,
      projects: all.flatMap((a) => a.projects),
      monthlyDeliveries: months.map((month, i) => ({ month, delivered: all.reduce((sum, a) => sum + a.monthlyDeliveries[i].delivered, 0) })),
    },
  };
}

/* ---------- the table (defined last: defining it seeds it, with everything above) ---------- */

export const dashboardsTable = defineTable({
  name: 'dashboards',
  version: 1,
  keys: ['dashboards', 'agencyDashboards', 'lifecycleSeed'],
  dependsOn: [authTable, projectsTable],
  seed: ({ now, db: state }) => {
    const dashboards = seedDashboards(state.projects);
    return {
      dashboards,
      agencyDashboards: seedAgencyDashboards(state.agencies, state.projects, dashboards, now),
      lifecycleSeed: seedLifecycle(state.projects, now),
    };
  },
});
