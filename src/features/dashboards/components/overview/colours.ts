import type { Bucket, CardColour } from '../../../../domain/dashboards';

/**
 * The dashboards' colours: darker shades of green, lime, amber and red, each at least 4.5:1 on
 * white, so text in them stays readable. Every colour comes with words (bucket name, 'Good',
 * 'Low impact'), never alone.
 */
export const BUCKET_COLOURS: Record<Bucket, string> = {
  'Very Good': '#1b5e20',
  Good: '#4d7c0f',
  Avg: '#8a5300',
  Poor: '#b3261e',
};

export const CARD_COLOURS: Record<CardColour, string> = {
  green: '#1b5e20',
  red: '#b3261e',
};

/** Light backgrounds for the cards of each colour. */
export const CARD_TINTS: Record<CardColour, string> = {
  green: '#e8f5e9',
  red: '#fdecea',
};
