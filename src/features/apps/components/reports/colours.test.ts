import { RISK_COLOURS, SCORE_COLOURS, SEVERITY_COLOURS, TREND_COLOUR, TYPE_COLOURS } from './colours';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

it('writes scores in colours that reach 4.5:1 on white and on the page background', () => {
  for (const colour of Object.values(SCORE_COLOURS)) {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, '#f5f7fa')).toBeGreaterThanOrEqual(4.5);
  }
  expect(new Set(Object.values(SCORE_COLOURS)).size).toBe(3);
});

it('draws chart marks in colours that reach 3:1 on white', () => {
  for (const colour of [...Object.values(RISK_COLOURS), ...Object.values(SEVERITY_COLOURS), ...Object.values(TYPE_COLOURS), TREND_COLOUR]) {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
  }
});
