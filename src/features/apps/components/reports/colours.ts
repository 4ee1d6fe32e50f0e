import type { ScoreColour } from '../../../../domain/apps';

/**
 * The reports' colours. Score colours (seed 001 section 9: green, amber, brown) are shades that
 * reach 4.5:1 on white, so a score written in its colour stays readable; the band is also said in
 * words. Chart colours reach at least 3:1 on white (non-text contrast).
 */
export const SCORE_COLOURS: Record<ScoreColour, string> = {
  green: '#2e7d32', // 5.1:1
  amber: '#a35a00', // 5.2:1
  brown: '#6d4c41', // 7.6:1
};

export const RISK_COLOURS = {
  high: '#b3261e',
  medium: '#a35a00',
  low: '#7a6a00',
  informational: '#0b4f8a',
} as const;

export const SEVERITY_COLOURS = {
  major: '#a35a00',
  minor: '#0b4f8a',
  critical: '#b3261e',
} as const;

export const TYPE_COLOURS = {
  bug: '#b3261e',
  codeSmell: '#5e35b1',
} as const;

export const TREND_COLOUR = '#0b4f8a';
