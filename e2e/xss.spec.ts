/**
 * XSS through the sinks that matter in a real browser (hardening issue, part 3), on the demo build
 * with the production headers (Trusted Types enforced): project names (lists, details, the
 * dashboards' chart tooltips, which apexcharts writes with innerHTML), template names, app names,
 * Git repository names, notifications' HTML (the bell), file names, and content pages with their
 * editor. src/testing/xss.test.tsx runs every vector through every sink in jsdom; here a handful of
 * strong ones go where a browser would run them. Each test fails on a dialog (alert), on the
 * marker `window.__xss`, and (fixtures) on any CSP violation or page error.
 *
 * The names are put in the way a hostile server or user would leave them: the mock backend's
 * stored tables are rewritten in IndexedDB and its worker restarted to read them, so every
 * project, template, app and repository carries a vector and every notification is vector HTML.
 */
import type { Page } from '@playwright/test';
import { STRONG_VECTORS, XSS_STRINGS } from '../src/testing/xssVectors';
import ExcelJS from 'exceljs';
import { expect, signIn, test, waitForApp } from './fixtures';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Fails the test on any alert, confirm or prompt. */
function failOnDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

/**
 * Rewrites the mock backend's stored tables (IndexedDB) so that every project name and summary,
 * saved template name, app name and repository name is a vector, and every notification is vector
 * HTML; then stops the mock's worker, which reads the tables back on the next request.
 */
