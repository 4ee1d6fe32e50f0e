import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTechUsersQuery } from '../../../../api/projects';
import { projectTexts } from '../../../../texts/projects';

const t = projectTexts.approval;

export interface BusinessManagerControlsProps {
  running: boolean;
  onApprove: (techUserId: number) => void;
  onAssign: (techUserId: number) => void;
  onReject: () => void;
}

/**
 * Business manager (roles 2, 3) on a PROJECT_DETAILS_FILLED project not yet sent to tech: a tech
 * team user select, Approve, Reject and Assign to Tech. Approve and Assign wait for a tech user.
 */
export function BusinessManagerControls({ running, onApprove, onAssign, onReject }: BusinessManagerControlsProps) {
  const techUsers = useTechUsersQuery();
  const [techUserId, setTechUserId] = useState('');
  const chosen = techUserId ? Number(techUserId) : null;
  const loading = techUsers.isFetching && !techUsers.data;

  return (
    <Stack spacing={2}>
      <Typography>{t.bmHint}</Typography>
      {techUsers.isError && !techUsers.isFetching && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void techUsers.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.techUsersFailed}
        </Alert>
      )}
      <TextField
        select
        id="approval-tech-user"
        label={t.techUser}
        value={techUserId}
        onChange={(event) => setTechUserId(event.target.value)}
        disabled={running || loading}
        helperText={loading ? t.techUsersLoading : chosen === null ? t.chooseTechUser : ' '}
        sx={{ maxWidth: 360 }}
      >
        {(techUsers.data ?? []).map((user) => (
          <MenuItem key={user.userId} value={String(user.userId)}>
            {user.username}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" color="success" disabled={running || chosen === null} onClick={() => chosen !== null && onApprove(chosen)}>
          {t.approve}
        </Button>
        <Button variant="contained" color="error" disabled={running} onClick={onReject}>
          {t.reject}
        </Button>
        <Button variant="outlined" disabled={running || chosen === null} onClick={() => chosen !== null && onAssign(chosen)}>
          {t.assignToTech}
        </Button>
      </Stack>
      {running && <Typography role="status">{t.sending}</Typography>}
    </Stack>
  );
}
