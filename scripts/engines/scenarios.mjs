/**
 * What `npm run engines` does in each engine, through a driver of firefox.mjs or webkit.mjs:
 * sign in through the form, open a user's first pages, the project journey (mirroring
 * e2e/projects.spec.ts's minimal path), and the two engine scenarios of issue 37. Each step
 * resolves with nothing or throws; the runner (scripts/engines.mjs) times it and reads the
 * driver's problems after it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { appReady, chooseOption, demoPassword, describePage, markTarget, openInApp, pageShown } from './inPage.mjs';

export const PRODUCT = 'DFC Portal';
const WAIT_MS = 30_000;
const LOGIN_BUTTON = 'button[data-early-submit]';

/** Waits for the element `spec` names (inPage.mjs markTarget) and clicks it. */
export async function clickOn(driver, spec, timeoutMs = WAIT_MS) {
  const name = spec.text ?? spec.label ?? spec.css;
  let target;
  try {
    target = await until(driver, `'${name}' to click${spec.withText ? ` in '${spec.withText}'` : ''}`, markTarget, [spec], timeoutMs);
  } catch (error) {
    // What the page showed instead: its address and its dialogs (a step that never ends says why).
    const seen = await driver.run(describePage).catch(() => 'unknown');
    throw new Error(`${error.message}; the page: ${seen}`, { cause: error });
  }
  await driver.click(target);
}

/** Waits until `fn(...args)` holds in the page; `what` names it when it never does. */
async function until(driver, what, fn, args = [], timeoutMs = WAIT_MS) {
  try {
    return await driver.waitFor(fn, args, timeoutMs);
  } catch (error) {
    throw new Error(`${what} never happened within ${timeoutMs / 1000} s (${error.message})`, { cause: error });
  }
}

const leftLogin = () => globalThis.location.pathname !== '/login' && Boolean(globalThis.localStorage.getItem('token'));

/**
 * Signs in through the login form as e2e's signIn does: the demo password as the mock lists it
 * (GET /__mock__/accounts), Username, Password, LOGIN, then off /login with a token stored.
 */
export async function signIn(driver, base, username) {
  // Signed in already: out through /logout in the app (a reload of a page whose mock worker is
  // still starting can leave WebKit's page without it); else /login is loaded.
  if (await driver.run(appReady).catch(() => false)) {
    await driver.run(openInApp, '/logout');
    await until(driver, 'the logout ending on /login', () => globalThis.location.pathname === '/login' && !globalThis.localStorage.getItem('token'));
  } else await driver.goto(`${base}/login`);
  await until(driver, 'the demo build starting on /login', appReady);
  const password = await driver.run(demoPassword);
  await until(driver, 'the login form working', (css) => globalThis.document.querySelector(css)?.type === 'submit', [LOGIN_BUTTON]);
  await driver.fill('#username', username);
  await driver.fill('#password', password);
  await driver.click(LOGIN_BUTTON);
  await until(driver, `${username} leaving /login signed in`, leftLogin);
}

/** Opens a page in the app and waits for its heading; resolves with the heading's text. */
export async function openPage(driver, page) {
  const ends = [[page.path, `${page.title} | ${PRODUCT}`]];
  if (page.detour) ends.push([page.detour.path, `${page.detour.title} | ${PRODUCT}`]);
  await driver.run(openInApp, page.path);
  const heading = await until(driver, `the heading of ${page.path}`, pageShown, [ends]);
  if (heading.startsWith('boot failure:')) throw new Error(`${page.path}: ${heading}`);
  return heading;
}

const dialogWith = (text) => ({ within: '[role="dialog"]', withText: text });

/** Logs out through the user menu: 'Do you want to Logout?' -> Yes, back on /login (e2e's signOut). */
async function signOut(driver) {
  await clickOn(driver, { css: 'button[aria-label$="Account menu"]' });
  await clickOn(driver, { css: '[role="menuitem"]', text: 'Logout' });
  await clickOn(driver, { css: 'button', text: 'Yes', ...dialogWith('Do you want to Logout?') });
  await until(driver, 'the logout ending on /login', () => globalThis.location.pathname === '/login' && !globalThis.localStorage.getItem('token'));
}

