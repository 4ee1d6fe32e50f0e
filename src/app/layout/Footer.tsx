import { Box, Container } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { texts } from '../../texts';
import { Logo } from '../../components/Logo';

const f = texts.footer;

/** The footer's menu list; links that need a sign-in go through the route guard like any other. */
export const FOOTER_LINKS = [
  { label: texts.nav.home, to: '/' },
  { label: texts.nav.notifications, to: '/notificationsCmpnt' },
  { label: texts.nav.myProfile, to: '/my_profile' },
  { label: f.gitTools, to: '/git_tools' },
  { label: texts.menu.dashboard, to: '/overview/Dashboard' },
] as const;

/* Box only (no Typography or Link): the footer is in the first page's JavaScript, also on /login. */
const linkSx = { color: 'primary.main', textDecorationColor: 'currentColor', '&:hover': { textDecorationThickness: 2 } } as const;
const headingSx = { typography: 'subtitle1', fontWeight: 700, m: 0, mb: 1 } as const;
const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 } as const;

/** The footer (seed 000 section 2): logo, tagline, contact block, menu list, copyright. Shown to everyone. */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: '#e8edf3', color: 'text.primary', typography: 'body1', mt: 4, borderTop: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        sx={{ py: 4, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}
      >
        <div>
          <Logo label={texts.nav.logoAlt} />
          <Box component="p" sx={{ mt: 1, mb: 0, maxWidth: 420 }}>
            {texts.product.tagline}
          </Box>
        </div>
        <section aria-labelledby="footer-contact">
          <Box component="h2" id="footer-contact" sx={headingSx}>
            {f.contactTitle}
          </Box>
          <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 0.5 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {f.supportTeam}
            </Box>
            <span>
              {f.emailLabel}{' '}
              <Box component="a" href={`mailto:${f.email}`} sx={linkSx}>
                {f.email}
              </Box>
            </span>
            <span>{f.hours}</span>
          </Box>
        </section>
        <nav aria-labelledby="footer-menu">
          <Box component="h2" id="footer-menu" sx={headingSx}>
            {f.menuTitle}
          </Box>
          <Box component="ul" sx={listSx}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Box component={RouterLink} to={link.to} sx={linkSx}>
                  {link.label}
                </Box>
              </li>
            ))}
          </Box>
        </nav>
      </Container>
      <Box sx={{ borderTop: 1, borderColor: 'divider', py: 2, typography: 'body2' }}>
        <Container maxWidth="lg">{texts.product.copyright(new Date().getFullYear())}</Container>
      </Box>
    </Box>
  );
}
