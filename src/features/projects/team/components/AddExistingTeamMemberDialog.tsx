import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { isForbidden } from '../../../../api/errors';
import { useAssignTeamMembersMutation, useUsersNotInProjectQuery } from '../../../../api/projects';
import { GuardedDialog } from '../../../../components/GuardedDialog';
import { PageLoading } from '../../../../components/PageLoading';
import { projectTexts } from '../../../../texts/projects';

const t = projectTexts.team;

export interface AddExistingTeamMemberDialogProps {
  projectId: number;
  /** The users chosen before (kept when a failed add is retried). */
  initialUserIds: number[];
  onCancel: () => void;
  /** The call went through (ok) or failed (refused: a 403); the chosen users come back so a retry can keep them. */
  onFinished: (ok: boolean, userIds: number[], refused: boolean) => void;
}

/**
 * Add Existing Team Member: a multi-select of the users not in the project, then assign them.
 * Escape or a click outside asks first when the choice was changed.
 */
export function AddExistingTeamMemberDialog({ projectId, initialUserIds, onCancel, onFinished }: AddExistingTeamMemberDialogProps) {
  const users = useUsersNotInProjectQuery(projectId);
  const [assign, { isLoading: saving }] = useAssignTeamMembersMutation();
  const [selected, setSelected] = useState<string[]>(initialUserIds.map(String));
  const options = users.data ?? [];
  const nameOf = (id: string) => options.find((u) => String(u.userId) === id)?.username ?? id;

  const submit = async () => {
    if (saving || selected.length === 0) return;
    const userIds = selected.map(Number);
    const result = await assign({ projectId, userIds });
    onFinished(!('error' in result), userIds, 'error' in result && isForbidden(result.error));
  };

  let body;
  if (users.isFetching && !users.data) body = <PageLoading label={t.usersLoading} />;
  else if (users.isError && !users.data) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void users.refetch()}>
            {t.retry}
          </Button>
        }
      >
        {t.usersFailed}
      </Alert>
    );
  } else if (options.length === 0) body = <Typography role="status">{t.noUsersLeft}</Typography>;
  else {
    body = (
      <TextField
        select
        id="add-existing-users"
        label={t.users}
        value={selected}
        onChange={(event) => {
          const value = event.target.value as unknown as string[] | string;
          setSelected(typeof value === 'string' ? value.split(',') : value);
        }}
        helperText={t.usersHint}
        fullWidth
        disabled={saving}
        slotProps={{ select: { multiple: true, renderValue: (value) => (value as string[]).map(nameOf).join(', ') } }}
        sx={{ mt: 1 }}
      >
        {options.map((user) => (
          <MenuItem key={user.userId} value={String(user.userId)}>
            {user.username}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  return (
    <GuardedDialog open dirty={selected.join() !== initialUserIds.join()} onClose={saving ? undefined : onCancel} aria-labelledby="add-existing-title" fullWidth maxWidth="sm">
      <DialogTitle id="add-existing-title">{t.addExisting}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving || selected.length === 0}>
          {saving ? t.adding : t.add}
        </Button>
      </DialogActions>
    </GuardedDialog>
  );
}
