import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { projectTexts } from '../../../texts/projects';

/** The page's one h1, with an optional action beside it (the 'Saved Templates' button). */
export function WizardTitle({ action }: { action?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="h4" component="h1">
        {projectTexts.wizard.title}
      </Typography>
      {action}
    </Stack>
  );
}
