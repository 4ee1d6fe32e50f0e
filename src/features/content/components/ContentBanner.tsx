import { Box, Container, Typography } from '@mui/material';
import { CONTENT_BANNER_HEIGHT } from '../../../domain/content';
import { contentTexts } from '../../../texts/content';

/** The banner's colours: white text on a dark gradient (each stop at least 4.5:1 against the text). */
export const BANNER_COLOURS = {
  text: '#ffffff',
  stops: ['#0b4f8a', '#083a66', '#6d1140'],
} as const;

/**
 * The banner of every content and info page (seed 001 section 2): the page's one h1, 'Welcome to
 * the {product}', and the subtitle, 300 px tall; it grows rather than clip on narrow screens.
 */
export function ContentBanner() {
  const [from, middle, to] = BANNER_COLOURS.stops;
  return (
    <Box
      data-testid="content-banner"
      sx={{
        minHeight: CONTENT_BANNER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        color: BANNER_COLOURS.text,
        backgroundColor: middle,
        background: `linear-gradient(120deg, ${from} 0%, ${middle} 60%, ${to} 100%)`,
      }}
    >
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
          {contentTexts.banner.headline}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 720, fontWeight: 400 }}>
          {contentTexts.banner.subtitle}
        </Typography>
      </Container>
    </Box>
  );
}
