/**
 * Dashboards (seed 001 sections 2, 3, 4, 7 and 9): the wire records, spelt as the wire spells
 * them (avgSessionDuartion, recomendations, oppurtunity), and every colour and bucket rule.
 * No React, no I/O.
 */
import * as z from 'zod/mini';
import { loose, orNull } from './contract/check';

/* ---------- wire records (seed 001 section 3): runtime schemas, each with its type ---------- */

/** GET /get_dfc_Seodashboard: one record per project. */
export const SeoRecord = loose({
  projectName: z.string(),
  numberOfUsers: z.number(),
  newUsersPercent: z.number(),
  /** Seconds (spelt so on the wire). */
  avgSessionDuartion: z.number(),
  backLinkCount: z.number(),
  bounceRate: z.number(),
  clickThroughRate: z.number(),
  pagesPerSession: z.number(),
  returningVisitors: z.number(),
  users: z.number(),
});
export type SeoRecord = z.infer<typeof SeoRecord>;

export type Impact = 'low' | 'high';

export const PerformanceRecommendation = loose({
  /** Spelt so on the wire. */
  oppurtunity: z.string(),
  /** 'low' or 'high' (Impact); any other text reads as high. */
  impact: z.string(),
  estimatedSavings: z.union([z.string(), z.number()]),
});
export type PerformanceRecommendation = z.infer<typeof PerformanceRecommendation>;

/** GET /get_dfc_performance_dashboard/{projectId}. */
export const PerformanceRecord = loose({
  performanceScore: z.number(),
  speedIndex: z.number(),
  timeToInteract: z.number(),
  fcp: z.number(),
  lcp: z.number(),
  tbt: z.number(),
  cls: z.number(),
  /** Spelt so on the wire. */
  recomendations: z.array(PerformanceRecommendation),
});
export type PerformanceRecord = z.infer<typeof PerformanceRecord>;

/** GET /get_dfc_performanceoverall: one per project. */
export const OverallRecord = loose({ projectName: z.string(), performanceScore: z.number() });
export type OverallRecord = z.infer<typeof OverallRecord>;

export const RecommendationEntry = loose({
  projectName: z.string(),
  /** 'low' or 'high' (Impact). */
  impact: z.string(),
});
export type RecommendationEntry = z.infer<typeof RecommendationEntry>;

export const RECOMMENDATION_LISTS = ['unusedJavascript', 'renderBlockingImages', 'unusedCss', 'initialServerResponseTime', 'unusedHttp2'] as const;
export type RecommendationList = (typeof RECOMMENDATION_LISTS)[number];

/** GET /dfc_recommendations: the five lists. */
export const RecommendationsResponse = loose(
  Object.fromEntries(RECOMMENDATION_LISTS.map((list) => [list, z.array(RecommendationEntry)])) as Record<RecommendationList, z.ZodMiniArray<typeof RecommendationEntry>>,
);
export type RecommendationsResponse = z.infer<typeof RecommendationsResponse>;

/** GET /get_dfc_project_list. */
export const ProjectListEntry = loose({ projectId: z.number(), projectName: z.string() });
export type ProjectListEntry = z.infer<typeof ProjectListEntry>;

/** Agency list entry. */
export const AgencyListEntry = loose({ username: z.string() });
export type AgencyListEntry = z.infer<typeof AgencyListEntry>;

/* ---------- performance cards (seed 001 section 9) ---------- */

export type CardColour = 'green' | 'red';

export const PERFORMANCE_TEXTS = {
  good: 'Good',
  average: 'Average',
  speedIndexAbove: 'Much longer than expected',
  speedIndexAtMost: 'Good: Nothing to be done here',
} as const;

export type PerformanceMetric = 'performanceScore' | 'speedIndex' | 'timeToInteract' | 'fcp' | 'lcp' | 'tbt' | 'cls';
export const PERFORMANCE_METRICS: readonly PerformanceMetric[] = ['performanceScore', 'speedIndex', 'timeToInteract', 'fcp', 'lcp', 'tbt', 'cls'];

/**
 * A performance card's colour and text (seed 001 section 9):
 * - performance score: above 60 green 'Good', else red 'Average';
 * - speed index: above 1 green 'Much longer than expected' (as the seeds say); at or below 1 'Good:
 *   Nothing to be done here', green too (the seeds give that text no colour; ours follows its words);
 * - time to interact above 5 red; FCP, LCP, TBT above 1 red; CLS above 0.1 red; green otherwise (no text).
 */
