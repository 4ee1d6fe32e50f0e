import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/core/state';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';

// The charts draw nothing here (charts.test.tsx draws with the real apexcharts).
jest.mock('react-apexcharts/core', () => jest.requireActual('../../../testing/apexStub'));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/line', () => ({}));

// The mock's own answers (mocks/apps): project 12 'Aurora Relaunch' was created by gbm for
// gagency and is assigned to the technical user tech; cms_preview is one of its web apps.
jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });

const APP_NOT_THERE = 'This app is not there for you: it does not exist, or its project is not yours to see.';
const PROJECT_NOT_THERE = 'The apps of this project are not there for you: the project does not exist, or it is not yours to see.';
const ONLY_PARTIES = "Only the project's agency, its creator, the brand manager who manages it or its technical user may change its apps.";

function appIdOf(name: string): number {
  const app = db.apps.find((a) => a.appName === name);
  if (!app) throw new Error(`no app ${name} in the seed`);
  return app.appId;
}

const open = (route: string, as: DemoUser) => renderWithProviders(null, { route, as });
const button = (name: string) => screen.getByRole('button', { name });

describe('AppPage: who may see and change an app', () => {
  it("another agency's app is not there for an agency: a way home, no Retry", async () => {
    await open(`/app/${appIdOf('cms_preview')}/View`, 'lagency');
    expect((await screen.findByText(APP_NOT_THERE)).closest('[role=alert]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('creating an app in a project the user reads not (role 4) says the project is not there for them', async () => {
    await open('/app/12/createNewApp', 'gpm');
    expect(await screen.findByText(PROJECT_NOT_THERE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a refused update (403) says who may change the apps and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await open(`/app/${appIdOf('cms_preview')}/Update`, 'lbm');
    const name = await screen.findByRole('textbox', { name: /^App Name/ });
    await waitFor(() => expect(name).toBeEnabled());
    fireEvent.change(name, { target: { value: 'cms_preview_v2' } });
    await user.click(button('Submit'));
    expect((await screen.findByText(ONLY_PARTIES)).closest('[role=alert]')).not.toBeNull();
    expect(screen.queryByText('Couldnot load please re-try')).toBeNull();
    expect(name).toHaveValue('cms_preview_v2');
  });

  it('a refused Build Now (403) says who may build', async () => {
    const user = userEvent.setup({ delay: null });
    await open(`/app/${appIdOf('cms_preview')}/View`, 'lbm');
    await waitFor(() => expect(button('Build Now')).toBeEnabled());
    await user.click(button('Build Now'));
    expect((await screen.findByText(ONLY_PARTIES)).closest('[role=alert]')).not.toBeNull();
  });

  it("a technical user who is not the project's reads Update as View: told why, no Submit, the actions disabled", async () => {
    await open(`/app/${appIdOf('cms_preview')}/Update`, 'tech2');
    expect((await screen.findByText(ONLY_PARTIES)).closest('[role=status]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('View App');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    for (const action of ['Setup Repo', 'Build Now', 'Generate Report']) expect(button(action)).toBeDisabled();
  });
});
