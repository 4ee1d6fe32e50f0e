import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useSavedTemplatesQuery } from '../../../api/projects';
import { PageLoading } from '../../../components/PageLoading';
import { useDelayedChoice } from '../../../components/useDelayedChoice';
import type { SavedTemplate } from '../../../domain/projects';
import { texts } from '../../../texts';
import { projectTexts } from '../../../texts/projects';

interface SavedTemplatesDialogProps {
  onClose: () => void;
  onFill: (template: SavedTemplate) => void;
}

/** The user's saved templates: pick one, then 'Fill Template Data'. Mounted while open. */
export function SavedTemplatesDialog({ onClose, onFill }: SavedTemplatesDialogProps) {
  const { data, isLoading, isError, refetch } = useSavedTemplatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [picked, setPicked] = useState<number | null>(null);
  // The pick applies 150 ms after the click (seed 001 section 9).
  const pick = useDelayedChoice(setPicked);
  const templates = data ?? [];
  const chosen = picked === null ? undefined : templates[picked];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="saved-templates-title">
      <DialogTitle id="saved-templates-title">{projectTexts.wizard.savedTemplatesTitle}</DialogTitle>
      <DialogContent>
        {isLoading && <PageLoading />}
        {isError && !data && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {texts.common.retry}
              </Button>
            }
          >
            {projectTexts.wizard.templatesFailed}
          </Alert>
        )}
        {data && templates.length === 0 && <Typography>{projectTexts.wizard.noSavedTemplates}</Typography>}
        {templates.length > 0 && (
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend">{projectTexts.wizard.savedTemplatesList}</FormLabel>
            <RadioGroup name="saved-template" value={picked === null ? '' : String(picked)} onChange={(event) => pick(Number(event.target.value))}>
              {templates.map((template, index) => (
                <FormControlLabel key={`${template.templateName}-${index}`} value={String(index)} control={<Radio />} label={template.templateName} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.common.cancel}</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onFill(chosen)}>
          {projectTexts.wizard.fillTemplateData}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
