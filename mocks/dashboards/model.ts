/** The dashboards' rows (the table `dashboards`, ./table.ts) and the deterministic figures every dashboards module draws from. */
import { type AgencyDashboard, type PerformanceRecord, type SeoRecord } from '../../src/domain/dashboards';
import { seededRandom, type Random } from '../core/random';

/* ---------- the table ---------- */

export type SeoFigures = Omit<SeoRecord, 'projectName'>;

/** A project's dashboard record: the wire SEO figures and the wire performance record. */
export interface StoredDashboard {
  projectId: number;
  /** The name at seed time (the answers use the live project's name). */
  projectName: string;
  seo: SeoFigures;
  performance: PerformanceRecord;
}

/** Seeded lifecycle times (ISO) of the stages a seeded project had reached at seed time; null: not reached then. */
export interface LifecycleSeedEntry {
  projectId: number;
  submittedAt: string | null;
  approvedAt: string | null;
  devopsAt: string | null;
  environmentAt: string | null;
  deployedAt: string | null;
}

export interface StoredAgencyDashboards {
  overall: AgencyDashboard;
  /** Keyed by the agency user's username. */
  byAgency: Record<string, AgencyDashboard>;
}

declare module '../core/types' {
  interface DbState {
    dashboards: StoredDashboard[];
    agencyDashboards: StoredAgencyDashboards;
    lifecycleSeed: LifecycleSeedEntry[];
  }
}

export const DASHBOARD_MIN_PROJECTS = 25;
export const OVERALL_AGENCY_NAME = 'All agencies';

/* ---------- deterministic figures (mocks/core/random.ts) ---------- */

/** FNV-1a of a text: the number a text part of rngOf seeds with. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One stream of numbers per kind of figure, so that adding a draw to one leaves the others alone. */
const STREAMS = { seo: 1, performance: 2, lifecycle: 3, agency: 4, seoMonitoring: 5, backlinks: 6, environment: 7 } as const;

/** The seeded generator of a stream and its parts (texts are hashed). */
export function rngOf(stream: keyof typeof STREAMS, ...parts: Array<string | number>): Random {
  return seededRandom(STREAMS[stream], ...parts.map((p) => (typeof p === 'number' ? p : hashOf(p))));
}

export const between = (rng: Random, lo: number, hi: number) => lo + (hi - lo) * rng();
export const intBetween = (rng: Random, lo: number, hi: number) => Math.floor(between(rng, lo, hi + 1));
export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
export const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

export function shuffled<T>(items: readonly T[], rng: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

export const DAY = 24 * 60 * 60 * 1000;
export const iso = (ms: number) => new Date(ms).toISOString();

/** 'YYYY-MM' (UTC) of a time, `back` months earlier. */
function monthOf(ms: number, back = 0): string {
  const d = new Date(ms);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() - back;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The 12 months ending at the month of `ms`, oldest first. */
export const twelveMonths = (ms: number) => Array.from({ length: 12 }, (_, i) => monthOf(ms, 11 - i));
