import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { selectSession } from '../../session/slice';
import { useAppSelector } from '../../store/hooks';
import { Footer } from './Footer';

/* Signed-in chrome loads on demand, so the sign-in page stays light. */
const TopNav = lazy(() => import(/* webpackChunkName: "top-nav" */ './TopNav').then((m) => ({ default: m.TopNav })));
const ConnectivityNotice = lazy(() =>
  import(/* webpackChunkName: "top-nav" */ '../../session/ConnectivityNotice').then((m) => ({ default: m.ConnectivityNotice })),
);
const IdleDialog = lazy(() => import(/* webpackChunkName: "idle" */ './IdleDialog').then((m) => ({ default: m.IdleDialog })));

/** The page frame: top navigation when the token carries a role, the page, the footer. */
export function Shell() {
  const session = useAppSelector(selectSession);
  const signedIn = session?.role != null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {signedIn && (
        <Suspense fallback={<Box sx={(theme) => ({ ...theme.mixins.toolbar, bgcolor: 'primary.main' })} />}>
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
