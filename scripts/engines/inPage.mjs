/**
 * Functions `npm run engines` runs inside the page (both drivers send them as their source text:
 * they use nothing from this module's scope, and reach the page's globals through globalThis).
 */

/**
 * Reports every Content-Security-Policy violation of the document through the function the driver
 * exposed as `globalThis[reporter]` (as e2e/fixtures.ts's watchCspViolations does for Chromium).
 * Firefox runs it before the page's own scripts (a preload script).
 */
export function reportCspViolations(reporter) {
  globalThis.document.addEventListener('securitypolicyviolation', (event) => {
    const where = `${event.sourceFile || 'the page'}:${event.lineNumber}`;
    globalThis[reporter](`CSP violation at ${globalThis.location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${where} (${event.sample})`);
  });
}

/**
 * WebKitWebDriver has no log of the page and no script that runs before the page's own: this notes,
 * from the moment it runs until the document is left, every console error, uncaught error,
 * unhandled rejection and CSP violation in `globalThis.__enginesWatch`. Returns false when the
 * document was already watched, true when the watch starts now (a new document: what it logged
 * before is not seen here; the CSP reports the server receives still are).
 */
export function watchPage() {
  if (globalThis.__enginesWatch) return false;
  const problems = [];
  globalThis.__enginesWatch = problems;
  const at = () => globalThis.location.pathname;
  // WebKit's stack has no 'Name: message' line: both are given.
  const text = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}${value.stack ? `\n${value.stack.split('\n').slice(0, 4).join('\n')}` : ''}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  const consoleError = globalThis.console.error;
  globalThis.console.error = (...args) => {
    problems.push(`console error at ${at()}: ${args.map(text).join(' ')}`);
    consoleError.apply(globalThis.console, args);
  };
  globalThis.addEventListener('error', (event) => problems.push(`uncaught page error at ${at()}: ${text(event.error ?? event.message)}`));
  globalThis.addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection at ${at()}: ${text(event.reason)}`));
  globalThis.document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP violation at ${at()}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sample})`),
  );
  return true;
}

/** Takes what watchPage noted so far (null when the document is not watched). */
export function takeWatched() {
  const problems = globalThis.__enginesWatch;
  if (!problems) return null;
  return problems.splice(0, problems.length);
}

/**
 * Finds the visible element a step acts on and marks it for the driver: `css` matches it, and
 * `text` (its trimmed text or aria-label) or `label` (the text of its <label>, a required mark
 * aside, or its aria-label) names it when given; `within`: the CSS of an ancestor it must be in,
 * `withText`: a text that ancestor must hold. It must also stand still (no animation of it or an
 * ancestor running) and be the topmost element at its centre (nothing fading over it). Returns the CSS selector of the mark, or null.
 */
export function markTarget(spec) {
  const doc = globalThis.document;
  const norm = (value) => (value ?? '').replace(/\s+/g, ' ').replace(/\s*\*$/, '').trim();
  const visible = (el) => el.getClientRects().length > 0;
  let scopes = [doc];
  if (spec.within) {
    scopes = [...doc.querySelectorAll(spec.within)].filter((el) => visible(el) && (!spec.withText || norm(el.textContent).includes(spec.withText)));
  }
  const labelled = (el) => {
    if (norm(el.getAttribute('aria-label')) === spec.label) return true;
    const ids = (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.length && norm(ids.map((id) => doc.getElementById(id)?.textContent ?? '').join(' ')) === spec.label) return true;
    return [...(el.labels ?? [])].some((label) => norm(label.textContent) === spec.label);
  };
  for (const scope of scopes) {
    for (const el of scope.querySelectorAll(spec.css)) {
      if (!visible(el)) continue;
      if (spec.text !== undefined && norm(el.textContent) !== spec.text && norm(el.getAttribute('aria-label')) !== spec.text) continue;
      if (spec.label !== undefined && !labelled(el)) continue;
      // Only once it stands still (a menu growing open, a dialog sliding in): a driver's click
      // goes to where the element is when the click is sent.
      for (let node = el; node instanceof globalThis.Element; node = node.parentElement) {
        if (node.getAnimations?.().some((animation) => animation.playState === 'running')) return null;
      }
      // Only once nothing lies over it (a dialog's backdrop fading out, a menu closing).
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const box = el.getBoundingClientRect();
      const top = doc.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || !(top === el || el.contains(top) || top.contains(el))) return null;
      const mark = String((globalThis.__enginesMarks = (globalThis.__enginesMarks ?? 0) + 1));
      el.setAttribute('data-engines-target', mark);
      return `[data-engines-target="${mark}"]`;
    }
  }
  return null;
}

