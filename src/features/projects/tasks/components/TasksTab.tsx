import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTasksQuery } from '../../../../api/projects';
import { PageLoading } from '../../../../components/PageLoading';
import type { Task } from '../../../../domain/projects';
import { projectTexts } from '../../../../texts/projects';
import { TaskDialog } from './TaskDialog';
import { TasksTable } from './TasksTable';

const t = projectTexts.tasks;

export interface TasksTabProps {
  projectId: number;
  /** Why the user certainly may not change the tasks (then no Add Task and no Edit), or null. */
  readOnlyReason?: string | null;
}

/**
 * The Tasks tab: the table, Add Task, and an edit button per row, all opening one task modal; for
 * a user who certainly may not change the tasks, the table alone and why.
 */
export function TasksTab({ projectId, readOnlyReason = null }: TasksTabProps) {
  const tasks = useTasksQuery(projectId);
  const [editing, setEditing] = useState<{ task: Task | null } | null>(null);

  let table;
  if (tasks.isFetching && !tasks.data) table = <PageLoading />;
  else if (tasks.isError && !tasks.data) {
    table = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void tasks.refetch()}>
            {t.retry}
          </Button>
        }
      >
        {t.loadFailed}
      </Alert>
    );
  } else if (!tasks.data || tasks.data.length === 0) table = <Typography role="status">{t.empty}</Typography>;
  else table = <TasksTable tasks={tasks.data} onEdit={readOnlyReason ? undefined : (task) => setEditing({ task })} />;

  return (
    <Stack spacing={2}>
      {readOnlyReason ? (
        <Alert severity="info" role="status">
          {readOnlyReason}
        </Alert>
      ) : (
        <Box>
          <Button variant="contained" onClick={() => setEditing({ task: null })}>
            {t.addTask}
          </Button>
        </Box>
      )}
      {table}
      {editing && <TaskDialog key={editing.task?.taskId ?? 'new'} projectId={projectId} task={editing.task} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
