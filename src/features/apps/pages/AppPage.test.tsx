import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { advanceClock, setClockSpeed } from '../../../../mocks/core/clock';
import { db } from '../../../../mocks/core/state';
import { APP_BUILD_KIND, type StoredApp } from '../../../../mocks/apps/model';
import { appLighthouseData, appSonarData, appZapData } from '../../../../mocks/apps/appReports';
import { toAppRead } from '../../../../mocks/apps/apps';
import { clearFaults, setFaults } from '../../../../mocks/core/faults';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { holdFirstUpload } from '../../../testing/heldUpload';
import { config } from '../../../config';
import { LIGHTHOUSE_ITEMS, REPO_SETUP_SUCCESS, scoreColour } from '../../../domain/apps';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { SCORE_COLOURS } from '../../../shared/chartPalette';

// The charts draw nothing here (charts.test.tsx draws with the real apexcharts).
jest.mock('react-apexcharts/core', () => jest.requireActual('../../../testing/apexStub'));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/line', () => ({}));

// Seeded apps (mocks/apps/), project 12 'Aurora Relaunch': orders_api and cms_preview are
// built web apps with reports, auth_bff has no repository yet, brand_assets no report,
// lighthouse_audit and sonar_code_scan are report apps.

const APP_READ = '*/api/v2/app/:appId';
const CREATE = '*/api/v2/app';
const UPLOAD = '*/api/v2/upload';

const timings = { ...config.timings };
beforeEach(() => {
  config.timings.buildPollMs = 5;
});
afterEach(() => {
  Object.assign(config.timings, timings);
  setClockSpeed(1);
  clearFaults();
});

function stored(name: string): StoredApp {
  const app = db.apps.find((a) => a.appName === name);
  if (!app) throw new Error(`no app ${name} in the seed`);
  return app;
}

// Queries by text and label rather than by role where a test asks often: role queries compute the
// accessible name of every candidate, which is slow on a page this size.
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const location = () => screen.getByTestId('location').textContent;
const heading = () => document.querySelector('h1');
const findHeading = (text: string) => screen.findByText(text, { selector: 'h1' });
/** The dialog that says `message`, once it does. */
const dialogSaying = async (message: string, options?: { exact: boolean }) =>
  (await screen.findByText(message, options)).closest('[role=dialog]') as HTMLElement;
const button = (name: string) => screen.getByText(name, { selector: 'button' });
const tab = (name: string) => screen.getByText(name, { selector: '[role=tab]' });
/** A field's label, the required asterisk aside. */
const labelled = (label: string) => new RegExp(`^${label}(\\s*\\*)?$`);
const textbox = (label: string) => screen.getByLabelText(labelled(label), { selector: 'input, textarea' });
const combobox = (label: string) => screen.getByLabelText(labelled(label), { selector: '[role=combobox]' });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const removeButtons = () => screen.queryAllByLabelText(/^Remove Key \d$/, { selector: 'button' });
const addMoreButtons = () => screen.queryAllByText('Add More', { selector: 'button' });
const log = (name: string) => screen.findByLabelText(name, { selector: '[role=log]' });
/** A report view: the section its h3 heading names. */
const section = async (name: string) => (await screen.findByText(name, { selector: 'h3' })).closest('section') as HTMLElement;
const statusLines = () => screen.getByLabelText('Pipeline Status', { selector: 'section' });
/** Resolves once `message` shows in an alert. */
const alertSays = (message: string) => waitFor(() => expect(screen.getAllByText(message).some((e) => e.closest('[role=alert]'))).toBe(true));

/** The route table at `route`, signed in as tech. */
const open = (route: string) => renderWithProviders(null, { route, as: 'tech' });

/** The app page of a seeded app, once the app is read. */
async function openApp(name: string, callType = 'View') {
  const app = stored(name);
  const result = await open(`/app/${app.appId}/${callType}`);
  await screen.findByText(`${app.appName} · ${app.projectName}`);
  return { ...result, app };
}

async function openCreate() {
  const result = await open('/app/12/createNewApp');
  expect(await findHeading('Create New App')).toBeVisible();
  return result;
}

async function pick(user: ReturnType<typeof setup>, label: string, option: string, multiple = false) {
  await user.click(combobox(label));
  await user.click(await screen.findByText(option, { selector: '[role=option]' }));
  if (multiple) await user.keyboard('{Escape}');
  await waitFor(() => expect(document.querySelector('[role=listbox]')).toBeNull());
}

