import type { ChangeEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AgencyListEntry } from '../../../../domain/dashboards';
import { dashboardTexts } from '../../../../texts/dashboards';

const t = dashboardTexts.agency;

export interface AgencySelectProps {
  agencies: readonly AgencyListEntry[];
  /** The chosen agency's username, or '' for none. */
  value: string;
  onChange: (username: string) => void;
}

/** The labelled list of agencies (GET agency list) for users who are not an agency themselves. */
export function AgencySelect({ agencies, value, onChange }: AgencySelectProps) {
  return (
    <TextField
      select
      label={t.agencyLabel}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      size="small"
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
    >
      {agencies.map((agency) => (
        <MenuItem key={agency.username} value={agency.username}>
          {agency.username}
        </MenuItem>
      ))}
    </TextField>
  );
}
