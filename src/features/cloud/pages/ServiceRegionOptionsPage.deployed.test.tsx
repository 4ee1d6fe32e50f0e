/**
 * 'Get LightHouse Report' on Plan Selection (seed 000 section 2: "appears only when the status is
 * 'Deployment Successful'"; section 4: "Screen text reads 'Environment Creation {status}', and after
 * a deploy job 'Deployment Successful'"): the environment this tab requested, once a deploy job went
 * to it, reads 'Deployment Successful' and offers the button.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advanceClock } from '../../../../mocks/core/clock';
import { db } from '../../../../mocks/core/state';
import { http, server } from '../../../../mocks/node';
import { get, runBuild, text } from '../../../../mocks/techTeam/chainTesting';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CHECK_STATUS, chooseRegion, enabledButton, openPage, SAVE_ENV_URL, withFastPoll } from './planSelectionTestUtils';

withFastPoll();

// Project 14 'Zenith Loyalty App': tech's, SONAR_ANALYSIS_COMPLETED (the tech page's Deploy Web App is next).
const PROJECT = 14;

describe("Plan Selection after a deploy job: 'Deployment Successful' and Get LightHouse Report", () => {
  it('shows neither before the deployment; reopened after it, the same job reads Deployment Successful with the button, and nothing is saved again', async () => {
    const user = userEvent.setup();
    const { router, unmount } = await openPage(PROJECT);
    await chooseRegion('Europe');
    await user.click(await enabledButton('Create Service with Default Plan Values'));
    expect(await screen.findByText('Environment Creation Accepted')).toBeVisible();
    act(() => advanceClock(120_000));
    const before = await screen.findByRole('region', { name: 'Environment' });
    expect(within(before).getByText('Environment Creation Succeeded')).toBeVisible();
    expect(within(before).queryByRole('button', { name: 'Get LightHouse Report' })).toBeNull();
    const project = db.projects.find((p) => p.projectId === PROJECT)!;
    const envUrl = project.envUrl;
    expect(envUrl).toBe('https://zenithloyaltyapp14.azurewebsites.net');
    const entry = router.state.location;
    unmount();

    // The tech page's Deploy Web App: the deploy job, then set_deployment_status.
    expect(await runBuild('dfc-deploy-web-app', { projectId: String(PROJECT) })).toMatchObject({ result: 'SUCCESS' });
    expect(await text(get(`/api/set_deployment_status/${PROJECT}`))).toBe('Deployment Successful');

    const saves: unknown[] = [];
    let reads = 0;
    server.use(
      http.get(CHECK_STATUS, () => {
        reads += 1;
      }),
      http.put(SAVE_ENV_URL, async ({ request }) => {
        saves.push(await request.clone().json());
      }),
    );
    // The history entry of the request (its state kept), opened again.
    await renderWithProviders(null, { route: { pathname: entry.pathname, search: entry.search, state: entry.state } as unknown as string, as: 'tech' });
    const after = await screen.findByRole('region', { name: 'Environment' });
    expect(within(after).getByText('Deployment Successful', { selector: '[role=status]' })).toBeVisible();
    expect(within(after).queryByText('Environment Creation Deployment Successful')).toBeNull();
    expect(within(after).getByRole('link', { name: envUrl! })).toHaveAttribute('href', envUrl);
    expect(await within(after).findByRole('button', { name: 'Get LightHouse Report' })).toBeVisible();
    await waitFor(() => expect(reads).toBeGreaterThan(0));
    expect(saves).toEqual([]);
  });
});