export function performanceCard(metric: PerformanceMetric, value: number): { colour: CardColour; text: string | null } {
  switch (metric) {
    case 'performanceScore':
      return value > 60 ? { colour: 'green', text: PERFORMANCE_TEXTS.good } : { colour: 'red', text: PERFORMANCE_TEXTS.average };
    case 'speedIndex':
      return { colour: 'green', text: value > 1 ? PERFORMANCE_TEXTS.speedIndexAbove : PERFORMANCE_TEXTS.speedIndexAtMost };
    case 'timeToInteract':
      return { colour: value > 5 ? 'red' : 'green', text: null };
    case 'fcp':
    case 'lcp':
    case 'tbt':
      return { colour: value > 1 ? 'red' : 'green', text: null };
    case 'cls':
      return { colour: value > 0.1 ? 'red' : 'green', text: null };
  }
}

/** Impact 'low' green, anything else red. */
export function impactColour(impact: string | null | undefined): CardColour {
  return impact === 'low' ? 'green' : 'red';
}

/* ---------- buckets (seed 001 section 9) ---------- */

export const BUCKETS = ['Very Good', 'Good', 'Avg', 'Poor'] as const;
export type Bucket = (typeof BUCKETS)[number];

export type BucketMetric =
  | 'newUsersPercent'
  | 'returningVisitors'
  | 'backLinkCount'
  | 'bounceRate'
  | 'clickThroughRate'
  | 'avgSessionDuartion'
  | 'pagesPerSession'
  | 'performanceScore';

/**
 * Each metric's bucket bounds. Higher is better unless `lowerIsBetter`. For higher-is-better
 * metrics: above `veryGood` is Very Good; from `good` up to `veryGood` (both included) Good; from
 * `avg` up to (not including) `good` Avg; below `avg` Poor. The seeds' ranges share their ends
 * ('above 50, 35-50, 20-35, below 20'): a shared end goes to the better bucket (35 is Good, 20 Avg).
 *
 * Choices where the seeds overlap or leave a gap:
 * - bounce rate ('100-80 Poor, 80-56 Avg, 36-55 Good, below 36 Very Good', lower is better): 80 and
 *   above Poor; from 56 up to 80 Avg; from 36 up to 56 Good (the 55-56 gap goes to Good); below 36
 *   Very Good;
 * - pages per session ('above 5, 3-5, 2-3, 1'): '1' is read as everything below 2 (Poor).
 */
export const BUCKET_BOUNDS: Record<BucketMetric, { veryGood: number; good: number; avg: number; lowerIsBetter?: boolean }> = {
  newUsersPercent: { veryGood: 50, good: 35, avg: 20 },
  returningVisitors: { veryGood: 50, good: 35, avg: 20 },
  backLinkCount: { veryGood: 5000, good: 2000, avg: 500 },
  bounceRate: { veryGood: 36, good: 56, avg: 80, lowerIsBetter: true },
  clickThroughRate: { veryGood: 4, good: 3, avg: 1 },
  avgSessionDuartion: { veryGood: 120, good: 60, avg: 30 },
  pagesPerSession: { veryGood: 5, good: 3, avg: 2 },
  performanceScore: { veryGood: 50, good: 35, avg: 20 },
};

export function bucketOf(metric: BucketMetric, value: number): Bucket {
  const b = BUCKET_BOUNDS[metric];
  if (b.lowerIsBetter) {
    // veryGood < good < avg: below 36 Very Good, below 56 Good, below 80 Avg, else Poor.
    if (value < b.veryGood) return 'Very Good';
    if (value < b.good) return 'Good';
    if (value < b.avg) return 'Avg';
    return 'Poor';
  }
  if (value > b.veryGood) return 'Very Good';
  if (value >= b.good) return 'Good';
  if (value >= b.avg) return 'Avg';
  return 'Poor';
}

/** The share of values in each bucket, as a percentage with 2 decimals ('24.00'); all '0.00' without values. */
export function bucketShares(metric: BucketMetric, values: readonly number[]): Record<Bucket, string> {
  const counts: Record<Bucket, number> = { 'Very Good': 0, Good: 0, Avg: 0, Poor: 0 };
  const finite = values.filter((v) => Number.isFinite(v));
  for (const v of finite) counts[bucketOf(metric, v)] += 1;
  const share = (n: number) => (finite.length === 0 ? 0 : (n * 100) / finite.length).toFixed(2);
  return { 'Very Good': share(counts['Very Good']), Good: share(counts.Good), Avg: share(counts.Avg), Poor: share(counts.Poor) };
}

