import { render, screen } from '@testing-library/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { cardColours } from './brand';
import { staticRules } from './staticStyles';
import { theme } from './theme';

/** A colour as the browser computes it (rgb()), to compare with the hex of the palette. */
function computedColour(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  return probe.style.color;
}

const tones = Object.keys(cardColours) as (keyof typeof cardColours)[];

function renderWithBaseline(children: React.ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>,
  );
}

describe('staticRules', () => {
  it('adds no specificity: a caller\'s own style wins whatever the order of the style sheets', () => {
    for (const selector of Object.keys(staticRules(theme))) expect(selector).toMatch(/^:where\(.+\)$/);
    renderWithBaseline(
      <ul className="CardGrid" aria-label="inline" style={{ display: 'flex' }}>
        <li>one</li>
      </ul>,
    );
    expect(getComputedStyle(screen.getByRole('list', { name: 'inline' })).display).toBe('flex');
  });

  it('lays out field lists, card grids and project cards from the global style sheet, each card tone in its colour', () => {
    renderWithBaseline(
      <>
        <dl className="FieldList" aria-label="fields">
          <div>
            <dt>Status</dt>
            <dd>Approved</dd>
          </div>
        </dl>
        <ul className="CardGrid" aria-label="cards">
          {tones.map((tone) => (
            <li key={tone}>
              <article className="ProjectCard" data-tone={tone} aria-label={tone}>
                <a className="ProjectCard-action" data-tone={tone} href="#card">
                  {`Open ${tone}`}
                </a>
              </article>
            </li>
          ))}
        </ul>
      </>,
    );
    const fields = screen.getByRole('definition').closest('dl')!;
    expect(getComputedStyle(fields).display).toBe('grid');
    expect(getComputedStyle(fields).gridTemplateColumns).toBe('max-content 1fr');
    expect(getComputedStyle(screen.getByRole('term')).fontWeight).toBe('600');
    const grid = screen.getByRole('list', { name: 'cards' });
    expect(getComputedStyle(grid).display).toBe('grid');
    expect(getComputedStyle(grid).listStyle).toBe('none');
    for (const tone of tones) {
      const card = screen.getByRole('article', { name: tone });
      expect(getComputedStyle(card).borderTopColor).toBe(computedColour(cardColours[tone]));
      expect(getComputedStyle(card).borderTopWidth).toBe('6px');
      expect(getComputedStyle(screen.getByRole('link', { name: `Open ${tone}` })).backgroundColor).toBe(computedColour(cardColours[tone]));
    }
  });

  it('puts three cards a row from the md breakpoint (900 px), in one rule of the global sheet', () => {
    renderWithBaseline(null);
    // jsdom applies no media query, so the rule is read from the sheet, as the browser would apply it.
    const grids = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && /min-width:\s*900px/.test(rule.media.mediaText))
      .flatMap((rule) => [...rule.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === ':where(.CardGrid)');
    expect(grids).toHaveLength(1);
    expect(grids[0].style.getPropertyValue('grid-template-columns')).toBe('repeat(3, minmax(0, 1fr))');
  });
});
