/** The longest slice (ms) of background work: far below a long task (50 ms), even on a slow CPU. */
const SLICE_MS = 8;

/**
 * Runs `step` in the browser's idle time until it returns true (done): each call gets the time
 * left for it (`timeLeft()`, ms: the idle period's, at most SLICE_MS) and should stop when that
 * reaches zero, so no slice becomes a long task or delays a frame. Without requestIdleCallback,
 * slices of SLICE_MS in timer tasks. Returns the cancel function (what is left is not done).
 */
export function runWhenIdle(step: (timeLeft: () => number) => boolean): () => void {
  let cancelled = false;
  // jsdom (the tests) and older Safari have none.
  const requestIdle = typeof requestIdleCallback === 'function' ? requestIdleCallback : null;
  const slice = (deadline?: IdleDeadline) => {
    if (cancelled) return;
    const start = performance.now();
    const timeLeft = () => Math.min(deadline ? deadline.timeRemaining() : SLICE_MS, SLICE_MS - (performance.now() - start));
    if (!step(timeLeft)) schedule();
  };
  const schedule = () => (requestIdle ? requestIdle(slice) : setTimeout(slice, 0));
  schedule();
  return () => {
    cancelled = true;
  };
}
