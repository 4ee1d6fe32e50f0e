/**
 * The XSS matrix (hardening issue, part 3): every vector of src/testing/xssVectors.ts through every
 * place where user or server text is shown. Where the UI shows many records, one render carries
 * all the vectors as separate records; it loops only where a sink shows one at a time. Each sink
 * is checked for elements or attributes made from a vector (DOM), for the vector shown literally
 * where it is text, and for nothing having run (the marker, alert).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { appRow } from '../../mocks/apps/model';
import { db } from '../../mocks/core/state';
import { http, HttpResponse, server } from '../../mocks/node';
import { PROJECT_LIST_URL } from '../api/projects';
import type { AppStore } from '../app/store';
import { ConsoleLog } from '../components/ConsoleLog';
import { FileDropzone } from '../components/FileDropzone';
import { isSafeUrl } from '../components/SafeHtml';
import { BarChart } from '../components/charts';
import type { ZapData } from '../domain/apps';
import { appNameShown } from '../domain/apps';
import type { ContentItem } from '../domain/content';
import type { Repository } from '../domain/gitTools';
import type { Notification } from '../domain/notifications';
import type { ProjectCard, ProjectDetails, SavedTemplate } from '../domain/projects';
import { ZapView } from '../features/apps/components/reports/ZapView';
import AppListPage from '../features/apps/pages/AppListPage';
import InfoEditor from '../features/content/components/InfoEditor';
import { stubEditorLayout } from '../features/content/components/jsdomEditorStubs';
import InfoPage from '../features/content/pages/InfoPage';
import { ChartPair } from '../features/dashboards/components/overview/ChartPair';
import { impactBars, valueBars } from '../features/dashboards/components/overview/bars';
import { Bars } from '../features/dashboards/components/project/Bars';
import { RepoTools } from '../features/gitTools/components/RepoTools';
import GitComponentPage from '../features/gitTools/pages/GitComponentPage';
import { UploadStatusDialog } from '../features/imports/components/UploadStatusDialog';
import { NotificationBell } from '../features/notifications';
import { latestLoaded } from '../features/notifications/slice';
import ProjectDetailsPage from '../features/projects/pages/ProjectDetailsPage';
import { SavedTemplatesDialog } from '../features/wizard/components/SavedTemplatesDialog';
import { ReadOnlyField } from '../features/wizard/components/fields';
import { DetailsOverview } from '../features/projects/components/DetailsOverview';
import { loggedOut } from '../session/slice';
import { drawnCharts } from './apexStub';
import { renderView } from './renderView';
import { renderWithProviders } from './renderWithProviders';
import { XSS_FAMILY_COUNTS, XSS_STRINGS, XSS_VECTORS, STRONG_VECTORS } from './xssVectors';

jest.mock('react-apexcharts/core', () => jest.requireActual('./apexStub'));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/line', () => ({}));

// Whole pages with hundreds of records, on a busy machine.
jest.setTimeout(120_000);

declare global {
  interface Window {
    __xss?: number;
  }
}

/*
 * Long card lists are windowed (src/components/WindowedCardGrid.tsx: only the rows near the
 * window render). What is tested here is how every vector is shown, so every card renders.
 */
jest.mock('../components/WindowedCardGrid', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    WindowedCardGrid: ({ label, count, keyOf, renderCard }: import('../components/WindowedCardGrid').WindowedCardGridProps) =>
      createElement('ul', { 'aria-label': label }, ...Array.from({ length: count }, (_, i) => createElement('li', { key: keyOf(i) }, renderCard(i)))),
  };
});

const V = XSS_STRINGS;
let store: AppStore | undefined;
let alertSpy: jest.SpyInstance;

beforeAll(stubEditorLayout);
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  expect(window.__xss).toBeUndefined();
  expect(alertSpy).not.toHaveBeenCalled();
  alertSpy.mockRestore();
  delete window.__xss;
  store?.dispatch(loggedOut());
  store = undefined;
});

/* ---------- what every sink is checked for ---------- */