/**
 * Whether a page has shown: the app has redrawn since openInApp (or the page was loaded whole),
 * the page is one of `ends` ([path, document title]: the route's, or its detour's), nothing
 * in #main is still loading (aria-busy), and the page's heading (the first h1 of #main: the
 * content and info pages' documented heading is their banner's) is visible with a text.
 * Returns that heading's text, or a boot failure's message, or null while waiting.
 */
export function pageShown(ends) {
  const doc = globalThis.document;
  const failure = doc.querySelector('[data-boot-failure]');
  if (failure) return `boot failure: ${failure.textContent}`;
  if (globalThis.__enginesRedrawn === false) return null;
  if (!ends.some(([path, title]) => globalThis.location.pathname === path && doc.title === title)) return null;
  if (doc.querySelector('#main [aria-busy="true"]')) return null;
  const heading = doc.querySelector('#main h1');
  const text = heading?.textContent?.trim();
  return text && heading.getClientRects().length > 0 ? text : null;
}

/**
 * Opens a path of the app in the app, as its links do (the router follows history), and notes
 * when the page is redrawn after it: two pages of the same title and banner (the content pages)
 * are then told apart.
 */
export function openInApp(path) {
  globalThis.__enginesRedrawn = false;
  const observer = new globalThis.MutationObserver(() => {
    globalThis.__enginesRedrawn = true;
    observer.disconnect();
  });
  observer.observe(globalThis.document.getElementById('root') ?? globalThis.document.body, { childList: true, subtree: true });
  globalThis.history.pushState(null, '', path);
  globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate', { state: null }));
}

/** The demo build has started: its mock backend answers and the app has rendered (as e2e's waitForApp). */
export function appReady() {
  return (
    globalThis.document.documentElement.dataset.mockBackend === 'ready' &&
    globalThis.navigator.serviceWorker?.controller != null &&
    (globalThis.document.getElementById('root')?.childElementCount ?? 0) > 0
  );
}

/** The demo password, as the mock backend lists it for the login page (as e2e's demoPassword reads it). */
export async function demoPassword() {
  const response = await fetch('/__mock__/accounts');
  return (await response.json()).password;
}

/** Sets a native <select> to the option with `label` (or the option at `index`), as a user's choice fires change. */
export function chooseOption(css, choice) {
  const select = globalThis.document.querySelector(css);
  if (!select) return false;
  const options = [...select.options];
  const option = choice.label !== undefined ? options.find((o) => o.textContent.trim() === choice.label) : options[choice.index];
  if (!option) return false;
  const setter = Object.getOwnPropertyDescriptor(globalThis.HTMLSelectElement.prototype, 'value').set;
  setter.call(select, option.value);
  select.dispatchEvent(new globalThis.Event('input', { bubbles: true }));
  select.dispatchEvent(new globalThis.Event('change', { bubbles: true }));
  return true;
}

/** The page's address, its heading and its open dialogs and menus, for a step that failed. */
export function describePage() {
  const doc = globalThis.document;
  const short = (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120);
  const open = [...doc.querySelectorAll('[role="dialog"], [role="menu"]')].map((el) => `${el.getAttribute('role')} '${short(el)}'${el.getClientRects().length ? '' : ' (hidden)'}`);
  const heading = doc.querySelector('#main h1');
  return `${globalThis.location.pathname}, heading '${heading ? short(heading) : ''}', ${open.length ? open.join(', ') : 'no dialog or menu'}, focus on ${doc.activeElement?.tagName ?? 'nothing'}`;
}