async function putVectorsInTheMockData(page: Page): Promise<void> {
  await waitForApp(page);
  await page.evaluate(
    async ({ strong, notifications }) => {
      const nameOf = (i: number) => `${strong[i % strong.length]} #${i}`;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('dfc-portal-mock-backend');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      type Row = Record<string, unknown>;
      // The stored layout (mocks/core/persistence.ts): a table's record in 'tables' ({version, data,
      // rows}: its non-row keys in data), and each row of its arrays in 'rows' under [table, key, rowKey].
      const eachRow = (table: string, key: string, change: (row: Row, index: number) => void) =>
        new Promise<number>((resolve, reject) => {
          const tx = database.transaction('rows', 'readwrite');
          const request = tx.objectStore('rows').openCursor(IDBKeyRange.bound([table, key], [table, key, []]));
          let count = 0;
          request.onsuccess = () => {
            const cursor = request.result;
            if (!cursor) return;
            const row = cursor.value as Row;
            change(row, count);
            count += 1;
            cursor.update(row);
            cursor.continue();
          };
          tx.oncomplete = () => (count > 0 ? resolve(count) : reject(new Error(`no stored rows of ${table}.${key}`)));
          tx.onerror = () => reject(tx.error);
        });
      const changeRecord = (table: string, change: (data: Record<string, unknown>) => void) =>
        new Promise<void>((resolve, reject) => {
          const tx = database.transaction('tables', 'readwrite');
          const store = tx.objectStore('tables');
          const request = store.get(table);
          request.onsuccess = () => {
            const record = request.result as { data: Record<string, unknown> };
            change(record.data);
            store.put(record, table);
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });

      await eachRow('projects', 'projects', (p, i) => Object.assign(p, { projectName: nameOf(i), projectSummary: nameOf(i + 1) }));
      await eachRow('projects', 'templates', (t, i) => Object.assign(t, { templateName: nameOf(i) }));
      await eachRow('apps', 'apps', (a, i) => Object.assign(a, { appName: nameOf(i) }));
      await changeRecord('gitTools', (data) => (data.devops as { repos: Row[] }).repos.forEach((r, i) => Object.assign(r, { name: nameOf(i) })));
      await eachRow('notifications', 'notifications', (n, i) => Object.assign(n, { notification: notifications[i % notifications.length] }));
      database.close();
    },
    { strong: [...STRONG_VECTORS], notifications: [...XSS_STRINGS] },
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

/** The tooltip apexcharts shows over the first bar of `chart` (a figure), and the category of that bar. */
async function hoverFirstBar(page: Page, figureLabel: RegExp): Promise<{ title: string; category: string }> {
  const figure = page.getByRole('figure', { name: figureLabel }).first();
  await figure.scrollIntoViewIfNeeded();
  const bar = figure.locator('.apexcharts-bar-area').first();
  await expect(bar).toBeVisible();
  await bar.hover();
  const title = figure.locator('.apexcharts-tooltip-title');
  await expect(title).not.toBeEmpty();
  // The hidden data table names the categories in the chart's order.
  const category = (await figure.locator('table tbody th').first().textContent()) ?? '';
  return { title: (await title.textContent()) ?? '', category };
}

test.describe('XSS vectors in the browser', () => {
  test('a brand manager meets vector names in the lists, the details, the chart tooltips, the bell, apps and Git', async ({ page }) => {
    test.setTimeout(120_000);
    const dialogs = failOnDialogs(page);
    await putVectorsInTheMockData(page);
    await signIn(page, 'gbm');

    await test.step('Projects Pending for Approval: names as text', async () => {
      await page.goto('/PendingProjectsForApproval');
      const list = page.getByRole('list', { name: 'Projects Pending for Approval' });
      await expect(list.getByRole('article').first()).toBeVisible();
      const names = await list.locator('article dd').allTextContents();
      expect(names.some((n) => STRONG_VECTORS.some((v) => n.startsWith(v)))).toBe(true);
      await expect(list.locator('img, svg:not([class*=Mui]), iframe, details')).toHaveCount(0);
      await expectNothingRan(page, dialogs);
    });

    await test.step('the details page: the heading is the name, as text', async () => {
      await page.getByRole('list', { name: 'Projects Pending for Approval' }).getByRole('link', { name: /^View Project / }).first().click();
      const heading = page.locator('#main h1').first();
      await expect(heading).toHaveText(/#\d+$/);
      const text = (await heading.textContent()) ?? '';
      expect(STRONG_VECTORS.some((v) => text.startsWith(v))).toBe(true);
      await expect(page.locator('#main img, #main iframe, #main details')).toHaveCount(0);
      await expectNothingRan(page, dialogs);
    });

    await test.step('the Dashboard: hovering a sub chart bar shows the project name as the tooltip title, as text', async () => {
      await page.goto('/overview/Dashboard');
      const toggle = page.getByRole('button', { name: 'Show projects for New Users' });
      await toggle.click();
      const { title, category } = await hoverFirstBar(page, /^New Users: the first \d+ projects$/);
      expect(category).toMatch(/#\d+$/);
      expect(STRONG_VECTORS.some((v) => category.startsWith(v))).toBe(true);
      expect(title).toBe(category);
      await expect(page.locator('.apexcharts-tooltip img, .apexcharts-tooltip svg, .apexcharts-tooltip iframe')).toHaveCount(0);
      await expectNothingRan(page, dialogs);
    });

    await test.step('the project dashboard, lifecycle board: the days charts name the projects; their tooltips too', async () => {
      await page.goto('/overview/ProjectDashboard/12?board=lifecycle');
      const { title, category } = await hoverFirstBar(page, /^Days to approval: the \d+ longest/);
      expect(category).toMatch(/#\d+$/);
      expect(STRONG_VECTORS.some((v) => category.startsWith(v))).toBe(true);
      expect(title).toBe(category);
      await expectNothingRan(page, dialogs);
    });

    await test.step('the bell: every notification is vector HTML, sanitised', async () => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const latest = page.getByRole('list', { name: 'Latest notifications' });
      await expect(latest.getByRole('listitem').first()).toBeVisible();
      await expect(latest.locator('script, iframe, svg, math, form, object, embed, style')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.goto('/notificationsCmpnt');
      const inbox = page.getByRole('list', { name: 'Your Notifications' });
      await expect(inbox.getByRole('listitem').first()).toBeVisible();
      await expect(inbox.locator('script, iframe, svg, math, form, object, embed, style')).toHaveCount(0);
      await expectNothingRan(page, dialogs);
    });

    await test.step('the apps of a project: app names as text', async () => {
      await page.goto('/project/12/apps?rows=all');
      const list = page.getByRole('list', { name: 'Apps of the project' });
      await expect(list.getByRole('article').first()).toBeVisible();
      const names = await list.getByRole('heading', { level: 2 }).allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(/#\d+$/);
      await expect(list.locator('img, iframe, details')).toHaveCount(0);
      await expectNothingRan(page, dialogs);
    });

    await test.step('Git: repository names as text, the remote URL a link only when https', async () => {
      await page.goto('/git_tools');
      await expect(page.getByRole('combobox', { name: 'DevOps project' })).toHaveValue(/.+/);
      await page.getByRole('tab', { name: 'Search A Git Repo' }).click();
      const repos = page.getByRole('combobox', { name: 'Repository' });
      await expect(repos.locator('option').nth(1)).toBeAttached();
      const first = (await repos.locator('option').nth(1).textContent()) ?? '';
      expect(first).toMatch(/#\d+$/);
      // The search by name finds it: the vector typed as a name.
      await page.getByRole('textbox', { name: 'Repo name' }).fill(first);
      await page.getByRole('search').getByRole('button').click();
      const repoName = page.locator('#git-repo-title');
      await expect(repoName).toHaveText(first, { timeout: 15_000 });
      for (const href of await page.locator('#main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
      await expectNothingRan(page, dialogs);
    });
  });

  test('an agency meets vector names in My Projects, the wizard (name, summary), Saved Templates and the details page', async ({ page }) => {
    test.setTimeout(90_000);
    const dialogs = failOnDialogs(page);
    await putVectorsInTheMockData(page);
    await signIn(page, 'gagency');

    await page.goto('/MyProjects');
    const list = page.getByRole('list', { name: 'My Projects' });
    await expect(list.getByRole('article').first()).toBeVisible();
    await expect(list.locator('img, iframe, details')).toHaveCount(0);
    await expectNothingRan(page, dialogs);

    // A project yet to create opens the wizard: name and summary read-only, as their values.
    const create = list.getByRole('link', { name: /^Create Project / }).first();
    await create.click();
    await expect(page).toHaveURL(/\/DFCCreateProject\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Project Name' })).toHaveValue(/#\d+$/);
    await expect(page.getByRole('textbox', { name: 'Summary' })).toHaveValue(/#\d+$/);
    await page.getByRole('button', { name: 'Saved Templates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved Templates' });
    await expect(dialog.getByRole('radio').first()).toBeAttached();
    for (const label of await dialog.locator('label').allTextContents()) expect(label).toMatch(/#\d+$/);
    await expect(dialog.locator('img, iframe, details')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectNothingRan(page, dialogs);

    await page.goto('/viewProjectDetails/12');
    await expect(page.locator('#main h1').first()).toHaveText(/#\d+$/);
    await expectNothingRan(page, dialogs);
  });

  test('admin puts vector HTML in an info page (the page, the editor, its preview stay inert) and imports a workbook named by a vector', async ({ page }) => {
    test.setTimeout(90_000);
    const dialogs = failOnDialogs(page);
    await signIn(page, 'admin');
    await page.goto('/overview/about_dfc');
    await expect(page.getByRole('article').first()).toBeVisible();

    // The server stores raw HTML: every vector, spread over the page's items.
    const saved = await page.evaluate(async ({ vectors, strong }) => {
      const token = localStorage.getItem('token');
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const items = (await (await fetch('/api/get_content/about_dfc', { headers })).json()) as Array<{ id: number; page: string; title: string }>;
      const per = Math.ceil(vectors.length / items.length);
      const statuses: number[] = [];
      for (const [i, item] of items.entries()) {
        const content = vectors.slice(i * per, (i + 1) * per).map((v) => `<p>${v}</p>`).join('');
        const title = `${strong[i % strong.length]} #${i}`;
        const answer = await fetch('/api/set_content', { method: 'POST', headers, body: JSON.stringify({ id: item.id, page: item.page, title, content }) });
        statuses.push(answer.status);
      }
      return statuses;
    }, { vectors: [...XSS_STRINGS], strong: [...STRONG_VECTORS] });
    for (const status of saved) expect(status).toBeLessThan(300);

    await page.reload();
    await waitForApp(page);
    const articles = page.getByRole('article');
    await expect(articles.first()).toBeVisible();
    await expect(page.locator('#main').locator('script, iframe, object, embed, svg:not([class*=Mui]), math, form, style, base, meta')).toHaveCount(0);
    await expectNothingRan(page, dialogs);

    // The editor loads the same HTML (TipTap parses it through the Trusted Types default policy).
    await page.getByRole('button', { name: /^Edit "/ }).first().click();
    const editor = page.getByRole('textbox', { name: 'Content' });
    await expect(editor).toBeVisible({ timeout: 20_000 });
    await expect(editor.locator('script, iframe, object, embed, svg, math, form, style, img[onerror]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.locator('#main').locator('script, iframe, object, embed, svg:not([class*=Mui]), math, form, style')).toHaveCount(0);
    await expectNothingRan(page, dialogs);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // An import: a workbook named by a vector, its cells vectors too (the preview shows them as text).
    await page.goto('/ImportAmpUsersData');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Users');
    sheet.addRow(['username', 'email', 'role', 'type', 'agency']);
    for (const [i, vector] of STRONG_VECTORS.entries()) sheet.addRow([vector, `xss${i}@example.com`, '2', 'INTERNAL', vector]);
    const fileName = `${STRONG_VECTORS[0]}.xlsx`;
    await page.locator('input[type=file]').setInputFiles({
      name: fileName,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await expect(page.getByText(fileName, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: STRONG_VECTORS[1], exact: true }).first()).toBeVisible();
    await expect(page.locator('#main').locator('img, iframe, details, svg:not([class*=Mui])')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Upload Status' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Upload Status' }).locator('img, iframe, details')).toHaveCount(0);
    await expectNothingRan(page, dialogs);
  });
});
