import type { Bucket, CardColour } from '../../../../domain/dashboards';

/**
 * The project dashboard's colours. Card and impact colours (seed 001 section 9: green, red) are
 * shades that reach 4.5:1 on white and on the page background, so a value written in its colour stays
 * readable; the verdict is also said in words. Chart colours reach at least 3:1 on white.
 */
export const CARD_COLOURS: Record<CardColour, string> = {
  green: '#2e7d32',
  red: '#b3261e',
};

/** The SEO buckets, in colour beside their words. */
export const BUCKET_COLOURS: Record<Bucket, string> = {
  'Very Good': '#1b5e20',
  Good: '#2e7d32',
  Avg: '#a35a00',
  Poor: '#b3261e',
};

/** Bars and lines that carry no verdict. */
export const NEUTRAL_CHART_COLOUR = '#0b4f8a';
