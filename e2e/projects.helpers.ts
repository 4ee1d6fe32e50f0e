/**
 * Steps of the project journeys (e2e/projects.spec.ts), as a demo user takes them: the user menu,
 * signing in and out, the create form, the card lists, the inbox and the wizard. Every page
 * reached through `onPage` is checked with axe once it has settled.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn } from './fixtures';

export const DATE_10 = /^\d{4}-\d{2}-\d{2}$/;

export const h1 = (page: Page) => page.locator('#main h1').first();

/**
 * Waits until no menu, popover or dialog is on screen or on its way out (axe would measure the
 * contrast of a fading menu), then runs axe.
 */
async function axeSettled(page: Page): Promise<void> {
  await expect(page.locator('.MuiModal-root')).toHaveCount(0);
  await axe(page);
}

/** Runs axe once the CSS transitions (a dialog fading in, a tab indicator moving) have ended. */
export async function axe(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

/** Waits for the page's heading (and what else must have loaded), checks where it is, then runs axe on it. */
export async function onPage(page: Page, heading: string | RegExp, path?: RegExp, ready?: Locator): Promise<void> {
  if (path) await expect(page).toHaveURL(path);
  await expect(h1(page)).toHaveText(heading);
  if (ready) await expect(ready).toBeAttached();
  await axeSettled(page);
}

/** Follows a link of the user menu (the top bar's account button). */
export async function fromUserMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Signs in on /login and checks the home page it lands on. */
export async function signInHome(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/$/);
  await expect(h1(page)).toBeVisible();
  await axeSettled(page);
}

/** Logs out through the user menu: 'Do you want to Logout?' -> Yes, back on /login. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Do you want to Logout?' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
}

/** Shows every row of the page's paged table (5 by default; seed 001 section 9): All. */
export async function showAllRows(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Rows per page:' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'All', exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The one dialog of the page, once it shows `text`. */
export async function dialogSaying(page: Page, text: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A card's value for a term (Project, Agency, Status, ...). */
export function cardField(card: Locator, term: string): Locator {
  return card.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** The card (article) of a project in a list, by its exact name. */
export function cardOf(page: Page, list: string, projectName: string): Locator {
  return page
    .getByRole('list', { name: list })
    .getByRole('article')
    .filter({ has: page.locator('dd').getByText(projectName, { exact: true }) });
}

/** gbm (or any creator) fills /CreateDFCProject: reached through the user menu. */
export async function openCreatePage(page: Page): Promise<Locator> {
  await fromUserMenu(page, 'Create DFC Project');
  const form = page.getByRole('form', { name: 'Create DFC Project' });
  // The selects wait (disabled, greyed) until the brand and agency lists have arrived.
  await expect(form.getByRole('combobox', { name: 'Agency' }).getByRole('option', { name: 'gagency', exact: true })).toBeAttached();
  await expect(form.getByRole('combobox', { name: 'Brand' })).toBeEnabled();
  await onPage(page, 'Create DFC Project', /\/CreateDFCProject$/);
  return form;
}

export async function fillCreateForm(form: Locator, name: string, agency: string): Promise<void> {
  await form.getByRole('textbox', { name: 'Project Name' }).fill(name);
  await form.getByRole('combobox', { name: 'Brand' }).selectOption({ index: 1 });
  await form.getByRole('combobox', { name: 'Agency' }).selectOption({ label: agency });
  await form.getByRole('textbox', { name: 'Summary' }).fill(`Summary of ${name}, written by the e2e journey.`);
}

/** gbm creates a project for an agency: 'Project Created Successfully' -> Go to Home. */
export async function createProject(page: Page, name: string, agency = 'gagency'): Promise<void> {
  const form = await openCreatePage(page);
  await fillCreateForm(form, name, agency);
  await form.getByRole('button', { name: 'Submit' }).click();
  const dialog = await dialogSaying(page, 'Project Created Successfully');
  await dialog.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** My Projects through the user menu, with its colour legend. */
export async function openMyProjects(page: Page): Promise<void> {
  await fromUserMenu(page, 'My Projects');
  await onPage(page, 'My Projects', /\/MyProjects$/, page.getByRole('list', { name: 'My Projects' }).getByRole('article').first());
}

/** The inbox through the bell's 'Show All Notifications'. */
export async function openInbox(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('link', { name: 'Show All Notifications' }).click();
  const inbox = page.getByRole('list', { name: 'Your Notifications' });
  await onPage(page, 'Notifications', /\/notificationsCmpnt$/, inbox.getByRole('listitem').first());
  return inbox;
}

/** The wizard has loaded the project and its lists (the first step's Markets offers Global). */
export const wizardReady = (page: Page) => page.locator('#wizard-markets option', { hasText: 'Global' });

/** The wizard's step heading (h2 in the step panel). */
export const stepHeading = (page: Page) => page.locator('#wizard-step-panel h2');

/** In the wizard: Saved Templates -> pick one -> 'Fill Template Data'. */
export async function fillFromSavedTemplate(page: Page, template: string): Promise<void> {
  await page.getByRole('button', { name: 'Saved Templates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved Templates' });
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: 'Fill Template Data' })).toBeDisabled();
  // A radio choice applies 150 ms after the click (seed 001 section 9): click, then wait for it.
  await dialog.getByRole('radio', { name: template, exact: true }).click();
  await expect(dialog.getByRole('radio', { name: template, exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Fill Template Data' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * From step 1, Save & Continue to step 3 (entering step 2 saves a DRAFT), makes sure a code
 * template is chosen, and submits: 'Project submitted successfully' -> Go to Home.
 */
export async function continueAndSubmit(page: Page, expectedCodeTemplate: string): Promise<void> {
  await expect(stepHeading(page)).toHaveText('General Information');
  const draftSaved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.ok());
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Technical Information');
  const draft = await draftSaved;
  expect(draft.request().postDataJSON()).toMatchObject({ projectCreationStatus: 'DRAFT' });
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Environment Information');

  const codeTemplates = page.getByRole('group', { name: 'Code Template' });
  await expect(codeTemplates.getByRole('radio').first()).toBeVisible();
  const chosen = codeTemplates.getByRole('radio', { checked: true });
  // The template sets one; if it did not, the agency picks one itself.
  if ((await chosen.count()) === 0) await codeTemplates.getByRole('radio', { name: expectedCodeTemplate, exact: true }).click();
  await expect(codeTemplates.getByRole('radio', { name: expectedCodeTemplate, exact: true })).toBeChecked();
  await axe(page);

  const submission = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const submitted = await submission;
  expect(submitted.ok()).toBe(true);
  expect(submitted.request().postDataJSON()).toMatchObject({ projectCreationStatus: 'SUBMITTED', dfcTemplates: { name: expectedCodeTemplate } });
  const dialog = await dialogSaying(page, 'Project submitted successfully');
  await expect(dialog).toContainText("Currently it is pending for brand manager's approval");
  await dialog.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The id at the end of the current address. */
export const idFromUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());
