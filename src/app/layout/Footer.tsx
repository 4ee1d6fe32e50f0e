import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { texts } from '../../texts';

const f = texts.footer;

/** The footer's menu list; links that need a sign-in go through the route guard like any other. */
export const FOOTER_LINKS = [
  { label: f.home, to: '/' },
  { label: f.notifications, to: '/notificationsCmpnt' },
  { label: f.myProfile, to: '/my_profile' },
  { label: f.gitTools, to: '/git_tools' },
  { label: f.dashboard, to: '/overview/Dashboard' },
] as const;

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 } as const;

/** The footer (seed 000 section 2): logo, tagline, contact block, menu list, copyright. Shown to everyone. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#e8edf3', color: 'text.primary', mt: 4, borderTop: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="lg"
        sx={{ py: 4, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}
      >
        <Box>
          <img src="/logo.svg" alt={texts.nav.logoAlt} width={120} height={40} />
          <Typography sx={{ mt: 1, maxWidth: 420 }}>{texts.product.tagline}</Typography>
        </Box>
        <Box component="section" aria-labelledby="footer-contact">
          <Typography id="footer-contact" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {f.contactTitle}
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {f.supportTeam}
            </Typography>
            <Typography component="span">
              {f.emailLabel} <Link href={`mailto:${f.email}`}>{f.email}</Link>
            </Typography>
            <Typography component="span">{f.hours}</Typography>
          </Box>
        </Box>
        <Box component="nav" aria-labelledby="footer-menu">
          <Typography id="footer-menu" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {f.menuTitle}
          </Typography>
          <Box component="ul" sx={listSx}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      </Container>
      <Box sx={{ borderTop: 1, borderColor: 'divider', py: 2 }}>
        <Container maxWidth="lg">
          <Typography variant="body2">{texts.product.copyright(new Date().getFullYear())}</Typography>
        </Container>
      </Box>
    </Box>
  );
}
