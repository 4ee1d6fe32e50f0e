import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import GitComponentPage from './GitComponentPage';

configure({ asyncUtilTimeout: 5000 });

describe('GitComponentPage (/gitcmpnt/): what is not there for the user', () => {
  it("a devops project whose repositories are refused (403) says they are not there for the user, without Retry", async () => {
    server.use(http.get('*/:project/_apis/git/repositories', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await renderWithProviders(<GitComponentPage />, { as: 'tech', route: '/gitcmpnt/' });
    await userEvent.setup().selectOptions(await screen.findByRole('combobox', { name: 'Project' }), 'Aurora Relaunch');
    expect(await screen.findByText('The repositories of Aurora_Relaunch are not there for you: choose another project.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a project refused (403) says it is not there for the user, without Retry', async () => {
    server.use(http.get('*/api/get_dfc_project/:projectId', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await renderWithProviders(<GitComponentPage />, { as: 'tech', route: '/gitcmpnt/' });
    await userEvent.setup().selectOptions(await screen.findByRole('combobox', { name: 'Project' }), 'Aurora Relaunch');
    expect(await screen.findByText('This project is not there for you: choose another one.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
