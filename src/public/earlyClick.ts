/**
 * A LOGIN (or SEND) click made on a pre-rendered page before its form works (issue 37).
 *
 * Until the page's script or React takes the form over, its button is `type="button"`: a click
 * submits nothing, so the fields never go in an address (src/components/useEarlySubmit.ts). The
 * click is kept instead and replayed once the form works. It is noted when it happens, by a
 * listener the entry sets at once (src/boot.ts), not read afterwards from the focus: Safari does
 * not focus a button it clicks. A click made before the entry ran is known only where the engine
 * focused the button (Chromium, Firefox): the focus is read once, when the listener is set.
 */
const EARLY_BUTTON = 'button[type="button"][data-early-submit]';

const clicked = new WeakSet<Element>();

function earlyButtonOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(EARLY_BUTTON) : null;
}

/** From now on, notes a click on an early submit button of `root` (capture: before any other listener). */
export function recordEarlyClicks(root: HTMLElement): void {
  const focused = earlyButtonOf(document.activeElement);
  if (focused && root.contains(focused)) clicked.add(focused);
  root.addEventListener(
    'click',
    (event) => {
      const button = earlyButtonOf(event.target);
      if (button && root.contains(button)) clicked.add(button);
    },
    true,
  );
}

/** Whether `button` was clicked before its form worked; true once, for the one replay. */
export function takeEarlyClick(button: Element | null): boolean {
  return button !== null && clicked.delete(button);
}
