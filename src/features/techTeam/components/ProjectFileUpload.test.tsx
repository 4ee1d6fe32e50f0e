import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/core/state';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { holdFirstUpload } from '../../../testing/heldUpload';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ProjectFileUpload } from './ProjectFileUpload';

const UPLOAD = '*/api/v2/uploadappdata';

const csv = (bytes: number) => {
  const lines = ['name,value'];
  for (let i = 0; lines.join('\n').length < bytes; i += 1) lines.push(`row ${i},${i * 7}`);
  return `${lines.join('\n')}\n`;
};
/**
 * A file as the browser would send it. jest-fixed-jsdom swaps in Node's FormData and Blob but
 * keeps jsdom's File, which Node's FormData does not take as a file (it sends "[object File]"),
 * so the test builds the file with Node's File.
 */
const file = (content: string, name: string, type = 'text/csv') => new NodeFile([content], name, { type }) as unknown as File;

/** Drops files on the area as a browser does (file-selector reads the drop's items). */
function dropOn(area: HTMLElement, files: File[]) {
  const items = files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f }));
  fireEvent.drop(area, { dataTransfer: { files, items, types: ['Files'] } });
}

async function open() {
  const result = await renderWithProviders(<ProjectFileUpload projectId={9} />, { route: '/', as: 'tech' });
  const section = await screen.findByRole('region', { name: 'Project File Upload' });
  const input = result.container.querySelector('input[type=file]') as HTMLInputElement;
  return { ...result, section, input };
}

const dropArea = (section: HTMLElement) => within(section).getByRole('button', { name: /The project's data file \(CSV\)/ });
const uploadButton = (section: HTMLElement) => within(section).getByRole('button', { name: 'Upload' });

describe('ProjectFileUpload: the CSV dropzone (seed 001 sections 2 and 5)', () => {
  it('says CSV only and not to upload personal data, and takes a CSV file dropped on its area', async () => {
    const { section, input } = await open();
    expect(within(section).getByText('Supported files: CSV')).toBeVisible();
    expect(within(section).getByText('Please do not upload files that contain personal data.')).toBeVisible();
    expect(input).toHaveAttribute('accept', expect.stringContaining('.csv'));
    expect(uploadButton(section)).toBeDisabled();
    dropOn(dropArea(section), [file(csv(2048), 'dropped.csv')]);
    expect(await within(section).findByText('dropped.csv')).toBeVisible();
    expect(within(section).getByText(/^2\.\d KB$/)).toBeVisible();
    expect(uploadButton(section)).toBeEnabled();
  });

  it('opens the file picker from the keyboard: the focusable drop area (Enter) and the Choose file button', async () => {
    const user = userEvent.setup();
    const { section, input } = await open();
    const click = jest.spyOn(input, 'click').mockImplementation(() => {});
    const area = dropArea(section);
    act(() => area.focus());
    expect(area).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    const choose = within(section).getByRole('button', { name: 'Choose file' });
    act(() => choose.focus());
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('refuses a file that is not CSV and a CSV that is too small, before any call, with Upload disabled', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let posts = 0;
    server.use(http.post(UPLOAD, () => ((posts += 1), HttpResponse.json({ message: 'ok' }))));
    const { section, input } = await open();
    await user.upload(input, file('a,b\n1,2\n'.repeat(200), 'notes.txt', 'text/plain'));
    expect(await within(section).findByText('Only CSV files are accepted.')).toBeVisible();
    expect(uploadButton(section)).toBeDisabled();
    dropOn(dropArea(section), [file('a,b\n1,2\n', 'small.csv')]);
    expect(await within(section).findByText('The file is too small: it must be at least 1 KB.')).toBeVisible();
    expect(within(section).queryByText('Only CSV files are accepted.')).toBeNull();
    expect(uploadButton(section)).toBeDisabled();
    expect(posts).toBe(0);
  });

  it('uploads a valid CSV file and says so in the seed\'s words', async () => {
    const user = userEvent.setup();
    const { section, input } = await open();
    const text = csv(2048);
    await user.upload(input, file(text, 'data.csv'));
    await user.click(uploadButton(section));
    expect(await within(section).findByText('Your file has been submitted successfully')).toBeVisible();
    expect(db.projectUploads).toEqual([expect.objectContaining({ projectId: 9, name: 'data.csv', size: text.length })]);
  });

  it('a refused upload shows the catalogue error under its title and keeps the file chosen', async () => {
    const user = userEvent.setup();
    server.use(http.post(UPLOAD, () => HttpResponse.json({ message: 'bad file' }, { status: 400 })));
    const { section, input } = await open();
    await user.upload(input, file(csv(2048), 'data.csv'));
    await user.click(uploadButton(section));
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByText('Error: File Upload Failed, Please Retry with a proper CSV file')).toBeVisible();
    expect(alert).toHaveTextContent('File upload failed,Please refresh the page and try again');
    expect(within(section).getByText('data.csv')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Remove data.csv' })).toBeEnabled();
    expect(uploadButton(section)).toBeEnabled();
  });

  it('shows the progress with Cancel; Cancel says Upload cancelled and keeps the file, and Upload sends it again', async () => {
    const user = userEvent.setup();
    // The first upload hangs until the test ends.
    const { release, posts } = holdFirstUpload(UPLOAD);
    const { section, input } = await open();
    await user.upload(input, file(csv(2048), 'data.csv'));
    await user.click(uploadButton(section));
    expect(await within(section).findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    expect(within(section).getByText(/^Uploading: \d+%$/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(await within(section).findByText(/^Upload cancelled\./)).toBeVisible();
    expect(within(section).queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    expect(within(section).getByText('data.csv')).toBeVisible();
    await user.click(uploadButton(section));
    await waitFor(() => expect(within(section).getByText('Your file has been submitted successfully')).toBeVisible());
    expect(posts()).toBe(2);
    release();
  });
});
