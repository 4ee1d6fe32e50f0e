import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '../../config';
import { renderWithProviders } from '../../testing/renderWithProviders';

describe('idle dialog', () => {
  const timings = { ...config.timings };
  beforeEach(() => {
    config.timings.idleTimeoutMs = 1500;
    config.timings.idleDebounceMs = 0;
  });
  afterEach(() => Object.assign(config.timings, timings));

  it('asks after the idle time-out; Stay keeps the session', async () => {
    await renderWithProviders(null, { route: '/my_profile', as: 'gbm' });
    expect(await screen.findByRole('dialog', {}, { timeout: 6000 })).toHaveTextContent('You Have Been Idle!');
    expect(screen.getByText('You Will Get Timed Out. You want to stay?')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('token')).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/my_profile');
  });

  it('idle again with no activity clears storage and goes to /login', async () => {
    window.localStorage.setItem('devopsStatusMap', '{}');
    await renderWithProviders(null, { route: '/my_profile', as: 'gbm' });
    await screen.findByRole('dialog', {}, { timeout: 6000 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), { timeout: 6000 });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('devopsStatusMap')).not.toBeNull();
  });

  it('Logout in the dialog signs out through /logout', async () => {
    await renderWithProviders(null, { route: '/my_profile', as: 'gbm' });
    await screen.findByRole('dialog', {}, { timeout: 6000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
