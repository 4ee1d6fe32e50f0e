import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiError } from '../api/errors';
import { FileDropzone } from './FileDropzone';
import { useUpload, type UploadSender } from './useUpload';

/** What a stub api call offers the test: its signal, its progress callback, and how it ends. */
interface Flight {
  signal: AbortSignal;
  progress: (percent: number) => void;
  answer: (value: string) => void;
  fail: (error: ApiError) => void;
}

/** A form as the upload pages have it: a chosen file held in state, useUpload, the dropzone with progress and Cancel. */
function Form({ flights, results }: { flights: Flight[]; results: unknown[] }) {
  const upload = useUpload();
  const [files, setFiles] = useState<File[]>([new File([new Uint8Array(2048)], 'code.zip')]);
  const send: UploadSender<string> = (signal, progress) =>
    new Promise<string>((resolve, reject) => {
      flights.push({ signal, progress, answer: resolve, fail: reject });
      signal.addEventListener('abort', () => reject({ status: 0, code: 'cancelled', message: 'cancelled' }));
    });
  return (
    <>
      <FileDropzone
        variant="sonarZip"
        label="Code"
        files={files}
        onFilesChange={setFiles}
        progress={upload.progress}
        onCancel={upload.cancel}
        cancelled={upload.phase === 'cancelled'}
      />
      <button type="button" disabled={upload.uploading || files.length === 0} onClick={() => void upload.start(send).then((r) => results.push(r))}>
        Upload
      </button>
      <p>phase: {upload.phase}</p>
    </>
  );
}

function setup() {
  const flights: Flight[] = [];
  const results: unknown[] = [];
  render(<Form flights={flights} results={results} />);
  return { flights, results, user: userEvent.setup() };
}

describe('useUpload with the dropzone (every upload form)', () => {
  it('shows the progress the api call reports as a percent on a determinate bar', async () => {
    const { flights, results, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(screen.getByText('Uploading: 0%')).toBeInTheDocument();
    act(() => flights[0].progress(42.4));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Uploading: 42%')).toBeInTheDocument();
    act(() => flights[0].progress(100));
    expect(screen.getByText('Uploading: 100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await act(async () => flights[0].answer('done'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('phase: succeeded')).toBeInTheDocument();
    expect(results).toEqual([{ ok: true, value: 'done' }]);
  });

  it('Cancel aborts the call, says Upload cancelled and keeps the file for one-click retry', async () => {
    const { flights, results, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => flights[0].progress(30));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(flights[0].signal.aborted).toBe(true);
    expect(await screen.findByText(/^Upload cancelled\./)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(results).toEqual([expect.objectContaining({ ok: false, cancelled: true })]);
    expect(screen.getByText('code.zip')).toBeInTheDocument();
    // One click sends the same file again.
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(flights).toHaveLength(2);
    expect(screen.queryByText(/^Upload cancelled\./)).toBeNull();
  });

  it('a failure (an error answer, the network, a time-out) keeps the file and says why', async () => {
    const { flights, results, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () => flights[0].fail({ status: 0, code: 'timeout', message: 'timeout' }));
    expect(screen.getByText('phase: failed')).toBeInTheDocument();
    expect(results).toEqual([{ ok: false, cancelled: false, error: { status: 0, code: 'timeout', message: 'timeout' } }]);
    expect(screen.getByText('code.zip')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
  });
});
