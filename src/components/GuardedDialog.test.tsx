import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DialogTitle, TextField } from '@mui/material';
import { GuardedDialog } from './GuardedDialog';

function Form({ onClose = jest.fn(), closable = true }: { onClose?: () => void; closable?: boolean }) {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <GuardedDialog open={open} dirty={value !== ''} onClose={closable ? close : undefined} aria-labelledby="form-title">
      <DialogTitle id="form-title">Form</DialogTitle>
      <TextField label="Name" value={value} onChange={(event) => setValue(event.target.value)} />
    </GuardedDialog>
  );
}

const form = () => screen.getByRole('dialog', { name: 'Form' });
const escape = () => fireEvent.keyDown(form(), { key: 'Escape' });

describe('GuardedDialog', () => {
  it('closes on Escape at once while nothing is typed', async () => {
    const onClose = jest.fn();
    render(<Form onClose={onClose} />);
    escape();
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks on Escape with typed input: Keep editing (the default) keeps it, Discard closes', async () => {
    const onClose = jest.fn();
    render(<Form onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'typed' } });
    escape();
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('typed');

    escape();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('neither asks nor closes without onClose (e.g. while saving)', () => {
    render(<Form closable={false} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'typed' } });
    escape();
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    expect(form()).toBeInTheDocument();
  });
});
