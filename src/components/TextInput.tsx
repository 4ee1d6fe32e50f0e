import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'id'> {
  id: string;
  label: string;
  helperText?: string;
}

/**
 * A labelled outlined text field. MUI's TextField also bundles Select (and with it Menu, Popover
 * and Modal); the sign-in pages need none of that, so they use this lighter composition.
 */
export function TextInput({ id, label, helperText, required, fullWidth = true, ...input }: TextInputProps) {
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
