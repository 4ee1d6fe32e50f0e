import { memo, type ChangeEvent, type KeyboardEvent } from 'react';
import { FormControlLabel, IconButton, Stack, Switch, TextField, Typography } from '@mui/material';
import PreviousIcon from '@mui/icons-material/KeyboardArrowUp';
import NextIcon from '@mui/icons-material/KeyboardArrowDown';
import { buildTexts } from '../../texts/apps';

const t = buildTexts.log;

/**
 * The log's title and controls, each a memoised part with stable handlers: moving to the next
 * match re-renders the 'n of m' status and the lines, not the search box or the switches (MUI
 * and its styles are most of a render's cost on a slow CPU).
 */
export const LogHeader = memo(function LogHeader({ title, lineCount }: { title: string; lineCount: string | null }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="p" variant="subtitle2">
        {title}
      </Typography>
      {lineCount !== null && (
        <Typography variant="body2" color="text.secondary">
          {lineCount}
        </Typography>
      )}
    </Stack>
  );
});

export interface LogSearchBoxProps {
  query: string;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export const LogSearchBox = memo(function LogSearchBox({ query, disabled, onChange, onKeyDown }: LogSearchBoxProps) {
  return <TextField size="small" type="search" label={t.search} value={query} onChange={onChange} slotProps={{ htmlInput: { onKeyDown } }} disabled={disabled} />;
});

/** 'n of m' (or 'No matches'): a plain element, as it is the one part of the toolbar a step changes. */
export const MatchStatus = memo(function MatchStatus({ text }: { text: string }) {
  return (
    <p role="status" className="ConsoleLog-status">
      {text}
    </p>
  );
});

/**
 * Previous and next match, without MUI's ripple (its start and stop rendered on every press, and
 * its animation restyled the page for half a second), nor its lazy mounting on the first press
 * (disableTouchRipple: the button does not render again); the keyboard focus shows as an outline
 * (.ConsoleLog-match, logStyles.tsx).
 */
export const MatchButtons = memo(function MatchButtons({ disabled, onStep }: { disabled: boolean; onStep: (by: 1 | -1) => void }) {
  return (
    <>
      <IconButton className="ConsoleLog-match" disableRipple disableTouchRipple aria-label={t.previousMatch} onClick={() => onStep(-1)} disabled={disabled}>
        <PreviousIcon />
      </IconButton>
      <IconButton className="ConsoleLog-match" disableRipple disableTouchRipple aria-label={t.nextMatch} onClick={() => onStep(1)} disabled={disabled}>
        <NextIcon />
      </IconButton>
    </>
  );
});

export interface ViewSwitchesProps {
  colours: boolean;
  wrap: boolean;
  onColoursChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onWrapChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export const ViewSwitches = memo(function ViewSwitches({ colours, wrap, onColoursChange, onWrapChange }: ViewSwitchesProps) {
  return (
    <>
      <FormControlLabel control={<Switch checked={colours} onChange={onColoursChange} />} label={t.showColours} />
      <FormControlLabel control={<Switch checked={wrap} onChange={onWrapChange} />} label={t.wrapLines} />
    </>
  );
});
