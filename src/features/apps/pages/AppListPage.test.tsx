import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { appRow } from '../../../../mocks/apps/model';
import { delay, http, HttpResponse, server } from '../../../../mocks/node';
import type { AppStore } from '../../../app/store';
import type { AppRead, AppType } from '../../../domain/apps';
import { loggedOut } from '../../../session/slice';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import AppListPage from './AppListPage';

jest.setTimeout(60000);

const PROJECT_ID = 12;
const PROJECT_NAME = 'Aurora Relaunch';
const LIST_URL = '*/api/v2/project/:projectId/app';
const BASIC_URL = '*/api/get_project_basic_with_env/:projectId';
const DELETE_URL = '*/deleteapp/:appId';

type WireApp = AppRead;

const SEED: Array<[string, AppType]> = [
  ['storefront_web', 'app_service'],
  ['checkout_api', 'app_service_container'],
  ['brand_site', 'static_site'],
  ['perf_report', 'point_analyse'],
  ['loyalty_web', 'app_service'],
  ['promo_site', 'static_site'],
  ['search_api', 'app_service_container'],
  ['seo_report', 'point_analyse'],
  ['admin_portal', 'app_service'],
  ['careers_site', 'static_site'],
  ['media_service', 'app_service_container'],
  ['a11y_report', 'point_analyse'],
  ['news_web', 'app_service'],
];
/** The apps as the server reads them (every documented field of AppRead: the client checks the answer). */
const wireApps = (): WireApp[] =>
  SEED.map(([appName, appType], i) => appRow(i + 1, { projectId: PROJECT_ID, projectName: PROJECT_NAME }, { appName, appType, status: [], createdAt: '' }));

/** The backend of these tests: the list (changed by deletes) and how often it was read. */
let apps: WireApp[];
let listReads: number;
let store: AppStore | undefined;

function serve(options: { listDelay?: number; basicDelay?: number } = {}) {
  server.use(
    http.get(LIST_URL, async ({ params }) => {
      listReads += 1;
      if (options.listDelay) await delay(options.listDelay);
      return HttpResponse.json({ result: apps.filter((app) => String(app.projectId) === params.projectId) });
    }),
    http.get(BASIC_URL, async ({ params }) => {
      if (options.basicDelay) await delay(options.basicDelay);
      return HttpResponse.json({ projectName: PROJECT_NAME, projectId: Number(params.projectId), environments: [] });
    }),
    http.delete(DELETE_URL, ({ params }) => {
      apps = apps.filter((app) => String(app.appId) !== params.appId);
      return HttpResponse.json({ message: 'deleted' });
    }),
  );
}

/** The address's query (LocationProbe shows the pathname only). */
function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** Stands in for the app page: says where it is and goes back. */
function AppPageStub() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

async function open(route = `/project/${PROJECT_ID}/apps`) {
  const result = await renderWithProviders(
    <>
      <Routes>
        <Route path="/project/:projectId/apps" element={<AppListPage />} />
        <Route path="/app/:appId/:callType" element={<AppPageStub />} />
      </Routes>
      <SearchProbe />
    </>,
    { route, as: 'tech' },
  );
  store = result.store;
  return result;
}

const query = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

async function cards(expected?: number) {
  const list = await screen.findByRole('list', { name: 'Apps of the project' });
  if (expected !== undefined) await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(expected));
  return within(list).getAllByRole('article');
}

const cardNames = async (expected?: number) =>
  (await cards(expected)).map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

const card = (name: string) => screen.getByRole('article', { name });

