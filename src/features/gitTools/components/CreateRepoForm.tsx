import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mui/material';
import { TextInput } from '../../../components/TextInput';
import { canCreateAndClone, type DevopsProject } from '../../../domain/gitTools';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { gitToolsTexts as t } from '../../../texts/gitTools';
import { gitToolsActions as actions, isBusy, selectGitTools } from '../slice';

/**
 * 'Create a New Git Repo': the new repo's name and the URL of the repository to clone into it.
 * 'Create & Clone Repo' is enabled only when both are filled (seed 001 section 5).
 */
export function CreateRepoForm({ project }: { project: DevopsProject }) {
  const dispatch = useAppDispatch();
  const busy = isBusy(useAppSelector(selectGitTools).operation);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canCreateAndClone(name, url) || busy) return;
    dispatch(actions.cloneRequested({ projectId: project.id, projectName: project.name, repoName: name.trim(), sourceUrl: url.trim() }));
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextInput id="git-new-repo-name" label={t.newRepoName} value={name} onChange={(e) => setName(e.target.value)} size="small" />
      <TextInput id="git-repo-url" label={t.repoUrl} value={url} onChange={(e) => setUrl(e.target.value)} helperText={t.repoUrlHint} size="small" />
      <div>
        <Button type="submit" variant="contained" disabled={!canCreateAndClone(name, url) || busy}>
          {t.createAndClone}
        </Button>
      </div>
    </Stack>
  );
}
