import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import CreateWebServicePage from './CreateWebServicePage';

describe('CreateWebServicePage (/create_web_service)', () => {
  it("links to Plan Selection with the chosen approved project and service", async () => {
    await renderWithProviders(<CreateWebServicePage />, { as: 'gbm', route: '/create_web_service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Web Service' })).toBeVisible();
    const project = await screen.findByRole('combobox', { name: 'Project' });
    expect(within(project).getByRole('option', { name: 'Aurora Relaunch' })).toBeInTheDocument(); // approved, created by gbm
    const service = screen.getByRole('combobox', { name: 'Cloud service' });
    expect(within(service).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select',
      'Storage',
      'Azure App Service',
      'Cloud Services',
      'Container Instances',
      'Functions',
      'Azure Service Fabric',
      'Static web apps',
    ]);
    expect(screen.getByRole('button', { name: 'Go to Plan Selection' })).toBeDisabled();

    const u = userEvent.setup();
    await u.selectOptions(project, 'Aurora Relaunch');
    expect(screen.getByRole('button', { name: 'Go to Plan Selection' })).toBeDisabled();
    await u.selectOptions(service, 'Azure App Service');
    const link = screen.getByRole('link', { name: 'Go to Plan Selection' });
    expect(link).toHaveAttribute('href', '/ServiceRegionOptions?projectId=12&service=Azure+App+Service');
    await u.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/ServiceRegionOptions');
  });

  it('says when there is no approved project, and when the list cannot be loaded', async () => {
    server.use(http.get('*/api/get_approved_projects_for_gbm', () => HttpResponse.json([])));
    const { unmount } = await renderWithProviders(<CreateWebServicePage />, { as: 'gbm' });
    expect(await screen.findByText('You have no approved project yet.')).toBeVisible();
    unmount();
    server.use(http.get('*/api/get_approved_projects_for_gbm', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderWithProviders(<CreateWebServicePage />, { as: 'gbm' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your approved projects could not be loaded.');
  });
});
