/**
 * The cloud part of the tech workflow (seed 000 sections 2, 3, 7, 9): the recommender behind
 * POST /api/recommendations and the price lists behind GET /api/pricelist. Pure: no table, no clock.
 */
import {
  PLAN_PAGE_SIZE,
  RECOMMENDATION_FLAG_NAMES,
  isSelectablePlan,
  type PriceList,
  type PriceListItem,
  type Recommendation,
  type RecommendationFlag,
  type RecommendationFlags,
} from '../../src/domain/cloud';
import { badRequest, ok, type Outcome } from '../core/outcome';
import { AZURE_SERVICES } from '../lookups/seed';
import { PRICE_REGIONS, seedPriceList, type AzureService, type PriceRegion } from './priceLists';

// Wire shapes of seed 000 section 3 (src/domain/cloud.ts), re-exported for the handlers and tests.
export type { PriceListItem, Recommendation, RecommendationFlag, RecommendationFlags } from '../../src/domain/cloud';
export type PriceListAnswer = PriceList;
export const RECOMMENDATION_FLAGS = RECOMMENDATION_FLAG_NAMES;
export { PLAN_PAGE_SIZE, isSelectablePlan };

// ---------------------------------------------------------------------------------------------
// The recommender's weight table: how well each service answers each need, 0 (not at all) to 3
// (strongly). A service's score is the sum of the weights of the flags set to true; its percentage
// is that score out of the best possible (3 x the number of flags set), rounded to an integer.
// With no flag set, the BASELINE row ("a general web application") is scored the same way.
// Results: all seven services, best first, ties by service name.
// ---------------------------------------------------------------------------------------------

type Weights = Record<AzureService, number>;

export const MAX_WEIGHT = 3;

export const RECOMMENDER_WEIGHTS: Record<RecommendationFlag, Weights> = {
  // Sudden large number of hits: elastic platforms that scale out on their own.
  autoScale: {
    'Azure App Service': 3, Functions: 3, 'Azure Service Fabric': 3, 'Static web apps': 2,
    'Container Instances': 1, 'Cloud Services': 1, Storage: 1,
  },
  // Load balancing built in across instances.
  loadBalance: {
    'Azure App Service': 3, 'Azure Service Fabric': 3, 'Cloud Services': 3, 'Container Instances': 1,
    Functions: 1, 'Static web apps': 1, Storage: 0,
  },
  // A static site: static hosting first, Storage's static website next.
  staticSite: {
    'Static web apps': 3, Storage: 2, 'Azure App Service': 1, 'Container Instances': 0,
    Functions: 0, 'Azure Service Fabric': 0, 'Cloud Services': 0,
  },
  // Low cost: pay per use or free tiers; clusters and reserved roles cost most.
  lowCost: {
    Functions: 3, 'Static web apps': 3, Storage: 3, 'Container Instances': 2,
    'Azure App Service': 1, 'Azure Service Fabric': 0, 'Cloud Services': 0,
  },
  // Control of the operating system and its configuration.
  osConfig: {
    'Container Instances': 3, 'Azure Service Fabric': 3, 'Cloud Services': 2, 'Azure App Service': 1,
    Functions: 0, 'Static web apps': 0, Storage: 0,
  },
  // A critical application: SLAs, health monitoring, rolling upgrades.
  criticality: {
    'Azure Service Fabric': 3, 'Azure App Service': 3, 'Cloud Services': 2, Functions: 1,
    'Container Instances': 1, 'Static web apps': 1, Storage: 1,
  },
  // Multiple pages: a server-rendered site first, then a static one.
  multiplePages: {
    'Azure App Service': 3, 'Static web apps': 2, 'Cloud Services': 1, 'Azure Service Fabric': 1,
    'Container Instances': 1, Storage: 1, Functions: 0,
  },
  // A secure application: built-in sign-in (App Service authentication, Static Web Apps auth).
  authentication: {
    'Azure App Service': 3, 'Static web apps': 2, Functions: 2, 'Azure Service Fabric': 1,
    'Cloud Services': 1, 'Container Instances': 0, Storage: 0,
  },
  // Portability to other platforms: containers run anywhere; Service Fabric runs on premises too.
  portability: {
    'Container Instances': 3, 'Azure Service Fabric': 2, 'Azure App Service': 1, Functions: 0,
    'Static web apps': 0, 'Cloud Services': 0, Storage: 0,
  },
  // High availability: multi-region deployments and failover.
  multiRegionFailover: {
    'Azure App Service': 3, Functions: 3, 'Azure Service Fabric': 3, Storage: 2, 'Static web apps': 2,
    'Cloud Services': 1, 'Container Instances': 0,
  },
};

/** No flag set: a general web application, for which App Service is the usual answer. */
export const BASELINE_WEIGHTS: Weights = {
  'Azure App Service': 2, Functions: 1, 'Container Instances': 1, 'Static web apps': 1,
  'Azure Service Fabric': 1, 'Cloud Services': 0, Storage: 0,
};

const FLAG_SET = new Set<string>(RECOMMENDATION_FLAGS);

/**
 * Checks a request body: an object whose keys are among the ten flags and whose values are
 * booleans. A missing flag counts as false (the page may not ask about loadBalance or osConfig).
 */
