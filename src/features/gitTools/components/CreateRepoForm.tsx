import { useFormik } from 'formik';
import { Button, Stack } from '@mui/material';
import { TextInput } from '../../../components/TextInput';
import type { DevopsProject } from '../../../domain/gitTools';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { gitToolsTexts as t } from '../../../texts/gitTools';
import { gitToolsActions as actions, isBusy, selectGitTools } from '../slice';
import { EMPTY_CREATE_REPO, createRepoSchema, type CreateRepoValues } from './gitToolsSchema';

/**
 * 'Create a New Git Repo': the new repo's name and the URL of the repository to clone into it.
 * 'Create & Clone Repo' is enabled only when both are filled (seed 001 section 5).
 */
export function CreateRepoForm({ project }: { project: DevopsProject }) {
  const dispatch = useAppDispatch();
  const busy = isBusy(useAppSelector(selectGitTools).operation);
  const formik = useFormik<CreateRepoValues>({
    initialValues: EMPTY_CREATE_REPO,
    validationSchema: createRepoSchema,
    onSubmit: ({ repoName, repoUrl }) => {
      if (busy) return;
      dispatch(actions.cloneRequested({ projectId: project.id, projectName: project.name, repoName: repoName.trim(), sourceUrl: repoUrl.trim() }));
    },
  });
  // Checked as typed (not once formik has validated), so the button follows every keystroke.
  const ready = createRepoSchema.isValidSync(formik.values) && !busy;
  const field = (name: keyof CreateRepoValues) => ({ name, value: formik.values[name], onChange: formik.handleChange, onBlur: formik.handleBlur });
  return (
    <Stack component="form" spacing={2} onSubmit={formik.handleSubmit} noValidate>
      <TextInput id="git-new-repo-name" label={t.newRepoName} {...field('repoName')} size="small" />
      <TextInput id="git-repo-url" label={t.repoUrl} {...field('repoUrl')} helperText={t.repoUrlHint} size="small" />
      <div>
        <Button type="submit" variant="contained" disabled={!ready}>
          {t.createAndClone}
        </Button>
      </div>
    </Stack>
  );
}
