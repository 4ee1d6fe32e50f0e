import { Button, Stack, Typography } from '@mui/material';
import { projectTexts } from '../../../../texts/projects';

const t = projectTexts.approval;

export interface TechControlsProps {
  running: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** Tech user (role 8) on a project the business manager sent for tech verification. */
export function TechControls({ running, onApprove, onReject }: TechControlsProps) {
  return (
    <Stack spacing={2}>
      <Typography>{t.techHint}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" color="success" disabled={running} onClick={onApprove}>
          {t.approve}
        </Button>
        <Button variant="contained" color="error" disabled={running} onClick={onReject}>
          {t.reject}
        </Button>
      </Stack>
      {running && <Typography role="status">{t.sending}</Typography>}
    </Stack>
  );
}
