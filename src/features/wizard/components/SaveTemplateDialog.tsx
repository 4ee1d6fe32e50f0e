import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useSaveTemplateMutation } from '../../../api/projects';
import { TextInput } from '../../../components/TextInput';
import { TEMPLATE_SAVED, templateName, type SavedTemplate } from '../../../domain/projects';
import { texts } from '../../../texts';
import { projectTexts } from '../../../texts/projects';

interface SaveTemplateDialogProps {
  /** The template body for a name (built from the wizard's current values). */
  templateFor: (name: string) => SavedTemplate;
  onClose: () => void;
}

type Outcome = { kind: 'saved' | 'exists' | 'failed'; text: string } | null;

/** Whether a failed call means the name is taken (a 4xx answer) rather than a broken connection. */
function isRefusal(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * 'Save This Template': a name, upper-cased as typed and required; 'success' saves it, any other
 * answer means the name exists and the dialog stays open with it. The name is shown as text only.
 */
export function SaveTemplateDialog({ templateFor, onClose }: SaveTemplateDialogProps) {
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [save, { isLoading }] = useSaveTemplateMutation();

  const submit = async () => {
    if (isLoading) return;
    if (name.trim() === '') {
      setMissing(true);
      return;
    }
    const template = templateFor(name);
    setOutcome(null);
    const result = await save(template);
    if ('data' in result && result.data === TEMPLATE_SAVED) {
      setOutcome({ kind: 'saved', text: projectTexts.projects.templateSaved(template.templateName) });
    } else if ('data' in result || isRefusal(result.error)) {
      setOutcome({ kind: 'exists', text: projectTexts.projects.templateExists(template.templateName) });
    } else {
      setOutcome({ kind: 'failed', text: texts.common.requestFailed });
    }
  };

  const saved = outcome?.kind === 'saved';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="save-template-title">
      <DialogTitle id="save-template-title">{projectTexts.wizard.saveTemplateTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {outcome && (
            <Alert severity={saved ? 'success' : 'error'} role={saved ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          )}
          {!saved && (
            <Box
              component="form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <TextInput
                id="template-name"
                label={projectTexts.wizard.templateName}
                required
                autoFocus
                value={name}
                error={missing}
                onChange={(event) => {
                  setName(templateName(event.target.value));
                  setMissing(false);
                }}
                helperText={missing ? projectTexts.wizard.templateNameRequired : projectTexts.wizard.templateNameHint}
              />
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {saved ? (
          <Button variant="contained" onClick={onClose} autoFocus>
            {texts.common.close}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{texts.common.cancel}</Button>
            <Button variant="contained" onClick={() => void submit()} disabled={isLoading} aria-busy={isLoading}>
              {isLoading ? projectTexts.wizard.saving : projectTexts.wizard.save}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
