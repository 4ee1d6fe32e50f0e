import { Suspense } from 'react';
import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { selectSession } from '../../session/slice';
import { useAppSelector } from '../../store/hooks';
import { Footer } from './Footer';
import { ConnectivityNotice, IdleDialog, TopNav, useSignedInFrame } from './signedInChrome';

/** Where the top navigation goes, while its code loads (or its role is not known yet). */
function TopNavPlace() {
  return <Box sx={(theme) => ({ ...theme.mixins.toolbar, bgcolor: 'primary.main' })} />;
}

/**
 * The page frame: top navigation when the token carries a role, the page, the footer. The frame
 * of a signed-in page pre-rendered at build time has the navigation's place instead.
 */
export function Shell() {
  const session = useAppSelector(selectSession);
  const signedIn = session?.role != null;
  const frame = useSignedInFrame();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {frame && !signedIn && <TopNavPlace />}
      {signedIn && (
        <Suspense fallback={<TopNavPlace />}>
          <TopNav />
          <ConnectivityNotice />
        </Suspense>
      )}
      {/* At least a screen tall, so the footer starts below the fold and does not jump (CLS) when the lazy page arrives. */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      {session && (
        <Suspense fallback={null}>
          <IdleDialog />
        </Suspense>
      )}
    </Box>
  );
}
