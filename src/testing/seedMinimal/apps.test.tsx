/**
 * The app pages against a backend that sends only what seed 001 lists (./answers.ts): the app
 * list, a web app with its Reports and Build History tabs, and a report app as its own read lists
 * it. Each renders the seeded values and no error state.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../renderWithProviders';
import { seedApp, seedReportApp } from './answers';
import { refuseExtensions, serveMinimal } from './serve';

// Whole pages render, with their lazy chunks: on a busy machine the first answers take a while.
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(90000);

const APP_CALLS = ['apps.app', 'apps.list', 'apps.projectBasic', 'apps.buildHistory', 'apps.consoleLog', 'apps.buildReports', 'apps.appReports', 'apps.lighthouse', 'apps.zap', 'apps.sonar'];

const tab = (name: string) => screen.getByText(name, { selector: '[role=tab]' });
const section = async (name: string) => (await screen.findByText(name, { selector: 'h3' })).closest('section') as HTMLElement;

function expectNoErrorState() {
  expect(screen.queryByText(/could not be loaded/)).toBeNull();
  expect(screen.queryByText('Retry', { selector: 'button' })).toBeNull();
}

describe('seed-minimal answers: apps', () => {
  it("the app list shows the seeds' app under the project's name", async () => {
    const calls = serveMinimal(['apps.list', 'apps.projectBasic']);
    await renderWithProviders(null, { route: `/project/${seedApp.projectId}/apps`, as: 'tech' });
    expect(await screen.findByText('SEED WEB APP')).toBeVisible();
    expect(screen.getAllByText(/Seed Harbour/).length).toBeGreaterThan(0);
    expect(calls['apps.list']).toBeGreaterThan(0);
    expectNoErrorState();
  });

  it("a web app's page shows the seeds' app, its reports and its build history", async () => {
    const user = userEvent.setup({ delay: null });
    refuseExtensions();
    serveMinimal(APP_CALLS, { 'apps.app': { result: seedApp } });
    await renderWithProviders(null, { route: `/app/${seedApp.appId}/View`, as: 'tech' });
    expect(await screen.findByText('seed_web_app · Seed Harbour')).toBeVisible();
    expectNoErrorState();

    await user.click(tab('Reports'));
    const lighthouse = await section('Lighthouse');
    expect(within(lighthouse).getAllByRole('listitem')).toHaveLength(7);
    expect(within(await section('ZAP')).getAllByText('Seed alert').length).toBeGreaterThan(0);
    expect(within(await section('Sonar')).getAllByText('Seed issue').length).toBeGreaterThan(0);
    expectNoErrorState();

    await user.click(tab('Build History'));
    const log = await screen.findByLabelText('Console log of build #7', { selector: '[role=log]' });
    await waitFor(() => expect(log).toHaveTextContent('Seed build log'));
    expectNoErrorState();
  });

  it("a report app's page shows the report app its own read lists (name, type, report type, path, website)", async () => {
    serveMinimal(APP_CALLS, { 'apps.app': seedReportApp });
    await renderWithProviders(null, { route: `/app/${seedReportApp.appId}/ViewReport`, as: 'tech' });
    expect(await screen.findByText('seed_report_app')).toBeVisible();
    await waitFor(() => expect(screen.getByDisplayValue('https://seed.example')).toBeInTheDocument());
    expectNoErrorState();
  });
});
