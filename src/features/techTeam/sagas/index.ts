/**
 * The tech team project page's sagas, by workflow: the devops chain and Sync Infra (chain.ts), the
 * stage buttons (stages.ts), the build server and the container group (builds.ts), the waits for
 * server jobs (jobs.ts) and the activity poll (activity.ts).
 */
import { fork, put, takeLeading } from 'redux-saga/effects';
import { techProjectActions as actions } from '../slice';
import { activityWatch } from './activity';
import { runSetupDevops, runSync, saveChainUrl } from './chain';
import { runStage } from './stages';

export { runBuild } from './builds';
export { saveChainUrl } from './chain';

/**
 * The tech project page's saga (a page saga: usePageSaga starts it with the page and cancels it,
 * with every poll and call in flight, when the page unmounts or the user signs out).
 */
export function* techProjectSaga(projectId: number) {
  yield put(actions.pageOpened(projectId));
  yield fork(activityWatch, projectId);
  yield takeLeading(actions.stageRequested.type, runStage);
  yield takeLeading(actions.syncRequested.type, runSync);
  yield takeLeading(actions.setupDevopsRequested.type, runSetupDevops);
  yield takeLeading([actions.activityLoaded.type, actions.projectSeen.type, actions.chainSaveRequested.type], saveChainUrl);
}
