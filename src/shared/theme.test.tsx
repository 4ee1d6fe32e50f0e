import { render, screen } from '@testing-library/react';
import { CssBaseline, TextField, ThemeProvider } from '@mui/material';
import { theme } from './theme';

const cssRules = () => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
/** The unprefixed @keyframes rules of that name (CSSRule.KEYFRAMES_RULE: jsdom has no CSSKeyframesRule class). */
const keyframes = (name: string) =>
  cssRules().filter((rule) => rule.type === CSSRule.KEYFRAMES_RULE && (rule as CSSKeyframesRule).name === name && rule.cssText.startsWith('@keyframes'));

describe('theme', () => {
  it('gives every text field the autofill animation it listens for, with its keyframes once, however many fields mount', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <TextField label="One" />
        <TextField label="Two" />
        <TextField label="Three" />
      </ThemeProvider>,
    );
    // A field learns of an autofill from the animation that starts on it (its label then moves up).
    for (const label of ['One', 'Two', 'Three']) {
      const style = getComputedStyle(screen.getByRole('textbox', { name: label }));
      expect(style.animationName).toBe('mui-auto-fill-cancel');
      expect(style.animationDuration).toBe('10ms');
    }
    expect(keyframes('mui-auto-fill')).toHaveLength(1);
    expect(keyframes('mui-auto-fill-cancel')).toHaveLength(1);
  });
});