/** Elements the portal never makes itself, so any of them came from a vector. */
const FOREIGN_ELEMENTS = [
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'style', 'meta', 'base', 'link', 'math', 'portal',
  'noscript', 'template', 'video', 'audio', 'source', 'marquee', 'isindex', 'keygen', 'image', 'img', 'handler', 'animate',
  'set', 'foreignObject', 'use', 'xmp', 'plaintext', 'listing', 'noembed', 'noframes', 'details', 'maction',
  'annotation-xml', 'mglyph',
].join(', ');
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background', 'poster', 'dynsrc', 'lowsrc', 'code', 'ping', 'srcset'];
const DANGEROUS_STYLE = /expression|javascript|vbscript|url\s*\(|binding|behaviou?r|@import|animation/i;

/**
 * Passive elements that SafeHtml's DOMPurify keeps from server HTML once their handlers and unsafe
 * URLs are gone: in a SafeHtml sink they are harmless parts of a vector, not active content.
 */
const PASSIVE_HTML = new Set(['img', 'details', 'video', 'audio', 'source', 'marquee']);

/**
 * Nothing in `root` was made from a vector: no foreign element (in a SafeHtml sink: no active
 * one), no svg but the portal's icons, no handler attribute, no srcdoc, action or formaction, no
 * unsafe URL, no style attribute carrying CSS a vector would bring.
 */
function expectInert(root: Element = document.body, { html = false }: { html?: boolean } = {}): void {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll(FOREIGN_ELEMENTS))) {
    const tag = element.tagName.toLowerCase();
    if (!(html && PASSIVE_HTML.has(tag))) problems.push(`element <${tag}>`);
  }
  for (const svg of Array.from(root.querySelectorAll('svg'))) {
    // MUI's icons and progress circles, and the portal's logo; anything else is a vector's.
    const logo = svg.getAttribute('viewBox') === '0 0 120 40' && svg.textContent === 'DFC';
    if (!logo && !/\bMui/.test(svg.getAttribute('class') ?? '')) problems.push(`svg ${svg.outerHTML.slice(0, 80)}`);
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${name} on <${element.tagName.toLowerCase()}>`);
      if (name === 'srcdoc' || name === 'formaction' || name === 'action') problems.push(`${name} on <${element.tagName.toLowerCase()}>`);
      if (URL_ATTRIBUTES.includes(name) && !isSafeUrl(attribute.value)) problems.push(`${name}="${attribute.value}" on <${element.tagName.toLowerCase()}>`);
      if (name === 'style' && DANGEROUS_STYLE.test(attribute.value)) problems.push(`style="${attribute.value}"`);
    }
  }
  for (const anchor of Array.from(root.querySelectorAll('a[href]'))) {
    const href = anchor.getAttribute('href') ?? '';
    if (/^\s*(javascript|data|vbscript):/i.test(href)) problems.push(`a href="${href}"`);
  }
  expect(problems).toEqual([]);
}

/** Each of `texts` is shown literally somewhere in `root` (leading and trailing blanks aside). */
function expectShownLiterally(root: Element, texts: readonly string[]): void {
  const shown = root.textContent ?? '';
  const missing = texts.filter((text) => !shown.includes(text.trim()));
  expect(missing).toEqual([]);
}

/** `html` as markup: the elements it would make. */
function elementsOf(html: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('*'));
}
function textOf(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

/** One vector per record id, starting at `base`. */
const byId = (base: number) => (id: number | string) => V[Number(id) - base];

describe('the vectors', () => {
  it('are at least 250 distinct strings in nine families', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(250);
    expect(new Set(V).size).toBe(V.length);
    expect(Object.keys(XSS_FAMILY_COUNTS)).toHaveLength(9);
    for (const count of Object.values(XSS_FAMILY_COUNTS)) expect(count).toBeGreaterThanOrEqual(10);
  });
});

/* ---------- project names in the lists, the details and the wizard ---------- */

function cardOf(projectId: number, projectName: string, extra: Partial<ProjectCard> = {}): ProjectCard {
  return {
    projectId,
    projectName,
    agencyUserName: 'gagency',
    agencyName: null,
    projectStatus: 'PROJECT_DETAILS_FILLED',
    projectCreator: { username: 'gbm' },
    projectCreatedDate: '2024-03-05T10:20:30.000+00:00',
    projectCreationStatus: 'SUBMITTED',
    ...extra,
  };
}

const CARDS = V.map((name, i) => cardOf(70_000 + i, name));

describe('project names in the card lists', () => {
  it('My Projects: every vector as a card name, shown as text', async () => {
    server.use(http.get(`*${PROJECT_LIST_URL.assigned}`, () => HttpResponse.json(CARDS)));
    const result = await renderWithProviders(null, { route: '/MyProjects', as: 'gagency' });
    store = result.store;
    const list = await screen.findByRole('list', { name: 'My Projects' }, { timeout: 30_000 });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(V.length), { timeout: 30_000 });
    expectShownLiterally(list, V);
    // The list (the shell around it has the portal's own logo, an svg).
    expectInert(list);
  });

  it('Projects Pending for Approval: every vector as a card name and as the looked-up agency', async () => {
    server.use(
      http.get(`*${PROJECT_LIST_URL.submitted}`, () => HttpResponse.json(CARDS)),
      http.get('*/api/get_agency_by_projectid/:projectId', ({ params }) => HttpResponse.json({ username: byId(70_000)(params.projectId as string) })),
    );
    const result = await renderWithProviders(null, { route: '/PendingProjectsForApproval', as: 'gbm' });
    store = result.store;
    const list = await screen.findByRole('list', { name: 'Projects Pending for Approval' }, { timeout: 30_000 });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(V.length), { timeout: 30_000 });
    // The agency lookups answer per card: wait until the last one shows.
    await waitFor(() => expect(list.textContent).toContain(V[V.length - 1].trim()), { timeout: 30_000 });
    expectShownLiterally(list, V);
    expectInert(list);
  });
});

/** Navigates from inside the router (the details page is visited once per vector). */
let navigateTo: NavigateFunction | null = null;
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = navigate;
  }, [navigate]);
  return null;
}

describe('project names and summaries on the details page and in the wizard', () => {
  const seeded = () => db.projects.find((p) => p.projectCreator?.username === 'gbm' && p.projectStatus !== null && p.markets !== null)!;

  it('the Project Details overview (status panel included) shows every vector as the name, and as devops and environment address only as text', async () => {
    const project = seeded() as unknown as ProjectDetails;
    const result = await renderWithProviders(
      <>
        {V.map((projectName, i) => (
          <DetailsOverview key={i} project={{ ...project, projectName, projectSummary: projectName, devopsUrl: projectName, envUrl: projectName, ipAddress: projectName }} />
        ))}
      </>,
      { as: 'gbm' },
    );
    store = result.store;
    expectShownLiterally(result.container, V);
    expectInert(result.container);
  });

  it('the details page (whole page) shows a sample of every family as its heading, one project each', async () => {
    const BASE = 80_000;
    // The page shows one project at a time: the strong vectors and the first three of each family.
    const families = new Map<string, string[]>();
    for (const { family, vector } of XSS_VECTORS) families.set(family, [...(families.get(family) ?? []), vector]);
    const SAMPLE = [...new Set([...STRONG_VECTORS, ...[...families.values()].flatMap((list) => list.slice(0, 3))])];
    // Each is the name (and summary) of a copy of a filled project the user created.
    SAMPLE.forEach((name, i) => db.projects.push({ ...seeded(), projectId: BASE + i, projectName: name, projectSummary: name }));
    const result = await renderWithProviders(
      <>
        <Navigator />
        <Routes>
          <Route path="/viewProjectDetails/:projectId" element={<ProjectDetailsPage />} />
        </Routes>
      </>,
      { route: `/viewProjectDetails/${BASE}`, as: 'gbm' },
    );
    store = result.store;
    for (let i = 0; i < SAMPLE.length; i += 1) {
      if (i > 0) act(() => void navigateTo!(`/viewProjectDetails/${BASE + i}`));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SAMPLE[i]), { timeout: 10_000 });
      expectInert();
    }
  });

  it("the wizard's read-only name and summary fields hold every vector as their value", () => {
    renderView(
      <>
        {V.map((v, i) => (
          <ReadOnlyField key={i} id={`summary-${i}`} label={`Summary ${i}`} value={v} multiline />
        ))}
      </>,
    );
    const fields = screen.getAllByRole('textbox') as HTMLTextAreaElement[];
    expect(fields).toHaveLength(V.length);
    // A textarea's value reads line ends as \n.
    expect(fields.map((f) => f.value)).toEqual(V.map((v) => v.replace(/\r\n?/g, '\n')));
    expectInert();
  });
});

/* ---------- chart categories (dashboards) ---------- */

/** Every formatter that apexcharts writes with innerHTML, as the chart got it, applied to its categories. */
function expectEscapedTooltips(categories: readonly string[]) {
  const chart = drawnCharts[drawnCharts.length - 1];
  const options = chart.options!;
  expect(options.xaxis?.categories).toEqual(categories);
  const tooltip = options.tooltip!;
  const x = tooltip.x!.formatter!;
  const y = Array.isArray(tooltip.y) ? tooltip.y[0] : tooltip.y!;
  const xAxisTooltip = (options.xaxis!.tooltip as { formatter: (v: string, o?: unknown) => string }).formatter;
  const legend = options.legend!.formatter!;
  const problems: string[] = [];
  categories.forEach((category, i) => {
    const opts = { dataPointIndex: i, seriesIndex: 0, w: { globals: { labels: categories, categoryLabels: categories } } };
    const written = [
      String(x(category as never, opts as never)),
      String(y.title!.formatter!(category)),
      String(y.formatter!(category as never, opts as never)),
      String(xAxisTooltip(category, opts)),
      String(legend(category, opts as never)),
    ];
    for (const html of written) {
      if (elementsOf(html).length > 0) problems.push(`markup from ${JSON.stringify(category)}: ${html}`);
    }
    // The HTML parser reads a CR as a line feed and drops NUL: the only differences allowed.
    // eslint-disable-next-line no-control-regex
    const expected = category.replace(/\r\n?/g, '\n').replace(/\u0000/g, '');
    if (textOf(written[0]) !== expected) problems.push(`tooltip title of ${JSON.stringify(category)} reads ${textOf(written[0])}`);
  });
  expect(problems).toEqual([]);
}

describe('project names as chart categories (tooltips written with innerHTML)', () => {
  it('LifecycleBoard -> Bars (horizontal, project names): every vector escaped in every tooltip formatter', () => {
    const bars = V.map((label, i) => ({ label, value: i + 1, colour: '#1565c0' }));
    const { container } = renderView(<Bars ariaLabel="Longest" seriesName={V[0]} bars={bars} horizontal />);
    expectEscapedTooltips(V);
    // The hidden data table names the categories as text.
    expectShownLiterally(container, V);
    expectInert(container);
  });

  it('the shared BarChart (vertical): the same', () => {
    const bars = V.map((label, i) => ({ label, value: i + 1, colour: '#1565c0' }));
    const { container } = renderView(<BarChart ariaLabel="Shares" seriesName="Share" bars={bars} />);
    expectEscapedTooltips(V);
    expectShownLiterally(container, V);
    expectInert(container);
  });

  it('ChartPair sub charts of valueBars and impactBars: every vector as a project, five at a time as the pairs show them', async () => {
    const user = userEvent.setup();
    for (let start = 0; start < V.length; start += 5) {
      const names = V.slice(start, start + 5);
      const valueSub = valueBars(names.map((project, id) => ({ id, project, value: 40 + id, bucket: 'Poor' as const })));
      const impactSub = impactBars(names.map((project, id) => ({ id, project, impact: id % 2 ? 'High' : 'Low' }) as never));
      for (const sub of [valueSub, impactSub]) {
        expect(sub.map((bar) => bar.label)).toEqual(names);
        const { container, unmount } = renderView(
          <MemoryRouter>
            <ChartPair label="Performance" chartLabel="Performance shares" shares={[]} sub={sub} subSeriesName="Score" moreDataHref="/all" />
          </MemoryRouter>,
        );
        await user.click(screen.getByRole('button', { name: /Performance/ }));
        expectEscapedTooltips(names);
        expectShownLiterally(container, names);
        expectInert(container);
        unmount();
      }
    }
  });
});

/* ---------- notifications (server HTML through SafeHtml) ---------- */

const NOTIFICATIONS: Notification[] = V.map((notification, i) => ({
  notificationId: 60_000 + i,
  notification,
  createdOn: '2024-05-01T10:00:00Z',
  readUnreadFlag: i % 2 ? 'READ' : 'UNREAD',
}));
const notificationPage = () =>
  HttpResponse.json({ content: NOTIFICATIONS, totalElements: NOTIFICATIONS.length, totalPages: 1, number: 1, size: NOTIFICATIONS.length });

describe('notifications', () => {
  it('the inbox (/notificationsCmpnt) renders every vector as a notification, sanitised', async () => {
    server.use(http.get('*/api/notifications/:page', notificationPage));
    const result = await renderWithProviders(null, { route: '/notificationsCmpnt', as: 'gbm' });
    store = result.store;
    const list = await screen.findByRole('list', { name: 'Your Notifications' }, { timeout: 30_000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(V.length), { timeout: 30_000 });
    expectInert(list, { html: true });
  });

  it("the bell's dropdown: the latest five from the server, then every vector", async () => {
    server.use(http.get('*/api/notifications/:page', notificationPage));
    const result = await renderWithProviders(<NotificationBell />, { as: 'gbm' });
    store = result.store;
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expectInert(document.body, { html: true });
    act(() => void result.store.dispatch(latestLoaded({ items: NOTIFICATIONS })));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Latest notifications' })).getAllByRole('listitem')).toHaveLength(V.length));
    expectInert(document.body, { html: true });
  });
});

/* ---------- template names ---------- */

describe('template names', () => {
  it('Saved Templates lists every vector as a template name, as text', async () => {
    const templates = V.map((templateName) => ({ templateName, environments: [], endUsers: [], qualityAssurance: [], cmsFlag: false, noOfEnvironments: 0 }) as unknown as SavedTemplate);
    server.use(http.get('*/api/get_dfc_project_template_by_user_id', () => HttpResponse.json(templates)));
    const result = await renderWithProviders(<SavedTemplatesDialog onClose={jest.fn()} onFill={jest.fn()} />, { as: 'gagency' });
    store = result.store;
    const dialog = await screen.findByRole('dialog', { name: 'Saved Templates' });
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(V.length), { timeout: 30_000 });
    expectShownLiterally(dialog, V);
    expectInert();
  });
});

/* ---------- app names ---------- */

describe('app names', () => {
  it('the app list shows every vector as an app name (upper-cased, underscores as spaces), and the project name as text', async () => {
    const apps = V.map((appName, i) => appRow(50_000 + i, { projectId: 12, projectName: STRONG_VECTORS[0] }, { appName, appType: 'app_service', status: [], createdAt: '' }));
    server.use(
      http.get('*/api/v2/project/:projectId/app', () => HttpResponse.json({ result: apps })),
      http.get('*/api/get_project_basic_with_env/:projectId', () => HttpResponse.json({ projectName: STRONG_VECTORS[0], projectId: 12, environments: [] })),
    );
    const result = await renderWithProviders(
      <Routes>
        <Route path="/project/:projectId/apps" element={<AppListPage />} />
      </Routes>,
      { route: '/project/12/apps?rows=all', as: 'tech' },
    );
    store = result.store;
    const list = await screen.findByRole('list', { name: 'Apps of the project' }, { timeout: 30_000 });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(V.length), { timeout: 30_000 });
    expectShownLiterally(list, V.filter((v) => v.trim() !== '').map(appNameShown));
    await screen.findByText(STRONG_VECTORS[0]);
    expectInert();
  });
});

/* ---------- content pages (server HTML through SafeHtml) and the admin editor ---------- */

describe('content pages', () => {
  it('an info page shows every vector as an item title (text) and as item content (sanitised)', async () => {
    const items: ContentItem[] = V.map((v, i) => ({ id: 40_000 + i, title: v, content: v, page: 'about_dfc' }));
    server.use(http.get('*/api/get_content/:page', () => HttpResponse.json(items)));
    const result = await renderWithProviders(
      <Routes>
        <Route path="/overview/:name" element={<InfoPage />} />
      </Routes>,
      { route: '/overview/about_dfc', as: 'gbm' },
    );
    store = result.store;
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(V.length), { timeout: 30_000 });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(V.map((v) => expect.stringContaining(v.trim())));
    expectInert(document.body, { html: true });
  });

  it('the admin editor (InfoEditor) loads vector HTML, ten vectors an item: its document and its Preview stay inert', async () => {
    const user = userEvent.setup();
    for (let start = 0; start < V.length; start += 10) {
      const item: ContentItem = { id: 1, title: 'About', content: V.slice(start, start + 10).map((v) => `<p>${v}</p>`).join(''), page: 'about_dfc' };
      const result = await renderWithProviders(<InfoEditor item={item} onSaved={jest.fn()} onCancel={jest.fn()} />, {
        as: 'admin',
        route: '/overview/about_dfc',
      });
      store = result.store;
      const editor = screen.getByRole('textbox', { name: 'Content' });
      expectInert(editor);
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      expectInert(document.body, { html: true });
      result.unmount();
      store.dispatch(loggedOut());
    }
  });
});

/* ---------- ZAP report desc / solution (server HTML) ---------- */

describe('ZAP report', () => {
  it('every vector as alert name and risk (text) and as description and solution (sanitised HTML)', () => {
    const data: ZapData = {
      result: {
        count: { high: 1, medium: 2, low: 3, informatonal: 4 },
        alerts: V.map((v) => ({ alert: v, riskdesc: v, desc: v, solution: v })),
      },
    };
    const { container } = renderView(<ZapView data={data} />);
    // The details mount when an alert is opened: open every one.
    const summaries = container.querySelectorAll('.MuiAccordionSummary-root');
    expect(summaries).toHaveLength(V.length);
    for (const summary of Array.from(summaries)) fireEvent.click(summary);
    expect(container.querySelectorAll('.MuiAccordionDetails-root')).toHaveLength(V.length);
    expectShownLiterally(container, V);
    expectInert(container, { html: true });
  });
});

/* ---------- build logs ---------- */

describe('build logs', () => {
  it('ConsoleLog shows every vector as a log line, as text (in windows of 40 lines: it renders what is visible)', () => {
    for (let start = 0; start < V.length; start += 40) {
      const lines = V.slice(start, start + 40);
      const { container, unmount } = renderView(<ConsoleLog title="Console Output" text={lines.join('\n')} />);
      // A vector with a line end is two lines of the log.
      expectShownLiterally(container, lines.flatMap((line) => line.split(/\r\n|\r|\n/)));
      expectInert(container);
      unmount();
    }
  });
});

/* ---------- file names ---------- */

describe('file names', () => {
  const fileNamed = (name: string, size = 2048) => new File(['x'.repeat(size)], name, { type: 'text/csv' });

  it('FileDropzone lists every vector as a chosen file name, as text', () => {
    const files = V.map((name) => fileNamed(name));
    const { container } = renderView(<FileDropzone variant="csv" multiple label="Files" files={files} onFilesChange={jest.fn()} />);
    expectShownLiterally(container, V);
    expectInert(container);
  });

  it('FileDropzone names every refused file (too small) in its message, as text', async () => {
    const files = V.map((name) => fileNamed(name, 1));
    const { container } = renderView(<FileDropzone variant="csv" multiple label="Files" files={[]} onFilesChange={jest.fn()} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(input, files);
    await waitFor(() => expectShownLiterally(container, V));
    expectInert(container);
  });

  it("the import's Upload Status dialog lists every vector as a registered name and as a problem, as text", () => {
    const registered = renderView(<UploadStatusDialog kind="users" outcome={{ kind: 'registered', names: [...V] } as never} onOk={jest.fn()} />);
    expectShownLiterally(screen.getByRole('dialog'), V);
    expectInert();
    registered.unmount();
    renderView(<UploadStatusDialog kind="users" outcome={{ kind: 'wrongFormat', problems: [...V] }} onOk={jest.fn()} />);
    expectShownLiterally(screen.getByRole('dialog'), V);
    expectInert();
  });
});

/* ---------- Git repo names and URLs ---------- */

describe('Git repositories', () => {
  const repos: Repository[] = V.map((v, i) => ({ id: `repo-${i}`, name: v, remoteUrl: v, project: { id: 'devops-project' } }));

  beforeEach(() => {
    server.use(
      http.get('*/:project/_apis/git/repositories', () => HttpResponse.json({ count: repos.length, value: repos })),
      http.get('*/:project/_apis/git/repositories/:repoId/refs', () => HttpResponse.json({ count: 0, value: [] })),
      http.get('*/:project/_apis/git/repositories/:repoId/commits', () => HttpResponse.json({ count: 0, value: [] })),
    );
  });

  it('RepoTools shows every vector as a repo name and a remote URL, as text, and never links to an unsafe URL', async () => {
    const result = await renderWithProviders(
      <>
        {repos.map((repo) => (
          <RepoTools key={repo.id} projectId="devops-project" repo={repo} />
        ))}
      </>,
      { as: 'tech' },
    );
    store = result.store;
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual([...V]);
    expectShownLiterally(document.body, V);
    for (const link of screen.queryAllByRole('link')) expect(isSafeUrl(link.getAttribute('href') ?? '')).toBe(true);
    expectInert();
  });

  it('the Git component page lists every vector as a repository to choose', async () => {
    const user = userEvent.setup();
    const result = await renderWithProviders(<GitComponentPage />, { as: 'tech', route: '/gitcmpnt/' });
    store = result.store;
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Project' }), 'Aurora Relaunch');
    const select = await screen.findByRole('combobox', { name: 'Repository' }, { timeout: 10_000 });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining([...V]));
    expectInert();
  });
});
