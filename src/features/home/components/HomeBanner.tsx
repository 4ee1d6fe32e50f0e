import { Box, Container, Typography } from '@mui/material';

/** The 300 px banner with the page's one h1 (seed 001 section 2); it grows rather than clip on narrow screens. */
export function HomeBanner({ headline, subtitle }: { headline: string; subtitle: string }) {
  return (
    <Box
      sx={{
        minHeight: 300,
        display: 'flex',
        alignItems: 'center',
        color: 'primary.contrastText',
        background: 'linear-gradient(120deg, #0b4f8a 0%, #083a66 60%, #6d1140 100%)',
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
          {headline}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 720, fontWeight: 400 }}>
          {subtitle}
        </Typography>
      </Container>
    </Box>
  );
}
