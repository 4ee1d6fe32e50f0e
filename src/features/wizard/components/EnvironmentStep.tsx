import type { Ref } from 'react';
import { Alert, Stack } from '@mui/material';
import type { CodeTemplate } from '../../../domain/projects';
import { projectTexts } from '../../../texts/projects';
import { useCloudRegions, type WizardLists } from '../lists';
import { setCloudPlatform, type WizardValues } from '../model';
import { CheckboxGroup, NumberInput, OptionSelect, RadioChoice } from './fields';

interface EnvironmentStepProps {
  values: WizardValues;
  lists: WizardLists;
  onChange: (patch: Partial<WizardValues>) => void;
  onValues: (values: WizardValues) => void;
  codeTemplateRef: Ref<HTMLFieldSetElement>;
}

/**
 * Step 3: code template (required on Submit), cloud platform and its regions, hosting type,
 * environments, end users and expected hits.
 */
export function EnvironmentStep({ values, lists, onChange, onValues, codeTemplateRef }: EnvironmentStepProps) {
  const { regions, failed: regionsFailed } = useCloudRegions(values.cloudPlatform?.id);
  return (
    <Stack spacing={3}>
      <RadioChoice<CodeTemplate>
        name="wizard-code-template"
        legend={projectTexts.wizard.codeTemplate}
        options={lists.codeTemplates}
        value={values.dfcTemplates}
        onChange={(dfcTemplates) => onChange({ dfcTemplates })}
        required
        fieldsetRef={codeTemplateRef}
      />
      <OptionSelect
        id="wizard-cloud-platform"
        label={projectTexts.wizard.cloudPlatform}
        options={lists.cloudPlatforms}
        value={values.cloudPlatform}
        onChange={(platform) => onValues(setCloudPlatform(values, platform))}
      />
      <OptionSelect
        id="wizard-cloud-region"
        label={projectTexts.wizard.cloudRegion}
        options={values.cloudPlatform ? regions : []}
        value={values.cloudRegions}
        onChange={(cloudRegions) => onChange({ cloudRegions })}
        optionLabel={(r) => projectTexts.wizard.regionLabel(r.name, r.serviceName)}
        disabled={!values.cloudPlatform}
      />
      {regionsFailed && <Alert severity="warning">{projectTexts.wizard.listsFailed}</Alert>}
      <OptionSelect
        id="wizard-hosting-type"
        label={projectTexts.wizard.hostingType}
        options={lists.hostingTypes}
        value={values.hostingType}
        onChange={(hostingType) => onChange({ hostingType })}
      />
      <CheckboxGroup legend={projectTexts.wizard.environments} options={lists.environments} value={values.environments} onChange={(environments) => onChange({ environments })} />
      <CheckboxGroup legend={projectTexts.wizard.endUsers} options={lists.endUsers} value={values.endUsers} onChange={(endUsers) => onChange({ endUsers })} />
      <NumberInput id="wizard-hits" label={projectTexts.wizard.hits} value={values.noOfHits} onChange={(noOfHits) => onChange({ noOfHits })} />
    </Stack>
  );
}
