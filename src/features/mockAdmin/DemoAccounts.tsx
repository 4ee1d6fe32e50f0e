import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMockAccountsQuery, useMockResetMutation } from '../../api/mockAdmin';
import { ROLE_NAMES, isRole } from '../../domain/roles';
import '../../store/apiRuntime';
import { texts } from '../../texts';
import { pageTexts } from '../../texts/pages';
import { demoTexts } from '../../texts/demo';

/* The fault switch loads when first opened, so the demo box's JavaScript does not grow. */
const FaultsPanel = lazy(() => import(/* webpackChunkName: "faults-panel" */ './FaultsPanel'));

/**
 * Mock mode only, in the login page's aside (registerMockAdmin): the demo accounts the mock
 * backend knows, a reset of its data, and its fault switch.
 */
export function DemoAccounts() {
  const { data: accounts, isError } = useMockAccountsQuery();
  const [resetDemo, reset] = useMockResetMutation();
  const [faultsOpen, setFaultsOpen] = useState(false);
  /** Mounted from the first opening on, so the dialog can play its closing transition. */
  const [faultsLoaded, setFaultsLoaded] = useState(false);
  const resetDone = reset.isSuccess;

  if (isError && !accounts) return null;
  return (
    <Box component="section" aria-labelledby="demo-accounts" sx={{ mt: 4 }}>
      <Typography id="demo-accounts" variant="h6" component="h2" gutterBottom>
        {texts.login.demoAccountsTitle}
      </Typography>
      <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => void resetDemo()}>
          {texts.login.resetDemoData}
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-haspopup="dialog"
          aria-label={demoTexts.faults.openLabel}
          onClick={() => {
            setFaultsLoaded(true);
            setFaultsOpen(true);
          }}
        >
          {demoTexts.faults.open}
        </Button>
      </Box>
      {faultsLoaded && (
        <Suspense fallback={null}>
          <FaultsPanel open={faultsOpen} onClose={() => setFaultsOpen(false)} />
        </Suspense>
      )}
      {resetDone && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {texts.login.demoDataReset}
        </Alert>
      )}
      {/* Last: the list arrives after the first paint and shifts nothing above it (CLS). */}
      {accounts && (
        <>
          <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
            {texts.login.demoPassword} <code>{accounts.password}</code>
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{texts.login.username}</TableCell>
                <TableCell>{pageTexts.profile.role}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.accounts.map((a) => (
                <TableRow key={a.username}>
                  <TableCell>
                    <code>{a.username}</code>
                  </TableCell>
                  <TableCell>{isRole(a.role) ? `${a.role} · ${ROLE_NAMES[a.role]}` : a.role}{a.note ? ` — ${a.note}` : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
}
