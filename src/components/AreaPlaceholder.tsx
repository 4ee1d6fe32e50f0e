import type { ReactNode } from 'react';
import { Alert, Container, Typography } from '@mui/material';
import { texts } from '../texts';

/** The plain page of an area that a later release builds; it says so plainly. */
export function AreaPlaceholder({ area, children }: { area: string; children?: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {area}
      </Typography>
      <Alert severity="info">{texts.common.notAvailableYet(area)}</Alert>
      {children}
    </Container>
  );
}
