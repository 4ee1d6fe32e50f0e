import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Box, Button, Paper, Step, StepButton, Stepper, Typography } from '@mui/material';
import { useUpdateProjectMutation } from '../../../api/projects';
import { isApiError } from '../../../api/errors';
import { useDiscardQuestion } from '../../../components/GuardedDialog';
import { MessageModal } from '../../../components/MessageModal';
import { CREATION_STATUS, type ProjectDraft, type UserRef } from '../../../domain/projects';
import { texts } from '../../../texts';
import { projectTexts } from '../../../texts/projects';
import { clearAutosave, readAutosave, writeAutosave, type AutosaveSlot } from '../autosave';
import { useKeepOnSessionEnd, useUnsavedWork } from '../../../shared/unsavedWork';
import { useWizardLists } from '../lists';
import {
  buildPayload,
  fillFromTemplate,
  LAST_STEP,
  planMove,
  startStep,
  submitProblem,
  templateFromValues,
  valuesFromDraft,
  withListDefaults,
  type ProjectIdentity,
  type WizardValues,
} from '../model';
import { EnvironmentStep } from './EnvironmentStep';
import { focusFieldset } from './fields';
import { GeneralStep } from './GeneralStep';
import { SavedTemplatesDialog } from './SavedTemplatesDialog';
import { SaveTemplateDialog } from './SaveTemplateDialog';
import { TechnicalStep } from './TechnicalStep';
import { ValidationDialog } from './ValidationDialog';
import { WizardTitle } from './WizardTitle';

export interface WizardFormProps {
  identity: ProjectIdentity;
  draft: ProjectDraft | undefined;
  /** The agency the project is filled for, and the signed-in user (templates are theirs). */
  dfcUser: UserRef;
  me: UserRef;
  /** Whose local draft of which project the in-progress form is (kept across sign-outs). */
  autosave: AutosaveSlot;
}

/**
 * The three steps, their buttons and modals. The form's state lives here for as long as the page
 * is open (a failed update, 'Re-Enter', or a modal never lose it) and in the user's local draft.
 */
