/**
 * The project lifecycle end to end (issue 3, Tests): in one browser, as demo users would, signing
 * out and in between users. Creation, My Projects, the wizard from a saved template, the
 * two-stage approval, the reject path, the duplicate name, the wizard's validation, the team and
 * task tabs, and a project name made of HTML shown as text everywhere. axe runs on every page
 * visited; the fixtures fail a test on any uncaught page error or unexpected console error.
 */
import { expect, test } from './fixtures';
import {
  axe,
  cardField,
  cardOf,
  continueAndSubmit,
  createProject,
  DATE_10,
  dialogSaying,
  fillCreateForm,
  fillFromSavedTemplate,
  fromUserMenu,
  h1,
  idFromUrl,
  onPage,
  openCreatePage,
  openInbox,
  openMyProjects,
  showAllRows,
  signInHome,
  signOut,
  stepHeading,
  wizardReady,
} from './projects.helpers';

declare global {
  interface Window {
    __xss?: number;
  }
}

/* Demo data the journeys rely on (mocks/<area>/seed.ts). */
const REACT_STARTER = 'REACT STARTER';
const REACT_STARTER_CODE_TEMPLATE = 'React Starter Kit';
const GAGENCY_AGENCY_NAME = 'Northwind Creative';
const ZENITH_KIDS_CLUB = 'Zenith Kids Club'; // 24: lagency's, SUBMITTED, waiting for gbm
const AURORA_RELAUNCH = 'Aurora Relaunch'; // 12: gagency's, APPROVED, a team of 5 and tasks
const SMART_HOME_HUB = 'Solstice Smart Home Hub'; // 18: gagency's, not yet created, no template
const XSS_NAME = '<img src=x onerror="window.__xss=1">Promo';

/** The tech user select's hint once the tech users have arrived (before, it is greyed out). */
const CHOOSE_TECH_USER = 'Choose a tech team user to approve or assign the project.';

