import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { PROJECT_LIST_URL } from '../../../api/projects';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { card } from '../components/ProjectCard.fixtures';

// The whole route table renders here; on a busy machine the first answers can take a while.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const SUBMITTED = `*${PROJECT_LIST_URL.submitted}`;
const TITLE = 'Projects Pending for Approval';

describe('PendingProjectsPage: an answer that breaks the contract', () => {
  it('a card without its documented projectId shows the usual error with a Retry that loads the list', async () => {
    const good = card({ projectId: 921, projectName: 'Pending Quay', projectCreationStatus: 'SUBMITTED', projectStatus: 'PROJECT_DETAILS_FILLED' });
    const { projectId: _left, ...withoutId } = card({ projectId: 922, projectName: 'Pending Reef', projectCreationStatus: 'SUBMITTED' });
    let broken = true;
    server.use(http.get(SUBMITTED, () => HttpResponse.json(broken ? [good, withoutId] : [good])));
    await renderWithProviders(null, { route: '/PendingProjectsForApproval', as: 'gbm' });
    await screen.findByRole('heading', { level: 1, name: TITLE });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/The projects could not be loaded\./);
    expect(screen.queryByRole('list', { name: TITLE })).toBeNull();
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: TITLE });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(list).toHaveTextContent('Pending Quay');
  });
});
