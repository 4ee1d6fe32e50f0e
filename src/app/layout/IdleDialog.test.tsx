import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '../../config';
import { useUnsavedWork } from '../../shared/unsavedWork';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AppRoutes } from '../App';

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

describe('idle sign-out and unsaved changes', () => {
  const timings = { ...config.timings };
  beforeEach(() => {
    config.timings.idleTimeoutMs = 1500;
    config.timings.idleDebounceMs = 0;
  });
  afterEach(() => {
    Object.assign(config.timings, timings);
    jest.restoreAllMocks();
  });

  /** A page with unsaved changes: its guard keeps them (here: notes whether the session was still there). */
  function renderWithUnsavedChanges(kept: (string | null)[]) {
    function Dirty() {
      useUnsavedWork(true, { ask: () => window.confirm('Leave?'), keep: () => kept.push(window.localStorage.getItem('token')) });
      return null;
    }
    return renderWithProviders(
      <>
        <AppRoutes />
        <Dirty />
      </>,
      { route: '/my_profile', as: 'gbm' },
    );
  }

  it("the time-out has the page's guard keep the changes before it signs out, and signs out without asking", async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const kept: (string | null)[] = [];
    await renderWithUnsavedChanges(kept);
    await screen.findByRole('dialog', {}, { timeout: 6000 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), { timeout: 6000 });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(kept).toHaveLength(1);
    expect(kept[0]).not.toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('Logout in the dialog asks about the unsaved work first: Stay keeps it and the session', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const kept: (string | null)[] = [];
    await renderWithUnsavedChanges(kept);
    await screen.findByRole('dialog', {}, { timeout: 6000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(confirm).toHaveBeenCalledWith('Leave?');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/my_profile');
    expect(window.localStorage.getItem('token')).not.toBeNull();
    expect(kept).toEqual([]);
  });

  it("Logout in the dialog, once the user leaves, has the page's guard keep the changes first", async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const kept: (string | null)[] = [];
    await renderWithUnsavedChanges(kept);
    await screen.findByRole('dialog', {}, { timeout: 6000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(kept).toHaveLength(1);
    expect(kept[0]).not.toBeNull();
  });
});

describe('idle across tabs', () => {
  const timings = { ...config.timings };
  beforeEach(() => {
    config.timings.idleTimeoutMs = 700;
    config.timings.idleDebounceMs = 0;
  });
  afterEach(() => Object.assign(config.timings, timings));

  /** Another tab records activity: it writes localStorage, this tab gets the storage event. */
  const activityInAnotherTab = () => {
    const newValue = JSON.stringify({ at: Date.now(), tab: 'other-tab' });
    window.localStorage.setItem('lastActivity', newValue);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'lastActivity', newValue })));
  };
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('does not ask here while another tab was used more recently', async () => {
    await renderWithProviders(null, { route: '/my_profile', as: 'gbm' });
    await screen.findByRole('heading', { name: 'My Profile' });
    await wait(300);
    activityInAnotherTab();
    await wait(800); // this tab's time-out has passed, but the other tab was used after it
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).not.toBeNull();
  });

  it('records this tab as the one used last, and Stay counts as activity everywhere', async () => {
    await renderWithProviders(null, { route: '/my_profile', as: 'gbm' });
    const mounted = JSON.parse(window.localStorage.getItem('lastActivity')!) as { at: number; tab: string };
    expect(mounted.tab).toEqual(expect.any(String));
    expect(mounted.tab).not.toBe('other-tab');
    await screen.findByRole('dialog', {}, { timeout: 6000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stay' }));
    const stayed = JSON.parse(window.localStorage.getItem('lastActivity')!) as { at: number; tab: string };
    expect(stayed.tab).toBe(mounted.tab);
    expect(stayed.at).toBeGreaterThanOrEqual(mounted.at + 700);
  });

  it('activity in another tab closes the dialog here and keeps the session', async () => {
    await renderWithProviders(null, { route: '/my_profile', as: 'gbm' });
    await screen.findByRole('dialog', {}, { timeout: 6000 });
    activityInAnotherTab();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await wait(500); // past the dialog's own time-out
    expect(window.localStorage.getItem('token')).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/my_profile');
  });
});
