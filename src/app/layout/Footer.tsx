import { Box, Container } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { texts } from '../../texts';
import { Logo } from '../../components/Logo';
import { can, type Capability } from '../../domain/roles';
import { selectRole } from '../../session/slice';
import { useAppSelector } from '../../store/hooks';

const f = texts.footer;

/**
 * The footer's menu list, each link with its route's capability: a signed-in role sees only the
 * links it may open (Git Tools is for roles 2 to 8: role 1 would bounce home). Signed out, every
 * link shows and goes through the sign-in like any other.
 */
export const FOOTER_LINKS: ReadonlyArray<{ label: string; to: string; capability: Capability }> = [
  { label: texts.nav.home, to: '/', capability: 'signedIn' },
  { label: texts.nav.notifications, to: '/notificationsCmpnt', capability: 'signedIn' },
  { label: texts.nav.myProfile, to: '/my_profile', capability: 'signedIn' },
  { label: f.gitTools, to: '/git_tools', capability: 'gitTools' },
  { label: texts.menu.dashboard, to: '/overview/Dashboard', capability: 'dashboards' },
];

export const footerLinksFor = (role: number | null | undefined) => FOOTER_LINKS.filter((link) => role == null || can(role, link.capability));

/* Box only (no Typography or Link): the footer is in the first page's JavaScript, also on /login. */
const linkSx = { color: 'primary.main', textDecorationColor: 'currentColor', '&:hover': { textDecorationThickness: 2 } } as const;
const headingSx = { typography: 'subtitle1', fontWeight: 700, m: 0, mb: 1 } as const;
const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 } as const;

/** The footer (seed 000 section 2): logo, tagline, contact block, menu list, copyright. Shown to everyone. */
export function Footer() {
  const role = useAppSelector(selectRole);
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
            {footerLinksFor(role).map((link) => (
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
