import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useCreateDevopsProjectMutation } from '../../../api/gitTools';
import { TextInput } from '../../../components/TextInput';
import { isValidDevopsName, type DevopsProject } from '../../../domain/gitTools';
import { gitToolsTexts as t } from '../../../texts/gitTools';
import { messageOf } from '../saga';
import { SelectField } from './SelectField';

/**
 * The devops project the Git tools work in: a choice among the service's projects the user reads
 * (`hint` says which, when not every one), and the creation of a new one in the devops service
 * (seed 001 section 2), which is then chosen.
 */
export function DevopsProjectPicker({
  projects,
  selectedId,
  onSelect,
  hint = t.devopsProjectHint,
}: {
  projects: readonly DevopsProject[];
  selectedId: string;
  onSelect: (id: string) => void;
  hint?: string;
}) {
  const [name, setName] = useState('');
  const [create, creation] = useCreateDevopsProjectMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted || creation.isLoading) return;
    const result = await create(wanted);
    if ('data' in result && result.data) {
      setOutcome({ ok: true, text: t.projectCreated(result.data.name) });
      setName('');
      onSelect(result.data.id);
    } else setOutcome({ ok: false, text: t.projectFailed(messageOf(result.error)) });
  };
  return (
    <Stack spacing={2}>
      <SelectField id="git-devops-project" label={t.devopsProject} value={selectedId} onChange={onSelect} helperText={projects.length ? hint : t.noProjects}>
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.name}
          </option>
        ))}
      </SelectField>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={(e) => void submit(e)} noValidate aria-label={t.createProject}>
        <TextInput id="git-new-project" label={t.newProjectName} value={name} onChange={(e) => setName(e.target.value)} size="small" />
        <Button type="submit" variant="outlined" disabled={!name.trim() || !isValidDevopsName(name.trim()) || creation.isLoading} sx={{ flexShrink: 0 }}>
          {t.createProject}
        </Button>
      </Stack>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} onClose={() => setOutcome(null)}>
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
