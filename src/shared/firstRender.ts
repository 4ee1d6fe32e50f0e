/**
 * Calls that can wait for the app's first render (the bell's badge) wait for it (issue 11).
 *
 * The first render of a signed-in page is a transition: React renders it in short slices. A
 * response that changes the store during those slices (the badge count arriving) makes React
 * throw the slices away and render the whole page again in one synchronous task, because a
 * component that reads the store (useSelector) would otherwise show two states at once. Started
 * after the first commit, the same response re-renders only the bell.
 *
 * Open by default, so tests and any store without an app never wait: main.tsx holds the gate
 * before the first render and <FirstCommit> opens it once that render is on screen.
 */
let gate: Promise<void> | null = null;
let open: () => void = () => undefined;

/** Holds calls that wait for the first render until releaseAfterFirstRender() (main.tsx, before rendering). */
export function holdUntilFirstRender(): void {
  if (gate) return;
  gate = new Promise<void>((resolve) => {
    open = resolve;
  });
}

/** The first render has committed: the waiting calls go. Idempotent. */
export function releaseAfterFirstRender(): void {
  open();
  gate = null;
}

/** Whether main.tsx still holds the calls that wait for the first render (false once it has committed, and in tests). */
export function firstRenderHeld(): boolean {
  return gate !== null;
}

/** Resolves at once, or when the app's first render has committed if main.tsx is holding it. */
export function afterFirstRender(): Promise<void> {
  return gate ?? Promise.resolve();
}
