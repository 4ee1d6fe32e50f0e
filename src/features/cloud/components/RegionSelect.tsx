import { MenuItem, TextField } from '@mui/material';
import { REGIONS, type RegionValue } from '../../../domain/cloud';
import { techTeamTexts } from '../../../texts/techTeam';

/** The region dropdown of Plan Selection: Europe, India, USA, Asia. */
export function RegionSelect({ value, onChange, disabled }: { value: RegionValue | ''; onChange: (region: RegionValue) => void; disabled?: boolean }) {
  return (
    <TextField
      select
      id="plan-region"
      label={techTeamTexts.planSelection.region}
      value={value}
      onChange={(event) => onChange(event.target.value as RegionValue)}
      disabled={disabled}
      sx={{ minWidth: 220 }}
      size="small"
    >
      {REGIONS.map((region) => (
        <MenuItem key={region.value} value={region.value}>
          {region.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
