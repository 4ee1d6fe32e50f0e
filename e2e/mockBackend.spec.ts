/**
 * The mock backend as a backend (DESIGN.md 'The mock backend as a backend'): writes are stored
 * before they are answered, so a reload right after a success message loses nothing.
 */
import { expect, signIn, test, waitForApp } from './fixtures';
import { cardField, cardOf, dialogSaying, fillCreateForm, openCreatePage, openMyProjects, signOut } from './projects.helpers';

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
