/**
 * The unsaved-changes guard under the app's own router kind (BrowserRouter on jsdom's history):
 * Back and Forward through the sentinel entry, and links, asking with window.confirm.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { SENTINEL_MARK, useUnsavedChangesGuard } from './unsavedChanges';

const QUESTION = 'You have unsaved changes. Leave this page and lose them?';

function Editor() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty, QUESTION);
  return (
    <label>
      <input type="checkbox" checked={dirty} onChange={(event) => setDirty(event.target.checked)} />
      Changed
    </label>
  );
}

function EditPage() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <h1>Edit page</h1>
      {open && <Editor />}
      <button type="button" onClick={() => setOpen((now) => !now)}>
        {open ? 'Close editor' : 'Open editor'}
      </button>
      <Link to="/c">Go elsewhere</Link>
    </>
  );
}

/** How the router got where it is, and where: 'PUSH /b', 'POP /a'. */
function Where() {
  const type = useNavigationType();
  const { pathname } = useLocation();
  return <output data-testid="where">{`${type} ${pathname}`}</output>;
}

function Harness() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/a" element={<Link to="/b">Open the edit page</Link>} />
        <Route path="/b" element={<EditPage />} />
        <Route path="/c" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </BrowserRouter>
  );
}

const where = () => screen.getByTestId('where').textContent;
const state = () => window.history.state as Record<string, unknown> | null;
const changed = () => screen.getByRole('checkbox', { name: 'Changed' });

// Registered before any router or guard, so it sees every popstate, even one hidden from react-router.
const popWaiters: Array<() => void> = [];
beforeAll(() => window.addEventListener('popstate', () => popWaiters.splice(0).forEach((resolve) => resolve()), true));
const nextPop = () => new Promise<void>((resolve) => popWaiters.push(resolve));

/** Moves through the history (or does something that does) and waits for the popstate it causes. */
async function traverse(move: () => unknown) {
  await act(async () => {
    const popped = nextPop();
    await move();
    await popped;
  });
}

let confirm: jest.SpyInstance<boolean, [message?: string]>;

beforeEach(() => {
  // A fresh entry for each test: /a, then the edit page /b pushed by the router.
  window.history.pushState(null, '', '/a');
  confirm = jest.spyOn(window, 'confirm');
});

afterEach(() => confirm.mockRestore());

async function openEditPage() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('link', { name: 'Open the edit page' }));
  await screen.findByRole('heading', { name: 'Edit page' });
  expect(where()).toBe('PUSH /b');
  return { user, entryOfB: state() };
}

