import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

/**
 * The app page's workflows (seed 001 section 4): Setup Repo, Build Now with its live log, and
 * Generate Report with its steps. One app at a time: opening an app page (appOpened) starts afresh.
 */
export type WorkPhase = 'idle' | 'running' | 'stillRunning' | 'succeeded' | 'failed';

export interface AppWorkState {
  appId: number | null;
  repo: { phase: WorkPhase; error: string | null };
  build: { phase: WorkPhase; buildNo: number | null; log: string; error: string | null };
  report: {
    phase: WorkPhase;
    /** The step in words: 'Report Generation Triggered', a status label, then 'Not Started'. */
    step: string;
    /** 0 to 100, +33.33 a step. */
    progress: number;
    /** The last run's outcome label ('Report Successfully Generated', ...). */
    outcome: string | null;
    error: string | null;
  };
  /** The build whose console log stopped refreshing at its bound (Build History: Refresh goes on). */
  logRefreshStopped: number | null;
}

export const initialAppWork: AppWorkState = {
  appId: null,
  repo: { phase: 'idle', error: null },
  build: { phase: 'idle', buildNo: null, log: '', error: null },
  report: { phase: 'idle', step: '', progress: 0, outcome: null, error: null },
  logRefreshStopped: null,
};

const running = (phase: WorkPhase) => phase === 'running' || phase === 'stillRunning';

export const appWorkSlice = createSlice({
  name: 'appWork',
  initialState: initialAppWork,
  reducers: {
    appOpened: (_state, action: PayloadAction<number>) => ({ ...initialAppWork, appId: action.payload }),

    repoSetupRequested(state) {
      if (running(state.repo.phase)) return;
      state.repo = { phase: 'running', error: null };
    },
    repoSetupFinished(state, action: PayloadAction<string | null>) {
      state.repo = { phase: action.payload ? 'failed' : 'succeeded', error: action.payload };
    },

    buildRequested(state) {
      if (running(state.build.phase)) return;
      state.build = { phase: 'running', buildNo: null, log: '', error: null };
    },
    buildStarted(state, action: PayloadAction<number | null>) {
      state.build.buildNo = action.payload;
    },
    buildLog(state, action: PayloadAction<string>) {
      state.build.log = action.payload;
    },
    buildStillRunning(state) {
      if (state.build.phase === 'running') state.build.phase = 'stillRunning';
    },
    keepWaitingForBuild(state) {
      if (state.build.phase === 'stillRunning') state.build.phase = 'running';
    },
    buildFinished(state, action: PayloadAction<{ error: string | null }>) {
      state.build.phase = action.payload.error ? 'failed' : 'succeeded';
      state.build.error = action.payload.error;
    },

    reportRequested(state) {
      if (running(state.report.phase)) return;
      state.report = { phase: 'running', step: '', progress: 0, outcome: null, error: null };
    },
    reportStep(state, action: PayloadAction<{ step: string; progress?: number }>) {
      state.report.step = action.payload.step;
      if (action.payload.progress !== undefined) state.report.progress = action.payload.progress;
    },
    reportFinished(state, action: PayloadAction<{ outcome: string | null; error: string | null; step: string }>) {
      state.report.phase = action.payload.error ? 'failed' : 'succeeded';
      state.report.outcome = action.payload.outcome;
      state.report.error = action.payload.error;
      state.report.step = action.payload.step;
      state.report.progress = 0;
    },

    logRefreshStopped(state, action: PayloadAction<number>) {
      state.logRefreshStopped = action.payload;
    },
    logRefreshResumed(state) {
      state.logRefreshStopped = null;
    },
  },
});

export const appWorkActions = appWorkSlice.actions;

declare module '../../store/root' {
  export interface LazyLoadedSlices extends WithSlice<typeof appWorkSlice> {}
}

export const selectAppWork = (state: { appWork?: AppWorkState }) => state.appWork ?? initialAppWork;
