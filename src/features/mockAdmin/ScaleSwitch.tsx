import { useId, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useSetMockScaleMutation, type MockScale } from '../../api/mockAdmin';
import { LARGE_DEMO } from '../../domain/contract/mockAdmin';
import { demoTexts } from '../../texts/demo';

const t = demoTexts.scale;

const CHOICES: ReadonlyArray<{ scale: MockScale; label: string; hint: string; done: string }> = [
  { scale: 'large', label: t.large, hint: t.largeHint(LARGE_DEMO), done: t.largeDone },
  { scale: 'normal', label: t.normal, hint: t.normalHint, done: t.normalDone },
];

/**
 * Mock mode only, in the faults panel: reseeds the mock's demo data at the large scale (thousands
 * of projects, apps, notifications; POST /__mock__/scale) or back at the normal one.
 */
export function ScaleSwitch() {
  const titleId = useId();
  const [setScale, state] = useSetMockScaleMutation();
  const [done, setDone] = useState<string | null>(null);

  const choose = async (choice: (typeof CHOICES)[number]) => {
    setDone(null);
    try {
      await setScale(choice.scale).unwrap();
      setDone(choice.done);
    } catch {
      // state.isError says so below.
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {t.title}
      </Typography>
      <Stack spacing={1}>
        {CHOICES.map((choice) => (
          <Stack key={choice.scale} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" size="small" disabled={state.isLoading} onClick={() => void choose(choice)} sx={{ flexShrink: 0 }}>
              {choice.label}
            </Button>
            <Typography variant="body2">{choice.hint}</Typography>
          </Stack>
        ))}
        {state.isLoading && <Alert severity="info" role="status">{t.working}</Alert>}
        {done && !state.isLoading && <Alert severity="success" role="status">{done}</Alert>}
        {state.isError && !state.isLoading && <Alert severity="error">{t.failed}</Alert>}
      </Stack>
    </Box>
  );
}