export function parseRecommendationFlags(body: unknown): Outcome<RecommendationFlags> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return badRequest(`The recommendation request must be an object of flags (${RECOMMENDATION_FLAGS.join(', ')})`);
  }
  const entries = Object.entries(body as Record<string, unknown>);
  const unknown = entries.map(([key]) => key).filter((key) => !FLAG_SET.has(key));
  if (unknown.length > 0) {
    return badRequest(`Unknown recommendation flag(s): ${unknown.join(', ')}. Known flags: ${RECOMMENDATION_FLAGS.join(', ')}`);
  }
  const notBoolean = entries.filter(([, value]) => typeof value !== 'boolean').map(([key]) => key);
  if (notBoolean.length > 0) {
    return badRequest(`Recommendation flag(s) must be true or false: ${notBoolean.join(', ')}`);
  }
  const flags = Object.fromEntries(RECOMMENDATION_FLAGS.map((flag) => [flag, false])) as RecommendationFlags;
  for (const [key, value] of entries) flags[key as RecommendationFlag] = value as boolean;
  return ok(flags);
}

const bestFirst = (a: Recommendation, b: Recommendation) =>
  b.percentage - a.percentage || (a.serviceName < b.serviceName ? -1 : a.serviceName > b.serviceName ? 1 : 0);

/** POST /api/recommendations: the seven services scored from the ten flags, best first. */
export function recommend(body: unknown): Outcome<Recommendation[]> {
  const parsed = parseRecommendationFlags(body);
  if (!parsed.ok) return parsed;
  const rows = RECOMMENDATION_FLAGS.filter((flag) => parsed.value[flag]).map((flag) => RECOMMENDER_WEIGHTS[flag]);
  const counted = rows.length > 0 ? rows : [BASELINE_WEIGHTS];
  const possible = MAX_WEIGHT * counted.length;
  return ok(
    AZURE_SERVICES.map((serviceName) => {
      const score = counted.reduce((sum, row) => sum + row[serviceName], 0);
      return { serviceName, percentage: Math.round((100 * score) / possible) };
    }).sort(bestFirst),
  );
}

// ---------------------------------------------------------------------------------------------
// Price lists
// ---------------------------------------------------------------------------------------------

const normal = (text: string) => text.trim().toLowerCase();

/** The region of a dropdown value; its label, armRegionName or location are accepted too, any case. */
export function resolveRegion(region: string | null | undefined): PriceRegion | undefined {
  if (typeof region !== 'string') return undefined;
  const wanted = normal(region);
  if (wanted === 'usa') return PRICE_REGIONS.find((r) => r.value === 'us');
  return PRICE_REGIONS.find((r) => [r.value, r.label, r.armRegionName, r.location].some((name) => normal(name) === wanted));
}

/** A service of seed 000 section 9, by its name in any case. */
export function resolveService(service: string | null | undefined): AzureService | undefined {
  if (typeof service !== 'string') return undefined;
  const wanted = normal(service);
  return AZURE_SERVICES.find((name) => normal(name) === wanted);
}

const priceLists = new Map<string, PriceListItem[]>();

/** The whole list of a pair (built once; the lists never change), or an empty one when unknown. */
function listOf(region: string | null | undefined, service: string | null | undefined): PriceListItem[] {
  const r = resolveRegion(region);
  const s = resolveService(service);
  if (!r || !s) return [];
  const key = `${r.armRegionName}|${s}`;
  let list = priceLists.get(key);
  if (!list) {
    list = seedPriceList(r, s);
    priceLists.set(key, list);
  }
  return list;
}

/** Absent means 0; otherwise a non-negative integer (a query string of digits, or a number). */
function parseSkip(skip: string | number | null | undefined): number | undefined {
  if (skip === null || skip === undefined) return 0;
  if (typeof skip === 'number') return Number.isSafeInteger(skip) && skip >= 0 ? skip : undefined;
  if (typeof skip !== 'string' || !/^\s*\d+\s*$/.test(skip)) return undefined;
  const value = Number(skip);
  return Number.isSafeInteger(value) ? value : undefined;
}

export interface PriceListQuery {
  region?: string | null;
  service?: string | null;
  skip?: string | number | null;
}

/**
 * GET /api/pricelist?skip=&region=&service=: the 5 items from skip and the pair's total. An unknown
 * region or service answers an empty list (totalItems 0); a bad skip is refused.
 */
export function priceList({ region, service, skip }: PriceListQuery): Outcome<PriceListAnswer> {
  const from = parseSkip(skip);
  if (from === undefined) return badRequest(`skip must be a non-negative integer, got ${JSON.stringify(skip)}`);
  const list = listOf(region, service);
  return ok({ items: list.slice(from, from + PLAN_PAGE_SIZE).map((item) => ({ ...item })), totalItems: list.length });
}

/**
 * The plan with this skuId for a service, in one region (a dropdown value or any accepted name), or
 * in any region when region is absent. For environment creation (createResourceSku).
 */
export function findPlan(service: string, region: string | null | undefined, skuId: string): PriceListItem | undefined {
  const regions = region === null || region === undefined ? PRICE_REGIONS.map((r) => r.value) : [region];
  for (const r of regions) {
    const item = listOf(r, service).find((candidate) => candidate.skuId === skuId);
    if (item) return { ...item };
  }
  return undefined;
}

