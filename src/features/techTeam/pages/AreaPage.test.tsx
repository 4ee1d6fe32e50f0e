import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';

describe('the tech team placeholder page', () => {
  it('says the area is not built yet and leads to the cloud plans of its project', async () => {
    await renderWithProviders(null, { route: '/viewApprovedProjectDetails/30', as: 'tech2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Team' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Environment Setup' })).toHaveAttribute('href', '/getCloudPlans?projectId=30');
  });
});
