import type { Ref } from 'react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { TextInput } from '../../../components/TextInput';
import { useDelayedChoice } from '../../../components/useDelayedChoice';
import type { LookupOption } from '../../../domain/projects';
import { projectTexts } from '../../../texts/projects';
import { toggleOption } from '../model';

/** The id of the note that says why the fields fixed at creation cannot be edited. */
export const READ_ONLY_HINT_ID = 'wizard-read-only-hint';

/** A field fixed at creation: shown, focusable and copyable, never editable. */
export function ReadOnlyField({ id, label, value, multiline }: { id: string; label: string; value: string; multiline?: boolean }) {
  return (
    <TextInput
      id={id}
      label={label}
      value={value}
      readOnly
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      inputProps={{ 'aria-readonly': true, 'aria-describedby': READ_ONLY_HINT_ID }}
    />
  );
}

export function NumberInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      id={id}
      label={label}
      type="number"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ min: 0, step: 1, inputMode: 'numeric' }}
    />
  );
}

interface OptionSelectProps<T extends LookupOption> {
  id: string;
  label: string;
  options: readonly T[] | undefined;
  value: T | null;
  onChange: (value: T | null) => void;
  optionLabel?: (option: T) => string;
  disabled?: boolean;
  helperText?: string;
}

/**
 * A single choice from a list (a native select: labelled, keyboard usable, light). The current
 * value stays shown while its list is still on its way.
 */
export function OptionSelect<T extends LookupOption>({ id, label, options, value, onChange, optionLabel, disabled, helperText }: OptionSelectProps<T>) {
  const shown = options ?? [];
  const all = value && !shown.some((o) => o.id === value.id) ? [value, ...shown] : shown;
  const name = optionLabel ?? ((o: T) => o.name);
  const helper = helperText ?? (options ? undefined : projectTexts.wizard.loadingOptions);
  return (
    <FormControl fullWidth disabled={disabled}>
      <InputLabel htmlFor={id} shrink variant="outlined">
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value ? String(value.id) : ''}
        onChange={(event) => onChange(all.find((o) => String(o.id) === event.target.value) ?? null)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ 'aria-describedby': helper ? `${id}-helper` : undefined }}
      >
        <option value="">{projectTexts.wizard.noChoice}</option>
        {all.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {name(o)}
          </option>
        ))}
      </NativeSelect>
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly LookupOption[] | undefined;
  value: readonly LookupOption[];
  onChange: (value: LookupOption[]) => void;
}

/** Several choices from a list, in a fieldset with its legend. */
export function CheckboxGroup({ legend, options, value, onChange }: CheckboxGroupProps) {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{legend}</FormLabel>
      {options ? (
        <FormGroup row>
          {options.map((o) => (
            <FormControlLabel
              key={o.id}
              label={o.name}
              control={
                <Checkbox checked={value.some((v) => v.id === o.id)} onChange={(event) => onChange(toggleOption(value, o, event.target.checked))} />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {projectTexts.wizard.loadingOptions}
        </Typography>
      )}
    </FormControl>
  );
}

interface RadioChoiceProps<T extends LookupOption> {
  name: string;
  legend: string;
  options: readonly T[] | undefined;
  value: T | null;
  onChange: (value: T) => void;
  required?: boolean;
  /** The fieldset, so that a validation message can bring the user here. */
  fieldsetRef?: Ref<HTMLFieldSetElement>;
}

/** One choice shown as radios, in a fieldset with its legend; a choice applies 150 ms after the click (seed 001 section 9). */
export function RadioChoice<T extends LookupOption>({ name, legend, options, value, onChange, required, fieldsetRef }: RadioChoiceProps<T>) {
  const choose = useDelayedChoice(onChange);
  return (
    <FormControl component="fieldset" variant="standard" ref={fieldsetRef} tabIndex={-1}>
      <FormLabel component="legend" required={required}>
        {legend}
      </FormLabel>
      {options ? (
        <RadioGroup
          aria-required={required}
          name={name}
          value={value ? String(value.id) : ''}
          onChange={(event) => {
            const chosen = options.find((o) => String(o.id) === event.target.value);
            if (chosen) choose(chosen);
          }}
        >
          {options.map((o) => (
            <FormControlLabel key={o.id} value={String(o.id)} control={<Radio />} label={o.name} />
          ))}
        </RadioGroup>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {projectTexts.wizard.loadingOptions}
        </Typography>
      )}
    </FormControl>
  );
}

/** Moves the focus into a fieldset: its chosen input, else its first, else the fieldset itself. */
export function focusFieldset(fieldset: HTMLFieldSetElement | null): void {
  if (!fieldset) return;
  const target = fieldset.querySelector<HTMLInputElement>('input:checked') ?? fieldset.querySelector<HTMLInputElement>('input') ?? fieldset;
  target.focus();
}
