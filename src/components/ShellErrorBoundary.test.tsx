import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { failureTexts } from '../texts';

jest.mock('../app/layout/TopNav', () => ({
  TopNav: () => {
    throw new Error('The top navigation broke');
  },
}));

describe('the shell error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a crash in the top navigation shows a page that says so, with Reload, never a white page', async () => {
    await renderWithProviders(null, { route: '/my_profile', as: 'gbm' });
    expect(await screen.findByRole('heading', { level: 1, name: failureTexts.shellCrashed })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(failureTexts.shellCrashedHint);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
