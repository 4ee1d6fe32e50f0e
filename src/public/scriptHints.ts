/**
 * Adds a <link rel="preload|prefetch" as="script"> for each same-origin path of `paths` (a
 * space-separated list the build wrote into a data attribute: a signed-in frame's data-preload,
 * a sign-in page's data-prefetch). Anything that is not a path of this origin is ignored.
 */
export function addScriptHints(paths: string | undefined, rel: 'preload' | 'prefetch'): void {
  for (const url of (paths ?? '').split(' ').filter((path) => path.startsWith('/'))) {
    const link = document.createElement('link');
    link.rel = rel;
    link.setAttribute('as', 'script');
    link.href = url;
    document.head.append(link);
  }
}

/**
 * Runs `run` once the page has loaded and the browser is idle (or after 2 s of no idle time):
 * work the visitor does not wait for, such as prefetch hints, kept out of the tasks that make the
 * page work (each hint costs its insertion; a sign-in page's tasks stay short at a phone's CPU).
 */
export function afterLoadWhenIdle(run: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 2000 });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