async function pickOption(combobox: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

beforeEach(() => {
  apps = wireApps();
  listReads = 0;
});

afterEach(() => {
  store?.dispatch(loggedOut());
  store = undefined;
});

describe('AppListPage', () => {
  it("is headed 'Apps' until the project's name arrives, shows 'Loading...', then the cards", async () => {
    serve({ listDelay: 150, basicDelay: 150 });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Apps' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: PROJECT_NAME })).toBeInTheDocument();
    await cards(5);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows each app name upper-cased with spaces for underscores, and its type label', async () => {
    serve();
    await open();
    expect(await cardNames(5)).toEqual(['STOREFRONT WEB', 'CHECKOUT API', 'BRAND SITE', 'PERF REPORT', 'LOYALTY WEB']);
    const expectations: Array<[string, string]> = [
      ['STOREFRONT WEB', 'App Service'],
      ['CHECKOUT API', 'App Service (Container)'],
      ['BRAND SITE', 'Static Site'],
      ['PERF REPORT', 'Point and Analyse'],
    ];
    for (const [name, label] of expectations) {
      const terms = within(card(name)).getAllByRole('term').map((term) => term.textContent);
      const values = within(card(name)).getAllByRole('definition').map((value) => value.textContent);
      expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({ 'App Name': name, 'App Type': label });
    }
  });

  it('links Create New App, and View App / Update App to the web or the report app pages', async () => {
    serve();
    await open();
    await cards(5);
    expect(screen.getByRole('link', { name: 'Create New App' })).toHaveAttribute('href', `/app/${PROJECT_ID}/createNewApp`);
    const web = card('STOREFRONT WEB');
    expect(within(web).getByRole('link', { name: 'View App STOREFRONT WEB' })).toHaveAttribute('href', '/app/1/View');
    expect(within(web).getByRole('link', { name: 'Update App STOREFRONT WEB' })).toHaveAttribute('href', '/app/1/Update');
    expect(within(web).getByRole('button', { name: 'Delete App STOREFRONT WEB' })).toHaveTextContent('Delete App');
    const report = card('PERF REPORT');
    expect(within(report).getByRole('link', { name: 'View App PERF REPORT' })).toHaveAttribute('href', '/app/4/ViewReport');
    expect(within(report).getByRole('link', { name: 'Update App PERF REPORT' })).toHaveAttribute('href', '/app/4/UpdateReport');
    expect(within(report).getByRole('link', { name: 'View App PERF REPORT' })).toHaveTextContent(/^View App$/);
  });

  it('pages 5 cards by default; 10, then All; Next goes to the second page; all kept in the address', async () => {
    serve();
    await open();
    await cards(5);
    expect(screen.getByText('1–5 of 13')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await cardNames(5)).toEqual(['PROMO SITE', 'SEARCH API', 'SEO REPORT', 'ADMIN PORTAL', 'CAREERS SITE']);
    expect(query().get('page')).toBe('2');

    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '25', 'All']);
    await userEvent.click(screen.getByRole('option', { name: '10' }));
    await cards(10);
    expect(query().get('rows')).toBe('10');
    expect(query().get('page')).toBeNull();

    await pickOption(/Rows per page/, 'All');
    await cards(13);
    expect(query().get('rows')).toBe('all');
    expect(screen.getByText('1–13 of 13')).toBeInTheDocument();
  });

  it('opens with the paging of the address (a reload keeps it)', async () => {
    serve();
    await open(`/project/${PROJECT_ID}/apps?rows=10&page=2`);
    expect(await cardNames(3)).toEqual(['MEDIA SERVICE', 'A11Y REPORT', 'NEWS WEB']);
    expect(screen.getByText('11–13 of 13')).toBeInTheDocument();
  });

  it('searches by name, case-insensitive, underscores or spaces alike; the query goes to the address and back to page 1', async () => {
    serve();
    await open(`/project/${PROJECT_ID}/apps?page=2`);
    await cards(5);
    const search = screen.getByRole('searchbox', { name: 'Search apps' });
    await userEvent.type(search, 'brand site');
    expect(await cardNames(1)).toEqual(['BRAND SITE']);
    await waitFor(() => expect(query().get('q')).toBe('brand site'));
    expect(query().get('page')).toBeNull();

    await userEvent.clear(search);
    await userEvent.type(search, 'SEO_rep');
    expect(await cardNames(1)).toEqual(['SEO REPORT']);
    await waitFor(() => expect(query().get('q')).toBe('SEO_rep'));

    await userEvent.clear(search);
    await userEvent.type(search, '_web');
    expect(await cardNames(3)).toEqual(['STOREFRONT WEB', 'LOYALTY WEB', 'NEWS WEB']);
  });

  it('filters by app type, with All types to undo it, kept in the address', async () => {
    serve();
    await open();
    await cards(5);
    await pickOption(/App type/, 'Point and Analyse');
    expect(await cardNames(3)).toEqual(['PERF REPORT', 'SEO REPORT', 'A11Y REPORT']);
    expect(query().get('type')).toBe('point_analyse');
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search apps' }), 'seo');
    expect(await cardNames(1)).toEqual(['SEO REPORT']);

    await pickOption(/App type/, 'All types');
    expect(await cardNames(1)).toEqual(['SEO REPORT']);
    expect(query().get('type')).toBeNull();
    expect(query().get('q')).toBe('seo');
  });

  it("says 'No app matches your search.' when nothing matches, unlike an empty list", async () => {
    serve();
    await open(`/project/${PROJECT_ID}/apps?q=nothing%20here&type=static_site`);
    expect(await screen.findByText('No app matches your search.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toHaveValue('nothing here');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
  });

  it('keeps the search and the type when coming back from an app (Back)', async () => {
    serve();
    await open();
    await cards(5);
    await pickOption(/App type/, 'App Service');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search apps' }), 'web');
    expect(await cardNames(3)).toEqual(['STOREFRONT WEB', 'LOYALTY WEB', 'NEWS WEB']);
    await waitFor(() => expect(query().get('q')).toBe('web'));

    await userEvent.click(screen.getByRole('link', { name: 'View App LOYALTY WEB' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app/5/View'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(await cardNames(3)).toEqual(['STOREFRONT WEB', 'LOYALTY WEB', 'NEWS WEB']);
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toHaveValue('web');
    expect(screen.getByRole('combobox', { name: /App type/ })).toHaveTextContent('App Service');
  });

  it("says 'No Data Available' when the project has no apps", async () => {
    apps = [];
    serve();
    await open();
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('No app matches your search.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New App' })).toBeInTheDocument();
  });

  describe('Delete App', () => {
    it('asks first; Cancel keeps the app', async () => {
      serve();
      await open();
      await cards(5);
      await userEvent.click(screen.getByRole('button', { name: 'Delete App BRAND SITE' }));
      const dialog = await screen.findByRole('dialog', { name: 'Are you sure want to delete the App?' });
      expect(dialog).toHaveTextContent('BRAND SITE');
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(card('BRAND SITE')).toBeInTheDocument();
      expect(apps).toHaveLength(13);
    });

    it('deletes on Delete and refreshes the list', async () => {
      serve();
      await open();
      await cards(5);
      const readsBefore = listReads;
      await userEvent.click(screen.getByRole('button', { name: 'Delete App BRAND SITE' }));
      const dialog = await screen.findByRole('dialog', { name: 'Are you sure want to delete the App?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await cardNames(5)).toEqual(['STOREFRONT WEB', 'CHECKOUT API', 'PERF REPORT', 'LOYALTY WEB', 'PROMO SITE']);
      expect(listReads).toBeGreaterThan(readsBefore);
      expect(apps.map((app) => app.appId)).not.toContain(3);
      expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
      expect(screen.getByText('BRAND SITE was deleted.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: PROJECT_NAME })).toHaveFocus();
    });

    it('says so in the dialog when the delete fails, and Delete can be tried again', async () => {
      serve();
      let failures = 1;
      server.use(
        http.delete(DELETE_URL, ({ params }) => {
          if (failures > 0) {
            failures -= 1;
            return HttpResponse.json({ message: 'boom' }, { status: 500 });
          }
          apps = apps.filter((app) => String(app.appId) !== params.appId);
          return HttpResponse.json({ message: 'deleted' });
        }),
      );
      await open();
      await cards(5);
      await userEvent.click(screen.getByRole('button', { name: 'Delete App STOREFRONT WEB' }));
      const dialog = await screen.findByRole('dialog', { name: 'Are you sure want to delete the App?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The app could not be deleted. Please try again.');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      // The cards behind the modal dialog are hidden from the accessibility tree while it is open.
      expect(screen.getByRole('article', { name: 'STOREFRONT WEB', hidden: true })).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.queryByRole('article', { name: 'STOREFRONT WEB' })).not.toBeInTheDocument());
    });
  });

  describe('failures', () => {
    it('shows Retry when the list fails, and Retry recovers', async () => {
      serve();
      let failures = 1;
      server.use(
        http.get(LIST_URL, () => {
          listReads += 1;
          if (failures > 0) {
            failures -= 1;
            return HttpResponse.json({ message: 'boom' }, { status: 500 });
          }
          return HttpResponse.json({ result: apps });
        }),
      );
      await open();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The apps could not be loaded.');
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await cards(5);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows Retry, not a blank page, when the list answer is malformed', async () => {
      serve();
      server.use(http.get(LIST_URL, () => HttpResponse.json({ result: 'not a list' })));
      await open();
      expect(await screen.findByRole('alert')).toHaveTextContent('The apps could not be loaded.');
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    });

    it('refuses a list holding an entry that is not an app (the contract): the usual error with Retry, not a blank', async () => {
      serve();
      server.use(http.get(LIST_URL, () => HttpResponse.json({ result: [{ appId: 40, appName: 42, appType: null }, apps[0]] })));
      await open();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The apps could not be loaded.');
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });

    it("keeps the heading 'Apps' when the project's name cannot be read", async () => {
      serve();
      server.use(http.get(BASIC_URL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
      await open();
      await cards(5);
      expect(screen.getByRole('heading', { level: 1, name: 'Apps' })).toBeInTheDocument();
    });
  });
});
