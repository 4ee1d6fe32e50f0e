/**
 * The cloud service recommender and the plan picker: wire types of seed 000 section 3
 * (recommendation flags, recommendation, price list item) and the pure rules of seed 000
 * sections 2, 5 and 9 (plan cards, paging, regions, services). No React, no I/O.
 */
import * as z from 'zod/mini';
import { loose } from './contract/check';

/* ---------- recommendation (POST /api/recommendations) ---------- */

export const RECOMMENDATION_FLAG_NAMES = [
  'autoScale',
  'loadBalance',
  'staticSite',
  'lowCost',
  'osConfig',
  'criticality',
  'multiplePages',
  'authentication',
  'portability',
  'multiRegionFailover',
] as const;
export type RecommendationFlag = (typeof RECOMMENDATION_FLAG_NAMES)[number];

/** The request body: ten booleans. */
export const RecommendationFlags = loose(
  Object.fromEntries(RECOMMENDATION_FLAG_NAMES.map((flag) => [flag, z.boolean()])) as Record<RecommendationFlag, z.ZodMiniBoolean>,
);
export type RecommendationFlags = z.infer<typeof RecommendationFlags>;

export const Recommendation = loose({ serviceName: z.string(), percentage: z.number() });
export type Recommendation = z.infer<typeof Recommendation>;

export interface RecommendationQuestion {
  flag: RecommendationFlag;
  question: string;
  /**
   * 'seed': the seed names this yes/no checkbox (its question is worded from the seed's
   * description); 'ours': the flag is in the payload but the seed leaves its checkbox open.
   */
  source: 'seed' | 'ours';
}

/** The yes/no questions of /getCloudPlans/, in the seed's order, then our two. */
export const RECOMMENDATION_QUESTIONS: readonly RecommendationQuestion[] = [
  { flag: 'autoScale', question: 'Do you expect a sudden large number of hits?', source: 'seed' },
  { flag: 'staticSite', question: 'Is it a static site?', source: 'seed' },
  { flag: 'lowCost', question: 'Do you need a low cost solution?', source: 'seed' },
  { flag: 'criticality', question: 'Is it a critical application?', source: 'seed' },
  { flag: 'multiplePages', question: 'Does it have multiple pages?', source: 'seed' },
  { flag: 'authentication', question: 'Is it a secure application (does it need authentication)?', source: 'seed' },
  { flag: 'portability', question: 'Does it need portability to other platforms?', source: 'seed' },
  { flag: 'multiRegionFailover', question: 'Does it need high availability (failover to another region)?', source: 'seed' },
  { flag: 'loadBalance', question: 'Should the traffic be load balanced across several instances?', source: 'ours' },
  { flag: 'osConfig', question: 'Do you need to configure the operating system yourself?', source: 'ours' },
];

/** Every flag unticked: the form's starting values. */
export const NO_FLAGS: RecommendationFlags = Object.fromEntries(RECOMMENDATION_FLAG_NAMES.map((f) => [f, false])) as RecommendationFlags;

/** Best first: percentage descending, ties by service name (code-point order, so deterministic). */
export function bestFirst(recommendations: readonly Recommendation[]): Recommendation[] {
  return [...recommendations].sort(
    (a, b) => b.percentage - a.percentage || (a.serviceName < b.serviceName ? -1 : a.serviceName > b.serviceName ? 1 : 0),
  );
}

/* ---------- services and regions (seed 000 section 9) ---------- */

