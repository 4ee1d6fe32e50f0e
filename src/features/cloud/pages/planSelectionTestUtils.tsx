/**
 * Test helpers of Plan Selection (imported by its tests only): the endpoints its tests watch, a
 * fast environment poll, and opening the page and choosing a region.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { config } from '../../../config';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';

export const PRICE_LIST = '*/api/pricelist';
export const CHECK_STATUS = '*/api/checkStatus';
export const SAVE_ENV_URL = '*/api/save_env_url/:projectId';

/** Polls the environment every 10 ms in each test of the file; the timings are put back after each. */
export function withFastPoll() {
  const timings = { ...config.timings };
  beforeEach(() => {
    config.timings.environmentPollMs = 10;
  });
  afterEach(() => {
    Object.assign(config.timings, timings);
  });
}

/** The button, once it can be pressed (it waits for the project's details as well as a region). */
export async function enabledButton(name: string) {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

export async function openPage(projectId: number, as: DemoUser = 'tech', service = 'Azure App Service') {
  const result = await renderWithProviders(null, { route: `/ServiceRegionOptions?projectId=${projectId}&service=${encodeURIComponent(service)}`, as });
  await screen.findByRole('heading', { level: 1, name: 'Plan Selection' });
  // The region dropdown opens once the service's regions are read.
  await waitFor(() => expect(screen.queryByText('Loading regions…')).toBeNull());
  return result;
}

export async function chooseRegion(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Region' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}
