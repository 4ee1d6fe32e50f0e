import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { toDetails } from '../../../../mocks/projects/projects';
import { seededProject } from '../../../testing/projectDetails';
import { renderWithProviders } from '../../../testing/renderWithProviders';

// The first render loads the page's lazy chunk; the machine may be busy.
configure({ asyncUtilTimeout: 5000 });

const DETAILS = '*/api/get_dfc_project/:projectId';

describe('ProjectDetailsPage: an answer that breaks the contract', () => {
  it('a record without its documented projectName shows the usual error with a Retry that loads the project', async () => {
    const project = seededProject('any project', (p) => p.projectStatus !== null);
    const { projectName: _left, ...withoutName } = toDetails(project);
    server.use(http.get(DETAILS, () => HttpResponse.json(withoutName), { once: true }));
    await renderWithProviders(null, { route: `/viewProjectDetails/${project.projectId}`, as: 'gbm' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The project could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Project Details' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: project.projectName })).toBeVisible();
  });
});
