import { screen, within } from '@testing-library/react';
import { LighthouseView } from './LighthouseView';
import { SCORE_COLOURS } from '../../../../shared/chartPalette';
import { lighthouse, renderView, seriousAxeViolations } from './testUtils';

const card = (title: string) => screen.getByText(title, { selector: 'h4' }).closest('li') as HTMLElement;

describe('LighthouseView', () => {
  it('shows the seven items with their titles and scores, in a labelled region', async () => {
    const { container } = renderView(<LighthouseView data={lighthouse({ performance: 93 })} />);
    const region = screen.getByRole('region', { name: 'Lighthouse' });
    const titles = within(region)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Performance', 'Accessibility', 'Best Practices', 'SEO', 'Reduce unused JavaScript', 'Reduce unused CSS', 'Defer offscreen images']);
    expect(within(card('Performance')).getByText('93 / 100')).toBeInTheDocument();
    expect(within(card('Defer offscreen images')).getByText('100 / 100')).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it.each([
    [40, 'brown', 'Poor'],
    [41, 'amber', 'Average'],
    [69, 'amber', 'Average'],
    [70, 'brown', 'Poor'],
    [71, 'green', 'Good'],
  ] as const)('colours %i as %s and says %s', (score, band, word) => {
    renderView(<LighthouseView data={lighthouse({ seo: score })} />);
    const seo = card('SEO');
    expect(seo).toHaveAttribute('data-band', band);
    expect(within(seo).getByText(word)).toBeInTheDocument();
    expect(within(seo).getByText(`${score} / 100`)).toHaveStyle({ color: SCORE_COLOURS[band] });
  });

  it('shows a fractional score to one decimal and clamps its gauge', () => {
    renderView(<LighthouseView data={lighthouse({ seo: 69.5, performance: 120 })} />);
    expect(within(card('SEO')).getByText('69.5 / 100')).toBeInTheDocument();
    expect(card('SEO')).toHaveAttribute('data-band', 'amber');
  });
});