export const SERVICE_NAMES = [
  'Storage',
  'Azure App Service',
  'Cloud Services',
  'Container Instances',
  'Functions',
  'Azure Service Fabric',
  'Static web apps',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * Region options of Plan Selection. The seed gives one wire value, USA -> 'us'; the others follow
 * the same rule (the lower-case geography name): 'europe', 'india', 'asia'. The value is what
 * GET /api/pricelist receives as `region` and createResource as `location`.
 */
export const REGIONS = [
  { label: 'Europe', value: 'europe' },
  { label: 'India', value: 'india' },
  { label: 'USA', value: 'us' },
  { label: 'Asia', value: 'asia' },
] as const;
export type RegionValue = (typeof REGIONS)[number]['value'];

export const DEFAULT_REGION_SERVICE_ID = 2;

/** A choice of Plan Selection's region dropdown: what it reads and what the price list and createResource receive. */
export interface RegionOption {
  label: string;
  value: string;
}

/**
 * The dropdown's choices from the regions GET api/get_cloud_regions_by_service answers, in its
 * order: a region whose name has one of the seed's four geographies as a word is that choice
 * ('West Europe' -> Europe / 'europe', 'East US' -> USA / 'us'); any other reads and is sent as
 * answered ('Norway East'). One choice per value (the first wins).
 */
export function regionOptionsOf(regions: readonly { name: string }[]): RegionOption[] {
  const options: RegionOption[] = [];
  for (const { name } of regions) {
    const words = name.toLowerCase().split(/[^a-z0-9]+/);
    const known = REGIONS.find((r) => words.includes(r.value) || words.includes(r.label.toLowerCase()));
    const option = known ? { label: known.label, value: known.value } : { label: name.trim(), value: name.trim() };
    if (option.value && !options.some((o) => o.value === option.value)) options.push(option);
  }
  return options;
}

/** Cloud and template radio choices apply this long after the click (seed 001 section 9). */
export const RADIO_CHOICE_DELAY_MS = 150;

/* ---------- price list (GET /api/pricelist) ---------- */

export const PriceListItem = loose({
  productName: z.string(),
  retailPrice: z.number(),
  currencyCode: z.string(),
  unitOfMeasure: z.string(),
  /** The string 'true' marks a selectable (green) plan. */
  armSkuName: z.string(),
  armRegionName: z.string(),
  location: z.string(),
  skuId: z.string(),
  skuName: z.string(),
  serviceName: z.string(),
});
export type PriceListItem = z.infer<typeof PriceListItem>;

export const PriceList = loose({ items: z.array(PriceListItem), totalItems: z.number() });
export type PriceList = z.infer<typeof PriceList>;

/** Green and selectable when armSkuName is the string 'true'; otherwise pink and inert. */
export function isSelectablePlan(item: Pick<PriceListItem, 'armSkuName'>): boolean {
  return item.armSkuName === 'true';
}

/** Rounds half away from zero on the decimal value as written (2.00005 -> 2.0001, not 2.0000). */
export function toFixedHalfUp(value: number, decimals: number): string {
  const text = String(Math.abs(value));
  if (text.includes('e')) return value.toFixed(decimals);
  const rounded = Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`);
  return (value < 0 && rounded !== 0 ? -rounded : rounded).toFixed(decimals);
}

export const HITS_UNIT = '10K';

/**
 * The unit as shown: the seed says "a 10K unit is shown as 'Hits'". We keep the quantity and name
 * what is counted ('10K' -> '10K Hits'), since 'per Hits' alone would read as a price per hit,
 * ten thousand times too high. Other units are shown as the price list gives them.
 */
export function unitText(unitOfMeasure: string): string {
  return unitOfMeasure.trim() === HITS_UNIT ? `${HITS_UNIT} Hits` : unitOfMeasure;
}

/**
 * A plan card's price: 4 decimals (half up), currency code, ' / ', unit:
 * '0.0400 USD / 10K Hits', '0.0130 USD / 1 Hour'. A price that is not a number shows as '-'.
 */
export function formatPrice(item: Pick<PriceListItem, 'retailPrice' | 'currencyCode' | 'unitOfMeasure'>): string {
  const price = Number(item.retailPrice);
  const amount = Number.isFinite(price) ? toFixedHalfUp(price, 4) : '-';
  return `${amount} ${item.currencyCode} / ${unitText(item.unitOfMeasure)}`;
}

/* ---------- paging (seed 000 sections 5 and 9) ---------- */

export const PLAN_PAGE_SIZE = 5;

export function skipOf(page: number): number {
  return PLAN_PAGE_SIZE * page;
}

/** Pages are numbered from 0; 0 items still make one (empty) page. */
export function lastPage(totalItems: number): number {
  return Math.max(0, Math.ceil(totalItems / PLAN_PAGE_SIZE) - 1);
}

export function previousDisabled(page: number): boolean {
  return page <= 0;
}

/**
 * The seed: "Next is disabled when total count divided by 5 minus the page is 0". Read with the
 * quotient floored (12 items: 2 - page, so pages 0, 1 and the last page 2 are reachable and Next
 * is disabled on page 2). The floored quotient equals the last page's index except at exact
 * multiples of 5, where the literal rule would open an empty page after the last one (10 items:
 * 10 / 5 - 1 = 1 on page 1, the last full page); there we take the quotient as the last page's
 * index too, so Next is disabled on the last page with items. Past the last page (a list that
 * shrank) Next stays disabled. 0 items: disabled on page 0, as the literal rule gives.
 */
export function nextDisabled(totalItems: number, page: number): boolean {
  return lastPage(totalItems) - page <= 0;
}

/* ---------- monthly estimate (beyond the seeds, issue 7 "Cost before commitment") ---------- */

/** Hours in a month: 365 days x 24 hours / 12 months, as cloud price calculators count it. */
export const HOURS_PER_MONTH = 730;
const DAYS_PER_MONTH = HOURS_PER_MONTH / 24;

export type UnitKind = 'count' | 'hour' | 'day' | 'month';
export interface ParsedUnit {
  kind: UnitKind;
  /** How many counted things (or hours, days, months) the price buys. */
  quantity: number;
}

const MULTIPLIER: Record<string, number> = { '': 1, K: 1e3, M: 1e6, B: 1e9 };
const COUNTED = /^(hits?|requests?|transactions?|executions?|operations?|calls?)?$/i;

/**
 * Reads a unit of measure: '10K' and '1M' (optionally '10K Hits', '1M Requests') are counts,
 * '1 Hour' / '100 Hours' / '1/Hour' hours, '1/Day' days, '1/Month' months. Anything else
 * ('1 GB/Month', '1 GB') is not priced per hit or per time and gives null.
 */
export function parseUnit(unitOfMeasure: string): ParsedUnit | null {
  const match = /^\s*(\d+(?:\.\d+)?)?\s*([KMB](?![a-z]))?\s*(.*?)\s*$/i.exec(unitOfMeasure ?? '');
  if (!match) return null;
  const [, number, suffix = '', rest] = match;
  const quantity = (number === undefined ? 1 : Number(number)) * MULTIPLIER[suffix.toUpperCase()];
  if (!(quantity > 0)) return null;
  const what = rest.replace(/^\/\s*/, '');
  if (/^hours?$/i.test(what)) return suffix ? null : { kind: 'hour', quantity };
  if (/^days?$/i.test(what)) return suffix ? null : { kind: 'day', quantity };
  if (/^months?$/i.test(what)) return suffix ? null : { kind: 'month', quantity };
  if (COUNTED.test(what) && (number !== undefined || suffix)) return { kind: 'count', quantity };
  return null;
}

/**
 * The chosen plan's monthly estimate, in the plan's currency, unrounded:
 * - a count unit: price x expectedHits / units ('10K' at 0.04 with 500000 hits -> 2), the
 *   project's expected hits (noOfHits) taken as hits per month;
 * - an hour unit: price / hours x 730 (the service runs all month; hits do not matter);
 *   a day unit likewise with 730 / 24 days, a month unit: price / months;
 * - null when it cannot be estimated: an unknown unit (storage per GB), a price that is not a
 *   number, or (for a count unit) expected hits that are missing or negative.
 */
export function monthlyEstimate(
  item: Pick<PriceListItem, 'retailPrice' | 'unitOfMeasure'>,
  expectedHits: number | null | undefined,
): number | null {
  const price = Number(item.retailPrice);
  const unit = parseUnit(item.unitOfMeasure);
  if (!Number.isFinite(price) || !unit) return null;
  switch (unit.kind) {
    case 'count':
      if (expectedHits == null || !Number.isFinite(expectedHits) || expectedHits < 0) return null;
      return (price * expectedHits) / unit.quantity;
    case 'hour':
      return (price / unit.quantity) * HOURS_PER_MONTH;
    case 'day':
      return (price / unit.quantity) * DAYS_PER_MONTH;
    case 'month':
      return price / unit.quantity;
  }
}

/** The estimate as shown: 2 decimals (half up) and the currency, e.g. '9.49 USD'. */
export function formatMonthlyEstimate(amount: number, currencyCode: string): string {
  return `${toFixedHalfUp(amount, 2)} ${currencyCode}`;
}

/* ---------- environment request (createResource / createResourceSku) ---------- */

/** The longest resource name: Azure's tightest rule (a storage account: 3 to 24 a-z and 0-9). */
export const RESOURCE_NAME_MAX = 24;
const RESOURCE_NAME_FALLBACK = 'dfc';

/**
 * The resource name of a project's environment: the lower-case letters and digits of the project
 * name (accents dropped, everything else left out) followed by the project id, at most 24
 * characters. The id is always kept whole: the name part is cut to make room for it
 * ('My Shop!' and 42 -> 'myshop42'). A name with no letter or digit gives 'dfc' plus the id, so the
 * result is at least 3 characters and valid for every service of the list.
 */
export function resourceName(projectName: string | null | undefined, projectId: number | string): string {
  const id = String(projectId).toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, RESOURCE_NAME_MAX);
  const letters = (projectName ?? '')
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const prefix = letters || RESOURCE_NAME_FALLBACK;
  return `${prefix.slice(0, Math.max(0, RESOURCE_NAME_MAX - id.length))}${id}`;
}

interface Named {
  name: string;
}

/**
 * The `language` of an environment request: the project's backend name, or its CMS name when the
 * project uses a CMS (or has no backend). '' when the project names neither.
 */
export function resourceLanguage(project: { cmsFlag: boolean; cms: Named | null; backend: Named | null }): string {
  const first = project.cmsFlag ? project.cms ?? project.backend : project.backend ?? project.cms;
  return first?.name?.trim() ?? '';
}
