import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { selectSession } from '../../features/auth/slice';
import { useAppSelector } from '../hooks';
import { Footer } from './Footer';
import { IdleDialog } from './IdleDialog';
import { TopNav } from './TopNav';

/** The page frame: top navigation when the token carries a role, the page, the footer. */
export function Shell() {
  const session = useAppSelector(selectSession);
  const signedIn = session?.role != null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {signedIn && <TopNav />}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      {session && <IdleDialog />}
    </Box>
  );
}
