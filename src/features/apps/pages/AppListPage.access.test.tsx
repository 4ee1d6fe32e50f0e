import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';
import AppListPage from './AppListPage';

// The mock's own answers (mocks/apps): project 12 'Aurora Relaunch' was created by gbm for
// gagency and is assigned to the technical user tech.
jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });

const NOT_THERE = 'The apps of this project are not there for you: the project does not exist, or it is not yours to see.';
const ONLY_PARTIES = "Only the project's agency, its creator, the brand manager who manages it or its technical user may change its apps.";

function open(as: DemoUser, projectId = 12) {
  return renderWithProviders(
    <Routes>
      <Route path="/project/:projectId/apps" element={<AppListPage />} />
    </Routes>,
    { route: `/project/${projectId}/apps`, as },
  );
}

describe('AppListPage: who may see and change the apps', () => {
  it('a project manager (role 4, who reads no project) sees that the apps are not there for them, a way home and no Retry', async () => {
    await open('gpm');
    const alert = (await screen.findByText(NOT_THERE)).closest('[role=alert]');
    expect(alert).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create New App' })).toBeNull();
  });

  it("another agency's project is not there for an agency", async () => {
    await open('lagency');
    expect(await screen.findByText(NOT_THERE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("a technical user who is not the project's reads its apps without Create, Update and Delete, and is told why", async () => {
    await open('tech2');
    expect(await screen.findByRole('link', { name: 'View App STOREFRONT WEB' })).toBeVisible();
    expect((await screen.findByText(ONLY_PARTIES)).closest('[role=status]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete App STOREFRONT WEB' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Update App STOREFRONT WEB' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create New App' })).toBeNull();
  });

  it("the project's technical user keeps every action", async () => {
    await open('tech');
    expect(await screen.findByRole('button', { name: 'Delete App STOREFRONT WEB' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create New App' })).toBeVisible();
    expect(screen.queryByText(ONLY_PARTIES)).toBeNull();
  });

  it('a refused delete (403: a brand manager who does not manage the project) says who may delete, and the app stays', async () => {
    const user = userEvent.setup();
    await open('lbm');
    await user.click(await screen.findByRole('button', { name: 'Delete App STOREFRONT WEB' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(ONLY_PARTIES)).toBeVisible();
    expect(within(dialog).queryByText('The app could not be deleted. Please try again.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: 'View App STOREFRONT WEB' })).toBeVisible();
  });
});
