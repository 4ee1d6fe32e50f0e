import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { TextInput } from '../../../components/TextInput';
import { findRepoByName, type Repository } from '../../../domain/gitTools';
import { texts } from '../../../texts';
import { gitToolsTexts as t } from '../../../texts/gitTools';
import { SelectField } from './SelectField';

/**
 * 'Search A Git Repo': a dropdown of the project's repositories and a search by name (the exact
 * name, else the name in any case). An unknown name shows the seeds' message, line break kept.
 */
export function RepoSearch({ repos, selectedId, onSelect }: { repos: readonly Repository[]; selectedId: string; onSelect: (repoId: string) => void }) {
  const [name, setName] = useState('');
  const [notFound, setNotFound] = useState(false);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const repo = findRepoByName(repos, name);
    setNotFound(!repo);
    if (repo) onSelect(repo.id);
  };
  return (
    <Stack spacing={2}>
      <SelectField id="git-repo-select" label={t.repo} value={selectedId} onChange={(id) => { setNotFound(false); onSelect(id); }} helperText={repos.length ? undefined : t.noRepos}>
        <option value="">{texts.common.select}</option>
        {repos.map((repo) => (
          <option key={repo.id} value={repo.id}>
            {repo.name}
          </option>
        ))}
      </SelectField>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={search} noValidate role="search" aria-label={t.searchRepoTab}>
        <TextInput id="git-repo-search" label={t.repoName} value={name} onChange={(e) => setName(e.target.value)} size="small" />
        <Button type="submit" variant="outlined" disabled={!name.trim()}>
          {t.search}
        </Button>
      </Stack>
      {notFound && (
        <Alert severity="warning" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {t.unknownRepo}
        </Alert>
      )}
    </Stack>
  );
}
