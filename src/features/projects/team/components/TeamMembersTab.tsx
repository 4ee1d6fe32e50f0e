import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTeamMembersQuery } from '../../../../api/projects';
import { MessageModal } from '../../../../components/MessageModal';
import { PageLoading } from '../../../../components/PageLoading';
import { projectTexts } from '../../../../texts/projects';
import { AddExistingTeamMemberDialog } from './AddExistingTeamMemberDialog';
import { AddNewTeamMemberDialog } from './AddNewTeamMemberDialog';
import { EMPTY_NEW_TEAM_MEMBER, type NewTeamMemberValues } from './newTeamMemberSchema';
import { TeamMembersTable } from './TeamMembersTable';

const t = projectTexts.team;

type AddDialog = 'existing' | 'new';

export interface TeamMembersTabProps {
  projectId: number;
  /** Users of TYPE AGENCY see the two add buttons. */
  canAdd: boolean;
}

/**
 * The Team Members tab: the table, and for agencies the two add flows. A failed add says
 * 'Error in adding Team member, Please try again'; its Retry reopens the form as it was typed. A
 * refused one (403) says who may add members, with OK; the form keeps what was typed for the next time.
 */
export function TeamMembersTab({ projectId, canAdd }: TeamMembersTabProps) {
  const team = useTeamMembersQuery(projectId);
  const [open, setOpen] = useState<AddDialog | null>(null);
  const [message, setMessage] = useState<{ text: string; from: AddDialog; refused: boolean } | null>(null);
  const [existingDraft, setExistingDraft] = useState<number[]>([]);
  const [newDraft, setNewDraft] = useState<NewTeamMemberValues>(EMPTY_NEW_TEAM_MEMBER);

  const finished = (from: AddDialog, ok: boolean, refused: boolean) => {
    setOpen(null);
    setMessage({ text: ok ? t.added : refused ? t.onlyFillers : t.addFailed, from, refused });
  };

  let table;
  if (team.isFetching && !team.data) table = <PageLoading />;
  else if (team.isError && !team.data) {
    table = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void team.refetch()}>
            {t.retry}
          </Button>
        }
      >
        {t.loadFailed}
      </Alert>
    );
  } else if (!team.data || team.data.length === 0) table = <Typography role="status">{t.empty}</Typography>;
  else table = <TeamMembersTable members={team.data} />;

  return (
    <Stack spacing={2}>
      {canAdd && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={() => setOpen('existing')}>
            {t.addExisting}
          </Button>
          <Button variant="outlined" onClick={() => setOpen('new')}>
            {t.addNew}
          </Button>
        </Stack>
      )}
      {table}
      {open === 'existing' && (
        <AddExistingTeamMemberDialog
          projectId={projectId}
          initialUserIds={existingDraft}
          onCancel={() => setOpen(null)}
          onFinished={(ok, userIds, refused) => {
            setExistingDraft(ok ? [] : userIds);
            finished('existing', ok, refused);
          }}
        />
      )}
      {open === 'new' && (
        <AddNewTeamMemberDialog
          projectId={projectId}
          initialValues={newDraft}
          onCancel={() => setOpen(null)}
          onFinished={(ok, values, refused) => {
            setNewDraft(ok ? EMPTY_NEW_TEAM_MEMBER : values);
            finished('new', ok, refused);
          }}
        />
      )}
      <MessageModal
        open={message !== null}
        message={message?.text ?? ''}
        title={message?.refused ? projectTexts.projects.notAllowedTitle : undefined}
        retryLabel={t.retry}
        onRetry={() => {
          setOpen(message?.from ?? null);
          setMessage(null);
        }}
        doneLabel={t.ok}
        onDone={() => setMessage(null)}
      />
    </Stack>
  );
}
