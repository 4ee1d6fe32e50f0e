import { useEffect, useRef, useSyncExternalStore } from 'react';
import { takeEarlyClick } from '../public/earlyClick';

const subscribe = () => () => {};

/**
 * A sign-in form that may arrive pre-rendered (src/prerender) must never submit natively: the
 * browser would put its fields in the address (a GET to the page) before any script could stop
 * it. So the pre-rendered HTML carries `method="post"` and a submit button of `type="button"`
 * (`type={ready ? 'submit' : 'button'}` with `data-early-submit`), which neither a click nor Enter
 * can submit; the button becomes a submit button once React has hydrated the page (or, in a
 * production build, once the page's own script runs: src/public/enhance.ts).
 *
 * false while rendered at build time and during hydration, true from the first client commit on
 * (and at once for a page rendered in the browser).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

/**
 * A click made before the page was ready (noted by the entry as it happened: src/public/earlyClick.ts;
 * not read from the focus, which Safari does not give a clicked button) is replayed once it is: the form is
 * submitted once, with what was typed. Give the refs to the form and its button.
 */
export function useReplayEarlyClick(ready: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const replayed = useRef(false);
  useEffect(() => {
    if (!ready || replayed.current || !takeEarlyClick(buttonRef.current)) return;
    replayed.current = true;
    formRef.current?.requestSubmit();
  }, [ready]);
  return { formRef, buttonRef };
}
