/**
 * The mock backend as a backend (DESIGN.md 'The mock backend as a backend'): writes are stored
 * before they are answered, so a reload right after a success message loses nothing.
 */
import { expect, expectNoSeriousA11yViolations, signIn, test, waitForApp } from './fixtures';
import { cardField, cardOf, dialogSaying, fillCreateForm, fromUserMenu, openCreatePage, openMyProjects, signOut } from './projects.helpers';

const CREATED = 'Project Created Successfully';
const SAW_SUCCESS = 'e2e:saw-success';
const DUPLICATE_NAME = 'Project Name Already exists please try with another name';

/** A project name no other run or seed uses. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('no lost writes', () => {
  test('a project created just before a reload is kept: its name is refused again and gagency finds it on My Projects', async ({ page }) => {
    test.setTimeout(90_000);
    const name = uniqueName('Quick Reload');

    await test.step('gbm creates the project and reloads as soon as the success message shows', async () => {
      await signIn(page, 'gbm');
      const form = await openCreatePage(page);
      await fillCreateForm(form, name, 'gagency');
      // The page reloads itself the moment the success message is in the DOM: no round trip to the
      // test runner between the answer and the reload, which a store-after-answer mock would not survive.
      await page.evaluate(
        ({ text, key }) => {
          new MutationObserver((_, observer) => {
            if (!document.body.textContent?.includes(text)) return;
            observer.disconnect();
            sessionStorage.setItem(key, text);
            location.reload();
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        },
        { text: CREATED, key: SAW_SUCCESS },
      );
      const reloaded = page.waitForEvent('load');
      await form.getByRole('button', { name: 'Submit' }).click();
      await reloaded;
      await waitForApp(page);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), SAW_SUCCESS), 'the success message showed before the reload').toBe(CREATED);
      await expect(page).toHaveURL(/\/CreateDFCProject$/);
    });

    await test.step('after the reload the same name is refused as a duplicate', async () => {
      const form = await openCreatePage(page);
      await fillCreateForm(form, name, 'gagency');
      await form.getByRole('button', { name: 'Submit' }).click();
      const dialog = await dialogSaying(page, DUPLICATE_NAME);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
      await signOut(page);
    });

    await test.step("the project is on gagency's My Projects", async () => {
      await signIn(page, 'gagency');
      await openMyProjects(page);
      const card = cardOf(page, 'My Projects', name);
      await expect(card).toHaveCount(1);
      await expect(cardField(card, 'Creator')).toHaveText('gbm');
      await expect(cardField(card, 'Status')).toHaveText('YET TO CREATE');
    });
  });
});

test.describe('the fault switch', () => {
  // The spoiled call is logged by the browser as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/] });

  test('a presenter adds a fault in the panel; the list it spoils says so with Retry, and Retry loads it once the fault is cleared', async ({ page }) => {
    test.setTimeout(90_000);

    await test.step('the demo box opens the fault switch, which takes a 500 on the pending list', async () => {
      await page.getByRole('button', { name: 'Open the mock fault switch' }).click();
      const panel = page.getByRole('dialog', { name: 'Mock faults' });
      await expect(panel.getByText('No faults: every call answers normally.')).toBeVisible();
      await panel.getByLabel('Endpoint').selectOption('projects.submitted');
      await panel.getByLabel('Failure').selectOption('500');
      await panel.getByRole('button', { name: 'Add fault' }).click();
      await expect(panel.getByText('projects.submitted: Server error (500), until removed')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await panel.getByRole('button', { name: 'Close' }).click();
    });

    await test.step('gbm opens the pending list: the failure is said in words, with Retry', async () => {
      await signIn(page, 'gbm');
      await fromUserMenu(page, 'Projects Pending for Approval');
      const alert = page.getByRole('alert').filter({ hasText: 'The projects could not be loaded.' });
      await expect(alert).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('with the fault cleared, Retry shows the list', async () => {
      await page.evaluate(async () => {
        const response = await fetch('/__mock__/faults', { method: 'DELETE' });
        if (!response.ok) throw new Error(`clearing faults answered ${response.status}`);
      });
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'The projects could not be loaded.' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^View Project / }).first()).toBeVisible();
    });
  });
});
