import { BUCKET_COLOURS, CARD_COLOURS, NEUTRAL_CHART_COLOUR } from './colours';
import { contrast } from '../../../../testing/contrast';


it('writes verdicts in colours that reach 4.5:1 on white and on the page background', () => {
  for (const colour of [...Object.values(CARD_COLOURS), ...Object.values(BUCKET_COLOURS)]) {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, '#f5f7fa')).toBeGreaterThanOrEqual(4.5);
  }
  expect(CARD_COLOURS.green).not.toBe(CARD_COLOURS.red);
});

it('draws neutral chart marks in a colour that reaches 3:1 on white', () => {
  expect(contrast(NEUTRAL_CHART_COLOUR, '#ffffff')).toBeGreaterThanOrEqual(3);
});
