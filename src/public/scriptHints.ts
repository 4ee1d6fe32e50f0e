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
