import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A sign-in form that may arrive pre-rendered (src/prerender) must never submit natively: the
 * browser would put its fields in the address (a GET to the page) before any script could stop
 * it. So the pre-rendered HTML carries `method="post"` and a submit button of `type="button"`,
 * which neither a click nor Enter can submit; the button becomes a submit button once React has
 * hydrated the page. A click made before that (the button then has the focus) is replayed: the
 * form is submitted once, with what was typed. A page rendered in the browser is ready at once.
 */
export function useEarlySubmit() {
  // false while rendered at build time and during hydration, true from the first client commit on.
  const ready = useSyncExternalStore(subscribe, () => true, () => false);
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const replayed = useRef(false);
  useEffect(() => {
    if (!ready || replayed.current || !buttonRef.current || document.activeElement !== buttonRef.current) return;
    replayed.current = true;
    formRef.current?.requestSubmit();
  }, [ready]);
  return {
    ready,
    formRef,
    buttonRef,
    submitType: ready ? ('submit' as const) : ('button' as const),
    // Marks the button the production page's own script (src/public) turns into a submit button.
    buttonProps: { 'data-early-submit': '' },
  };
}
