import { select } from 'redux-saga/effects';
import type { PollBound } from '../../../shared/sagaEffects';
import { selectTechProject, techProjectActions as actions, type TechProjectState } from '../slice';

export function* state() {
  return (yield select(selectTechProject)) as TechProjectState;
}

/** A stage's poll at its bound: the stage says it is still running (with the step it was at) until Keep waiting. */
export function stageBound(step: () => string): PollBound {
  return { stillRunning: () => actions.stageProgress({ step: step(), phase: 'stillRunning' }), keepWaiting: actions.keepWaiting.type };
}
