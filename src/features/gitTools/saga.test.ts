import { http, HttpResponse, server } from '../../../mocks/node';
import { makeStore } from '../../app/store';
import { config } from '../../config';
import { initialAuthState } from '../../session/slice';
import { untilSignedOut } from '../../store/sagas';
import { until } from '../../testing/session';
import { tokenFor } from '../../testing/tokens';
import { gitToolsSaga } from './saga';
import { gitToolsActions as actions, selectGitTools } from '.';
import { setVisibility } from '../../testing/visibility';

const QUEUE_ID = 4711;
const repo = { id: 'r1', name: 'site', remoteUrl: 'https://devops.example.com/dfc-portal/p/_git/site' };
const timings = { ...config.timings };
const tasks: Array<{ cancel(): void }> = [];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The merge job is queued and its build keeps running; every read of the job's build list is counted. */
function runningMerge() {
  const reads = { n: 0 };
  server.use(
    http.post('*/job/dfc-git-merge/buildWithParameters', () => HttpResponse.json({ queueId: QUEUE_ID }, { status: 201 })),
    http.get('*/job/dfc-git-merge/api/json', () => {
      reads.n += 1;
      return HttpResponse.json({ builds: [{ number: 12, queueId: QUEUE_ID, building: true, result: null }] });
    }),
  );
  return reads;
}

async function openPage() {
  const token = await tokenFor('tech');
  window.localStorage.setItem('token', token);
  const store = makeStore({ auth: { ...initialAuthState, token } });
  tasks.push(store.runSaga(untilSignedOut, gitToolsSaga));
  return { store, state: () => selectGitTools(store.getState()) };
}

beforeEach(() => {
  config.timings.buildPollMs = 5;
  config.timings.buildPollMaxRuns = 1000;
});
afterEach(() => {
  for (const task of tasks.splice(0)) task.cancel();
  Object.assign(config.timings, timings);
  setVisibility('visible');
});

describe('gitToolsSaga: follow (the poll of a git build or import)', () => {
  it('reads nothing while the tab is hidden and goes on when it is visible again', async () => {
    const reads = runningMerge();
    const { store, state } = await openPage();
    store.dispatch(actions.mergeRequested({ projectId: 'p', repo, branch: 'develop' }));
    await until(() => reads.n >= 2);
    setVisibility('hidden');
    await pause(20); // a read in flight ends
    const hidden = reads.n;
    await pause(100); // 20 intervals
    expect(reads.n).toBe(hidden);
    expect(state().operation).toMatchObject({ kind: 'merge', phase: 'running', step: expect.stringContaining('#12') });
    setVisibility('visible');
    await until(() => reads.n >= hidden + 2);
    expect(state().operation?.phase).toBe('running');
  });

  it('at its bound says the build is still running; Keep waiting resumes the same poll', async () => {
    config.timings.buildPollMaxRuns = 3;
    const reads = runningMerge();
    const { store, state } = await openPage();
    store.dispatch(actions.mergeRequested({ projectId: 'p', repo, branch: 'develop' }));
    await until(() => state().operation?.phase === 'stillRunning');
    expect(reads.n).toBe(3);
    expect(state().operation?.step).toContain('#12');
    await pause(40);
    expect(reads.n).toBe(3); // waits for the user
    store.dispatch(actions.keepWaiting());
    expect(state().operation?.phase).toBe('running');
    await until(() => reads.n === 6 && state().operation?.phase === 'stillRunning');
  });
});
