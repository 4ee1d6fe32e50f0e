import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import type { AppStore } from '../../../app/store';
import { DROPDOWN_SIZE } from '../../../domain/notifications';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { loggedOut } from '../../../session/slice';
import { NotificationBell } from '..';

let store: AppStore | undefined;

async function renderBell() {
  const result = await renderWithProviders(<NotificationBell />, { as: 'gbm' });
  store = result.store;
  return result;
}

afterEach(() => {
  store?.dispatch(loggedOut());
  store = undefined;
});

describe('NotificationBell', () => {
  it('labels the bell with the unread count', async () => {
    await renderBell();
    const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
    const count = Number(/(\d+) unread/.exec(bell.getAttribute('aria-label')!)![1]);
    expect(count).toBeGreaterThan(0);
  });

  it('opens a dropdown with Show All Notifications first, then the latest notifications', async () => {
    await renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const dialog = await screen.findByRole('presentation');
    const link = within(dialog).getByRole('link', { name: 'Show All Notifications' });
    expect(link).toHaveAttribute('href', '/notificationsCmpnt');
    const list = await within(dialog).findByRole('list', { name: 'Latest notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(DROPDOWN_SIZE);
    expect(link.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('follows Show All Notifications to the inbox and closes', async () => {
    await renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await userEvent.click(await screen.findByRole('link', { name: 'Show All Notifications' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/notificationsCmpnt');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Show All Notifications' })).not.toBeInTheDocument());
  });

  it('says No new notifications when there are none', async () => {
    server.use(http.get('*/api/notifications/:page', () => HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 1, size: 20 })));
    await renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByText('No new notifications')).toBeVisible();
  });
});
