import { Stack, Typography } from '@mui/material';
import { projectTexts } from '../../../texts/projects';
import type { WizardLists } from '../lists';
import type { ProjectIdentity, WizardValues } from '../model';
import { OptionSelect, READ_ONLY_HINT_ID, ReadOnlyField } from './fields';

interface GeneralStepProps {
  identity: ProjectIdentity;
  values: WizardValues;
  lists: WizardLists;
  onChange: (patch: Partial<WizardValues>) => void;
}

/** Step 1: name, brand, creator and summary read-only; Markets and Duration editable. */
export function GeneralStep({ identity, values, lists, onChange }: GeneralStepProps) {
  return (
    <Stack spacing={3}>
      <Typography id={READ_ONLY_HINT_ID} variant="body2" color="text.secondary">
        {projectTexts.wizard.readOnlyHint}
      </Typography>
      <ReadOnlyField id="wizard-project-name" label={projectTexts.wizard.projectName} value={identity.projectName} />
      <ReadOnlyField id="wizard-brand" label={projectTexts.wizard.brand} value={identity.projectBrand.brandName} />
      <ReadOnlyField id="wizard-creator" label={projectTexts.wizard.creator} value={identity.projectCreator?.username ?? projectTexts.wizard.notGiven} />
      <ReadOnlyField id="wizard-summary" label={projectTexts.wizard.summary} value={identity.projectSummary ?? projectTexts.wizard.notGiven} multiline />
      <OptionSelect id="wizard-markets" label={projectTexts.wizard.markets} options={lists.markets} value={values.markets} onChange={(markets) => onChange({ markets })} />
      <OptionSelect id="wizard-duration" label={projectTexts.wizard.duration} options={lists.durations} value={values.duration} onChange={(duration) => onChange({ duration })} />
    </Stack>
  );
}
