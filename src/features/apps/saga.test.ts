import type { UnknownAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { advanceClock, setClockSpeed } from '../../../mocks/core/clock';
import { db } from '../../../mocks/core/state';
import { APP_BUILD_KIND, APP_REPORT_KIND, REPO_SETUP_KIND, type StoredApp } from '../../../mocks/apps/model';
import { toAppRead } from '../../../mocks/apps/apps';
import { clearFaults, setFaults } from '../../../mocks/core/faults';
import { http, HttpResponse, server } from '../../../mocks/node';
import { appsApi } from '../../api/apps';
import '../../store/apiRuntime';
import { makeStore } from '../../app/store';
import { config } from '../../config';
import { BUILD_IN_PROGRESS, BUILD_SUCCESS, REPORT_IN_PROGRESS, REPORT_NOT_STARTED, REPORT_SUCCESS, REPORT_TRIGGERED, REPO_SETUP_SUCCESS } from '../../domain/apps';
import { initialAuthState, loggedOut } from '../../session/slice';
import { untilSignedOut } from '../../store/sagas';
import { recordActions, until } from '../../testing/session';
import { tokenFor } from '../../testing/tokens';
import { appPageSaga } from './saga';
import { forgetConsoleLogs } from './consoleLog/logSource';
import { appWorkActions as actions, selectAppWork } from '.';
import { setVisibility } from '../../testing/visibility';

// Seeded apps (mocks/apps/): orders_api (project 12) is built and has its repository;
// auth_bff (project 12) has none yet (REPO-SETUP PENDING).

const timings = { ...config.timings };

beforeEach(() => {
  config.timings.buildPollMs = 5;
  config.timings.reportFirstWaitMs = 5;
  config.timings.reportStepMs = 20;
  // Mock jobs of tens of seconds run in a few real milliseconds.
  setClockSpeed(4000);
});
afterEach(() => {
  forgetConsoleLogs();
  Object.assign(config.timings, timings);
  setClockSpeed(1);
  clearFaults();
  setVisibility('visible');
});

function stored(name: string): StoredApp {
  const app = db.apps.find((a) => a.appName === name);
  if (!app) throw new Error(`no app ${name} in the seed`);
  return app;
}

/** A signed-in store running the app page's saga, as the page does (usePageSaga). */
async function openPage(appId: number) {
  const token = await tokenFor('tech');
  window.localStorage.setItem('token', token);
  const store = makeStore({ auth: { ...initialAuthState, token } });
  const seen: UnknownAction[] = recordActions(store);
  const task = store.runSaga(untilSignedOut, appPageSaga, appId);
  const state = () => selectAppWork(store.getState());
  await until(() => state().appId === appId);
  return { store, task, state, seen };
}

function countRequests(...paths: string[]) {
  const count = { n: 0 };
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (paths.some((p) => path.startsWith(p))) count.n += 1;
  };
  server.events.on('request:start', listener);
  return { count, stop: () => server.events.removeListener('request:start', listener) };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const payloads = <T>(seen: UnknownAction[], type: string) => seen.filter((a) => a.type === type).map((a) => (a as unknown as { payload: T }).payload);

describe('appPageSaga: Build Now', () => {
  it('polls the live log and the status until SUCCESS, then stops', async () => {
    setClockSpeed(0); // the build moves 6 s at each read of its log: Checkout 3 s, Build 20 s, Test 10 s, Deploy 8 s
    const app = stored('orders_api');
    const buildNo = db.appCounters.buildNo;
    const { store, state } = await openPage(app.appId);
    // Each read of the log by ranges: where it started and the size it answered.
    const ranges: Array<{ start: number; size: number }> = [];
    const onRange = ({ request, response }: { request: Request; response: Response }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/progressiveText')) ranges.push({ start: Number(url.searchParams.get('start')), size: Number(response.headers.get('X-Text-Size')) });
    };
    server.events.on('response:mocked', onRange);
    store.runSaga(function* moveTheClock() {
      yield takeEvery(actions.buildLogRead.type, () => advanceClock(6_000));
    });
    store.dispatch(actions.buildRequested());
    await until(() => state().build.phase === 'succeeded' || state().build.phase === 'failed', 5000);
    server.events.removeListener('response:mocked', onRange);
    expect(state().build).toMatchObject({ phase: 'succeeded', buildNo, error: null });
    expect(state().build.logReads).toBeGreaterThanOrEqual(6);
    // The live log is read by its new bytes only: each read starts where the last one ended.
    expect(ranges.length).toBeGreaterThanOrEqual(6);
    expect(ranges[0].start).toBe(0);
    for (let i = 1; i < ranges.length; i += 1) expect(ranges[i].start).toBe(ranges[i - 1].size);
    expect(ranges.at(-1)!.size).toBeGreaterThan(ranges[0].size);
    expect(db.appBuilds.find((b) => b.buildNo === buildNo)?.buildStatus).toBe('SUCCESS');
    expect(stored('orders_api').status).toContain(BUILD_SUCCESS);

    const requests = countRequests('/api/v2/app/', '/api/v2/cicdconsolelog/');
    await pause(40);
    expect(requests.count.n).toBe(0);
    requests.stop();
  });

  it('stops on FAILURE and says so', async () => {
    setFaults({ jobFaults: [{ jobKind: APP_BUILD_KIND, step: 1, times: 1 }] });
    const app = stored('orders_api');
    const buildNo = db.appCounters.buildNo;
    const { store, state } = await openPage(app.appId);
    store.dispatch(actions.buildRequested());
    await until(() => state().build.phase === 'failed' || state().build.phase === 'succeeded', 5000);
    expect(state().build).toMatchObject({ phase: 'failed', buildNo, error: `Build #${buildNo} failed: see its console log.` });
    expect(state().build.logReads).toBeGreaterThanOrEqual(1);
    expect(db.appBuilds.find((b) => b.buildNo === buildNo)).toMatchObject({ buildStatus: 'FAILURE', failedStep: 'Build' });

    const requests = countRequests('/api/v2/app/', '/api/v2/cicdconsolelog/');
    await pause(40);
    expect(requests.count.n).toBe(0);
    requests.stop();
  });

  it('stops polling when the page saga is cancelled and when the user signs out', async () => {
    setClockSpeed(0); // the build never ends
    const app = stored('orders_api');
    const requests = countRequests('/api/v2/app/', '/api/v2/cicdconsolelog/');

    const first = await openPage(app.appId);
    first.store.dispatch(actions.buildRequested());
    await until(() => payloads(first.seen, actions.buildLogRead.type).length >= 2);
    first.task.cancel();
    const atCancel = requests.count.n;
    await pause(60);
    expect(requests.count.n - atCancel).toBeLessThanOrEqual(1);

    // The build still runs on the server: Build Now is refused (409), so start another app's build.
    const other = stored('product_catalog_api');
    const second = await openPage(other.appId);
    second.store.dispatch(actions.buildRequested());
    await until(() => payloads(second.seen, actions.buildLogRead.type).length >= 2);
    second.store.dispatch(loggedOut());
    const atLogout = requests.count.n;
    await pause(60);
    expect(requests.count.n - atLogout).toBeLessThanOrEqual(1);
    expect(second.task.isRunning()).toBe(false);
    requests.stop();
  });

  it('a build that does not end within the bound says it is still running; Keep waiting resumes', async () => {
    config.timings.buildPollMaxRuns = 3;
    const app = stored('orders_api');
    let reads = 0;
    let ended = false;
    server.use(
      http.get('*/api/v2/app/:appId', () => {
        reads += 1;
        const read = toAppRead(stored('orders_api'));
        const status = read.status.filter((c) => !c.startsWith('DFC-CI-CD-PIPELINE-'));
        return HttpResponse.json({ result: { ...read, status: [...status, ended ? BUILD_SUCCESS : BUILD_IN_PROGRESS] } });
      }),
    );
    const { store, state } = await openPage(app.appId);
    store.dispatch(actions.buildRequested());
    await until(() => state().build.phase === 'stillRunning');
    expect(reads).toBe(3);
    await pause(50);
    expect(reads).toBe(3); // waits for the user
    expect(state().build.phase).toBe('stillRunning');

    store.dispatch(actions.keepWaiting('build'));
    expect(state().build.phase).toBe('running');
    await until(() => reads === 6 && state().build.phase === 'stillRunning');

    ended = true;
    store.dispatch(actions.keepWaiting('build'));
    await until(() => state().build.phase === 'succeeded');
    expect(reads).toBe(7);
    expect(state().build.error).toBeNull();
  });

  it('reads neither the status nor the log while the tab is hidden, and goes on when it is visible again', async () => {
    setClockSpeed(0); // the build never ends
    config.timings.buildPollMaxRuns = 1000;
    const requests = countRequests('/api/v2/app/', '/api/v2/cicdconsolelog/');
    const { store, state, seen } = await openPage(stored('orders_api').appId);
    store.dispatch(actions.buildRequested());
    await until(() => payloads(seen, actions.buildLogRead.type).length >= 2);
    setVisibility('hidden');
    await pause(20); // a run in flight ends
    const hidden = requests.count.n;
    await pause(100); // 20 intervals
    expect(requests.count.n).toBe(hidden);
    expect(state().build.phase).toBe('running');
    setVisibility('visible');
    await until(() => requests.count.n >= hidden + 4);
    requests.stop();
  });

  it('a refused start says why in words', async () => {
    const { store, state } = await openPage(stored('auth_bff').appId); // no repository: 409
    store.dispatch(actions.buildRequested());
    await until(() => state().build.phase === 'failed');
    expect(state().build.error).toBe('Set up the repository of auth_bff before building it (409)');
  });
});

describe('appPageSaga: Generate Report', () => {
  it('advances +33.33 a step while the report runs, then the SUCCESS label and Not Started', async () => {
    setClockSpeed(0); // the steps move when the test moves the clock
    const app = stored('orders_api');
    const versions = app.reportVersions.length;
    const { store, state, seen } = await openPage(app.appId);
    // The report job: Queued 15 s, Scanning 20 s, Publishing 20 s. After the first step the clock
    // moves into Scanning, after the second past the end.
    const moved = new Set<number>();
    const unsubscribe = store.subscribe(() => {
      const { progress } = state().report;
      for (const [at, ms] of [[33, 20_000], [66, 40_000]] as const) {
        if (Math.floor(progress) === at && !moved.has(at)) {
          moved.add(at);
          advanceClock(ms);
        }
      }
    });
    store.dispatch(actions.reportRequested());
    await until(() => state().report.phase === 'succeeded' || state().report.phase === 'failed', 5000);
    unsubscribe();

    const steps = payloads<{ step: string; progress: number }>(seen, actions.reportStep.type);
    expect(steps.map((s) => s.step)).toEqual([REPORT_TRIGGERED, 'Report Generation In Progress', 'Report Generation In Progress', 'Report Successfully Generated']);
    expect(steps[0].progress).toBe(0);
    expect(steps[1].progress).toBeCloseTo(33.33, 5);
    expect(steps[2].progress).toBeCloseTo(66.66, 5);
    expect(steps[3].progress).toBeCloseTo(99.99, 5);
    expect(state().report).toMatchObject({ phase: 'succeeded', outcome: 'Report Successfully Generated', error: null, step: REPORT_NOT_STARTED, progress: 0 });
    expect(stored('orders_api').reportVersions).toHaveLength(versions + 1);
  });

  it('on the fast clock it ends at the first step with the SUCCESS label, then Not Started', async () => {
    config.timings.reportFirstWaitMs = 20; // the 55 s report job takes about 14 ms
    const { store, state, seen } = await openPage(stored('cms_preview').appId);
    store.dispatch(actions.reportRequested());
    await until(() => state().report.phase === 'succeeded' || state().report.phase === 'failed', 5000);
    const steps = payloads<{ step: string; progress: number }>(seen, actions.reportStep.type);
    expect(steps).toEqual([
      { step: REPORT_TRIGGERED, progress: 0 },
      { step: 'Report Successfully Generated', progress: 33.33 },
    ]);
    expect(state().report).toMatchObject({ phase: 'succeeded', outcome: 'Report Successfully Generated', step: REPORT_NOT_STARTED, error: null });
  });

  it('reads no report step while the tab is hidden, and takes the next step when it is visible again', async () => {
    setClockSpeed(0); // the report stays in progress
    config.timings.reportStepMs = 40;
    const requests = countRequests('/api/v2/app/');
    const { store, state } = await openPage(stored('orders_api').appId);
    store.dispatch(actions.reportRequested());
    await until(() => requests.count.n >= 1);
    setVisibility('hidden');
    await pause(20); // a read in flight ends
    const hidden = requests.count.n;
    expect(hidden).toBeLessThan(3);
    await pause(200); // 5 steps
    expect(requests.count.n).toBe(hidden);
    expect(state().report.phase).toBe('running');
    setVisibility('visible');
    await until(() => requests.count.n > hidden);
    await until(() => state().report.phase !== 'running');
    expect(requests.count.n).toBe(3); // the three steps, none skipped
    requests.stop();
  });

  it('a failed report job ends with its failure label', async () => {
    config.timings.reportFirstWaitMs = 20;
    setFaults({ jobFaults: [{ jobKind: APP_REPORT_KIND, step: 1, times: 1 }] });
    const { store, state } = await openPage(stored('cms_preview').appId);
    store.dispatch(actions.reportRequested());
    await until(() => state().report.phase === 'failed' || state().report.phase === 'succeeded', 5000);
    expect(state().report).toMatchObject({ phase: 'failed', outcome: 'Report Generation Failed', error: 'Report Generation Failed', step: REPORT_NOT_STARTED });
  });
});

describe("appPageSaga: Generate Report on the seeds' clock (jest's fake timers)", () => {
  const { reportFirstWaitMs, reportStepMs } = timings; // the defaults: 15 s, then 20 s a step
  const IN_PROGRESS = 'Report Generation In Progress';
  const SUCCESS = 'Report Successfully Generated';

  /**
   * orders_api's report as the test scripts it: `codes` are the report statuses of the reads after
   * the trigger, the last one repeated; `readsAt` the times of those reads, in ms after the trigger.
   */
  function scriptedReport(codes: string[]) {
    const script = { codes, readsAt: [] as number[], triggeredAt: NaN };
    server.use(
      http.get('*/api/v2/lighthousereport/:appId', () => {
        script.triggeredAt = Date.now();
        return HttpResponse.json({ result: 'Report Generation Triggered' });
      }),
      http.get('*/api/v2/app/:appId', () => {
        const read = toAppRead(stored('orders_api'));
        const status = read.status.filter((c) => !c.startsWith('DFC-Report-Pipeline-'));
        if (Number.isNaN(script.triggeredAt)) return HttpResponse.json({ result: read });
        const code = script.codes[Math.min(script.readsAt.length, script.codes.length - 1)];
        script.readsAt.push(Date.now() - script.triggeredAt);
        return HttpResponse.json({ result: { ...read, status: [...status, code] } });
      }),
    );
    return script;
  }

  /** The page open, the app read as the page does (a subscription: a reload reads it again), then fake timers. */
  async function openOnFakeClock() {
    Object.assign(config.timings, { reportFirstWaitMs, reportStepMs });
    const page = await openPage(stored('orders_api').appId);
    await page.store.dispatch(appsApi.endpoints.app.initiate(stored('orders_api').appId));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    return page;
  }
  /** Generate Report, once its call is answered. */
  async function generate(store: { dispatch: (action: UnknownAction) => unknown }, script: { triggeredAt: number }) {
    store.dispatch(actions.reportRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(script.triggeredAt).not.toBeNaN();
  }
  /** Moves the fake clock to `at` ms after the trigger, letting every call and answer in between run. */
  const clockTo = async (script: { triggeredAt: number }, at: number) => {
    await jest.advanceTimersByTimeAsync(script.triggeredAt + at - Date.now());
  };
  afterEach(() => jest.useRealTimers());

  it('waits 15 s, then reads the report status at 35, 55 and 75 s, +33.33 % a step; then Not Started and the app read again', async () => {
    expect([reportFirstWaitMs, reportStepMs]).toEqual([15_000, 20_000]);
    const script = scriptedReport([REPORT_IN_PROGRESS, REPORT_IN_PROGRESS, REPORT_SUCCESS]);
    const { store, state } = await openOnFakeClock();
    await generate(store, script);
    expect(state().report).toMatchObject({ phase: 'running', step: REPORT_TRIGGERED, progress: 0 });

    await clockTo(script, 34_999);
    expect(script.readsAt).toEqual([]);
    expect(state().report).toMatchObject({ step: REPORT_TRIGGERED, progress: 0 });
    await clockTo(script, 35_000);
    expect(script.readsAt).toEqual([35_000]);
    expect(state().report).toMatchObject({ phase: 'running', step: IN_PROGRESS, progress: 33.33 });
    await clockTo(script, 54_999);
    expect(state().report.progress).toBe(33.33);
    await clockTo(script, 55_000);
    expect(state().report).toMatchObject({ phase: 'running', step: IN_PROGRESS });
    expect(state().report.progress).toBeCloseTo(66.66, 5);
    await clockTo(script, 75_000);
    expect(state().report).toMatchObject({ phase: 'succeeded', outcome: SUCCESS, error: null, step: REPORT_NOT_STARTED, progress: 0 });
    // The third step's read, then the reload of the app at once.
    expect(script.readsAt).toEqual([35_000, 55_000, 75_000, 75_000]);
    await clockTo(script, 200_000);
    expect(script.readsAt).toHaveLength(4);
  });

  it('a report still running after its three steps: Not Started, the app read again, still running (not a success) until Keep waiting; then 20 s a step', async () => {
    // Three steps and the reload, the first step after Keep waiting: IN-PROGRESS; then SUCCESS.
    const script = scriptedReport([...Array<string>(5).fill(REPORT_IN_PROGRESS), REPORT_SUCCESS]);
    const { store, state, seen } = await openOnFakeClock();
    await generate(store, script);
    await clockTo(script, 75_000);
    expect(state().report).toMatchObject({ phase: 'stillRunning', step: REPORT_NOT_STARTED, progress: 0, outcome: null, error: null });
    expect(script.readsAt).toEqual([35_000, 55_000, 75_000, 75_000]);
    await clockTo(script, 600_000); // waits for the user
    expect(script.readsAt).toHaveLength(4);
    expect(state().report.phase).toBe('stillRunning');

    store.dispatch(actions.keepWaiting('report'));
    await jest.advanceTimersByTimeAsync(0);
    expect(state().report).toMatchObject({ phase: 'running', step: IN_PROGRESS, progress: 0 });
    await clockTo(script, 619_999);
    expect(script.readsAt).toHaveLength(4);
    await clockTo(script, 620_000);
    expect(script.readsAt.slice(4)).toEqual([620_000]);
    expect(state().report).toMatchObject({ phase: 'running', step: IN_PROGRESS, progress: 33.33 });
    await clockTo(script, 640_000);
    expect(state().report).toMatchObject({ phase: 'succeeded', outcome: SUCCESS, step: REPORT_NOT_STARTED, progress: 0 });
    expect(script.readsAt.slice(4)).toEqual([620_000, 640_000, 640_000]);
    const steps = payloads<{ step: string; progress: number }>(seen, actions.reportStep.type);
    expect(steps.map((p) => [p.step, p.progress])).toEqual([
      [REPORT_TRIGGERED, 0],
      [IN_PROGRESS, 33.33],
      [IN_PROGRESS, 66.66],
      [IN_PROGRESS, 99.99],
      [IN_PROGRESS, 0],
      [IN_PROGRESS, 33.33],
      [SUCCESS, 66.66],
    ]);
  });
});

describe('appPageSaga: Setup Repo', () => {
  it('follows the repo setup to its success', async () => {
    const app = stored('auth_bff');
    expect(app.status).not.toContain(REPO_SETUP_SUCCESS);
    const { store, state } = await openPage(app.appId);
    store.dispatch(actions.repoSetupRequested());
    expect(state().repo.phase).toBe('running');
    await until(() => state().repo.phase === 'succeeded' || state().repo.phase === 'failed', 5000);
    expect(state().repo).toEqual({ phase: 'succeeded', error: null });
    expect(stored('auth_bff').status).toContain(REPO_SETUP_SUCCESS);
    expect(stored('auth_bff').appUrl).toBe('https://auth-bff-12.azurewebsites.net');
  });

  it('reads no app status while the tab is hidden, and goes on when it is visible again', async () => {
    setClockSpeed(0); // the repo setup never ends
    config.timings.buildPollMaxRuns = 1000;
    const requests = countRequests('/api/v2/app/');
    const { store, state } = await openPage(stored('auth_bff').appId);
    store.dispatch(actions.repoSetupRequested());
    await until(() => requests.count.n >= 2);
    setVisibility('hidden');
    await pause(20); // a read in flight ends
    const hidden = requests.count.n;
    await pause(100); // 20 intervals
    expect(requests.count.n).toBe(hidden);
    expect(state().repo.phase).toBe('running');
    setVisibility('visible');
    await until(() => requests.count.n >= hidden + 2);
    expect(state().repo.phase).toBe('running');
    requests.stop();
  });

  it('a repo setup that does not end within the bound says it is still running (no longer a failure); Keep waiting resumes', async () => {
    setClockSpeed(0); // the repo setup never ends
    config.timings.buildPollMaxRuns = 3;
    const requests = countRequests('/api/v2/app/');
    const { store, state } = await openPage(stored('auth_bff').appId);
    store.dispatch(actions.repoSetupRequested());
    await until(() => state().repo.phase === 'stillRunning');
    expect(requests.count.n).toBe(3);
    await pause(40);
    expect(requests.count.n).toBe(3); // waits for the user
    store.dispatch(actions.keepWaiting('repo'));
    expect(state().repo.phase).toBe('running');
    await until(() => requests.count.n === 6 && state().repo.phase === 'stillRunning');
    expect(state().repo.error).toBeNull();
    requests.stop();
  });

  it('a failed repo job gives its failure label', async () => {
    setFaults({ jobFaults: [{ jobKind: REPO_SETUP_KIND, step: 1, times: 1 }] });
    const { store, state } = await openPage(stored('auth_bff').appId);
    store.dispatch(actions.repoSetupRequested());
    await until(() => state().repo.phase === 'failed' || state().repo.phase === 'succeeded', 5000);
    expect(state().repo).toEqual({ phase: 'failed', error: 'App Repo Setup Failed' });
    expect(stored('auth_bff').status).toContain('DFC-REPO-SETUP-PIPELINE-FAILURE');
  });
});
