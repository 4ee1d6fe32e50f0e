import { render, screen } from '@testing-library/react';
import { CircularProgress, CssBaseline, LinearProgress, TextField, ThemeProvider } from '@mui/material';
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

  it('spins an indeterminate spinner as a fixed arc: no stroke animation to repaint in every frame', () => {
    render(
      <ThemeProvider theme={theme}>
        <CircularProgress aria-label="Working" />
      </ThemeProvider>,
    );
    const circle = screen.getByRole('progressbar', { name: 'Working' }).querySelector('circle');
    expect(circle).toHaveClass('MuiCircularProgress-circleDisableShrink');
    expect(getComputedStyle(circle!).animationName).toBe('');
  });

  it("moves an indeterminate bar's two parts by transform (the compositor's), unless the visitor asks for reduced motion", () => {
    render(
      <ThemeProvider theme={theme}>
        <LinearProgress aria-label="Loading" />
        <LinearProgress aria-label="Half" variant="determinate" value={50} />
      </ThemeProvider>,
    );
    /** The declarations the element's classes get inside @media (prefers-reduced-motion: no-preference). */
    const motionRules = (element: Element) =>
      cssRules()
        .filter((rule): rule is CSSMediaRule => rule.type === CSSRule.MEDIA_RULE && (rule as CSSMediaRule).conditionText.includes('prefers-reduced-motion: no-preference'))
        .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[])
        .filter((rule) => element.matches(rule.selectorText));
    const [bar1, bar2] = [...screen.getByRole('progressbar', { name: 'Loading' }).querySelectorAll('.MuiLinearProgress-bar')];
    const expected = [
      [bar1, 'translateX(-35%) scaleX(0.35)', 'translateX(100%) scaleX(0.9)'],
      [bar2, 'translateX(-200%) scaleX(2)', 'translateX(107%) scaleX(0.01)'],
    ] as const;
    for (const [bar, from, to] of expected) {
      const [rule] = motionRules(bar);
      expect(rule.style.width).toBe('100%');
      expect(rule.style.right).toBe('auto');
      expect(rule.style.getPropertyValue('transform')).toBe('scaleX(0)');
      const [frames] = keyframes(rule.style.getPropertyValue('animation-name'));
      expect(frames.cssText.replace(/\s+/g, ' ')).toContain(from);
      expect(frames.cssText.replace(/\s+/g, ' ')).toContain(to);
      expect(frames.cssText).not.toMatch(/left|right/);
    }
    // A bar with a value keeps MUI's own transform.
    for (const bar of screen.getByRole('progressbar', { name: 'Half' }).querySelectorAll('.MuiLinearProgress-bar')) expect(motionRules(bar)).toEqual([]);
  });
});
