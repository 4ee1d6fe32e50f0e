import type { CSSProperties } from 'react';
import { BRAND } from '../shared/brand';

/** The two colourings of the mark: on a light ground (the footer, the sign-in card) and on the blue top bar. */
const COLOURS = {
  default: { tile: BRAND.primary, letter: '#fff', dot: BRAND.secondaryLight, text: BRAND.primary },
  inverse: { tile: '#fff', letter: BRAND.primary, dot: BRAND.secondary, text: '#fff' },
} as const;

/**
 * The portal's logo as inline SVG (the same drawing as public/logo.svg and public/logo-inverse.svg).
 * Inline, it costs no request and no SVG image document of its own: every <img> of an SVG made
 * the browser build one while the app's first render was being committed (issue 11).
 * With a `label` it is an image of that name; without one it is decoration, hidden from
 * assistive technology.
 */
export function Logo({ variant = 'default', label, style }: { variant?: keyof typeof COLOURS; label?: string; style?: CSSProperties }) {
  const c = COLOURS[variant];
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width={120} height={40} focusable="false" style={style} {...named}>
      <rect width="40" height="40" rx="8" fill={c.tile} />
      <path d="M10 12h8a8 8 0 0 1 0 16h-8z" fill={c.letter} />
      <circle cx="30" cy="20" r="5" fill={c.dot} />
      <text x="46" y="27" fontFamily="Arial, sans-serif" fontSize="18" fontWeight="700" fill={c.text}>
        DFC
      </text>
    </svg>
  );
}
