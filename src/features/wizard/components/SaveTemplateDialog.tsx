import { useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useSaveTemplateMutation } from '../../../api/projects';
import { GuardedDialog } from '../../../components/GuardedDialog';
import { TextInput } from '../../../components/TextInput';
import { TEMPLATE_SAVED, templateName, type SavedTemplate } from '../../../domain/projects';
import { texts } from '../../../texts';
import { projectTexts } from '../../../texts/projects';
import { saveTemplateSchema, type SaveTemplateValues } from './saveTemplateSchema';
import { shownError } from '../../../components/formFeedback';

interface SaveTemplateDialogProps {
  /** The template body for a name (built from the wizard's current values). */
  templateFor: (name: string) => SavedTemplate;
  onClose: () => void;
}

type Outcome = { kind: 'saved' | 'exists' | 'failed'; text: string } | null;

/** The seeds' clash answer: '{name} already exists, please enter another name'. */
const CLASH = /already exists/i;

function bodyText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const { message } = value as { message?: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}

/**
 * What a save answer means. 'success' saved it; the clash answer (the server's "... already
 * exists ..." text, on a 200 as documented or on a 4xx) keeps the dialog open with the seeds'
 * message; anything else is a failure that says so, never a false "already exists".
 */
export function templateSaveOutcome(name: string, result: { data?: unknown; error?: unknown }): NonNullable<Outcome> {
  if ('data' in result && result.data === TEMPLATE_SAVED) return { kind: 'saved', text: projectTexts.projects.templateSaved(name) };
  if ('data' in result && result.data !== undefined) {
    return CLASH.test(bodyText(result.data))
      ? { kind: 'exists', text: projectTexts.projects.templateExists(name) }
      : { kind: 'failed', text: projectTexts.projects.templateSaveFailed(name) };
  }
  const error = (result.error ?? {}) as { status?: unknown; code?: unknown; message?: unknown; data?: unknown };
  const reason = bodyText(error.data) || (typeof error.message === 'string' ? error.message : '');
  if (CLASH.test(reason)) return { kind: 'exists', text: projectTexts.projects.templateExists(name) };
  const status = typeof error.status === 'number' ? error.status : 0;
  if (status === 0) return { kind: 'failed', text: texts.common.requestFailed };
  if (status >= 400 && status < 500 && reason) return { kind: 'failed', text: projectTexts.projects.templateSaveRejected(name, reason) };
  return { kind: 'failed', text: projectTexts.projects.templateSaveFailed(name) };
}

/**
 * 'Save This Template': a name, upper-cased as typed and required; 'success' saves it, the clash
 * answer says the name exists and the dialog stays open with it; other failures say what went
 * wrong (templateSaveOutcome). The name is shown as text only. Escape or a click outside asks first
 * while a name is typed and not saved.
 */
export function SaveTemplateDialog({ templateFor, onClose }: SaveTemplateDialogProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [save, { isLoading }] = useSaveTemplateMutation();
  const formik = useFormik<SaveTemplateValues>({
    initialValues: { name: '' },
    validationSchema: saveTemplateSchema,
    onSubmit: async ({ name }) => {
      const template = templateFor(name);
      setOutcome(null);
      setOutcome(templateSaveOutcome(template.templateName, await save(template)));
    },
  });
  const name = formik.values.name;
  const nameError = shownError(formik, 'name');
  const submit = () => {
    if (!isLoading) void formik.submitForm();
  };

  const saved = outcome?.kind === 'saved';
  return (
    <GuardedDialog open dirty={!saved && name !== ''} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="save-template-title">
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
                submit();
              }}
            >
              <TextInput
                id="template-name"
                label={projectTexts.wizard.templateName}
                required
                autoFocus
                name="name"
                value={name}
                error={Boolean(nameError)}
                onChange={(event) => void formik.setFieldValue('name', templateName(event.target.value))}
                onBlur={formik.handleBlur}
                helperText={nameError ?? projectTexts.wizard.templateNameHint}
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
            <Button variant="contained" onClick={submit} disabled={isLoading} aria-busy={isLoading}>
              {isLoading ? projectTexts.wizard.saving : projectTexts.wizard.save}
            </Button>
          </>
        )}
      </DialogActions>
    </GuardedDialog>
  );
}
