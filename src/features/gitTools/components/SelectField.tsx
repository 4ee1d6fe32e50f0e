import type { ReactNode } from 'react';
import { TextField } from '@mui/material';

/** A labelled native select (light, keyboard-friendly) of the Git tools' forms. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  disabled,
  helperText,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      helperText={helperText}
      size="small"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}
