import { clearFaults, setFaults } from '../../../../mocks/core/faults';
import { db } from '../../../../mocks/core/state';
import { setClockSpeed } from '../../../../mocks/core/clock';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { makeStore } from '../../../app/store';
import { config } from '../../../config';
import type { ProjectDetails } from '../../../domain/projects';
import { initialAuthState, loggedOut } from '../../../session/slice';
import { untilSignedOut } from '../../../store/sagas';
import { until } from '../../../testing/session';
import { tokenFor, type DemoUser } from '../../../testing/tokens';
import { setVisibility } from '../../../testing/visibility';
import { techProjectSaga } from '.';
import { selectTechProject, techProjectActions as actions } from '..';

const timings = { ...config.timings };
const stores: Array<{ task: { cancel(): void } }> = [];

beforeEach(() => {
  config.timings.activityPollMs = 5;
  config.timings.buildPollMs = 5;
  config.timings.environmentPollMs = 5;
  // Mock jobs of tens of seconds run in a few real milliseconds.
  setClockSpeed(4000);
});
afterEach(() => {
  for (const s of stores.splice(0)) s.task.cancel();
  Object.assign(config.timings, timings);
  setClockSpeed(1);
  clearFaults();
  setVisibility('visible');
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stored(projectId: number) {
  const project = db.projects.find((p) => p.projectId === projectId);
  if (!project) throw new Error(`no project ${projectId} in the seed`);
  return project;
}

/** A signed-in store running the page saga for a project, without waiting for anything. */
async function startPage(projectId: number, as: DemoUser = 'tech') {
  const token = await tokenFor(as);
  window.localStorage.setItem('token', token);
  const store = makeStore({ auth: { ...initialAuthState, token } });
  const task = store.runSaga(untilSignedOut, techProjectSaga, projectId);
  stores.push({ task });
  const state = () => selectTechProject(store.getState());
  const seen = () => store.dispatch(actions.projectSeen(structuredClone(stored(projectId)) as unknown as ProjectDetails));
  return { store, task, state, seen };
}

/** startPage, with the project's details as the page would pass them, once the activity was read. */
async function openPage(projectId: number, as: DemoUser = 'tech') {
  const page = await startPage(projectId, as);
  page.seen();
  await until(() => page.state().activityLoaded);
  return page;
}

function countRequests(path: string) {
  const count = { n: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith(path)) count.n += 1;
  };
  server.events.on('request:start', listener);
  return { count, stop: () => server.events.removeListener('request:start', listener) };
}

describe('techProjectSaga: the devops chain', () => {
  it('runs the server chain, follows its steps and then saves the devops URL', async () => {
    const project = stored(29); // APPROVAL_COMPLETED, tech
    expect(project.projectStatus).toBe('APPROVAL_COMPLETED');
    const { store, state, seen } = await openPage(29);
    store.dispatch(actions.setupDevopsRequested());
    await until(() => state().activity.some((e) => e.kind === 'devopsChain'));
    seen();
    await until(() => state().chain.completedHere, 8000);
    const chain = state().activity.find((e) => e.kind === 'devopsChain');
    expect(chain?.steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    expect(stored(29).devopsUrl).toBe(chain?.result?.devopsUrl);
    expect(stored(29).projectStatus).toBe('DEVOPS_SETUP_COMPLETED');
    expect(stored(29).devopsStatus).toContain('DFC-PROJECT-SETUP-PIPELINE-SUCCESS');
  });

  it('a failed step is retried from where it failed, not from the start', async () => {
    setFaults({ jobFaults: [{ jobKind: 'devopsChain', step: 3, times: 1 }] });
    const { store, state, seen } = await openPage(29);
    store.dispatch(actions.setupDevopsRequested());
    await until(() => state().activity.find((e) => e.kind === 'devopsChain')?.state === 'failed', 8000);
    const failed = state().activity.find((e) => e.kind === 'devopsChain');
    expect(failed?.steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'failed', 'pending', 'pending']);
    expect(stored(29).devopsStatus).toContain('DFC-PROJECT-SETUP-PIPELINE-FAILURE');
    const doneBefore = failed?.steps.slice(0, 3).map((s) => s.endedAt);

    seen();
    store.dispatch(actions.setupDevopsRequested());
    await until(() => state().chain.completedHere, 8000);
    const chain = state().activity.find((e) => e.kind === 'devopsChain');
    expect(chain?.id).toBe(failed?.id);
    expect(chain?.attempt).toBe(2);
    expect(chain?.steps.slice(0, 3).map((s) => s.endedAt)).toEqual(doneBefore);
    expect(stored(29).projectStatus).toBe('DEVOPS_SETUP_COMPLETED');
  });
});

describe('techProjectSaga: stage buttons', () => {
  it('Run Lighthouse Analysis: queue, build, then set_lighthouse_file; the status is re-read', async () => {
    const before = stored(1).dfcLighthouseReports.length; // DEPLOYMENT_COMPLETED, tech
    const { store, state } = await openPage(1);
    store.dispatch(actions.stageRequested('runLighthouseAnalysis'));
    await until(() => state().stage?.phase === 'succeeded' || state().stage?.phase === 'failed', 8000);
    expect(state().stage).toMatchObject({ phase: 'succeeded', error: null });
    expect(stored(1).projectStatus).toBe('LIGHTHOUSE_SETUP_COMPLETED');
    expect(stored(1).dfcLighthouseReports).toHaveLength(before + 1);
    await until(() => state().activity.some((e) => e.kind === 'build' && e.state === 'succeeded'));
  });

  it('Start Sonar Analysis waits for the server job and ends with the new status', async () => {
    const { store, state } = await openPage(9); // ENVIRONMENT_SETUP_COMPLETED, tech
    store.dispatch(actions.stageRequested('startSonarAnalysis'));
    await until(() => state().stage?.phase === 'succeeded' || state().stage?.phase === 'failed', 8000);
    expect(state().stage?.error).toBeNull();
    expect(['SONAR_ANALYSIS_COMPLETED', 'SONAR_ISSUES']).toContain(stored(9).projectStatus);
  });

  it('a failed server job fails the stage with its outcome in words', async () => {
    setFaults({ jobFaults: [{ jobKind: 'build:dfc-deploy-web-app', step: 1 }] });
    const { store, state } = await openPage(23); // DEPLOYMENT_COMPLETED, tech: Re-Deploy Web App
    store.dispatch(actions.stageRequested('reDeployWebApp'));
    await until(() => state().stage?.phase === 'failed', 8000);
    expect(state().stage?.error).toMatch(/Build #\d+ of dfc-deploy-web-app ended with FAILURE/);
    expect(stored(23).projectStatus).toBe('DEPLOYMENT_COMPLETED');
  });

  it('a build that does not start within the bound says it is still running; Keep waiting goes on', async () => {
    config.timings.buildPollMaxRuns = 3;
    let reads = 0;
    server.use(
      http.get('*/queue/item/:queueId/api/json', ({ params }) => {
        reads += 1;
        return HttpResponse.json({ id: Number(params.queueId), executable: reads > 5 ? { number: 999 } : null });
      }),
      http.get('*/job/:jobName/999/api/json', () => HttpResponse.json({ number: 999, building: true, result: null })),
    );
    const { store, state, task } = await openPage(23);
    store.dispatch(actions.stageRequested('reDeployWebApp'));
    await until(() => state().stage?.phase === 'stillRunning');
    expect(reads).toBe(3);
    await new Promise((r) => setTimeout(r, 50));
    expect(reads).toBe(3); // waits for the user
    store.dispatch(actions.keepWaiting());
    await until(() => state().stage?.phase === 'stillRunning' && state().stage?.step.includes('#999') === true);
    task.cancel();
  });
});

describe('techProjectSaga: the activity poll', () => {
  it('stops when the page is left and when the user signs out', async () => {
    setClockSpeed(1); // keep the build running
    const first = await openPage(1);
    first.store.dispatch(actions.stageRequested('runLighthouseAnalysis'));
    await until(() => first.state().activity.some((e) => e.state === 'running'));
    const requests = countRequests('/api/project_activity');
    first.task.cancel();
    await new Promise((r) => setTimeout(r, 60));
    expect(requests.count.n).toBeLessThanOrEqual(1);

    // The build the first page started still runs on the server: the second page follows it.
    const second = await openPage(1);
    await until(() => second.state().activity.some((e) => e.state === 'running'));
    second.store.dispatch(loggedOut());
    const after = requests.count.n;
    await new Promise((r) => setTimeout(r, 60));
    expect(requests.count.n - after).toBeLessThanOrEqual(1);
    requests.stop();
  });

  it('pauses while the tab is hidden', async () => {
    setClockSpeed(1); // keep the job running
    const { store, state } = await openPage(1);
    store.dispatch(actions.stageRequested('runLighthouseAnalysis'));
    await until(() => state().activity.some((e) => e.state === 'running'));
    setVisibility('hidden');
    await new Promise((r) => setTimeout(r, 30));
    const requests = countRequests('/api/project_activity');
    await new Promise((r) => setTimeout(r, 60));
    expect(requests.count.n).toBe(0);
    setVisibility('visible');
    await until(() => requests.count.n > 0);
    requests.stop();
  });

  /** A server job that never ends (the activity extension's entry). */
  const runningEntry = { id: 9001, kind: 'sonarAnalysis', title: 'Sonar analysis', state: 'running', by: 'tech', startedAt: '2026-01-01T00:00:00Z', endedAt: null, attempt: 1, steps: [], outcome: '' };

  it('says a job is still running at its bound; Keep waiting (a refresh) reads again with a fresh bound', async () => {
    config.timings.buildPollMaxRuns = 3;
    let reads = 0;
    server.use(
      http.get('*/api/project_activity/:projectId', () => {
        reads += 1;
        return HttpResponse.json([runningEntry]);
      }),
    );
    const { store, state } = await openPage(9);
    await until(() => state().activityStopped);
    expect(reads).toBe(3);
    await new Promise((r) => setTimeout(r, 50));
    expect(reads).toBe(3);
    store.dispatch(actions.activityRefresh());
    expect(state().activityStopped).toBe(false);
    await until(() => state().activityStopped);
    expect(reads).toBe(6);
  });

  it('backs off on failures; three in a row stop it, with why, until Retry (a refresh)', async () => {
    config.timings.activityPollMs = 10;
    let reads = 0;
    server.use(
      http.get('*/api/project_activity/:projectId', () => {
        reads += 1;
        return reads === 1 || reads > 4 ? HttpResponse.json([runningEntry]) : HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    const { store, state } = await openPage(9);
    await until(() => state().activityError !== null);
    expect(reads).toBe(2);
    await pause(300);
    // Every 10 ms without back-off (about 30 reads); with it 20 and 40 ms, then the budget is spent.
    expect(reads).toBe(4);
    expect(state().activityError).toBe('down (503)');
    store.dispatch(actions.activityRefresh());
    await until(() => reads >= 6 && state().activityError === null);
  });

  it('goes without a timeline when the backend has no activity extension', async () => {
    server.use(http.get('*/api/project_activity/:projectId', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    const { store, state, seen } = await startPage(9);
    await until(() => state().activityUnavailable);
    seen();
    // Sonar then waits on the project status instead.
    store.dispatch(actions.stageRequested('startSonarAnalysis'));
    await until(() => ['succeeded', 'failed'].includes(state().stage?.phase ?? ''), 8000);
    expect(state().stage?.error).toBeNull();
  });
});

describe('techProjectSaga: the waits read nothing while the tab is hidden', () => {
  /**
   * Once `waiting` holds and `path` was read, hides the tab: after a read in flight, no request at
   * all (neither `path` nor another) for 20 intervals; then shows it and waits for `path` to be read again.
   */
  async function readsNothingWhileHidden(path: string, waiting: () => boolean) {
    const poll = countRequests(path);
    const all = countRequests('/');
    try {
      await until(() => waiting() && poll.count.n >= 1);
      setVisibility('hidden');
      await pause(20); // a read in flight ends
      const atHide = { poll: poll.count.n, all: all.count.n };
      await pause(100); // 20 intervals of 5 ms
      expect({ poll: poll.count.n, all: all.count.n }).toEqual(atHide);
      setVisibility('visible');
      await until(() => poll.count.n >= atHide.poll + 2);
    } finally {
      poll.stop();
      all.stop();
    }
  }

  it('the build queue wait (runBuild) reads no queue item while hidden', async () => {
    config.timings.buildPollMaxRuns = 1000;
    server.use(http.get('*/queue/item/:queueId/api/json', ({ params }) => HttpResponse.json({ id: Number(params.queueId), executable: null })));
    const { store, state } = await openPage(23); // DEPLOYMENT_COMPLETED, tech: Re-Deploy Web App
    store.dispatch(actions.stageRequested('reDeployWebApp'));
    await readsNothingWhileHidden('/queue/item/', () => state().stage?.step.includes('queued') === true);
    expect(state().stage?.phase).toBe('running');
  });

  it('the build wait (runBuild) reads no build while hidden', async () => {
    config.timings.buildPollMaxRuns = 1000;
    server.use(
      http.get('*/queue/item/:queueId/api/json', ({ params }) => HttpResponse.json({ id: Number(params.queueId), executable: { number: 999 } })),
      http.get('*/job/:jobName/999/api/json', () => HttpResponse.json({ number: 999, building: true, result: null })),
    );
    const { store, state } = await openPage(23);
    store.dispatch(actions.stageRequested('reDeployWebApp'));
    await readsNothingWhileHidden('/job/dfc-deploy-web-app/999/', () => state().stage?.step.includes('#999') === true);
    expect(state().stage?.phase).toBe('running');
  });

  it('the container group wait (createContainerGroup) reads no status while hidden', async () => {
    config.timings.buildPollMaxRuns = 1000;
    server.use(
      http.get('*/queue/item/:queueId/api/json', ({ params }) => HttpResponse.json({ id: Number(params.queueId), executable: { number: 999 } })),
      http.get('*/job/:jobName/999/api/json', () => HttpResponse.json({ number: 999, building: false, result: 'SUCCESS' })),
      http.post('*/api/createResource', () => HttpResponse.json({ status: 'https://management.example.com/operations/container-1' })),
      http.get('*/api/checkStatus', () => HttpResponse.json({ status: 'Running...', service: '', ipAddress: '' })),
    );
    expect(stored(23).devopsUrl).toBeTruthy(); // Create Docker Image names the container after it
    const { store, state } = await openPage(23);
    store.dispatch(actions.stageRequested('createDockerImage'));
    await readsNothingWhileHidden('/api/checkStatus', () => state().stage?.step.startsWith('Container group') === true);
    expect(state().stage?.phase).toBe('running');
  });

  it('the server job wait (waitForJob) reads no activity while hidden', async () => {
    setClockSpeed(1); // keep the Sonar job running
    const { store, state } = await openPage(9); // ENVIRONMENT_SETUP_COMPLETED, tech
    store.dispatch(actions.stageRequested('startSonarAnalysis'));
    // waitForJob says the job's running step: 'Sonar analysis: Queued'
    await readsNothingWhileHidden('/api/project_activity', () => state().stage?.step.startsWith('Sonar analysis:') === true);
    expect(state().stage?.phase).toBe('running');
  });

  it('the status wait (waitForStatusChange, without the activity extension) reads no status while hidden', async () => {
    config.timings.buildPollMaxRuns = 1000;
    server.use(
      http.get('*/api/project_activity/:projectId', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
      http.get('*/api/get_dfc_project_status/:projectId', () => HttpResponse.json({ status: 'ENVIRONMENT_SETUP_COMPLETED' })),
    );
    const { store, state, seen } = await startPage(9);
    await until(() => state().activityUnavailable);
    seen();
    store.dispatch(actions.stageRequested('startSonarAnalysis'));
    await readsNothingWhileHidden('/api/get_dfc_project_status/', () => state().stage?.step === 'Waiting for the project status to change');
    expect(state().stage?.phase).toBe('running');
  });
});
