import {
  MUTED_COLOUR,
  NEUTRAL_CHART_COLOUR,
  OVERVIEW_BUCKET_COLOURS,
  OVERVIEW_CARD_COLOURS,
  OVERVIEW_CARD_TINTS,
  PROJECT_BUCKET_COLOURS,
  PROJECT_CARD_COLOURS,
  RISK_COLOURS,
  SCORE_COLOURS,
  SEVERITY_COLOURS,
  TYPE_COLOURS,
} from './chartPalette';
import { contrast } from '../testing/contrast';

const PAGE = '#f5f7fa';

it('writes scores in colours that reach 4.5:1 on white and on the page background', () => {
  for (const colour of Object.values(SCORE_COLOURS)) {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, PAGE)).toBeGreaterThanOrEqual(4.5);
  }
  expect(new Set(Object.values(SCORE_COLOURS)).size).toBe(3);
});

it('writes verdicts in colours that reach 4.5:1 on white and on the page background', () => {
  const verdicts = [PROJECT_CARD_COLOURS, PROJECT_BUCKET_COLOURS, OVERVIEW_CARD_COLOURS, OVERVIEW_BUCKET_COLOURS].flatMap((table) => Object.values(table));
  for (const colour of [...verdicts, MUTED_COLOUR]) {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, PAGE)).toBeGreaterThanOrEqual(4.5);
  }
  expect(PROJECT_CARD_COLOURS.green).not.toBe(PROJECT_CARD_COLOURS.red);
  expect(OVERVIEW_CARD_COLOURS.green).not.toBe(OVERVIEW_CARD_COLOURS.red);
});

it("writes the overview cards' text at 4.5:1 on their tints", () => {
  for (const colour of ['green', 'red'] as const) expect(contrast(OVERVIEW_CARD_COLOURS[colour], OVERVIEW_CARD_TINTS[colour])).toBeGreaterThanOrEqual(4.5);
});

it('draws chart marks in colours that reach 3:1 on white', () => {
  for (const colour of [...Object.values(RISK_COLOURS), ...Object.values(SEVERITY_COLOURS), ...Object.values(TYPE_COLOURS), NEUTRAL_CHART_COLOUR]) {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
  }
});
