/**
 * Leaving unsaved work asks first, through the app's data router and its one blocker: the content
 * editor (the browser's confirm), a dirty wizard and a dialog with typed text ('Discard your
 * changes?'), each left by a link, by Back and by navigate(). Stay keeps the work on screen, Leave
 * goes. The whole app (or a dialog of its own) with the real store against the mock backend.
 */
import { useState } from 'react';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { DialogContent, DialogTitle, TextField } from '@mui/material';
import { GuardedDialog } from '../components/GuardedDialog';
import { stubEditorLayout } from '../features/content/components/jsdomEditorStubs';
import type { AppRouter } from '../app/router';
import type { ProjectCard } from '../domain/projects';
import { renderWithProviders } from '../testing/renderWithProviders';
import { tokenFor } from '../testing/tokens';
import { contentTexts } from '../texts/content';
import { dialogTexts } from '../texts/dialogs';
import { PRODUCT_NAME } from '../texts';

/* Pages load lazily; on a busy machine the first load takes more than a second. */
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

beforeAll(stubEditorLayout);
beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

type User = ReturnType<typeof userEvent.setup>;

/** Unsaved work on a page reached from `/`: how to leave it by a link, and how its question is answered. */
interface Work {
  router: AppRouter;
  user: User;
  /** Where the work is. */
  path: string;
  /** The field that holds the typed text, and the text. */
  field: () => HTMLElement;
  typed: string;
  /** A link of the page that leaves for `/`. */
  link: () => HTMLElement;
  /** Called before leaving (a confirm answers at once): prepares the answer. */
  before(leave: boolean): void;
  /** Called after leaving: sees the question and answers it. */
  answer(leave: boolean): Promise<void>;
}

const location = () => screen.getByTestId('location');

/** Renders the whole app at `/` as `as`, then goes to `path` (so that Back has somewhere to go). */
async function appAt(path: string, as: 'admin' | 'gagency') {
  const user = userEvent.setup({ delay: null });
  const { router } = await renderWithProviders(null, { route: '/', as });
  await act(() => router.navigate(path));
  return { router, user };
}

/** 'Discard your changes?' answered with Discard (leave) or Keep editing (stay). */
async function answerDiscard(user: User, leave: boolean) {
  const question = await screen.findByRole('dialog', { name: dialogTexts.discard.question });
  await user.click(within(question).getByRole('button', { name: leave ? dialogTexts.discard.discard : dialogTexts.discard.keepEditing }));
}

const logoLink = () => screen.getByRole('link', { name: `${PRODUCT_NAME} logo` });

async function editedContent(): Promise<Work> {
  const path = '/overview/about_dfc';
  const { router, user } = await appAt(path, 'admin');
  const [edit] = await screen.findAllByRole('button', { name: /^Edit "/ });
  await user.click(edit);
  const title = await screen.findByRole('textbox', { name: 'Title' });
  await user.type(title, ' (changed)');
  const typed = (title as HTMLInputElement).value;
  const confirm = jest.spyOn(window, 'confirm');
  return {
    router,
    user,
    path,
    field: () => screen.getByRole('textbox', { name: 'Title' }),
    typed,
    link: logoLink,
    before: (leave) => void confirm.mockReturnValue(leave),
    answer: async () => {
      await waitFor(() => expect(confirm).toHaveBeenCalledWith(contentTexts.editor.leaveConfirm));
      expect(confirm).toHaveBeenCalledTimes(1);
    },
  };
}

async function dirtyWizard(): Promise<Work> {
  const token = await tokenFor('gagency');
  const cards = (await (await fetch('http://localhost/api/assignedprojects/', { headers: { Authorization: `Bearer ${token}` } })).json()) as ProjectCard[];
  const fresh = cards.find((card) => !card.projectCreationStatus);
  if (!fresh) throw new Error('the mock has no fresh project for gagency');
  const path = `/DFCCreateProject/${fresh.projectId}`;
  const { router, user } = await appAt(path, 'gagency');
  await screen.findByRole('heading', { level: 2, name: 'General Information' });
  const duration = screen.getByLabelText('Duration');
  const typed = (await within(duration).findByRole('option', { name: '3< and >6 months' })) as HTMLOptionElement;
  await user.selectOptions(duration, typed);
  return {
    router,
    user,
    path,
    field: () => screen.getByLabelText('Duration'),
    typed: typed.value,
    link: logoLink,
    before: () => undefined,
    answer: (leave) => answerDiscard(user, leave),
  };
}

/** A page with a form dialog (GuardedDialog) holding a field and a link. */
function FormPage() {
  const { pathname } = useLocation();
  const [name, setName] = useState('');
  if (pathname !== '/form') return <p>Elsewhere</p>;
  return (
    <GuardedDialog open dirty={name !== ''} aria-labelledby="form-title">
      <DialogTitle id="form-title">Form</DialogTitle>
      <DialogContent>
        <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <Link to="/">Help</Link>
      </DialogContent>
    </GuardedDialog>
  );
}

async function dialogWithText(): Promise<Work> {
  const user = userEvent.setup({ delay: null });
  const { router } = await renderWithProviders(<FormPage />, { route: '/', as: 'gbm' });
  await act(() => router.navigate('/form'));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'typed');
  return {
    router,
    user,
    path: '/form',
    field: () => screen.getByRole('textbox', { name: 'Name' }),
    typed: 'typed',
    link: () => screen.getByRole('link', { name: 'Help' }),
    before: () => undefined,
    answer: (leave) => answerDiscard(user, leave),
  };
}

const WORK = [
  ['edited content', editedContent],
  ['a dirty wizard', dirtyWizard],
  ['a dialog with typed text', dialogWithText],
] as const;

const WAYS = {
  'a link': (work: Work) => work.user.click(work.link()),
  Back: (work: Work) => act(() => work.router.navigate(-1)),
  'navigate()': (work: Work) => act(() => work.router.navigate('/')),
} as const;

describe.each(WORK)('leaving %s', (_name, start) => {
  it.each(Object.keys(WAYS) as (keyof typeof WAYS)[])('by %s asks first: Stay keeps the text, then Leave goes', async (way) => {
    const work = await start();
    expect(location()).toHaveTextContent(work.path);

    work.before(false);
    await WAYS[way](work);
    await work.answer(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogTexts.discard.question })).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(work.path);
    expect(work.field()).toHaveValue(work.typed);

    jest.clearAllMocks();
    work.before(true);
    await WAYS[way](work);
    await work.answer(true);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });
});

describe('leaving saved work', () => {
  it('edited content, once saved, leaves by Back unasked', async () => {
    const work = await editedContent();
    const confirm = jest.spyOn(window, 'confirm');
    await work.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 2, name: work.typed });
    await act(() => work.router.navigate(-1));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(confirm).not.toHaveBeenCalled();
  });
});
