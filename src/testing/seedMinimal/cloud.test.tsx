/**
 * The cloud recommender against a backend that sends only what seed 000 lists (./answers.ts): the
 * project's details and the recommendations (serviceName, percentage). A file of its own: the cloud
 * feature's calls load with its page, as in the other page tests.
 */
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../renderWithProviders';
import { seedDetails } from './answers';
import { refuseExtensions, serveMinimal } from './serve';

// Whole pages render, with their lazy chunks: on a busy machine the first answers take a while.
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(90000);

describe('seed-minimal answers: cloud plans', () => {
  it("the recommender reads the seeds' details and lists the seeds' recommendation", async () => {
    const user = userEvent.setup({ delay: null });
    refuseExtensions();
    serveMinimal(['projects.details', 'cloud.recommendations']);
    await renderWithProviders(null, { route: `/getCloudPlans?projectId=${seedDetails.projectId}`, as: 'tech' });
    expect(await screen.findByText(`Project: ${seedDetails.projectName}`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit Params' }));
    expect(await screen.findByText('90% matching', { exact: false })).toBeVisible();
    expect(screen.getAllByText('Azure App Service').length).toBeGreaterThan(0);
    expect(screen.queryByText(/could not be (loaded|reached)/)).toBeNull();
  });
});
