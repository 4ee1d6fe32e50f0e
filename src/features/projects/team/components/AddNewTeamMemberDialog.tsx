import { Formik, Form, type FormikProps } from 'formik';
import { Button, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { isForbidden } from '../../../../api/errors';
import { useCreateTeamMemberMutation, useSkillsQuery, useTeamRolesQuery } from '../../../../api/projects';
import { projectTexts } from '../../../../texts/projects';
import { newTeamMemberPayload, newTeamMemberSchema, type NewTeamMemberValues } from './newTeamMemberSchema';
import { GuardedDialog } from '../../../../components/GuardedDialog';
import { RetryAlert } from '../../../../components/RetryAlert';
import { fieldFeedback } from '../../../../components/formFeedback';

const t = projectTexts.team;

export interface AddNewTeamMemberDialogProps {
  projectId: number;
  /** The input typed before (kept when a failed add is retried). */
  initialValues: NewTeamMemberValues;
  onCancel: () => void;
  /** The call went through (ok) or failed (refused: a 403); the typed input comes back so a retry can keep it. */
  onFinished: (ok: boolean, values: NewTeamMemberValues, refused: boolean) => void;
}

type Field = keyof NewTeamMemberValues;

/** Helper text and error state of a field, once it was touched or a submit was tried. */
function feedback(form: FormikProps<NewTeamMemberValues>, name: Field) {
  return fieldFeedback(form, name);
}

/**
 * Add New Team Member (users of TYPE AGENCY): name, email, experience, role and skills, all
 * required (seed 001 section 5), checked with yup before the call. Escape or a click outside asks
 * first when something was changed.
 */
export function AddNewTeamMemberDialog({ projectId, initialValues, onCancel, onFinished }: AddNewTeamMemberDialogProps) {
  const roles = useTeamRolesQuery();
  const skills = useSkillsQuery();
  const [createTeamMember] = useCreateTeamMemberMutation();
  const optionsLoading = (roles.isFetching && !roles.data) || (skills.isFetching && !skills.data);
  const optionsFailed = (roles.isError && !roles.data) || (skills.isError && !skills.data);
  const skillName = (id: string) => skills.data?.find((s) => String(s.skillId) === id)?.skillName ?? id;

  const submit = async (values: NewTeamMemberValues) => {
    const payload = newTeamMemberPayload(values, projectId, roles.data ?? [], skills.data ?? []);
    if (!payload) {
      onFinished(false, values, false);
      return;
    }
    const result = await createTeamMember(payload);
    onFinished(!('error' in result), values, 'error' in result && isForbidden(result.error));
  };

  const retryOptions = () => {
    if (roles.isError) void roles.refetch();
    if (skills.isError) void skills.refetch();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={newTeamMemberSchema} onSubmit={submit}>
      {(form) => (
        <GuardedDialog open dirty={form.dirty} onClose={form.isSubmitting ? undefined : onCancel} aria-labelledby="add-new-title" fullWidth maxWidth="sm">
          <Form noValidate aria-labelledby="add-new-title">
            <DialogTitle id="add-new-title">{t.addNew}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {optionsFailed && (
                  <RetryAlert onRetry={retryOptions}>{t.optionsFailed}</RetryAlert>
                )}
                <TextField id="new-member-name" name="username" label={t.name} required value={form.values.username} onChange={form.handleChange} onBlur={form.handleBlur} {...feedback(form, 'username')} />
                <TextField
                  id="new-member-email"
                  name="userEmail"
                  type="email"
                  label={t.email}
                  required
                  value={form.values.userEmail}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                  {...feedback(form, 'userEmail')}
                />
                <TextField
                  id="new-member-experience"
                  name="experience"
                  type="number"
                  label={t.experienceYears}
                  required
                  value={form.values.experience}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                  slotProps={{ htmlInput: { min: 0, step: 'any' } }}
                  {...feedback(form, 'experience')}
                />
                <TextField
                  select
                  id="new-member-role"
                  name="roleId"
                  label={t.role}
                  required
                  value={form.values.roleId}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                  disabled={optionsLoading}
                  {...feedback(form, 'roleId')}
                  helperText={optionsLoading ? t.optionsLoading : feedback(form, 'roleId').helperText}
                >
                  {(roles.data ?? []).map((role) => (
                    <MenuItem key={role.roleId} value={String(role.roleId)}>
                      {role.roleName}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  id="new-member-skills"
                  name="skillIds"
                  label={t.skills}
                  required
                  value={form.values.skillIds}
                  onChange={(event) => {
                    const value = event.target.value as unknown as string[] | string;
                    void form.setFieldValue('skillIds', typeof value === 'string' ? value.split(',') : value);
                  }}
                  onBlur={() => void form.setFieldTouched('skillIds', true)}
                  disabled={optionsLoading}
                  slotProps={{ select: { multiple: true, renderValue: (value) => (value as string[]).map(skillName).join(', ') } }}
                  {...feedback(form, 'skillIds')}
                >
                  {(skills.data ?? []).map((skill) => (
                    <MenuItem key={skill.skillId} value={String(skill.skillId)}>
                      {skill.skillName}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel} disabled={form.isSubmitting}>
                {t.cancel}
              </Button>
              <Button type="submit" variant="contained" disabled={form.isSubmitting || optionsLoading}>
                {form.isSubmitting ? t.adding : t.add}
              </Button>
            </DialogActions>
          </Form>
        </GuardedDialog>
      )}
    </Formik>
  );
}
