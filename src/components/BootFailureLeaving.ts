/**
 * A page being left is no page that failed to start (issue 37). Firefox stops the scripts still
 * loading as soon as the user leaves the page (a link, a reload, an address typed), before the
 * next page arrives; the entry's import then rejects, sometimes with no error at all, and the
 * page being left would show the boot failure for its last moments. An import that fails while
 * the page is being left is not logged and shows nothing.
 *
 * Being left: beforeunload or pagehide seen, and no pageshow since (a page back from the
 * back-forward cache is here again). beforeunload is listened to only while an import of the
 * entry is pending (loadWatched): Firefox keeps no page with a beforeunload listener in its
 * back-forward cache. A failure met while leaving waits LEAVE_GRACE_MS: a page still there then
 * was not left after all (the address was a download, the user stayed), and the failure counts.
 */
export const LEAVE_GRACE_MS = 10_000;

let leaving = false;
let pending = 0;
const leave = () => {
  leaving = true;
};

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** Watches whether the page is being left while `load` (an import of the entry) is pending. */
export function loadWatched<T>(load: Promise<T>): Promise<T> {
  if (pending++ === 0) window.addEventListener('beforeunload', leave);
  const settled = () => {
    if (--pending === 0) window.removeEventListener('beforeunload', leave);
  };
  load.then(settled, settled);
  return load;
}

/** `report`, held back while the page is being left (and dropped if it is gone by then). */
export function unlessLeaving(report: (error: unknown) => void): (error: unknown) => void {
  return (error) => {
    if (leaving) window.setTimeout(() => report(error), LEAVE_GRACE_MS);
    else report(error);
  };
}
