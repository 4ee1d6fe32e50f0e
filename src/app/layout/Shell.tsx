import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { config } from '../../config';
import { afterFirstRender, firstRenderHeld } from '../../shared/firstRender';
import { selectSession } from '../../session/slice';
import { useAppSelector } from '../../store/hooks';
import { Footer } from './Footer';
import { ConnectivityNotice, IdleDialog, TopNav, useSignedInFrame } from './signedInChrome';

/** The build's mock flag (webpack's DefinePlugin); jest defines none, where config.mock decides alone. */
declare const __MOCK__: boolean | undefined;

/*
 * Mock builds only, and after the first render: neither a production build nor a first page loads
 * it. The test sits inline so that webpack drops the import in a production build (no chunk).
 */
const MockStorageNotice =
  typeof __MOCK__ === 'undefined' || __MOCK__
    ? lazy(() => import(/* webpackChunkName: "mock-storage" */ './MockStorageNotice').then((m) => ({ default: m.MockStorageNotice })))
    : null;

/** Calls back once the app's first render is on screen (at once when it already is). */
function subscribeFirstRender(onChange: () => void): () => void {
  let live = true;
  void afterFirstRender().then(() => live && onChange());
  return () => {
    live = false;
  };
}

/**
 * Whether the mock's storage banner may load: a mock build, once the app's first render is on
 * screen; never in a page pre-rendered at build time (nor while hydrating it).
 */
function useMockStorageCheck(): boolean {
  return useSyncExternalStore(subscribeFirstRender, () => config.mock && !firstRenderHeld(), () => false);
}

/** Where the top navigation goes, while its code loads (or its role is not known yet). */
function TopNavPlace() {
  return <Box sx={(theme) => ({ ...theme.mixins.toolbar, bgcolor: 'primary.main' })} />;
}

/**
 * The page frame: top navigation when the token carries a role, the page, the footer. The frame
 * of a signed-in page pre-rendered at build time has the navigation's place instead. In mock
 * builds, a banner above the page says when the mock could not read its storage (read-only).
 */
export function Shell() {
  const session = useAppSelector(selectSession);
  const signedIn = session?.role != null;
  const frame = useSignedInFrame();
  const mockStorageCheck = useMockStorageCheck();
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
      {MockStorageNotice && mockStorageCheck && (
        <Suspense fallback={null}>
          <MockStorageNotice />
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
