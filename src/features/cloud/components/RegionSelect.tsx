import { MenuItem, TextField } from '@mui/material';
import type { RegionOption } from '../../../domain/cloud';
import { techTeamTexts } from '../../../texts/techTeam';

export interface RegionSelectProps {
  /** The regions the service is offered in (or the seed's fixed four when they could not be read). */
  options: readonly RegionOption[];
  /** The chosen value, one of the options, or '' for none. */
  value: string;
  onChange: (region: string) => void;
  disabled?: boolean;
}

/** The region dropdown of Plan Selection. */
export function RegionSelect({ options, value, onChange, disabled }: RegionSelectProps) {
  return (
    <TextField
      select
      id="plan-region"
      label={techTeamTexts.planSelection.region}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={{ minWidth: 220 }}
      size="small"
    >
      {options.map((region) => (
        <MenuItem key={region.value} value={region.value}>
          {region.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
