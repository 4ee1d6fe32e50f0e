import { useState } from 'react';
import { Formik, Form, type FormikProps } from 'formik';
import { Alert, Button, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { isForbidden } from '../../../../api/errors';
import { useProjectStatesQuery, useSaveTaskMutation, useTeamMembersQuery } from '../../../../api/projects';
import type { Task } from '../../../../domain/projects';
import { projectTexts } from '../../../../texts/projects';
import { taskPayload, taskSchema, taskValues, type TaskValues } from './taskSchema';
import { GuardedDialog } from '../../../../components/GuardedDialog';
import { RetryAlert } from '../../../../components/RetryAlert';
import { fieldFeedback } from '../../../../components/formFeedback';

const t = projectTexts.tasks;

export interface TaskDialogProps {
  projectId: number;
  /** The task to edit, or null to add one. */
  task: Task | null;
  onClose: () => void;
}

function feedback(form: FormikProps<TaskValues>, name: keyof TaskValues) {
  return fieldFeedback(form, name);
}

/** The choices of a select, plus the current value when the server no longer offers it. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

/**
 * Add or edit a task: name, description, state (GET /api/get_project_states), expected completion
 * date and the assigned team member. A failed save shows an error here (a 403: who may change the
 * tasks) and keeps the input.
 * Escape or a click outside asks first when something was changed.
 */
export function TaskDialog({ projectId, task, onClose }: TaskDialogProps) {
  const states = useProjectStatesQuery();
  const members = useTeamMembersQuery(projectId);
  const [saveTask] = useSaveTaskMutation();
  // Why the last save failed (a 403: who may change the tasks), or null.
  const [failed, setFailed] = useState<string | null>(null);
  const optionsFailed = (states.isError && !states.data) || (members.isError && !members.data);
  const initial = taskValues(task);
  const titleId = 'task-dialog-title';

  const submit = async (values: TaskValues) => {
    setFailed(null);
    const result = await saveTask(taskPayload(values, projectId, task, members.data ?? []));
    if ('error' in result) setFailed(isForbidden(result.error) ? t.onlyParties : t.saveFailed);
    else onClose();
  };

  const retryOptions = () => {
    if (states.isError) void states.refetch();
    if (members.isError) void members.refetch();
  };

  return (
    <Formik initialValues={initial} validationSchema={taskSchema} onSubmit={submit}>
      {(form) => (
        <GuardedDialog open dirty={form.dirty} onClose={form.isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
          <Form noValidate aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{task ? t.editTitle : t.addTitle}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {failed && (
                  <Alert severity="error" role="alert">
                    {failed}
                  </Alert>
                )}
                {optionsFailed && (
                  <RetryAlert onRetry={retryOptions}>{t.optionsFailed}</RetryAlert>
                )}
                <TextField id="task-name" name="taskName" label={t.taskName} required value={form.values.taskName} onChange={form.handleChange} onBlur={form.handleBlur} {...feedback(form, 'taskName')} />
                <TextField
                  id="task-description"
                  name="taskDescription"
                  label={t.description}
                  multiline
                  minRows={2}
                  value={form.values.taskDescription}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                />
                <TextField select id="task-state" name="state" label={t.state} required value={form.values.state} onChange={form.handleChange} onBlur={form.handleBlur} {...feedback(form, 'state')}>
                  {withCurrent(states.data ?? [], initial.state).map((state) => (
                    <MenuItem key={state} value={state}>
                      {state}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  id="task-expected-date"
                  name="expectedCompletionDate"
                  type="date"
                  label={t.expectedCompletionDate}
                  value={form.values.expectedCompletionDate}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField select id="task-assignee" name="assignee" label={t.assignee} value={form.values.assignee} onChange={form.handleChange} onBlur={form.handleBlur}>
                  <MenuItem value="">{t.unassigned}</MenuItem>
                  {withCurrent(
                    (members.data ?? []).map((m) => m.username),
                    initial.assignee,
                  ).map((username) => (
                    <MenuItem key={username} value={username}>
                      {username}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={form.isSubmitting}>
                {t.cancel}
              </Button>
              <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                {form.isSubmitting ? t.saving : t.save}
              </Button>
            </DialogActions>
          </Form>
        </GuardedDialog>
      )}
    </Formik>
  );
}
