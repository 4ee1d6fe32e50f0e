import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { projectTexts } from '../../../texts/projects';
import type { WizardLists } from '../lists';
import { setCmsFlag, type WizardValues } from '../model';
import { CheckboxGroup, NumberInput, OptionSelect } from './fields';

interface TechnicalStepProps {
  values: WizardValues;
  lists: WizardLists;
  onChange: (patch: Partial<WizardValues>) => void;
  onValues: (values: WizardValues) => void;
}

/**
 * Step 2: sprints, team members, Quality Assurance, and the CMS flag: with a CMS one CMS is
 * picked; without, frontend, middleware, framework and backend.
 */
export function TechnicalStep({ values, lists, onChange, onValues }: TechnicalStepProps) {
  return (
    <Stack spacing={3}>
      <NumberInput id="wizard-sprints" label={projectTexts.wizard.sprints} value={values.noOfSprints} onChange={(noOfSprints) => onChange({ noOfSprints })} />
      <NumberInput
        id="wizard-team-members"
        label={projectTexts.wizard.teamMembers}
        value={values.noOfTeamMembers}
        onChange={(noOfTeamMembers) => onChange({ noOfTeamMembers })}
      />
      <CheckboxGroup
        legend={projectTexts.wizard.qualityAssurance}
        options={lists.qualityAssurance}
        value={values.qualityAssurance}
        onChange={(qualityAssurance) => onChange({ qualityAssurance })}
      />
      <div>
        <FormControlLabel
          label={projectTexts.wizard.cmsRequired}
          control={<Checkbox checked={values.cmsFlag} onChange={(event) => onValues(setCmsFlag(values, event.target.checked))} />}
        />
      </div>
      {values.cmsFlag ? (
        <OptionSelect id="wizard-cms" label={projectTexts.wizard.cms} options={lists.cms} value={values.cms} onChange={(cms) => onChange({ cms })} />
      ) : (
        <>
          <OptionSelect id="wizard-frontend" label={projectTexts.wizard.frontend} options={lists.frontends} value={values.frontend} onChange={(frontend) => onChange({ frontend })} />
          <OptionSelect
            id="wizard-middleware"
            label={projectTexts.wizard.middleware}
            options={lists.middlewares}
            value={values.middleware}
            onChange={(middleware) => onChange({ middleware })}
          />
          <OptionSelect
            id="wizard-framework"
            label={projectTexts.wizard.framework}
            options={lists.frameworks}
            value={values.framework}
            onChange={(framework) => onChange({ framework })}
          />
          <OptionSelect id="wizard-backend" label={projectTexts.wizard.backend} options={lists.backends} value={values.backend} onChange={(backend) => onChange({ backend })} />
        </>
      )}
    </Stack>
  );
}
