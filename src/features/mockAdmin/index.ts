/**
 * The mock backend's own tools (mock mode only): the demo accounts, the demo-data reset and the
 * fault switch, shown beside the sign-in form. Nothing imports this feature: the boot registers
 * it in mock builds only (inside `if (__MOCK__)`, through a dynamic import), so a production
 * build carries none of it, and the login page renders its slot without knowing what fills it.
 */
import { lazy } from 'react';
import { loginAside } from '../../components/slots';

/* Loaded when the login page first renders its aside: the sign-in page's own JavaScript does not grow. */
const DemoAccounts = lazy(() => import(/* webpackChunkName: "demo-accounts" */ './DemoAccounts').then((m) => ({ default: m.DemoAccounts })));

/** Puts the demo box (accounts, reset, faults) in the login page's aside. */
export function registerMockAdmin(): void {
  loginAside.register(DemoAccounts);
}
