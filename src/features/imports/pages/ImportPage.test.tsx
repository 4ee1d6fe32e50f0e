import ExcelJS from 'exceljs';
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/core/state';
import { importRoutes } from '../../../../mocks/imports/handlers';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { IMPORTS } from '../../../domain/imports';
import { saveFile } from '../../../shared/download';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { reloadPage } from '../components/reload';
import ImportPage from './ImportPage';

jest.mock('../components/reload', () => ({ reloadPage: jest.fn() }));
jest.mock('../../../shared/download', () => ({
  ...jest.requireActual<typeof import('../../../shared/download')>('../../../shared/download'),
  saveFile: jest.fn(),
}));
const reloaded = jest.mocked(reloadPage);
const saved = jest.mocked(saveFile);

beforeEach(() => {
  // The real mock handlers, in front (they join mocks/areas.ts with the area).
  server.use(...importRoutes.map((route) => route.create({})));
  reloaded.mockReset();
  saved.mockReset();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A real .xlsx workbook with these rows on its first sheet. */
async function workbook(rows: (string | number)[][]): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/**
 * A file as the browser would send it: jest-fixed-jsdom's FormData (Node's) takes only Node's
 * File as a file.
 */
const file = (content: Uint8Array<ArrayBuffer> | string, name: string, type = XLSX) => new NodeFile([content], name, { type }) as unknown as File;

const fileInput = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const usersHeader = IMPORTS.users.columns.map((c) => c.header);

async function openPage(route = '/ImportAmpUsersData', as: 'admin' | 'tech' = 'admin') {
  return renderWithProviders(<ImportPage />, { route, as });
}

describe('ImportPage', () => {
  it('shows the title the route names, the columns and the template button', async () => {
    await openPage('/ImportAmpProjectsData');
    expect(screen.getByRole('heading', { level: 1, name: 'Import AMP Projects' })).toBeVisible();
    const columns = screen.getByRole('list', { name: 'Columns' });
    expect(within(columns).getByText('projectName')).toBeVisible();
    expect(within(columns).getByText('creator')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeEnabled();
  });

  it("says 'Please Upload File' when Submit is pressed without a file", async () => {
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Import AMP Users' })).toBeVisible();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Upload File');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("refuses a .txt file with 'Please upload xls or xlsx format' and a 1023-byte workbook as too small", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = await openPage();
    await user.upload(fileInput(container), file('x'.repeat(2048), 'users.txt', 'text/plain'));
    expect(await screen.findByText('Please upload xls or xlsx format')).toBeVisible();
    await user.upload(fileInput(container), file('x'.repeat(1023), 'users.xlsx'));
    expect(await screen.findByText('The file is too small: it must be at least 1 KB.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    await user.click(submit());
    expect(await screen.findByText('Please Upload File')).toBeVisible();
  });

  it('previews the first five rows, then imports: Upload Status says Data uploaded successfully and OK reloads', async () => {
    const user = userEvent.setup();
    const { container } = await openPage();
    const rows = Array.from({ length: 7 }, (_, i) => [`person${i}`, `person${i}@example.com`, 2, 'INTERNAL', '']);
    await user.upload(fileInput(container), file(await workbook([usersHeader, ...rows]), 'people.xlsx'));
    expect(screen.getByText('people.xlsx')).toBeVisible();

    const table = await screen.findByRole('table', { name: 'First rows of people.xlsx' });
    expect(screen.getByText('The columns are right.')).toBeVisible();
    expect(screen.getByText('The first 5 of 7 data rows of the first sheet.')).toBeVisible();
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(5);
    expect(bodyRows[0]).toHaveTextContent('person0');
    expect(within(table).queryByText('person5')).toBeNull();

    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Upload Status' });
    expect(within(dialog).getByText('Data uploaded successfully')).toBeVisible();
    expect(db.users.filter((u) => u.username.startsWith('person'))).toHaveLength(7);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(reloaded).toHaveBeenCalledTimes(1);
  });

  it('lists the users already registered', async () => {
    const user = userEvent.setup();
    const { container } = await openPage();
    const bytes = await workbook([usersHeader, ['gbm', 'gbm@example.com', 2, 'INTERNAL'], ['tech', 'tech@example.com', 8, 'INTERNAL'], ['fresh', 'fresh@example.com', 3, 'INTERNAL']]);
    await user.upload(fileInput(container), file(bytes, 'users.xlsx'));
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Upload Status' });
    expect(within(dialog).getByText('Below users are already registered')).toBeVisible();
    const names = within(dialog).getByRole('list', { name: 'Already registered' });
    expect(within(names).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['gbm', 'tech']);
  });

  it('shows wrong columns in the preview; the server refuses with Please upload valid data format, and OK keeps the file', async () => {
    const user = userEvent.setup();
    const { container } = await openPage('/ImportAmpProjectsData');
    await user.upload(fileInput(container), file(await workbook([['name', 'brand'], ['Site', 'Aurora Skin']]), 'projects.xlsx'));
    expect(await screen.findByText('The columns are wrong: the server will refuse this workbook.')).toBeVisible();
    expect(screen.getByText('Missing: projectName, agency, summary, creator.')).toBeVisible();

    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Upload Status' });
    expect(within(dialog).getByText('Please upload valid data format')).toBeVisible();
    expect(within(dialog).getByText('Missing column(s): projectName, agency, summary, creator')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reloaded).not.toHaveBeenCalled();
    expect(screen.getByText('projects.xlsx')).toBeVisible();
  });

  it('lists the projects already registered', async () => {
    const user = userEvent.setup();
    const { container } = await openPage('/ImportAmpProjectsData');
    const existing = db.projects[0].projectName;
    const header = IMPORTS.projects.columns.map((c) => c.header);
    await user.upload(fileInput(container), file(await workbook([header, [existing, 'Aurora Skin', 'gagency', 'Again', 'gbm']]), 'projects.xlsx'));
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Upload Status' });
    expect(within(dialog).getByText('Below Projects are already registered')).toBeVisible();
    expect(within(dialog).getByText(existing)).toBeVisible();
  });

  it('shows a progress bar while uploading; another failure says so and OK keeps the file', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/import_amp_users_data', async () => {
        await answered;
        return HttpResponse.json({ message: 'Server on fire' }, { status: 500 });
      }),
    );
    const { container } = await openPage();
    await user.upload(fileInput(container), file(await workbook([usersHeader, ['a', 'a@example.com', 2, 'INTERNAL']]), 'a.xlsx'));
    await user.click(submit());
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    expect(submit()).toBeDisabled();
    answer();
    const dialog = await screen.findByRole('dialog', { name: 'Upload Status' });
    expect(within(dialog).getByText('The import failed: Server on fire. Please try again.')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reloaded).not.toHaveBeenCalled();
    expect(screen.getByText('a.xlsx')).toBeVisible();
    expect(submit()).toBeEnabled();
  });

  it('Cancel aborts the upload, says Upload cancelled, keeps the file, and Submit sends it again', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    server.use(
      http.post('*/api/import_amp_users_data', async () => {
        posts += 1;
        if (posts === 1) await held; // the first upload hangs until the test ends
        return HttpResponse.json([]);
      }),
    );
    const { container } = await openPage();
    await user.upload(fileInput(container), file(await workbook([usersHeader, ['a', 'a@example.com', 2, 'INTERNAL']]), 'a.xlsx'));
    await user.click(submit());
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/^Upload cancelled\./)).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('a.xlsx')).toBeVisible();
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Upload Status' });
    expect(within(dialog).getByText('Data uploaded successfully')).toBeVisible();
    expect(posts).toBe(2);
    release();
  });

  it("refuses a technical user's workbook with a role 1 row before any call: the row named, the roles it may import, the file kept", async () => {
    const user = userEvent.setup();
    let posts = 0;
    server.use(
      http.post('*/api/import_amp_users_data', () => {
        posts += 1;
        return HttpResponse.json([]);
      }),
    );
    const { container } = await openPage('/ImportAmpUsersData', 'tech');
    const rows = [usersHeader, ['fine', 'fine@example.com', 6, 'AGENCY', 'Harbor Studio'], ['eve', 'eve@example.com', 1, 'INTERNAL', '']];
    await user.upload(fileInput(container), file(await workbook(rows), 'users.xlsx'));
    // Submit at once: the check waits for the preview's reading.
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was sent: this workbook gives roles you may not import.');
    const refused = within(alert).getByRole('list', { name: 'Rows with a role you may not import' });
    expect(within(refused).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Row 3: role 1 (Admin)']);
    expect(alert).toHaveTextContent('You may import roles 4, 5, 6, 7.');
    expect(posts).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('users.xlsx')).toBeVisible();
    expect(db.users.some((u) => u.username === 'eve' || u.username === 'fine')).toBe(false);

    // A workbook of roles this user may import goes through.
    await user.upload(fileInput(container), file(await workbook([usersHeader, ['fine', 'fine@example.com', 6, 'AGENCY', 'Harbor Studio']]), 'fixed.xlsx'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(submit());
    expect(await screen.findByRole('dialog', { name: 'Upload Status' })).toBeVisible();
    expect(posts).toBe(1);
  });

  it("tells beside the users template that imported accounts choose their password through 'Forgot Password'", async () => {
    await openPage();
    expect(screen.getByText(/Imported accounts get no password\. At first sign-in each user chooses one through 'Forgot Password'/)).toBeVisible();
  });

  it('says nothing of passwords on the projects import', async () => {
    await openPage('/ImportAmpProjectsData');
    expect(screen.queryByText(/Forgot Password/)).toBeNull();
  });

  it('says that an .xls workbook gets no preview', async () => {
    const user = userEvent.setup();
    const { container } = await openPage();
    await user.upload(fileInput(container), file(new Uint8Array(2048), 'old.xls', 'application/vnd.ms-excel'));
    expect(await screen.findByText(/No preview for an \.xls/)).toBeVisible();
  });

  it('the delete icon clears the chosen file and its preview', async () => {
    const user = userEvent.setup();
    const { container } = await openPage();
    await user.upload(fileInput(container), file(await workbook([usersHeader, ['a', 'a@example.com', 2, 'INTERNAL']]), 'a.xlsx'));
    await screen.findByRole('table', { name: 'First rows of a.xlsx' });
    await user.click(screen.getByRole('button', { name: 'Remove a.xlsx' }));
    expect(screen.queryByText('a.xlsx')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    await user.click(submit());
    expect(await screen.findByText('Please Upload File')).toBeVisible();
  });

  it('downloads a real .xlsx template whose first row is the header and second an example', async () => {
    const user = userEvent.setup();
    await openPage('/ImportAmpProjectsData');
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [bytes, name, type] = saved.mock.calls[0];
    expect(name).toBe('amp_projects_template.xlsx');
    expect(type).toBe(XLSX);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes as Uint8Array) as never);
    const sheet = book.worksheets[0];
    const texts = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(texts(1)).toEqual(['projectName', 'brand', 'agency', 'summary', 'creator']);
    expect(texts(2)).toEqual([...IMPORTS.projects.example]);
    expect(book.worksheets[1].name).toBe('Columns');
  });
});