export function WizardForm({ identity, draft, dfcUser, me, autosave }: WizardFormProps) {
  const [slot] = useState(autosave);
  const [stored] = useState(() => readAutosave(slot));
  const [initial] = useState(() => stored ?? { values: valuesFromDraft(draft), step: startStep(draft) });
  /** Kept as a draft once the user changed something (a look at the wizard leaves none behind). */
  const [edited, setEdited] = useState(stored !== null);
  const [fresh] = useState(() => !draft?.projectCreationStatus);
  const formik = useFormik<WizardValues>({ initialValues: initial.values, onSubmit: () => undefined, validateOnChange: false, validateOnBlur: false });
  const { values, setValues } = formik;
  const [step, setStep] = useState(initial.step);
  /** The modal after a send; refused: the server's 409 (the project was submitted or approved meanwhile). */
  const [message, setMessage] = useState({ text: '', open: false, refused: false });
  const [validation, setValidation] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'savedTemplates' | 'saveTemplate' | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [update, { isLoading: sending }] = useUpdateProjectMutation();
  const inFlight = useRef(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const codeTemplate = useRef<HTMLFieldSetElement>(null);
  const moved = useRef(false);
  const lists = useWizardLists();

  const change = (patch: Partial<WizardValues>) => {
    setEdited(true);
    void setValues((current) => ({ ...current, ...patch }));
  };
  const replace = (next: WizardValues) => {
    setEdited(true);
    void setValues(next);
  };

  // The defaults that need a list (PaaS, Azure, one environment) once the lists are applied.
  useEffect(() => {
    const defaults = { hostingType: lists.hostingTypes, cloudPlatform: lists.cloudPlatforms, environments: lists.environments };
    void setValues((current) => withListDefaults(current, defaults, fresh));
  }, [lists.hostingTypes, lists.cloudPlatforms, lists.environments, fresh, setValues]);

  const keep = edited && !submitted;
  useEffect(() => {
    if (keep) writeAutosave(slot, { values, step });
  }, [slot, values, step, keep]);
  // The idle sign-out: the draft is already kept (above); this tells it so, and sign-in comes back here.
  useKeepOnSessionEnd(keep, () => writeAutosave(slot, { values, step }));
  /** The values the server last saved (Save & Continue): changes since then are unsaved. */
  const [serverSaved, setServerSaved] = useState<WizardValues | null>(null);
  const discard = useDiscardQuestion();
  // Leaving with changes the server has not saved asks 'Discard your changes?' first. A reload
  // does not ask: the local draft brings them back.
  useUnsavedWork(keep && values !== serverSaved, { ask: discard.leave, unload: false });

  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);

  const goTo = async (target: number) => {
    if (inFlight.current || submitted) return;
    const move = planMove(step, target);
    if (move.validate) {
      const problem = submitProblem(values);
      if (problem) {
        setValidation(problem);
        return;
      }
    }
    if (move.save) {
      inFlight.current = true;
      const result = await update(buildPayload(identity, values, move.save, dfcUser));
      inFlight.current = false;
      if ('error' in result) {
        const error = result.error;
        const refused = isApiError(error) && error.status === 409;
        const text = refused ? error.message || projectTexts.wizard.closedFallback : projectTexts.projects.wizardUpdateFailed;
        setMessage({ text, open: true, refused });
        return;
      }
      if (move.save === CREATION_STATUS.submitted) {
        setSubmitted(true);
        clearAutosave(slot);
        setMessage({ text: projectTexts.projects.wizardSubmitted, open: true, refused: false });
        return;
      }
      setServerSaved(values);
    }
    moved.current = true;
    setStep(target);
  };

  const busy = sending || submitted;
  const last = step === LAST_STEP;

  return (
    <>
      <WizardTitle
        action={
          <Button variant="outlined" onClick={() => setDialog('savedTemplates')} disabled={busy}>
            {projectTexts.wizard.savedTemplates}
          </Button>
        }
      />
      <Stepper nonLinear alternativeLabel activeStep={step} aria-label={projectTexts.wizard.stepsLabel} sx={{ mb: 3 }}>
        {projectTexts.wizard.steps.map((label, index) => (
          <Step key={label} completed={false}>
            <StepButton id={`wizard-tab-${index}`} aria-controls="wizard-step-panel" onClick={() => void goTo(index)} disabled={busy}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      {lists.failed > 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={lists.retryFailed}>
              {texts.common.retry}
            </Button>
          }
        >
          {projectTexts.wizard.listsFailed}
        </Alert>
      )}
      <Paper id="wizard-step-panel" role="tabpanel" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby={`wizard-tab-${step}`}>
        <Typography ref={stepHeading} tabIndex={-1} variant="h5" component="h2" gutterBottom sx={{ outline: 'none' }}>
          {projectTexts.wizard.steps[step]}
        </Typography>
        {step === 0 && <GeneralStep identity={identity} values={values} lists={lists} onChange={change} />}
        {step === 1 && <TechnicalStep values={values} lists={lists} onChange={change} onValues={replace} />}
        {step === 2 && <EnvironmentStep values={values} lists={lists} onChange={change} onValues={replace} codeTemplateRef={codeTemplate} />}
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'flex-end', mt: 3 }}>
        {step > 0 && (
          <Button variant="outlined" onClick={() => void goTo(step - 1)} disabled={busy}>
            {projectTexts.wizard.previous}
          </Button>
        )}
        {last && (
          <Button variant="outlined" onClick={() => setDialog('saveTemplate')} disabled={busy}>
            {projectTexts.wizard.saveThisTemplate}
          </Button>
        )}
        <Button variant="contained" onClick={() => void goTo(step + 1)} disabled={busy} aria-busy={sending}>
          {last ? projectTexts.wizard.submit : projectTexts.wizard.saveAndContinue}
        </Button>
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1, textAlign: 'right', minHeight: '1.5em' }}>
        {sending ? projectTexts.wizard.saving : ''}
      </Typography>

      <ValidationDialog message={validation} onClose={() => setValidation(null)} onClosed={() => focusFieldset(codeTemplate.current)} />
      {dialog === 'savedTemplates' && (
        <SavedTemplatesDialog
          onClose={() => setDialog(null)}
          onFill={(template) => {
            replace(fillFromTemplate(values, template));
            setDialog(null);
          }}
        />
      )}
      {dialog === 'saveTemplate' && <SaveTemplateDialog templateFor={(name) => templateFromValues(values, name, me)} onClose={() => setDialog(null)} />}
      {message.refused ? (
        <MessageModal
          open={message.open}
          title={projectTexts.wizard.closedTitle}
          message={message.text}
          onDone={() => setMessage((m) => ({ ...m, open: false }))}
          onRetry={() => setMessage((m) => ({ ...m, open: false }))}
          doneLabel={projectTexts.wizard.backToForm}
          retryLabel={projectTexts.wizard.backToForm}
          next={{ label: projectTexts.projectLists.viewProject, to: `/viewProjectDetails/${identity.projectId}` }}
        />
      ) : (
        <MessageModal open={message.open} message={message.text} onRetry={() => setMessage((m) => ({ ...m, open: false }))} retryLabel={texts.common.reEnter} />
      )}
      {discard.dialog}
    </>
  );
}