/** Types a value into a field at once (one change event: what is typed is not under test). */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Records what `read` finds in the page after every change of the DOM (to see short-lived states). */
function watch(read: () => string | null) {
  const seen = new Set<string>();
  const observer = new MutationObserver(() => {
    const value = read();
    if (value !== null) seen.add(value);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

/** A file as the browser sends it (Node's File: jsdom's does not mix with Node's FormData). */
const file = (content: string, name: string, type: string) => new NodeFile([content], name, { type }) as unknown as File;
const zip = (name: string) => file(`PK\u0003\u0004${'x'.repeat(2048)}`, name, 'application/zip');

describe('AppPage: the mode comes from callType', () => {
  it('View has the tabs; Update has none and locks path, health path and port; ViewReport; createNewApp; anything else goes home', async () => {
    const first = await openApp('orders_api', 'View');
    expect(heading()).toHaveTextContent('View App');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['App Details', 'Reports', 'Build History']);
    expect(tab('App Details')).toHaveAttribute('aria-selected', 'true');
    expect(textbox('App Name')).toHaveValue('orders_api');
    expect(textbox('App Name')).toBeDisabled();
    expect(screen.queryByText('Submit', { selector: 'button' })).toBeNull();
    first.unmount();

    const second = await openApp('cms_preview', 'Update');
    expect(heading()).toHaveTextContent('Update App');
    expect(document.querySelector('[role=tab]')).toBeNull();
    expect(textbox('App Name')).toBeEnabled();
    expect(textbox('Path')).toBeDisabled();
    expect(textbox('Path')).toHaveValue('/preview');
    expect(textbox('Health Path')).toBeDisabled();
    expect(textbox('Website Port')).toBeDisabled();
    expect(textbox('Website Port')).toHaveValue('3001');
    second.unmount();

    const third = await openApp('lighthouse_audit', 'ViewReport');
    expect(heading()).toHaveTextContent('View Report App');
    expect(textbox('Name')).toHaveValue('lighthouse_audit');
    expect(textbox('Website URL')).toHaveValue('https://aurora-relaunch.azurewebsites.net');
    third.unmount();

    const fourth = await open('/app/12/createNewApp');
    expect(await findHeading('Create New App')).toBeVisible();
    expect(textbox('App Name')).toHaveValue('');
    expect(textbox('Path')).toBeEnabled();
    expect(document.querySelector('[role=tab]')).toBeNull();
    fourth.unmount();

    await open(`/app/${stored('orders_api').appId}/Nonsense`);
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('AppPage: creating a web app', () => {
  it('says in words what is missing or wrong', async () => {
    const user = setup();
    await openCreate();
    await user.click(button('Submit'));
    for (const message of ['App Name is required.', 'Environment is required.', 'Build Type is required.', 'Path is required.', 'Health Path is required.', 'Website Port is required.']) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    fill(textbox('Path'), 'api/reviews');
    fill(textbox('Website Port'), '70000');
    fill(textbox('Value 1'), 'production');
    await user.click(button('Submit'));
    expect(await screen.findByText('The path starts with /.')).toBeVisible();
    expect(screen.getByText('The port is a whole number from 1 to 65535.')).toBeVisible();
    expect(screen.getByText('Each variable needs a key.')).toBeVisible();
    expect(screen.queryByText('Path is required.')).toBeNull();
    expect(db.apps.some((a) => a.path === 'api/reviews')).toBe(false);
  });

  it('creates it with two variables and a dependent app; Go to App List; at most 5 variable rows', async () => {
    const user = setup();
    const before = db.apps.length;
    await openCreate();
    fill(textbox('App Name'), 'reviews_api');
    await pick(user, 'Environment', 'NodeJS');
    await pick(user, 'Build Type', 'Yarn');
    fill(textbox('Path'), '/api/reviews');
    fill(textbox('Health Path'), '/healthz');
    fill(textbox('Website Port'), '3000');
    await waitFor(() => expect(combobox('Dependent App')).not.toHaveAttribute('aria-disabled'));
    await pick(user, 'Dependent App', 'orders_api', true);
    expect(combobox('Dependent App')).toHaveTextContent('orders_api');

    // One row: Add More, no Remove.
    expect(addMoreButtons()).toHaveLength(1);
    expect(removeButtons()).toHaveLength(0);
    for (let rows = 2; rows <= 5; rows += 1) {
      await user.click(button('Add More'));
      expect(textbox(`Key ${rows}`)).toHaveValue('');
      expect(removeButtons()).toHaveLength(rows);
    }
    expect(screen.queryByText('Add More', { selector: 'button' })).toBeNull();
    expect(screen.getByText('At most 5 variables.')).toBeVisible();
    for (let rows = 5; rows > 2; rows -= 1) await user.click(screen.getByLabelText(`Remove Key ${rows}`));
    expect(addMoreButtons()).toHaveLength(1);
    expect(removeButtons()).toHaveLength(2);
    expect(screen.queryByText('At most 5 variables.')).toBeNull();
    fill(textbox('Key 1'), 'NODE_ENV');
    fill(textbox('Value 1'), 'production');
    fill(textbox('Key 2'), 'LOG_LEVEL');
    fill(textbox('Value 2'), 'debug');

    await user.click(button('Submit'));
    const dialog = await dialogSaying('App created successfully');
    expect(dialog).toBeVisible();
    const created = stored('reviews_api');
    expect(db.apps).toHaveLength(before + 1);
    expect(created).toMatchObject({
      projectId: 12,
      appType: 'app_service',
      environment: 'node',
      buildType: 'yarn',
      path: '/api/reviews',
      healthPath: '/healthz',
      websitePort: '3000',
      appEnvironment: [
        { key: 'NODE_ENV', value: 'production' },
        { key: 'LOG_LEVEL', value: 'debug' },
      ],
      dependentApp: [{ name: 'orders_api', appId: stored('orders_api').appId }],
    });
    await user.click(within(dialog).getByText('Go to App List', { selector: 'button' }));
    await waitFor(() => expect(location()).toBe('/project/12/apps'));
  });

  it('a taken name, a taken path and a failed save say so and keep every typed value', async () => {
    const user = setup();
    const before = db.apps.length;
    await openCreate();
    fill(textbox('App Name'), 'Orders_API');
    await pick(user, 'Environment', 'Spring Boot');
    await pick(user, 'Build Type', 'Maven');
    fill(textbox('Path'), '/api/orders/');
    fill(textbox('Health Path'), '/actuator/health');
    fill(textbox('Website Port'), '8090');
    fill(textbox('Key 1'), 'SERVER_PORT');
    fill(textbox('Value 1'), '8090');
    const kept = (name: string, path: string) => {
      expect(textbox('App Name')).toHaveValue(name);
      expect(combobox('Environment')).toHaveTextContent('Spring Boot');
      expect(combobox('Build Type')).toHaveTextContent('Maven');
      expect(textbox('Path')).toHaveValue(path);
      expect(textbox('Health Path')).toHaveValue('/actuator/health');
      expect(textbox('Website Port')).toHaveValue('8090');
      expect(textbox('Key 1')).toHaveValue('SERVER_PORT');
      expect(textbox('Value 1')).toHaveValue('8090');
    };

    await user.click(button('Submit'));
    await alertSays('AppName already exists please try with another Name');
    kept('Orders_API', '/api/orders/');

    fill(textbox('App Name'), 'payments_api');
    await user.click(button('Submit'));
    await alertSays('PathName already exists please try with another Path');
    expect(screen.queryByText('AppName already exists please try with another Name')).toBeNull();
    kept('payments_api', '/api/orders/');

    fill(textbox('Path'), '/api/payments');
    server.use(http.post(CREATE, () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    await user.click(button('Submit'));
    await alertSays('Couldnot load please re-try');
    kept('payments_api', '/api/payments');
    expect(db.apps).toHaveLength(before);
    expect(document.querySelector('[role=dialog]')).toBeNull();

    await user.click(button('Submit'));
    expect(await dialogSaying('App created successfully')).toBeVisible();
    expect(stored('payments_api')).toMatchObject({ path: '/api/payments', appEnvironment: [{ key: 'SERVER_PORT', value: '8090' }] });
  });
});

describe('AppPage: creating a report app', () => {
  it('Point and Analyse switches to the report-app form keeping the name; a Sonar app uploads its .zip, then View Report', async () => {
    const user = setup();
    await openCreate();
    fill(textbox('App Name'), 'aurora_code');
    await pick(user, 'App Type', 'Point and Analyse');
    await waitFor(() => expect(textbox('Name')).toHaveValue('aurora_code'));
    expect(heading()).toHaveTextContent('Create New App');
    expect(screen.queryByLabelText(labelled('Path'))).toBeNull();

    // Another type goes back to the web app form with that type and the name.
    await pick(user, 'App Type', 'Static Site');
    await waitFor(() => expect(textbox('App Name')).toHaveValue('aurora_code'));
    expect(combobox('App Type')).toHaveTextContent('Static Site');
    await pick(user, 'App Type', 'Point and Analyse');
    await waitFor(() => expect(textbox('Name')).toHaveValue('aurora_code'));

    fill(textbox('Website URL'), 'https://example.com');
    await pick(user, 'Report Type', 'Sonar Qube Report');
    expect(textbox('Website URL')).toBeDisabled();
    expect(textbox('Website URL')).toHaveValue('');
    await user.click(button('Submit'));
    expect(await screen.findByText('Choose the code as a .zip file.')).toBeVisible();
    expect(db.apps.some((a) => a.appName === 'aurora_code')).toBe(false);

    const refusing = userEvent.setup({ delay: null, applyAccept: false });
    await refusing.upload(fileInput(), file('x'.repeat(2048), 'notes.txt', 'text/plain'));
    expect(await screen.findByText('Only .zip files are accepted.')).toBeVisible();
    expect(screen.queryByText('notes.txt')).toBeNull();
    await user.upload(fileInput(), zip('aurora-src.zip'));
    expect(await screen.findByText('aurora-src.zip')).toBeVisible();
    expect(screen.queryByText('Only .zip files are accepted.')).toBeNull();

    await user.click(button('Submit'));
    const dialog = await dialogSaying('App Successfully Created', { exact: false });
    expect(dialog).toBeVisible();
    const created = stored('aurora_code');
    expect(created).toMatchObject({ appType: 'point_analyse', reportType: 'Sonar Report', websiteUrl: '', reportPath: 'aurora-src.zip', projectId: 12 });
    expect(created.upload).toMatchObject({ name: 'aurora-src.zip', size: 2052 });
    // The upload's success is said in the dialog, which would cover the form's own message.
    expect(within(dialog).getByText(/^App Successfully Created/).textContent).toBe('App Successfully Created\nFile Uploaded SuccessFully');
    expect(dialog).toHaveAccessibleDescription(/File Uploaded SuccessFully/);
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(location()).toBe(`/app/${created.appId}/ViewReport`));
    expect(await findHeading('View Report App')).toBeVisible();
    expect(await screen.findByText(`aurora_code · ${created.projectName}`)).toBeVisible();
  });

  it('a failed upload says Couldnot Upload File Please Re-Try, also in the dialog (the app is created)', async () => {
    const user = setup();
    server.use(http.post(UPLOAD, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await openCreate();
    fill(textbox('App Name'), 'aurora_code');
    await pick(user, 'App Type', 'Point and Analyse');
    await pick(user, 'Report Type', 'Sonar Qube Report');
    await user.upload(fileInput(), zip('aurora-src.zip'));
    await user.click(button('Submit'));
    const dialog = await dialogSaying('App Successfully Created', { exact: false });
    expect(within(dialog).getByText(/^App Successfully Created/).textContent).toBe('App Successfully Created\nCouldnot Upload File Please Re-Try');
    await alertSays('Couldnot Upload File Please Re-Try');
    expect(stored('aurora_code')).toMatchObject({ reportPath: null, upload: null });
    // The upload is tried again from the view page, with the file still chosen: one click.
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(location()).toBe(`/app/${stored('aurora_code').appId}/ViewReport`));
    expect(await screen.findByText('aurora-src.zip')).toBeVisible();
    server.resetHandlers(); // the server answers again
    await user.click(await screen.findByText('Upload', { selector: 'button' }));
    expect(await screen.findByText('File Uploaded SuccessFully')).toBeVisible();
    expect(stored('aurora_code').upload).toMatchObject({ name: 'aurora-src.zip' });
  });
});

describe('AppPage: uploading new Sonar code', () => {
  it('shows the progress with Cancel; Cancel says Upload cancelled and keeps the .zip, and Upload sends it again', async () => {
    const user = setup();
    // The first upload hangs until the test ends.
    const { release, posts } = holdFirstUpload(UPLOAD);
    await openApp('sonar_code_scan', 'ViewReport');
    await user.upload(fileInput(), zip('new-src.zip'));
    await user.click(await screen.findByText('Upload', { selector: 'button' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await user.click(button('Cancel'));
    expect(await screen.findByText(/^Upload cancelled\./)).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    expect(screen.getByText('new-src.zip')).toBeVisible();
    await user.click(screen.getByText('Upload', { selector: 'button' }));
    expect(await screen.findByText('File Uploaded SuccessFully')).toBeVisible();
    expect(posts()).toBe(2);
    release();
  });
});

describe('AppPage: updating', () => {
  it('saves the new name and says App is updated successfully', async () => {
    const user = setup();
    const { app } = await openApp('cms_preview', 'Update');
    fill(textbox('App Name'), 'cms_preview_v2');
    fill(textbox('Value 2'), 'aurora-relaunch-2');
    await user.click(button('Submit'));
    const dialog = await dialogSaying('App is updated successfully');
    expect(dialog).toBeVisible();
    expect(stored('cms_preview_v2')).toMatchObject({ appId: app.appId, path: '/preview', appEnvironment: [expect.anything(), { key: 'CMS_SPACE_ID', value: 'aurora-relaunch-2' }] });
    await user.click(within(dialog).getByText('Go to App List', { selector: 'button' }));
    await waitFor(() => expect(location()).toBe('/project/12/apps'));
  });
});

describe('AppPage: the workflows', () => {
  it('Setup Repo is disabled while it runs and ends with App Repo Setup Completed', async () => {
    const user = setup();
    setClockSpeed(400); // the 13 s repo job takes about 33 ms
    const { app } = await openApp('auth_bff');
    expect(app.status).not.toContain(REPO_SETUP_SUCCESS);
    expect(within(statusLines()).getByText('App Repo Setup Pending')).toBeVisible();
    await waitFor(() => expect(button('Setup Repo')).toBeEnabled());
    await user.click(button('Setup Repo'));
    expect(button('Setup Repo')).toBeDisabled();
    expect(screen.getByText('Setting up the repository…')).toBeVisible();
    expect(await screen.findByText('The repository is set up.')).toBeVisible();
    expect(screen.queryByText('Setting up the repository…')).toBeNull();
    await waitFor(() => expect(within(statusLines()).getByText('App Repo Setup Completed')).toBeVisible());
    expect(button('Setup Repo')).toBeDisabled();
    expect(screen.getByText('https://auth-bff-12.azurewebsites.net', { selector: 'a' })).toHaveAttribute('href', 'https://auth-bff-12.azurewebsites.net/');
  });

  it('Build Now: the Build History tab shows the new build and its live log growing until it ends', async () => {
    const user = setup();
    setClockSpeed(0); // the build moves when the test moves the clock
    await openApp('orders_api');
    expect(button('Setup Repo')).toBeDisabled(); // the repository is set up
    const buildNo = db.appCounters.buildNo;
    await waitFor(() => expect(button('Build Now')).toBeEnabled());
    await user.click(button('Build Now'));
    expect(button('Build Now')).toBeDisabled();
    await user.click(tab('Build History'));
    const row = (await screen.findByText(`View log of build #${buildNo}`, { selector: 'button' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('In progress')).toBeVisible();
    const live = await log(`Console log of build #${buildNo} (live)`);
    /** The live log's line count, as it says above the log. */
    const lines = () => Number(/([\d,]+) lines?/.exec(live.parentElement?.textContent ?? '')?.[1]?.replace(/,/g, '') ?? 0);
    // Checkout 3 s, Build 20 s, Test 10 s, Deploy 8 s: the log grows as the steps go on.
    let before = 0;
    for (const ms of [2_000, 8_000, 10_000, 12_000]) {
      advanceClock(ms);
      await waitFor(() => expect(lines()).toBeGreaterThan(before));
      before = lines();
    }
    expect(live).toBeInTheDocument();
    advanceClock(10_000);
    expect(await log(`Console log of build #${buildNo}`)).toBeVisible();
    expect(screen.queryByRole('log', { name: `Console log of build #${buildNo} (live)` })).not.toBeInTheDocument();
    await waitFor(() => expect(within(button(`View log of build #${buildNo}`).closest('tr') as HTMLElement).getByText('Success')).toBeVisible());
    expect(db.appBuilds.find((b) => b.buildNo === buildNo)?.buildStatus).toBe('SUCCESS');
  });

  it('Build Now with a failing build says it failed', async () => {
    const user = setup();
    setClockSpeed(4000);
    setFaults({ jobFaults: [{ jobKind: APP_BUILD_KIND, step: 1, times: 1 }] });
    await openApp('orders_api');
    const buildNo = db.appCounters.buildNo;
    await waitFor(() => expect(button('Build Now')).toBeEnabled());
    await user.click(button('Build Now'));
    expect(await screen.findByText(`Build #${buildNo} failed: see its console log.`)).toBeVisible();
    await waitFor(() => expect(within(statusLines()).getByText('Last Build Failed')).toBeVisible());
    await waitFor(() => expect(button('Build Now')).toBeEnabled());
  });

  it('Generate Report: Report Generation Triggered with the progress bar, then Report Successfully Generated and Not Started', async () => {
    const user = setup();
    config.timings.reportFirstWaitMs = 20;
    config.timings.reportStepMs = 20;
    setClockSpeed(4000); // the 55 s report job takes about 14 ms
    const { app } = await openApp('orders_api');
    const versions = app.reportVersions.length;
    const progress = watch(() => {
      const bar = document.querySelector('[role=progressbar][aria-label="Generate Report"]');
      return bar ? `${bar.parentElement?.textContent ?? ''} at ${bar.getAttribute('aria-valuenow')}` : null;
    });
    await user.click(button('Generate Report'));
    expect(button('Generate Report')).toBeDisabled();
    const done = await screen.findByText('Not Started');
    progress.stop();
    expect(progress.seen).toContain('Report Generation Triggered at 0');
    const alert = done.closest('[role=status]') as HTMLElement;
    expect(alert).toHaveTextContent(/^Report Successfully GeneratedNot Started$/);
    expect(document.querySelector('[role=progressbar][aria-label="Generate Report"]')).toBeNull();
    expect(button('Generate Report')).toBeEnabled();
    expect(stored('orders_api').reportVersions).toHaveLength(versions + 1);
  });
});

describe('AppPage: a report still being generated after its three steps', () => {
  it('says so as information (not a success) with Not Started; Keep waiting takes more steps', async () => {
    const user = setup();
    config.timings.reportFirstWaitMs = 5;
    config.timings.reportStepMs = 10;
    let reads = 0;
    server.use(
      http.get(APP_READ, () => {
        reads += 1;
        const read = toAppRead(stored('orders_api'));
        const status = read.status.filter((c) => !c.startsWith('DFC-Report-Pipeline-'));
        return HttpResponse.json({ result: { ...read, status: [...status, 'DFC-Report-Pipeline-IN-PROGRESS'] } });
      }),
    );
    await openApp('orders_api');
    await waitFor(() => expect(button('Generate Report')).toBeEnabled());
    await user.click(button('Generate Report'));
    const still = (await screen.findByText('Generate Report is still running. It can take a while.')).closest('.MuiAlert-root') as HTMLElement;
    expect(still).toHaveClass('MuiAlert-colorInfo');
    expect(still).toHaveAttribute('role', 'status');
    expect(still).toHaveTextContent('Not Started');
    expect(screen.queryByText('Report Successfully Generated')).toBeNull();
    expect(document.querySelector('.MuiAlert-colorSuccess')).toBeNull();
    expect(button('Generate Report')).toBeDisabled();

    const before = reads;
    await user.click(within(still).getByText('Keep waiting', { selector: 'button' }));
    expect(screen.queryByText('Generate Report is still running. It can take a while.')).toBeNull();
    expect(document.querySelector('[role=progressbar][aria-label="Generate Report"]')).not.toBeNull();
    expect(await screen.findByText('Generate Report is still running. It can take a while.')).toBeVisible();
    expect(reads).toBeGreaterThanOrEqual(before + 3);
  });
});

describe('AppPage: the Reports tab', () => {
  it('shows Lighthouse with score colours, ZAP and Sonar, and no release readiness badge', async () => {
    const user = setup();
    const { app } = await openApp('orders_api');
    const version = app.reportVersions.length;
    const lighthouse = appLighthouseData(app.appId, version);
    const zap = appZapData(app.appId, version);
    const sonar = appSonarData({ appId: app.appId, appName: app.appName, environment: app.environment }, version);
    await user.click(tab('Reports'));

    const lighthouseRegion = await section('Lighthouse');
    expect(lighthouseRegion).toHaveAccessibleName('Lighthouse');
    const cards = within(lighthouseRegion).getAllByRole('listitem');
    expect(cards).toHaveLength(LIGHTHOUSE_ITEMS.length);
    LIGHTHOUSE_ITEMS.forEach((key, i) => {
      const { title, score } = lighthouse[key];
      const band = scoreColour(score);
      expect(within(cards[i]).getByRole('heading', { level: 4 })).toHaveTextContent(title);
      expect(cards[i]).toHaveAttribute('data-band', band);
      expect(within(cards[i]).getByTestId('score')).toHaveStyle({ color: SCORE_COLOURS[band] });
      expect(cards[i]).toHaveTextContent({ green: 'Good', amber: 'Average', brown: 'Poor' }[band]);
    });

    const zapRegion = await section('ZAP');
    for (const alert of zap.result.alerts) expect(within(zapRegion).getAllByText(alert.alert).length).toBeGreaterThan(0);
    if (zap.result.alerts.length === 0) expect(within(zapRegion).getByText('No alerts.')).toBeVisible();
    const sonarRegion = await section('Sonar');
    expect(within(sonarRegion).getByLabelText('Sonar issues')).toHaveAttribute('role', 'grid');
    if (sonar.result.issues.length > 0) expect(within(sonarRegion).getAllByText(sonar.result.issues[0].message).length).toBeGreaterThan(0);

    const reports = await section('Reports');
    expect(within(reports).getAllByRole('row').length).toBeGreaterThan(1);
    // Taken back (issue 24): no go/no-go badge beyond the seeds.
    expect(screen.queryByText('Release readiness')).toBeNull();
    expect(screen.queryByText('Not ready')).toBeNull();
  });

  it('an app without a report says No report yet: use Generate Report.', async () => {
    const user = setup();
    await openApp('brand_assets');
    await user.click(tab('Reports'));
    // The three reports load in parallel: wait for all three.
    await waitFor(() => expect(screen.getAllByText('No report yet: use Generate Report.')).toHaveLength(3));
    expect(screen.getByText('No reports yet.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a report that fails to load says so with Retry, never No report yet; Retry shows it', async () => {
    const user = setup();
    server.use(
      http.get('*/api/v2/lighthouse/json/:appId', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }),
      http.get('*/api/v2/zapreport/:appId', () => HttpResponse.error(), { once: true }),
    );
    await openApp('orders_api');
    await user.click(tab('Reports'));
    const failed = (await screen.findByText('The Lighthouse report could not be loaded.')).closest('[role=alert]') as HTMLElement;
    expect(await screen.findByText('The ZAP report could not be loaded.')).toBeVisible();
    expect(await section('Sonar')).toBeVisible();
    expect(screen.queryByText('No report yet: use Generate Report.')).toBeNull();

    await user.click(within(failed).getByText('Retry', { selector: 'button' }));
    expect(await section('Lighthouse')).toBeVisible();
    expect(screen.queryByText('The Lighthouse report could not be loaded.')).toBeNull();
    expect(screen.getByText('The ZAP report could not be loaded.')).toBeVisible();
  });
});

describe('AppPage: the Build History tab', () => {
  it('selecting a build shows its console log and its reports', async () => {
    const user = setup();
    const { app } = await openApp('orders_api');
    const builds = db.appBuilds.filter((b) => b.appId === app.appId).sort((a, b) => b.buildNo - a.buildNo);
    const newest = builds[0];
    const chosen = builds.slice(1, 5).find((b) => b.buildStatus === 'SUCCESS')!;
    await user.click(tab('Build History'));
    // The newest build shows first.
    expect(await log(`Console log of build #${newest.buildNo}`)).toBeVisible();

    await user.click(button(`View log of build #${chosen.buildNo}`));
    expect(button(`View log of build #${chosen.buildNo}`)).toHaveAttribute('aria-pressed', 'true');
    const chosenLog = await log(`Console log of build #${chosen.buildNo}`);
    expect(chosenLog).toBeVisible();
    expect(chosenLog.textContent).not.toBe('');
    expect(screen.queryByLabelText(`Console log of build #${newest.buildNo}`, { selector: '[role=log]' })).toBeNull();
    const reports = (await screen.findByText(`Reports of build #${chosen.buildNo}`, { selector: 'h3' })).parentElement as HTMLElement;
    const table = within(reports).getByRole('table', { name: 'Reports' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'Unit Test Report',
      'Code Coverage Report',
      'Lighthouse Report',
    ]);
  });

  it('a build running elsewhere: its log refreshes until its bound, then says it is still running with Keep waiting; it stops when the build ends', async () => {
    config.timings.buildPollMaxRuns = 2;
    const user = setup();
    const app = stored('orders_api');
    const buildNo = 9999;
    const running = { value: true };
    let logReads = 0;
    server.use(
      http.get('*/api/v2/cicd/buildhistory/:appId', () =>
        HttpResponse.json({ result: [{ buildNo, appId: app.appId, buildStatus: running.value ? 'IN PROGRESS' : 'SUCCESS' }] }),
      ),
      http.get('*/api/v2/cicdconsolelog/:buildNo', () => {
        logReads += 1;
        return HttpResponse.json({ result: `line ${logReads}` });
      }),
      http.get('*/api/v2/reports/:buildNo', () => HttpResponse.json({ result: [] })),
    );
    await openApp('orders_api');
    await user.click(tab('Build History'));
    expect(await screen.findByText('Build #9999 is still running. It can take a while.')).toBeVisible();
    const stoppedAt = logReads;
    await new Promise((r) => setTimeout(r, 40));
    expect(logReads).toBe(stoppedAt);
    running.value = false;
    await user.click(button('Keep waiting'));
    await waitFor(() => expect(screen.queryByText('Build #9999 is still running. It can take a while.')).toBeNull());
    await waitFor(() => expect(logReads).toBeGreaterThan(stoppedAt));
    const ended = logReads;
    await new Promise((r) => setTimeout(r, 40));
    expect(logReads).toBe(ended);
  });
});

describe('AppPage: failures', () => {
  it('a failed read shows Retry, and Retry loads the app', async () => {
    const user = setup();
    const app = stored('orders_api');
    server.use(http.get(APP_READ, () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    await open(`/app/${app.appId}/View`);
    const alert = (await screen.findByText('The app could not be loaded.')).closest('[role=alert]') as HTMLElement;
    expect(alert).toBeVisible();
    await user.click(within(alert).getByText('Retry', { selector: 'button' }));
    expect(await screen.findByText(`orders_api · ${app.projectName}`)).toBeVisible();
    expect(tab('App Details')).toBeVisible();
    expect(screen.queryByText('The app could not be loaded.')).toBeNull();
  });

  it('an unknown app (404) is not there for the user: a way home, no Retry', async () => {
    await open('/app/99999/View');
    expect(await screen.findByText('This app is not there for you: it does not exist, or its project is not yours to see.')).toBeVisible();
    expect(screen.getByText('Go to Home', { selector: 'a' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Retry', { selector: 'button' })).toBeNull();
    expect(heading()).toHaveTextContent('View App');
  });
});

/** Every JSON body sent with `method` to `pathname`, in order. */
function recordBodies(method: string, pathname: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === pathname) bodies.push(await request.clone().json());
  });
  return bodies;
}

/** The web app payload's blank fields (seed 001 section 3), sent with every web app. */
const BLANK_FIELDS = { indexDocument: '', accountReplicationType: '', enableLogging: 0, accountKind: '', sourceContent: '', accountTier: '' };

describe('AppPage: one app of each type', () => {
  afterEach(() => server.events.removeAllListeners());

  it.each([
    { label: 'App Service', appType: 'app_service', technology: 'NodeJS', environment: 'node', build: 'Yarn', buildType: 'yarn', healthPath: '/healthz', websitePort: '3000' },
    { label: 'App Service (Container)', appType: 'app_service_container', technology: 'Spring Boot', environment: 'spring_boot', build: 'Maven', buildType: 'maven', healthPath: '/actuator/health', websitePort: '8080' },
    // A static site has no health path or port, and needs no technology.
    { label: 'Static Site', appType: 'static_site', technology: null, environment: '', build: 'NA', buildType: 'na', healthPath: '', websitePort: '' },
  ])('creates an app of type $label: the call sends its fields and App created successfully', async ({ label, appType, technology, environment, build, buildType, healthPath, websitePort }) => {
    const user = setup();
    const posts = recordBodies('POST', '/api/v2/app');
    await openCreate();
    const appName = `new_${appType}`;
    fill(textbox('App Name'), appName);
    await pick(user, 'App Type', label);
    if (technology) await pick(user, 'Environment', technology);
    await pick(user, 'Build Type', build);
    fill(textbox('Path'), `/new/${appType}`);
    if (healthPath) {
      fill(textbox('Health Path'), healthPath);
      fill(textbox('Website Port'), websitePort);
    } else {
      expect(screen.queryByLabelText(labelled('Health Path'))).toBeNull();
      expect(screen.queryByLabelText(labelled('Website Port'))).toBeNull();
      expect(combobox('Environment')).not.toHaveAttribute('aria-required', 'true');
    }
    await user.click(button('Submit'));
    expect(await dialogSaying('App created successfully')).toBeVisible();
    expect(posts).toEqual([
      {
        cloud: 'Azure',
        appName,
        appType,
        environment,
        dependentApp: [],
        buildType,
        path: `/new/${appType}`,
        healthPath,
        appEnvironment: [],
        websitePort,
        projectId: 12,
        ...BLANK_FIELDS,
      },
    ]);
    expect(stored(appName)).toMatchObject({ appType, healthPath, websitePort });
  });

  it('creates a Point and Analyse app: the report-app call and App Successfully Created', async () => {
    const user = setup();
    const posts = recordBodies('POST', '/api/v2/reportapp');
    await openCreate();
    fill(textbox('App Name'), 'new_audit');
    await pick(user, 'App Type', 'Point and Analyse');
    await waitFor(() => expect(textbox('Name')).toHaveValue('new_audit'));
    await pick(user, 'Report Type', 'Lighthouse Report');
    fill(textbox('Website URL'), 'https://aurora.example.com');
    await user.click(button('Submit'));
    expect(await dialogSaying('App Successfully Created')).toBeVisible();
    expect(posts).toEqual([{ name: 'new_audit', appType: 'point_analyse', websiteUrl: 'https://aurora.example.com', reportType: 'Lighthouse Report', projectId: 12, file: '' }]);
  });

  it.each([
    ['orders_api', 'app_service'],
    ['cms_preview', 'app_service_container'],
    // Seeded with no technology, health path or port.
    ['brand_assets', 'static_site'],
  ])('updates %s (%s): its locked fields go as stored, and App is updated successfully', async (name, appType) => {
    const user = setup();
    const puts = recordBodies('PUT', '/api/v2/app');
    const { app } = await openApp(name, 'Update');
    if (appType === 'static_site') {
      expect(screen.queryByLabelText(labelled('Health Path'))).toBeNull();
      expect(screen.queryByLabelText(labelled('Website Port'))).toBeNull();
    }
    // Locked (seed 001 section 2), hence never required: the user could not fix them.
    for (const locked of screen.queryAllByLabelText(/^(Path|Health Path|Website Port)/, { selector: 'input' })) {
      expect(locked).toBeDisabled();
      expect(locked).not.toBeRequired();
    }
    fill(textbox('App Name'), `${name}_v2`);
    await user.click(button('Submit'));
    expect(await dialogSaying('App is updated successfully')).toBeVisible();
    expect(puts).toEqual([
      expect.objectContaining({
        appId: app.appId,
        appName: `${name}_v2`,
        appType,
        environment: app.environment,
        buildType: app.buildType,
        path: app.path,
        healthPath: app.healthPath,
        websitePort: app.websitePort,
        projectId: 12,
        ...BLANK_FIELDS,
      }),
    ]);
    expect(stored(`${name}_v2`).appId).toBe(app.appId);
  });

  it('updates an app service whose stored health path and port are blank: locked fields are never required', async () => {
    const user = setup();
    Object.assign(stored('search_gateway'), { healthPath: '', websitePort: '' });
    const puts = recordBodies('PUT', '/api/v2/app');
    await openApp('search_gateway', 'Update');
    fill(textbox('App Name'), 'search_gateway_v2');
    await user.click(button('Submit'));
    expect(await dialogSaying('App is updated successfully')).toBeVisible();
    expect(screen.queryByText('Health Path is required.')).toBeNull();
    expect(puts).toEqual([expect.objectContaining({ appName: 'search_gateway_v2', healthPath: '', websitePort: '' })]);
  });

  it('updates a Point and Analyse app: the report-app call and App is updated successfully', async () => {
    const user = setup();
    const puts = recordBodies('PUT', '/api/v2/reportapp');
    const { app } = await openApp('lighthouse_audit', 'UpdateReport');
    fill(textbox('Name'), 'lighthouse_audit_v2');
    await user.click(button('Submit'));
    expect(await dialogSaying('App is updated successfully')).toBeVisible();
    expect(puts).toEqual([
      { name: 'lighthouse_audit_v2', appType: 'point_analyse', websiteUrl: 'https://aurora-relaunch.azurewebsites.net', reportType: 'Lighthouse Report', projectId: 12, file: '', appId: app.appId },
    ]);
  });

  it('the app type decides the form, not the address: a web app at ViewReport, a report app at View', async () => {
    const web = await openApp('orders_api', 'ViewReport');
    expect(heading()).toHaveTextContent('View App');
    expect(textbox('App Name')).toHaveValue('orders_api');
    expect(textbox('Website Port')).toHaveValue('8080');
    expect(screen.queryByLabelText(labelled('Website URL'))).toBeNull();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['App Details', 'Reports', 'Build History']);
    web.unmount();

    const report = await openApp('lighthouse_audit', 'View');
    expect(heading()).toHaveTextContent('View Report App');
    expect(textbox('Name')).toHaveValue('lighthouse_audit');
    expect(textbox('Website URL')).toHaveValue('https://aurora-relaunch.azurewebsites.net');
    expect(screen.queryByLabelText(labelled('Website Port'))).toBeNull();
    report.unmount();

    await openApp('cms_preview', 'UpdateReport');
    expect(heading()).toHaveTextContent('Update App');
    expect(textbox('App Name')).toHaveValue('cms_preview');
  });

  it('a Sonar app updated with new code says App is updated successfully, then File Uploaded SuccessFully, in the dialog', async () => {
    const user = setup();
    await openApp('sonar_code_scan', 'UpdateReport');
    await user.upload(fileInput(), zip('next-src.zip'));
    await user.click(button('Submit'));
    const dialog = await dialogSaying('App is updated successfully', { exact: false });
    expect(within(dialog).getByText(/^App is updated successfully/).textContent).toBe('App is updated successfully\nFile Uploaded SuccessFully');
    expect(dialog).toHaveAccessibleDescription(/File Uploaded SuccessFully/);
    expect(stored('sonar_code_scan').upload).toMatchObject({ name: 'next-src.zip' });
  });
});
