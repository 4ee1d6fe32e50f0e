import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The validation message, shown (and announced) under the field. */
  error?: string;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

function Helper({ id, error }: { id: string; error?: string }) {
  return error ? <FormHelperText id={id}>{error}</FormHelperText> : null;
}

/** A required, labelled text field (multiline for the summary) whose message turns it red. */
export function CreateProjectTextField({ id, name, label, value, error, disabled, onChange, onBlur, multiline = false }: FieldProps & { multiline?: boolean }) {
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" required fullWidth error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        multiline={multiline}
        minRows={multiline ? 4 : undefined}
        inputProps={{ 'aria-describedby': error ? helperId : undefined }}
      />
      <Helper id={helperId} error={error} />
    </FormControl>
  );
}

/** A required, labelled native select (light, keyboard-friendly) with a placeholder option. */
export function CreateProjectSelectField({ id, name, label, value, error, disabled, onChange, onBlur, placeholder, children }: FieldProps & { placeholder: string; children: ReactNode }) {
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" required fullWidth error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name, 'aria-describedby': error ? helperId : undefined }}
      >
        <option value="">{placeholder}</option>
        {children}
      </NativeSelect>
      <Helper id={helperId} error={error} />
    </FormControl>
  );
}