describe('Back with unsaved changes', () => {
  it('asks first; staying keeps the page and the changes (and asks again next time), leaving goes back', async () => {
    const { user, entryOfB } = await openEditPage();
    const length = window.history.length;
    await user.click(changed());
    // The sentinel: the same URL, react-router's state as it was (key and usr), idx one up.
    expect(window.history.length).toBe(length + 1);
    expect(state()).toEqual({ ...entryOfB, idx: (entryOfB?.idx as number) + 1, [SENTINEL_MARK]: expect.any(String) });
    expect(window.location.pathname).toBe('/b');

    confirm.mockReturnValueOnce(false);
    await traverse(() => window.history.back());
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    // react-router never saw the step: still the PUSH to /b, and the sentinel is back on top.
    expect(where()).toBe('PUSH /b');
    expect(changed()).toBeChecked();
    expect(state()).toMatchObject({ [SENTINEL_MARK]: expect.any(String), key: entryOfB?.key });

    confirm.mockReturnValueOnce(true);
    await traverse(() => window.history.back());
    await waitFor(() => expect(where()).toBe('POP /a'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('heading', { name: 'Edit page' })).not.toBeInTheDocument();
  });

  it('a jump further back asks too: staying comes back to the page, leaving lands where chosen', async () => {
    const { user } = await openEditPage();
    await user.click(changed());

    confirm.mockReturnValueOnce(false);
    await traverse(() => window.history.go(-2));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    await act(nextPop);
    expect(state()).toMatchObject({ [SENTINEL_MARK]: expect.any(String) });
    expect(window.location.pathname).toBe('/b');
    await waitFor(() => expect(where()).toBe('POP /b'));
    expect(changed()).toBeChecked();

    confirm.mockReturnValueOnce(true);
    await traverse(() => window.history.go(-2));
    await waitFor(() => expect(where()).toBe('POP /a'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('Forward cannot leave either: the sentinel drops the entries ahead', async () => {
    const { user } = await openEditPage();
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await waitFor(() => expect(where()).toBe('PUSH /c'));
    await traverse(() => window.history.back());
    await waitFor(() => expect(where()).toBe('POP /b'));

    await user.click(changed());
    await act(async () => {
      window.history.forward();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(where()).toBe('POP /b');
    expect(state()).toMatchObject({ [SENTINEL_MARK]: expect.any(String) });
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('Back without unsaved changes', () => {
  it('leaves at once, and no entry is added while nothing changed', async () => {
    await openEditPage();
    const length = window.history.length;
    expect(state()).not.toHaveProperty(SENTINEL_MARK);
    await traverse(() => window.history.back());
    await waitFor(() => expect(where()).toBe('POP /a'));
    expect(window.history.length).toBe(length);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('leaves with one press when the changes were undone', async () => {
    const { user } = await openEditPage();
    await user.click(changed());
    await user.click(changed());
    await traverse(() => window.history.back());
    await waitFor(() => expect(where()).toBe('POP /a'));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('the sentinel goes again', () => {
  it('when the editor closes (saved or cancelled): stepped off without react-router noticing', async () => {
    const { user, entryOfB } = await openEditPage();
    await user.click(changed());
    expect(state()).toHaveProperty(SENTINEL_MARK);

    await traverse(() => user.click(screen.getByRole('button', { name: 'Close editor' })));
    expect(state()).toEqual(entryOfB);
    expect(window.location.pathname).toBe('/b');
    // The router saw no popstate: still the PUSH that opened the page.
    expect(where()).toBe('PUSH /b');

    await traverse(() => window.history.back());
    await waitFor(() => expect(where()).toBe('POP /a'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('an edit that starts again before the sentinel is out takes it over, without a question', async () => {
    const { user, entryOfB } = await openEditPage();
    await user.click(changed());
    const length = window.history.length;
    // Closed, opened and changed at once: the step off the old sentinel is still on its way.
    const popped = nextPop();
    fireEvent.click(screen.getByRole('button', { name: 'Close editor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open editor' }));
    fireEvent.click(changed());
    await act(() => popped);
    expect(confirm).not.toHaveBeenCalled();
    expect(state()).toEqual({ ...entryOfB, idx: (entryOfB?.idx as number) + 1, [SENTINEL_MARK]: expect.any(String) });
    expect(window.history.length).toBe(length);
    expect(where()).toBe('PUSH /b');

    confirm.mockReturnValueOnce(false);
    await traverse(() => window.history.back());
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(changed()).toBeChecked();
  });

  it('before a link is followed (after the question), so that Back from the next page comes straight back', async () => {
    const { user, entryOfB } = await openEditPage();
    await user.click(changed());

    confirm.mockReturnValueOnce(false);
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(where()).toBe('PUSH /b');
    expect(state()).toHaveProperty(SENTINEL_MARK);

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await waitFor(() => expect(where()).toBe('PUSH /c'));
    expect(confirm).toHaveBeenCalledTimes(2);

    // Back lands on the edit page's own entry, not on a leftover sentinel.
    await traverse(() => window.history.back());
    await waitFor(() => expect(where()).toBe('POP /b'));
    expect(state()).toEqual(entryOfB);
    await traverse(() => window.history.back());
    await waitFor(() => expect(where()).toBe('POP /a'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
