import { RISK_COLOURS, SCORE_COLOURS, SEVERITY_COLOURS, TREND_COLOUR, TYPE_COLOURS } from './colours';
import { contrast } from '../../../../testing/contrast';


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
