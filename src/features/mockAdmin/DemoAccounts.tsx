import { lazy, Suspense, useState } from 'react';
import { useMockAccountsQuery, useMockResetMutation } from '../../api/mockAdmin';
import '../../store/apiRuntime';
import { DemoAccountsView } from './DemoAccountsView';

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
    <DemoAccountsView
      accounts={accounts}
      resetDone={resetDone}
      onReset={() => void resetDemo()}
      onOpenFaults={() => {
        setFaultsLoaded(true);
        setFaultsOpen(true);
      }}
    >
      {faultsLoaded && (
        <Suspense fallback={null}>
          <FaultsPanel open={faultsOpen} onClose={() => setFaultsOpen(false)} />
        </Suspense>
      )}
    </DemoAccountsView>
  );
}
