import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDropzone, type FileDropzoneProps } from './FileDropzone';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '../domain/uploads';

/** A file of `size` bytes; large sizes are faked on a small content (no 128 MB buffers in tests). */
function fileOf(name: string, size: number, type = ''): File {
  if (size <= 64 * 1024) return new File([new Uint8Array(size)], name, { type });
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The component with its files held in state, as a page would, and a spy on every change. */
function Harness({ initial = [], onChange, ...props }: Partial<FileDropzoneProps> & { initial?: File[]; onChange: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <FileDropzone
      variant="sonarZip"
      label="Code to analyse"
      {...props}
      files={files}
      onFilesChange={(next) => {
        onChange(next);
        setFiles(next);
      }}
    />
  );
}

/** Drops files on the area as a browser does (file-selector reads the drop's items). */
function dropOn(area: HTMLElement, files: File[]) {
  const items = files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file }));
  fireEvent.drop(area, { dataTransfer: { files, items, types: ['Files'] } });
}

function setup(props: Partial<FileDropzoneProps> & { initial?: File[] } = {}) {
  const onChange = jest.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = render(<Harness onChange={onChange} {...props} />);
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { onChange, user, input, ...view };
}

describe('FileDropzone sizes (seed 001 section 5: 1024 to 134217728 bytes)', () => {
  it('refuses 1023 bytes with our words and hands nothing on', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input, fileOf('small.zip', UPLOAD_MIN_BYTES - 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too small: it must be at least 1 KB.');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it('accepts exactly 1024 bytes and lists the file', async () => {
    const { user, input, onChange } = setup();
    const file = fileOf('min.zip', UPLOAD_MIN_BYTES);
    await user.upload(input, file);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([file]));
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getByText('min.zip')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts exactly 134217728 bytes', async () => {
    const { user, input, onChange } = setup();
    const file = fileOf('max.zip', UPLOAD_MAX_BYTES);
    await user.upload(input, file);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([file]));
    expect(screen.getByText('128.0 MB')).toBeInTheDocument();
  });

  it("refuses 134217729 bytes with the seed's text, verbatim", async () => {
    const { user, input, onChange } = setup();
    await user.upload(input, fileOf('huge.zip', UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^File size must be less than 128 Mb$/);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('FileDropzone types per variant', () => {
  it.each([
    ['sonarZip', 'code.tar.gz', 'Only .zip files are accepted.'],
    ['excel', 'users.csv', 'Please upload xls or xlsx format'],
    ['image', 'logo.gif', 'Only JPG or PNG images are accepted.'],
    ['csv', 'data.xlsx', 'Only CSV files are accepted.'],
  ] as const)('%s refuses %s: "%s"', async (variant, name, message) => {
    const { user, input, onChange } = setup({ variant });
    await user.upload(input, fileOf(name, 2048));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['excel', 'users.xlsx'],
    ['excel', 'users.XLS'],
    ['image', 'logo.png'],
    ['image', 'photo.jpeg'],
    ['any', 'notes.txt'],
  ] as const)('%s accepts %s', async (variant, name) => {
    const { user, input, onChange } = setup({ variant });
    await user.upload(input, fileOf(name, 2048));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  });

  it('offers only the variant’s types in the file picker', () => {
    const { input } = setup({ variant: 'excel' });
    expect(input.accept).toContain('.xlsx');
    expect(input.accept).toContain('.xls');
    expect(input.accept).not.toContain('.zip');
  });
});

describe('FileDropzone choice', () => {
  it('a single-file zone replaces the file with a new choice', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input, fileOf('a.zip', 2048));
    await user.upload(input, fileOf('b.zip', 2048));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.zip' })]));
    expect(screen.queryByText('a.zip')).not.toBeInTheDocument();
  });

  it('a single-file zone refuses several files dropped at once', async () => {
    const { onChange } = setup();
    const files = [fileOf('a.zip', 2048), fileOf('b.zip', 2048)];
    dropOn(screen.getByRole('button', { name: /Code to analyse/ }), files);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only one file can be chosen.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a dropped file is checked like a chosen one', async () => {
    const { onChange } = setup();
    const file = fileOf('dropped.zip', 4096);
    dropOn(screen.getByRole('button', { name: /Code to analyse/ }), [file]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'dropped.zip', size: 4096 })]));
  });

  it('the multi-file variant adds several and names each refused file', async () => {
    const { user, input, onChange } = setup({ multiple: true, variant: 'image' });
    await user.upload(input, [fileOf('one.png', 2048), fileOf('two.jpg', 2048), fileOf('three.gif', 2048)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('three.gif: Only JPG or PNG images are accepted.');
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'one.png' }), expect.objectContaining({ name: 'two.jpg' })]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
  });

  it('Remove {name} clears that file', async () => {
    const { user, onChange } = setup({ initial: [fileOf('kept.zip', 2048), fileOf('gone.zip', 2048)], multiple: true });
    await user.click(screen.getByRole('button', { name: 'Remove gone.zip' }));
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'kept.zip' })]);
    expect(screen.queryByText('gone.zip')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove kept.zip' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });
});

describe('FileDropzone keyboard', () => {
  it('the drop area is focusable, named by the label, and Enter or Space opens the picker', async () => {
    const { user, input } = setup();
    const click = jest.spyOn(input, 'click').mockImplementation(() => {});
    const area = screen.getByRole('button', { name: /Code to analyse/ });
    await user.tab();
    expect(area).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it("a visible 'Choose file' button opens the picker", async () => {
    const { user, input } = setup();
    const click = jest.spyOn(input, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Choose file' }));
    expect(click).toHaveBeenCalled();
  });
});

describe('FileDropzone while uploading', () => {
  it('shows the progress with its value and a Cancel button, and locks the choice', async () => {
    const onCancel = jest.fn();
    const { user } = setup({ initial: [fileOf('code.zip', 2048)], progress: 42, onCancel });
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Uploading: 42%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove code.zip' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows no progress nor Cancel when not uploading', () => {
    setup({ onCancel: jest.fn() });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
