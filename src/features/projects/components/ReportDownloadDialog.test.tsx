import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import type { ProjectReport } from '../../../domain/projects';
import { saveFile } from '../../../shared/download';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { newestFirst, ReportDownloadDialog, reportFileName, type ReportKind } from './ReportDownloadDialog';

jest.mock('../../../shared/download', () => ({
  ...jest.requireActual<typeof import('../../../shared/download')>('../../../shared/download'),
  saveFile: jest.fn(),
}));
const saved = jest.mocked(saveFile);

const LIGHTHOUSE = '*/api/display_lighthouse/:projectId/:version';
const SONAR = '*/api/sonar_report/:projectId/:version';
const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');
const html = (kind: string, projectId: string, version: string) => `<!doctype html><title>${kind} ${projectId} v${version}</title><h1>Report é</h1>`;

/** Answers each version with its own HTML document, base64, and records the paths asked for. */
function serveReports(pattern: string, kind: string) {
  const paths: string[] = [];
  server.use(
    http.get(pattern, ({ request, params }) => {
      paths.push(new URL(request.url).pathname);
      return new HttpResponse(b64(html(kind, String(params.projectId), String(params.version))), { headers: { 'Content-Type': 'text/plain' } });
    }),
  );
  return paths;
}

const REPORTS: ProjectReport[] = [
  { version: 1, reportCreatedDate: '2024-03-01T10:15:00.000Z', name: 'lighthouse_aurora_v1.html' },
  { version: 3, reportCreatedDate: '2024-05-20T08:00:00.000Z', name: 'lighthouse_aurora_v3' },
  { version: 2, reportCreatedDate: '2024-04-11T23:59:59.000Z', name: 'lighthouse_aurora_v2.html' },
];

/** The dialog behind an Open button, as the panel uses it. */
function Harness({ kind = 'lighthouse', reports = REPORTS }: { kind?: ReportKind; reports?: ProjectReport[] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ReportDownloadDialog open={open} onClose={() => setOpen(false)} kind={kind} title="Lighthouse Reports" projectId={12} reports={reports} />
    </>
  );
}

const render = (props: { kind?: ReportKind; reports?: ProjectReport[] } = {}) => renderWithProviders(<Harness {...props} />, { as: 'gbm' });

function bodyRows() {
  const table = within(screen.getByRole('dialog')).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
}

const savedText = (call = 0) => new TextDecoder().decode(saved.mock.calls[call][0] as Uint8Array);

beforeEach(() => saved.mockReset());

describe('reportFileName and newestFirst', () => {
  it('keeps a name with an extension, always as .html, and builds one otherwise', () => {
    expect(reportFileName('lighthouse', 12, { version: 2, name: 'aurora.html' })).toBe('aurora.html');
    expect(reportFileName('lighthouse', 12, { version: 2, name: 'aurora' })).toBe('lighthouse_12_v2.html');
    expect(reportFileName('sonar', 28, { version: 1, name: '' })).toBe('sonar_28_v1.html');
    expect(reportFileName('lighthouse', 12, { version: 2, name: 'report.html.exe' })).toBe('report.html');
    expect(reportFileName('lighthouse', 12, { version: 2, name: '..\\x.svg' })).toBe('x.html');
  });

  it('orders by version, newest first, without changing the input', () => {
    const copy = [...REPORTS];
    expect(newestFirst(REPORTS).map((r) => r.version)).toEqual([3, 2, 1]);
    expect(REPORTS).toEqual(copy);
  });
});

describe('ReportDownloadDialog', () => {
  it('is a labelled dialog listing the versions newest first with their date and name', async () => {
    await render();
    expect(screen.getByRole('dialog', { name: 'Lighthouse Reports' })).toBeVisible();
    expect(bodyRows()).toEqual([
      ['3', '2024-05-20', 'lighthouse_aurora_v3', 'Download'],
      ['2', '2024-04-11', 'lighthouse_aurora_v2.html', 'Download'],
      ['1', '2024-03-01', 'lighthouse_aurora_v1.html', 'Download'],
    ]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Version', 'Created On', 'Name', 'Download']);
  });

  it('downloads the chosen version and saves its decoded HTML under the report’s name', async () => {
    const paths = serveReports(LIGHTHOUSE, 'lighthouse');
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Download version 2' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(paths).toEqual(['/api/display_lighthouse/12/2']);
    expect(saved.mock.calls[0][1]).toBe('lighthouse_aurora_v2.html');
    expect(saved.mock.calls[0][2]).toBe('text/html');
    expect(savedText()).toBe(html('lighthouse', '12', '2'));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved lighthouse_aurora_v2.html.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a report without an extension after the project and version', async () => {
    serveReports(LIGHTHOUSE, 'lighthouse');
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Download version 3' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0][1]).toBe('lighthouse_12_v3.html');
    expect(savedText()).toContain('<title>lighthouse 12 v3</title>');
  });

  it('downloads Sonar reports through the sonar call', async () => {
    const paths = serveReports(SONAR, 'sonar');
    await render({ kind: 'sonar', reports: [{ version: 1, reportCreatedDate: '2024-02-02T00:00:00Z', name: 'sonar summary' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Download version 1' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(paths).toEqual(['/api/sonar_report/12/1']);
    expect(saved.mock.calls[0][1]).toBe('sonar_12_v1.html');
    expect(savedText()).toContain('<title>sonar 12 v1</title>');
  });

  it('shows progress on the row’s button and disables it while downloading', async () => {
    // The answer waits for the test (not a fixed delay), so a slow machine cannot answer early.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(LIGHTHOUSE, async () => {
        await released;
        return HttpResponse.text(b64('<p>late</p>'));
      }),
    );
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Download version 1' }));
    const busy = await screen.findByRole('button', { name: 'Downloading version 1' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent('Downloading…');
    expect(within(busy).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download version 2' })).toBeEnabled();
    release();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Download version 1' })).toBeEnabled();
  });

  it('a failure says so in words, and the same button retries', async () => {
    serveReports(LIGHTHOUSE, 'lighthouse');
    // The newest override answers first: once a 500, then the report.
    server.use(http.get(LIGHTHOUSE, () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Download version 2' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('Version 2 could not be downloaded. Please try again.');
    expect(saved).not.toHaveBeenCalled();
    const retry = screen.getByRole('button', { name: 'Download version 2' });
    expect(retry).toBeEnabled();
    await userEvent.click(retry);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(savedText()).toBe(html('lighthouse', '12', '2'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unreachable server and an empty report are said in words', async () => {
    server.use(http.get(LIGHTHOUSE, () => HttpResponse.error(), { once: true }));
    server.use(http.get(LIGHTHOUSE, () => HttpResponse.text(''), { once: true }));
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Download version 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the server sent an empty report');
    await userEvent.click(screen.getByRole('button', { name: 'Download version 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the server could not be reached');
    expect(saved).not.toHaveBeenCalled();
  });

  it('closes with Escape and with the Close button; an outcome stays when it is opened again', async () => {
    server.use(http.get(LIGHTHOUSE, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Download version 1' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Lighthouse Reports' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Version 1 could not be downloaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when there are no reports', async () => {
    await render({ reports: [] });
    expect(within(screen.getByRole('dialog')).getByText('There are no reports yet.')).toBeVisible();
    expect(within(screen.getByRole('dialog')).queryByRole('table')).toBeNull();
  });
});
