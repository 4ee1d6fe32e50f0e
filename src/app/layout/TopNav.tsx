import { AppBar, Box, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NotificationBell } from '../../features/notifications';
import { texts } from '../../texts';
import { Logo } from '../../components/Logo';
import { MainMenu } from './MainMenu';
import { UserMenu } from './UserMenu';

/** The top bar (seed 000 section 2): logo to /, main menu, notifications bell, user menu. */
export function TopNav() {
  return (
    <AppBar position="sticky" component="header" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <Link component={RouterLink} to="/" sx={{ display: 'inline-flex', flexShrink: 0, mr: 1, borderRadius: 1 }} color="inherit">
          <Logo variant="inverse" label={texts.nav.logoAlt} />
        </Link>
        <MainMenu />
        <Box sx={{ flexGrow: 1 }} />
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
