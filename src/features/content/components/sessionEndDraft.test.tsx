/** The editor's unsaved changes when the session ends: kept as the user's local draft, offered back to that user only. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { db } from '../../../../mocks/core/state';
import { contentRoutes } from '../../../../mocks/content/handlers';
import { server } from '../../../../mocks/node';
import { AppRoutes } from '../../../app/App';
import { config } from '../../../config';
import { decodeToken } from '../../../domain/session';
import { draftKey, writeDraft } from '../../../shared/localDrafts';
import { loggedOut } from '../../../session/slice';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { tokenFor } from '../../../testing/tokens';
import { stubEditorLayout } from './jsdomEditorStubs';

jest.setTimeout(40000);
beforeAll(async () => {
  stubEditorLayout();
  // Loaded ahead (the lazy page and editor), so that the short idle time-out below is not spent loading them.
  await Promise.all([import('../pages/InfoPage'), import('./InfoEditor'), import('../../../app/layout/IdleDialog')]);
});
beforeEach(() => {
  server.use(...contentRoutes.map((route) => route.create({})));
});

const timings = { ...config.timings };
afterEach(() => Object.assign(config.timings, timings));

const ROUTE = '/overview/about_dfc';
const item = () => ({ ...db.contentItems.find((entry) => entry.page === 'about_dfc')! });
const adminId = async () => decodeToken(await tokenFor('admin'))!.Id;
const contentDraftKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith('dfc.contentDraft.'));

/** The location's state (where sign-in leads back to). */
function StateProbe() {
  return <output data-testid="location-state">{JSON.stringify(useLocation().state ?? null)}</output>;
}

/** The info page as admin, the first item in the editor with its title changed. */
async function editTitle(title: string) {
  const first = item();
  const result = await renderWithProviders(
    <>
      <AppRoutes />
      <StateProbe />
    </>,
    { route: ROUTE, as: 'admin' },
  );
  fireEvent.click(await screen.findByRole('button', { name: `Edit "${first.title}"` }, { timeout: 8000 }));
  const region = await screen.findByRole('region', { name: `Editing "${first.title}"` }, { timeout: 8000 });
  await within(region).findByRole('textbox', { name: 'Content' });
  fireEvent.change(within(region).getByRole('textbox', { name: 'Title' }), { target: { value: title } });
  expect(within(region).getByRole('status')).toHaveTextContent('Unsaved changes');
  return { ...result, first };
}

/** Signs in as admin again (a new page) and waits for the offer on the item. */
async function signInAgain(title: string) {
  config.timings.idleTimeoutMs = timings.idleTimeoutMs;
  await renderWithProviders(null, { route: ROUTE, as: 'admin' });
  const article = await screen.findByRole('article', { name: title }, { timeout: 8000 });
  return within(article).findByText('You have unsaved changes from your last session.', undefined, { timeout: 8000 }).then(() => article);
}

describe('the idle sign-out and the editor', () => {
  beforeEach(() => {
    config.timings.idleTimeoutMs = 2500;
    config.timings.idleDebounceMs = 0;
  });

  it('keeps the unsaved changes when the idle time-out signs out; the same user restores them after signing in again', async () => {
    const { first, unmount } = await editTitle('Kept across the sign-out');
    await screen.findByRole('dialog', { name: 'You Have Been Idle!' }, { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), { timeout: 8000 });
    expect(window.localStorage.getItem('token')).toBeNull();
    // Sign-in leads back to the page, where the changes are offered.
    expect(screen.getByTestId('location-state')).toHaveTextContent(JSON.stringify({ from: ROUTE }));
    expect(contentDraftKeys()).toEqual([draftKey('content', await adminId(), first.id)]);
    unmount();

    const article = await signInAgain(first.title);
    const user = userEvent.setup();
    await user.click(within(article).getByRole('button', { name: `Restore your unsaved changes to "${first.title}"` }));
    const region = await screen.findByRole('region', { name: `Editing "${first.title}"` });
    expect(within(region).getByRole('textbox', { name: 'Title' })).toHaveValue('Kept across the sign-out');
    expect(within(region).getByRole('status')).toHaveTextContent('Unsaved changes');
  });

  it("keeps them too when the dialog's Logout is chosen (and the user leaves them); Discard drops them", async () => {
    const { first, unmount } = await editTitle('Chosen logout');
    const dialog = await screen.findByRole('dialog', { name: 'You Have Been Idle!' }, { timeout: 8000 });
    const leave = jest.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(leave).toHaveBeenCalledTimes(1);
    leave.mockRestore();
    unmount();

    const article = await signInAgain(first.title);
    fireEvent.click(within(article).getByRole('button', { name: `Discard your unsaved changes to "${first.title}"` }));
    await waitFor(() => expect(within(article).queryByText('You have unsaved changes from your last session.')).toBeNull());
    expect(contentDraftKeys()).toEqual([]);
  });
});

describe('kept changes and other sign-outs', () => {
  it('keeps them when the session ends elsewhere (another tab signed out)', async () => {
    const { first, store, unmount } = await editTitle('Signed out in another tab');
    store.dispatch(loggedOut());
    await waitFor(() => expect(contentDraftKeys()).toEqual([expect.stringMatching(new RegExp(`\\.${first.id}$`))]));
    unmount();
    await signInAgain(first.title);
  });

  it("never offers another user's kept changes, and drops them when this user signs in", async () => {
    const first = item();
    const other = (await adminId()) + 1000;
    writeDraft('content', other, first.id, { page: first.page, title: 'Not yours', content: '<p>x</p>', base: { title: first.title, content: first.content } });
    await renderWithProviders(null, { route: ROUTE, as: 'admin' });
    await screen.findByRole('button', { name: `Edit "${first.title}"` }, { timeout: 8000 });
    expect(screen.queryByText('You have unsaved changes from your last session.')).toBeNull();
    await waitFor(() => expect(contentDraftKeys()).toEqual([]));
  });
});