/** A project name no other run or seed uses. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;


test.describe('project lifecycle', () => {
  test.describe.configure({ mode: 'parallel' });

  test('gbm creates a project for gagency, gagency fills it from a saved template, gbm assigns it to tech, tech approves', async ({ page }) => {
    test.setTimeout(240_000);
    const name = uniqueName('Orchid Launch');
    let projectId = 0;

    await test.step('gbm creates the project for gagency', async () => {
      await signInHome(page, 'gbm');
      await createProject(page, name);
      await signOut(page);
    });

    await test.step('gagency sees it on My Projects as Create Project (pink) and fills the wizard from REACT STARTER', async () => {
      await signInHome(page, 'gagency');
      await openMyProjects(page);
      const legend = page.getByRole('list', { name: 'Colour legend' });
      await expect(legend.getByRole('listitem')).toHaveText(['Yet to Create', 'Yet to get Approval', 'Approved']);
      const card = cardOf(page, 'My Projects', name);
      await expect(cardField(card, 'Creator')).toHaveText('gbm');
      await expect(cardField(card, 'Created On')).toHaveText(DATE_10);
      await expect(cardField(card, 'Status')).toHaveText('YET TO CREATE');
      const create = card.getByRole('link', { name: `Create Project ${name}`, exact: true });
      await expect(create).toHaveText('Create Project');
      await expect(create).toHaveAttribute('data-tone', 'yetToCreate');
      await expect(create).toHaveCSS('background-color', 'rgb(248, 187, 208)');

      await create.click();
      await onPage(page, 'Create a New Project', /\/DFCCreateProject\/\d+$/, wizardReady(page));
      projectId = idFromUrl(page);
      await expect(page.getByRole('textbox', { name: 'Project Name' })).toHaveValue(name);
      await fillFromSavedTemplate(page, REACT_STARTER);
      await expect(page.locator('#wizard-markets option:checked')).toHaveText('Global');
      await continueAndSubmit(page, REACT_STARTER_CODE_TEMPLATE);

      await openMyProjects(page);
      const submitted = cardOf(page, 'My Projects', name).getByRole('link', { name: `View Project ${name}`, exact: true });
      await expect(submitted).toHaveAttribute('data-tone', 'submitted');
      await signOut(page);
    });

    await test.step('gbm sees it pending (agency shown) and assigns it to tech', async () => {
      await signInHome(page, 'gbm');
      await fromUserMenu(page, 'Projects Pending for Approval');
      await onPage(page, 'Projects Pending for Approval', /\/PendingProjectsForApproval$/);
      const card = cardOf(page, 'Projects Pending for Approval', name);
      await expect(cardField(card, 'Agency')).toHaveText(GAGENCY_AGENCY_NAME);
      await expect(cardField(card, 'Status')).toHaveText('PROJECT DETAILS FILLED');
      await card.getByRole('link', { name: `View Project ${name}`, exact: true }).click();
      const approval = page.getByRole('region', { name: 'Approval' });
      // The select waits (disabled, 'Loading tech team users...') until the tech users arrive.
      const techSelect = approval.getByRole('combobox', { name: 'Tech Team User' });
      await expect(approval.getByText(CHOOSE_TECH_USER)).toBeVisible();
      await onPage(page, name, new RegExp(`/viewProjectDetails/${projectId}$`));

      await expect(approval.getByRole('button', { name: 'Approve' })).toBeDisabled();
      await expect(approval.getByRole('button', { name: 'Assign to Tech' })).toBeDisabled();
      await expect(approval.getByRole('button', { name: 'Reject' })).toBeEnabled();
      await expect(techSelect).not.toHaveAttribute('aria-disabled', 'true');
      await techSelect.click();
      await page.getByRole('option', { name: 'tech', exact: true }).click();
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(approval.getByRole('button', { name: 'Approve' })).toBeEnabled();
      await approval.getByRole('button', { name: 'Assign to Tech' }).click();
      await expect(page.getByTestId('approval-result')).toHaveText('Sent for Tech Verification Successfully');
      await axe(page);
      await signOut(page);
    });

    await test.step('tech sees it pending, approves it, and finds it on the approved list', async () => {
      await signInHome(page, 'tech');
      await fromUserMenu(page, 'Projects Pending for Approval');
      await onPage(page, 'Projects Pending for Approval', /\/PendingProjectsForApproval$/);
      await cardOf(page, 'Projects Pending for Approval', name).getByRole('link', { name: `View Project ${name}`, exact: true }).click();
      await onPage(page, name, new RegExp(`/viewProjectDetails/${projectId}$`));
      const approval = page.getByRole('region', { name: 'Approval' });
      await expect(approval).toContainText('This project was sent to you for tech verification.');
      await approval.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByTestId('approval-result')).toHaveText('Approved Successfully');
      await axe(page);

      await page.getByRole('link', { name: 'Go to Approved Projects' }).click();
      await onPage(page, 'Approved Projects', /\/ApprovedProjectsList$/);
      const link = cardOf(page, 'Approved Projects', name).getByRole('link', { name: `View Project ${name}`, exact: true });
      await expect(link).toHaveAttribute('data-tone', 'approved');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/viewApprovedProjectDetails/${projectId}$`));
      await expect(h1(page)).toBeVisible();
      await axe(page);
      await signOut(page);
    });

    await test.step('gagency sees View Project on green, opens the details, and the inbox tells the story', async () => {
      await signInHome(page, 'gagency');
      await openMyProjects(page);
      const card = cardOf(page, 'My Projects', name);
      const view = card.getByRole('link', { name: `View Project ${name}`, exact: true });
      await expect(view).toHaveText('View Project');
      await expect(view).toHaveAttribute('data-tone', 'approved');
      await expect(view).toHaveCSS('background-color', 'rgb(165, 214, 167)');
      await expect(cardField(card, 'Status')).toHaveText('APPROVAL COMPLETED');
      await view.click();
      await onPage(page, name, new RegExp(`/viewProjectDetails/${projectId}$`));
      await expect(page.getByRole('region', { name: 'Approval' })).toHaveCount(0);

      const inbox = await openInbox(page);
      const notices = inbox.getByRole('listitem').filter({ hasText: name });
      await expect(notices.first()).toContainText(`Project ${name} was approved after tech verification by tech.`);
      await expect(notices.filter({ hasText: `A new project ${name} was created for you by gbm.` })).toHaveCount(1);
    });
  });

  test('gbm rejects Zenith Kids Club and lagency gets it back; a duplicate name keeps the form', async ({ page }) => {
    test.setTimeout(120_000);

    await test.step('a seeded name is refused and the input is kept', async () => {
      await signInHome(page, 'gbm');
      const form = await openCreatePage(page);
      await fillCreateForm(form, AURORA_RELAUNCH, 'gagency');
      await form.getByRole('button', { name: 'Submit' }).click();
      const dialog = await dialogSaying(page, 'Project Name Already exists please try with another name');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/CreateDFCProject$/);
      await expect(form.getByRole('textbox', { name: 'Project Name' })).toHaveValue(AURORA_RELAUNCH);
      await expect(form.getByRole('combobox', { name: 'Agency' }).locator('option:checked')).toHaveText('gagency');
      await expect(form.getByRole('textbox', { name: 'Summary' })).toHaveValue(`Summary of ${AURORA_RELAUNCH}, written by the e2e journey.`);
      await axe(page);
    });

    await test.step('gbm rejects Zenith Kids Club after confirming', async () => {
      await fromUserMenu(page, 'Projects Pending for Approval');
      await onPage(page, 'Projects Pending for Approval', /\/PendingProjectsForApproval$/);
      await cardOf(page, 'Projects Pending for Approval', ZENITH_KIDS_CLUB)
        .getByRole('link', { name: `View Project ${ZENITH_KIDS_CLUB}`, exact: true })
        .click();
      const approval = page.getByRole('region', { name: 'Approval' });
      await onPage(page, ZENITH_KIDS_CLUB, /\/viewProjectDetails\/24$/, approval.getByText(CHOOSE_TECH_USER));
      await approval.getByRole('button', { name: 'Reject' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reject this project?' });
      await expect(confirm).toContainText(`${ZENITH_KIDS_CLUB} will be sent back to its agency.`);
      await axe(page);
      await confirm.getByRole('button', { name: 'Reject' }).click();
      await expect(page.getByTestId('approval-result')).toHaveText('Rejected Successfully');
      await axe(page);

      await page.getByRole('link', { name: 'Go to Projects Pending for Approval' }).click();
      await onPage(page, 'Projects Pending for Approval', /\/PendingProjectsForApproval$/);
      await expect(page.getByRole('link', { name: `View Project ${ZENITH_KIDS_CLUB}`, exact: true })).toHaveCount(0);
      await signOut(page);
    });

    await test.step('lagency sees Create Project again and the inbox says it was returned', async () => {
      await signInHome(page, 'lagency');
      await openMyProjects(page);
      const card = cardOf(page, 'My Projects', ZENITH_KIDS_CLUB);
      const create = card.getByRole('link', { name: `Create Project ${ZENITH_KIDS_CLUB}`, exact: true });
      await expect(create).toHaveText('Create Project');
      await expect(create).toHaveAttribute('data-tone', 'yetToCreate');
      await expect(cardField(card, 'Status')).toHaveText('YET TO CREATE');

      const inbox = await openInbox(page);
      await expect(inbox.getByRole('listitem').first()).toContainText(
        `Project ${ZENITH_KIDS_CLUB} was returned for changes by the brand manager gbm.`,
      );
    });
  });

  test('gagency adds a team member and a task on Aurora Relaunch; submitting a wizard without a code template is refused', async ({ page }) => {
    test.setTimeout(120_000);
    const taskName = uniqueName('Launch checklist');
    const renamed = `${taskName} (edited)`;

    await test.step('the Team Members tab lists the team and adds an existing member', async () => {
      await signInHome(page, 'gagency');
      await openMyProjects(page);
      await cardOf(page, 'My Projects', AURORA_RELAUNCH).getByRole('link', { name: `View Project ${AURORA_RELAUNCH}`, exact: true }).click();
      await onPage(page, AURORA_RELAUNCH, /\/viewProjectDetails\/12$/);

      await page.getByRole('tab', { name: 'Team Members' }).click();
      const table = page.getByRole('table', { name: 'Team members of the project' });
      await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Role', 'Experience']);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(5);
      await axe(page);

      await page.getByRole('button', { name: 'Add Existing Team Member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Existing Team Member' });
      await dialog.getByRole('combobox', { name: 'Users' }).click();
      const option = page.getByRole('listbox').getByRole('option').first();
      const newMember = (await option.textContent())?.trim() ?? '';
      expect(newMember).not.toBe('');
      await option.click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(dialog.getByRole('combobox', { name: 'Users' })).toHaveText(newMember);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      const done = await dialogSaying(page, 'Team member added Successfully');
      await done.getByRole('button', { name: 'OK' }).click();
      // The table pages 5 rows at a time (seed 001 section 9): the sixth shows with All.
      await expect(page.getByText('1–5 of 6')).toBeVisible();
      await showAllRows(page);
      await expect(rows).toHaveCount(6);
      await expect(rows.filter({ hasText: newMember })).toHaveCount(1);
    });

    await test.step('the Tasks tab shows 10-character dates, adds a task and edits it', async () => {
      await page.getByRole('tab', { name: 'Tasks' }).click();
      const table = page.getByRole('table', { name: 'Tasks of the project' });
      await expect(table.getByRole('columnheader')).toHaveText([
        'Task Id',
        'Task Name',
        'State',
        'Created On',
        'Expected Completion Date',
        'Assigned TeamMember',
        'Edit Task',
      ]);
      const rows = table.locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      await showAllRows(page);
      const seeded = await rows.count();
      for (const column of [4, 5]) {
        const dates = await rows.locator(`td:nth-child(${column})`).allTextContents();
        expect(dates.length).toBe(seeded);
        for (const date of dates) expect(date).toMatch(DATE_10);
      }
      await axe(page);

      await page.getByRole('button', { name: 'Add Task' }).click();
      let dialog = page.getByRole('dialog', { name: 'Add Task' });
      await dialog.getByRole('textbox', { name: 'Task Name' }).fill(taskName);
      await dialog.getByRole('textbox', { name: 'Task Description' }).fill('Everything that must be ready on launch day.');
      await dialog.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'NEW', exact: true }).click();
      await dialog.getByLabel('Expected Completion Date').fill('2031-05-17');
      await axe(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(seeded + 1);
      const added = rows.filter({ hasText: taskName });
      await expect(added.locator('td').nth(2)).toHaveText('NEW');
      await expect(added.locator('td').nth(3)).toHaveText(DATE_10);
      await expect(added.locator('td').nth(4)).toHaveText('2031-05-17');

      await added.getByRole('button', { name: `Edit task ${taskName}` }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Task' });
      await expect(dialog.getByRole('textbox', { name: 'Task Name' })).toHaveValue(taskName);
      await dialog.getByRole('textbox', { name: 'Task Name' }).fill(renamed);
      await dialog.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'IN_PROGRESS', exact: true }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(seeded + 1);
      const edited = rows.filter({ hasText: renamed });
      await expect(edited).toHaveCount(1);
      await expect(edited.locator('td').nth(2)).toHaveText('IN_PROGRESS');
    });

    await test.step('submitting the wizard of a project without a code template says Please select Code Template', async () => {
      await openMyProjects(page);
      await cardOf(page, 'My Projects', SMART_HOME_HUB).getByRole('link', { name: `Create Project ${SMART_HOME_HUB}`, exact: true }).click();
      await onPage(page, 'Create a New Project', /\/DFCCreateProject\/18$/, wizardReady(page));
      await expect(page.getByRole('textbox', { name: 'Project Name' })).toHaveValue(SMART_HOME_HUB);
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await expect(stepHeading(page)).toHaveText('Technical Information');
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await expect(stepHeading(page)).toHaveText('Environment Information');
      const codeTemplates = page.getByRole('group', { name: 'Code Template' });
      await expect(codeTemplates.getByRole('radio').first()).toBeVisible();
      await expect(codeTemplates.getByRole('radio', { checked: true })).toHaveCount(0);

      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const dialog = await dialogSaying(page, 'Please select Code Template');
      await axe(page);
      await dialog.getByRole('button', { name: 'Select' }).click();
      await expect(dialog).toBeHidden();
      await expect(codeTemplates.getByRole('radio').first()).toBeFocused();
      await expect(stepHeading(page)).toHaveText('Environment Information');
      await expect(page).toHaveURL(/\/DFCCreateProject\/18$/);
    });
  });

  test('a project name made of HTML shows as text on every card, page and notification, and no script runs', async ({ page }) => {
    test.setTimeout(150_000);
    const noInjectedImage = async () => {
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    };

    await test.step('gbm creates it for gagency', async () => {
      await signInHome(page, 'gbm');
      await createProject(page, XSS_NAME);
      await noInjectedImage();
      await signOut(page);
    });

    await test.step('gagency sees the literal name on My Projects, in the wizard and in the inbox, and submits it', async () => {
      await signInHome(page, 'gagency');
      await openMyProjects(page);
      const card = cardOf(page, 'My Projects', XSS_NAME);
      await expect(cardField(card, 'Project')).toHaveText(XSS_NAME);
      await noInjectedImage();

      const inbox = await openInbox(page);
      await expect(inbox.getByRole('listitem').first()).toContainText(`A new project ${XSS_NAME} was created for you by gbm.`);
      await noInjectedImage();

      await openMyProjects(page);
      await cardOf(page, 'My Projects', XSS_NAME).getByRole('link', { name: `Create Project ${XSS_NAME}`, exact: true }).click();
      await onPage(page, 'Create a New Project', /\/DFCCreateProject\/\d+$/, wizardReady(page));
      await expect(page.getByRole('textbox', { name: 'Project Name' })).toHaveValue(XSS_NAME);
      await noInjectedImage();
      await fillFromSavedTemplate(page, REACT_STARTER);
      await continueAndSubmit(page, REACT_STARTER_CODE_TEMPLATE);
      await noInjectedImage();
      await signOut(page);
    });

    await test.step("gbm sees the literal name on the pending list, the project's page and the inbox", async () => {
      await signInHome(page, 'gbm');
      await fromUserMenu(page, 'Projects Pending for Approval');
      await onPage(page, 'Projects Pending for Approval', /\/PendingProjectsForApproval$/);
      const card = cardOf(page, 'Projects Pending for Approval', XSS_NAME);
      await expect(cardField(card, 'Project')).toHaveText(XSS_NAME);
      await noInjectedImage();
      await card.getByRole('link', { name: `View Project ${XSS_NAME}`, exact: true }).click();
      await onPage(page, XSS_NAME, /\/viewProjectDetails\/\d+$/, page.getByText(CHOOSE_TECH_USER));
      await noInjectedImage();

      const inbox = await openInbox(page);
      await expect(inbox.getByRole('listitem').first()).toContainText(`Project ${XSS_NAME} was submitted for approval by gagency.`);
      await noInjectedImage();
    });
  });
});