/**
 * The journey of e2e/projects.spec.ts's first test, to the submitted wizard: gbm creates a project
 * for gagency on Create DFC Project and logs out; gagency opens it from My Projects (Create
 * Project), fills the wizard from the saved template REACT STARTER, goes through the three steps
 * with Save & Continue and submits: 'Project submitted successfully'.
 */
export async function projectJourney(driver, base, name) {
  await signIn(driver, base, 'gbm');
  await openPage(driver, { path: '/CreateDFCProject', title: 'Create DFC Project' });
  // The selects wait (disabled) until the brand and agency lists have arrived.
  await until(driver, 'the brand and agency lists', () => {
    const agency = globalThis.document.querySelector('#create-project-agencyId');
    return Boolean(agency && !agency.disabled && [...agency.options].some((o) => o.textContent.trim() === 'gagency'));
  });
  await driver.fill('#create-project-projectName', name);
  await driver.run(chooseOption, '#create-project-brandId', { index: 1 });
  await driver.run(chooseOption, '#create-project-agencyId', { label: 'gagency' });
  await driver.fill('#create-project-projectSummary', `Summary of ${name}, written by the engine journey.`);
  await clickOn(driver, { css: 'form[aria-label="Create DFC Project"] button[type="submit"]', text: 'Submit' });
  await clickOn(driver, { css: 'button', text: 'Go to Home', ...dialogWith('Project Created Successfully') });
  await until(driver, 'home after creating', () => globalThis.location.pathname === '/');
  await signOut(driver);

  await signIn(driver, base, 'gagency');
  await openPage(driver, { path: '/MyProjects', title: 'My Projects' });
  await clickOn(driver, { css: 'a', text: `Create Project ${name}` });
  await until(driver, 'the wizard with its lists', () =>
    /^\/DFCCreateProject\/\d+$/.test(globalThis.location.pathname) &&
    [...globalThis.document.querySelectorAll('#wizard-markets option')].some((o) => o.textContent.includes('Global')),
  );
  await clickOn(driver, { css: 'button', text: 'Saved Templates' });
  await clickOn(driver, { css: 'input[type="radio"]', label: 'REACT STARTER', ...dialogWith('Saved Templates') });
  // A radio choice applies 150 ms after the click (seed 001 section 9): the button then works.
  await clickOn(driver, { css: 'button:not([disabled])', text: 'Fill Template Data', ...dialogWith('Saved Templates') });
  await until(driver, 'the template dialog closing', () => !globalThis.document.querySelector('[role="dialog"]'));
  const step = (heading) => until(driver, `the step '${heading}'`, (text) => globalThis.document.querySelector('#wizard-step-panel h2')?.textContent.trim() === text, [heading]);
  await step('General Information');
  await clickOn(driver, { css: 'button:not([disabled])', text: 'Save & Continue' });
  await step('Technical Information');
  await clickOn(driver, { css: 'button:not([disabled])', text: 'Save & Continue' });
  await step('Environment Information');
  // The Code Template radios (EnvironmentStep's RadioChoice 'wizard-code-template').
  const codeTemplates = (checked) => Boolean(globalThis.document.querySelector(`input[name="wizard-code-template"]${checked ? ':checked' : ''}`));
  await until(driver, 'the code templates', codeTemplates, [false]);
  // The template sets one; if it did not, the agency picks one itself.
  if (!(await driver.run(codeTemplates, true))) await clickOn(driver, { css: 'input[name="wizard-code-template"]', label: 'React Starter Kit' });
  await clickOn(driver, { css: 'button:not([disabled])', text: 'Submit' });
  await clickOn(driver, { css: 'button', text: 'Go to Home', ...dialogWith('Project submitted successfully') });
  await until(driver, 'home after submitting', () => globalThis.location.pathname === '/');
  await signOut(driver);
}

