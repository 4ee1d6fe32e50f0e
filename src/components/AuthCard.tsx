import type { ReactNode } from 'react';
import { Container, Paper, Typography } from '@mui/material';
import { Logo } from './Logo';

/** The centred card the sign-in, forgot-password and reset pages share. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper elevation={2} sx={{ p: { xs: 3, sm: 4 } }}>
        <Logo style={{ display: 'block', marginBottom: 16 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
