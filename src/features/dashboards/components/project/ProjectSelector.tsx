import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RetryAlert } from '../../../../components/RetryAlert';
import type { ProjectListEntry } from '../../../../domain/dashboards';
import { dashboardTexts } from '../../../../texts/dashboards';

const t = dashboardTexts.project;

export interface ProjectSelectorProps {
  /** The project list (GET /get_dfc_project_list); undefined until it has arrived. */
  projects: readonly ProjectListEntry[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The selected project's id, or null. */
  value: number | null;
  onChoose: (projectId: number) => void;
  autoFocus?: boolean;
}

/**
 * The 'Project :' selector (seed 001 section 2) with its placeholder 'Select Project'. A native
 * select: every screen reader and phone knows it, and choosing is one step.
 */
export function ProjectSelector({ projects, loading, failed, onRetry, value, onChoose, autoFocus }: ProjectSelectorProps) {
  const id = useId();
  const listed = value !== null && projects?.some((p) => p.projectId === value) === true;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const chosen = Number(event.target.value);
    if (Number.isInteger(chosen) && chosen > 0) onChoose(chosen);
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      <TextField
        id={id}
        select
        label={t.projectLabel}
        value={listed ? String(value) : ''}
        onChange={onChange}
        size="small"
        autoFocus={autoFocus}
        helperText={loading ? t.projectsLoading : undefined}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      >
        <option value="" disabled>
          {t.selectProject}
        </option>
        {(projects ?? []).map((p) => (
          <option key={p.projectId} value={String(p.projectId)}>
            {p.projectName}
          </option>
        ))}
      </TextField>
      {failed && (
        <Box sx={{ mt: 1 }}>
          <RetryAlert onRetry={onRetry}>{t.projectsFailed}</RetryAlert>
        </Box>
      )}
    </Box>
  );
}