/**
 * Issue 37 (a), Firefox: leaving a page while the app's chunk is still loading is no boot
 * failure. /my_profile (a page that imports the app at once) is opened with the app's chunk held
 * by the server; once the engine has asked for it, the page is left for /forgot_password, whose
 * HTML the server holds too, so that the page being left stays until Firefox has given up on the
 * chunk (the server sees its request closed) and the failed import has run its course there
 * (LEFT_PAGE_MS); only then does /forgot_password arrive. Leaving must log nothing ("The portal
 * could not start" is a console error: the runner fails on it) and /forgot_password must show.
 * Resolves with what the engine did with the chunk.
 */
const LEFT_PAGE_MS = 1_000;
const ABANDON_WITHIN_MS = 5_000;

export async function leaveWhileLoading(driver, base, server) {
  await driver.goto(`${base}/forgot_password`);
  await until(driver, 'the demo build starting', appReady);
  const chunk = server.holdChunk('app');
  const next = server.holdPage('/forgot_password');
  let outcome;
  try {
    await driver.goto(`${base}/my_profile`, { wait: false });
    await chunk.requested;
    await driver.goto(`${base}/forgot_password`, { wait: false });
    await next.requested;
    outcome = await Promise.race([chunk.abandoned.then(() => 'chunk load stopped by leaving'), sleep(ABANDON_WITHIN_MS).then(() => null)]);
    // Not stopped: the test would prove nothing (the import was never aborted).
    if (!outcome) throw new Error(`Firefox did not stop the app chunk's load within ${ABANDON_WITHIN_MS / 1000} s of leaving the page`);
    await sleep(LEFT_PAGE_MS);
  } finally {
    next.release();
    chunk.release();
  }
  await until(driver, '/forgot_password after leaving /my_profile', pageShown, [[['/forgot_password', `Forgot Password | ${PRODUCT}`]]]);
  await until(driver, 'the demo build starting again', appReady);
  return outcome;
}

/**
 * Issue 37 (b): LOGIN clicked before the sign-in page works is kept. /login is opened with its
 * script (the demo-page chunk, which makes the form work) held by the server; the pre-rendered
 * form is filled and LOGIN clicked, and the button is then blurred, as Safari never focuses a
 * clicked button (WebKitGTK does): the click must be kept without the focus. Once the script is
 * let go, the sign-in completes, and the password is never in an address, neither the page's
 * nor any the server was asked for.
 */
export async function earlyLoginClick(driver, base, server) {
  await driver.goto(`${base}/forgot_password`);
  await until(driver, 'the demo build starting', appReady);
  const password = await driver.run(demoPassword);
  await driver.run(() => globalThis.localStorage.clear());
  const held = server.holdChunk('demo-page');
  const seen = server.addresses.start();
  try {
    await driver.goto(`${base}/login`, { wait: false });
    await held.requested;
    await until(driver, 'the pre-rendered login form', (css) => globalThis.document.querySelector(css)?.type === 'button', [LOGIN_BUTTON]);
    await driver.fill('#username', 'gbm');
    await driver.fill('#password', password);
    await driver.click(LOGIN_BUTTON);
    const early = await driver.run((css) => {
      const button = globalThis.document.querySelector(css);
      globalThis.document.activeElement?.blur?.();
      return button?.type === 'button' && globalThis.document.activeElement !== button;
    }, LOGIN_BUTTON);
    if (!early) throw new Error('LOGIN was not clicked early (the form already worked, or the button kept the focus)');
  } finally {
    held.release();
  }
  await until(driver, 'the early click signing in once the page works', leftLogin);
  const href = await driver.run(() => globalThis.location.href);
  const leaked = [href, ...seen.stop()].filter((address) => address.includes(password) || address.includes(encodeURIComponent(password)));
  if (leaked.length > 0) throw new Error(`the password was in ${leaked.length} address(es) after the early LOGIN click`);
  return 'signed in by the early click';
}
