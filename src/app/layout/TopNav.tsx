import { AppBar, Box, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NotificationBell } from '../../features/notifications';
import { texts } from '../../texts';
import { MainMenu } from './MainMenu';
import { UserMenu } from './UserMenu';

/** The top bar (seed 000 section 2): logo to /, main menu, notifications bell, user menu. */
export function TopNav() {
  return (
    <AppBar position="sticky" component="header" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <Link component={RouterLink} to="/" sx={{ display: 'inline-flex', flexShrink: 0, mr: 1, borderRadius: 1 }} color="inherit">
          <img src="/logo-inverse.svg" alt={texts.nav.logoAlt} width={120} height={40} />
        </Link>
        <MainMenu />
        <Box sx={{ flexGrow: 1 }} />
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
