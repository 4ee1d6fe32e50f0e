import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppCard, appCardOf } from './AppCard';

function renderCard(entry: unknown) {
  const app = appCardOf(entry);
  if (!app) throw new Error('not an app');
  const onDelete = jest.fn();
  render(
    <MemoryRouter>
      <AppCard app={app} onDelete={onDelete} />
    </MemoryRouter>,
  );
  return { app, onDelete, card: screen.getByRole('article') };
}

describe('AppCard', () => {
  it('offers View App, Delete App and Update App in the seed order', async () => {
    const { app, onDelete, card } = renderCard({ appId: 7, appName: 'brand_site', appType: 'static_site' });
    expect([...card.querySelectorAll('a, button')].map((control) => control.textContent)).toEqual(['View App', 'Delete App', 'Update App']);
    expect(within(card).getByRole('link', { name: 'View App BRAND SITE' })).toHaveAttribute('href', '/app/7/View');
    expect(within(card).getByRole('link', { name: 'Update App BRAND SITE' })).toHaveAttribute('href', '/app/7/Update');
    await userEvent.click(within(card).getByRole('button', { name: 'Delete App BRAND SITE' }));
    expect(onDelete).toHaveBeenCalledWith(app);
  });

  it('is plain elements: no MUI component (no style work per card in a list of thousands)', () => {
    const { card } = renderCard({ appId: 7, appName: 'brand_site', appType: 'static_site' });
    expect(card.className).toBe('AppCard');
    expect(card.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
    expect(within(card).getByRole('heading', { level: 2, name: 'BRAND SITE' })).toBeInTheDocument();
  });
});
