import { AppBar, Box, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NotificationBell } from '../../features/notifications';
import { mustResetPassword } from '../../domain/session';
import { selectSession } from '../../session/slice';
import { useAppSelector } from '../../store/hooks';
import { texts } from '../../texts';
import { Logo } from '../../components/Logo';
import { MainMenu, preloadMainMenu } from './MainMenu';
import { preloadUserMenu, UserMenu } from './UserMenu';

/**
 * The top bar (seed 000 section 2): logo to /, main menu, notifications bell, user menu. While the
 * password must be reset first (every route leads to /reset_password, and the server refuses the
 * portal's data), it keeps the logo and the user menu (Logout) only: no main menu, and no bell,
 * which would load the notifications.
 */
export function TopNav() {
  const session = useAppSelector(selectSession);
  const resetPending = session !== null && mustResetPassword(session.claims);
  // The menus' popups load when the bar is first pointed at or reached by keyboard.
  const preloadMenus = () => {
    if (!resetPending) preloadMainMenu();
    preloadUserMenu();
  };
  return (
    <AppBar position="sticky" component="header" elevation={1} onPointerEnter={preloadMenus} onFocusCapture={preloadMenus}>
      <Toolbar sx={{ gap: 1 }}>
        <Link component={RouterLink} to="/" sx={{ display: 'inline-flex', flexShrink: 0, mr: 1, borderRadius: 1 }} color="inherit">
          <Logo variant="inverse" label={texts.nav.logoAlt} />
        </Link>
        {!resetPending && <MainMenu />}
        <Box sx={{ flexGrow: 1 }} />
        {!resetPending && <NotificationBell />}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