/** The SEO Metrics Dashboard's seven chart pairs (seed 001 section 2), in order. */
export const SEO_CHART_METRICS = [
  { metric: 'newUsersPercent', label: 'New Users' },
  { metric: 'returningVisitors', label: 'Returning Visitors' },
  { metric: 'backLinkCount', label: 'Backlinks' },
  { metric: 'bounceRate', label: 'Bounce Rate' },
  { metric: 'clickThroughRate', label: 'Click Through Rate' },
  { metric: 'avgSessionDuartion', label: 'Average Session Duration' },
  { metric: 'pagesPerSession', label: 'Pages Per Session' },
] as const satisfies ReadonlyArray<{ metric: BucketMetric; label: string }>;

/**
 * The Performance Metrics Dashboard's six chart pairs: the overall performance score, then the
 * five recommendation lists of GET /dfc_recommendations by impact.
 */
export const PERFORMANCE_CHART_LISTS = [
  { list: 'overall', label: 'Performance Score' },
  { list: 'unusedJavascript', label: 'Unused JavaScript' },
  { list: 'renderBlockingImages', label: 'Render Blocking Images' },
  { list: 'unusedCss', label: 'Unused CSS' },
  { list: 'initialServerResponseTime', label: 'Initial Server Response Time' },
  { list: 'unusedHttp2', label: 'Unused HTTP/2' },
] as const;

/** Sub charts show the first 5 projects (seed 001 section 9). */
export const SUB_CHART_PROJECTS = 5;

/** The project dashboard's four boards, in the side menu's order; the first is the default. */
export const PROJECT_BOARDS = [
  { id: 'performance', label: 'Project Performance' },
  { id: 'seo', label: 'SEO Monitoring' },
  { id: 'lifecycle', label: 'Lifecycles Stats' },
  { id: 'resources', label: 'Smart Resource Management' },
] as const;
export type ProjectBoard = (typeof PROJECT_BOARDS)[number]['id'];

/** The board named in the address, or the default (Project Performance). */
export function boardOf(value: string | null | undefined): ProjectBoard {
  return PROJECT_BOARDS.find((b) => b.id === value)?.id ?? 'performance';
}

/* ---------- extensions (beyond the seeds: the boards the seeds filled with sample data) ---------- */

/** Extension: SEO Monitoring's keyword ranks and backlink history of a project. */
export const SeoMonitoring = loose({
  projectName: z.string(),
  keywords: z.array(loose({ keyword: z.string(), rank: z.number(), previousRank: z.number(), searchVolume: z.number() })),
  backlinks: z.array(loose({ month: z.string(), count: z.number() })),
});
export type SeoMonitoring = z.infer<typeof SeoMonitoring>;

const ProjectDays = loose({ projectName: z.string(), days: z.number() });

/** Extension: Lifecycles Stats, computed from the project and job records. */
export const LifecycleStats = loose({
  /** Projects per status (null status as 'YET TO CREATE'). */
  perStatus: z.array(loose({ status: z.string(), count: z.number() })),
  /** Days from creation to approval, per approved project. */
  daysToApproval: z.array(ProjectDays),
  /** Days from creation to the first deployment, per deployed project. */
  daysToDeployment: z.array(ProjectDays),
  /** The selected project's stages with their dates (null: not reached). */
  stages: z.array(loose({ stage: z.string(), reachedAt: orNull(z.string()) })),
});
export type LifecycleStats = z.infer<typeof LifecycleStats>;

/** Extension: Smart Resource Management of a project: its tech stack, team and environments. */
export const ResourceManagement = loose({
  projectName: z.string(),
  techStack: z.array(loose({ layer: z.string(), name: z.string() })),
  team: z.array(loose({ role: z.string(), members: z.number(), allocationPercent: z.number() })),
  environments: z.array(
    loose({ name: z.string(), service: z.string(), monthlyCost: z.number(), currency: z.string(), utilisationPercent: z.number() }),
  ),
});
export type ResourceManagement = z.infer<typeof ResourceManagement>;

/** Extension: the agency dashboards' fixed sample data. */
export const AgencyDashboard = loose({
  agencyName: z.string(),
  projects: z.array(loose({ projectName: z.string(), status: z.string(), performanceScore: z.number(), onTimePercent: z.number() })),
  monthlyDeliveries: z.array(loose({ month: z.string(), delivered: z.number() })),
});
export type AgencyDashboard = z.infer<typeof AgencyDashboard>;
