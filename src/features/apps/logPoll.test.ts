import { http, HttpResponse, server } from '../../../mocks/node';
import { makeStore } from '../../app/store';
import '../../store/apiRuntime';
import { config } from '../../config';
import { initialAuthState, loggedOut } from '../../session/slice';
import { untilSignedOut } from '../../store/sagas';
import { until } from '../../testing/session';
import { tokenFor } from '../../testing/tokens';
import { consoleLogPoll } from './logPoll';
import { forgetConsoleLogs } from './consoleLog/logSource';
import { appWorkActions as actions, selectAppWork } from '.';
import { setVisibility } from '../../testing/visibility';

const APP_ID = 4242;
const BUILD_NO = 777;
const timings = { ...config.timings };
const tasks: Array<{ cancel(): void }> = [];

/** The build list says the build runs while `running.value`; every read of list and log is counted. */
function backend(options: { failLog?: boolean } = {}) {
  const running = { value: true };
  const reads = { history: 0, log: 0 };
  server.use(
    http.get('*/api/v2/cicd/buildhistory/:appId', () => {
      reads.history += 1;
      return HttpResponse.json({ result: [{ buildNo: BUILD_NO, appId: APP_ID, buildStatus: running.value ? 'IN PROGRESS' : 'SUCCESS' }] });
    }),
    // A backend without the range call: the log's worker falls back to the whole-log call, counted here.
    http.get('*/api/v2/cicdconsolelog/:buildNo/progressiveText', () => new HttpResponse(null, { status: 404 })),
    http.get('*/api/v2/cicdconsolelog/:buildNo', () => {
      reads.log += 1;
      if (options.failLog) return HttpResponse.json({ message: 'down' }, { status: 500 });
      return HttpResponse.json({ result: `line ${reads.log}\n` });
    }),
  );
  return { running, reads };
}

async function follow() {
  const token = await tokenFor('tech');
  window.localStorage.setItem('token', token);
  const store = makeStore({ auth: { ...initialAuthState, token } });
  const task = store.runSaga(untilSignedOut, consoleLogPoll, APP_ID, BUILD_NO);
  tasks.push(task);
  return { store, task, state: () => selectAppWork(store.getState()) };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => {
  config.timings.buildPollMs = 5;
  config.timings.buildPollMaxRuns = 1000;
});
afterEach(() => {
  for (const task of tasks.splice(0)) task.cancel();
  forgetConsoleLogs();
  Object.assign(config.timings, timings);
  setVisibility('visible');
});

describe('consoleLogPoll (Build History: the log of a build running elsewhere)', () => {
  it('re-reads the log and the build list, and stops once the fresh list says the build ended', async () => {
    const { running, reads } = backend();
    const { task } = await follow();
    await until(() => reads.log >= 3);
    running.value = false;
    await until(() => !task.isRunning());
    const after = { ...reads };
    await pause(40);
    expect(reads).toEqual(after);
  });

  it('reads nothing while the tab is hidden and goes on when it is visible again', async () => {
    const { reads } = backend();
    await follow();
    await until(() => reads.log >= 2);
    setVisibility('hidden');
    await pause(20); // a read in flight ends
    const hidden = { ...reads };
    await pause(60);
    expect(reads).toEqual(hidden);
    setVisibility('visible');
    await until(() => reads.log >= hidden.log + 2);
  });

  it('stops at its bound and says so; Refresh (logRefreshResumed) goes on', async () => {
    config.timings.buildPollMaxRuns = 3;
    const { reads } = backend();
    const { store, state } = await follow();
    await until(() => state().logRefreshStopped === BUILD_NO);
    expect(reads.log).toBe(3);
    await pause(40);
    expect(reads.log).toBe(3);
    store.dispatch(actions.logRefreshResumed());
    await until(() => reads.log >= 4);
    expect(state().logRefreshStopped).toBeNull();
  });

  it('backs off on failures: the wait doubles', async () => {
    config.timings.buildPollMs = 10;
    const { reads } = backend({ failLog: true });
    await follow();
    await pause(300);
    // Without back-off about 30 reads; with it 10, 20, 40, 80, 160 ms: at most 6.
    expect(reads.log).toBeGreaterThanOrEqual(3);
    expect(reads.log).toBeLessThanOrEqual(6);
  });

  it('stops with the page and when the user signs out', async () => {
    const first = backend();
    const page = await follow();
    await until(() => first.reads.log >= 2);
    page.task.cancel();
    await pause(20);
    const left = first.reads.log;
    await pause(40);
    expect(first.reads.log).toBe(left);

    const second = await follow();
    await until(() => first.reads.log >= left + 2);
    second.store.dispatch(loggedOut());
    await pause(20);
    const out = first.reads.log;
    await pause(40);
    expect(first.reads.log).toBe(out);
  });
});
