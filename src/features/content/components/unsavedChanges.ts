import { useEffect } from 'react';

/**
 * While `dirty`, leaving the page asks first. The app's router is a BrowserRouter (not a data
 * router), so react-router's useBlocker is not available; instead:
 * - closing or reloading the tab, or typing another address: the browser's own beforeunload prompt;
 * - a click on a link of this page (the menu, the top bar, a link in the content): `confirm(question)`
 *   before the navigation; declining stops the click before react-router sees it (capture phase).
 * Links inside `except` (the editor itself) are left alone. The browser's Back button is not caught.
 */
export function useUnsavedChangesGuard(dirty: boolean, question: string, except?: { current: HTMLElement | null }): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      // A modified click opens another tab or window: nothing is lost here.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const anchor = target?.closest('a[href]');
      if (!anchor || except?.current?.contains(anchor)) return;
      const href = anchor.getAttribute('href') ?? '';
      if (href.startsWith('#') || href.startsWith('mailto:') || anchor.getAttribute('target') === '_blank') return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, question, except]);
}
