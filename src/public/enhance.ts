import { forgotPassword } from '../api/signInCalls';
import { afterSignIn, checkCredentials, credentialsProblem, requestPasswordMail } from '../session/credentials';
import { loadStoredToken, storedServerNow, storeToken } from '../session/storage';
import { takeEarlyClick } from './earlyClick';
import { addScriptHints, afterLoadWhenIdle } from './scriptHints';
import { markPublicPage, setBusy, showNotice, trackFieldFocus, unmarkPublicPage } from './page';

/**
 * The pre-rendered sign-in pages of a production build (issue 11), before the app loads.
 *
 * /login and /forgot_password arrive as finished HTML (src/prerender). Instead of loading the
 * whole app (React, MUI, the router, the store) to hydrate them, this script of a few KB makes
 * their forms work: the same rules and texts as the React pages (src/session/credentials.ts), the
 * same calls (src/api/signInCalls.ts), the same markup. Links are plain links between pages. After a
 * good sign-in it stores the token as the app does, moves to the page the user is going to, and
 * starts the app there (`startApp`), whose chunk the browser has prefetched meanwhile (data-prefetch).
 *
 * A visitor who already has a session, or a page without its form, gets the app at once.
 * Returns whether this script drives the page (false: the app was started instead).
 */
export function enhancePublicPage(root: HTMLElement, startApp: () => void): boolean {
  const form = root.querySelector('form');
  if (loadStoredToken(storedServerNow()) || !form) {
    startApp();
    return false;
  }
  markPublicPage(root);
  prefetchApp(root);
  // The pre-rendered button is `type="button"`, so nothing submits natively (useEarlySubmit); a
  // click made on it before this script ran was noted (earlyClick.ts): it is replayed once.
  const button = form.querySelector<HTMLButtonElement>('button[type="button"][data-early-submit]');
  const clickedEarly = takeEarlyClick(button);
  trackFieldFocus(form);
  if (root.dataset.prerendered === '/forgot_password') enhanceForgotPassword(form);
  else enhanceLogin(root, form, startApp);
  if (button) button.type = 'submit';
  if (clickedEarly) form.requestSubmit();
  return true;
}

/**
 * The app's scripts and the HTTP client's, which the build names in the page's data-prefetch: the
 * browser fetches them at idle priority, so they are in when the visitor signs in. Added once the
 * page has loaded and is idle, not in the task that makes the form work. (Not webpack's prefetch
 * of an import: that would start on every page, a signed-in frame's first call included, and in
 * the task of the chunk that imports.)
 */
function prefetchApp(root: HTMLElement) {
  const paths = root.dataset.prefetch;
  afterLoadWhenIdle(() => addScriptHints(paths, 'prefetch'));
}

function field(form: HTMLFormElement, name: string): HTMLInputElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element : null;
}

function submitButton(form: HTMLFormElement): HTMLButtonElement | null {
  return form.querySelector('button[type="submit"]');
}

/** Runs one submission at a time, with the submit button busy meanwhile. */
function onSubmit(form: HTMLFormElement, handle: () => Promise<boolean | void>) {
  let busy = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    const button = submitButton(form);
    if (button) setBusy(button, true);
    handle()
      .catch(() => false)
      .then((keepBusy) => {
        if (keepBusy === true) return; // the app is taking over the page
        busy = false;
        if (button) setBusy(button, false);
      });
  });
}

/** Where the router had been sent from, if the visitor reloaded /login after a redirect. */
function redirectedFrom(): string | null {
  const state = window.history.state as { usr?: { from?: unknown } } | null;
  return typeof state?.usr?.from === 'string' ? state.usr.from : null;
}

function enhanceLogin(root: HTMLElement, form: HTMLFormElement, startApp: () => void) {
  onSubmit(form, async () => {
    const username = field(form, 'username')?.value ?? '';
    // The password is read from its field for this one call, and kept nowhere.
    const password = field(form, 'password')?.value ?? '';
    const problem = credentialsProblem(username, password);
    if (problem) {
      showNotice(form, { tone: 'error', message: problem });
      return false;
    }
    showNotice(form, null);
    const outcome = await checkCredentials(username, password);
    if (!outcome.ok) {
      showNotice(form, { tone: 'error', message: outcome.message });
      return false;
    }
    storeToken(outcome.token);
    window.history.replaceState(null, '', afterSignIn(redirectedFrom()));
    unmarkPublicPage(root);
    startApp();
    return true;
  });
}

function enhanceForgotPassword(form: HTMLFormElement) {
  onSubmit(form, async () => {
    const email = field(form, 'email')?.value ?? '';
    const outcome = await requestPasswordMail(email, (address) => forgotPassword(address));
    showNotice(form, { tone: outcome.severity, message: outcome.message });
  });
}
