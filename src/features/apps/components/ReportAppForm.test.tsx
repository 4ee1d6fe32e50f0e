import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { appPageTexts } from '../../../texts/apps';
import { ReportAppForm } from './ReportAppForm';

jest.setTimeout(60000);

const m = appPageTexts.messages;
const f = appPageTexts.fields;
const REPORT_APP = '*/api/v2/reportapp';

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });

/** Every report-app save the form sends. */
function recordSaves() {
  const saves: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/v2/reportapp') saves.push(await request.clone().json());
  });
  return saves;
}

async function openForm() {
  const onSaved = jest.fn();
  await renderWithProviders(<ReportAppForm mode="create" projectId={12} initialName="" onSaved={onSaved} />, { as: 'gbm' });
  return { onSaved, user: setup() };
}

afterEach(() => server.events.removeAllListeners());

describe('the report-app form', () => {
  it('says what is missing once a field is left, every problem on submit, and saves nothing', async () => {
    const saves = recordSaves();
    const { user, onSaved } = await openForm();
    expect(screen.queryByText(m.required(f.name))).toBeNull();
    await user.click(field(f.name));
    await user.tab();
    expect(await screen.findByText(m.required(f.name))).toBeVisible();
    expect(screen.queryByText(m.urlFormat)).toBeNull();

    await user.type(field(f.websiteUrl), 'example.com');
    await user.click(screen.getByText(appPageTexts.buttons.submit, { selector: 'button' }));
    expect(await screen.findByText(m.urlFormat)).toBeVisible();
    expect(screen.getByText(m.required(f.reportType))).toBeVisible();
    expect(field(f.name)).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the save fails, and sends it again as typed', async () => {
    server.use(http.post(REPORT_APP, () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const saves = recordSaves();
    const { user, onSaved } = await openForm();
    await user.type(field(f.name), 'aurora_perf');
    await user.click(screen.getByRole('combobox', { name: new RegExp(`^${f.reportType}`) }));
    await user.click(await screen.findByRole('option', { name: 'Lighthouse Report' }));
    await user.type(field(f.websiteUrl), 'https://example.com');
    await user.click(screen.getByText(appPageTexts.buttons.submit, { selector: 'button' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(m.failed);
    expect(field(f.name)).toHaveValue('aurora_perf');
    expect(field(f.websiteUrl)).toHaveValue('https://example.com');
    expect(screen.getByRole('combobox', { name: new RegExp(`^${f.reportType}`) })).toHaveTextContent('Lighthouse Report');

    await user.click(screen.getByText(appPageTexts.buttons.submit, { selector: 'button' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ kind: 'created' })));
    expect(saves).toHaveLength(2);
    expect(saves[1]).toMatchObject({ name: 'aurora_perf', appType: 'point_analyse', websiteUrl: 'https://example.com', projectId: 12 });
  });
});
