/**
 * The hooks of the demo box's markup (mock builds, /login): the React box
 * (src/features/mockAdmin/DemoAccountsView.tsx) carries these attributes, the build pre-renders it
 * with them (src/prerender), and the light script that drives it before the app loads
 * (src/public/demoBox.ts) finds its parts by them.
 */
export const DEMO_BOX = {
  /** The box itself (a section labelled by its heading). */
  box: 'data-demo-box',
  reset: 'data-demo-reset',
  faults: 'data-demo-faults',
  /** Holds the "has been reset" line (hidden in the pre-rendered box). */
  done: 'data-demo-done',
  /** Holds the demo password line and the accounts table (hidden until the accounts are in). */
  list: 'data-demo-list',
  /** The <code> that shows the mock's demo password (from GET /__mock__/accounts; never in the markup). */
  secretLine: 'data-demo-secret',
  /** The table's body: one row per account (the pre-rendered one is the pattern the script copies). */
  rows: 'data-demo-rows',
} as const;

export const selectorOf = (hook: (typeof DEMO_BOX)[keyof typeof DEMO_BOX]): string => `[${hook}]`;
