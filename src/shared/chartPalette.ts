import type { ApexOptions } from 'apexcharts';
import type { ScoreColour } from '../domain/apps';
import type { Bucket, CardColour } from '../domain/dashboards';

/**
 * The colours of the charts and cards: the apps' reports, the project dashboard and the overview
 * dashboards (all projects, agency). Which colour a score, a bucket or a verdict gets is a rule of
 * src/domain/ (scoreColour, bucketOf, performanceCard, impactColour); this module only says which
 * shade draws it. Every colour comes with words (band, bucket, 'Good', 'Low impact'), never alone.
 * - Text and verdict shades reach 4.5:1 on white and on the page background, so a value written in
 *   its colour stays readable.
 * - Chart marks reach at least 3:1 on white (non-text contrast).
 */
const SHADES = {
  blue: '#0b4f8a',
  red: '#b3261e',
  amber: '#a35a00',
  deepAmber: '#8a5300',
  olive: '#7a6a00',
  violet: '#5e35b1',
  green: '#2e7d32',
  deepGreen: '#1b5e20',
  lime: '#4d7c0f',
  brown: '#6d4c41',
  grey: '#616161',
  track: '#e0e0e0',
  greenTint: '#e8f5e9',
  redTint: '#fdecea',
} as const;

/* ---------- decorative series (no verdict) ---------- */

/** Bars and lines that carry no verdict: the score trend, the dashboards' counts, the deliveries. */
export const NEUTRAL_CHART_COLOUR = SHADES.blue;

/** How a line that carries no verdict is drawn (the score trend, the backlinks): a fresh object each call. */
export function neutralLine(): Pick<ApexOptions, 'colors' | 'stroke' | 'markers' | 'tooltip'> {
  return { colors: [NEUTRAL_CHART_COLOUR], stroke: { width: 3, curve: 'straight' }, markers: { size: 4 }, tooltip: { enabled: true } };
}

/** A mark that has no verdict (yet): a stage not reached, a metric without a rule. */
export const MUTED_COLOUR = SHADES.grey;
/** The unfilled part of a gauge or a progress bar (decoration beside its number). */
export const TRACK_COLOUR = SHADES.track;

/** ZAP alerts by risk. */
export const RISK_COLOURS = {
  high: SHADES.red,
  medium: SHADES.amber,
  low: SHADES.olive,
  informational: SHADES.blue,
} as const;

/** Sonar issues by severity. */
export const SEVERITY_COLOURS = {
  major: SHADES.amber,
  minor: SHADES.blue,
  critical: SHADES.red,
} as const;

/** Sonar issues by type. */
export const TYPE_COLOURS = {
  bug: SHADES.red,
  codeSmell: SHADES.violet,
} as const;

/* ---------- verdicts: the shades of the domain's colour rules ---------- */

/** Lighthouse score bands (seed 001 section 9: green, amber, brown). */
export const SCORE_COLOURS: Record<ScoreColour, string> = {
  green: SHADES.green,
  amber: SHADES.amber,
  brown: SHADES.brown,
};

/** The project dashboard's cards, impact and change (seed 001 section 9: green, red). */
export const PROJECT_CARD_COLOURS: Record<CardColour, string> = {
  green: SHADES.green,
  red: SHADES.red,
};

/** The project dashboard's SEO buckets. */
export const PROJECT_BUCKET_COLOURS: Record<Bucket, string> = {
  'Very Good': SHADES.deepGreen,
  Good: SHADES.green,
  Avg: SHADES.amber,
  Poor: SHADES.red,
};

/** The overview dashboards' cards and impact (darker shades of green and red). */
export const OVERVIEW_CARD_COLOURS: Record<CardColour, string> = {
  green: SHADES.deepGreen,
  red: SHADES.red,
};

/** Light backgrounds for the overview dashboards' cards of each colour. */
export const OVERVIEW_CARD_TINTS: Record<CardColour, string> = {
  green: SHADES.greenTint,
  red: SHADES.redTint,
};

/** The overview dashboards' buckets: darker shades of green, lime, amber and red. */
export const OVERVIEW_BUCKET_COLOURS: Record<Bucket, string> = {
  'Very Good': SHADES.deepGreen,
  Good: SHADES.lime,
  Avg: SHADES.deepAmber,
  Poor: SHADES.red,
};
