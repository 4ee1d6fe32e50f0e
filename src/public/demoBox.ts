import { callsOf } from '../api/call';
import { mockAdminContract, type DemoAccounts } from '../domain/contract/mockAdmin';
import { demoTexts } from '../texts/demo';
import { DEMO_BOX, selectorOf } from './demoBoxMarkup';

const calls = callsOf(mockAdminContract);

/**
 * The demo box of the pre-rendered /login (mock builds, issue 27), without the app: the build
 * pre-renders the React box's markup (src/features/mockAdmin/DemoAccountsView.tsx) with its list
 * hidden, and this script makes it work as the React box does: it lists the demo accounts the mock
 * knows (GET /__mock__/accounts) with their password, resets the demo data and says so, and opens
 * the fault switch (`openFaults`, which loads the dialog on demand). When the accounts cannot be
 * read, the box goes, as the React box does.
 */
export function enhanceDemoBox(root: HTMLElement, openFaults: () => Promise<unknown> | void): void {
  const box = root.querySelector<HTMLElement>(selectorOf(DEMO_BOX.box));
  if (!box) return;
  const part = (hook: (typeof DEMO_BOX)[keyof typeof DEMO_BOX]) => box.querySelector<HTMLElement>(selectorOf(hook));
  const list = part(DEMO_BOX.list);
  const rows = part(DEMO_BOX.rows);
  const pattern = rows?.querySelector('tr')?.cloneNode(true);
  if (!list || !rows || !(pattern instanceof HTMLTableRowElement)) return;

  const show = ({ password, accounts }: DemoAccounts) => {
    const passwordCode = part(DEMO_BOX.secretLine);
    if (passwordCode) passwordCode.textContent = password;
    rows.replaceChildren(
      ...accounts.map((account) => {
        const row = pattern.cloneNode(true) as HTMLTableRowElement;
        const [name, role] = [row.cells[0], row.cells[1]];
        // Texts, never markup: the answer is set through textContent.
        (name?.querySelector('code') ?? name)?.replaceChildren(account.username);
        role?.replaceChildren(demoTexts.accountRole(account.role, account.note));
        return row;
      }),
    );
    list.hidden = false;
  };
  let shown = false;
  const load = () =>
    calls.accounts().then(
      (accounts) => {
        show(accounts);
        shown = true;
      },
      () => {
        if (!shown) box.hidden = true;
      },
    );

  part(DEMO_BOX.reset)?.addEventListener('click', () => {
    calls.reset().then(
      () => {
        const done = part(DEMO_BOX.done);
        if (done) done.hidden = false;
        return load();
      },
      () => undefined,
    );
  });
  let opening = false;
  part(DEMO_BOX.faults)?.addEventListener('click', () => {
    if (opening) return;
    opening = true;
    Promise.resolve()
      .then(openFaults)
      .catch((error: unknown) => console.error('The fault switch could not be loaded', error))
      .finally(() => {
        opening = false;
      });
  });
  void load();
}
