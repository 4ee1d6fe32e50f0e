import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { REPORT_NOT_STARTED } from '../../domain/apps';

/**
 * The app page's workflows (seed 001 section 4): Setup Repo, Build Now with its live log, and
 * Generate Report with its steps. One app at a time: opening an app page (appOpened) starts afresh.
 */
export type WorkPhase = 'idle' | 'running' | 'stillRunning' | 'succeeded' | 'failed';

export interface AppWorkState {
  appId: number | null;
  repo: { phase: WorkPhase; error: string | null };
  /** logReads: how many times the live log was read (its text is kept by the log's worker, not here). */
  build: { phase: WorkPhase; buildNo: number | null; logReads: number; error: string | null };
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
  /** The build whose console log stopped refreshing: at its bound (Keep waiting goes on), or failed (Retry). */
  logRefreshStopped: number | null;
  /** Why the log stopped refreshing, when its reads failed. */
  logRefreshError: string | null;
}

/** The app page's workflows that poll. */
export type AppWorkflow = 'repo' | 'build' | 'report';

export const initialAppWork: AppWorkState = {
  appId: null,
  repo: { phase: 'idle', error: null },
  build: { phase: 'idle', buildNo: null, logReads: 0, error: null },
  report: { phase: 'idle', step: '', progress: 0, outcome: null, error: null },
  logRefreshStopped: null,
  logRefreshError: null,
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
      state.build = { phase: 'running', buildNo: null, logReads: 0, error: null };
    },
    buildStarted(state, action: PayloadAction<number | null>) {
      state.build.buildNo = action.payload;
    },
    /** Build Now's poll read the live log's new part (the log's worker holds it). */
    buildLogRead(state) {
      state.build.logReads += 1;
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

    /**
     * A workflow's poll reached its bound: 'still running' with Keep waiting. The report's three
     * steps end as the seeds' do, reset to 'Not Started' (the saga reads the app again).
     */
    stillRunning(state, action: PayloadAction<AppWorkflow>) {
      const work = state[action.payload];
      if (work.phase === 'running') work.phase = 'stillRunning';
      if (action.payload === 'report') Object.assign(state.report, { step: REPORT_NOT_STARTED, progress: 0 });
    },
    /** Keep waiting: the same poll goes on. */
    keepWaiting(state, action: PayloadAction<AppWorkflow>) {
      const work = state[action.payload];
      if (work.phase === 'stillRunning') work.phase = 'running';
    },

    logRefreshStopped(state, action: PayloadAction<number>) {
      state.logRefreshStopped = action.payload;
      state.logRefreshError = null;
    },
    /** Three reads of the log failed in a row: why, with Retry (logRefreshResumed). */
    logRefreshFailed(state, action: PayloadAction<{ buildNo: number; error: string }>) {
      state.logRefreshStopped = action.payload.buildNo;
      state.logRefreshError = action.payload.error;
    },
    logRefreshResumed(state) {
      state.logRefreshStopped = null;
      state.logRefreshError = null;
    },
  },
});

export const appWorkActions = appWorkSlice.actions;

declare module '../../store/root' {
  export interface LazyLoadedSlices extends WithSlice<typeof appWorkSlice> {}
}

export const selectAppWork = (state: { appWork?: AppWorkState }) => state.appWork ?? initialAppWork;
