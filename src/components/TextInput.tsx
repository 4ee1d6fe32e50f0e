import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'id'> {
  id: string;
  label: string;
  helperText?: string;
  /**
   * The label stays above the field, empty or not. The pre-rendered sign-in pages use it: their
   * fields work before any JavaScript runs, when nothing could move a label out of the text.
   */
  persistentLabel?: boolean;
}

/**
 * A labelled outlined text field. MUI's TextField also bundles Select (and with it Menu, Popover
 * and Modal); the sign-in pages need none of that, so they use this lighter composition.
 */
export function TextInput({ id, label, helperText, required, fullWidth = true, persistentLabel, ...input }: TextInputProps) {
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} shrink={persistentLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} notched={persistentLabel || undefined} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
