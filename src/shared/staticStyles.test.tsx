import { render } from '@testing-library/react';
import { CssBaseline, TextField, ThemeProvider } from '@mui/material';
import { cardColours } from './brand';
import { staticRules } from './staticStyles';
import { theme } from './theme';

describe('staticRules', () => {
  it('styles the repeated list components by class, without specificity, each card tone included', () => {
    const rules = staticRules(theme);
    for (const selector of Object.keys(rules)) expect(selector).toMatch(/^:where\(.+\)$/);
    for (const tone of Object.keys(cardColours)) {
      expect(rules).toHaveProperty([`:where(.ProjectCard[data-tone="${tone}"])`, 'borderTopColor'], cardColours[tone as keyof typeof cardColours]);
      expect(rules).toHaveProperty([`:where(.ProjectCard-action[data-tone="${tone}"])`, 'backgroundColor'], cardColours[tone as keyof typeof cardColours]);
    }
  });

  it('goes into the global style sheet with CssBaseline, once, beside the skip link', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>,
    );
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    const css = rules.join('\n');
    expect(css).toContain('.skip-link');
    expect(css).toContain(':where(.FieldList)');
    expect(css).toContain(':where(.CardGrid)');
    expect(css).toContain('@media (min-width:900px) {:where(.CardGrid) {grid-template-columns: repeat(3, minmax(0, 1fr));}}');
    expect(css).toContain(`:where(.ProjectCard[data-tone="approved"]) {border-top-color: ${cardColours.approved};}`);
    expect(rules.filter((rule) => rule.startsWith(':where(.CardGrid) '))).toHaveLength(1);
  });

  it('has the text fields\' autofill keyframes once, in the global sheet, however many fields mount', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <TextField label="One" />
        <TextField label="Two" />
        <TextField label="Three" />
      </ThemeProvider>,
    );
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.filter((rule) => rule.startsWith('@keyframes mui-auto-fill '))).toHaveLength(1);
    expect(rules.filter((rule) => rule.startsWith('@keyframes mui-auto-fill-cancel '))).toHaveLength(1);
    // The animation InputBase listens for, to learn of an autofill (its label then moves up).
    const ruleOf = (selector: string) => rules.filter((rule) => rule.startsWith(`${selector} {`));
    expect(ruleOf(':where(.MuiInputBase-input)')).toEqual([expect.stringMatching(/ animation-name: mui-auto-fill-cancel; .*animation-duration: 10ms;/)]);
    expect(ruleOf(':where(.MuiInputBase-input:-webkit-autofill)')).toEqual([expect.stringMatching(/ animation-name: mui-auto-fill; .*animation-duration: 5000s;/)]);
  });
});
