import { render } from '@testing-library/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
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
});
