/**
 * Plan Selection follows only a request raised in this tab (issue 36, "a link never writes"): the
 * job's status URL lives in the history entry's state, never in the address, so a link cannot make
 * the page read a job or save its environment to a project.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createResource } from '../../../../mocks/cloud/environments';
import { advanceClock } from '../../../../mocks/core/clock';
import { clearFaults, setFaults } from '../../../../mocks/core/faults';
import { advanceJobs } from '../../../../mocks/core/jobs';
import { db } from '../../../../mocks/core/state';
import { http, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CHECK_STATUS, chooseRegion, enabledButton, openPage, SAVE_ENV_URL, withFastPoll } from './planSelectionTestUtils';

withFastPoll();
afterEach(() => clearFaults());

describe('follows only a request this tab raised (issue 36: a link never writes)', () => {
  const PROJECT = 1; // Harbor Adoption Stories: tech's, DEPLOYMENT_COMPLETED, its environment saved.
  const SAVED_URL = 'https://harbor-adoption-stories.azurewebsites.net';

  /** Counts the status reads and the saves the page makes (the mock still answers them). */
  function spy() {
    const calls = { reads: 0, saves: [] as unknown[] };
    server.use(
      http.get(CHECK_STATUS, () => {
        calls.reads += 1;
      }),
      http.put(SAVE_ENV_URL, async ({ request }) => {
        calls.saves.push(await request.clone().json());
      }),
    );
    return calls;
  }

  /** A succeeded environment job tech requested for the project whose resource name `name` is: its status URL. */
  function succeededJob(name: string): string {
    const tech = db.users.find((u) => u.username === 'tech')!;
    const started = createResource(tech, { service: 'Azure App Service', name, location: 'europe', language: 'Java' });
    if (!started.ok) throw new Error(started.message);
    advanceClock(120_000);
    advanceJobs();
    return started.value;
  }

  it.each([
    ['of this project', 'harboradoptionstories1'],
    ["of another project (33, tech's too)", 'harbortravelcompanion33'],
  ])('opened from a link naming a succeeded job %s: reads no status, saves nothing and shows the saved environment', async (_, name) => {
    const statusUrl = succeededJob(name);
    const calls = spy();
    await renderWithProviders(null, {
      route: `/ServiceRegionOptions?${new URLSearchParams({ projectId: String(PROJECT), service: 'Azure App Service', statusUrl })}`,
      as: 'tech',
    });
    const saved = await screen.findByRole('region', { name: 'Saved environment' });
    expect(within(saved).getByRole('link', { name: SAVED_URL })).toHaveAttribute('href', SAVED_URL);
    expect(within(saved).getByText('DEPLOYMENT COMPLETED')).toBeVisible();
    expect(screen.getByText(/A request is followed only in the browser tab that raised it/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 150)); // 15 poll intervals
    expect(calls).toEqual({ reads: 0, saves: [] });
    expect(screen.queryByRole('heading', { name: 'Environment Creation Request Raised Successfully' })).toBeNull();
    expect(db.projects.find((p) => p.projectId === PROJECT)!.envUrl).toBe(SAVED_URL);
  });

  it("keeps the raised request's job in the history entry's state, not in the address, and saves it once it succeeds", async () => {
    const user = userEvent.setup();
    const calls = spy();
    const { router } = await openPage(PROJECT);
    await chooseRegion('Europe');
    await user.click(await enabledButton('Create Service with Default Plan Values'));
    expect(await screen.findByText('Environment Creation Accepted')).toBeVisible();
    const { search, state } = router.state.location;
    expect(new URLSearchParams(search).get('region')).toBe('europe');
    expect(search).not.toContain('statusUrl');
    expect(state).toMatchObject({ environmentJob: { projectId: PROJECT, statusUrl: expect.stringMatching(/\/operations\/env-\d+$/) } });
    expect(calls.saves).toEqual([]);
    act(() => advanceClock(120_000));
    expect(await screen.findByText('Environment Creation Succeeded')).toBeVisible();
    expect(calls.saves).toEqual([{ envURL: 'https://harboradoptionstories1.azurewebsites.net', ip: '' }]);
  });

  it('a reload of that entry (its state kept) resumes the job and saves it once it succeeds', async () => {
    const user = userEvent.setup();
    const { router, unmount } = await openPage(PROJECT);
    await chooseRegion('Europe');
    await user.click(await enabledButton('Create Service with Default Plan Values'));
    expect(await screen.findByText('Environment Creation Accepted')).toBeVisible();
    const entry = router.state.location;
    unmount();

    const calls = spy();
    // The browser keeps an entry's state across a reload: a new store and router start at it.
    await renderWithProviders(null, { route: { pathname: entry.pathname, search: entry.search, state: entry.state } as unknown as string, as: 'tech' });
    expect(await screen.findByRole('heading', { name: 'Environment Creation Request Raised Successfully' })).toBeVisible();
    await waitFor(() => expect(calls.reads).toBeGreaterThan(0));
    act(() => advanceClock(120_000));
    const result = await screen.findByRole('region', { name: 'Environment' });
    expect(within(result).getByText('Environment Creation Succeeded')).toBeVisible();
    expect(calls.saves).toEqual([{ envURL: 'https://harboradoptionstories1.azurewebsites.net', ip: '' }]);
    // The region is in the address, so the summary still names it.
    expect(within(result).getAllByText('Europe').length).toBeGreaterThan(0);
  });

  it('Choose another plan forgets the job: the picker shows again and nothing more is read', async () => {
    const user = userEvent.setup();
    setFaults({ jobFaults: [{ jobKind: 'environmentCreation' }] });
    const calls = spy();
    const { router } = await openPage(PROJECT);
    await chooseRegion('USA');
    await user.click(await enabledButton('Create Service with Default Plan Values'));
    act(() => advanceClock(120_000));
    const result = await screen.findByRole('region', { name: 'Environment' });
    expect(within(result).getByText('Environment Creation Failed')).toBeVisible();
    await user.click(within(result).getByRole('button', { name: 'Choose another plan' }));
    expect(await screen.findByRole('region', { name: 'Saved environment' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('USA');
    expect(router.state.location.state).not.toHaveProperty('environmentJob');
    const reads = calls.reads;
    await new Promise((resolve) => setTimeout(resolve, 100)); // 10 poll intervals
    expect(calls).toEqual({ reads, saves: [] });
  });
});
