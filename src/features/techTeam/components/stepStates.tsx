import { Box } from '@mui/material';
import type { DevopsChainStepState } from '../../../domain/techTeam';

const COLOUR: Record<DevopsChainStepState, string> = {
  pending: '#757575',
  in_progress: '#e65100',
  done: '#2e7d32',
  failed: '#c62828',
};

/** A step's state as a coloured dot (the state is also in the step's text). */
export function StepStateIcon({ state }: { state: DevopsChainStepState }) {
  return <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', flex: 'none', bgcolor: COLOUR[state] }} />;
}

const time = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
};

/** 'hh:mm:ss – hh:mm:ss (12 s)' from a step's times. */
export function formatTime(startedAt: string | null, endedAt: string | null): string {
  if (!startedAt) return '';
  if (!endedAt) return time(startedAt);
  const seconds = Math.max(0, Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 1000));
  return `${time(startedAt)} – ${time(endedAt)} (${seconds} s)`;
}

/** A date and time for the timeline. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}
